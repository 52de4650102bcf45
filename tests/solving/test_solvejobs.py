"""Solve jobs: upload, chunked runs in one process, results in order, resumable."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from rq.job import JobStatus

from service.game import batch
from service.infra.queues import BULK, connection, fetch_job, get_queue
from service.solving import solvejobs
from service.solving.models import Solve
from tests.helpers.api import assert_problem
from tests.helpers.puzzles import create_puzzle, specs
from workers import jobs, solving

pytestmark = pytest.mark.redis
JSONL = "application/x-ndjson"


def run_all(job: dict[str, Any]) -> None:
    """Run every chunk of a solve job in-process, in order."""
    chunks = -(-job["total"] // solvejobs.CHUNK)
    for n in range(chunks):
        jobs.run_solve_chunk(job["id"], n)


def results(
    client: FlaskClient, auth: dict[str, str], job_id: str, query: str = ""
) -> list[dict[str, Any]]:
    """Download a finished job's result lines."""
    response = client.get(f"/v1/solve-jobs/{job_id}/results{query}", headers=auth)
    assert response.status_code == 200 and response.mimetype == JSONL
    return [json.loads(line) for line in response.data.decode().splitlines()]


def test_json_job_solves_in_chunks_in_input_order(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    db: Any,
) -> None:
    stored = [create_puzzle(client, auth, s) for s in specs(40)]
    inline = specs(80)[40:]
    items: list[Any] = [{"puzzle_id": p, "ref": i} for i, p in enumerate(stored)]
    items += [{"puzzle": s} for s in inline]
    bad: list[Any] = [{"puzzle_id": "pnothere"}, 7, {"puzzle": {"board": "nope"}}]
    items += bad
    items = (items * 3)[:230]  # repeats too: three chunks
    response = client.post("/v1/solve-jobs", json={"items": items}, headers=auth)
    assert response.status_code == 202
    job = response.json
    assert response.headers["Location"] == f"/v1/solve-jobs/{job['id']}"
    assert job["status"] == "queued" and job["total"] == 230 and job["done"] == 0
    with jobs_app.app_context():
        chunk_jobs = [i for i in get_queue(BULK).job_ids if i.startswith(job["id"])]
    assert len(chunk_jobs) == 1  # SOLVE_JOB_CHUNKS_AHEAD of the three chunks
    assert_problem(
        client.get(f"/v1/solve-jobs/{job['id']}/results", headers=auth),
        409,
        "job-not-finished",
    )
    jobs.run_solve_chunk(job["id"], 0)
    partial = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert partial["status"] == "running" and partial["done"] == 100
    run_all(job)
    status = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert status["status"] == "done" and status["done"] == 230
    lines = results(client, auth, job["id"])
    assert [line["index"] for line in lines] == list(range(230))
    for item, line in zip(items, lines, strict=True):
        if item not in bad:
            assert line.get("result") == "optimal", line
            assert line["optimal_moves"] == len(line["solution"])
        else:
            # an unknown id is not found; a line that is no item is invalid
            missing = isinstance(item, dict) and "puzzle_id" in item
            assert line["error"]["status"] == (404 if missing else 422), line
    assert lines[0]["ref"] == 0 and lines[0]["puzzle_id"] == stored[0]
    rows = db.scalars(sa.select(Solve).where(Solve.status == "done")).all()
    assert {r.puzzle_id for r in rows} == set(stored)  # recorded as single solves are
    page = results(client, auth, job["id"], "?offset=95&limit=10")
    assert [line["index"] for line in page] == list(range(95, 105))


