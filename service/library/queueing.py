"""Where the library's client work runs, and how much of it one client may ask for.

A record search holds a worker for its whole budget (up to an hour), and a
puzzle request generated to order for up to its own (600 s): both run on the
`heavy` queue (a request with a budget of at most HEAVY_JOB_SECONDS on `bulk`),
which only workers started for it serve, so they never hold a worker that
answers interactive solves, check jobs or the daily generation. Each is admitted
by `service.infra.fairshare`: a cap on the key's and the address's pending jobs
of its kind (fair turns on the queue) and their worker-time budgets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from flask import current_app

from service.infra import clock
from service.infra.fairshare import admit
from service.infra.jobstore import JobState
from service.infra.queues import BULK, HEAVY


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of client work: its name, queue and per-key cap setting."""

    name: str
    queue: str
    per_key: str

    def caps(self) -> tuple[int, int]:
        """Return the (key, address) caps on pending jobs of this kind."""
        config = current_app.config
        return int(config[self.per_key]), int(config["PENDING_PER_ADDRESS"])


SEARCH = Kind("record search", HEAVY, "RECORD_SEARCHES_PER_KEY")
REQUEST = Kind("puzzle request", HEAVY, "PUZZLE_REQUESTS_PER_KEY")

Created = tuple[str, dict[str, str]]


def admit_search(owner: str, seconds: float, create: Callable[[], Created]) -> Created:
    """Create a record search if the key and address may have one more."""
    return admit(SEARCH.name, owner, SEARCH.caps(), seconds, create)


def admit_request(owner: str, seconds: float, create: Callable[[], Created]) -> Created:
    """Create a puzzle request generated to order if the key and address may."""
    return admit(REQUEST.name, owner, REQUEST.caps(), seconds, create)


def request_queue(seconds: float) -> str:
    """Return the queue of a puzzle request with a time budget of `seconds`."""
    heavy = seconds > float(current_app.config["HEAVY_JOB_SECONDS"])
    return REQUEST.queue if heavy else BULK


def deadline_of(seconds: float) -> str:
    """Return the deadline (hash text) of a budget that counts from now."""
    return (clock.now() + timedelta(seconds=seconds)).isoformat()


def waited_past_budget(meta: dict[str, str]) -> str | None:
    """Say why a search that never started may not run: its budget, counted from
    the request, ran out while it waited for a worker (None: it may run)."""
    deadline = meta.get("deadline")
    if meta.get("status") != JobState.QUEUED or not deadline:
        return None  # a retry, or a task without a deadline from its request
    late = (clock.now() - datetime.fromisoformat(deadline)).total_seconds()
    if late < 0:
        return None
    return (
        f"this {SEARCH.name} waited for a worker past its budget of "
        f"{float(meta['seconds']):.0f} s, counted from the request ({late:.0f} s "
        "over); it did not run: ask again when the heavy queue is shorter"
    )
