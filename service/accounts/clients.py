"""Use-cases for API clients: register, look up (owner only), revoke; and the
built-in `web` client that owns the site's page visitors' attempts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.accounts.auth import hash_key, new_key, require_client
from service.accounts.models import Client
from service.game.puzzle import short_hash
from service.infra import clock
from service.infra.domain_errors import Forbidden
from service.infra.extensions import db, dialect_insert

WEB_CLIENT_ID = "web"
WEB_CLIENT_NAME = "daily page"


@dataclass(frozen=True)
class Registration:
    """A new client (read through: `registration.id` is the client's) and its API
    key, shown this once only."""

    client: Client
    api_key: str

    def __getattr__(self, name: str) -> Any:
        """Read the client's own columns (id, name, key_prefix, ...)."""
        if name == "client":  # not yet set (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.client, name)


def register_client(name: str, contact: str | None = None) -> tuple[Client, str]:
    """Create a client; return it with its API key (shown this once only)."""
    prefix, key = new_key()
    client = Client(
        id="c" + short_hash([prefix, clock.now().isoformat()]),
        name=name,
        contact=contact,
        key_prefix=prefix,
        key_hash=hash_key(key),
        created_at=clock.now(),
    )
    db.session.add(client)
    db.session.commit()
    return client, key


def owned_client(client_id: str) -> Client:
    """Return the authenticated client if `client_id` is its id or `me` (else 403)."""
    client = require_client()
    if client_id not in ("me", client.id):
        raise Forbidden("a client can only see and revoke itself")
    return client


def revoke_client(client_id: str) -> None:
    """Revoke the authenticated client's key; it stops working at once."""
    client = owned_client(client_id)
    client.revoked_at = clock.now()
    db.session.commit()


def web_client_id() -> str:
    """Return the built-in client that owns web players' attempts (made once)."""
    values = {
        "id": WEB_CLIENT_ID,
        "name": WEB_CLIENT_NAME,
        "key_prefix": WEB_CLIENT_ID,
        "key_hash": "!",  # never a SHA-256: no API key logs in as the page
        "created_at": clock.now(),
    }
    insert = dialect_insert(Client).values(values)
    db.session.execute(insert.on_conflict_do_nothing())
    return WEB_CLIENT_ID
