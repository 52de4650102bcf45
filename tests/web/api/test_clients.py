"""Clients and keys: registration, hashing, authentication, revocation."""

from __future__ import annotations

import hashlib

import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.accounts.models import Client

PROBLEMS = "/problems/"


def register(client: FlaskClient, name: str = "bot") -> dict:
    """Register a client and return the response body."""
    response = client.post("/v1/clients", json={"name": name, "contact": "a@b.c"})
    assert response.status_code == 201
    return response.json


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def test_register_returns_key_once_and_stores_only_its_hash(
    client: FlaskClient, db: so.Session
) -> None:
    body = register(client)
    key = body["api_key"]
    assert key.startswith(f"rk_{body['key_prefix']}_")
    assert body["name"] == "bot" and body["contact"] == "a@b.c"
    assert body["revoked_at"] is None
    row = db.get(Client, body["id"])
    assert row is not None
    assert row.key_hash == hashlib.sha256(key.encode()).hexdigest()
    assert key not in {str(v) for v in vars(row).values()}
    shown = client.get("/v1/clients/me", headers=bearer(key))
    assert shown.status_code == 200
    assert "api_key" not in shown.json
    assert shown.json["id"] == body["id"]


def test_location_header_points_at_the_client(client: FlaskClient) -> None:
    response = client.post("/v1/clients", json={"name": "x"})
    assert response.status_code == 201
    location = response.headers["Location"]
    assert location == f"/v1/clients/{response.json['id']}"
    got = client.get(location, headers=bearer(response.json["api_key"]))
    assert got.status_code == 200


def test_two_clients_get_different_keys(client: FlaskClient) -> None:
    a, b = register(client, "a"), register(client, "b")
    assert a["api_key"] != b["api_key"] and a["id"] != b["id"]
    assert a["key_prefix"] != b["key_prefix"]


def test_missing_key_is_401_problem(client: FlaskClient) -> None:
    response = client.get("/v1/clients/me")
    assert response.status_code == 401
    assert response.content_type == "application/problem+json"
    assert response.json["type"] == PROBLEMS + "unauthorized"
    assert response.headers["WWW-Authenticate"] == "Bearer"


def test_wrong_secret_with_a_real_prefix_is_401(client: FlaskClient) -> None:
    key = register(client)["api_key"]
    forged = key[: key.rindex("_") + 1] + "x" * 32
    response = client.get("/v1/clients/me", headers=bearer(forged))
    assert response.status_code == 401
    assert response.json["detail"] == "unknown API key"


def test_malformed_authorization_headers_are_401(client: FlaskClient) -> None:
    for header in ("Basic abc", "Bearer", "Bearer nonsense", "Bearer rk__x", "token"):
        response = client.get("/v1/clients/me", headers={"Authorization": header})
        assert response.status_code == 401, header
        assert response.json["type"] == PROBLEMS + "unauthorized"


def test_revoke_me_stops_the_key(client: FlaskClient, db: so.Session) -> None:
    body = register(client)
    key = body["api_key"]
    response = client.delete("/v1/clients/me", headers=bearer(key))
    assert response.status_code == 204
    assert response.data == b""
    again = client.get("/v1/clients/me", headers=bearer(key))
    assert again.status_code == 401
    assert again.json["detail"] == "this API key was revoked"
    assert db.get(Client, body["id"]).revoked_at is not None


def test_revoke_by_id_works_for_the_owner_only(client: FlaskClient) -> None:
    a, b = register(client, "a"), register(client, "b")
    foreign = client.delete(f"/v1/clients/{b['id']}", headers=bearer(a["api_key"]))
    assert foreign.status_code == 403
    assert foreign.json["type"] == PROBLEMS + "forbidden"
    assert client.get("/v1/clients/me", headers=bearer(b["api_key"])).status_code == 200
    own = client.delete(f"/v1/clients/{a['id']}", headers=bearer(a["api_key"]))
    assert own.status_code == 204
    assert client.get("/v1/clients/me", headers=bearer(a["api_key"])).status_code == 401


def test_registration_validates_its_body(client: FlaskClient, db: so.Session) -> None:
    response = client.post("/v1/clients", json={"name": "", "admin": True})
    assert response.status_code == 422
    assert response.json["type"] == PROBLEMS + "validation-error"
    assert set(response.json["errors"]) == {"name", "admin"}
    missing = client.post("/v1/clients", json={})
    assert missing.status_code == 422
    assert "name" in missing.json["errors"]
    assert db.scalar(sa.select(sa.func.count()).select_from(Client)) == 0


def test_created_at_follows_the_injected_clock(client: FlaskClient, clock) -> None:
    body = register(client)
    assert body["created_at"] == "2026-01-01T12:00:00+00:00"
    clock.advance(hours=1)
    key = body["api_key"]
    client.delete("/v1/clients/me", headers=bearer(key))
    assert register(client)["created_at"] == "2026-01-01T13:00:00+00:00"
