"""Helpers of the puzzle tests: a puzzle of several optimal solutions, listing them."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.helpers.puzzles import create_puzzle
from workers import jobs

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
