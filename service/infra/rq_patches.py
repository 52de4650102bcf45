"""The one place where RQ's behaviour is patched (imported with service.infra.queues).

RQ 3.0: when a dead worker's job is recovered (StartedJobRegistry.cleanup retries
it), the dead execution stays listed in the job's ExecutionRegistry for 60 s
longer than its data lives. Anything listing the job's executions in that window
raises ValueError("Execution ... not found in Redis"): above all the cleanup after
the retry succeeds, so a successful retry was failed and run once more (and
deleting such a job in `enqueue_unique` raised too). Executions whose data has
expired are skipped and unlisted instead. tests/workers/test_rq_overrides.py fails
when RQ changes this.
"""

from __future__ import annotations

from rq.executions import Execution, ExecutionRegistry

RQ_GET_EXECUTIONS = ExecutionRegistry.get_executions
"""RQ's own method (kept for the test that pins its behaviour)."""


def get_live_executions(
    self: ExecutionRegistry, start: int = 0, end: int = -1
) -> list[Execution]:
    """Return the job's executions, unlisting those whose data has expired."""
    executions = []
    for execution_id in self.get_execution_ids(start, end):
        try:
            execution = Execution.fetch(
                id=execution_id, job_id=self.job_id, connection=self.connection
            )
        except ValueError:  # expired: a dead worker's execution
            self.connection.zrem(self.key, execution_id)
            continue
        executions.append(execution)
    return executions


ExecutionRegistry.get_executions = get_live_executions  # type: ignore[method-assign]
