"""The shipped records: each stored solution replays, and each optimum is re-proven."""

from __future__ import annotations

import json
from typing import Any

import pytest

from service.game.check import check_solution
from service.game.layouts import board_for_code
from service.game.puzzle import Puzzle, parse_puzzle
from service.game.records import FAMILIES
from service.game.records.__main__ import RECORDS
from service.game.solver import Limits, solve

ENTRIES: list[dict[str, Any]] = json.loads(RECORDS.read_text())["records"]


def _puzzle(entry: dict[str, Any]) -> Puzzle:
    """Return the puzzle of a stored record."""
    data = {k: entry[k] for k in ("robots", "target", "rules")}
    return parse_puzzle(data, board=board_for_code(entry["layout"]))


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: f"{e['layout']}-{e['family']}")
def test_record_replays(entry: dict[str, Any]) -> None:
    """The stored solution solves the puzzle in the stored number of moves."""
    puzzle = _puzzle(entry)
    family = FAMILIES[entry["family"]]
    assert tuple(name for name, _ in puzzle.robots) == family.robots
    assert puzzle.ricochet_rule == family.ricochet_rule
    verdict = check_solution(puzzle, [tuple(m) for m in entry["solution"]])
    assert verdict.solved and verdict.moves == entry["optimal_moves"]


@pytest.mark.slow
@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: f"{e['layout']}-{e['family']}")
def test_record_is_optimal(entry: dict[str, Any]) -> None:
    """The solver proves the stored optimum again."""
    result = solve(_puzzle(entry), limits=Limits(max_seconds=600))
    assert result.proven and result.optimal_moves == entry["optimal_moves"]
