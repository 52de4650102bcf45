"""Solve use-cases in-process: requests, uniqueness, cache, records, failures."""

from __future__ import annotations

import threading
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from rq.job import Job
from sqlalchemy import orm as so

from service.game.check import check_solution
from service.game.notation import parse_solution
from service.infra.cache import EXTENSION as CACHES
from service.infra.queues import BULK, INTERACTIVE, get_queue
from service.puzzles.puzzles import parsed_puzzle
from service.solving import solves
from service.solving.models import Solve
from tests.helpers.puzzles import create_puzzle, small_spec
from workers import jobs

pytestmark = pytest.mark.redis


@pytest.fixture
def puzzle_id(client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis) -> str:
    """Return a stored small puzzle (red to the top-right corner)."""
    return create_puzzle(client, auth, small_spec([3, 0]))


def queued_ids(app: Flask, name: str) -> list[str]:
    """Return the job ids waiting on a queue."""
    with app.app_context():
        return list(get_queue(name).get_job_ids())


def row(db: so.Session, puzzle_id: str) -> Solve | None:
    """Return the solve row as the database has it now."""
    db.expire_all()
    return db.get(Solve, puzzle_id)


def test_request_records_and_enqueues_once(
    app: Flask, db: so.Session, puzzle_id: str
) -> None:
    with app.app_context():
        first = solves.request_solve(puzzle_id)
        again = [solves.request_solve(puzzle_id) for _ in range(20)]
    assert first.status == "queued" and {s.status for s in again} == {"queued"}
    assert queued_ids(app, BULK) == [solves.job_id(puzzle_id)]
    record = row(db, puzzle_id)
    assert record is not None and record.status == "queued" and record.queue == BULK


