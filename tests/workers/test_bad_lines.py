"""Bulk jobs and lines that cannot be read: each is its own error line, the other
lines get their verdicts, an error line echoes only a short prefix of its input,
and a job whose run failed shows `retrying` while RQ waits to run it again."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.infra.queues import BULK, get_queue
from service.inputs.policy import MAX_JSON_DEPTH
from service.puzzles import checkjobs
from service.solving import solvejobs
from tests.helpers.puzzles import create_puzzle, small_spec
from workers import checkrun, jobs, solvebatch

pytestmark = pytest.mark.redis
JSONL = "application/x-ndjson"
ECHO_LIMIT = 2_000
"""Most bytes an error line may take, whatever the size of its input."""


@pytest.fixture
def stored(client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis) -> str:
    """Return a stored small puzzle (red to [2, 0]: `rN rE`, optimal)."""
    return create_puzzle(client, auth, small_spec([2, 0]))


def nested(depth: int) -> str:
    """Return `depth` nested empty arrays."""
    return "[" * depth + "]" * depth


def post_lines(
    client: FlaskClient, auth: dict[str, str], kind: str, lines: list[str]
) -> dict[str, Any]:
    """Upload a JSON Lines job (`check` or `solve`); return its status."""
    response = client.post(
        f"/v1/{kind}-jobs", data="\n".join(lines), content_type=JSONL, headers=auth
    )
    assert response.status_code == 202, response.json
    job: dict[str, Any] = response.json
    return job


def results(
    client: FlaskClient, auth: dict[str, str], kind: str, job_id: str
) -> list[dict[str, Any]]:
    """Download a finished job's result lines."""
    response = client.get(f"/v1/{kind}-jobs/{job_id}/results", headers=auth)
    assert response.status_code == 200, response.json
    return [json.loads(line) for line in response.data.decode().splitlines()]


@pytest.mark.parametrize(
    "bad", [nested(100_000), nested(MAX_JSON_DEPTH + 1), "[" * 50_000]
)
def test_a_deeply_nested_check_line_is_that_lines_error(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str, bad: str
) -> None:
    good = json.dumps({"puzzle_id": stored, "solution": "rN rE"})
    job = post_lines(client, auth, "check", [good, bad, good])
    jobs.run_check_job(job["id"])
    status = client.get(f"/v1/check-jobs/{job['id']}", headers=auth).json
    assert status["status"] == "done" and status["done"] == 3
    out = results(client, auth, "check", job["id"])
    assert [line["index"] for line in out] == [0, 1, 2]
    assert out[0]["solved"] is True and out[2]["solved"] is True
    error = out[1]["error"]
    assert error["type"].endswith("/malformed-json") and "solved" not in out[1]
    if bad.endswith("]"):
        assert f"more than {MAX_JSON_DEPTH} levels" in error["detail"]


@pytest.mark.parametrize("bad", [nested(100_000), nested(MAX_JSON_DEPTH + 1)])
def test_a_deeply_nested_solve_line_is_that_lines_error(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str, bad: str
) -> None:
    good = json.dumps({"puzzle_id": stored})
    job = post_lines(client, auth, "solve", [good, bad, good])
    jobs.run_solve_chunk(job["id"], 0)
    out = results(client, auth, "solve", job["id"])
    assert [line.get("result") for line in out] == ["optimal", None, "optimal"]
    assert out[1]["error"]["type"].endswith("/malformed-json")
    assert f"more than {MAX_JSON_DEPTH} levels" in out[1]["error"]["detail"]