def test_jsonl_upload_and_limits(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    body = "\n".join([json.dumps({"puzzle": specs(1)[0]}), "{not json", ""])
    response = client.post(
        "/v1/solve-jobs?max_seconds=5",
        data=body,
        headers={**auth, "Content-Type": JSONL},
    )
    assert response.status_code == 202 and response.json["max_seconds"] == 5
    run_all(response.json)
    lines = results(client, auth, response.json["id"])
    assert lines[0]["result"] == "optimal"
    assert lines[1]["error"]["status"] == 400
    for bad in ({"items": []}, {"items": [{}], "max_seconds": 0}, {"items": 3}):
        assert_problem(
            client.post("/v1/solve-jobs", json=bad, headers=auth),
            422,
            "validation-error",
        )
    jobs_app.config["SOLVE_JOB_MAX_ITEMS"] = 2
    too_many = {"items": [{"puzzle_id": "p"}] * 3}
    assert_problem(
        client.post("/v1/solve-jobs", json=too_many, headers=auth),
        422,
        "validation-error",
    )
    other = client.post("/v1/clients", json={"name": "other"}).json["api_key"]
    job_id = response.json["id"]
    other_auth = {"Authorization": f"Bearer {other}"}
    assert_problem(
        client.get(f"/v1/solve-jobs/{job_id}", headers=other_auth), 404, "not-found"
    )


def test_hidden_answers_stay_hidden(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    hide: Any,
) -> None:
    secret = create_puzzle(client, auth, specs(1)[0])
    hide(secret)
    items = [{"puzzle_id": secret}, {"puzzle": specs(1)[0]}]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    run_all(job)
    lines = results(client, auth, job["id"])
    assert [line["result"] for line in lines] == ["hidden", "hidden"]
    assert all("solution" not in line for line in lines)


class Killed(BaseException):
    """Stands for the worker dying mid-batch (not an Exception: nothing catches it)."""


def test_a_killed_batch_keeps_what_it_recorded(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    db: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stored = [create_puzzle(client, auth, s) for s in specs(30)]
    items = [{"puzzle_id": p} for p in stored]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    monkeypatch.setattr(solving, "FLUSH_ITEMS", 5)
    real = batch.solve
    searched: list[str] = []

    def dying(puzzle: Any, **kwargs: Any) -> Any:
        if len(searched) == 17:
            raise Killed
        searched.append(puzzle.puzzle_id)
        return real(puzzle, **kwargs)

    monkeypatch.setattr(batch, "solve", dying)
    with pytest.raises(Killed):
        jobs.run_solve_chunk(job["id"], 0)
    done = sa.select(Solve.puzzle_id).where(Solve.status == "done")
    kept = set(db.scalars(done))
    assert kept == set(searched[:15])  # three flushes of five
    status = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert status["done"] == 15 and status["status"] == "running"
    searched.clear()
    monkeypatch.setattr(batch, "solve", real)
    monkeypatch.setattr(batch, "solve", dying)
    jobs.run_solve_chunk(job["id"], 0)  # the retry
    assert set(searched) == set(stored) - kept  # only the unfinished ones again
    assert set(db.scalars(done)) == set(stored)
    lines = results(client, auth, job["id"])
    assert all(line["result"] == "optimal" for line in lines)


def test_a_failed_job_says_so_instead_of_asking_to_wait(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    items = [{"puzzle": s} for s in specs(3)]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    with jobs_app.app_context():
        solvejobs.record_failure(job["id"], "RuntimeError: out of retries")
    status = client.get(f"/v1/solve-jobs/{job['id']}", headers=auth).json
    assert status["status"] == "failed" and "out of retries" in status["error"]
    response = client.get(f"/v1/solve-jobs/{job['id']}/results", headers=auth)
    assert_problem(response, 409, "job-failed")
    assert "Retry-After" not in response.headers


@pytest.mark.parametrize("marked", [True, False], ids=["marked-running", "unmarked"])
def test_a_job_whose_worker_died_is_shown_as_being_retried(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], marked: bool
) -> None:
    items = [{"puzzle": s} for s in specs(3)]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    url = f"/v1/solve-jobs/{job['id']}"
    with jobs_app.app_context():  # a worker took its chunk, then stopped beating
        rq_job = fetch_job(solvejobs.chunk_job_id(job["id"], 0))
        assert rq_job is not None
        rq_job.set_status(JobStatus.STARTED)
        if marked:  # else it died before its chunk marked the hash running
            connection().hset(solvejobs.key(job["id"]), "status", "running")
        rq_job.heartbeat(datetime.now(UTC) - timedelta(seconds=5), 60)
    jobs_app.config["WORKER_MONITOR_SECONDS"] = 5
    in_time = client.get(url, headers=auth).json["status"]  # 5 s: in time
    assert in_time == ("running" if marked else "queued")
    jobs_app.config["WORKER_MONITOR_SECONDS"] = 1
    body = client.get(url, headers=auth).json
    assert body["status"] == "retrying" and "heartbeat" in body["error"], body


def test_refs_follow_the_batch_rule(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    """A ref is a short string or an integer, as in batches and check jobs: others
    are the item's error (named `ref`) and are echoed as null."""
    stored = create_puzzle(client, auth, specs(1)[0])
    refs: list[Any] = [7, "mine", {"a": 1}, [1], "x" * 201, 1.5]
    items = [{"puzzle_id": stored, "ref": ref} for ref in refs]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    run_all(job)
    lines = results(client, auth, job["id"])
    assert [line["ref"] for line in lines] == [7, "mine", None, None, None, None]
    assert [line.get("result") for line in lines[:2]] == ["optimal", "optimal"]
    for line in lines[2:]:
        assert line["error"]["status"] == 422 and "ref" in line["error"]["errors"]
