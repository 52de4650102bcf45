"""Fair shares on `bulk`: check jobs and solve jobs are capped per key and per
address, charged the worker time their chunks take, and a long job takes turns
with other clients' jobs instead of holding the queue."""

from __future__ import annotations

import json
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.infra.queues import BULK, fetch_job, get_queue
from tests.helpers.puzzles import create_puzzle, small_spec
from tests.infra.helpers import assert_refused, fresh_key
from workers import jobs

pytestmark = pytest.mark.redis


@pytest.fixture
def stored(client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis) -> str:
    """Return a stored small puzzle (red to [2, 0]: `rN rE`, optimal)."""
    return create_puzzle(client, auth, small_spec([2, 0]))


def check_items(puzzle_id: str, count: int) -> dict[str, Any]:
    """Return a check job's body of `count` items."""
    return {"items": [{"puzzle_id": puzzle_id, "solution": "rN rE"}] * count}


def solve_items(puzzle_id: str, count: int) -> dict[str, Any]:
    """Return a solve job's body of `count` items."""
    return {"items": [{"puzzle_id": puzzle_id}] * count}


def bulk_ids(app: Flask) -> list[str]:
    """Return the ids of check and solve jobs' RQ jobs waiting on `bulk`, in order
    (a stored puzzle's own solve is queued there too)."""
    with app.app_context():
        ids = get_queue(BULK).job_ids
    return [i for i in ids if i.startswith(("check-", "sj"))]


def run_next(app: Flask) -> str:
    """Take the first job waiting on `bulk` and run it here, as a worker would."""
    with app.app_context():
        queue = get_queue(BULK)
        job_id = bulk_ids(app)[0]
        queue.remove(job_id)
        job = fetch_job(job_id)
        assert job is not None
        func = (
            jobs.run_check_job if job_id.startswith("check-") else jobs.run_solve_chunk
        )
        args = list(job.args)
        job.delete()
    func(*args)
    return job_id


def status(client: FlaskClient, headers: dict[str, str], url: str) -> str:
    """Return a job's reported status."""
    response = client.get(url, headers=headers)
    assert response.status_code == 200, response.json
    return str(response.json["status"])


@pytest.mark.parametrize(
    ("path", "per_key", "body"),
    [
        ("/v1/check-jobs", "CHECK_JOBS_PER_KEY", check_items),
        ("/v1/solve-jobs", "SOLVE_JOBS_PER_KEY", solve_items),
    ],
)
def test_a_key_and_an_address_have_capped_pending_jobs(
    client: FlaskClient,
    auth: dict[str, str],
    app: Flask,
    stored: str,
    path: str,
    per_key: str,
    body: Any,
) -> None:
    cap = int(app.config[per_key])
    for _ in range(cap):
        assert client.post(path, json=body(stored, 3), headers=auth).status_code == 202
    before = bulk_ids(app)
    refused = client.post(path, json=body(stored, 1), headers=auth)
    assert_refused(refused, "too-many-pending")
    assert bulk_ids(app) == before  # nothing queued
    others = int(app.config["PENDING_PER_ADDRESS"]) - cap
    for _ in range(others):
        headers = fresh_key(client)
        assert (
            client.post(path, json=body(stored, 1), headers=headers).status_code == 202
        )
    fresh = client.post(path, json=body(stored, 1), headers=fresh_key(client))
    assert_refused(fresh, "too-many-pending")  # fresh keys share the address's cap
    assert len(bulk_ids(app)) == len(before) + others


