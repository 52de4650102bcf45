"""Checker throughput: replay the reference solutions, in moves and verdicts per second.

Every figure sits next to a baseline measured in the same run: a bare loop that
only calls `slide` for the same moves, without building a verdict. The JSON-lines
row is the whole `ricochet check FILE.jsonl` loop (decode, cached board, parse,
check, encode).
"""

from __future__ import annotations

import gzip
import io
import json
import time
from collections.abc import Callable
from importlib import resources
from typing import Any

from service.game.check import check_solution
from service.game.geometry import DIRECTION_INDEX
from service.game.moves import slide
from service.game.notation import Move
from service.game.puzzle import Puzzle, parse_puzzle
from service.tools.cli.check import check_lines

GOAL_MOVES_PER_SECOND = 100_000
Case = tuple[Puzzle, list[Move]]


def run(quick: bool) -> None:
    """Print the checker table (quick: a short timing window)."""
    positions = load_positions()
    cases = build_cases(positions)
    lines = [_jsonl_line(p, rule) for p in positions for rule in (False, True)]
    moves = sum(len(solution) for _, solution in cases)
    window = 0.3 if quick else 2.0
    base = measure(lambda: _bare_slides(cases), window)
    rows = [
        ("slide loop (baseline)", base),
        ("check_solution", measure(lambda: _checks(cases), window)),
        ("check + verdict JSON", measure(lambda: _checks_json(cases), window)),
        ("JSON lines (CLI loop)", measure(lambda: _jsonl(lines, False), window)),
        ("JSON lines --no-steps", measure(lambda: _jsonl(lines, True), window)),
    ]
    print(f"{len(cases)} solutions, {moves} moves per pass, {window:.1f} s per row")
    print(f"{'row':<24}{'moves/s':>12}{'verdicts/s':>13}{'x baseline':>12}")
    for name, seconds in rows:
        print(
            f"{name:<24}{moves / seconds:>12,.0f}{len(cases) / seconds:>13,.0f}"
            f"{base / seconds:>12.2f}"
        )
    checker = moves / rows[1][1]
    verdict = "met" if checker >= GOAL_MOVES_PER_SECOND else "NOT met"
    print(f"goal check_solution >= {GOAL_MOVES_PER_SECOND:,} moves/s: {verdict}")


def load_positions() -> list[dict[str, Any]]:
    """Load the reference positions shipped with the package."""
    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with gzip.open(str(path), "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def build_cases(positions: list[dict[str, Any]]) -> list[Case]:
    """Return each position's puzzle and reference solution, rule off and on."""
    cases: list[Case] = []
    for position in positions:
        for rule, key in ((False, "solution"), (True, "solution_ricochet_rule")):
            puzzle = parse_puzzle(_puzzle_json(position, rule))
            cases.append((puzzle, [(robot, d) for robot, d in position[key]]))
    return cases


def measure(work: Callable[[], None], window: float) -> float:
    """Return the seconds one pass of `work` takes, averaged over a time window."""
    work()  # warm caches before timing
    passes, start = 0, time.perf_counter()
    while True:
        work()
        passes += 1
        elapsed = time.perf_counter() - start
        if elapsed >= window:
            return elapsed / passes


def _bare_slides(cases: list[Case]) -> None:
    """Play every move with `slide` alone: the floor any checker pays."""
    for puzzle, solution in cases:
        robots = dict(puzzle.robots)
        board = puzzle.board
        for robot, letter in solution:
            robots[robot] = slide(board, robots, robot, DIRECTION_INDEX[letter]).end


def _checks(cases: list[Case]) -> None:
    """Check every solution; fail loudly if a reference solution is refused."""
    for puzzle, solution in cases:
        if not check_solution(puzzle, solution).solved:
            raise AssertionError(f"reference solution refused: {puzzle.puzzle_id}")


def _checks_json(cases: list[Case]) -> None:
    """Check every solution and encode its verdict as the API and CLI do."""
    for puzzle, solution in cases:
        json.dumps(check_solution(puzzle, solution).to_json())


def _jsonl(lines: list[str], drop_steps: bool) -> None:
    """Run the CLI's many-check loop over the lines in memory."""
    out = io.StringIO()
    if check_lines(lines, out, drop_steps=drop_steps) != 0:
        raise AssertionError("a reference solution was refused by the CLI loop")


def _puzzle_json(position: dict[str, Any], rule: bool) -> dict[str, Any]:
    """Return the puzzle of a position in the JSON contract."""
    return {
        "board": position["board"],
        "robots": position["robots"],
        "target": position["target"],
        "rules": {"ricochet_rule": rule},
    }


def _jsonl_line(position: dict[str, Any], rule: bool) -> str:
    """Return one `ricochet check` input line for a position."""
    key = "solution_ricochet_rule" if rule else "solution"
    item = {"puzzle": _puzzle_json(position, rule), "solution": position[key]}
    return json.dumps(item) + "\n"
