"""Verify the library: every optimum it serves is proven.

Every stored solution is replayed by the game core (`check_solution`; a micro
route by `check_micro_path`) and must reach the target in exactly the stored
optimum; a random sample is solved again from scratch (the solver, capped at
the stored optimum; a micro puzzle by breadth-first search) and must be proven
with the same optimum. `ricochet library verify` runs it on the configured
database.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import sqlalchemy as sa

from service.game.check import check_solution
from service.game.micro import (
    check_micro_path,
    micro_shortest,
)
from service.game.puzzle import Puzzle
from service.game.solver import Limits, SolverStatus, solve
from service.infra.extensions import db
from service.library.models import LibraryPuzzle
from service.puzzles.models import Puzzle as PuzzleRow
from service.puzzles.puzzles import load_puzzles, stored_micro

from . import micro, store

BATCH = 200


@dataclass(slots=True)
class Verification:
    """What a verification found: counts, and the puzzles that failed."""

    total: int = 0
    replayed: int = 0
    reproved: int = 0
    """Solved again from scratch: the sampled ones, and every micro puzzle."""
    sampled: int = 0
    mismatches: list[str] = field(default_factory=list)
    """`<puzzle id>: <what is wrong>`, one per puzzle that failed."""
    unproven: list[str] = field(default_factory=list)
    """Sampled puzzles whose fresh solve hit its time limit (not a mismatch)."""

    @property
    def ok(self) -> bool:
        """Tell whether no stored optimum or solution was found wrong."""
        return not self.mismatches


def verify_library(
    sample: int,
    rng: random.Random,
    solve_seconds: float = 60.0,
    on_progress: Callable[[Verification], None] | None = None,
) -> Verification:
    """Replay every library puzzle's solution; re-prove `sample` puzzles of the
    solver's, chosen at random (and every micro one: a search of 36 cells)."""
    table = LibraryPuzzle
    query = sa.select(table.puzzle_id, table.family).order_by(table.puzzle_id)
    rows = db.session.execute(query).all()
    ids = [puzzle_id for puzzle_id, _ in rows]
    solved = [puzzle_id for puzzle_id, family in rows if family != micro.FAMILY]
    chosen = set(rng.sample(solved, min(sample, len(solved))))
    found = Verification(total=len(ids), sampled=len(chosen))
    for batch in _batches(ids):
        puzzles = load_puzzles(set(batch))
        for row in store.rows_by_id(batch):
            puzzle, prove = puzzles.get(row.puzzle_id), row.puzzle_id in chosen
            _verify_one(row, puzzle, prove, found, solve_seconds)
            if on_progress is not None:
                on_progress(found)
        db.session.expunge_all()  # a large library is read a batch at a time
    return found


def _batches(ids: list[str]) -> Iterator[list[str]]:
    """Yield the ids a batch at a time."""
    for start in range(0, len(ids), BATCH):
        yield ids[start : start + BATCH]


def _verify_one(
    row: LibraryPuzzle,
    puzzle: Puzzle | None,
    prove: bool,
    found: Verification,
    solve_seconds: float,
) -> None:
    """Replay one puzzle (and re-prove it when sampled); note what went wrong.

    A micro puzzle is always re-proved: its search costs microseconds.
    """
    if row.family == micro.FAMILY:
        problem, proven = _micro_problem(row), True
    elif puzzle is None:
        problem, proven = "its puzzle is not stored", False
    else:
        problem, proven = replay_problem(row, puzzle), False
        if problem is None and prove:
            problem = prove_problem(row, puzzle, solve_seconds)
            proven = problem is None
            if problem == LIMIT:
                found.unproven.append(row.puzzle_id)
                problem = None
    if problem is not None:
        found.mismatches.append(f"{row.puzzle_id}: {problem}")
        return
    found.replayed += 1
    found.reproved += proven


LIMIT = "the fresh solve hit its time limit"


def replay_problem(row: LibraryPuzzle, puzzle: Puzzle) -> str | None:
    """Return why the stored solution does not solve the puzzle in exactly the
    stored optimum, or None."""
    solution = [(robot, direction) for robot, direction in row.solution]
    verdict = check_solution(puzzle, solution)
    if not verdict.solved:
        return f"the stored solution does not solve it ({verdict.error})"
    if verdict.moves != row.optimal_moves:
        return f"the stored solution has {verdict.moves} moves, not {row.optimal_moves}"
    return None


def prove_problem(row: LibraryPuzzle, puzzle: Puzzle, seconds: float) -> str | None:
    """Solve the puzzle afresh (no deeper than the stored optimum); return why
    it disagrees, LIMIT when the solve ran out of time, or None."""
    limits = Limits(max_depth=row.optimal_moves, max_seconds=seconds)
    result = solve(puzzle, limits=limits)
    if result.status == SolverStatus.LIMIT:
        return LIMIT
    if result.status != SolverStatus.OPTIMAL or not result.proven:
        return f"a fresh solve finds no solution within {row.optimal_moves} moves"
    if result.optimal_moves != row.optimal_moves:
        fresh, stored = result.optimal_moves, row.optimal_moves
        return f"a fresh solve proves {fresh} moves, not {stored}"
    return None


def _micro_problem(row: LibraryPuzzle) -> str | None:
    """Replay a micro puzzle's route; re-prove its optimum by search."""
    stored = db.session.get(PuzzleRow, row.puzzle_id)
    if stored is None:
        return "its puzzle is not stored"
    puzzle = stored_micro(stored)
    board, start, target = puzzle.board, puzzle.start, puzzle.target
    verdict = check_micro_path(
        board, start, target, row.solution, claim=row.optimal_moves
    )
    if not verdict.solved:
        return (
            f"the stored route does not reach the target in {row.optimal_moves} moves"
        )
    fresh, _ = micro_shortest(board, start, target)
    if fresh != row.optimal_moves:
        return f"a fresh search proves {fresh} moves, not {row.optimal_moves}"
    return None
