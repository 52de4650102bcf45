"""Every position the browser's slide is checked on: the shared bench positions,
classic layouts (with and without diagonals) with five robots and vortex targets, and
small custom boards crowded with walls, blocked cells and diagonals (loops included)."""

from __future__ import annotations

import gzip
import json
import random
from importlib import resources
from typing import Any

from service.game.board import parse_board
from service.game.geometry import DIRECTIONS, ORIENTATIONS, ROBOT_COLORS
from service.game.layouts import board_for_code, enumerate_layouts
from service.game.puzzle import parse_puzzle

SEED = 17


def bench_rows() -> list[dict[str, Any]]:
    """Return the shared reference positions as stored (with their solutions)."""
    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with path.open("rb") as raw, gzip.open(raw, "rt") as lines:
        return [json.loads(line) for line in lines]


def bench_positions() -> list[dict[str, Any]]:
    """Return the shared reference positions as puzzles (full boards)."""
    rows = bench_rows()
    return [
        parse_puzzle({k: row[k] for k in ("board", "robots", "target")}).to_json()
        for row in rows
    ]


def layout_positions(count: int, rng: random.Random) -> list[dict[str, Any]]:
    """Return classic layouts (two in three with diagonals), five robots, any target."""
    layouts = enumerate_layouts()
    with_diagonals = [lay for lay in layouts if lay.has_diagonals]
    without = [lay for lay in layouts if not lay.has_diagonals]
    out = []
    for i in range(count):
        layout = rng.choice(with_diagonals if i % 3 else without)
        board = board_for_code(layout.code)
        colors = ROBOT_COLORS if i % 2 else ROBOT_COLORS[:4]
        cells = rng.sample(board.free_cells(), len(colors))
        target = rng.choice(board.targets)
        out.append(
            parse_puzzle(
                {
                    "board": board.to_json(),
                    "robots": {c: list(p) for c, p in zip(colors, cells, strict=True)},
                    "target": {"color": target.color, "cell": list(target.cell)},
                    "rules": {"ricochet_rule": bool(i % 4)},
                }
            ).to_json()
        )
    return out


def custom_positions(count: int, rng: random.Random) -> list[dict[str, Any]]:
    """Return small random boards dense with diagonals, walls and blocked cells."""
    out = []
    for _ in range(count):
        width, height = rng.randint(3, 9), rng.randint(3, 9)
        cells = [(x, y) for y in range(height) for x in range(width)]
        rng.shuffle(cells)
        n_diag = rng.randint(1, max(1, len(cells) // 3))
        n_blocked = rng.randint(0, len(cells) // 10)
        colors = rng.sample(ROBOT_COLORS, rng.randint(1, 5))
        diagonals, rest = cells[:n_diag], cells[n_diag:]
        blocked, rest = rest[:n_blocked], rest[n_blocked:]
        if len(rest) < len(colors) + 1:
            continue
        robots, target = rest[: len(colors)], rest[len(colors)]
        walls = [
            [rng.randrange(width), rng.randrange(height), rng.choice(DIRECTIONS)]
            for _ in range(rng.randint(0, width * height // 4))
        ]
        board = parse_board(
            {
                "width": width,
                "height": height,
                "walls": walls,
                "blocked": [list(c) for c in blocked],
                "diagonals": [
                    {
                        "cell": list(c),
                        "color": rng.choice(ROBOT_COLORS[:4]),
                        "orientation": rng.choice(ORIENTATIONS),
                    }
                    for c in diagonals
                ],
            }
        )
        out.append(
            parse_puzzle(
                {
                    "board": board.to_json(),
                    "robots": {c: list(p) for c, p in zip(colors, robots, strict=True)},
                    "target": {
                        "color": rng.choice(
                            [*(c for c in colors if c != "black"), "any"]
                        ),
                        "cell": list(target),
                    },
                }
            ).to_json()
        )
    return out


def loop_positions(count: int, rng: random.Random) -> list[dict[str, Any]]:
    """Return boards where four diagonals make a ring: a robot sent round it loops
    for ever, unless a diagonal of its own colour lets it through."""
    out = []
    for _ in range(count):
        width, height = rng.randint(4, 10), rng.randint(4, 10)
        x0, x1 = sorted(rng.sample(range(width), 2))
        y0, y1 = sorted(rng.sample(range(height), 2))
        if x1 - x0 < 2:
            continue
        ring = {(x0, y0): "/", (x1, y0): "\\", (x1, y1): "/", (x0, y1): "\\"}
        colors = rng.sample(ROBOT_COLORS, rng.randint(1, 3))
        robot = (rng.randrange(x0 + 1, x1), y0)
        free = [
            (x, y)
            for y in range(height)
            for x in range(width)
            if (x, y) not in ring and (x, y) != robot
        ]
        others = rng.sample(free, len(colors))
        board = parse_board(
            {
                "width": width,
                "height": height,
                "diagonals": [
                    {
                        "cell": list(cell),
                        "color": rng.choice(ROBOT_COLORS[:4]),
                        "orientation": orientation,
                    }
                    for cell, orientation in ring.items()
                ],
            }
        )
        cells = [robot, *others[1:]]
        out.append(
            parse_puzzle(
                {
                    "board": board.to_json(),
                    "robots": {c: list(p) for c, p in zip(colors, cells, strict=True)},
                    "target": {"color": "any", "cell": list(others[0])},
                }
            ).to_json()
        )
    return out


def all_positions() -> list[dict[str, Any]]:
    """Return every position, in a fixed order (seeded)."""
    rng = random.Random(SEED)
    return (
        bench_positions()
        + layout_positions(400, rng)
        + custom_positions(800, rng)
        + loop_positions(200, rng)
    )
