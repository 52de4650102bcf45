"""Puzzles: a board, robot positions, a target and the rules that change the answer."""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any

from .board import Board, parse_board, parse_cell
from .errors import GameError, InvalidPuzzle
from .geometry import CLASSIC_COLORS, ROBOT_COLORS, VORTEX, Cell


@dataclass(frozen=True, slots=True)
class Goal:
    """What a puzzle asks: bring a robot of `color` (or any robot) onto `cell`."""

    color: str
    cell: Cell

    def eligible(self, robot: str) -> bool:
        """Tell whether a robot may finish on this goal."""
        return self.color == VORTEX or self.color == robot

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {"color": self.color, "cell": list(self.cell)}


@dataclass(frozen=True, slots=True)
class Puzzle:
    """An immutable puzzle; `robots` is ordered red, green, blue, yellow, black."""

    board: Board
    robots: tuple[tuple[str, Cell], ...]
    target: Goal
    ricochet_rule: bool = True

    @property
    def robot_positions(self) -> dict[str, Cell]:
        """Return the robots as a colour -> cell mapping."""
        return dict(self.robots)

    def with_robots(self, robots: dict[str, Cell]) -> Puzzle:
        """Return the same puzzle with the robots moved."""
        return replace(self, robots=_ordered(robots))

    def to_json(self) -> dict[str, Any]:
        """Return the canonical JSON form."""
        return {
            "board": self.board.to_json(),
            "robots": {color: list(cell) for color, cell in self.robots},
            "target": self.target.to_json(),
            "rules": {"ricochet_rule": self.ricochet_rule},
        }

    @property
    def puzzle_id(self) -> str:
        """Return a short stable id derived from the canonical form."""
        return "p" + short_hash(self.to_json())


def board_id(board: Board) -> str:
    """Return a short stable id of a board derived from its canonical form."""
    return "b" + short_hash(board.to_json())


def canonical_json(value: Any) -> str:
    """Serialise JSON deterministically: sorted keys, no spaces."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def short_hash(value: Any) -> str:
    """Return 16 base32 characters of the SHA-256 of a value's canonical JSON."""
    digest = hashlib.sha256(canonical_json(value).encode()).digest()
    return base64.b32encode(digest[:10]).decode().lower()


def _ordered(robots: dict[str, Cell]) -> tuple[tuple[str, Cell], ...]:
    """Order robots by the fixed colour order."""
    return tuple((c, robots[c]) for c in ROBOT_COLORS if c in robots)


# --- parsing ---------------------------------------------------------------------


def resolve_board(value: Any, field_name: str = "board") -> Board:
    """Return a board given in the JSON contract or as a classic layout code."""
    if isinstance(value, str):
        from .layouts import board_for_code  # a layout code stands in for a board

        try:
            return board_for_code(value)
        except GameError as exc:
            raise InvalidPuzzle(exc.message, field_name) from exc
    return parse_board(value, field_name)


def parse_puzzle(data: Any, *, board: Board | None = None) -> Puzzle:
    """Validate a puzzle in the JSON contract.

    :param board: an already resolved board (e.g. from `board_id`) that replaces
        `data["board"]`.
    :raise GameError: naming the offending field and the problem.
    """
    if not isinstance(data, dict):
        raise InvalidPuzzle("must be an object", "puzzle")
    unknown = set(data) - {"board", "robots", "target", "rules"}
    if unknown:
        raise InvalidPuzzle(f"unknown field(s): {', '.join(sorted(unknown))}", "puzzle")
    if board is None:
        if "board" not in data:
            raise InvalidPuzzle("is required", "board")
        board = resolve_board(data["board"])
    robots = parse_robots(data.get("robots"), board)
    target = parse_goal(data.get("target"), board, robots)
    return Puzzle(
        board, _ordered(robots), target, parse_puzzle_rules(data.get("rules"))
    )


def parse_robots(value: Any, board: Board) -> dict[str, Cell]:
    """Check the robots: known colours, on free cells, one per cell."""
    if not isinstance(value, dict) or not value:
        raise InvalidPuzzle("must be an object mapping colours to cells", "robots")
    robots: dict[str, Cell] = {}
    for color, cell_value in value.items():
        if color not in ROBOT_COLORS:
            raise InvalidPuzzle(f"unknown robot colour {color!r}", f"robots.{color}")
        cell = _cell(cell_value, board, f"robots.{color}")
        if cell in board.blocked:
            raise InvalidPuzzle(
                f"robot on blocked cell {list(cell)}", f"robots.{color}"
            )
        if cell in board.diagonal_at:
            raise InvalidPuzzle(
                f"robot on diagonal cell {list(cell)}", f"robots.{color}"
            )
        if cell in robots.values():
            raise InvalidPuzzle(f"two robots on cell {list(cell)}", f"robots.{color}")
        robots[color] = cell
    return robots


def parse_goal(value: Any, board: Board, robots: dict[str, Cell]) -> Goal:
    """Check the target: a robot colour in play (not black) or `any`, on a free cell."""
    if not isinstance(value, dict):
        raise InvalidPuzzle("must be an object with color and cell", "target")
    color = value.get("color")
    if color not in (*CLASSIC_COLORS, VORTEX):
        raise InvalidPuzzle(f"unknown target colour {color!r}", "target.color")
    if color != VORTEX and color not in robots:
        raise InvalidPuzzle(f"no {color} robot is in play", "target.color")
    cell = _cell(value.get("cell"), board, "target.cell")
    if cell in board.blocked or cell in board.diagonal_at:
        raise InvalidPuzzle(
            f"target on a blocked or diagonal cell {list(cell)}", "target.cell"
        )
    return Goal(color, cell)


def check_printed_target(puzzle: Puzzle) -> None:
    """Require the target to be one of the board's printed targets, same colour.

    A board that prints no targets (a custom board listing none) takes any free
    cell: its picture shows the puzzle's own target. Stored puzzles are read
    without this check, so rows written before it still load.

    :raise InvalidPuzzle: naming `target.cell` or `target.color`.
    """
    board, goal = puzzle.board, puzzle.target
    if not board.targets:
        return
    printed = next((t for t in board.targets if t.cell == goal.cell), None)
    if printed is None:
        raise InvalidPuzzle(
            f"the board prints no target at {list(goal.cell)}", "target.cell"
        )
    if printed.color != goal.color:
        raise InvalidPuzzle(
            f"the target at {list(goal.cell)} is {printed.color} "
            f"{printed.symbol}, not {goal.color}",
            "target.color",
        )


def parse_puzzle_rules(value: Any) -> bool:
    """Return the ricochet-rule flag from a puzzle's `rules` (default on)."""
    if value is None:
        return True
    if not isinstance(value, dict):
        raise InvalidPuzzle("must be an object", "rules")
    unknown = set(value) - {"ricochet_rule"}
    if unknown:
        raise InvalidPuzzle(f"unknown rule(s): {', '.join(sorted(unknown))}", "rules")
    flag = value.get("ricochet_rule", True)
    if not isinstance(flag, bool):
        raise InvalidPuzzle("must be true or false", "rules.ricochet_rule")
    return flag


def _cell(value: Any, board: Board, name: str) -> Cell:
    """Parse a cell on the board, re-raising as a puzzle error."""
    try:
        return parse_cell(value, board.width, board.height, name)
    except GameError as exc:
        raise InvalidPuzzle(exc.message, name) from exc
