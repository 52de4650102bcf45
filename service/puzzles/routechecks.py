"""Route checks of a stored Micro Robots puzzle: the core's verdict on a route of
cells, beside the proven optimum (one breadth-first search over the 36 cells, so
nothing waits on a worker). Nothing is stored."""

from __future__ import annotations

from typing import Any

from service.game.micro import check_micro_path, micro_shortest
from service.game.micro.puzzle import MicroPuzzle
from service.infra.domain_errors import Invalid
from service.infra.models import Puzzle as PuzzleRow
from service.solving.secrecy import solution_hidden

from .puzzles import get_puzzle, is_micro, stored_micro


def check_route(puzzle_id: str, path: list[Any]) -> dict[str, Any]:
    """Judge a route (the cell reached by each move) of a stored micro puzzle and
    show the optimum with one optimal route (null while its answer is hidden).

    :raise NotFound: for an unknown id; Invalid (422 on `puzzle_id`) for a
        puzzle of the classic game, whose moves `POST .../checks` judges.
    """
    puzzle = micro_puzzle(get_puzzle(puzzle_id))
    board = puzzle.board
    verdict = check_micro_path(board, puzzle.start, puzzle.target, path)
    data = {"puzzle_id": puzzle_id, **verdict.to_json()}
    del data["claim"]  # a route check claims no count: the optimum is beside it
    data["optimal_moves"] = data["optimal_path"] = None
    if not solution_hidden(puzzle_id):
        optimum, route = micro_shortest(board, puzzle.start, puzzle.target)
        data["optimal_moves"] = optimum
        data["optimal_path"] = [list(cell) for cell in route]
    return data


def micro_puzzle(row: PuzzleRow) -> MicroPuzzle:
    """Return a stored micro puzzle (422 on `puzzle_id` for a classic one)."""
    if not is_micro(row):
        raise Invalid(
            f"{row.id} is a puzzle of the classic game: check its moves with "
            f"POST /v1/puzzles/{row.id}/checks",
            errors={"puzzle_id": ["must be a Micro Robots puzzle"]},
        )
    return stored_micro(row)
