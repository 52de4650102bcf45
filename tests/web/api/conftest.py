"""Fixtures of the API tests: a world of stored resources every operation can name."""

from __future__ import annotations

import pytest
import redis as redis_lib
from flask.testing import FlaskClient

from tests.helpers.api import puzzle_spec
from tests.web.api.helpers import (
    World,
)


@pytest.fixture
def world(client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis) -> World:
    """Store a board, a puzzle, a game with a round, and a check job."""
    board = client.post("/v1/boards", json={"layout": "1A3C2B4D"}, headers=auth)
    puzzle = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth)
    game = client.post("/v1/games", json={"players": ["ann", "bob"]}, headers=auth)
    player = {"Authorization": f"Bearer {game.json['players'][0]['token']}"}
    assert client.post(f"/v1/games/{game.json['id']}/rounds", headers=player)
    me = client.get("/v1/clients/me", headers=auth).json["id"]
    client.application.config["ANALYSIS_KEYS"] = [me]  # may start analyses
    item = {"puzzle_id": puzzle.json["id"], "solution": "rN"}
    job = client.post("/v1/check-jobs", json={"items": [item]}, headers=auth)
    assert job.status_code == 202, job.json
    values = {
        "board": board.json["id"],
        "puzzle": puzzle.json["id"],
        "game": game.json["id"],
        "job": job.json["id"],
    }
    return World(values, {"key": auth, "player": player})
