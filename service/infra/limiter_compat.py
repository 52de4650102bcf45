"""Flask-Limiter internals, in this one place (tests/infra/test_limiter_compat.py fails
when they change).

One module-level `Limiter` serves every app the factory builds (tests build many).
Flask-Limiter keeps "the storage is down, count in memory" on the Limiter itself, not
per app, so a new app would start on the in-memory fallback because an earlier app's
Redis went away, and switch to Redis halfway through its first minute. `init_app`
starts every app on its own storage.

Flask-Limiter resolves and evaluates every limit of every request before the view,
and builds its per-request context again after it and at teardown, even when every
limit is exempt: on a read that no limit can count (no storage call), that
bookkeeping cost about as much CPU as the rest of the app's own work on the puzzle
GET. `nothing_to_count` names such requests; its three hooks return at once for them.

Flask-Limiter leaves its in-memory fallback only when a counted request finds the
storage back, and it looks less and less often (after 1, 2, 4 ... 2^5 s): with few
writes, a process kept counting in memory, and the health kept saying so, for
minutes after Redis returned. `recover` probes the storage at most every
RECHECK_SECONDS, from every counted request and from the health read.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any

import flask_limiter
from flask import Flask, Response, g

SKIPPED = "_ratelimit_skipped"
"""The `g` attribute marking a request no limit counts."""
RECHECK_SECONDS = 1.0
"""How often, at most, a process on the in-memory fallback probes its storage."""


class Limiter(flask_limiter.Limiter):
    """Flask-Limiter's Limiter that starts each app on its configured storage and
    skips the requests no limit can count."""

    def __init__(
        self, *args: Any, nothing_to_count: Callable[[], bool], **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.nothing_to_count = nothing_to_count

    def init_app(self, app: Flask) -> None:
        """Bind an app; forget a fallback entered for an earlier app."""
        super().init_app(app)
        self._storage_dead = False  # Flask-Limiter's flag for "use the fallback"
        self._probed_at = 0.0
        if self.enabled:
            self._wrap_hooks(app)

    def _check_request_limit(
        self, callable_name: str | None = None, in_middleware: bool = True
    ) -> None:
        """Check the request's limits, unless no limit can count it."""
        if in_middleware and self.nothing_to_count():
            setattr(g, SKIPPED, True)
            return
        self.recover()
        super()._check_request_limit(callable_name, in_middleware)

    def recover(self) -> bool:
        """Leave the in-memory fallback if the storage answers again (probed at
        most every RECHECK_SECONDS); tell whether the storage is in use."""
        if not self._storage_dead:
            return True
        now = time.monotonic()
        if now - self._probed_at < RECHECK_SECONDS:
            return False
        self._probed_at = now
        if self._storage is None or not self._storage.check():
            return False
        self.logger.info("Rate limit storage recovered")
        self._storage_dead = False
        self._Limiter__check_backend_count = 0  # Flask-Limiter's backoff counter
        return True

    def _wrap_hooks(self, app: Flask) -> None:
        """Make Flask-Limiter's after-request and teardown hooks return at once on
        a request the before-request check skipped."""
        after = app.after_request_funcs.setdefault(None, [])
        teardown = app.teardown_request_funcs.setdefault(None, [])
        inject = flask_limiter.Limiter._Limiter__inject_headers  # type: ignore[attr-defined]
        release = self._Limiter__release_context  # type: ignore[attr-defined]
        for index, hook in enumerate(after):
            if isinstance(hook, partial) and hook.func is inject:
                after[index] = partial(_after, hook)
        for index, hook in enumerate(teardown):  # ProblemFlask wraps teardowns
            if getattr(hook, "__wrapped__", hook) == release:
                teardown[index] = partial(_teardown, hook)
        wrapped = [h for h in (*after, *teardown) if isinstance(h, partial)]
        if sum(h.func in (_after, _teardown) for h in wrapped) < 2:
            raise RuntimeError("Flask-Limiter's hooks changed: see limiter_compat")


def _after(hook: Callable[[Response], Response], response: Response) -> Response:
    """Run Flask-Limiter's after-request hook unless the request was skipped."""
    return response if g.get(SKIPPED) else hook(response)


def _teardown(hook: Callable[..., Any], exc: BaseException | None = None) -> None:
    """Run Flask-Limiter's teardown hook unless the request was skipped."""
    if not g.get(SKIPPED):
        hook(exc)
