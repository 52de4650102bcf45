"""`ricochet check`: judge one solution, or many from a JSON-lines file."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable
from typing import Any, TextIO

from service.game.check import Verdict, check_solution
from service.game.errors import GameError, InvalidSolution
from service.game.geometry import Cell, cell_name
from service.game.notation import Move, parse_solution
from service.game.puzzle import Puzzle, parse_puzzle
from service.tools.cli.lines import (
    BAD_INPUT,
    BoardCache,
    InputError,
    bad_input,
    decode_object,
    load_json,
    numbered,
    run_lines,
    write_line,
)

EPILOG = """\
Single check: PUZZLE.json is a puzzle in the JSON contract; SOLUTION is JSON
([["red","N"], ...] or [{"robot":"red","direction":"N"}]), compact text ("rN gE":
robot letter r g b y k lower-case, direction N E S W upper-case), or a file holding
either. Cells are named as the pages name them, column letter and row number from
the top-left A1, with their [x, y] beside: D2 [3, 1].

Many checks: give one FILE.jsonl (or - for stdin) holding one
{"puzzle": {...}, "solution": ...} per line (an optional "ref" is echoed back).
One JSON verdict per line comes out, in order, each with its "line" number; a bad
line gives {"line": N, "solved": false, "error": {"reason": "bad_input", ...}} and
the rest go on.

Exit status: 0 solved (many: every line solved), 1 not solved (many: some line
unsolved, none bad), 2 bad input (many: some line was bad input). Bad input
includes a solution with no move, a move of a robot that is not in the puzzle, and
a compact token not written as above ("rn": write "rN")."""


def register(subparsers: Any) -> None:
    """Add the `check` subcommand."""
    parser = subparsers.add_parser(
        "check",
        help="check a solution, or many from a JSON-lines file",
        description="Replay a solution with the referee's rules and print the verdict.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("puzzle", metavar="PUZZLE.json|FILE.jsonl|-")
    parser.add_argument("solution", nargs="?", metavar="SOLUTION")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")
    parser.add_argument(
        "--no-steps",
        action="store_true",
        help="leave the step trace and final robots out of JSON verdicts",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Check one solution or a file of them; return the exit status."""
    if args.solution is None:
        return _run_many(args.puzzle, drop_steps=args.no_steps)
    try:
        puzzle = parse_puzzle(load_json(args.puzzle))
        moves = solution_moves(read_solution(args.solution), puzzle)
    except (InputError, GameError) as exc:
        print(f"ricochet check: {exc}", file=sys.stderr)
        return 2
    verdict = check_solution(puzzle, moves)
    if args.json:
        print(json.dumps(_verdict_json(verdict, args.no_steps)))
    else:
        print(describe(verdict, puzzle))
    return 0 if verdict.solved else 1