def test_concurrent_requests_make_one_job(
    app: Flask, db: so.Session, puzzle_id: str
) -> None:
    barrier = threading.Barrier(16)
    statuses: list[str] = []

    def request() -> None:
        with app.app_context():
            barrier.wait()
            statuses.append(solves.request_solve(puzzle_id).status)

    threads = [threading.Thread(target=request) for _ in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == ["queued"] * 16
    assert queued_ids(app, BULK) == [solves.job_id(puzzle_id)]
    assert db.scalar(sa.select(sa.func.count()).select_from(Solve)) == 1


def test_interactive_request_moves_the_job_ahead(
    app: Flask, db: so.Session, puzzle_id: str
) -> None:
    with app.app_context():
        solves.request_solve(puzzle_id)
        solves.request_solve(puzzle_id, queue=INTERACTIVE)
    assert queued_ids(app, BULK) == []
    assert queued_ids(app, INTERACTIVE) == [solves.job_id(puzzle_id)]
    record = row(db, puzzle_id)
    assert record is not None and record.queue == INTERACTIVE


def test_unknown_and_malformed_puzzles(app: Flask, redis: redis_lib.Redis) -> None:
    with app.app_context():
        for key in ("paaaaaaaaaaaaaaaa", "../etc", ""):
            assert solves.request_solve(key).status == "none"
            assert solves.get_solve(key).status == "none"
            assert solves.known_optimum(key) is None
    assert redis.keys("rq:job:*") == []


def test_job_stores_result_once(
    jobs_app: Flask, db: so.Session, puzzle_id: str, redis: redis_lib.Redis
) -> None:
    with jobs_app.app_context():
        assert solves.get_solve(puzzle_id).status == "queued"  # creating it asked
        solves.request_solve(puzzle_id)
    first = jobs.solve_puzzle(puzzle_id)
    again = jobs.solve_puzzle(puzzle_id)  # a re-run (lost worker): no new search
    assert first["stored"] is True and again == {
        "puzzle_id": puzzle_id,
        "stored": False,
    }
    record = row(db, puzzle_id)
    assert record is not None and record.status == "done" and record.attempts == 1
    with jobs_app.app_context():
        status = solves.get_solve(puzzle_id)
        puzzle = parsed_puzzle(puzzle_id)
        assert solves.known_optimum(puzzle_id) == status.optimal_moves
    assert status.status == "done" and status.proven and status.result == "optimal"
    assert status.optimal_moves == record.optimal_moves == len(status.solution or [])
    verdict = check_solution(puzzle, parse_solution(status.solution))
    assert verdict.solved and verdict.moves == status.optimal_moves
    assert status.hint == status.solution[0]  # type: ignore[index]
    assert redis.exists(solves.cache_key(puzzle_id))


def test_cold_cache_is_refilled_from_the_database(
    jobs_app: Flask, puzzle_id: str, redis: redis_lib.Redis
) -> None:
    with jobs_app.app_context():
        solves.request_solve(puzzle_id)
        jobs.solve_puzzle(puzzle_id)
        redis.flushdb()  # Redis restarted empty
        assert solves.known_optimum(puzzle_id) is not None  # from the database
        assert solves.request_solve(puzzle_id).status == "done"  # known: no new job
        assert redis.exists(solves.cache_key(puzzle_id))
        assert redis.keys("rq:job:*") == []


def test_proven_answers_are_kept_in_the_process(
    jobs_app: Flask, puzzle_id: str, redis: redis_lib.Redis
) -> None:
    from service.infra.extensions import db

    with jobs_app.app_context():
        solves.request_solve(puzzle_id)
        assert solves.settled_solve(puzzle_id).status == "queued"  # not kept
        jobs.solve_puzzle(puzzle_id)
        first = solves.settled_solve(puzzle_id)
        assert first.status == "done" and first.proven
        redis.flushdb()
        db.session.execute(sa.delete(Solve).where(Solve.puzzle_id == puzzle_id))
        db.session.commit()
        assert solves.get_solve(puzzle_id).status == "none"  # gone from storage
        assert solves.settled_solve(puzzle_id) == first  # still known here


def test_limit_is_an_answer_not_proven(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    from tests.helpers.puzzles import long_spec

    jobs_app.config.update(SOLVE_MAX_SECONDS=0.3, SOLVE_MAX_MEMORY_MB=16)
    puzzle_id = create_puzzle(client, auth, long_spec())
    with jobs_app.app_context():
        solves.request_solve(puzzle_id, queue=INTERACTIVE)  # a big board: when asked
        jobs.solve_puzzle(puzzle_id)
        status = solves.get_solve(puzzle_id)
        assert solves.known_optimum(puzzle_id) is None
    assert status.status == "done" and status.result == "limit"
    assert status.proven is False and status.optimal_moves is None
    assert status.lower_bound is not None and status.lower_bound >= 1
    assert status.hint is None


def test_failure_is_recorded_when_no_retry_is_left(
    jobs_app: Flask, db: so.Session, puzzle_id: str
) -> None:
    with jobs_app.app_context():
        solves.request_solve(puzzle_id)
        job = Job.fetch(
            solves.job_id(puzzle_id),
            connection=get_queue(BULK).connection,
            serializer=get_queue(BULK).serializer,
        )
    job.retries_left = 1
    jobs.solve_failed(job, None, MemoryError, MemoryError("out of memory"))
    record = row(db, puzzle_id)
    assert record is not None and record.status == "queued"  # a retry follows
    job.retries_left = 0
    jobs.solve_failed(job, None, MemoryError, MemoryError("out of memory"))
    record = row(db, puzzle_id)
    assert record is not None and record.status == "failed"
    assert record.error == "MemoryError: out of memory"
    with jobs_app.app_context():
        status = solves.get_solve(puzzle_id)
        assert status.status == "failed" and "MemoryError" in (status.error or "")
        assert (
            solves.request_solve(puzzle_id).status == "queued"
        )  # asked again: retried
    record = row(db, puzzle_id)
    assert record is not None and record.status == "queued"


def test_job_without_a_record_searches_nothing(
    jobs_app: Flask, db: so.Session, puzzle_id: str
) -> None:
    with jobs_app.app_context():
        solves.request_solve(puzzle_id)
    jobs_app.extensions[CACHES] = {}
    with jobs_app.app_context():
        from service.infra.extensions import db as ext

        ext.session.execute(sa.delete(Solve))
        ext.session.commit()
    assert jobs.solve_puzzle(puzzle_id) == {"puzzle_id": puzzle_id, "stored": False}


def test_status_reports_progress_of_a_running_job(app: Flask, puzzle_id: str) -> None:
    with app.app_context():
        solves.request_solve(puzzle_id)
        job = Job.fetch(
            solves.job_id(puzzle_id),
            connection=get_queue(BULK).connection,
            serializer=get_queue(BULK).serializer,
        )
        job.set_status("started")
        job.meta["progress"] = {"depth": 7, "nodes": 1234, "seconds": 0.5}
        job.save_meta()
        from workers.solving import start_attempt

        start_attempt(puzzle_id)
        status: Any = solves.get_solve(puzzle_id)
    assert status.status == "running"
    assert status.progress == {"depth": 7, "nodes": 1234, "seconds": 0.5}
