"""Fixtures for playing games over HTTP: a game and its `Table`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from tests.matches.helpers import Table, json_of


@pytest.fixture
def open_table(
    client: FlaskClient, app: Flask, auth: dict[str, str], clock: FakeClock, redis: Any
) -> Callable[..., Table]:
    """Return a function creating a game and its `Table` (clock frozen, Redis empty)."""

    def create(players: list[str] | None = None, **body: Any) -> Table:
        body = {"players": players or ["ann", "bob"], "seed": 7, **body}
        response = client.post("/v1/games", headers=auth, json=body)
        assert response.status_code == 201, response.json
        data = json_of(response)
        tokens = [p["token"] for p in data["players"]]
        return Table(client, app, auth, dict(data), tokens)

    return create
