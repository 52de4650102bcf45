"""Hints from where a player stands: the next optimal move after the moves played.

The position after the moves is a new search, so the answer comes from the
cheapest source that knows it, never from an unbounded search in the request:

1. the puzzle's stored optimal solution, when the moves follow it;
2. the analysis table (`service.solving.tables`) of the board, where one is loaded;
3. a solve already known for the position (the puzzle the position is, under the
   plain rules or before any finishing robot has moved: its id is `position_id`);
4. a small bounded search (INLINE_NODES nodes, INLINE_SECONDS) when the
   remainder's lower bound is at most INLINE_MOVES;
5. otherwise the position is stored as a puzzle and its solve queued (as POST
   .../solution does, with the same caps on long searches): `queued`, and asking
   again once it is done answers at once.

Answer hiding is the solution's (`service.solving.answers`): a hidden puzzle's
hints are hidden from every position, since each is part of an answer to it.
A hint that only one viewer may see (a rated trainer puzzle the player answered)
is never queued nor cached outside the request: past the bounded search
(UNQUEUED_SECONDS) it says `limit`. Under the ricochet rule a position in
which a finishing robot has moved keeps that robot's ricochet history, which no
stored puzzle can hold: it too is answered within the bounded search or `limit`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from flask import current_app

from service.game.check import check_solution
from service.game.errors import GameError
from service.game.notation import Move, parse_solution
from service.game.puzzle import Puzzle, parse_puzzle
from service.game.solver import Limits, SolverStatus
from service.game.solver.position import (
    Position,
    played,
    position_setup,
    solve_position,
)
from service.game.solver.state import root_bound
from service.infra.domain_errors import Invalid, Unauthorized, Unavailable
from service.infra.extensions import db
from service.infra.fairshare import claim, owners_of
from service.infra.queues import FINAL_STATUSES, INTERACTIVE, REDIS_ERRORS, fetch_job
from service.puzzles.models import Puzzle as PuzzleRow
from service.solving import answers, hidden_answers, secrecy
from service.solving.answers import Viewer
from service.solving.models import SolveState
from service.solving.solvecaps import already_asked, claim_long_solve, is_long
from service.solving.solves import (
    SolveStatus,
    job_id,
    request_solve,
    result_status,
    settled_solve,
    solve_row,
    write_cache,
)
from service.solving.tables import METHOD_SEARCH, METHOD_TABLE, puzzle_table

from .puzzles import insert_puzzle, parsed_puzzle

REVEALS = ("robot", "move")
"""What a hint shows: the robot to move, or the robot and its direction."""
INLINE_MOVES = 8
"""Remainders whose lower bound is at most this are searched in the request."""
INLINE_NODES = 400_000
"""Nodes the bounded search in the request may visit (about a tenth of a second)."""
INLINE_SECONDS = 0.25
"""Seconds the bounded search in the request may take."""
UNQUEUED_SECONDS = 1.0
"""Seconds of search for a hint that cannot be queued (one viewer's, or a
ricochet history)."""
TABLE_BYTES = 32 * 2**20
"""The bounded search's transposition table (the workers' is 512 MiB)."""
METHOD_SOLUTION = "solution"
HINT_SOLVE = "hint solve"
"""The fair-share kind of a position's queued solve."""
QUEUE_DOWN = (
    "the solve queue (Redis) is unavailable; the position's solve is recorded and "
    "runs once it is back; retry later"
)
_WARM = parse_puzzle(
    {
        "board": {"width": 3, "height": 3},
        "robots": {"red": [0, 2], "blue": [2, 2]},
        "target": {"color": "red", "cell": [0, 0]},
    }
)
_warmed: list[bool] = []


@dataclass(frozen=True, slots=True)
class PositionHint:
    """The next optimal move from a position, or how far its search got."""

    puzzle_id: str
    status: str  # done, or the position's queued solve: queued, running, retrying
    reveal: str
    moves_played: int
    solved: bool = False
    optimal_moves: int | None = None
    moves_left: int | None = None
    on_optimal_path: bool | None = None
    extra_moves: int | None = None
    hint: dict[str, str | None] | None = None
    result: str | None = None
    method: str | None = None
    position_id: str | None = None

    @property
    def queued(self) -> bool:
        """Tell whether the answer waits for a queued solve of the position."""
        return self.status != SolveState.DONE


@dataclass(frozen=True, slots=True)
class Remainder:
    """An optimal finish from the position (None: unsolvable or not proven)."""

    result: str
    solution: list[Move] | None
    method: str


