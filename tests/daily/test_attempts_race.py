"""Concurrent attempts by one player: no lost update of the best or the count.

Real threads against the real database (SQLite and PostgreSQL): the best-of
update and the submission counter must be atomic, whatever the interleaving.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.daily.models import DailyAttempt
from service.infra.clock import FakeClock
from tests.daily.helpers import TODAY, URL, longer_solution

pytestmark = pytest.mark.usefixtures("days_generated")


ATTEMPTS = 50


@pytest.fixture
def today_answer(client: FlaskClient, clock: FakeClock, answer: Any) -> Any:
    """Generate today and return a reader of a tier's answer."""
    assert client.get("/v1/daily").status_code == 200
    return lambda tier: answer(TODAY, tier)


def fire(app: Flask, auth: dict[str, str], solutions: list[Any]) -> list[Any]:
    """Post every solution at once from its own thread; return the responses."""
    start = threading.Barrier(len(solutions))

    def attempt(solution: Any) -> Any:
        client = app.test_client()
        start.wait()
        return client.post(
            URL.format(tier="medium"),
            json={"player": "racer", "solution": solution},
            headers=auth,
        )

    with ThreadPoolExecutor(len(solutions)) as pool:
        return list(pool.map(attempt, solutions))


def test_concurrent_attempts_keep_the_minimum_and_count_every_one(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    today_answer: Any,
    db: so.Session,
) -> None:
    row = today_answer("medium")
    longer = [list(m) for m in longer_solution(client, row)]
    solutions = (
        [longer] * (ATTEMPTS // 2)
        + [row.solution]
        + [longer] * (ATTEMPTS - ATTEMPTS // 2 - 1)
    )
    responses = fire(app, auth, solutions)
    assert [r.status_code for r in responses] == [200] * ATTEMPTS
    stored = db.scalars(sa.select(DailyAttempt)).one()
    assert stored.submissions == ATTEMPTS
    assert stored.moves == row.optimal_moves
    assert stored.optimal is True
    assert stored.solution == row.solution
    assert sum(r.json["improved"] for r in responses) <= 2  # a longer first, then it
    best = client.get(URL.format(tier="medium") + "/racer", headers=auth).json["best"]
    assert (best["moves"], best["score"], best["optimal"]) == (
        row.optimal_moves,
        "optimal",
        True,
    )
