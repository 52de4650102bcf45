"""Check jobs: upload (JSON or JSON Lines), run, status, results in order, grading."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq.job import JobStatus

from service.infra.queues import connection, fetch_job
from service.puzzles import checkjobs
from tests.helpers.api import assert_problem
from tests.helpers.puzzles import create_puzzle, long_spec, small_spec
from workers import jobs

pytestmark = pytest.mark.redis
JSONL = "application/x-ndjson"


@pytest.fixture
def stored(client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis) -> str:
    """Return a stored small puzzle (red to [2, 0]: `rN rE`, optimal)."""
    return create_puzzle(client, auth, small_spec([2, 0]))


def run(jobs_app: Flask, job: dict[str, Any]) -> None:
    """Run a check job in-process."""
    jobs.run_check_job(job["id"])


def results(
    client: FlaskClient, auth: dict[str, str], job_id: str
) -> list[dict[str, Any]]:
    """Download a finished job's result lines."""
    response = client.get(f"/v1/check-jobs/{job_id}/results", headers=auth)
    assert response.status_code == 200 and response.mimetype == JSONL
    return [json.loads(line) for line in response.data.decode().splitlines()]


def test_json_job_runs_in_order(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    jobs_app.config["BATCH_MAX_ITEMS"] = 7  # several chunks
    items = [
        {"puzzle_id": stored, "solution": "rN rE" if i % 3 else "rN", "ref": i}
        for i in range(30)
    ]
    response = client.post("/v1/check-jobs", json={"items": items}, headers=auth)
    assert response.status_code == 202
    job = response.json
    assert response.headers["Location"] == f"/v1/check-jobs/{job['id']}"
    assert job["status"] == "queued" and job["total"] == 30 and job["done"] == 0
    early = client.get(f"/v1/check-jobs/{job['id']}/results", headers=auth)
    problem = assert_problem(early, 409, "job-not-finished")
    assert " is queued;" in problem["detail"]  # it says what the job is doing
    assert early.headers["Retry-After"] == "2"
    run(jobs_app, job)
    status = client.get(f"/v1/check-jobs/{job['id']}", headers=auth).json
    assert status["status"] == "done" and status["done"] == 30
    lines = results(client, auth, job["id"])
    assert [line["index"] for line in lines] == list(range(30))
    assert [line["ref"] for line in lines] == list(range(30))
    assert [line["solved"] for line in lines] == [i % 3 != 0 for i in range(30)]
    assert all("grade" not in line and "steps" not in line for line in lines)


def test_jsonl_upload_with_bad_lines(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    lines = [
        json.dumps({"puzzle_id": stored, "solution": "rN rE", "ref": "a"}),
        "{not json",
        "",
        json.dumps({"puzzle_id": "pnothere", "solution": "rE"}),
        json.dumps(
            {"puzzle": small_spec([2, 0]), "solution": [["red", "N"], ["red", "E"]]}
        ),
        json.dumps([1, 2]),
    ]
    response = client.post(
        "/v1/check-jobs", data="\n".join(lines) + "\n", content_type=JSONL, headers=auth
    )
    assert response.status_code == 202 and response.json["total"] == 5
    run(jobs_app, response.json)
    out = results(client, auth, response.json["id"])
    assert [line["index"] for line in out] == [0, 1, 2, 3, 4]
    assert out[0]["solved"] and out[0]["ref"] == "a"
    assert (
        out[1]["error"]["type"].endswith("/malformed-json") and "solved" not in out[1]
    )
    assert out[2]["error"]["type"].endswith("/validation-error")
    assert out[3]["solved"] and out[3]["puzzle_id"] == stored  # same puzzle, inline
    assert out[4]["error"]["type"].endswith("/validation-error")


def test_grading(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    jobs_app.config.update(SOLVE_MAX_SECONDS=0.3, SOLVE_MAX_MEMORY_MB=16)
    hard = create_puzzle(client, auth, long_spec())
    inline = small_spec([0, 0], color="green")
    items = [
        {"puzzle_id": stored, "solution": "rN rE"},
        {"puzzle_id": stored, "solution": "gW rN rE"},
        {"puzzle_id": stored, "solution": "rN"},
        {"puzzle": inline, "solution": "gW gN gW"},
        {"puzzle_id": hard, "solution": "rN"},
    ]
    response = client.post(
        "/v1/check-jobs", json={"items": items, "grade": True}, headers=auth
    )
    assert response.json["grade"] is True
    run(jobs_app, response.json)
    out = results(client, auth, response.json["id"])
    assert [line["solved"] for line in out] == [True, True, False, True, False]
    optimum = out[0]["optimal_moves"]
    assert optimum == 2 and out[0]["grade"] == "optimal"
    assert out[1]["grade"] == "+1" and out[1]["optimal_moves"] == optimum
    assert out[2]["grade"] is None and out[2]["optimal_moves"] is None
    assert out[3]["grade"] == "optimal" and out[3]["optimal_moves"] == 3
    status = client.get(f"/v1/puzzles/{stored}/solution").json
    assert status["status"] == "done" and status["optimal_moves"] == optimum


def test_grading_not_proven(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    from service.game.puzzle import parse_puzzle

    jobs_app.config.update(SOLVE_MAX_SECONDS=0.3, SOLVE_MAX_MEMORY_MB=16)
    hard = create_puzzle(client, auth, long_spec())  # nobody solves it: grade directly
    from workers.checkrun import grade, optima_for

    with jobs_app.app_context():
        status = optima_for({hard}, {})[hard]
    assert status.result == "limit" and grade(3, status) == "not proven"
    assert parse_puzzle(long_spec()).puzzle_id == hard


def test_upload_limits(
    app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    app.config.update(CHECK_JOB_MAX_ITEMS=5, CHECK_JOB_MAX_BYTES=4 * 2**20)
    item = {"puzzle_id": stored, "solution": "rN rE"}
    too_many = client.post("/v1/check-jobs", json={"items": [item] * 6}, headers=auth)
    assert_problem(too_many, 422, "validation-error")
    empty = client.post("/v1/check-jobs", json={"items": []}, headers=auth)
    assert_problem(empty, 422, "validation-error")
    padded = json.dumps({"items": [item], "grade": False}) + " " * (3 * 2**20)
    big = client.post(
        "/v1/check-jobs", data=padded, content_type="application/json", headers=auth
    )
    assert big.status_code == 202  # over MAX_CONTENT_LENGTH (2 MiB), under its own
    huge = client.post(
        "/v1/check-jobs",
        data=padded + " " * 2**21,
        content_type="application/json",
        headers=auth,
    )
    assert_problem(huge, 413, "payload-too-large")


@pytest.mark.parametrize(
    ("body", "content_type", "status", "kind"),
    [
        ("{", "application/json", 400, "malformed-json"),
        ("[]", "application/json", 422, "validation-error"),
        ('{"items": [], "extra": 1}', "application/json", 422, "validation-error"),
        ('{"items": {}}', "application/json", 422, "validation-error"),
        ('{"items": [1], "grade": "yes"}', "application/json", 422, "validation-error"),
        ("puzzle,solution", "text/csv", 415, "unsupported-media-type"),
        ("\n\n", JSONL, 422, "validation-error"),
    ],
)
def test_bad_uploads(
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    body: str,
    content_type: str,
    status: int,
    kind: str,
) -> None:
    response = client.post(
        "/v1/check-jobs", data=body, content_type=content_type, headers=auth
    )
    assert_problem(response, status, kind)


def test_jobs_are_private_and_expire(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    stored: str,
    redis: redis_lib.Redis,
) -> None:
    item = {"puzzle_id": stored, "solution": "rN rE"}
    assert_problem(
        client.post("/v1/check-jobs", json={"items": [item]}), 401, "unauthorized"
    )
    job = client.post("/v1/check-jobs", json={"items": [item]}, headers=auth).json
    other = client.post("/v1/clients", json={"name": "other"}).json["api_key"]
    headers = {"Authorization": f"Bearer {other}"}
    for path in ("", "/results"):
        response = client.get(f"/v1/check-jobs/{job['id']}{path}", headers=headers)
        assert_problem(response, 404, "not-found")
    assert_problem(
        client.get("/v1/check-jobs/cj0000000000000000", headers=auth), 404, "not-found"
    )
    ttl = redis.ttl(checkjobs.key(job["id"]))
    assert 0 < ttl <= app.config["CHECK_JOB_TTL"]
    assert (
        0 < redis.ttl(checkjobs.key(job["id"], "in:0")) <= app.config["CHECK_JOB_TTL"]
    )


def test_failed_job_is_reported(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    from rq.job import Job

    from service.infra.queues import BULK, get_queue

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
    jobs.check_job_failed(rq_job, None, TimeoutError, TimeoutError("too slow"))
    status = client.get(f"/v1/check-jobs/{job['id']}", headers=auth).json
    assert status["status"] == "failed" and status["error"] == "TimeoutError: too slow"
    # results never come: a 409 of its own kind, with nothing to wait for
    never = client.get(f"/v1/check-jobs/{job['id']}/results", headers=auth)
    assert_problem(never, 409, "job-failed")
    assert "Retry-After" not in never.headers


def test_grading_hides_the_optimum_of_a_puzzle_in_play(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    from service.solving import secrecy

    def in_play(puzzle_id: str) -> bool:
        """Pretend the stored puzzle is in a live round."""
        return puzzle_id == stored

    secrecy.register(jobs_app, in_play)
    items = [{"puzzle_id": stored, "solution": "gW rN rE"}]
    response = client.post(
        "/v1/check-jobs", json={"items": items, "grade": True}, headers=auth
    )
    run(jobs_app, response.json)
    out = results(client, auth, response.json["id"])
    assert out[0]["solved"] is True
    assert out[0]["grade"] == "hidden" and out[0]["optimal_moves"] is None


@pytest.mark.parametrize("marked", [True, False], ids=["marked-running", "unmarked"])
def test_a_job_whose_worker_died_is_shown_as_being_retried(
    app: Flask, client: FlaskClient, auth: dict[str, str], stored: str, marked: bool
) -> None:
    items = [{"puzzle_id": stored, "solution": "rN rE"}]
    job = client.post("/v1/check-jobs", json={"items": items}, headers=auth).json
    url = f"/v1/check-jobs/{job['id']}"
    with app.app_context():  # a worker took it, then stopped beating (it died)
        rq_job = fetch_job(f"check-{job['id']}")
        assert rq_job is not None
        rq_job.set_status(JobStatus.STARTED)
        if marked:  # else it died before its job marked the hash running
            connection().hset(checkjobs.key(job["id"]), "status", "running")
        beat = datetime.now(UTC) - timedelta(seconds=5)
        rq_job.heartbeat(beat, 60)
    app.config["WORKER_MONITOR_SECONDS"] = 5
    in_time = client.get(url, headers=auth).json["status"]  # 5 s: in time
    assert in_time == ("running" if marked else "queued")
    app.config["WORKER_MONITOR_SECONDS"] = 1
    body = client.get(url, headers=auth).json
    assert body["status"] == "retrying" and "heartbeat" in body["error"]
