"""The Python client's `request_puzzles` against a live server (gunicorn's gevent
workers and an RQ worker, as `make run` serves): one call that sends
`Prefer: wait=N` and answers once the request is done."""

from __future__ import annotations

import time

import pytest
from ricochet_client import AuthenticatedClient, ProblemError, request_puzzles
from ricochet_client.models import PuzzleRequest, PuzzleRequestStatus

pytestmark = [pytest.mark.redis, pytest.mark.slow]

SPEC = {"moves": {"min": 3, "max": 4}, "count": 2, "layout": "1A2B3A4B"}


def test_request_puzzles_waits_for_a_request_generated_to_order(
    registered: AuthenticatedClient,
) -> None:
    started = time.monotonic()
    done = request_puzzles(registered, {**SPEC, "unseen": True}, wait=120)
    assert isinstance(done, PuzzleRequest)
    assert done.status == PuzzleRequestStatus.DONE, done.detail
    assert len(done.items) == 2
    assert {item.family for item in done.items} == {"classic"}
    assert time.monotonic() - started < 120
    again = request_puzzles(registered, SPEC, wait=5)  # the library has them now
    assert again.status == PuzzleRequestStatus.DONE and len(again.items) == 2


def test_request_puzzles_gives_back_a_pending_request_once_wait_runs_out(
    registered: AuthenticatedClient,
) -> None:
    spec = {**SPEC, "moves": {"min": 24, "max": 25}, "max_seconds": 5, "count": 1}
    started = time.monotonic()
    pending = request_puzzles(registered, spec, wait=1)
    assert time.monotonic() - started < 10
    assert pending.status in (PuzzleRequestStatus.QUEUED, PuzzleRequestStatus.RUNNING)


def test_request_puzzles_raises_a_refused_request(
    registered: AuthenticatedClient,
) -> None:
    with pytest.raises(ProblemError) as raised:
        request_puzzles(registered, {**SPEC, "family": "micro", "black_robot": True})
    assert raised.value.status == 422
    assert set(raised.value.errors) == {"family", "black_robot"}
