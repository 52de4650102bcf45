"""Who is acting: a player (secret token) or the client that created the game.

Both use `Authorization: Bearer ...`: an API key (`rk_...`) names a client, which
administers the games it created; anything else is taken as a player token
(`gp_...`), stored only as its SHA-256. A token that is not one of this game's
players is refused with 403, as is another client's key. `verified_identity` names
either kind of credential for the rate limits (the web factory hands it to them).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

import sqlalchemy as sa
from flask import g
from sqlalchemy.exc import SQLAlchemyError

from service.accounts.auth import KEY_SCHEME, bearer_key, find_client, require_client
from service.infra.domain_errors import Forbidden, Unauthorized
from service.infra.extensions import db
from service.matches.models import Game, Player

TOKEN_PREFIX = "gp_"
ADMIN = None
"""What `caller` returns for the administering client."""


def new_token() -> tuple[str, str]:
    """Return a fresh player token and the hash that is stored."""
    token = TOKEN_PREFIX + secrets.token_hex(24)
    return token, hash_token(token)


def hash_token(token: str) -> str:
    """Return the hex SHA-256 stored for a player token."""
    return hashlib.sha256(token.encode()).hexdigest()


def require_token() -> str:
    """Return the request's bearer credential (401 without one)."""
    token = bearer_key()
    if token is None:
        raise Unauthorized(
            "send `Authorization: Bearer <player token>` (or the creating client's "
            "API key to administer the game)"
        )
    return token


def caller(game: Game) -> Player | None:
    """Return the acting player, or None for the game's administering client.

    :raise Unauthorized: 401 without credentials or with an unknown API key.
    :raise Forbidden: 403 for a token of no player of this game or another client's key.
    """
    token = require_token()
    if token.startswith(KEY_SCHEME + "_"):
        if find_client(token).id != game.created_by:
            raise Forbidden("only the client that created this game administers it")
        return ADMIN
    digest = hash_token(token)
    for player in game.players:
        if hmac.compare_digest(player.token_hash, digest):
            return player
    raise Forbidden("this token is not a player of this game")


def require_player(game: Game) -> Player:
    """Return the acting player; the administering client may not act for one."""
    player = caller(game)
    if player is None:
        raise Forbidden("this action needs a player's token, not the client's API key")
    return player


def verified_identity() -> str | None:
    """Return who the bearer credential proves to be, checked against the database.

    `client:<id>` for a valid API key, `player:<id>` for a game player's token, None
    without a credential or with one that does not verify (forged, revoked, or the
    database unreachable). Rate limits key on this, so a forged key can neither
    open a fresh bucket nor spend someone else's. Cached for the request.
    """
    if "verified_identity" not in g:
        g.verified_identity = _verify_credential()
    identity: str | None = g.verified_identity
    return identity


def _verify_credential() -> str | None:
    """Verify the request's bearer credential once (never raises)."""
    try:
        key = bearer_key()
        if key is None:
            return None
        if key.startswith(KEY_SCHEME + "_"):
            return f"client:{require_client().id}"
        player = db.session.scalar(
            sa.select(Player.id).where(Player.token_hash == hash_token(key))
        )
    except Unauthorized:
        return None
    except SQLAlchemyError:  # the view will report the outage; limit by address
        db.session.rollback()
        return None
    return None if player is None else f"player:{player}"
