"""Rate limits key on verified identities only.

A bearer credential counts as an identity only once the database has verified it;
anything else (no credential, a forged or revoked key) is limited per address. The
write limit is one budget per identity shared by every endpoint.
"""

from __future__ import annotations

import secrets
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.helpers.api import LAYOUT, assert_problem, puzzle_spec

pytestmark = [pytest.mark.redis, pytest.mark.usefixtures("redis")]

LIMITED = {
    "RATELIMIT_STORAGE_URI": None,  # derived from REDIS_URL: counters in Redis
    "RATELIMIT_ENABLED": True,
    "RATELIMIT_WRITES": "3 per minute",
    "RATELIMIT_REGISTER": "2 per minute",
    "RATELIMIT_AUTH_FAILURES": "5 per minute",
}


@pytest.fixture
def app_config() -> dict[str, Any]:
    return dict(LIMITED)


def register(client: FlaskClient, **headers: str) -> int:
    """Register a client; return the status."""
    return client.post("/v1/clients", json={"name": "x"}, headers=headers).status_code


def forged(prefix: str | None = None) -> dict[str, str]:
    """Return headers with a well-formed but invalid API key."""
    prefix = prefix or secrets.token_hex(5)
    return {"Authorization": f"Bearer rk_{prefix}_garbage"}


def write(client: FlaskClient, headers: dict[str, str]) -> int:
    """Store a board (a write); return the status."""
    response = client.post("/v1/boards", json={"layout": LAYOUT}, headers=headers)
    return response.status_code


def test_registration_limit_cannot_be_bypassed_with_a_bearer_header(
    client: FlaskClient,
) -> None:
    assert [register(client), register(client)] == [201, 201]
    assert register(client) == 429
    # A made-up key used to open a fresh bucket (40/40 new keys in the report).
    assert register(client, **forged()) == 429
    assert register(client, Authorization="Bearer rk_abcdefghij_x") == 429


def test_forged_keys_do_not_lock_the_victim_out(
    client: FlaskClient, api_key: str, auth: dict[str, str]
) -> None:
    victim_prefix = api_key.split("_")[1]
    # The registration was the address's first write; the forgeries spend the rest.
    statuses = [write(client, forged(victim_prefix)) for _ in range(3)]
    assert statuses == [401, 401, 429]
    assert write(client, auth) == 201  # the victim's budget is untouched


def test_failed_auth_is_limited_per_address(client: FlaskClient) -> None:
    statuses = [write(client, forged()) for _ in range(4)]  # a fresh prefix each
    assert statuses == [401, 401, 401, 429]
    assert_problem(
        client.post("/v1/boards", json={"layout": LAYOUT}, headers=forged()),
        429,
        "rate-limited",
    )


def test_write_limit_is_shared_by_every_endpoint(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth)
    assert puzzle.status_code == 201
    check = {"puzzle_id": puzzle.json["id"], "solution": "rS"}
    second = client.post("/v1/checks", json=check, headers=auth)
    third = client.post("/v1/checks/batch", json={"items": [check]}, headers=auth)
    assert (second.status_code, third.status_code) == (200, 200)
    response = client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth)
    assert_problem(response, 429, "rate-limited")
    assert second.headers["X-RateLimit-Remaining"] == "1"  # one budget of 3


def test_failed_authentication_is_limited_on_reads_too(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    statuses = [client.get("/v1/clients/me", headers=forged()).status_code]
    statuses += [client.get("/v1/clients/me", headers=forged()).status_code]
    statuses += [client.get("/v1/boards/nothing", headers=forged()).status_code]
    statuses += [
        client.get(
            "/v1/clients/me", headers={"Authorization": "Basic eDp5"}
        ).status_code
        for _ in range(3)
    ]
    assert statuses == [401, 401, 404, 401, 401, 429]
    assert client.get("/v1/clients/me", headers=auth).status_code == 200
    assert client.get("/v1/rulesets").status_code == 200  # no credential: no limit


class TestProxies:
    """X-Forwarded-For counts only behind the configured number of proxies."""

    def test_forwarded_for_is_ignored_by_default(self, client: FlaskClient) -> None:
        assert register(client, **{"X-Forwarded-For": "192.0.2.1"}) == 201
        assert register(client, **{"X-Forwarded-For": "192.0.2.2"}) == 201
        assert register(client, **{"X-Forwarded-For": "192.0.2.3"}) == 429

    @pytest.mark.parametrize("app_config", [{**LIMITED, "TRUSTED_PROXY_HOPS": 1}])
    def test_one_trusted_proxy(self, client: FlaskClient) -> None:
        for _ in range(2):
            assert register(client, **{"X-Forwarded-For": "192.0.2.1"}) == 201
        assert register(client, **{"X-Forwarded-For": "192.0.2.1"}) == 429
        # The proxy appends the visitor's address; a spoofed first entry is ignored.
        spoofed = {"X-Forwarded-For": "192.0.2.9, 192.0.2.1"}
        assert register(client, **spoofed) == 429
        assert register(client, **{"X-Forwarded-For": "192.0.2.2"}) == 201


def test_player_tokens_have_their_own_budget(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    body = {"players": ["ann", "bob"], "seed": 7}
    game = client.post("/v1/games", json=body, headers=auth).json
    ann, bob = ({"Authorization": f"Bearer {p['token']}"} for p in game["players"])
    url = f"/v1/games/{game['id']}/rounds"
    stranger = {"Authorization": "Bearer gp_" + secrets.token_hex(24)}
    # The registration was the address's first write; a made-up token spends the rest.
    assert [client.post(url, headers=stranger).status_code for _ in range(3)] == [
        403,
        403,
        429,
    ]
    assert client.post(url, headers=ann).status_code == 201  # a verified player
    bids = [
        client.post(f"{url}/1/bids", json={"moves": n}, headers=ann).status_code
        for n in (9, 8, 7)
    ]
    assert bids[:2] == [201, 201] and bids[2] == 429  # ann's 3 writes are spent
    bid = client.post(f"{url}/1/bids", json={"moves": 9}, headers=bob)
    assert bid.status_code == 201  # bob's are not
