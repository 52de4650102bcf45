"""Web players: the visitors of the site's pages (/daily, /train), known by a cookie.

The pages are first-party clients, so a visitor needs no API key (registering one
per browser ran into the 30-per-hour registration limit). A visitor's first write
sets `ricochet_player`, a cookie signed with the daily secret (itsdangerous) that
holds a random id and a name; each page sends it under its own path. Their
attempts belong to one built-in client, `web` (`service.accounts.clients`), as the
player `"<name> #<tag>"` (the tag, from the id, keeps two visitors called Ada
apart). Limits: per player (RATELIMIT_WEB_PLAYER) and per address
(RATELIMIT_WEB_ADDRESS). This module is the one place that reads or sets it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from flask import Response, current_app, request
from itsdangerous import BadSignature, URLSafeSerializer

from service.daily.settings import daily_secret
from service.infra.extensions import address_key

COOKIE = "ricochet_player"
COOKIE_MAX_AGE = 400 * 24 * 3600  # the longest lifetime browsers keep
SALT = "ricochet.daily.web-player"
TAG_LENGTH = 4
NAME_MAX = 64 - TAG_LENGTH - 2  # the stored player is "<name> #<tag>", 64 at most


@dataclass(frozen=True, slots=True)
class WebPlayer:
    """A visitor of the pages: a random id and the name they chose."""

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


def set_cookie(response: Response, player: WebPlayer, path: str) -> None:
    """Send the signed cookie naming a visitor to one page's routes under `path`
    (not to scripts)."""
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


def web_player_key() -> str:
    """Key a visitor's own limit on their cookie id."""
    found = cookie_player()
    return f"web:{found.id}" if found else address_key()


def without_cookie() -> bool:
    """Tell whether the visitor has no valid cookie yet (the address limit holds)."""
    return cookie_player() is None


def web_player_limit() -> str:
    """Return the configured limit on one web player's attempts."""
    return str(current_app.config["RATELIMIT_WEB_PLAYER"])


def web_address_limit() -> str:
    """Return the configured limit on web attempts from one address."""
    return str(current_app.config["RATELIMIT_WEB_ADDRESS"])
