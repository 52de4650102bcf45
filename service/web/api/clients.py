"""POST /v1/clients, GET and DELETE /v1/clients/{id|me}."""

from __future__ import annotations

from typing import Any

from flask import current_app
from flask.views import MethodView

from service.accounts.clients import (
    Registration,
    owned_client,
    register_client,
    revoke_client,
)
from service.accounts.models import Client
from service.infra.extensions import address_key, limiter
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.schemas.core import (
    ClientCreatedSchema,
    ClientCreateSchema,
    ClientSchema,
)

blp = Blueprint(
    "clients",
    __name__,
    url_prefix=f"{API_PREFIX}/clients",
    description="API clients and their keys. The key is shown once, at registration.",
)


def register_limit() -> str:
    """Return the per-IP limit on registrations."""
    return str(current_app.config["RATELIMIT_REGISTER"])


@blp.route("")
class Clients(MethodView):
    """Registration."""

    decorators = [limiter.limit(register_limit, key_func=address_key, methods=["POST"])]

    @blp.arguments(ClientCreateSchema)
    @blp.response(201, ClientCreatedSchema)
    def post(self, body: dict[str, Any]) -> tuple[Registration, dict[str, str]]:
        """Register a client and get its API key (shown only this once)."""
        client, key = register_client(body["name"], body.get("contact"))
        location = f"{blp.url_prefix}/{client.id}"
        return Registration(client, key), {"Location": location}


@blp.route("/<client_id>")
class ClientById(MethodView):
    """One client, visible and revocable by itself only (`me` names yourself)."""

    @authenticated(blp)
    @blp.response(200, ClientSchema)
    def get(self, client_id: str) -> Client:
        """Show the authenticated client."""
        return owned_client(client_id)

    @authenticated(blp)
    @blp.response(204)
    def delete(self, client_id: str) -> None:
        """Revoke the client's key; later requests with it get 401."""
        revoke_client(client_id)
