"""The optimal solver: rules, verdicts, limits, progress, hints and its JSON form."""

from __future__ import annotations

import time
from typing import Any

import pytest

from service.game.check import check_solution
from service.game.geometry import DIRECTIONS
from service.game.puzzle import Puzzle
from service.game.solver import Limits, Progress, SolveResult, hints, solve, warm_up
from service.game.solver.state import prepare
from tests.game.helpers import bench_positions, bench_puzzle, puzzle


def solved_in(p: Puzzle, result: SolveResult, moves: int) -> None:
    """Assert a proven optimum of `moves` whose solution the checker accepts."""
    assert result.status == "optimal" and result.proven
    assert result.optimal_moves == result.moves == result.lower_bound == moves
    assert result.solution is not None
    verdict = check_solution(p, result.solution)
    assert verdict.solved and verdict.moves == moves


def test_a_straight_run_takes_one_move() -> None:
    p = puzzle({"red": [0, 5]}, ("red", [0, 0]))
    result = solve(p)
    solved_in(p, result, 1)
    assert result.solution == [("red", "N")]


def test_the_ricochet_rule_needs_a_turn() -> None:
    p = puzzle({"red": [0, 5]}, ("red", [0, 0]), rule=True)
    solved_in(p, solve(p), 3)  # e.g. E, W back to the column's foot... then N


def test_a_robot_on_the_target_moves_off_and_back() -> None:
    p = puzzle({"red": [0, 0], "green": [1, 0]}, ("red", [0, 0]))
    result = solve(p)
    solved_in(p, result, 2)
    assert result.solution == [("red", "S"), ("red", "N")]


def test_other_robots_moves_count() -> None:
    # Red slides past the target unless green first parks behind it.
    p = puzzle({"red": [0, 7], "green": [7, 2]}, ("red", [0, 3]))
    result = solve(p)
    solved_in(p, result, 2)
    assert {robot for robot, _ in result.solution or []} == {"red", "green"}


def test_the_vortex_takes_any_robot_black_included() -> None:
    p = puzzle({"red": [3, 3], "black": [7, 5]}, ("any", [7, 0]))
    result = solve(p)
    solved_in(p, result, 1)
    assert result.solution == [("black", "N")]


def test_diagonals_bend_robots_of_other_colours() -> None:
    diagonals = [{"cell": [3, 3], "color": "blue", "orientation": "/"}]
    p = puzzle({"red": [0, 3]}, ("red", [3, 0]), diagonals=diagonals)
    solved_in(p, solve(p), 1)
    blue = puzzle({"blue": [0, 3]}, ("blue", [3, 0]), diagonals=diagonals)
    assert solve(blue).optimal_moves != 1


def test_an_enclosed_target_is_unsolvable_at_once() -> None:
    walls = [[3, 3, "N"], [3, 3, "E"], [3, 3, "S"], [3, 3, "W"]]
    p = puzzle({"red": [0, 0], "green": [5, 5]}, ("red", [3, 3]), walls=walls)
    result = solve(p)
    assert result.status == "unsolvable" and result.proven
    assert result.optimal_moves is None and result.solution is None
    assert result.seconds < 0.5


def test_a_target_nobody_can_stop_on_is_proven_unsolvable() -> None:
    # One robot alone on an open 4x4 board only ever stops on the rim.
    p = puzzle({"red": [0, 0]}, ("red", [1, 1]), width=4, height=4)
    result = solve(p)
    assert result.status == "unsolvable" and result.proven


@pytest.mark.parametrize("threads", [1, 2])
def test_a_board_where_no_robot_can_move_is_proven_unsolvable(
    monkeypatch: pytest.MonkeyPatch, threads: int
) -> None:
    # Five robots and four diagonals fill a 3x3 board; with the rule and a vortex
    # the state space is too big for exact accounting, and the start's bound is
    # three, so the first search is already the driver's (a stage on one thread).
    monkeypatch.setenv("RICOCHET_SOLVER_THREADS", str(threads))
    diagonals = [
        {"cell": [0, 2], "color": "green", "orientation": "/"},
        {"cell": [2, 1], "color": "red", "orientation": "\\"},
        {"cell": [0, 0], "color": "red", "orientation": "/"},
        {"cell": [1, 1], "color": "red", "orientation": "/"},
    ]
    robots = {
        "red": [1, 2],
        "green": [2, 0],
        "blue": [1, 0],
        "yellow": [2, 2],
        "black": [0, 1],
    }
    p = puzzle(
        robots, ("any", [1, 2]), rule=True, width=3, height=3, diagonals=diagonals
    )
    result = solve(p, limits=Limits(max_seconds=20))
    assert result.status == "unsolvable" and result.proven
    assert result.nodes == 0 and result.lower_bound == 4


