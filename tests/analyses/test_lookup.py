"""Answers by lookup: a puzzle on an analysed board is read from its table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.game.check import check_solution
from service.game.puzzle import parse_puzzle
from service.game.solver import solve
from service.infra.queues import BULK, get_queue
from tests.analyses.helpers import SMALL, analysis_spec, work

pytestmark = pytest.mark.redis


@pytest.fixture
def app_config(tmp_path: Path) -> dict[str, Any]:
    """Keep the analyses' tables in the test's folder."""
    return {"ANALYSIS_TABLES_DIR": str(tmp_path / "tables")}


def puzzle_spec(rule: bool, red: list[int], green: list[int]) -> dict[str, Any]:
    """Return a puzzle on the small board: red to its target."""
    return {
        "board": SMALL,
        "robots": {"red": red, "green": green},
        "target": {"color": "red", "cell": [2, 2]},
        "rules": {"ricochet_rule": rule},
    }


def analysed(client: FlaskClient, analyst: dict[str, str], redis: Any) -> None:
    """Analyse the small board's red target for red and green, tables kept."""
    spec = analysis_spec(targets=[{"color": "red", "cell": [2, 2]}])
    created = client.post("/v1/analyses", json=spec, headers=analyst).json
    work(redis)
    body = client.get(created["links"]["self"], headers=analyst).json
    assert body["status"] == "done", body


@pytest.mark.parametrize(("red", "green"), [([7, 7], [0, 0]), ([0, 5], [6, 0])])
def test_a_puzzle_on_an_analysed_board_is_answered_from_the_table(
    jobs_app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    redis: redis_lib.Redis,
    tmp_path: Path,
    red: list[int],
    green: list[int],
) -> None:
    analysed(client, analyst, redis)
    assert list((tmp_path / "tables").rglob("*.npy"))  # the table was written
    spec = puzzle_spec(False, red, green)
    puzzle_id = client.post("/v1/puzzles", json=spec, headers=analyst).json["id"]
    body = client.get(f"/v1/puzzles/{puzzle_id}/solution").json
    assert body["status"] == "done" and body["method"] == "table", body
    assert get_queue(BULK, redis).count == 0  # no search queued
    puzzle = parse_puzzle(spec)
    searched = solve(puzzle)
    assert body["optimal_moves"] == searched.optimal_moves and body["proven"]
    verdict = check_solution(puzzle, [tuple(m) for m in body["solution"]])
    assert verdict.solved and verdict.moves == body["optimal_moves"]


def test_the_ricochet_rule_is_searched_not_looked_up(
    jobs_app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    redis: redis_lib.Redis,
) -> None:
    analysed(client, analyst, redis)
    spec = puzzle_spec(True, [7, 7], [0, 0])
    puzzle_id = client.post("/v1/puzzles", json=spec, headers=analyst).json["id"]
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").json["status"] == "queued"
    work_bulk(redis)
    body = client.get(f"/v1/puzzles/{puzzle_id}/solution").json
    assert body["status"] == "done" and body["method"] == "search", body


def test_a_worker_reads_a_table_written_after_the_request(
    jobs_app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    redis: redis_lib.Redis,
) -> None:
    spec = puzzle_spec(False, [7, 7], [0, 0])
    puzzle_id = client.post("/v1/puzzles", json=spec, headers=analyst).json["id"]
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").json["status"] == "queued"
    analysed(client, analyst, redis)
    work_bulk(redis)
    body = client.get(f"/v1/puzzles/{puzzle_id}/solution").json
    assert body["status"] == "done" and body["method"] == "table", body


def work_bulk(redis: redis_lib.Redis) -> None:
    """Run the queued solves in this process."""
    queue = get_queue(BULK, redis)
    SimpleWorker([queue], connection=redis, serializer=JSONSerializer).work(burst=True)
