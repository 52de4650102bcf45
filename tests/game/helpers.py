"""Small builders for hand-made test boards and puzzles."""

from __future__ import annotations

import gzip
import json
import random
from importlib import resources
from typing import Any

from service.game.board import Board, parse_board
from service.game.layouts import board_for_code
from service.game.puzzle import Puzzle, parse_puzzle


def board(width: int = 8, height: int = 8, **parts: Any) -> Board:
    """Build a board from JSON-contract parts."""
    return parse_board({"width": width, "height": height, **parts})


def puzzle(
    robots: dict[str, list[int]],
    target: tuple[str, list[int]],
    *,
    rule: bool = False,
    width: int = 8,
    height: int = 8,
    **parts: Any,
) -> Puzzle:
    """Build a puzzle on a hand-made board."""
    return parse_puzzle(
        {
            "board": {"width": width, "height": height, **parts},
            "robots": robots,
            "target": {"color": target[0], "cell": target[1]},
            "rules": {"ricochet_rule": rule},
        }
    )


def bench_positions() -> list[dict[str, Any]]:
    """Load the shared reference positions shipped with the package."""
    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with gzip.open(str(path), "rt") as lines:
        return [json.loads(line) for line in lines]


def bench_puzzle(position: dict[str, Any], *, rule: bool) -> Puzzle:
    """Build the puzzle of a reference position with the rule on or off."""
    return parse_puzzle(
        {
            "board": position["board"],
            "robots": position["robots"],
            "target": position["target"],
            "rules": {"ricochet_rule": rule},
        }
    )


SMALL = board(
    6,
    6,
    walls=[[1, 1, "E"], [3, 2, "S"], [4, 4, "E"], [2, 4, "S"], [0, 3, "E"]],
    targets=[
        {"color": "red", "cell": [2, 2]},
        {"color": "green", "cell": [4, 1]},
        {"color": "red", "cell": [1, 4]},
        {"color": "any", "cell": [5, 5]},
    ],
)


SIDES = {(0, -1): "N", (1, 0): "E", (0, 1): "S", (-1, 0): "W"}

STEP = {side: delta for delta, side in SIDES.items()}

LAYOUT = "1A3C2B4D"
"""The classic layout of the fingerprint and replay tests."""


def small_spec(seed: int) -> dict[str, Any]:
    """Return a random 7x6 puzzle with walls, a blocked cell and diagonals."""
    rng = random.Random(seed)
    cells = rng.sample([[x, y] for x in range(7) for y in range(6)], 9)
    walls = [[x, y, rng.choice("NESW")] for x, y in cells[:3]]
    colors = ["red", "green", "blue", "yellow"]
    return {
        "board": {
            "width": 7,
            "height": 6,
            "walls": [w for w in walls if 0 < w[0] < 6 and 0 < w[1] < 5],
            "blocked": [cells[3]],
            "targets": [{"color": "red", "symbol": "circle", "cell": cells[4]}],
            "diagonals": [
                {"cell": cells[5], "color": rng.choice(colors), "orientation": "/"},
                {"cell": cells[6], "color": "green", "orientation": "\\"},
            ],
        },
        "robots": {"red": cells[7], "green": cells[8], "blue": cells[0]},
        "target": {"color": "red", "cell": cells[4]},
        "rules": {"ricochet_rule": seed % 2 == 0},
    }


def transformed(spec: dict[str, Any], transpose: bool, mx: bool, my: bool) -> Any:
    """Return a spec rotated/mirrored (computed here, apart from the module)."""
    board = spec["board"]
    w, h = (
        (board["height"], board["width"])
        if transpose
        else (board["width"], board["height"])
    )

    def move(cell: list[int]) -> list[int]:
        x, y = (cell[1], cell[0]) if transpose else (cell[0], cell[1])
        return [w - 1 - x if mx else x, h - 1 - y if my else y]

    def wall(x: int, y: int, side: str) -> list[Any]:
        dx, dy = STEP[side]
        a, b = move([x, y]), move([x + dx, y + dy])
        return [*a, SIDES[(b[0] - a[0], b[1] - a[1])]]

    def turn(orientation: str) -> str:
        ends = [(0, 1), (1, 0)] if orientation == "/" else [(0, 0), (1, 1)]
        ends = [move_corner(c) for c in ends]
        return "/" if ends[0][0] != ends[0][1] else "\\"

    def move_corner(corner: tuple[int, int]) -> tuple[int, int]:
        x, y = (corner[1], corner[0]) if transpose else corner
        return (1 - x if mx else x, 1 - y if my else y)

    return {
        "board": {
            "width": w,
            "height": h,
            "walls": [wall(*item) for item in board["walls"]],
            "blocked": [move(c) for c in board["blocked"]],
            "targets": [{**t, "cell": move(t["cell"])} for t in board["targets"]],
            "diagonals": [
                {**d, "cell": move(d["cell"]), "orientation": turn(d["orientation"])}
                for d in board["diagonals"]
            ],
        },
        "robots": {c: move(cell) for c, cell in spec["robots"].items()},
        "target": {**spec["target"], "cell": move(spec["target"]["cell"])},
        "rules": spec["rules"],
    }


def classic_spec() -> dict[str, Any]:
    """Return a classic puzzle with its board inline (printed targets and all)."""
    return {
        "board": board_for_code(LAYOUT).to_json(),
        "robots": {
            "red": [0, 0],
            "green": [5, 5],
            "blue": [10, 10],
            "yellow": [15, 15],
        },
        "target": {"color": "red", "cell": [2, 5]},
    }


def small_random_puzzle(rng: random.Random, rule: bool) -> dict[str, object]:
    """Return a small random puzzle: 5x5, a few walls, 2-3 robots."""
    size = 5
    walls = [
        [rng.randrange(size), rng.randrange(size), rng.choice("ES")] for _ in range(4)
    ]
    cells = rng.sample([(x, y) for x in range(size) for y in range(size)], 4)
    colors = ["red", "green", "blue"][: rng.choice((2, 3))]
    return {
        "board": {"width": size, "height": size, "walls": walls},
        "robots": {c: list(cells[i]) for i, c in enumerate(colors)},
        "target": {"color": rng.choice(["red", "any"]), "cell": list(cells[3])},
        "rules": {"ricochet_rule": rule},
    }
