"""Web players: one module reads and sets the visitor cookie of every page."""

from __future__ import annotations

from pathlib import Path

import service

SERVICE = Path(service.__file__).parent
COOKIE_CALLS = ("request.cookies", ".set_cookie(", "URLSafeSerializer")


def cookie_handlers() -> set[str]:
    """Return the modules of service/ that read, set or sign a cookie."""
    return {
        str(path.relative_to(SERVICE))
        for path in SERVICE.rglob("*.py")
        if any(call in path.read_text() for call in COOKIE_CALLS)
    }


def test_only_the_players_module_handles_the_visitor_cookie() -> None:
    assert cookie_handlers() == {"web/players.py"}


def test_the_daily_package_holds_no_http_identity() -> None:
    daily = SERVICE / "daily"
    assert not (daily / "web.py").exists()
    sources = "".join(p.read_text() for p in daily.rglob("*.py"))
    assert "itsdangerous" not in sources and "cookie_player" not in sources
