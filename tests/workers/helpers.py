"""Helpers of the worker tests: processes, puzzles to solve, what the API shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask.testing import FlaskClient

from tests.workers.conftest import (
    create_puzzle,
    small_spec,
)
from workers import jobs


def children(pid: int) -> list[int]:
    """Return a process's child processes (the worker's work horse)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()]


def fresh_key(client: FlaskClient) -> dict[str, str]:
    """Register a client (from the test client's one address); its header."""
    key = client.post("/v1/clients", json={"name": "fresh"}).json["api_key"]
    return {"Authorization": f"Bearer {key}"}


def assert_refused(response: Any, kind: str) -> None:
    """Assert a 429 problem of a kind, with Retry-After."""
    assert response.status_code == 429, response.json
    assert response.mimetype == "application/problem+json"
    assert response.json["type"].endswith(f"/{kind}"), response.json
    assert int(response.headers["Retry-After"]) > 0


TARGETS = [[x, y] for x in range(4) for y in range(4) if [x, y] != [0, 3]]
"""Every cell of the small board but the red robot's start."""


def specs(count: int) -> list[dict[str, Any]]:
    """Return `count` distinct small puzzles (robot, target and rule vary)."""
    out = []
    for color in ("red", "green", "blue"):
        for rule in (False, True):
            out += [small_spec(t, color, rule) for t in TARGETS]
    return out[:count]


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


SPEC = {
    "board": {"width": 5, "height": 5, "walls": [[2, 2, "E"]]},
    "robots": {"red": [0, 4], "green": [4, 4], "blue": [4, 0]},
    "target": {"color": "red", "cell": [4, 3]},
    "rules": {"ricochet_rule": False},
}
"""Red to the corner's neighbour: several optimal orders of the same moves."""


def solved(client: FlaskClient, auth: dict[str, str], spec: dict[str, Any]) -> str:
    """Store a puzzle and prove its optimum in-process; return its id."""
    puzzle_id = create_puzzle(client, auth, spec)
    jobs.solve_puzzle(puzzle_id)
    return puzzle_id


def listing(client: FlaskClient, puzzle_id: str, query: str = "") -> dict[str, Any]:
    """Return the 200 list document of a puzzle."""
    response = client.get(f"/v1/puzzles/{puzzle_id}/solutions{query}")
    assert response.status_code == 200, response.json
    assert response.mimetype == "application/json"
    body: dict[str, Any] = response.json
    return body
