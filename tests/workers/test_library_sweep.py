"""Puzzle requests and record searches never stay pending past their budget and a
minute: the status says `failed` with the reason, the sweep records it (using the
task's hash, its durable record), and a job Redis lost is enqueued again."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq.job import Job, JobStatus
from rq.serializers import JSONSerializer

from service.infra.clock import FakeClock
from service.infra.jobstore import decode_hash
from service.infra.queues import get_queue
from service.library import tasks
from workers import jobs
from workers.library import fill_request, run_record_search, search_seconds

pytestmark = pytest.mark.redis

REQUEST = {
    "moves": {"min": 6, "max": 7},
    "count": 100,
    "layout": "1A2B3A4B",
    "max_seconds": 20,
}
SEARCH = {"layout": "1A2B3A4B", "family": "classic", "seed": 3, "seconds": 1}


def post(client: FlaskClient, auth: dict[str, str], url: str, body: Any) -> str:
    """Post a task; return its id."""
    response = client.post(url, json=body, headers=auth)
    assert response.status_code == 202, response.json
    return str(response.get_json()["id"])


def shown(client: FlaskClient, auth: dict[str, str], url: str) -> dict[str, Any]:
    """Return a task's status body."""
    body: dict[str, Any] = client.get(url, headers=auth).get_json()
    return body


def stored(redis: redis_lib.Redis, key: str) -> dict[str, str]:
    """Return a task's hash as text."""
    return decode_hash(redis.hgetall(key))


def test_a_request_past_its_budget_and_a_minute_is_failed_and_not_run(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    clock: FakeClock,
) -> None:
    request_id = post(client, auth, "/v1/puzzle-requests", REQUEST)
    url, key = f"/v1/puzzle-requests/{request_id}", f"ricochet:puzzlereq:{request_id}"
    redis.hset(key, "status", "running")  # its worker died; nobody took it again
    clock.advance(20 + tasks.GRACE_SECONDS - 1)
    assert shown(client, auth, url)["status"] == "running"
    jobs.sweep()
    assert stored(redis, key)["status"] == "running"  # within the bound: left alone
    clock.advance(2)
    body = shown(client, auth, url)
    assert body["status"] == "failed" and "time budget" in body["detail"]
    jobs.sweep()
    assert stored(redis, key)["status"] == "failed"
    assert redis.hget(tasks.PENDING, key) is None  # unlisted
    with jobs_app.app_context():
        assert fill_request(request_id)["skipped"] is True  # a late retry runs not
    assert shown(client, auth, url)["status"] == "failed"


def test_a_search_whose_job_failed_for_good_shows_and_records_the_reason(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
) -> None:
    search_id = post(client, auth, "/v1/records/searches", SEARCH)
    url = f"/v1/records/searches/{search_id}"
    redis.hset(f"ricochet:recordsearch:{search_id}", "status", "running")
    job = Job.fetch(search_id, connection=redis, serializer=JSONSerializer)
    job.retries_left = 0
    job.set_status(
        JobStatus.FAILED
    )  # a work horse killed on its last run: no callback ran
    job.save()
    body = shown(client, auth, url)
    assert body["status"] == "failed" and "no retry is left" in body["error"]
    jobs.sweep()
    meta = stored(redis, f"ricochet:recordsearch:{search_id}")
    assert meta["status"] == "failed" and "no retry is left" in meta["error"]


def test_a_task_whose_job_redis_lost_is_enqueued_again_and_runs(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
) -> None:
    search_id = post(client, auth, "/v1/records/searches", SEARCH)
    queue = stored(redis, f"ricochet:recordsearch:{search_id}")["queue"]
    with jobs_app.app_context():  # Redis restarted from a save without the job:
        get_queue(queue).empty()  # type: ignore[no-untyped-call]
    jobs.sweep()
    with jobs_app.app_context():
        assert get_queue(queue).get_job_ids() == [search_id]
        run_record_search(search_id)
    body = shown(client, auth, f"/v1/records/searches/{search_id}")
    assert body["status"] == "done" and body["error"] is None
    assert redis.hlen(tasks.PENDING) == 0


def test_a_retried_search_runs_what_is_left_of_its_budget(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    clock: FakeClock,
) -> None:
    search_id = post(client, auth, "/v1/records/searches", {**SEARCH, "seconds": 30})
    key = f"ricochet:recordsearch:{search_id}"
    with jobs_app.app_context():
        first = search_seconds(key, stored(redis, key))
        clock.advance(20)
        again = search_seconds(key, stored(redis, key))
        clock.advance(9)
        late = search_seconds(key, stored(redis, key))
    assert (first, again, late) == (30, 10, 5)  # the last one: the retry floor
