"""A deliberately simple breadth-first solver, for property tests of the real one.

It replays moves with the reference `moves.slide` and tracks the ricochet rule the
way `check.check_solution` does, so it shares no code with the compiled solver.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from service.game.errors import IllegalMove
from service.game.geometry import DIRECTIONS, perpendicular
from service.game.moves import slide
from service.game.puzzle import Puzzle

# Per robot: (cell, last arrival heading or None, has ricocheted)
RobotState = tuple[tuple[int, int], int | None, bool]
State = tuple[RobotState, ...]


@dataclass(frozen=True)
class BfsResult:
    """What the breadth-first search learned."""

    optimum: int | None  # fewest moves, None when none was found
    solution: list[tuple[str, str]] | None
    exhausted: bool  # every reachable position was seen: None means unsolvable


def bfs_solve(puzzle: Puzzle, max_depth: int, max_states: int = 200_000) -> BfsResult:
    """Search every move sequence by increasing length, up to max_depth."""
    start: State = tuple((cell, None, False) for _, cell in puzzle.robots)
    return _bfs_from(puzzle, start, max_depth, max_states)


def bfs_first_move(puzzle: Puzzle, move: tuple[str, str], optimum: int) -> bool:
    """Tell whether an optimal solution (of `optimum` moves) starts with `move`."""
    names = [name for name, _ in puzzle.robots]
    start: State = tuple((cell, None, False) for _, cell in puzzle.robots)
    i = names.index(move[0])
    nxt = _play(puzzle, names, start, i, DIRECTIONS.index(move[1]))
    if nxt is None:
        return False
    if _solves(puzzle, move[0], nxt[i]):
        return optimum == 1
    if optimum == 1:
        return False
    return _bfs_from(puzzle, nxt, optimum - 1, 200_000).optimum == optimum - 1


def _bfs_from(
    puzzle: Puzzle, start: State, max_depth: int, max_states: int
) -> BfsResult:
    """Breadth-first search from a state."""
    names = [name for name, _ in puzzle.robots]
    parent: dict[State, tuple[State, tuple[str, str]] | None] = {start: None}
    frontier = deque([(start, 0)])
    exhausted = True
    while frontier:
        state, depth = frontier.popleft()
        if depth == max_depth:
            exhausted = False
            continue
        for i, name in enumerate(names):
            for d, letter in enumerate(DIRECTIONS):
                nxt = _play(puzzle, names, state, i, d)
                if nxt is None:
                    continue
                move = (name, letter)
                if _solves(puzzle, name, nxt[i]):
                    return BfsResult(depth + 1, _path(parent, state) + [move], False)
                if nxt not in parent:
                    if len(parent) >= max_states:
                        return BfsResult(None, None, False)
                    parent[nxt] = (state, move)
                    frontier.append((nxt, depth + 1))
    return BfsResult(None, None, exhausted)


def _play(
    puzzle: Puzzle, names: list[str], state: State, i: int, d: int
) -> State | None:
    """Return the state after robot i moves in direction d, None if illegal."""
    robots = {name: robot[0] for name, robot in zip(names, state, strict=True)}
    try:
        result = slide(puzzle.board, robots, names[i], d)
    except IllegalMove:
        return None
    cell, last, done = state[i]
    done = done or (last is not None and perpendicular(last, d))
    if not (puzzle.ricochet_rule and puzzle.target.eligible(names[i])):
        last, done = None, False  # only an eligible robot's history matters
    else:
        last = result.heading
    return state[:i] + ((result.end, last, done),) + state[i + 1 :]


def _solves(puzzle: Puzzle, name: str, robot: RobotState) -> bool:
    """Tell whether a robot that just moved finishes the puzzle."""
    cell, _, done = robot
    if not puzzle.target.eligible(name) or cell != puzzle.target.cell:
        return False
    return done or not puzzle.ricochet_rule


def _path(
    parent: dict[State, tuple[State, tuple[str, str]] | None], state: State
) -> list[tuple[str, str]]:
    """Rebuild the moves that led to a state."""
    moves: list[tuple[str, str]] = []
    link = parent[state]
    while link is not None:
        state, move = link
        moves.append(move)
        link = parent[state]
    return moves[::-1]
