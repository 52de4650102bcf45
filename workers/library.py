"""Library jobs: generate a puzzle request to order, search for records (stocking
the bands is `workers.stocking`).

A request's job solves random candidates under its filter until its count is met
or its time budget is spent, adding each kept puzzle to the library (with its
solve recorded, so its solution and hint answer at once) and to the request's
found list; a run that runs out of time says so in the request's `detail`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from flask import Flask, current_app
from rq import get_current_job
from rq.job import Job

from service.game.features import puzzle_features
from service.game.layouts import board_for_code
from service.game.puzzle import Puzzle
from service.game.records import FAMILIES, SearchProgress, search_record
from service.game.solver import Limits, solve
from service.infra import clock
from service.infra.extensions import db
from service.infra.jobstore import JobState, decode_hash
from service.infra.queues import BACKGROUND, connection
from service.library import records, requests, store, tasks
from service.library.filters import (
    Band,
    PuzzleFilter,
    layout_pool,
    parse_filter,
)
from service.library.generate import FEATURE_SECONDS, Tally, generate
from service.library.micro import MicroEntry
from service.library.queueing import waited_past_budget
from service.library.store import Entry
from workers.jobs import final_failure, get_app
from workers.stocking import ClientWorkWaiting, Throttle, stock_library


def fill_request(request_id: str) -> dict[str, Any]:
    """Generate the rest of a puzzle request within its time budget."""
    with get_app().app_context():
        conn = connection()
        meta = decode_hash(conn.hgetall(requests.key(request_id)))
        if not _runnable(requests.key(request_id), meta, requests.STORE.noun):
            return {"request_id": request_id, "skipped": True}
        conn.hset(requests.key(request_id), "status", JobState.RUNNING)
        found_ids: list[str] = json.loads(meta["found"])
        want = int(meta["count"]) - len(found_ids)
        budget = float(meta["max_seconds"]) - _elapsed(meta)
        progress = _Progress(request_id, found_ids)
        tally = generate(
            parse_filter(json.loads(meta["filter"])),
            want,
            max(budget, 0.0),
            random.Random(),
            lambda entry, t: progress.kept(entry, meta["owner"], t),
            progress.tried,
        )
        return _finish(request_id, meta, found_ids, tally)


def _runnable(key: str, meta: dict[str, str], noun: str) -> bool:
    """Tell whether a task is still to run; fail one past its deadline and grace
    (a retry that came too late), unlist one finished already."""
    if not meta or meta["status"] in (JobState.DONE, JobState.FAILED):
        connection().hdel(tasks.PENDING, key)
        return False
    if tasks.overdue(meta):
        tasks.fail(key, tasks.OVERDUE.format(noun=noun))
        return False
    return True


def task_failed(
    job: Job, connection: Any, exc_type: Any = None, exc: Any = None, tb: Any = None
) -> None:
    """Mark a puzzle request or record search failed once no retry is left (RQ's
    on_failure callback; a killed work horse's last failure is the sweep's)."""
    reason = final_failure(job, exc_type, exc)
    if reason is None:
        return
    task_id = str(job.args[0])
    store = records.STORE if records.STORE.job_id.fullmatch(task_id) else requests.STORE
    with get_app().app_context():
        tasks.fail(store.key(task_id), f"no retry is left; the last run: {reason}")


def _elapsed(meta: dict[str, str]) -> float:
    """Return the seconds since the request was made (a retry has less left)."""
    created = datetime.fromisoformat(meta["created_at"])
    return max(0.0, (clock.now() - created) / timedelta(seconds=1))


def report(key: str, fields: dict[Any, Any], progress: dict[str, int]) -> None:
    """Write a task's progress to its hash and to its RQ job's meta."""
    connection().hset(key, mapping=fields)
    job = get_current_job()
    if job is not None:
        job.meta["progress"] = progress
        job.save_meta()  # type: ignore[no-untyped-call]


class _Progress:
    """Record a request's kept puzzles and candidates as they come."""

    def __init__(self, request_id: str, found_ids: list[str]) -> None:
        self.request_id = request_id
        self.found_ids = found_ids
        self.throttle = Throttle()

    def kept(self, entry: Entry | MicroEntry, owner: str, tally: Tally) -> bool:
        """Add a kept puzzle to the library and the request; go on while short."""
        (puzzle_id,) = store.add_entries([entry])
        store.deliver(owner, [puzzle_id])
        db.session.commit()
        if puzzle_id not in self.found_ids:
            self.found_ids.append(puzzle_id)
        self.write(tally, force=True)
        return True

    def tried(self, tally: Tally) -> None:
        """Note another candidate (a few writes a second at most)."""
        self.write(tally)

    def write(self, tally: Tally, force: bool = False) -> None:
        """Write the request's progress to its hash and the RQ job's meta."""
        if self.throttle.due(force):
            found = {
                "found": json.dumps(self.found_ids),
                "candidates": tally.candidates,
            }
            progress = {"found": len(self.found_ids), "tried": tally.candidates}
            report(requests.key(self.request_id), found, progress)


def _finish(
    request_id: str, meta: dict[str, str], found_ids: list[str], tally: Tally
) -> dict[str, Any]:
    """Mark a request done, saying so when it fell short of its count."""
    count = int(meta["count"])
    detail = ""
    if len(found_ids) < count:
        detail = (
            f"found {len(found_ids)} of {count} puzzles within the time budget "
            f"({tally.candidates} candidates solved in {tally.seconds:.0f} s)"
        )
    tasks.finish(
        requests.key(request_id),
        {
            "status": JobState.DONE,
            "found": json.dumps(found_ids),
            "candidates": tally.candidates,
            "detail": detail,
        },
    )
    return {
        "request_id": request_id,
        "found": len(found_ids),
        "tried": tally.candidates,
    }


