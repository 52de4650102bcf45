"""Fixtures for daily challenges: a small tier set and budget so days generate in
milliseconds (the real tiers are exercised by one `slow` test), a fixed secret, and
fixtures to generate days and read their answers."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

import pytest
from flask import Flask

from service.daily.models import DailyPuzzle
from service.daily.settings import GenerationSettings, generation_settings
from service.daily.store import ensure_day
from service.infra.clock import FakeClock
from service.infra.extensions import db as db_ext
from tests.daily.helpers import TODAY, config_with
from tests.helpers.daily import SMALL_CONFIG


@pytest.fixture
def app_config() -> dict[str, Any]:
    """Use the small tiers and a fixed secret."""
    return dict(SMALL_CONFIG)


@pytest.fixture
def small_settings() -> GenerationSettings:
    """Return the small generation settings."""
    return generation_settings(config_with())


@pytest.fixture
def generate(app: Flask) -> Callable[[date], list[str]]:
    """Return a function that generates a day (idempotently) and lists its tiers."""

    def run(day: date) -> list[str]:
        with app.app_context():
            return [p.tier for p in ensure_day(day).puzzles]

    return run


@pytest.fixture
def days_generated(generate: Callable[[date], list[str]], clock: FakeClock) -> None:
    """Generate today and the next DAILY_DAYS_AHEAD days, as a worker would (a
    request never generates; it enqueues the job and answers 503 meanwhile)."""
    for offset in range(SMALL_CONFIG["DAILY_DAYS_AHEAD"] + 1):
        generate(TODAY + timedelta(days=offset))


@pytest.fixture
def answer(app: Flask) -> Callable[[date, str], DailyPuzzle]:
    """Return a function reading a tier's stored puzzle (optimum and solution)."""

    def read(day: date, tier: str) -> DailyPuzzle:
        with app.app_context():
            row = db_ext.session.get(DailyPuzzle, (day, tier))
            assert row is not None
            db_ext.session.expunge(row)
            return row

    return read


@pytest.fixture
def live_server(live_server: str, clock: FakeClock) -> str:
    """Serve the app on the frozen clock (the daily pages show `TODAY`)."""
    return live_server
