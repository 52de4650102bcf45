"""Route checks of a stored Micro Robots puzzle: the core's verdict on a route of
cells, beside the proven optimum (one breadth-first search over the 36 cells, so
nothing waits on a worker). Nothing is stored."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.game.geometry import Cell
from service.game.micro import check_micro_path, micro_shortest
from service.game.micro.puzzle import MicroPuzzle
from service.infra.domain_errors import Invalid
from service.puzzles.models import Puzzle as PuzzleRow
from service.solving.secrecy import solution_hidden

from .puzzles import get_puzzle, is_micro, stored_micro


@dataclass(frozen=True, slots=True)
class RouteVerdict:
    """The core's verdict on a route of a stored micro puzzle, and the optimum."""

    puzzle_id: str
    solved: bool
    reached_target: bool
    moves: int
    path: list[Cell]
    steps: list[dict[str, Any]]
    error: dict[str, Any] | None
    optimal_moves: int | None = None
    optimal_path: list[Cell] | None = None


def check_route(puzzle_id: str, path: list[Any]) -> RouteVerdict:
    """Judge a route (the cell reached by each move) of a stored micro puzzle and
    show the optimum with one optimal route (None while its answer is hidden).

    :raise NotFound: for an unknown id; Invalid (422 on `puzzle_id`) for a
        puzzle of the classic game, whose moves `POST .../checks` judges.
    """
    puzzle = micro_puzzle(get_puzzle(puzzle_id))
    board = puzzle.board
    verdict = check_micro_path(board, puzzle.start, puzzle.target, path)
    optimum: tuple[int | None, list[Cell] | None] = (None, None)
    if not solution_hidden(puzzle_id):
        optimum = micro_shortest(board, puzzle.start, puzzle.target)
    # a route check claims no count (`verdict.claim`): the optimum is beside it
    return RouteVerdict(
        puzzle_id,
        verdict.solved,
        verdict.reached_target,
        verdict.moves,
        verdict.path,
        verdict.steps,
        verdict.error,
        *optimum,
    )


def micro_puzzle(row: PuzzleRow) -> MicroPuzzle:
    """Return a stored micro puzzle (422 on `puzzle_id` for a classic one)."""
    if not is_micro(row):
        raise Invalid(
            f"{row.id} is a puzzle of the classic game: check its moves with "
            f"POST /v1/puzzles/{row.id}/checks",
            errors={"puzzle_id": ["must be a Micro Robots puzzle"]},
        )
    return stored_micro(row)
