"""Web players: the daily page's own visitors, known by a signed cookie.

The page is a first-party client, so a visitor needs no API key (registering one
per browser ran into the 30-per-hour registration limit). A visitor's first attempt
sets `ricochet_player`, a cookie signed with the daily secret (itsdangerous) that
holds a random id and the chosen name; nothing is stored until they solve. Their
attempts belong to one built-in client, `web`, as the player `"<name> #<tag>"`
(the tag, from the id, keeps two visitors called Ada apart). Limits: per player
(RATELIMIT_WEB_PLAYER) and per address (RATELIMIT_WEB_ADDRESS).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import date
from typing import Any

from flask import Response, current_app, request
from itsdangerous import BadSignature, URLSafeSerializer
from sqlalchemy.dialects import postgresql, sqlite

from service.accounts.models import Client
from service.infra import clock
from service.infra.extensions import db

from .attempts import answer, best_json, find_attempt, submit_attempt
from .leaderboard import player_streak
from .settings import daily_secret
from .store import published_day, today

COOKIE = "ricochet_player"
COOKIE_PATH = "/daily"
COOKIE_MAX_AGE = 400 * 24 * 3600  # the longest lifetime browsers keep
SALT = "ricochet.daily.web-player"
WEB_CLIENT_ID = "web"
WEB_CLIENT_NAME = "daily page"
TAG_LENGTH = 4
NAME_MAX = 64 - TAG_LENGTH - 2  # the stored player is "<name> #<tag>", 64 at most


@dataclass(frozen=True, slots=True)
class WebPlayer:
    """A visitor of the daily page: a random id and the name they chose."""

    id: str
    name: str

    @property
    def player(self) -> str:
        """Return the player name their attempts are stored under."""
        return f"{self.name} #{self.id[:TAG_LENGTH]}"


def _serializer() -> URLSafeSerializer:
    """Return the cookie signer, keyed by the daily secret."""
    return URLSafeSerializer(daily_secret(current_app.config), salt=SALT)


def cookie_player() -> WebPlayer | None:
    """Return the visitor named by a valid cookie, None without (or forged)."""
    value = request.cookies.get(COOKIE)
    if not value:
        return None
    try:
        data = _serializer().loads(value)
    except BadSignature:
        return None
    if not isinstance(data, dict):
        return None
    player_id, name = data.get("id"), data.get("name")
    if not isinstance(player_id, str) or not isinstance(name, str):
        return None
    return WebPlayer(player_id, name)


def player_named(name: str) -> WebPlayer:
    """Return the visitor under a (new) name, keeping their id; a new id if none."""
    found = cookie_player()
    player_id = found.id if found else secrets.token_hex(8)
    return WebPlayer(player_id, name)


def set_cookie(response: Response, player: WebPlayer, path: str = COOKIE_PATH) -> None:
    """Send the signed cookie naming a visitor to the page routes under `path`
    (not to scripts); /train keeps its own under its path."""
    value = _serializer().dumps({"id": player.id, "name": player.name})
    response.set_cookie(
        COOKIE,
        value,
        max_age=COOKIE_MAX_AGE,
        path=path,
        secure=request.is_secure,
        httponly=True,
        samesite="Lax",
    )


def web_client_id() -> str:
    """Return the built-in client that owns web players' attempts (made once)."""
    dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
    values = {
        "id": WEB_CLIENT_ID,
        "name": WEB_CLIENT_NAME,
        "key_prefix": WEB_CLIENT_ID,
        "key_hash": "!",  # never a SHA-256: no API key logs in as the page
        "created_at": clock.now(),
    }
    insert = dialect.insert(Client.__table__).values(values)
    db.session.execute(insert.on_conflict_do_nothing())
    return WEB_CLIENT_ID


def web_player_limit() -> str:
    """Return the configured limit on one web player's attempts."""
    return str(current_app.config["RATELIMIT_WEB_PLAYER"])


def web_address_limit() -> str:
    """Return the configured limit on web attempts from one address."""
    return str(current_app.config["RATELIMIT_WEB_ADDRESS"])


def web_attempt(
    day: date, tier: str, name: str, solution: Any
) -> tuple[dict[str, Any], WebPlayer]:
    """Check a web visitor's attempt as their player of the `web` client."""
    player = player_named(name)
    result = submit_attempt(day, tier, player.player, solution, web_client_id())
    return result, player


def visitor_status() -> dict[str, Any]:
    """Return what the page shows a visitor: name, streak, today's solved tiers."""
    found = cookie_player()
    now = today()
    data: dict[str, Any] = {"date": now, "player": None, "name": None, "streak": None}
    data["solved"] = {}
    if found is None:
        return data
    client_id = WEB_CLIENT_ID  # a read: the row need not exist yet
    streak = player_streak(found.player, client_id)
    data.update(player=found.player, name=found.name, streak=streak)
    for puzzle in published_day(now).puzzles:
        best = find_attempt(puzzle, client_id, found.player)
        if best is not None:
            data["solved"][puzzle.tier] = {"best": best_json(best, puzzle)}
            data["solved"][puzzle.tier].update(answer(puzzle, best))
    return data