def position_hint(
    puzzle_id: str,
    moves_value: Any,
    reveal: str,
    viewer: Viewer | None = None,
    client_id: str | None = None,
) -> PositionHint:
    """Return the next optimal move after the moves played (see the module).

    :raise AnswerHidden: while the puzzle's answer is hidden from this viewer.
    :raise Invalid: for moves that cannot be read or played (`moves[i]`).
    """
    shareable = answers.answerable(puzzle_id, viewer)
    puzzle = parsed_puzzle(puzzle_id)
    moves = parse_moves(moves_value)
    position, solved = legal_position(puzzle, moves)
    start = settled_solve(puzzle_id)
    proven = start.status == SolveState.DONE and bool(start.proven)
    optimal = proven and start.result == SolverStatus.OPTIMAL
    if optimal:  # a copy of a hidden puzzle is hidden from every position, as it
        # is: its optimum is not told, nor which moves lie on its answer
        shareable = answers.unshared(puzzle_id, start.solution, viewer) and shareable
    base = PositionHint(puzzle_id, SolveState.DONE, reveal, len(moves))
    base = replace(base, optimal_moves=start.optimal_moves if optimal else None)
    if solved:
        return replace(base, solved=True, moves_left=0)
    if proven and start.result == SolverStatus.UNSOLVABLE:
        return replace(base, result=SolverStatus.UNSOLVABLE)
    search = Search(puzzle, position, shareable)
    remainder = (on_solution(start, moves) if optimal else None) or search.known()
    if remainder is None:
        pending = search.queued(client_id)
        if pending is not None and pending.status == SolveState.UNAVAILABLE:
            raise Unavailable(QUEUE_DOWN)
        if pending is not None and pending.status != SolveState.DONE:
            return replace(base, status=pending.status, position_id=search.position_id)
        remainder = (
            search.bounded(UNQUEUED_SECONDS)
            if pending is None
            else remainder_of(pending)
        )
    search.check_shared(moves, remainder, viewer)
    return finished(base, remainder, search.position_id)


def parse_moves(value: Any) -> list[Move]:
    """Parse the moves played (any solution form; empty: the start)."""
    if value is None or value == [] or value == "":
        return []
    try:
        return parse_solution(value)
    except GameError as exc:
        field = (exc.field or "solution").replace("solution", "moves", 1)
        raise Invalid(f"{field}: {exc.message}", errors={field: [exc.message]}) from exc


def legal_position(puzzle: Puzzle, moves: list[Move]) -> tuple[Position, bool]:
    """Return the position the moves reach and whether they solve the puzzle; an
    illegal move is a 422 naming its step (`moves[i]`, counted from 0, as a
    check's `error.step`)."""
    if not moves:
        return played(puzzle, moves), False
    verdict = check_solution(puzzle, moves)
    if verdict.error is not None:
        error = verdict.error
        field = f"moves[{error['step']}]"
        message = f"{error['message']} ({error['reason']})"
        raise Invalid(f"{field}: {message}", errors={field: [message]})
    return played(puzzle, moves), verdict.solved


def on_solution(start: SolveStatus, moves: list[Move]) -> Remainder | None:
    """Return the rest of the stored optimal solution when the moves follow it."""
    solution = [(m[0], m[1]) for m in start.solution or []]
    if len(moves) >= len(solution) or solution[: len(moves)] != moves:
        return None
    return Remainder(SolverStatus.OPTIMAL, solution[len(moves) :], METHOD_SOLUTION)