def test_a_depth_limit_reports_the_proven_lower_bound() -> None:
    position = next(p for p in bench_positions() if p["optimal_moves"] == 11)
    p = bench_puzzle(position, rule=False)
    result = solve(p, limits=Limits(max_depth=8))
    assert result.status == "limit" and not result.proven
    assert result.optimal_moves is None
    assert result.lower_bound == 9


def test_a_node_limit_stops_the_search_unproven() -> None:
    position = max(bench_positions(), key=lambda p: p["reference_c_seconds"])
    result = solve(bench_puzzle(position, rule=False), limits=Limits(max_nodes=5000))
    assert result.status == "limit" and not result.proven
    assert result.nodes <= 5000 + 100
    assert 1 <= result.lower_bound <= position["optimal_moves"]


def test_a_node_limit_is_exact_and_reproducible_with_threads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Big enough that an unlimited search would split its iterations between threads.
    monkeypatch.setenv("RICOCHET_SOLVER_THREADS", "2")
    position = max(bench_positions(), key=lambda p: p["reference_c_seconds"])
    limits = Limits(max_nodes=400_000)
    first = solve(bench_puzzle(position, rule=False), limits=limits)
    second = solve(bench_puzzle(position, rule=False), limits=limits)
    assert first.status == second.status == "limit"
    assert first.nodes == second.nodes <= 400_000 + 100
    assert first.lower_bound == second.lower_bound


def test_a_time_limit_is_honoured_on_a_big_board() -> None:
    walls = [[x, y, "S"] for x in range(1, 31, 3) for y in range(1, 31, 4)]
    p = puzzle(
        {
            "red": [0, 0],
            "green": [31, 31],
            "blue": [0, 31],
            "yellow": [31, 0],
            "black": [15, 15],
        },
        ("red", [17, 14]),
        width=32,
        height=32,
        walls=walls,
    )
    started = time.perf_counter()
    result = solve(p, limits=Limits(max_seconds=1.0, max_memory_bytes=64 << 20))
    assert time.perf_counter() - started < 3.0
    if result.status != "optimal":
        assert result.status == "limit" and not result.proven
    if result.solution is not None:
        assert check_solution(p, result.solution).solved


def test_a_small_memory_cap_still_finds_the_optimum() -> None:
    position = next(p for p in bench_positions() if p["optimal_moves"] == 13)
    p = bench_puzzle(position, rule=False)
    solved_in(p, solve(p, limits=Limits(max_memory_bytes=1 << 20)), 13)


def test_progress_reports_growing_depths() -> None:
    position = next(p for p in bench_positions() if p["optimal_moves"] == 12)
    reports: list[Progress] = []
    solve(bench_puzzle(position, rule=False), on_progress=reports.append)
    depths = [r.depth for r in reports]
    assert depths and depths == sorted(depths)
    nodes, seconds = [r.nodes for r in reports], [r.seconds for r in reports]
    assert nodes == sorted(nodes) and nodes[-1] > 0  # counted as the search goes
    assert seconds == sorted(seconds)


def test_hints_start_optimal_solutions() -> None:
    p = puzzle({"red": [0, 5], "green": [7, 5]}, ("red", [0, 0]))
    assert hints(p) == [("red", "N")]
    position = next(p for p in bench_positions() if p["optimal_moves"] == 6)
    p = bench_puzzle(position, rule=False)
    first = hints(p)
    assert first
    for robot, direction in first:
        assert solve(p).optimal_moves == 6
        assert (robot, direction) in {(r, d) for r, d in first}


def test_hints_of_an_unsolvable_puzzle_are_empty() -> None:
    walls = [[3, 3, "N"], [3, 3, "E"], [3, 3, "S"], [3, 3, "W"]]
    p = puzzle({"red": [0, 0]}, ("red", [3, 3]), walls=walls)
    assert hints(p) == []


