"""Helpers of the worker tests: processes, what the API shows of a solve."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask.testing import FlaskClient


def children(pid: int) -> list[int]:
    """Return a process's child processes (the worker's work horse)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()]


def solution(client: FlaskClient, puzzle_id: str) -> dict[str, Any]:
    """Return the solution endpoint's body."""
    body: dict[str, Any] = client.get(f"/v1/puzzles/{puzzle_id}/solution").json
    return body


def done(client: FlaskClient, puzzle_id: str) -> dict[str, Any] | None:
    """Return the solution once done, else None."""
    body = solution(client, puzzle_id)
    return body if body["status"] == "done" else None


def progressed(client: FlaskClient, puzzle_id: str) -> dict[str, Any] | None:
    """Return the solution body once the running search reported some nodes."""
    body = solution(client, puzzle_id)
    return body if (body["progress"] or {}).get("nodes") else None