# --- record searches ---------------------------------------------------------------


def run_record_search(search_id: str) -> dict[str, Any]:
    """Anneal a layout for a search's budget; keep its best as a record if longer."""
    with get_app().app_context():
        conn = connection()
        key = records.search_key(search_id)
        meta = decode_hash(conn.hgetall(key))
        if not _runnable(key, meta, records.STORE.noun):
            return {"search_id": search_id, "skipped": True}
        waited = waited_past_budget(meta)
        if waited is not None:
            tasks.fail(key, waited)
            return {"search_id": search_id, "skipped": True}
        seconds = search_seconds(key, meta)
        found = search_and_keep(
            meta["layout"],
            meta["family"],
            int(meta["seed"]),
            seconds,
            _SearchMeter(key),
            method="annealing (POST /v1/records/searches)",
        )
        done: dict[Any, Any] = {"status": JobState.DONE}
        if found is not None:
            done.update(puzzle_id=found[0], best=found[1], record=int(found[2]))
        tasks.finish(key, done)
        return {"search_id": search_id, **done}


RETRY_FLOOR_SECONDS = 5.0
"""The least a retried search runs (within its deadline's grace), so that a search
killed near its end still finds something."""


def search_seconds(key: str, meta: dict[str, str]) -> float:
    """Mark a search running; return how long this run may search: its budget on
    the first run (which sets its deadline), what is left of it on a retry (at
    least RETRY_FLOOR_SECONDS, never past the deadline's grace)."""
    budget = float(meta["seconds"])
    now = clock.now()
    if not meta.get("deadline"):
        deadline = tasks.deadline_from(now, budget)
        connection().hset(
            key, mapping={"status": JobState.RUNNING, "deadline": deadline}
        )
        return budget
    connection().hset(key, "status", JobState.RUNNING)
    left = (datetime.fromisoformat(meta["deadline"]) - now) / timedelta(seconds=1)
    floor = min(budget, RETRY_FLOOR_SECONDS, left + tasks.GRACE_SECONDS / 2)
    return max(left, floor, 0.0)


def search_and_keep(
    layout: str,
    family: str,
    seed: int,
    seconds: float,
    on_progress: Callable[[SearchProgress], None] | None,
    method: str,
    *,
    start: Puzzle | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[str, int, bool] | None:
    """Run one search; add its best to the library and keep it as a record if
    longer; return (puzzle id, optimum, whether it is the record) or None."""
    found = search_record(
        board_for_code(layout),
        FAMILIES[family],
        seed=seed,
        seconds=seconds,
        solve_seconds=SEARCH_SOLVE_SECONDS,
        on_progress=on_progress,
        start=start,
        should_stop=should_stop,
    )
    if found is None:
        return None
    result = solve(found.puzzle, limits=Limits(max_depth=found.optimal_moves))
    features = puzzle_features(
        found.puzzle, found.optimal_moves, found.solution, seconds=FEATURE_SECONDS
    )
    (puzzle_id,) = store.add_entries(
        [Entry(found.puzzle, layout, result, features, "search")]
    )
    how = {
        "search": method,
        "seed": seed,
        "seconds": seconds,
        "evaluations": found.evaluations,
        "found_after_seconds": round(found.seconds, 1),
    }
    kept = records.keep_record(
        family, found.puzzle.ricochet_rule, layout, puzzle_id, found.optimal_moves, how
    )
    return puzzle_id, found.optimal_moves, kept


class _SearchMeter:
    """Write a search's progress to its hash and job, a few times a second at most."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.throttle = Throttle()

    def __call__(self, progress: SearchProgress) -> None:
        """Note the evaluations so far and the best optimum proven."""
        if self.throttle.due():
            figures = {"evaluations": progress.evaluations, "best": progress.best}
            report(self.key, dict(figures), figures)


# --- work nobody waits for: stocking the bands, idle record searches ---------------

SEARCH_SOLVE_SECONDS = 2.0
"""A background search's cap on one solve: how long it may take to yield."""
IDLE_SEARCH_SECONDS = 60.0
CRON_SECONDS = 60


def register_cron(cron: Any, app: Flask) -> None:
    """Stock the library and search records on the background queue, each minute."""
    if int(app.config["LIBRARY_STOCK"]) > 0:
        cron.register(stock_library, BACKGROUND, interval=CRON_SECONDS, result_ttl=60)
    if app.config["RECORD_SEARCH"]:
        cron.register(idle_record_search, BACKGROUND, interval=CRON_SECONDS * 2)


def idle_record_search() -> dict[str, Any]:
    """Search a random 1999 layout for a longer classic puzzle (RECORD_SEARCH)."""
    with get_app().app_context():
        if not current_app.config["RECORD_SEARCH"]:
            return {"skipped": True}
        rng = random.Random()
        layout = rng.choice(layout_pool(PuzzleFilter(Band(1, 1), edition="1999")))
        family = rng.choice(("classic", "classic", "classic-ricochet", "black"))
        found = search_and_keep(
            layout.code,
            family,
            rng.randrange(2**32),
            IDLE_SEARCH_SECONDS,
            None,
            method="annealing (idle worker)",
            start=records.record_puzzle(family, layout.code),
            should_stop=ClientWorkWaiting(),
        )
        return {"layout": layout.code, "family": family, "found": found}
