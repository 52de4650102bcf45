"""Answers by lookup: a puzzle on an analysed board read from its distance table.

An exhaustive analysis (`service.analyses`) writes one table per board, robots and
target under ANALYSIS_TABLES_DIR. A puzzle whose board, robot colours and target
have a table there is answered at once: its optimum is one read, an optimal
solution a walk down the table (`service.game.analysis.DistanceTable`, memory
mapped, opened once per process). The analysis plays the plain rules, so a puzzle
under the ricochet rule is never answered from a table.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from flask import current_app

from service.game.analysis import DistanceTable
from service.game.board import parse_board
from service.game.puzzle import Puzzle, board_id, parse_puzzle
from service.game.solver import SolverStatus
from service.infra.extensions import db
from service.puzzles.models import Puzzle as PuzzleRow

log = logging.getLogger(__name__)

METHOD_TABLE = "table"
METHOD_SEARCH = "search"
SUFFIX = ".npy"  # and its description beside it, .json

_open: dict[Path, DistanceTable] = {}
"""Tables opened by this process (memory-mapped: the OS shares their pages)."""


def table_path(
    folder: Path, board: str, robots: list[str], target: dict[str, Any]
) -> Path:
    """Return where the table of a board's target for these robots is kept."""
    x, y = target["cell"]
    name = f"{target['color']}-{int(x)}-{int(y)}{SUFFIX}"
    return folder / board / "-".join(robots) / name


def puzzle_table(puzzle: Puzzle) -> DistanceTable | None:
    """Return the table that answers a puzzle, or None (tables off, none kept)."""
    folder = current_app.config.get("ANALYSIS_TABLES_DIR")
    if not folder or puzzle.ricochet_rule:
        return None
    robots = [color for color, _ in puzzle.robots]
    path = table_path(
        Path(folder), board_id(puzzle.board), robots, puzzle.target.to_json()
    )
    table = _open.get(path)
    if table is None and path.is_file():
        try:
            table = _open[path] = DistanceTable.open(path)
        except (OSError, ValueError):
            log.exception("the distance table %s could not be opened", path)
            return None
    return table


def table_result(puzzle: Puzzle) -> dict[str, Any] | None:
    """Return a puzzle's answer read from its table (the solver's JSON form, with
    `method: "table"`), or None when no table holds it."""
    table = puzzle_table(puzzle)
    if table is None:
        return None
    start = time.perf_counter()
    robots = puzzle.robot_positions
    optimum = table.optimum(robots)
    solution = None if optimum is None else [list(m) for m in table.solution(robots)]
    return {
        "status": SolverStatus.OPTIMAL
        if optimum is not None
        else SolverStatus.UNSOLVABLE,
        "optimal_moves": optimum,
        "moves": optimum,
        "solution": solution,
        "proven": True,
        "lower_bound": optimum,
        "nodes": 0,
        "seconds": round(time.perf_counter() - start, 6),
        "method": METHOD_TABLE,
    }


def stored_table_answer(puzzle_id: str) -> dict[str, Any] | None:
    """Return a stored puzzle's answer from its table, or None (tables off, no
    table, not a stored robot puzzle)."""
    if not current_app.config.get("ANALYSIS_TABLES_DIR"):
        return None
    row = db.session.get(PuzzleRow, puzzle_id)
    if row is None or row.data.get("kind") == "micro":
        return None
    board = parse_board(row.board.data)
    return table_result(parse_puzzle(row.data, board=board))