def test_the_json_form() -> None:
    data = solve(puzzle({"red": [0, 5]}, ("red", [0, 0]))).to_json()
    assert set(data) == {
        "status",
        "optimal_moves",
        "moves",
        "solution",
        "proven",
        "lower_bound",
        "nodes",
        "seconds",
    }
    assert data["solution"] == [["red", "N"]] and data["optimal_moves"] == 1


def test_bad_limits_are_refused() -> None:
    with pytest.raises(ValueError):
        Limits(max_depth=-1)
    with pytest.raises(ValueError):
        Limits(max_memory_bytes=10)


def test_warm_up_then_a_cached_board_solves_in_under_two_milliseconds() -> None:
    warm_up()
    p = puzzle({"red": [0, 5]}, ("red", [0, 0]))
    solve(p)
    started = time.perf_counter()
    for _ in range(200):
        solve(p)
    assert (time.perf_counter() - started) / 200 < 0.002


def _kernel_versions() -> dict[str, int]:
    """Return how many compiled versions each solver kernel has, by name."""
    from service.game.solver.kernels import bounds, search, stoppers, tt

    return {
        f"{module.__name__}.{name}": len(kernel.signatures)
        for module in (search, stoppers, bounds, tt)
        for name, kernel in vars(module).items()
        if hasattr(kernel, "signatures")
        and kernel.py_func.__module__ == module.__name__
    }


def test_warm_up_compiles_every_kernel_a_big_search_calls() -> None:
    # Workers warm up before forking their jobs: a job's search must then neither
    # compile nor load a kernel, nor a second version of the search kernel.
    from service.game.solver.kernels import search

    warm_up()
    before = _kernel_versions()
    position = next(p for p in bench_positions() if p["optimal_moves"] == 12)
    for rule in (False, True):
        assert solve(bench_puzzle(position, rule=rule)).proven
    assert _kernel_versions() == before
    assert len(search.run.signatures) == 1


