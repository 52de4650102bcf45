"""The puzzle a round poses: the markers, the chip's target, the game's rules."""

from __future__ import annotations

from typing import Any

from service.game.puzzle import Goal, Puzzle, parse_goal, parse_robots
from service.matches.models import Game, Round
from service.puzzles.puzzles import insert_puzzle

from .store import classic_board, ruleset_of


def chip_puzzle(game: Game, robots: dict[str, Any], chip: dict[str, Any]) -> Puzzle:
    """Return the puzzle of a chip turned up with the robots on their markers."""
    board = classic_board(game)
    cells = parse_robots(robots, board)
    goal: Goal = parse_goal(
        {"color": chip["color"], "cell": chip["cell"]}, board, cells
    )
    return Puzzle(board, (), goal, ruleset_of(game).ricochet_rule).with_robots(cells)


def round_puzzle(game: Game, rnd: Round) -> Puzzle:
    """Return the puzzle of a classic or solo round."""
    return chip_puzzle(game, rnd.robots, rnd.chip)


def store_puzzle(puzzle: Puzzle, game: Game) -> str:
    """Store a round's puzzle (in the game's locked transaction) and return its id."""
    return insert_puzzle(puzzle, game.board_id, game.created_by)
