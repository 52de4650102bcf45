"""API keys: generation, hashing and `require_client()` for views that write.

A key looks like `rk_<prefix>_<secret>`: the prefix (10 base32 characters) finds
the client row, the whole key's SHA-256 must match the stored hash. Keys are 192
random bits, so a fast hash is enough (no password stretching needed), and the
key itself is never stored.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

import sqlalchemy as sa
from flask import g, request

from service.accounts.models import Client
from service.infra.domain_errors import Unauthorized
from service.infra.extensions import db

KEY_SCHEME = "rk"


def new_key() -> tuple[str, str]:
    """Return a fresh `(prefix, key)` pair."""
    prefix = base64.b32encode(secrets.token_bytes(10)).decode()[:10].lower()
    return prefix, f"{KEY_SCHEME}_{prefix}_{secrets.token_urlsafe(24)}"


def hash_key(key: str) -> str:
    """Return the hex SHA-256 stored for a key."""
    return hashlib.sha256(key.encode()).hexdigest()


def key_prefix(key: str) -> str | None:
    """Return the lookup prefix of a well-formed key, else None."""
    parts = key.split("_", 2)
    if len(parts) != 3 or parts[0] != KEY_SCHEME or not parts[1] or not parts[2]:
        return None
    return parts[1]


def bearer_key() -> str | None:
    """Return the key of an `Authorization: Bearer` header, None without a header."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, key = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise _unauthorized("use `Authorization: Bearer <api key>`")
    return key.strip()


def find_client(key: str) -> Client:
    """Return the active client owning a key.

    :raise Unauthorized: (401) for an unknown, malformed or revoked key.
    """
    prefix = key_prefix(key)
    client = None
    if prefix is not None:
        client = db.session.scalar(sa.select(Client).where(Client.key_prefix == prefix))
    if client is None or not hmac.compare_digest(client.key_hash, hash_key(key)):
        raise _unauthorized("unknown API key")
    if not client.active:
        raise _unauthorized("this API key was revoked")
    return client


def require_client() -> Client:
    """Return the client authenticated by the request's bearer key (401 without)."""
    if "client" not in g:
        key = bearer_key()
        if key is None:
            raise _unauthorized("this request needs `Authorization: Bearer <api key>`")
        g.client = find_client(key)
    client: Client = g.client
    return client


def optional_client() -> Client | None:
    """Return the authenticated client if a key was sent (a bad key is still 401)."""
    if request.headers.get("Authorization") is None:
        return None
    return require_client()


def _unauthorized(detail: str) -> Exception:
    """Return the refusal asking for a bearer key (401 with `WWW-Authenticate`)."""
    return Unauthorized(detail)