def test_a_finished_job_no_longer_counts(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    jobs_app.config["CHECK_JOBS_PER_KEY"] = 1
    first = client.post("/v1/check-jobs", json=check_items(stored, 2), headers=auth)
    assert first.status_code == 202
    assert_refused(
        client.post("/v1/check-jobs", json=check_items(stored, 1), headers=auth),
        "too-many-pending",
    )
    run_next(jobs_app)
    assert status(client, auth, first.json["links"]["self"]) == "done"
    again = client.post("/v1/check-jobs", json=check_items(stored, 1), headers=auth)
    assert again.status_code == 202, again.json


@pytest.mark.parametrize(
    ("path", "body"),
    [("/v1/check-jobs", check_items), ("/v1/solve-jobs", solve_items)],
)
def test_chunks_are_charged_as_they_run_and_a_spent_budget_refuses_more(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    stored: str,
    path: str,
    body: Any,
) -> None:
    jobs_app.config["WORK_BUDGET_PER_KEY"] = 1e-6  # any chunk spends it
    first = client.post(path, json=body(stored, 3), headers=auth)
    assert first.status_code == 202, first.json
    assert not redis.keys("ricochet:work:*")  # nothing charged before it runs
    run_next(jobs_app)
    used = {k.decode(): float(redis.get(k) or 0) for k in redis.keys("ricochet:work:*")}
    assert len(used) == 2 and all(v > 0 for v in used.values()), used  # key, address
    assert {k.split(":")[2] for k in used} == {"key", "ip"}
    before = bulk_ids(jobs_app)
    refused = client.post(path, json=body(stored, 1), headers=auth)
    assert_refused(refused, "work-budget")
    assert bulk_ids(jobs_app) == before
    other = client.post(path, json=body(stored, 1), headers=fresh_key(client))
    assert other.status_code == 202, other.json  # another key's budget is its own


def test_a_long_check_job_takes_turns_with_another_clients(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    jobs_app.config.update(BATCH_MAX_ITEMS=2, BULK_SLICE_SECONDS=0.0)
    big = client.post("/v1/check-jobs", json=check_items(stored, 6), headers=auth)
    other = fresh_key(client)
    small = client.post("/v1/check-jobs", json=check_items(stored, 1), headers=other)
    assert big.status_code == small.status_code == 202
    big_url, small_url = big.json["links"]["self"], small.json["links"]["self"]
    assert run_next(jobs_app) == f"check-{big.json['id']}"  # one slice: one chunk
    assert client.get(big_url, headers=auth).json["done"] == 2
    assert status(client, auth, big_url) == "running"
    assert run_next(jobs_app) == f"check-{small.json['id']}"  # its turn came
    assert status(client, other, small_url) == "done"
    assert status(client, auth, big_url) == "running"
    ran = [run_next(jobs_app) for _ in range(2)]
    assert ran == [f"check-{big.json['id']}-1", f"check-{big.json['id']}-2"]
    assert bulk_ids(jobs_app) == []
    done = client.get(big_url, headers=auth).json
    assert done["status"] == "done" and done["done"] == 6
    lines = client.get(f"{big_url}/results", headers=auth).data.decode().splitlines()
    assert len(lines) == 6


def test_a_big_solve_job_takes_turns_with_another_clients(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    jobs_app.config["SOLVE_JOB_CHUNKS_AHEAD"] = 1
    big = client.post("/v1/solve-jobs", json=solve_items(stored, 250), headers=auth)
    other = fresh_key(client)
    small = client.post("/v1/solve-jobs", json=solve_items(stored, 1), headers=other)
    assert big.status_code == small.status_code == 202
    big_id, small_id = big.json["id"], small.json["id"]
    assert bulk_ids(jobs_app) == [f"{big_id}-0", f"{small_id}-0"]
    run_next(jobs_app)
    assert bulk_ids(jobs_app) == [f"{small_id}-0", f"{big_id}-1"]  # behind it
    run_next(jobs_app)
    assert status(client, other, small.json["links"]["self"]) == "done"
    run_next(jobs_app)
    assert bulk_ids(jobs_app) == [f"{big_id}-2"]
    run_next(jobs_app)
    done = client.get(big.json["links"]["self"], headers=auth).json
    assert done["status"] == "done" and done["done"] == 250
    assert bulk_ids(jobs_app) == []


def test_a_retried_chunk_whose_results_exist_still_queues_the_next(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], stored: str
) -> None:
    jobs_app.config["SOLVE_JOB_CHUNKS_AHEAD"] = 1
    job = client.post("/v1/solve-jobs", json=solve_items(stored, 150), headers=auth)
    job_id = job.json["id"]
    jobs.run_solve_chunk(job_id, 0)  # its worker died after writing, before moving on
    with jobs_app.app_context():
        queued = fetch_job(f"{job_id}-1")
        assert queued is not None
        queued.delete()  # as if the enqueue never happened
    assert f"{job_id}-1" not in bulk_ids(jobs_app)
    jobs.run_solve_chunk(job_id, 0)  # RQ's retry of the chunk
    assert f"{job_id}-1" in bulk_ids(jobs_app)


def test_a_solve_chunk_gives_its_worker_back_after_its_slice(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    jobs_app.config["BULK_SLICE_SECONDS"] = 0.0  # one puzzle per run
    items = [{"puzzle": small_spec([2, 0], c)} for c in ("red", "green", "blue")]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth)
    other = fresh_key(client)
    small = client.post("/v1/solve-jobs", json=solve_items_of(items[:1]), headers=other)
    job_id, small_id = job.json["id"], small.json["id"]
    assert run_next(jobs_app) == f"{job_id}-0"
    progress = client.get(job.json["links"]["self"], headers=auth).json
    assert progress["status"] == "running" and progress["done"] == 1
    assert bulk_ids(jobs_app) == [f"{small_id}-0", f"{job_id}-0-1"]  # its rest after
    ran = [run_next(jobs_app) for _ in range(3)]
    assert ran == [f"{small_id}-0", f"{job_id}-0-1", f"{job_id}-0-2"]
    done = client.get(job.json["links"]["self"], headers=auth).json
    assert done["status"] == "done" and done["done"] == 3
    lines = client.get(f"{job.json['links']['self']}/results", headers=auth)
    assert [json.loads(x)["result"] for x in lines.data.decode().splitlines()] == [
        "optimal"
    ] * 3


def solve_items_of(items: list[Any]) -> dict[str, Any]:
    """Return a solve job's body of these items."""
    return {"items": items}
