"""Flask-Limiter internals, in this one place (tests/api/test_limiter_compat.py fails
when they change).

One module-level `Limiter` serves every app the factory builds (tests build many).
Flask-Limiter keeps "the storage is down, count in memory" on the Limiter itself, not
per app, so a new app would start on the in-memory fallback because an earlier app's
Redis went away, and switch to Redis halfway through its first minute. `init_app`
starts every app on its own storage.
"""

from __future__ import annotations

import flask_limiter
from flask import Flask


class Limiter(flask_limiter.Limiter):
    """Flask-Limiter's Limiter that starts each app on its configured storage."""

    def init_app(self, app: Flask) -> None:
        """Bind an app; forget a fallback entered for an earlier app."""
        super().init_app(app)
        self._storage_dead = False  # Flask-Limiter's flag for "use the fallback"
