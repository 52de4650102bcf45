"""Solution checks: replay a solution and return the referee's verdict."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalMove
from .geometry import DIRECTION_INDEX, ROBOT_COLORS, Cell, perpendicular
from .moves import slide
from .notation import Move
from .puzzle import Puzzle

UNKNOWN_ROBOT = "unknown_robot"
ROBOT_NOT_IN_PLAY = "robot_not_in_play"
BAD_DIRECTION = "bad_direction"
EMPTY_SOLUTION = "empty_solution"


@dataclass(slots=True)
class Verdict:
    """The outcome of replaying a solution from a puzzle's position."""

    solved: bool
    reached_target: bool
    moves: int
    ricochet_rule: bool
    ricochet_rule_satisfied: bool
    steps: list[dict[str, Any]] = field(default_factory=list)
    robots: dict[str, Cell] = field(default_factory=dict)
    error: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """Return the verdict object shared by the CLI and the API."""
        return {
            "solved": self.solved,
            "reached_target": self.reached_target,
            "moves": self.moves,
            "ricochet_rule": self.ricochet_rule,
            "ricochet_rule_satisfied": self.ricochet_rule_satisfied,
            "steps": self.steps,
            "robots": {color: list(cell) for color, cell in self.robots.items()},
            "error": self.error,
        }


@dataclass(slots=True)
class _Ricochet:
    """Tracks, per robot, its last arrival heading and whether it has ricocheted."""

    heading: dict[str, int] = field(default_factory=dict)
    done: set[str] = field(default_factory=set)

    def record(self, robot: str, direction: int, arrival: int) -> None:
        """Note one move: it ricochets if it sets off at right angles to the last."""
        last = self.heading.get(robot)
        if last is not None and perpendicular(last, direction):
            self.done.add(robot)
        self.heading[robot] = arrival


def check_solution(puzzle: Puzzle, solution: list[Move]) -> Verdict:
    """Replay a solution and judge it.

    Solved means: every move is legal, the last move brings an eligible robot onto
    the target, and, with the ricochet rule on, that robot made two consecutive own
    moves at right angles (setting off perpendicular to the heading it last arrived
    with; a bend inside one move does not count).
    """
    robots = dict(puzzle.robots)
    ricochet = _Ricochet()
    steps: list[dict[str, Any]] = []
    error = None if solution else _error(0, EMPTY_SOLUTION, "a solution needs a move")
    for i, (robot, letter) in enumerate(solution):
        problem = _step_problem(robots, robot, letter)
        if problem is None:
            direction = DIRECTION_INDEX[letter]
            try:
                result = slide(puzzle.board, robots, robot, direction)
            except IllegalMove as exc:
                problem = (exc.reason, exc.message)
        if problem is not None:
            error = _error(i, *problem)
            break
        start, robots[robot] = robots[robot], result.end
        ricochet.record(robot, direction, result.heading)
        steps.append(_step(robot, letter, start, result.end, robots))
    return _judge(puzzle, solution, robots, ricochet, steps, error)


def solves(puzzle: Puzzle, solution: list[Move]) -> bool:
    """Tell whether a solution solves a puzzle, as `check_solution(...).solved`
    does, without the trace (an answer is replayed against many puzzles)."""
    if not solution or not puzzle.target.eligible(solution[-1][0]):
        return False
    robots = dict(puzzle.robots)
    ricochet = _Ricochet()
    for robot, letter in solution:
        if _step_problem(robots, robot, letter) is not None:
            return False
        direction = DIRECTION_INDEX[letter]
        try:
            result = slide(puzzle.board, robots, robot, direction)
        except IllegalMove:
            return False
        robots[robot] = result.end
        ricochet.record(robot, direction, result.heading)
    last = solution[-1][0]
    reached = robots[last] == puzzle.target.cell
    return reached and (last in ricochet.done or not puzzle.ricochet_rule)


def _step_problem(
    robots: dict[str, Cell], robot: str, letter: str
) -> tuple[str, str] | None:
    """Return why a step cannot be played, before sliding."""
    if robot not in ROBOT_COLORS:
        return (UNKNOWN_ROBOT, f"unknown robot {robot!r}")
    if robot not in robots:
        return (ROBOT_NOT_IN_PLAY, f"the {robot} robot is not in play")
    if letter not in DIRECTION_INDEX:
        return (BAD_DIRECTION, f"direction must be N, E, S or W, not {letter!r}")
    return None


def _judge(
    puzzle: Puzzle,
    solution: list[Move],
    robots: dict[str, Cell],
    ricochet: _Ricochet,
    steps: list[dict[str, Any]],
    error: dict[str, Any] | None,
) -> Verdict:
    """Turn the replayed position into a verdict."""
    last = solution[-1][0] if solution else None
    reached = (
        error is None
        and last is not None
        and puzzle.target.eligible(last)
        and robots[last] == puzzle.target.cell
    )
    satisfied = bool(reached and last in ricochet.done)
    return Verdict(
        solved=reached and (satisfied or not puzzle.ricochet_rule),
        reached_target=reached,
        moves=len(steps),  # the moves played: an illegal move is not one
        ricochet_rule=puzzle.ricochet_rule,
        ricochet_rule_satisfied=satisfied,
        steps=steps,
        robots=robots,
        error=error,
    )


def _step(
    robot: str, direction: str, start: Cell, end: Cell, robots: dict[str, Cell]
) -> dict[str, Any]:
    """Describe one played move and the position after it."""
    return {
        "robot": robot,
        "direction": direction,
        "from": list(start),
        "to": list(end),
        "robots": {color: list(cell) for color, cell in robots.items()},
    }


def _error(step: int, reason: str, message: str) -> dict[str, Any]:
    """Describe an illegal step."""
    return {"step": step, "reason": reason, "message": message}
