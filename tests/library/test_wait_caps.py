"""`Prefer: wait` holds a connection, so it counts against a cap per key and per
address: past it a request is answered at once, as if no wait had been preferred
(RFC 7240 lets a server ignore a preference), never held.

The attack: a `GET /v1/puzzle-requests/{id}` is a read (no rate limit), and each
`Prefer: wait=30` held one of the API's connections for 30 s, so one key, or a
handful of fresh keys from one address, could hold every connection of the
gevent workers with waits on one pending request.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

pytestmark = pytest.mark.redis

TO_ORDER = {"moves": {"min": 5, "max": 6}, "count": 1, "layout": "1A2B3A4B"}
WAIT = 6
PER_KEY, PER_ADDRESS = 2, 3


@pytest.fixture
def app_config() -> dict[str, Any]:
    """Small caps, so a few threads meet them."""
    return {"WAITS_PER_KEY": PER_KEY, "WAITS_PER_ADDRESS": PER_ADDRESS}


def fresh_key(client: FlaskClient, name: str) -> dict[str, str]:
    """Register a client; return its auth headers."""
    response = client.post("/v1/clients", json={"name": name})
    body = response.json
    assert response.status_code == 201 and body is not None, body
    return {"Authorization": f"Bearer {body['api_key']}"}


def pending_request(client: FlaskClient, auth: dict[str, str]) -> str:
    """Ask for a puzzle to order (no worker runs: it stays queued); return its URL."""
    response = client.post("/v1/puzzle-requests", json=TO_ORDER, headers=auth)
    assert response.status_code == 202, response.json
    url: str = response.headers["Location"]
    return url


def waits(
    app: Flask, asks: list[tuple[str, dict[str, str]]]
) -> list[tuple[float, Any]]:
    """GET each (url, auth) at once with `Prefer: wait`; return (seconds, response)."""
    found: list[tuple[float, Any]] = []
    lock = threading.Lock()

    def ask(url: str, auth: dict[str, str]) -> None:
        started = time.monotonic()
        with app.test_client() as own:
            response = own.get(url, headers={**auth, "Prefer": f"wait={WAIT}"})
        with lock:
            found.append((time.monotonic() - started, response))

    threads = [threading.Thread(target=ask, args=a) for a in asks]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=WAIT * 5)
    assert len(found) == len(asks)
    return found


def test_one_key_holds_at_most_its_cap_of_waits(
    app: Flask, client: FlaskClient
) -> None:
    auth = fresh_key(client, "waiter")
    url = pending_request(client, auth)
    found = waits(app, [(url, auth)] * (PER_KEY + 3))
    held = [r for s, r in found if "Preference-Applied" in r.headers]
    at_once = [(s, r) for s, r in found if "Preference-Applied" not in r.headers]
    assert len(held) == PER_KEY
    assert len(at_once) == 3
    for seconds, response in at_once:
        assert response.status_code == 200 and response.json["status"] == "queued"
        assert seconds < WAIT
    # the waits are over: the key may wait again
    again = waits(app, [(url, auth)])
    assert "Preference-Applied" in again[0][1].headers


def test_fresh_keys_of_one_address_share_its_cap_of_waits(
    app: Flask, client: FlaskClient
) -> None:
    asks = []
    for n in range(4):
        auth = fresh_key(client, f"waiter {n}")
        asks += [(pending_request(client, auth), auth)] * 2
    found = waits(app, asks)
    held = [r for _, r in found if "Preference-Applied" in r.headers]
    assert len(held) == PER_ADDRESS
    assert all(r.status_code == 200 for _, r in found)