def read_solution(text: str) -> Any:
    """Read a solution given as JSON, compact text, or a file holding either."""
    if not text.lstrip().startswith(("[", '"')) and os.path.isfile(text):
        try:
            with open(text, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as exc:
            raise InputError(f"cannot read {text}: {exc.strerror}") from exc
    if text.lstrip().startswith(("[", '"')):
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidSolution(f"not valid JSON: {exc.msg}", "solution") from exc
    return text


def solution_moves(value: Any, puzzle: Puzzle) -> list[Move]:
    """Parse a solution as the command line takes it: compact tokens written
    exactly, at least one move, and only robots of the puzzle (InvalidSolution
    otherwise: bad input, exit 2, where the API's verdict says why it failed)."""
    moves = parse_solution(value, strict=True)
    if not moves:
        raise InvalidSolution("a solution needs a move", "solution")
    robots = puzzle.robot_positions
    for i, (robot, _) in enumerate(moves):
        if robot not in robots:
            playing = ", ".join(robots)
            raise InvalidSolution(
                f"the {robot} robot is not in play (robots: {playing})",
                f"solution[{i}]",
            )
    return moves


def describe(verdict: Verdict, puzzle: Puzzle) -> str:
    """Write a verdict for people: the outcome, then one line per played move."""
    lines = [_headline(verdict, puzzle)]
    width = puzzle.board.width
    for i, step in enumerate(verdict.steps, 1):
        lines.append(
            f"  {i:>2}. {step['robot']} {step['direction']}  "
            f"{name_cell(width, step['from'])} -> {name_cell(width, step['to'])}"
        )
    return "\n".join(lines)


def name_cell(width: int, cell: Cell | list[int]) -> str:
    """Name a cell both ways, as the pages do and as the JSON does: `D2 [3, 1]`."""
    x, y = cell
    return f"{cell_name(width, (x, y))} [{x}, {y}]"


def _headline(verdict: Verdict, puzzle: Puzzle) -> str:
    """Summarise a verdict in one line."""
    if verdict.solved:
        rule = " (ricochet rule satisfied)" if verdict.ricochet_rule else ""
        return f"solved in {verdict.moves} moves{rule}"
    if verdict.error is not None:
        step, reason = verdict.error["step"] + 1, verdict.error["reason"]
        return f"not solved: step {step}: {verdict.error['message']} ({reason})"
    if verdict.reached_target:
        return (
            "not solved: the target is reached but the ricochet rule is not satisfied"
        )
    goal = puzzle.target
    who = "any robot" if goal.color == "any" else f"the {goal.color} robot"
    where = name_cell(puzzle.board.width, goal.cell)
    return f"not solved: the last move does not bring {who} onto {where}"


def _verdict_json(verdict: Verdict, drop_steps: bool) -> dict[str, Any]:
    """Return a verdict's JSON, without the trace when asked."""
    data = verdict.to_json()
    if drop_steps:
        del data["steps"], data["robots"]
    return data


# --- many checks ------------------------------------------------------------------


def _run_many(source: str, *, drop_steps: bool) -> int:
    """Check every line of a JSON-lines file or stdin; return the worst status."""

    def handle(lines: Iterable[str]) -> int:
        return check_lines(lines, sys.stdout, drop_steps=drop_steps)

    return run_lines("check", source, handle)


def check_lines(lines: Iterable[str], out: TextIO, *, drop_steps: bool = False) -> int:
    """Write one verdict line per input line; return 0 all solved, 1 some not, 2 bad."""
    boards = BoardCache()
    status = 0
    for number, line in numbered(lines):
        try:
            verdict = _check_line(line, boards, drop_steps)
        except GameError as exc:
            verdict = _bad_input(exc)
        status = max(status, _status(verdict))
        write_line(out, number, verdict)
    return status


def _check_line(line: str, boards: BoardCache, drop_steps: bool) -> dict[str, Any]:
    """Check one line's puzzle and solution."""
    item = _parse_line(line)
    ref = {"ref": item["ref"]} if "ref" in item else {}
    try:
        puzzle = parse_puzzle(item["puzzle"], board=boards.board_of(item["puzzle"]))
        moves = solution_moves(item["solution"], puzzle)
    except GameError as exc:
        return {**ref, **_bad_input(exc)}
    return {**ref, **_verdict_json(check_solution(puzzle, moves), drop_steps)}


def _status(verdict: dict[str, Any]) -> int:
    """Return a line's exit status: 0 solved, 1 not solved, 2 bad input."""
    if verdict["solved"]:
        return 0
    error = verdict.get("error")
    return 2 if error is not None and error["reason"] == BAD_INPUT else 1


def _parse_line(line: str) -> dict[str, Any]:
    """Decode one line into an object with a puzzle and a solution."""
    item = decode_object(line, 'an object {"puzzle": ..., "solution": ...}')
    for key in ("puzzle", "solution"):
        if key not in item:
            raise GameError("is required", key)
    if not isinstance(item["puzzle"], dict):
        raise GameError("must be an object", "puzzle")
    return item


def _bad_input(exc: GameError) -> dict[str, Any]:
    """Return the verdict of a line that could not be read."""
    return {"solved": False, "error": bad_input(exc)}
