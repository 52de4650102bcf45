"""Several machines and the library: two workers stocking the bands and searching
records at once, two API processes serving puzzle requests the library misses.
No puzzle is stored twice, no band is stocked beyond its target, no job fails on
another's work, and a record search asked for once runs once."""

from __future__ import annotations

import re

import pytest
import redis as redis_lib
import sqlalchemy as sa
from rq.registry import FailedJobRegistry, StartedJobRegistry

from service.infra.extensions import make_engine
from service.infra.queues import BACKGROUND, QUEUES, get_queue
from service.library.generate import BANDS
from service.library.shipped import shipped_records
from tests.helpers.processes import Api, Workers
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]

TARGET = 3
STOCK_JOBS = 8


@pytest.fixture
def machine_env() -> dict[str, str]:
    """A tiny stock, so bands fill in seconds; idle searches off (searches are
    asked for)."""
    return {"RICOCHET_LIBRARY_STOCK": str(TARGET), "RICOCHET_RECORD_SEARCH": "false"}


def test_two_workers_stock_and_search_without_duplicate_work(
    machines: tuple[list[Api], Workers, str],
) -> None:
    apis, workers, database = machines
    conn = redis_lib.Redis.from_url(workers.env["REDIS_URL"])
    background = get_queue(BACKGROUND, conn)
    for n in range(2):  # both workers load the shipped records at once
        background.enqueue_call("workers.stocking.stock_library", job_id=f"first{n}")
    key = apis[0].call("POST", "/v1/clients", {"name": "library"})[1]["api_key"]
    ask_key = apis[0].call("POST", "/v1/clients", {"name": "asks"})[1]["api_key"]
    asked = {"moves": {"min": 1, "max": 8}, "count": 2, "black_robot": True}
    asked |= {"ricochet_rule": True, "max_seconds": 60}
    micro = {"moves": {"min": 9, "max": 12}, "micro": "any", "count": 3}
    requests = [  # two keys: PUZZLE_REQUESTS_PER_KEY (2) each
        api.call("POST", "/v1/puzzle-requests", body, owner)
        for body, owner in ((asked, key), (micro, ask_key))
        for api in apis
    ]
    assert [status for status, _ in requests] == [202] * 4, requests
    # a search's budget counts from the request: long enough for both heavy workers
    # to reach the searches after the puzzle requests queued before them
    search = {"layout": "1A2B3A4B", "family": "classic", "seconds": 20, "seed": 5}
    searches = [  # RECORD_SEARCHES_PER_KEY (1) each
        api.call("POST", "/v1/records/searches", search, owner)
        for api, owner in zip(apis, (key, ask_key), strict=True)
    ]
    assert [status for status, _ in searches] == [202, 202], searches
    for n in range(STOCK_JOBS):
        background.enqueue_call("workers.stocking.stock_library", job_id=f"stock{n}")
    owners = [key, key, ask_key, ask_key, key, ask_key]
    links = [body["links"]["self"] for _, body in requests + searches]

    def settled() -> bool:
        done = all(apis[0].call("GET", url, None, owner)[1]["status"] == "done"
                   for url, owner in zip(links, owners, strict=True))  # fmt: skip
        return done and _idle(conn)

    wait_until(settled, 300, workers.logs)
    # Stocking yields to client work, so the jobs above may all have yielded; one more
    # once nothing waits must store (the shipped puzzles are loaded by then).
    background.enqueue_call("workers.stocking.stock_library", job_id="stock-idle")
    wait_until(lambda: _idle(conn) and _stocked(database), 120, workers.logs)
    assert _failed(conn) == [], workers.logs()
    for _, body in searches:  # each search asked for once ran once
        started = rf"heavy: workers\.library\.run_record_search\('{body['id']}'\)"
        runs = re.findall(started, workers.logs())
        assert len(runs) == 1, workers.logs()
    items = [
        apis[0].call("GET", url, None, owner)[1]["items"]
        for url, owner in zip(links[:4], owners, strict=False)
    ]
    assert {i["family"] for i in items[2] + items[3]} == {"micro"}
    assert all(len({i["puzzle_id"] for i in got}) == len(got) for got in items)
    _assert_stored_once(database)


def _stocked(database: str) -> bool:
    """Tell whether the stocking jobs stored a puzzle of their own."""
    engine = make_engine(database)
    try:
        with engine.connect() as db:
            query = "SELECT count(*) FROM library_puzzles WHERE source = 'stock'"
            return bool(db.execute(sa.text(query)).scalar())
    finally:
        engine.dispose()


def _idle(conn: redis_lib.Redis) -> bool:
    """Tell whether no job waits or runs on any queue."""
    for name in QUEUES:
        queue = get_queue(name, conn)
        if queue.count or StartedJobRegistry(queue=queue).count:
            return False
    return True


def _failed(conn: redis_lib.Redis) -> list[str]:
    """Return the failed jobs' ids and errors, on every queue."""
    failed = []
    for name in QUEUES:
        queue = get_queue(name, conn)
        for job_id in FailedJobRegistry(queue=queue).get_job_ids():
            job = queue.fetch_job(job_id)
            failed.append(f"{job_id}: {job.latest_result().exc_string if job else ''}")
    return failed


def _assert_stored_once(database: str) -> None:
    """Check the database: one row per puzzle, the shipped records once, and no
    band stocked past its target (no stocked puzzle came while it was full)."""
    engine = make_engine(database)
    with engine.connect() as db:
        library = db.execute(
            sa.text(
                "SELECT puzzle_id, family, optimal_moves, source FROM library_puzzles "
                "ORDER BY created_at"
            )
        ).all()
        solves = db.execute(sa.text("SELECT puzzle_id FROM solves")).scalars().all()
        records = db.execute(sa.text("SELECT family, layout FROM puzzle_records")).all()
    engine.dispose()
    ids = [row.puzzle_id for row in library]
    solved = {row.puzzle_id for row in library if row.family != "micro"}
    assert len(ids) == len(set(ids)) and solved <= set(solves)  # micro: no solver
    assert sum(row.source == "shipped" for row in library) == len(shipped_records())
    assert len(records) == len(set(records))
    assert ("classic", "1A2B3A4B") in records
    assert sum(row.source == "stock" for row in library) > 0
    held: dict[tuple[str, int], int] = {}
    for row in library:
        band = next(low for low, high in BANDS if low <= row.optimal_moves <= high)
        if row.source == "stock":
            assert held.get((row.family, band), 0) < TARGET, (row, held)
        held[(row.family, band)] = held.get((row.family, band), 0) + 1
