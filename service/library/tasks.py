"""The library's background tasks held in Redis: puzzle requests and record searches.

A task is a hash `<prefix><id>` (status, owner, created_at, expires_at and the
task's own fields), expiring with the check jobs' TTL, and one RQ job on `bulk`
(a client waits for it) named by the task's id.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from flask import current_app

from service.infra import clock
from service.infra.domain_errors import NotFound, Unavailable
from service.infra.jobstore import JobState, decode_hash
from service.infra.queues import BULK, REDIS_ERRORS, connection, enqueue_unique

UNAVAILABLE = "the job store (Redis) is unavailable; retry later"


@dataclass(frozen=True, slots=True)
class TaskStore:
    """The Redis hashes and RQ jobs of one kind of library task."""

    prefix: str  # e.g. "ricochet:puzzlereq:"
    noun: str  # e.g. "puzzle request", in messages
    id_prefix: str  # new ids are this and 16 hex digits
    job: str  # the worker function, by dotted path

    @property
    def pattern(self) -> re.Pattern[str]:
        """Return what a well-formed id looks like."""
        return re.compile(re.escape(self.id_prefix) + r"[0-9a-f]{16}")

    def key(self, task_id: str) -> str:
        """Return the Redis key of a task."""
        return self.prefix + task_id

    def create(
        self, fields: dict[str, Any], owner: str, timeout: int
    ) -> tuple[str, dict[str, str]]:
        """Store a new task's hash and enqueue its job; return its id and hash
        (503 when Redis is down)."""
        task_id = self.id_prefix + secrets.token_hex(8)
        created = clock.now()
        ttl = int(current_app.config["CHECK_JOB_TTL"])
        meta: dict[Any, Any] = {
            "status": JobState.QUEUED,
            **fields,
            "owner": owner,
            "created_at": created.isoformat(),
            "expires_at": (created + timedelta(seconds=ttl)).isoformat(),
        }
        try:
            conn = connection()
            conn.hset(self.key(task_id), mapping=meta)
            conn.expire(self.key(task_id), ttl)
            options = {"timeout": timeout, "result_ttl": 600}
            enqueue_unique(BULK, self.job, task_id, [task_id], options=options)
        except REDIS_ERRORS as exc:
            raise Unavailable(UNAVAILABLE) from exc
        return task_id, {k: str(v) for k, v in meta.items()}

    def owned(self, task_id: str, owner: str) -> dict[str, str]:
        """Return a task's hash if the client owns it (404 otherwise, 503 when
        Redis is down)."""
        valid = self.pattern.fullmatch(task_id) is not None
        try:
            raw = connection().hgetall(self.key(task_id)) if valid else {}
        except REDIS_ERRORS as exc:
            raise Unavailable(UNAVAILABLE) from exc
        meta = decode_hash(raw)
        if not meta or meta.get("owner") != owner:
            raise NotFound(f"no {self.noun} {task_id!r} (or it expired)")
        return meta
