"""Solution checks: verdicts, the ricochet rule as we read it, illegal steps."""

from __future__ import annotations

import pytest

from service.game.check import check_solution, solves
from service.game.notation import parse_solution

from .helpers import bench_positions, bench_puzzle, puzzle


def verdict(p, text: str):  # type: ignore[no-untyped-def]
    """Check a compact solution."""
    return check_solution(p, parse_solution(text))


def test_a_straight_run_onto_the_target_solves_with_the_rule_off() -> None:
    p = puzzle({"red": [0, 5]}, ("red", [0, 0]), rule=False)
    v = verdict(p, "rN")
    assert v.solved and v.moves == 1 and not v.ricochet_rule_satisfied
    assert v.steps[0]["from"] == [0, 5] and v.steps[0]["to"] == [0, 0]


def test_the_rule_refuses_a_straight_run() -> None:
    # "If a robot could move directly to the target space without ricocheting, it
    # has to take another route."
    p = puzzle({"red": [0, 5]}, ("red", [0, 0]), rule=True)
    v = verdict(p, "rN")
    assert v.reached_target and not v.solved and not v.ricochet_rule_satisfied


def test_a_right_angle_satisfies_the_rule() -> None:
    p = puzzle({"red": [3, 5]}, ("red", [0, 0]), rule=True)
    assert verdict(p, "rN rW").solved


def test_a_reversal_is_not_a_ricochet() -> None:
    p = puzzle({"red": [3, 5]}, ("red", [3, 0]), rule=True, walls=[[3, 7, "S"]])
    v = verdict(p, "rS rN")
    assert v.reached_target and not v.solved


def test_other_robots_moves_in_between_do_not_matter() -> None:
    p = puzzle({"red": [3, 5], "blue": [6, 6]}, ("red", [0, 0]), rule=True)
    assert verdict(p, "rN bN bW rW").solved


def test_an_earlier_ricochet_counts() -> None:
    p = puzzle({"red": [3, 5]}, ("red", [0, 0]), rule=True)
    # N then E is a ricochet; then W and W... W is a no-move, so go E, W instead.
    assert verdict(p, "rN rE rW").solved


def test_a_bend_on_a_diagonal_is_not_a_ricochet() -> None:
    diagonals = [{"cell": [3, 3], "color": "blue", "orientation": "/"}]
    p = puzzle({"red": [0, 3]}, ("red", [3, 0]), rule=True, diagonals=diagonals)
    v = verdict(p, "rE")
    assert v.reached_target and not v.solved
    off = puzzle({"red": [0, 3]}, ("red", [3, 0]), rule=False, diagonals=diagonals)
    assert verdict(off, "rE").solved


def test_the_ricochet_compares_the_arrival_heading_with_the_next_setting_off() -> None:
    # Red sets off E, is turned N by the diagonal and arrives heading N at (3, 0);
    # then it sets off E: at right angles to how it arrived, so it ricocheted.
    diagonals = [{"cell": [3, 3], "color": "blue", "orientation": "/"}]
    p = puzzle({"red": [0, 3]}, ("red", [7, 0]), rule=True, diagonals=diagonals)
    assert verdict(p, "rE rE").solved
    # Likewise W after arriving heading N, though E then W were the commands.
    q = puzzle({"red": [0, 3]}, ("red", [0, 0]), rule=True, diagonals=diagonals)
    v = verdict(q, "rE rW")
    assert v.steps[0]["to"] == [3, 0] and v.solved


def test_the_last_move_must_bring_the_target_robot() -> None:
    p = puzzle({"red": [3, 5], "blue": [7, 7]}, ("red", [0, 0]), rule=False)
    v = verdict(p, "rN rW bN")
    assert not v.solved and not v.reached_target
    wrong = puzzle({"red": [3, 5], "blue": [7, 0]}, ("red", [0, 0]), rule=False)
    assert not verdict(wrong, "bW").solved


def test_the_vortex_takes_any_robot_including_black() -> None:
    p = puzzle({"red": [3, 5], "black": [0, 6]}, ("any", [0, 0]), rule=False)
    assert verdict(p, "kN").solved
    assert verdict(p, "rN rW").solved


def test_a_robot_already_on_the_target_must_move_off_and_back() -> None:
    p = puzzle({"red": [0, 0]}, ("red", [0, 0]), rule=False)
    assert not check_solution(p, []).solved
    assert check_solution(p, []).error == {
        "step": 0,
        "reason": "empty_solution",
        "message": "a solution needs a move",
    }
    assert verdict(p, "rS rN").solved


@pytest.mark.parametrize(
    ("moves", "step", "reason"),
    [
        ([("red", "N"), ("purple", "N")], 1, "unknown_robot"),
        ([("green", "N")], 0, "robot_not_in_play"),
        ([("red", "up")], 0, "bad_direction"),
        ([("red", "N"), ("red", "N")], 1, "no_movement"),
    ],
)
def test_an_illegal_step_names_its_index_and_reason(
    moves: list[tuple[str, str]], step: int, reason: str
) -> None:
    # moves built directly: the parser refuses unknown robots and directions
    p = puzzle({"red": [3, 5]}, ("red", [0, 0]), rule=False)
    v = check_solution(p, moves)
    assert not v.solved
    assert v.error is not None and (v.error["step"], v.error["reason"]) == (
        step,
        reason,
    )
    # the counts agree: `moves` is the moves played, the trace's length
    assert len(v.steps) == v.moves == step


def test_verdict_json_has_the_contract_fields() -> None:
    p = puzzle({"red": [3, 5]}, ("red", [0, 0]), rule=True)
    data = verdict(p, "rN rW").to_json()
    assert {"solved", "moves", "ricochet_rule_satisfied", "steps", "error"} <= set(data)
    assert data["steps"][1]["robots"] == {"red": [0, 0]}


def test_every_reference_solution_checks_in_exactly_its_count() -> None:
    for position in bench_positions():
        off = bench_puzzle(position, rule=False)
        on = bench_puzzle(position, rule=True)
        plain = check_solution(off, parse_solution(position["solution"]))
        ruled = check_solution(on, parse_solution(position["solution_ricochet_rule"]))
        assert plain.solved and plain.moves == position["optimal_moves"], position["id"]
        assert ruled.solved and ruled.moves == position["optimal_moves_ricochet_rule"]
        assert ruled.ricochet_rule_satisfied
        # A rule-off optimum that already ricochets would be a rule-on optimum too.
        plain_on = check_solution(on, parse_solution(position["solution"]))
        if position["optimal_moves"] < position["optimal_moves_ricochet_rule"]:
            assert not plain_on.solved, position["id"]
        assert plain_on.ricochet_rule_satisfied == plain_on.solved


def test_solves_agrees_with_check_solution() -> None:
    """`solves` (no trace, for replays against many puzzles) gives the verdict's
    `solved` on every reference puzzle, both rules, full and cut solutions, other
    robots' names and a bad letter."""
    seen = set()
    for position in bench_positions():
        for rule in (False, True):
            puzzle = bench_puzzle(position, rule=rule)
            for key in ("solution", "solution_ricochet_rule"):
                moves = parse_solution(position[key])
                renamed = [("green" if r == "red" else r, d) for r, d in moves]
                tries = [moves, moves[:-1], moves[1:], renamed, [*moves, ("red", "X")]]
                for solution in tries:
                    expected = check_solution(puzzle, solution).solved
                    assert solves(puzzle, solution) == expected, position["id"]
                    seen.add(expected)
    assert seen == {True, False}
