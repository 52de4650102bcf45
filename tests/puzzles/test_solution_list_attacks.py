"""GET /v1/puzzles/{id}/solutions is a read (no rate limit, no key), so the time
it may spend listing in the request is spent once per puzzle, not per request.

The attack: a listing that takes longer than the request's own budget is queued
as a worker job, but every GET of that puzzle meanwhile (and after the address's
cap of pending listings refused it) listed inline again for INLINE_SECONDS first:
eight reads a second of one puzzle kept both API cores busy.
"""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.infra.queues import BULK, get_queue
from service.puzzles import solution_lists
from tests.helpers.api import assert_problem
from tests.helpers.puzzles import small_spec
from tests.puzzles.helpers import SPEC, listing, solved

pytestmark = pytest.mark.redis


def run_bulk(redis: redis_lib.Redis) -> None:
    """Run every job queued on `bulk` in this process."""
    queue = get_queue(BULK, redis)
    SimpleWorker([queue], connection=redis, serializer=JSONSerializer).work(burst=True)


@pytest.fixture
def app_config() -> dict[str, Any]:
    """One pending listing job per address."""
    return {"PENDING_PER_ADDRESS": 1}


@pytest.fixture
def inline_runs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Leave a request no time to list, and count the listings run in requests."""
    monkeypatch.setattr(solution_lists, "INLINE_SECONDS", 0.0)
    runs: list[str] = []
    real = solution_lists.run_listing

    def counted(puzzle_id: str, optimum: int, seconds: float) -> Any:
        if seconds == solution_lists.INLINE_SECONDS:
            runs.append(puzzle_id)
        return real(puzzle_id, optimum, seconds)

    monkeypatch.setattr(solution_lists, "run_listing", counted)
    return runs


def test_a_long_listing_is_tried_in_a_request_once(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    inline_runs: list[str],
) -> None:
    first = solved(client, auth, SPEC)
    second = solved(client, auth, small_spec([1, 0]))
    run_bulk(redis)  # nothing else queued
    for _ in range(5):
        assert listing(client, first)["status"] == "queued"
    assert inline_runs == [first]
    for _ in range(5):  # the address's one pending listing is the first's
        refused = client.get(f"/v1/puzzles/{second}/solutions")
        assert_problem(refused, 429, "too-many-pending")
    assert inline_runs == [first, second]
    run_bulk(redis)
    assert listing(client, first)["status"] == "done"
    assert listing(client, second)["status"] == "queued"
    run_bulk(redis)
    assert listing(client, second)["status"] == "done"
    assert inline_runs == [first, second]
