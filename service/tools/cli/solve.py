"""`ricochet solve`: the optimal solution of one puzzle, or of many from JSON lines."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from service.game.errors import GameError
from service.game.notation import format_compact
from service.game.puzzle import parse_puzzle
from service.game.solver import (
    Limits,
    Progress,
    SolveResult,
    SolverStatus,
    solve,
    warm_up,
)
from service.tools.cli.lines import (
    BoardCache,
    InputError,
    bad_input,
    decode_object,
    load_json,
    numbered,
    run_lines,
    write_line,
)

DEFAULTS = Limits()

EPILOG = """\
One puzzle: PUZZLE.json holds a puzzle in the JSON contract (its board may be a
layout code). The optimum, one optimal solution and the search figures are printed
(--json: the result object).

Many puzzles: FILE.jsonl (or - for stdin) holds one puzzle per line (or an object
{"puzzle": {...}, "ref": ...}; the ref is echoed). They are solved in order in one
process and one JSON result per line comes out, with its "line" number; a bad line
gives {"line": N, "optimal_moves": null, ..., "error": {"reason": "bad_input", ...}}
and the rest go on.

Exit status: 0 ok (unsolvable or out-of-limits puzzles included), 2 bad input (many:
some line was bad)."""


def register(subparsers: Any) -> None:
    """Add the `solve` subcommand."""
    parser = subparsers.add_parser(
        "solve",
        help="find the fewest moves of a puzzle, or of many from a JSON-lines file",
        description="Solve puzzles optimally: every robot's moves count.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("puzzle", metavar="PUZZLE.json|FILE.jsonl|-")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--max-depth",
        type=_count,
        default=DEFAULTS.max_depth,
        metavar="N",
        help=f"search solutions of at most N moves (default {DEFAULTS.max_depth})",
    )
    parser.add_argument(
        "--max-nodes",
        type=_count,
        default=None,
        metavar="N",
        help="stop after visiting N positions (default: no limit)",
    )
    parser.add_argument(
        "--max-seconds",
        type=_seconds,
        default=None,
        metavar="S",
        help="stop after S seconds of search (default: no limit)",
    )
    parser.add_argument(
        "--max-memory-mb",
        type=_megabytes,
        default=None,
        metavar="MB",
        help="memory for the table of seen positions, in MiB (default "
        f"{DEFAULTS.max_memory_bytes // 2**20})",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Solve one puzzle or a file of them; return the exit status."""
    try:
        limits = _limits(args)
    except ValueError as exc:
        print(f"ricochet solve: {exc}", file=sys.stderr)
        return 2
    warm_up()  # load the compiled kernels before any clock starts
    if args.puzzle == "-" or args.puzzle.endswith(".jsonl"):
        return _run_many(args.puzzle, limits)
    try:
        puzzle = parse_puzzle(load_json(args.puzzle))
    except (InputError, GameError) as exc:
        print(f"ricochet solve: {exc}", file=sys.stderr)
        return 2
    bar = _progress_bar(sys.stderr)
    result = solve(puzzle, limits=limits, on_progress=bar)
    if bar is not None:
        sys.stderr.write("\r\033[K")  # clear the status line
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(describe(result))
    return 0


def describe(result: SolveResult) -> str:
    """Write a result for people: the verdict, the solution, the search figures."""
    if result.status == SolverStatus.OPTIMAL:
        lines = [f"optimal: {result.optimal_moves} moves (proven)"]
    elif result.status == SolverStatus.UNSOLVABLE:
        lines = ["unsolvable: no robot that may finish can reach the target (proven)"]
    else:
        lines = describe_unfinished(result)
    if result.solution:
        lines.append(f"solution: {format_compact(result.solution)}")
        lines += [
            f"  {i:>2}. {robot} {direction}"
            for i, (robot, direction) in enumerate(result.solution, 1)
        ]
    lines.append(
        f"searched {result.nodes:,} nodes in {result.seconds:.3f} s "
        f"(lower bound {result.lower_bound})"
    )
    return "\n".join(lines)


def describe_unfinished(result: SolveResult) -> list[str]:
    """Say what a search stopped at a limit knows: the bound, the best found."""
    bound = result.lower_bound
    if result.moves is None:
        head = f"no solution found; every solution has at least {bound} moves"
    else:
        head = (
            f"best solution {result.moves} moves, "
            f"the optimum is {bound} to {result.moves} moves"
        )
    hint = "  (raise --max-depth, --max-nodes or --max-seconds to search further)"
    return [f"stopped at a limit: {head}", hint]


def _progress_bar(stream: TextIO) -> Callable[[Progress], None] | None:
    """Return a callback that redraws one status line, when stream is a terminal."""
    if not stream.isatty():
        return None

    def show(progress: Progress) -> None:
        stream.write(
            f"\rsearching {progress.depth} moves: {progress.nodes:,} nodes, "
            f"{progress.seconds:.1f} s  "
        )
        stream.flush()

    return show


# --- limits ---------------------------------------------------------------------


def _limits(args: argparse.Namespace) -> Limits:
    """Build the search limits from the options."""
    memory = DEFAULTS.max_memory_bytes
    if args.max_memory_mb is not None:
        memory = int(args.max_memory_mb * 2**20)
    return Limits(args.max_depth, args.max_nodes, args.max_seconds, memory)


def _count(text: str) -> int:
    """Parse a non-negative integer option."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must not be negative")
    return value


def _seconds(text: str) -> float:
    """Parse a positive duration in seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError("must be positive")
    return value


def _megabytes(text: str) -> float:
    """Parse a memory cap in MiB (at least 1)."""
    value = _seconds(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1 MiB")
    return value


# --- many puzzles ---------------------------------------------------------------


def _run_many(source: str, limits: Limits) -> int:
    """Solve every line of a JSON-lines file or stdin; return the exit status."""

    def handle(lines: Iterable[str]) -> int:
        return solve_lines(lines, sys.stdout, limits)

    return run_lines("solve", source, handle)


def solve_lines(lines: Iterable[str], out: TextIO, limits: Limits) -> int:
    """Write one result line per puzzle line; return 0, or 2 if a line was bad."""
    boards = BoardCache()
    bad = 0
    for number, line in numbered(lines):
        ref: dict[str, Any] = {}
        try:
            item, ref = _decode(line)
            puzzle = parse_puzzle(item, board=boards.board_of(item))
            data = {**ref, **solve(puzzle, limits=limits).to_json()}
        except GameError as exc:
            bad += 1
            data = {**ref, **_bad_input(exc)}
        write_line(out, number, data)
        out.flush()
    if bad:
        print(f"ricochet solve: {bad} bad line(s)", file=sys.stderr)
    return 2 if bad else 0


def _decode(line: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Decode one line into a puzzle object (and the ref to echo)."""
    item = decode_object(line, "a puzzle object")
    ref: dict[str, Any] = {}
    if "puzzle" in item:
        ref = {"ref": item["ref"]} if "ref" in item else {}
        item = item["puzzle"]
        if not isinstance(item, dict):
            raise GameError("must be an object", "puzzle")
    return item, ref


def _bad_input(exc: GameError) -> dict[str, Any]:
    """Return the result line of a puzzle that could not be read."""
    return {
        "optimal_moves": None,
        "proven": False,
        "solution": None,
        "error": bad_input(exc),
    }
