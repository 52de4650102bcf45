"""A position hint that queues a solve counts against the address's cap of pending
hint solves, as the other work asked for by a read-like request does.

The attack: `POST .../hints` needs no key, and every distinct position whose
remainder is too long for the request stored a new puzzle and queued its solve on
`interactive`, the queue of ordinary users' solves, with no cap: one address could
fill it with one request per position (600 a minute under the write limit).
"""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.notation import Move
from service.infra.extensions import db
from service.infra.queues import INTERACTIVE, get_queue
from service.puzzles import hints
from service.puzzles.models import Puzzle
from tests.helpers.api import assert_problem, puzzle_spec
from tests.helpers.puzzles import create_puzzle
from workers import jobs

pytestmark = pytest.mark.redis

CLASSIC = puzzle_spec()
"""A classic puzzle (red to [4, 1] on 1A3C2B4D)."""


def ask(client: FlaskClient, puzzle_id: str, moves: list[Move]) -> Any:
    """POST a hint request; return the response."""
    payload = {"moves": [list(m) for m in moves]}
    return client.post(f"/v1/puzzles/{puzzle_id}/hints", json=payload)


def solved_puzzle(client: FlaskClient, auth: dict[str, str], spec: Any) -> str:
    """Store a puzzle and run its solve in-process; return its id."""
    puzzle_id = create_puzzle(client, auth, spec)
    jobs.solve_puzzle(puzzle_id)
    return puzzle_id


POSITIONS: list[list[Move]] = [
    [("green", "E")],
    [("blue", "S")],
    [("green", "E"), ("blue", "S")],
]


@pytest.fixture
def app_config() -> dict[str, Any]:
    """Two pending pieces of work of each kind per address."""
    return {"PENDING_PER_ADDRESS": 2}


def stored(app: Flask) -> int:
    """Return how many puzzles are stored."""
    with app.app_context():
        count = db.session.scalar(sa.select(sa.func.count()).select_from(Puzzle))
    return int(count or 0)


def test_an_address_has_a_cap_of_pending_hint_solves(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    monkeypatch.setattr(hints, "INLINE_MOVES", -1)  # every search is "long"
    queue = get_queue(INTERACTIVE, redis)
    first, second = (ask(client, puzzle_id, moves) for moves in POSITIONS[:2])
    assert first.status_code == 202 and second.status_code == 202
    assert ask(client, puzzle_id, POSITIONS[0]).status_code == 202  # the same one
    before = (len(queue.job_ids), stored(jobs_app))
    refused = ask(client, puzzle_id, POSITIONS[2])
    assert_problem(refused, 429, "too-many-pending")
    assert (len(queue.job_ids), stored(jobs_app)) == before  # nothing stored
    jobs.solve_puzzle(first.json["position_id"])  # one is done: room for another
    assert ask(client, puzzle_id, POSITIONS[2]).status_code == 202
