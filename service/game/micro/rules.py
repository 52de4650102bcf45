"""Micro Robots rules: moves, shortest routes, claim checks and dice.

A move goes along the robot's row or column to ANY cell that shares the colour or
the number of the cell it stands on (not only the nearest; cells between do not
matter). A claim is met only by a route of EXACTLY the claimed number of moves.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ..errors import InvalidPuzzle, InvalidSolution, Unsolvable
from ..geometry import Cell
from .board import MICRO_COLORS, MICRO_NUMBERS, MICRO_SIZE, MicroBoard

# Stable reasons a step is illegal (part of the verdict contract).
EMPTY_PATH = "empty_path"
BAD_CELL = "bad_cell"
NO_MOVEMENT = "no_movement"
NOT_IN_LINE = "not_in_line"
NO_MATCH = "no_match"


def micro_moves(board: MicroBoard, cell: Cell) -> list[Cell]:
    """Return every legal destination from a cell, in row-major order."""
    color, number = board.at(cell)
    x0, y0 = cell
    return [
        (x, y)
        for y in range(MICRO_SIZE)
        for x in range(MICRO_SIZE)
        if (x == x0) != (y == y0) and _shares(board.at((x, y)), color, number)
    ]


def _shares(pair: tuple[str, int], color: str, number: int) -> bool:
    """Tell whether a cell shows the colour or the number."""
    return pair[0] == color or pair[1] == number


def micro_distances(board: MicroBoard, start: Cell) -> dict[Cell, int]:
    """Return the fewest moves from `start` to every reachable cell (start: 0)."""
    return _search(board, parse_micro_cell(start, "start"))[0]


def micro_shortest(
    board: MicroBoard, start: Cell, target: Cell
) -> tuple[int, list[Cell]]:
    """Return the fewest moves from start to target and one such path (BFS).

    :raise InvalidPuzzle: when start and target are the same cell.
    :raise Unsolvable: when the target cannot be reached (possible on custom boards).
    """
    start, target = _check_ends(start, target)
    distance, parent = _search(board, start)
    if target not in distance:
        raise Unsolvable(
            f"{list(target)} cannot be reached from {list(start)}", "target"
        )
    path = [target]
    while path[-1] != start:
        path.append(parent[path[-1]])
    return distance[target], path[-2::-1]


def _search(board: MicroBoard, start: Cell) -> tuple[dict[Cell, int], dict[Cell, Cell]]:
    """Breadth-first search over the 36 cells: distances and parents."""
    distance = {start: 0}
    parent: dict[Cell, Cell] = {}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for nxt in micro_moves(board, cell):
            if nxt not in distance:
                distance[nxt] = distance[cell] + 1
                parent[nxt] = cell
                queue.append(nxt)
    return distance, parent


@dataclass(frozen=True, slots=True)
class MicroVerdict:
    """The outcome of replaying a Micro Robots route against a claim."""

    solved: bool
    moves: int
    path: list[Cell]
    error: dict[str, Any] | None
    reached_target: bool = False
    claim: int | None = None
    steps: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """Return the verdict object shared by the CLI and the API."""
        return {
            "solved": self.solved,
            "reached_target": self.reached_target,
            "moves": self.moves,
            "claim": self.claim,
            "path": [list(cell) for cell in self.path],
            "steps": self.steps,
            "error": self.error,
        }


def check_micro_path(
    board: MicroBoard,
    start: Cell,
    target: Cell,
    path: list[Cell],
    claim: int | None = None,
) -> MicroVerdict:
    """Replay a route (the cell reached by each move) and judge it.

    Solved iff every move is legal, the last one ends on the target, and, when a
    claim is given, the route has exactly `claim` moves. The route may cross the
    target on the way. An illegal step stops the replay with error
    {step, reason, message}; `path` and `moves` then cover the legal prefix.

    :raise InvalidPuzzle: for a bad start or target; InvalidSolution for a path
        that is not a list or a claim that is not a count.
    """
    start, target = _check_ends(start, target)
    if not isinstance(path, list):
        raise InvalidSolution("a route must be a list of [x, y] cells", "path")
    if claim is not None and (
        not isinstance(claim, int) or isinstance(claim, bool) or claim < 0
    ):
        raise InvalidSolution("a claim must be a whole number of moves", "claim")
    done, steps, error = _replay(board, start, path)
    reached = error is None and bool(done) and done[-1] == target
    return MicroVerdict(
        solved=reached and (claim is None or len(done) == claim),
        moves=len(done),
        path=done,
        error=error,
        reached_target=reached,
        claim=claim,
        steps=steps,
    )


def _replay(
    board: MicroBoard, start: Cell, path: list[Any]
) -> tuple[list[Cell], list[dict[str, Any]], dict[str, Any] | None]:
    """Play the route's moves up to the first illegal one."""
    if not path:
        return [], [], _error(0, EMPTY_PATH, "a route needs at least one move")
    done: list[Cell] = []
    steps: list[dict[str, Any]] = []
    here = start
    for i, item in enumerate(path):
        cell = _route_cell(item)
        if cell is None:
            return done, steps, _error(i, BAD_CELL, "each step must be a cell [x, y]")
        problem = _step_problem(board, here, cell)
        if problem is not None:
            return done, steps, _error(i, *problem)
        steps.append(
            {"from": list(here), "to": list(cell), "cell": list(board.at(cell))}
        )
        done.append(cell)
        here = cell
    return done, steps, None