def test_iterations_split_between_threads_find_the_same_optima(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from service.game.solver import plan as solver_plan

    monkeypatch.setenv("RICOCHET_SOLVER_THREADS", "3")
    monkeypatch.setattr(solver_plan, "PARALLEL_AFTER", 0.0)
    positions = [p for p in bench_positions() if 9 <= p["optimal_moves"] <= 12]
    for position in (
        positions[:6]
        + [p for p in bench_positions() if p["target"]["color"] == "any"][:3]
    ):
        for rule in (False, True):
            p = bench_puzzle(position, rule=rule)
            key = "optimal_moves_ricochet_rule" if rule else "optimal_moves"
            solved_in(p, solve(p), position[key])


def test_big_first_moves_are_split_by_second_move() -> None:
    from service.game.solver.parallel import _units

    units = _units(4, {(0,): 10, (1, 0): 60, (1, 1): 30, (2,): 0, (3,): 0})
    assert units == [(0,), *((1, place) for place in range(20)), (2,), (3,)]
    assert _units(2, {}) == [(0,), (1,)]


def test_iterations_split_by_second_move_find_the_same_optima(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from service.game.solver import parallel as solver_parallel
    from service.game.solver import plan as solver_plan

    monkeypatch.setenv("RICOCHET_SOLVER_THREADS", "2")
    monkeypatch.setattr(solver_plan, "PARALLEL_AFTER", 0.0)
    monkeypatch.setattr(solver_parallel, "SPLIT_AFTER", 0)
    # Every first move that took any work is split.
    monkeypatch.setattr(solver_parallel, "SPLIT_SHARE", 10**12)
    positions = [p for p in bench_positions() if 10 <= p["optimal_moves"] <= 13]
    for position in positions[:6]:
        for rule in (False, True):
            p = bench_puzzle(position, rule=rule)
            key = "optimal_moves_ricochet_rule" if rule else "optimal_moves"
            solved_in(p, solve(p), position[key])


def _stages_from_the_start(monkeypatch: pytest.MonkeyPatch, threads: int) -> list[int]:
    """Search in branch-and-bound stages right after the first bounds; return the
    list that records the length of every solution a stage is offered."""
    from service.game.solver import plan as solver_plan
    from service.game.solver import run as solver_run

    monkeypatch.setenv("RICOCHET_SOLVER_THREADS", str(threads))
    monkeypatch.setattr(solver_plan, "PARALLEL_AFTER", 0.0)
    monkeypatch.setattr(solver_run, "STAGE_AFTER", 0)
    offered: list[int] = []
    offer = solver_run.Best.offer

    def spy(best: solver_run.Best, moves: solver_run.Moves) -> None:
        offered.append(len(moves))
        offer(best, moves)

    monkeypatch.setattr(solver_run.Best, "offer", spy)
    return offered


@pytest.mark.parametrize("threads", [1, 2])
def test_stages_go_on_below_longer_solutions_to_the_optimum(
    monkeypatch: pytest.MonkeyPatch, threads: int
) -> None:
    offered = _stages_from_the_start(monkeypatch, threads)
    positions = [p for p in bench_positions() if 13 <= p["optimal_moves"] <= 16]
    longer = 0
    for position in positions[:: max(1, len(positions) // 8)]:
        for rule in (False, True):
            p = bench_puzzle(position, rule=rule)
            key = "optimal_moves_ricochet_rule" if rule else "optimal_moves"
            optimum = position[key]
            offered.clear()
            solved_in(p, solve(p), optimum)
            assert min(offered) == optimum
            longer += max(offered) > optimum
    assert longer  # some stage found a longer solution first, and went on below it


def _spy_on_past(monkeypatch: pytest.MonkeyPatch) -> list[list[tuple[int, int]]]:
    """Return the list that records every solution offered one move past a
    stage's bound."""
    from service.game.solver import run as solver_run

    past: list[solver_run.Moves] = []
    offer_past = solver_run.Best.offer_past

    def spy(best: solver_run.Best, moves: solver_run.Moves) -> None:
        past.append(moves)
        offer_past(best, moves)

    monkeypatch.setattr(solver_run.Best, "offer_past", spy)
    return past


def _solved_one_move_past(position: dict[str, Any], rule: bool, past: Any) -> int:
    """Solve a position; assert that its optimum is the one solution offered one
    move past a stage's bound; return the nodes searched."""
    p = bench_puzzle(position, rule=rule)
    optimum = position["optimal_moves_ricochet_rule" if rule else "optimal_moves"]
    past.clear()
    result = solve(p)
    solved_in(p, result, optimum)
    names = prepare(p).names  # the kernel's robot order
    assert len(past) == 1
    assert result.solution == [(names[r], DIRECTIONS[d]) for r, d in past[0]]
    return result.nodes


@pytest.mark.parametrize("rule", [False, True])
def test_a_solution_one_move_past_a_failing_stage_is_optimal(
    monkeypatch: pytest.MonkeyPatch, rule: bool
) -> None:
    # In F-000008, with stages from the start, the stage of bounds 3-6 finds the
    # 7-move optimum one move past its bound, and the next stage is never searched.
    from service.game.solver import run as solver_run

    _stages_from_the_start(monkeypatch, 1)
    past = _spy_on_past(monkeypatch)
    position = next(p for p in bench_positions() if p["id"] == "F-000008")
    nodes = _solved_one_move_past(position, rule, past)
    monkeypatch.setattr(solver_run, "PAST", False)
    past.clear()
    p = bench_puzzle(position, rule=rule)
    blind = solve(p)
    solved_in(
        p, blind, position["optimal_moves_ricochet_rule" if rule else "optimal_moves"]
    )
    assert not past and blind.nodes > nodes


@pytest.mark.slow
def test_threads_find_the_25_move_optimum_one_move_past_a_stage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # BGG-d5423f11 on two threads: the stage of bounds 21-24 fails, and one of the
    # threads found a 25-move solution one move past it, near the horizon.
    monkeypatch.setenv("RICOCHET_SOLVER_THREADS", "2")
    past = _spy_on_past(monkeypatch)
    position = next(p for p in bench_positions() if p["id"] == "BGG-d5423f11")
    _solved_one_move_past(position, False, past)


def test_a_limit_inside_a_stage_returns_its_best_solution_unproven(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    offered = _stages_from_the_start(monkeypatch, 1)
    cut_short = 0
    for position in [p for p in bench_positions() if p["optimal_moves"] == 16][:6]:
        p, optimum = bench_puzzle(position, rule=False), position["optimal_moves"]
        offered.clear()
        result = solve(p, limits=Limits(max_nodes=1_000_000))
        if result.status != "limit" or result.solution is None:
            continue
        cut_short += 1
        assert not result.proven and result.optimal_moves is None
        assert result.moves == len(result.solution) == min(offered) >= optimum
        assert result.lower_bound <= optimum
        verdict = check_solution(p, result.solution)
        assert verdict.solved and verdict.moves == result.moves
    assert cut_short
