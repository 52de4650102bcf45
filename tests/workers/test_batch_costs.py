"""A chunk of a solve job costs a fixed number of queries and Redis round trips,
however many puzzles it holds (no per-puzzle secrecy query, load or write)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve
from service.infra.extensions import db
from tests.helpers.puzzles import create_puzzle, specs
from workers import jobs, solving

pytestmark = [pytest.mark.redis, pytest.mark.usefixtures("redis", "one_flush")]


@pytest.fixture
def one_flush(monkeypatch: pytest.MonkeyPatch) -> None:
    """Record a batch's results once, at its end (flushes would vary with time)."""
    monkeypatch.setattr(solving, "FLUSH_ITEMS", 1000)
    monkeypatch.setattr(solving, "FLUSH_SECONDS", 1000.0)


@contextmanager
def costs(app: Flask) -> Iterator[dict[str, int]]:
    """Count SQL statements and Redis round trips (a pipeline is one) meanwhile."""
    seen = {"sql": 0, "redis": 0}

    def statement(*_args: Any) -> None:
        seen["sql"] += 1

    real = redis_lib.connection.AbstractConnection.send_packed_command

    def packed(self: Any, *args: Any, **kwargs: Any) -> Any:
        seen["redis"] += 1
        return real(self, *args, **kwargs)

    with app.app_context():
        engine = db.engine
    sa.event.listen(engine, "before_cursor_execute", statement)
    redis_lib.connection.AbstractConnection.send_packed_command = packed  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        redis_lib.connection.AbstractConnection.send_packed_command = real  # type: ignore[method-assign]
        sa.event.remove(engine, "before_cursor_execute", statement)


def chunk_costs(
    app: Flask, client: FlaskClient, auth: dict[str, str], items: list[Any]
) -> dict[str, int]:
    """Post a one-chunk solve job and count what running its chunk costs."""
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    with costs(app) as seen:
        jobs.run_solve_chunk(job["id"], 0)
    status = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert status["status"] == "done" and status["done"] == len(items)
    return seen


def test_a_chunk_costs_the_same_for_few_or_many_puzzles(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    every = specs(90)
    stored = [{"puzzle_id": create_puzzle(client, auth, s)} for s in every[:65]]
    inline = [{"puzzle": s} for s in every[65:]]
    chunk_costs(jobs_app, client, auth, inline[20:])  # first use: the epoch is set
    few = stored[:5] + inline[:5]
    many = stored[5:] + inline[5:20]
    small, large = (chunk_costs(jobs_app, client, auth, i) for i in (few, many))
    assert large == small, (small, large)


def solved_items(specs_: list[dict[str, Any]], ids: list[str]) -> list[Any]:
    """Return check items with an optimal solution each (solved here first)."""
    items = []
    for spec, puzzle_id in zip(specs_, ids, strict=True):
        result = solve(parse_puzzle(spec), limits=Limits(max_depth=12))
        assert result.solution is not None
        items.append({"puzzle_id": puzzle_id, "solution": result.solution})
    return items


def check_costs(
    app: Flask, client: FlaskClient, auth: dict[str, str], items: list[Any]
) -> dict[str, int]:
    """Post a graded check job and count what running it costs."""
    body = {"items": items, "grade": True}
    job = client.post("/v1/check-jobs", json=body, headers=auth).json
    with costs(app) as seen:
        jobs.run_check_job(job["id"])
    lines = client.get(f"/v1/check-jobs/{job['id']}/results", headers=auth)
    assert all(json.loads(x)["grade"] == "optimal" for x in lines.data.splitlines())
    return seen


def test_grading_costs_the_same_for_few_or_many_puzzles(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    every = specs(50)
    ids = [create_puzzle(client, auth, s) for s in every]
    items = solved_items(every, ids)
    check_costs(jobs_app, client, auth, items[45:])  # first use: the epoch is set
    small = check_costs(jobs_app, client, auth, items[:5])
    large = check_costs(jobs_app, client, auth, items[5:45])
    assert large == small, (small, large)
