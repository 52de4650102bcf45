"""The analyses' endpoints: who may start one, bad input, a run and its record."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.analyses.models import Analysis, AnalysisTarget
from service.game.analysis import analyse_target
from service.game.board import parse_board
from service.infra.queues import ANALYSIS, get_queue
from tests.analyses.helpers import SMALL, analysis_spec, work

pytestmark = pytest.mark.redis


def queued(app: Flask) -> list[str]:
    """Return the ids of the jobs waiting on the analysis queue."""
    with app.app_context():
        return list(get_queue(ANALYSIS).get_job_ids())


def stored(db: so.Session) -> tuple[int, int]:
    """Return how many analyses and analysis targets are stored."""
    db.expire_all()
    count = sa.func.count()
    return (
        int(db.scalar(sa.select(count).select_from(Analysis)) or 0),
        int(db.scalar(sa.select(count).select_from(AnalysisTarget)) or 0),
    )


def test_nobody_may_start_one_by_default(
    app: Flask, client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    response = client.post("/v1/analyses", json=analysis_spec(), headers=auth)
    assert response.status_code == 403, response.json
    assert response.mimetype == "application/problem+json"
    assert "ANALYSIS_KEYS" in response.json["detail"]
    assert stored(db) == (0, 0) and queued(app) == []


def test_starting_one_queues_a_job_per_target(
    app: Flask, client: FlaskClient, analyst: dict[str, str]
) -> None:
    response = client.post("/v1/analyses", json=analysis_spec(), headers=analyst)
    assert response.status_code == 202, response.json
    body = response.json
    assert response.headers["Location"] == f"/v1/analyses/{body['id']}"
    assert body["robots"] == ["red", "green"]  # the core's order
    assert [t["target"]["color"] for t in body["targets"]] == ["red", "green"]
    assert {t["status"] for t in body["targets"]} == {"queued"}
    assert len(queued(app)) == 2


def test_the_same_targets_asked_twice_are_one_job_each(
    app: Flask, client: FlaskClient, analyst: dict[str, str], db: so.Session
) -> None:
    first = client.post("/v1/analyses", json=analysis_spec(), headers=analyst)
    again = client.post("/v1/analyses", json=analysis_spec(), headers=analyst)
    assert first.status_code == again.status_code == 202
    assert first.json["id"] != again.json["id"]
    assert stored(db) == (2, 2) and len(queued(app)) == 2


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        (
            {
                "board": {
                    **SMALL,
                    "diagonals": [{"cell": [6, 6], "color": "red", "orientation": "/"}],
                }
            },
            "board.diagonals",
        ),
        ({"robots": ["red", "green", "blue", "yellow", "black"]}, "robots"),
        ({"robots": ["red", "red"]}, "robots"),
        ({"targets": [{"color": "red", "cell": [0, 0]}]}, "targets[0]"),
        ({"targets": [{"color": "blue", "cell": [1, 6]}]}, "targets[0]"),
        ({"board": "1A9Z3B2B"}, "board"),
        ({"robots": ["yellow"]}, "targets"),
    ],
)
def test_bad_input_is_a_problem_naming_the_field_and_queues_nothing(
    app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    db: so.Session,
    changes: dict[str, Any],
    field: str,
) -> None:
    response = client.post(
        "/v1/analyses", json=analysis_spec(**changes), headers=analyst
    )
    assert 400 <= response.status_code < 500, response.json
    assert response.mimetype == "application/problem+json"
    assert field in response.json["errors"], response.json
    assert stored(db) == (0, 0) and queued(app) == []


def test_another_clients_analysis_is_not_found(
    client: FlaskClient, analyst: dict[str, str], auth: dict[str, str]
) -> None:
    created = client.post("/v1/analyses", json=analysis_spec(), headers=analyst).json
    response = client.get(created["links"]["self"], headers=auth)
    assert response.status_code == 404, response.json
    assert response.mimetype == "application/problem+json"
    assert client.get(created["links"]["self"], headers=analyst).status_code == 200


def test_a_worker_run_records_each_targets_distribution(
    jobs_app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    redis: redis_lib.Redis,
) -> None:
    created = client.post("/v1/analyses", json=analysis_spec(), headers=analyst).json
    work(redis)
    body = client.get(created["links"]["self"], headers=analyst).json
    assert body["status"] == "done", body
    board = parse_board(SMALL)
    for item in body["targets"]:
        cell = tuple(item["target"]["cell"])
        expected = analyse_target(board, ("red", "green"), board.target_at(cell))
        assert item["result"]["counts"] == list(expected.counts)
        assert item["maximum"] == expected.maximum == item["result"]["maximum"]
        assert item["attempts"] == 1 and item["error"] is None
    assert queued(jobs_app) == []
