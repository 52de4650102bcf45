"""The sweep: solves lost from Redis are enqueued again; final failures recorded."""

from __future__ import annotations

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq.job import Job
from sqlalchemy import orm as so

from service.infra.queues import BULK, INTERACTIVE, get_queue
from service.solving import solves
from service.solving.models import Solve
from tests.helpers.puzzles import create_puzzle, small_spec
from workers import jobs

pytestmark = pytest.mark.redis


def test_redis_restarted_empty(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    db: so.Session,
) -> None:
    ids = [create_puzzle(client, auth, small_spec(t)) for t in ([2, 0], [3, 0], [0, 0])]
    with jobs_app.app_context():
        solves.request_solve(ids[0])
        solves.request_solve(ids[1], queue=INTERACTIVE)
        solves.request_solve(ids[2])
        jobs.solve_puzzle(ids[2])
    redis.flushdb()  # queued jobs are gone; the database still knows them
    counts = jobs.sweep()
    assert counts == {"pending": 2, "requeued": 2, "failed": 0}
    with jobs_app.app_context():
        assert get_queue(BULK).get_job_ids() == [solves.job_id(ids[0])]
        assert get_queue(INTERACTIVE).get_job_ids() == [solves.job_id(ids[1])]
    assert jobs.sweep() == {"pending": 2, "requeued": 0, "failed": 0}  # idempotent
    db.expire_all()
    assert db.get(Solve, ids[2]).status == "done"  # type: ignore[union-attr]


def test_final_failure_is_recorded(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    db: so.Session,
) -> None:
    puzzle_id = create_puzzle(client, auth, small_spec([2, 0]))
    with jobs_app.app_context():
        solves.request_solve(puzzle_id)
        queue = get_queue(BULK)
        job = Job.fetch(
            solves.job_id(puzzle_id),
            connection=queue.connection,
            serializer=queue.serializer,
        )
    job.retries_left = 0
    job.set_status("failed")  # e.g. the horse was killed and no failure callback ran
    job.save()
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").json["status"] == "failed"
    assert jobs.sweep()["failed"] == 1
    db.expire_all()
    record = db.get(Solve, puzzle_id)
    assert record is not None and record.status == "failed" and record.error


def test_sweep_survives_no_pending_rows(
    jobs_app: Flask, redis: redis_lib.Redis
) -> None:
    assert jobs.sweep() == {"pending": 0, "requeued": 0, "failed": 0}
