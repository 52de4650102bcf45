"""Small builders for hand-made test boards and puzzles."""

from __future__ import annotations

import gzip
import json
from importlib import resources
from typing import Any

from service.game.board import Board, parse_board
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