class Search:
    """The sources that know a position's optimum, cheapest first."""

    def __init__(self, puzzle: Puzzle, position: Position, shareable: bool) -> None:
        self.puzzle = puzzle
        self.position = position
        as_puzzle = puzzle.with_robots(position.robots)
        storable = shareable and (position.fresh or not puzzle.ricochet_rule)
        self.as_puzzle = as_puzzle if storable else None
        self.position_id = as_puzzle.puzzle_id if storable else None

    def known(self) -> Remainder | None:
        """Return the remainder from a table, a known solve or a short search."""
        table = puzzle_table(self.puzzle)
        if table is not None:
            robots = self.position.robots
            if table.optimum(robots) is None:
                return Remainder(SolverStatus.UNSOLVABLE, None, METHOD_TABLE)
            return Remainder(SolverStatus.OPTIMAL, table.solution(robots), METHOD_TABLE)
        if self.position_id is not None:
            status = settled_solve(self.position_id)
            if status.status == SolveState.DONE and status.proven:
                return remainder_of(status)
        bound = root_bound(position_setup(self.puzzle, self.position))
        if bound > INLINE_MOVES:
            return None
        remainder = self.bounded(INLINE_SECONDS, INLINE_NODES)
        return None if remainder.result == SolverStatus.LIMIT else remainder

    def bounded(self, seconds: float, nodes: int | None = None) -> Remainder:
        """Search the position within limits (a proven result is cached when the
        position is a puzzle everyone may see)."""
        warm_kernels()
        limits = Limits(
            max_nodes=nodes, max_seconds=seconds, max_memory_bytes=TABLE_BYTES
        )
        result = solve_position(self.puzzle, self.position, limits=limits)
        if self.position_id is not None and result.proven:
            write_cache(result_status(self.position_id, result.to_json()))
        solution = result.solution if result.status == SolverStatus.OPTIMAL else None
        return Remainder(result.status, solution, METHOD_SEARCH)

    def queued(self, client_id: str | None) -> SolveStatus | None:
        """Store the position as a puzzle and queue its solve (as POST
        .../solution does); return its status, or None when it cannot be queued
        (a hint for one viewer, or a ricochet history no puzzle holds).

        :raise Unauthorized: without a key on a board over SOLVE_LONG_CELLS.
        :raise TooMany: past the key's or the address's caps on long solves.
        """
        if self.as_puzzle is None or self.position_id is None:
            return None
        board = self.puzzle.board
        cells = board.width * board.height
        if client_id is None and is_long(cells):
            raise Unauthorized(
                "a hint that needs a long search (a board over SOLVE_LONG_CELLS "
                "cells) needs `Authorization: Bearer <api key>`"
            )
        row = db.session.get(PuzzleRow, self.puzzle.puzzle_id)
        if row is None:  # the puzzle was parsed from its row: not reached
            return None
        claim_hint_solve(client_id, self.position_id)
        if client_id is not None:
            claim_long_solve(client_id, self.position_id, cells)
        insert_puzzle(self.as_puzzle, row.board_id, client_id)
        db.session.commit()
        return request_solve(self.position_id, queue=INTERACTIVE)

    def check_shared(
        self, moves: list[Move], remainder: Remainder, viewer: Viewer | None
    ) -> None:
        """Raise AnswerHidden when the answer gives a hidden puzzle away: the
        moves with the remainder, or the remainder from the position."""
        rest = [list(m) for m in remainder.solution or []]
        answer = [list(m) for m in moves] + rest
        answers.unshared(self.puzzle.puzzle_id, answer, viewer)
        if self.as_puzzle is None or not rest:
            return
        given_away = hidden_answers.withheld(
            self.as_puzzle.puzzle_id, rest, self.as_puzzle
        )
        if secrecy.solution_hidden(self.as_puzzle.puzzle_id) or given_away:
            raise answers.AnswerHidden(answers.HIDDEN_DETAIL)


def claim_hint_solve(client_id: str | None, position_id: str) -> None:
    """Count a position's queued solve against the address's cap of pending hint
    solves (PENDING_PER_ADDRESS; asking needs no key, so the address's): a hint
    queues work on `interactive`, the queue of ordinary users' solves.

    :raise TooMany: `too-many-pending` past the cap; nothing is stored or queued.
    While Redis is down nothing is claimed (the solve is recorded, and a 503).
    """
    owners = owners_of(client_id or "anonymous")
    caps = (0, int(current_app.config["PENDING_PER_ADDRESS"]))
    try:
        if not already_asked(position_id):
            claim(HINT_SOLVE, owners, job_id(position_id), caps, pending_solve)
    except REDIS_ERRORS:  # nothing can be queued: recorded, then a 503
        return


def pending_solve(name: str) -> bool | None:
    """Tell whether the solve of a claim (its RQ job id) is pending: not once its
    result is recorded (None: its job is not in Redis)."""
    row = solve_row(name.removeprefix("solve-"))
    if row is not None and row.status == SolveState.DONE:
        return False
    job = fetch_job(name)
    return None if job is None else job.get_status(refresh=False) not in FINAL_STATUSES


def warm_kernels() -> None:
    """Load the solver's compiled kernels into this process once (about 1.5 s
    from numba's on-disk cache), so that no bounded search spends its time on it."""
    if not _warmed:
        solve_position(_WARM, played(_WARM, []), limits=Limits(max_depth=4))
        _warmed.append(True)


def remainder_of(status: SolveStatus) -> Remainder:
    """Return the remainder a finished solve of the position holds."""
    solution = [(m[0], m[1]) for m in status.solution or []]
    optimal = status.result == SolverStatus.OPTIMAL
    return Remainder(
        str(status.result),
        solution if optimal else None,
        status.method or METHOD_SEARCH,
    )


def finished(
    base: PositionHint, remainder: Remainder, position_id: str | None
) -> PositionHint:
    """Return the hint a remainder gives (the robot only when so revealed)."""
    done = replace(
        base, result=remainder.result, method=remainder.method, position_id=position_id
    )
    if remainder.result != SolverStatus.OPTIMAL or not remainder.solution:
        return done
    left = len(remainder.solution)
    robot, direction = remainder.solution[0]
    hint = {"robot": robot, "direction": direction if base.reveal == "move" else None}
    optimum = base.optimal_moves
    extra = None if optimum is None else base.moves_played + left - optimum
    on_path = None if extra is None else extra == 0
    return replace(
        done, moves_left=left, hint=hint, on_optimal_path=on_path, extra_moves=extra
    )
