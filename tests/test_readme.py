"""The README's first session shows what the core computes: ids, verdicts, optimum."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from service.game.check import check_solution
from service.game.notation import parse_solution
from service.game.puzzle import board_id, parse_puzzle
from service.game.solver import solve

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()
SESSION = README[README.index("## A first session") : README.index("## The code")]
CHECK = re.compile(
    r"""-d '\{"solution": "([^"]*)"\}'\n# \{"puzzle_id": "(p\w+)", "solved": (\w+), """
    r""""reached_target": (\w+), "moves": (\d+)"""
)


def posted_puzzle() -> dict[str, Any]:
    """Return the body the session POSTs to /v1/puzzles."""
    match = re.search(r"""-d '(\{"board": .*?\})'\n""", SESSION, re.DOTALL)
    assert match, "the session creates no puzzle"
    body: dict[str, Any] = json.loads(match.group(1))
    return body


def test_the_session_names_the_puzzles_own_ids() -> None:
    puzzle = parse_puzzle(posted_puzzle())
    assert set(re.findall(r"/v1/puzzles/(p\w+)", SESSION)) == {puzzle.puzzle_id}
    assert f'"id": "{puzzle.puzzle_id}"' in SESSION
    assert f'"board_id": "{board_id(puzzle.board)}"' in SESSION


def test_the_sessions_checks_show_the_cores_verdicts() -> None:
    puzzle = parse_puzzle(posted_puzzle())
    checks = CHECK.findall(SESSION)
    assert len(checks) == 2 and {c[2] for c in checks} == {"true", "false"}
    for solution, shown_id, solved, reached, moves in checks:
        verdict = check_solution(puzzle, parse_solution(solution))
        assert shown_id == puzzle.puzzle_id
        assert json.dumps(verdict.solved) == solved
        assert json.dumps(verdict.reached_target) == reached
        assert verdict.moves == int(moves)


def test_the_session_shows_the_proven_optimum() -> None:
    result = solve(parse_puzzle(posted_puzzle()))
    assert result.proven
    assert f'"optimal_moves": {result.optimal_moves}, "proven": true' in SESSION
