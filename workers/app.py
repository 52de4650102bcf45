"""The workers' app: the base app of `service.infra.appbase` (no HTTP edge) with the
game events' after-commit announcements and the use-cases' secrecy rules, as
`service.web.app.create_app` installs them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Flask

from service.infra.appbase import create_base_app
from service.matches import commits


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the jobs' app: settings from the environment, then `config`."""
    app = create_base_app(config)
    commits.install(app)  # a job's game events are announced after its commit
    register_secrecy_rules(app)
    return app


def register_secrecy_rules(app: Flask) -> None:
    """Register the rules that hide a puzzle's answer (idempotent)."""
    from service.daily import hidden
    from service.matches import register_secrecy
    from service.trainer import secrecy as rated

    register_secrecy(app)
    hidden.register_secrecy(app)
    rated.register_secrecy(app)