def test_a_line_at_the_nesting_limit_is_read(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    item = {"puzzle_id": stored, "solution": json.loads(nested(MAX_JSON_DEPTH - 1))}
    job = post_lines(client, auth, "check", [json.dumps(item)])
    jobs.run_check_job(job["id"])
    (line,) = results(client, auth, "check", job["id"])
    assert line["error"]["type"].endswith("/validation-error")  # read, then judged


def big_items(stored: str, size: int) -> Iterator[dict[str, Any]]:
    """Yield items each carrying `size` characters of bad input somewhere."""
    junk = "x" * size
    yield {"puzzle_id": stored, "solution": junk}
    yield {"puzzle_id": stored, "solution": f"rN {junk}"}
    yield {"puzzle_id": stored, "solution": [[junk, "N"]]}
    yield {"puzzle_id": stored, "solution": [["red", junk]]}
    yield {"puzzle_id": junk, "solution": "rN"}
    yield {"puzzle_id": stored, "solution": "rN", junk: 1}
    yield {"puzzle": {**small_spec([2, 0]), "board": junk}, "solution": "rN"}


def test_a_check_error_line_echoes_only_a_prefix(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    lines = [json.dumps(item) for item in big_items(stored, 1_000_000)]
    job = post_lines(client, auth, "check", [*lines, "{" + "x" * 1_000_000])
    jobs.run_check_job(job["id"])
    response = client.get(f"/v1/check-jobs/{job['id']}/results", headers=auth)
    out = response.data.decode().splitlines()
    assert len(out) == len(lines) + 1
    for line in out:
        assert "error" in json.loads(line)
        assert len(line) < ECHO_LIMIT, line[:300]


def test_a_solve_error_line_echoes_only_a_prefix(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    items = [
        {k: v for k, v in i.items() if k != "solution"}
        for i in big_items(stored, 1_000_000)
    ]
    lines = [json.dumps(item) for item in items[4:]]
    job = post_lines(client, auth, "solve", [*lines, "{" + "x" * 1_000_000])
    jobs.run_solve_chunk(job["id"], 0)
    response = client.get(f"/v1/solve-jobs/{job['id']}/results", headers=auth)
    out = response.data.decode().splitlines()
    assert len(out) == len(lines) + 1
    for line in out:
        assert "error" in json.loads(line)
        assert len(line) < ECHO_LIMIT, line[:300]


def crash(*args: Any, **kwargs: Any) -> Any:
    """Stand for a bug or a killed work process in the middle of a chunk."""
    raise RuntimeError("the work process died")


def run_rq_jobs(redis: redis_lib.Redis) -> None:
    """Let RQ run the queued bulk jobs, as a worker does (failures, retries and
    all; a retry is scheduled seconds later, so not run here)."""
    queue = get_queue(BULK, redis)
    worker = SimpleWorker([queue], connection=redis, serializer=JSONSerializer)
    worker.work(burst=True)


def test_a_check_job_whose_run_failed_shows_retrying(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    stored: str,
    redis: redis_lib.Redis,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    items = [{"puzzle_id": stored, "solution": "rN rE"}]
    job = client.post("/v1/check-jobs", json={"items": items}, headers=auth).json
    monkeypatch.setattr(checkrun, "check_chunk", crash)
    run_rq_jobs(redis)
    body = client.get(f"/v1/check-jobs/{job['id']}", headers=auth).json
    assert body["status"] == "retrying" and body["done"] == 0
    assert "run again" in body["error"]
    with jobs_app.app_context():
        assert checkjobs.reported_status(job["id"], {"status": "running"}) == (
            "retrying"
        )


def test_a_solve_job_whose_chunk_failed_shows_retrying(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    stored: str,
    redis: redis_lib.Redis,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    jobs_app.config["SOLVE_JOB_CHUNKS_AHEAD"] = 2  # both chunks queued at once
    items = [{"puzzle_id": stored}] * (solvejobs.CHUNK + 1)  # two chunk jobs
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    monkeypatch.setattr(solvebatch, "solve_items_until", crash)
    run_rq_jobs(redis)
    body = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert body["status"] == "retrying" and "run again" in body["error"]
    monkeypatch.undo()
    jobs.run_solve_chunk(job["id"], 0)  # one retry succeeds, the other waits
    body = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert body["status"] == "retrying" and body["done"] == solvejobs.CHUNK
    jobs.run_solve_chunk(job["id"], 1)
    body = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert body["status"] == "done" and body["error"] is None
