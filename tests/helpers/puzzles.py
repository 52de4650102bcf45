"""Puzzles the tests store and solve: a small walled board, a search that runs into
its limit, distinct small puzzles, and storing one through the API."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

WALLED = {"width": 4, "height": 4, "walls": [[1, 1, "E"], [2, 2, "S"]]}
"""A small board: its puzzles solve in microseconds."""
OPEN_32 = {"width": 32, "height": 32}
"""An empty 32x32 board: five robots cannot stop on its centre, and proving that takes
any solver far longer than a test allows: a search that runs into its limit."""


def small_spec(
    target: list[int], color: str = "red", rule: bool = False
) -> dict[str, Any]:
    """Return a puzzle on the small walled board."""
    return {
        "board": WALLED,
        "robots": {"red": [0, 3], "green": [3, 3], "blue": [3, 0]},
        "target": {"color": color, "cell": target},
        "rules": {"ricochet_rule": rule},
    }


def long_spec() -> dict[str, Any]:
    """Return a puzzle whose search runs until its time limit."""
    robots = {"red": [0, 0], "green": [31, 0], "blue": [0, 31], "yellow": [31, 31]}
    return {
        "board": OPEN_32,
        "robots": {**robots, "black": [5, 7]},
        "target": {"color": "red", "cell": [16, 16]},
        "rules": {"ricochet_rule": True},
    }


TARGETS = [[x, y] for x in range(4) for y in range(4) if [x, y] != [0, 3]]
"""Every cell of the small board but the red robot's start."""


def specs(count: int) -> list[dict[str, Any]]:
    """Return `count` distinct small puzzles (robot, target and rule vary)."""
    out = []
    for color in ("red", "green", "blue"):
        for rule in (False, True):
            out += [small_spec(t, color, rule) for t in TARGETS]
    return out[:count]


def create_puzzle(
    client: FlaskClient, auth: dict[str, str], spec: dict[str, Any]
) -> str:
    """Store a puzzle through the API; return its id."""
    response = client.post("/v1/puzzles", json=spec, headers=auth)
    assert response.status_code in (200, 201), response.json
    puzzle_id: str = response.json["id"]
    return puzzle_id
