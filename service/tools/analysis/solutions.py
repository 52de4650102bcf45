"""Store an optimal solution beside each longest placement and sample of a result
file, read from the target's saved table and replayed by the checker."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from service.game.analysis import DistanceTable, Placement, TargetAnalysis
from service.game.analysis.model import Solution
from service.game.board import Board
from service.game.check import check_solution
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle


def add_solutions(result: Path, tables: Path) -> dict[str, int]:
    """Add solutions to every target of `result` whose table is under `tables`;
    rewrite the file atomically; return how many placements each target got."""
    data: dict[str, Any] = json.loads(result.read_text())
    board = board_for_code(str(data["board"]))
    done: dict[str, int] = {}
    for name, target in data["targets"].items():
        path = tables / f"{name}.npy"
        if not path.is_file():
            continue
        done[name] = add_target_solutions(board, target, path)
    tmp = result.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    tmp.replace(result)
    return done


def add_target_solutions(board: Board, target: dict[str, Any], path: Path) -> int:
    """Add solutions to one target's JSON from its table; return how many."""
    solved = solve_target(board, TargetAnalysis.from_json(target), path)
    target.update(
        {k: v for k, v in solved.to_json().items() if k.endswith("solutions")}
    )
    return len(solved.solutions) + sum(len(s) for s in solved.sample_solutions.values())


def solve_target(board: Board, analysis: TargetAnalysis, path: Path) -> TargetAnalysis:
    """Return the analysis with a checked optimal solution of each longest
    placement and sample, read from the table at `path`."""
    table = DistanceTable.open(path)
    if table.target != analysis.target:
        raise ValueError(f"{path}: the table is of another target")
    longest = tuple(
        checked(board, analysis, table, p, analysis.maximum) for p in analysis.longest
    )
    samples = {
        d: tuple(checked(board, analysis, table, p, d) for p in ps)
        for d, ps in analysis.samples.items()
    }
    return replace(analysis, solutions=longest, sample_solutions=samples)


def checked(
    board: Board,
    analysis: TargetAnalysis,
    table: DistanceTable,
    placement: Placement,
    optimum: int,
) -> Solution:
    """Return the table's solution of a placement once the checker has replayed it
    in exactly `optimum` moves (the table's and the result file's).

    :raise ValueError: when the table, the file and the checker disagree.
    """
    if table.optimum(placement) != optimum:
        raise ValueError(f"{placement}: the table's optimum is not {optimum}")
    solution = table.solution(placement)
    goal = Goal(analysis.target.color, analysis.target.cell)
    puzzle = Puzzle(board, (), goal, ricochet_rule=False).with_robots(placement)
    verdict = check_solution(puzzle, solution)
    if not verdict.solved or verdict.moves != optimum:
        raise ValueError(f"{placement}: the table's solution does not replay")
    return tuple(solution)
