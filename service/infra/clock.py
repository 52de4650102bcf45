"""The service's notion of now, replaceable per app for tests (`CLOCK` config)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, date, datetime, timedelta
from typing import Any

from flask import current_app, has_app_context


def now() -> datetime:
    """Return the current time as an aware UTC datetime (the app's CLOCK if set)."""
    return _now_by(current_app.config if has_app_context() else {})


def today_reader() -> Callable[[], date]:
    """Return a function giving the UTC date by this app's clock, callable outside
    the app context (the app's CLOCK is read at each call, as `now` reads it)."""
    config = current_app.config if has_app_context() else {}
    return lambda: _now_by(config).date()


def _now_by(config: Mapping[str, Any]) -> datetime:
    """Return now by a config's CLOCK, else the system's UTC time."""
    clock: Callable[[], datetime] | None = config.get("CLOCK")
    return clock() if clock is not None else datetime.now(UTC)


class FakeClock:
    """A settable clock for tests: `app.config["CLOCK"] = FakeClock(...)`."""

    def __init__(self, start: datetime | None = None) -> None:
        self.current = start or datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.current

    def set(self, when: datetime) -> None:
        """Jump to a moment (naive datetimes are taken as UTC)."""
        self.current = when if when.tzinfo else when.replace(tzinfo=UTC)

    def advance(self, seconds: float = 0, **kwargs: float) -> datetime:
        """Move forward by seconds (or timedelta keywords); return the new now."""
        self.current += timedelta(seconds=seconds, **kwargs)
        return self.current