def _route_cell(item: Any) -> Cell | None:
    """Read one route entry as a cell, or None when it is not [x, y] integers."""
    if (
        isinstance(item, list | tuple)
        and len(item) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in item)
    ):
        return (int(item[0]), int(item[1]))
    return None


def _step_problem(board: MicroBoard, here: Cell, cell: Cell) -> tuple[str, str] | None:
    """Return why a move from `here` to `cell` is illegal, or None."""
    if not _on_board(cell):
        return (BAD_CELL, f"{list(cell)} is off the 6x6 board")
    if cell == here:
        return (NO_MOVEMENT, f"the robot is already on {list(cell)}")
    if cell[0] != here[0] and cell[1] != here[1]:
        return (
            NOT_IN_LINE,
            f"{list(cell)} is not in the row or column of {list(here)}",
        )
    (color, number), (to_color, to_number) = board.at(here), board.at(cell)
    if color != to_color and number != to_number:
        return (
            NO_MATCH,
            f"{to_color} {to_number} shares neither colour nor number with "
            f"{color} {number}",
        )
    return None


def _error(step: int, reason: str, message: str) -> dict[str, Any]:
    """Describe an illegal step."""
    return {"step": step, "reason": reason, "message": message}


def _on_board(cell: Cell) -> bool:
    """Tell whether a cell lies on the 6x6 board."""
    return 0 <= cell[0] < MICRO_SIZE and 0 <= cell[1] < MICRO_SIZE


def parse_micro_cell(value: Any, name: str) -> Cell:
    """Parse a start or target cell given as [x, y] on the 6x6 board."""
    cell = _route_cell(value)
    if cell is None or not _on_board(cell):
        raise InvalidPuzzle("must be a cell [x, y] on the 6x6 board", name)
    return cell


def _check_ends(start: Any, target: Any) -> tuple[Cell, Cell]:
    """Check the start and target cells (on the board, different) as tuples."""
    ends = parse_micro_cell(start, "start"), parse_micro_cell(target, "target")
    if ends[0] == ends[1]:
        raise InvalidPuzzle("the target must differ from the start", "target")
    return ends


def roll_dice(rng: random.Random) -> tuple[str, int]:
    """Roll the colour die and the number die."""
    return (rng.choice(MICRO_COLORS), rng.choice(MICRO_NUMBERS))
