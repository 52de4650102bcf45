"""Hold saved tables to the IDA* solver and to the published hardest positions."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from service.game.analysis import DistanceTable, analyse_target
from service.game.board import Board, Target, parse_board
from service.game.geometry import ROBOT_COLORS, Cell
from service.game.puzzle import Goal, Puzzle
from service.game.solver import Limits, solve


def proved_optimum(board: Board, robots: dict[str, Cell], target: Target) -> int | None:
    """Return the IDA* solver's proven optimum (ricochet rule off)."""
    puzzle = Puzzle(
        board,
        tuple(sorted(robots.items(), key=lambda kv: ROBOT_COLORS.index(kv[0]))),
        Goal(target.color, target.cell),
        ricochet_rule=False,
    )
    result = solve(puzzle, limits=Limits(max_depth=60, max_seconds=300))
    if not result.proven:
        raise RuntimeError(f"the solver proved nothing for {robots}")
    return result.optimal_moves


def verify_table(
    path: Path, count: int, longest: list[dict[str, Cell]], seed: int
) -> dict[str, Any]:
    """Compare `count` random placements and the given longest ones with IDA*."""
    table = DistanceTable.open(path)
    board, target = table.space.board, table.target
    rng = random.Random(seed)
    cells = list(table.space.cells)
    wrong: list[Any] = []
    started = time.perf_counter()
    for _ in range(count):
        here = dict(
            zip(table.robots, rng.sample(cells, len(table.robots)), strict=True)
        )
        if table.optimum(here) != proved_optimum(board, here, target):
            wrong.append(here)
    for here in longest:
        if table.optimum(here) != proved_optimum(board, here, target):
            wrong.append(here)
    return {
        "table": str(path),
        "random": count,
        "longest": len(longest),
        "disagree": len(wrong),
        "examples": wrong[:5],
        "seconds": round(time.perf_counter() - started, 1),
    }


def verify_published(positions: Path, tables: Path) -> list[dict[str, Any]]:
    """Analyse each published position's target and read its optimum in the table."""
    out = []
    for p in json.loads(positions.read_text())["positions"]:
        board = parse_board(p["board"])
        cell = (int(p["target"]["cell"][0]), int(p["target"]["cell"][1]))
        target = Target(cell, p["target"]["color"], "circle")
        board = Board.create(
            board.width, board.height, board.walls, board.blocked, (target,)
        )
        robots = {k: (int(v[0]), int(v[1])) for k, v in p["robots"].items()}
        path = tables / f"{p['id']}.npy"
        result = analyse_target(board, tuple(robots), target, table_path=path)
        table = DistanceTable.open(path)
        out.append(
            {
                "id": p["id"],
                "published": p["optimal_moves"],
                "table": table.optimum(robots),
                "solution": len(table.solution(robots)),
                "board_maximum": result.maximum,
                "seconds": round(result.seconds, 1),
                "certificate": result.certificate,
            }
        )
        print(json.dumps(out[-1]), flush=True)
    return out
