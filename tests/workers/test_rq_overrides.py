"""Pins where the workers override RQ internals: a changed RQ fails here first."""

from __future__ import annotations

import ast
import inspect
import textwrap
import time
from typing import Any

import pytest
import redis as redis_lib
from rq import Queue, SimpleWorker, Worker
from rq.executions import ExecutionRegistry
from rq.job import Job
from rq.serializers import JSONSerializer
from rq.worker.base import BaseWorker

from service.infra import rq_patches
from workers.rq_compat import InProcessJobsWorker, ParentBoundScheduler
from workers.worker import SolverWorker


def body_of(function: Any) -> str:
    """Return a method's statements without its docstring, as an AST dump."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    method = tree.body[0]
    assert isinstance(method, ast.FunctionDef)
    statements = method.body
    if isinstance(statements[0], ast.Expr) and isinstance(
        statements[0].value, ast.Constant
    ):
        statements = statements[1:]
    return "\n".join(ast.dump(s) for s in statements)


def test_the_scheduler_start_is_rqs_with_a_parent_bound_scheduler() -> None:
    ours = body_of(SolverWorker._start_scheduler).replace(
        ParentBoundScheduler.__name__, "RQScheduler"
    )
    assert ours == body_of(BaseWorker._start_scheduler), (
        "rq's Worker._start_scheduler changed: update SolverWorker._start_scheduler"
    )


def test_running_a_job_in_process_is_rqs_simple_worker_plus_heartbeats() -> None:
    """InProcessJobsWorker.execute_job runs a job as rq 3.0's SimpleWorker does and
    beats as rq's Worker does while its horse runs (and ends a hung one alike)."""
    assert body_of(SimpleWorker.execute_job) == "\n".join(
        ast.dump(statement)
        for statement in ast.parse(
            "execution = self.prepare_execution(job)\n"
            "self.perform_job(job, queue, execution)\n"
            "self.set_state(WorkerStatus.IDLE)\n"
        ).body
    ), "rq's SimpleWorker.execute_job changed: update InProcessJobsWorker.execute_job"
    ours = inspect.getsource(InProcessJobsWorker.execute_job)
    assert "self.perform_job(job, queue, execution)" in ours
    monitor = inspect.getsource(Worker.monitor_work_horse)
    assert "self.maintain_heartbeats(job, execution)" in monitor
    assert "working_time > (job.timeout + 60)" in monitor, (
        "rq's rule for killing a hung horse changed: update InProcessJobsWorker._beat"
    )


def stale_job(conn: redis_lib.Redis) -> Job:
    """Enqueue a job whose execution registry lists an execution that has expired,
    as RQ leaves it when a dead worker's job is recovered and retried."""
    queue = Queue("interactive", connection=conn, serializer=JSONSerializer)
    job = queue.enqueue("workers.jobs.sweep", job_id="stale-job")
    key = ExecutionRegistry(job.id, connection=conn).key
    conn.zadd(key, {"deadbeef": time.time() + 600})  # its hash expired already
    return job


@pytest.mark.redis
def test_rq_still_fails_on_an_expired_execution(redis: redis_lib.Redis) -> None:
    """RQ 3.0 raises here; when it no longer does, drop service.infra.rq_patches."""
    job = stale_job(redis)
    with pytest.raises(ValueError, match="not found in Redis"):
        rq_patches.RQ_GET_EXECUTIONS(job.execution_registry)


@pytest.mark.redis
def test_a_job_with_an_expired_execution_can_be_deleted(
    redis: redis_lib.Redis,
) -> None:
    job = stale_job(redis)
    assert job.get_executions() == []
    job.delete()  # what a finished retry (result_ttl=0) does in RQ's cleanup
    assert not redis.exists(job.key)
    assert not redis.exists(job.execution_registry.key)
