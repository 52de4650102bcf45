"""Hints from a position on an analysed board are read from its distance table:
no search in the request, none queued."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.game.check import check_solution
from service.game.puzzle import parse_puzzle
from service.game.solver import solve
from service.infra.queues import INTERACTIVE, get_queue
from service.puzzles import hints
from tests.analyses.helpers import SMALL, analysis_spec, work

pytestmark = pytest.mark.redis


@pytest.fixture
def app_config(tmp_path: Path) -> dict[str, Any]:
    """Keep the analyses' tables in the test's folder."""
    return {"ANALYSIS_TABLES_DIR": str(tmp_path / "tables")}


def test_a_hint_on_an_analysed_board_is_a_table_lookup(
    jobs_app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    redis: redis_lib.Redis,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    spec = analysis_spec(targets=[{"color": "red", "cell": [2, 2]}])
    created = client.post("/v1/analyses", json=spec, headers=analyst).json
    work(redis)
    assert (
        client.get(created["links"]["self"], headers=analyst).json["status"] == "done"
    )
    puzzle_spec_ = {  # red to the target analysed
        "board": SMALL,
        "robots": {"red": [7, 7], "green": [0, 0]},
        "target": {"color": "red", "cell": [2, 2]},
        "rules": {"ricochet_rule": False},  # tables play the plain rules
    }
    puzzle_id = client.post("/v1/puzzles", json=puzzle_spec_, headers=analyst).json[
        "id"
    ]

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a table position was searched")

    monkeypatch.setattr(hints, "solve_position", refuse)
    puzzle = parse_puzzle(puzzle_spec_)
    for moves in ([("green", "E")], [("green", "S"), ("red", "N")]):
        response = client.post(
            f"/v1/puzzles/{puzzle_id}/hints", json={"moves": [list(m) for m in moves]}
        )
        assert response.status_code == 200, response.json
        body = response.json
        assert body["method"] == "table" and body["hint"], body
        robots = check_solution(puzzle, moves).robots
        assert body["moves_left"] == solve(puzzle.with_robots(robots)).optimal_moves
        move = (body["hint"]["robot"], body["hint"]["direction"])
        after = check_solution(puzzle, [*moves, move]).robots
        rest = solve(puzzle.with_robots(after)).optimal_moves or 0
        assert rest == body["moves_left"] - 1  # the hint starts an optimal finish
    assert get_queue(INTERACTIVE, redis).count == 0
