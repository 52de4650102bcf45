"""Fair shares of worker time: long client work runs on `heavy`, apart from the
workers that answer interactive solves, and one key or one address cannot ask
for more than its caps and budgets (429, nothing queued)."""

from __future__ import annotations

import time
from datetime import datetime
from typing import Any

import pytest
import redis as redis_lib
from flask.testing import FlaskClient

from service.infra.queues import ALL_QUEUES, HEAVY, fetch_job, get_queue
from service.solving.solves import job_id
from tests.helpers.puzzles import create_puzzle, long_spec, small_spec
from tests.infra.helpers import assert_refused, fresh_key

pytestmark = pytest.mark.redis
SEARCH = {"layout": "1A2B3A4B", "seconds": 3600}


def big(x: int) -> dict[str, Any]:
    """Return a distinct empty 32 x 32 puzzle (its search runs into the limit)."""
    spec = long_spec()
    spec["robots"]["black"] = [5 + x, 7]
    return spec


def queued_jobs(redis: redis_lib.Redis) -> int:
    """Count the jobs waiting on every queue."""
    return sum(get_queue(name, redis).count for name in ALL_QUEUES)


def test_a_big_boards_solve_is_heavy_work_queued_only_when_asked(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    puzzle_id = create_puzzle(client, auth, big(0))
    assert fetch_job(job_id(puzzle_id), redis) is None  # creating it queues nothing
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").json["status"] == "none"
    asked = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert asked.status_code == 202, asked.json
    job = fetch_job(job_id(puzzle_id), redis)
    assert job is not None and job.origin == HEAVY
    small = create_puzzle(client, auth, small_spec([2, 0]))
    job = fetch_job(job_id(small), redis)
    assert job is not None and job.origin == "bulk"  # small boards as before


def test_fresh_keys_of_one_address_share_its_cap_on_long_solves(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis, app: Any
) -> None:
    cap = int(app.config["SOLVE_LONG_PER_ADDRESS"])
    puzzles = [create_puzzle(client, auth, big(x)) for x in range(cap + 1)]
    for puzzle_id in puzzles[:cap]:
        asked = client.post(
            f"/v1/puzzles/{puzzle_id}/solution", headers=fresh_key(client)
        )
        assert asked.status_code == 202, asked.json
    before = queued_jobs(redis)
    refused = client.post(
        f"/v1/puzzles/{puzzles[cap]}/solution", headers=fresh_key(client)
    )
    assert_refused(refused, "too-many-pending")
    assert queued_jobs(redis) == before
    assert fetch_job(job_id(puzzles[cap]), redis) is None
    again = client.post(f"/v1/puzzles/{puzzles[0]}/solution", headers=fresh_key(client))
    assert again.status_code == 202  # a search already queued: no new work


def test_fifty_searches_from_one_key_queue_one(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    answers = [
        client.post("/v1/records/searches", json=SEARCH, headers=auth)
        for _ in range(50)
    ]
    assert [a.status_code for a in answers].count(202) == 1
    for refused in answers[1:]:
        assert_refused(refused, "too-many-pending")
    assert get_queue(HEAVY, redis).count == 1 and queued_jobs(redis) == 1
    assert not redis.keys("ricochet:recordsearch:*")[1:]  # one hash stored
    other = client.post(
        "/v1/records/searches",
        json={**SEARCH, "seconds": 60},
        headers=fresh_key(client),
    )
    assert other.status_code == 202, other.json  # another key gets its turn


def test_a_search_counts_its_budget_from_the_request(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    asked = client.post(
        "/v1/records/searches", json={**SEARCH, "seconds": 90}, headers=auth
    )
    assert asked.status_code == 202, asked.json
    key = f"ricochet:recordsearch:{asked.json['id']}"
    deadline = datetime.fromisoformat(redis.hget(key, "deadline").decode())
    created = datetime.fromisoformat(asked.json["created_at"])
    assert abs((deadline - created).total_seconds() - 90) < 2


def test_past_a_budget_of_worker_time_nothing_is_queued(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis, app: Any
) -> None:
    app.config.update(  # no caps on pending searches: the budgets alone refuse
        RECORD_SEARCHES_PER_KEY=0,
        PENDING_PER_ADDRESS=0,
        WORK_BUDGET_PER_KEY=3600.0,
        WORK_BUDGET_PER_ADDRESS=7200.0,
    )
    assert client.post("/v1/records/searches", json=SEARCH, headers=auth).status_code
    before = queued_jobs(redis)
    over = client.post(
        "/v1/records/searches", json={**SEARCH, "seconds": 60}, headers=auth
    )
    assert_refused(over, "work-budget")
    assert "WORK_BUDGET_PER_KEY" in over.json["detail"]
    assert queued_jobs(redis) == before
    second = fresh_key(client)  # the address has 7200 s: one more hour
    assert (
        client.post("/v1/records/searches", json=SEARCH, headers=second).status_code
        == 202
    )
    third = client.post(
        "/v1/records/searches",
        json={**SEARCH, "seconds": 60},
        headers=fresh_key(client),
    )
    assert_refused(third, "work-budget")
    assert "WORK_BUDGET_PER_ADDRESS" in third.json["detail"]
    assert int(third.headers["Retry-After"]) <= 3600
    assert queued_jobs(redis) == before + 1


def test_a_search_that_waited_past_its_budget_ends_without_searching(
    jobs_app: Any, client: FlaskClient, auth: dict[str, str], clock: Any
) -> None:
    from workers import library

    asked = client.post(
        "/v1/records/searches", json={**SEARCH, "seconds": 5}, headers=auth
    )
    assert asked.status_code == 202, asked.json
    clock.advance(6)  # no worker took it within its budget
    started = time.monotonic()
    library.run_record_search(asked.json["id"])
    assert time.monotonic() - started < 2  # it did not search
    shown = client.get(asked.headers["Location"], headers=auth).json
    assert shown["status"] == "failed" and shown["evaluations"] == 0, shown
    assert "waited" in shown["error"] and "budget" in shown["error"], shown
