"""Check jobs and bad input: refused at submission, never a job that fails later,
and a failed job's `error` never shows its owner SQL."""

from __future__ import annotations

import json
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.infra.problems import DATABASE_FAILURE, public_failure
from service.infra.queues import BULK, get_queue
from service.puzzles import checkjobs
from tests.helpers.api import assert_problem
from tests.helpers.puzzles import create_puzzle, small_spec
from workers import jobs

pytestmark = pytest.mark.redis
JSONL = "application/x-ndjson"
BAD_TEXT = ["p\x00", "\ud800", "x\udfff"]


@pytest.fixture
def stored(client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis) -> str:
    """Return a stored small puzzle (red to [2, 0]: `rN rE`, optimal)."""
    return create_puzzle(client, auth, small_spec([2, 0]))


def job_keys(redis: redis_lib.Redis) -> list[bytes]:
    """Return the check-job keys in Redis."""
    return list(redis.scan_iter(checkjobs.key("*")))


@pytest.mark.parametrize("bad", BAD_TEXT)
@pytest.mark.parametrize("fmt", ["json", "jsonl"])
def test_an_item_with_bad_text_is_refused_at_submission(
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    stored: str,
    bad: str,
    fmt: str,
) -> None:
    items: list[Any] = [
        {"puzzle_id": stored, "solution": "rN rE"},
        {"puzzle_id": bad, "solution": "rN"},
        {"puzzle": small_spec([2, 0]), "solution": [["red", bad]]},
        {"puzzle_id": stored, "solution": "rN", "ref": {bad: 1}},
    ]
    if fmt == "json":
        response = client.post("/v1/check-jobs", json={"items": items}, headers=auth)
    else:
        text = "\n".join(json.dumps(item) for item in items)
        response = client.post(
            "/v1/check-jobs", data=text, content_type=JSONL, headers=auth
        )
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == [
        "items[1].puzzle_id",
        "items[2].solution[0][1]",
        "items[3].ref",
    ]
    assert job_keys(redis) == []


def test_escaped_backslashes_are_not_bad_text(
    client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    item = {"puzzle_id": stored, "solution": "rN rE", "ref": "\\u0000 \\ud800"}
    response = client.post("/v1/check-jobs", json={"items": [item]}, headers=auth)
    assert response.status_code == 202, response.json


def test_a_huge_number_in_a_line_is_that_line_s_error(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    lines = [
        json.dumps({"puzzle_id": stored, "solution": "rN rE"})[:-1]
        + ', "ref": '
        + "9" * 5000
        + "}",
        json.dumps({"puzzle_id": stored, "solution": "rN rE", "ref": 2**70}),
        json.dumps({"puzzle_id": stored, "solution": "rN rE"}),
    ]
    response = client.post(
        "/v1/check-jobs", data="\n".join(lines), content_type=JSONL, headers=auth
    )
    assert response.status_code == 202, response.json
    jobs.run_check_job(response.json["id"])
    status = client.get(f"/v1/check-jobs/{response.json['id']}", headers=auth).json
    assert status["status"] == "done"
    out = client.get(f"/v1/check-jobs/{response.json['id']}/results", headers=auth)
    results = [json.loads(line) for line in out.data.decode().splitlines()]
    assert results[0]["error"]["type"].endswith("/malformed-json")
    assert list(results[1]["error"]["errors"]) == ["ref"]
    assert results[2]["solved"]


def test_a_failed_job_shows_no_sql(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    from rq.job import Job

    item = {"puzzle_id": stored, "solution": "rN rE"}
    job = client.post("/v1/check-jobs", json={"items": [item]}, headers=auth).json
    with jobs_app.app_context():
        queue = get_queue(BULK)
        rq_job = Job.fetch(
            f"check-{job['id']}",
            connection=queue.connection,
            serializer=queue.serializer,
        )
    rq_job.retries_left = 0
    error = sa.exc.DataError(
        "SELECT puzzles.id FROM puzzles WHERE puzzles.id = %(pk)s",
        {"pk": "secret-parameter"},
        ValueError("NUL character"),
    )
    jobs.check_job_failed(rq_job, None, type(error), error)
    status = client.get(f"/v1/check-jobs/{job['id']}", headers=auth).json
    assert status["status"] == "failed"
    assert status["error"].startswith("DataError: a database error")
    assert "SELECT" not in status["error"] and "secret" not in status["error"]


PG_TRACEBACK = """Traceback (most recent call last):
  File "/srv/workers/solving.py", line 40, in solve_puzzle
    puzzle = load_puzzles({puzzle_id})
psycopg.DataError: PostgreSQL text fields cannot contain NUL (0x00) bytes

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/srv/rq/worker.py", line 1430, in perform_job
    rv = job.perform()
sqlalchemy.exc.DataError: (psycopg.DataError) PostgreSQL text fields cannot contain
[SQL: SELECT puzzles.id FROM puzzles WHERE puzzles.id = %(pk)s::VARCHAR]
[parameters: {'pk': 'secret-parameter'}]
(Background on this error at: https://sqlalche.me/e/20/9h9h)
"""


def test_a_recorded_traceback_shows_only_the_final_exception() -> None:
    shown = public_failure(PG_TRACEBACK)
    assert shown == "DataError: " + DATABASE_FAILURE
    timeout = (
        "Traceback (most recent call last):\n"
        '  File "/srv/rq/worker.py", line 1430, in perform_job\n'
        "    rv = job.perform()\n"
        "rq.timeouts.JobTimeoutException: Task exceeded maximum timeout value\n"
    )
    assert public_failure(timeout) == (
        "rq.timeouts.JobTimeoutException: Task exceeded maximum timeout value"
    )
    assert public_failure("job failed") == "job failed"
