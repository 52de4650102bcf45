"""The solver on every shared reference position, ricochet rule off and on.

Each optimum must equal the recorded one, be proven, and come with a solution the
checker accepts in exactly that many moves. The whole file takes far more than
three minutes, so positions the reference C solver needed over SLOW_REFERENCE
seconds for are marked slow.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.game.check import check_solution
from service.game.solver import solve
from tests.game.helpers import bench_positions, bench_puzzle

SLOW_REFERENCE = 0.2


def _cases() -> list[Any]:
    """Return one parameter per position, the slow ones marked."""
    cases = []
    for position in bench_positions():
        marks = (
            [pytest.mark.slow]
            if position["reference_c_seconds"] > SLOW_REFERENCE
            else []
        )
        cases.append(pytest.param(position, id=position["id"], marks=marks))
    return cases


@pytest.mark.parametrize("rule", [False, True], ids=["rule-off", "rule-on"])
@pytest.mark.parametrize("position", _cases())
def test_the_recorded_optimum_is_found_and_proven(
    position: dict[str, Any], rule: bool
) -> None:
    puzzle = bench_puzzle(position, rule=rule)
    expected = position["optimal_moves_ricochet_rule" if rule else "optimal_moves"]
    result = solve(puzzle)
    assert result.status == "optimal" and result.proven
    assert result.optimal_moves == result.lower_bound == expected
    assert result.solution is not None
    verdict = check_solution(puzzle, result.solution)
    assert verdict.solved and verdict.moves == expected
