"""The solver against a plain breadth-first search on small random boards.

Boards of 3x3 to 8x8 with random walls, blocked cells and diagonals, 1-5 robots
(black included), coloured or vortex targets, the ricochet rule on or off; the BFS
looks up to SHORT moves deep. Whenever it decides, the solver must agree on the
optimum (or both say unsolvable), and the solver's solution must check as solved
in exactly that many moves.

Small boards never reach the driver's branch-and-bound stages, so positions on real
16x16 layouts (diagonals, a black robot, vortex targets, both rule settings) check
stages from the start against one bound per iteration, and positions on layouts
without diagonals check the stopper test's lone-robot case against a breadth-first
search of that robot alone.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from service.game.check import check_solution
from service.game.errors import GameError
from service.game.geometry import DIRECTIONS, ROBOT_COLORS
from service.game.puzzle import Puzzle, parse_puzzle
from service.game.solver import Limits, hints, solve
from service.game.solver.kernels import stoppers
from service.game.solver.plan import lone_moves
from service.game.solver.run import Budget, Search
from service.game.solver.state import prepare
from tests.game.bfs_reference import bfs_first_move, bfs_solve

SHORT = 6
LIMITS = Limits(max_seconds=20)


@st.composite
def puzzles(draw: Any, diagonals: bool = True) -> Puzzle:
    """Draw a small valid puzzle."""
    width = draw(st.integers(3, 8))
    height = draw(st.integers(3, 8))
    cells = [(x, y) for y in range(height) for x in range(width)]
    walls = draw(
        st.lists(
            st.tuples(st.sampled_from(cells), st.sampled_from(DIRECTIONS)),
            max_size=width * height // 2,
        )
    )
    blocked = draw(st.lists(st.sampled_from(cells), max_size=3, unique=True))
    free = [c for c in cells if c not in blocked]
    diag_cells = draw(st.lists(st.sampled_from(free), max_size=4, unique=True))
    diags = [
        {
            "cell": list(c),
            "color": draw(st.sampled_from(ROBOT_COLORS[:4])),
            "orientation": draw(st.sampled_from(["/", "\\"])),
        }
        for c in (diag_cells if diagonals else [])
    ]
    standable = [c for c in free if not diags or c not in diag_cells]
    assume(len(standable) >= 2)
    names = draw(
        st.lists(
            st.sampled_from(ROBOT_COLORS),
            min_size=1,
            max_size=min(5, len(standable)),
            unique=True,
        )
    )
    spots = draw(
        st.lists(
            st.sampled_from(standable),
            min_size=len(names),
            max_size=len(names),
            unique=True,
        )
    )
    colors = [n for n in names if n != "black"] + ["any"]
    target = {
        "color": draw(st.sampled_from(colors)),
        "cell": list(draw(st.sampled_from(standable))),
    }
    data = {
        "board": {
            "width": width,
            "height": height,
            "walls": [[x, y, side] for (x, y), side in walls],
            "blocked": [list(c) for c in blocked],
            "diagonals": diags,
        },
        "robots": {n: list(c) for n, c in zip(names, spots, strict=True)},
        "target": target,
        "rules": {"ricochet_rule": draw(st.booleans())},
    }
    try:
        return parse_puzzle(data)
    except GameError:
        assume(False)
        raise


def _agrees(puzzle: Puzzle) -> None:
    """Assert the solver agrees with the BFS wherever the BFS decides."""
    reference = bfs_solve(puzzle, SHORT)
    if reference.optimum is not None:
        result = solve(puzzle, limits=LIMITS)
        assert result.status == "optimal" and result.proven
        assert result.optimal_moves == reference.optimum
        assert result.solution is not None
        verdict = check_solution(puzzle, result.solution)
        assert verdict.solved and verdict.moves == reference.optimum
    elif reference.exhausted:
        result = solve(puzzle, limits=LIMITS)
        assert result.status == "unsolvable" and result.proven
        assert result.solution is None
    else:  # nothing within SHORT moves, and the BFS could not look further
        result = solve(puzzle, limits=Limits(max_depth=SHORT, max_seconds=20))
        assert result.optimal_moves is None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles())
def test_the_solver_agrees_with_breadth_first_search(puzzle: Puzzle) -> None:
    _agrees(puzzle)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles(diagonals=False))
def test_the_solver_agrees_without_diagonals(puzzle: Puzzle) -> None:
    _agrees(puzzle)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles())
def test_hints_are_the_first_moves_of_optimal_solutions(puzzle: Puzzle) -> None:
    optimum = bfs_solve(puzzle, 4).optimum
    assume(optimum is not None)
    assert optimum is not None
    expected = []
    for name, _ in puzzle.robots:
        for letter in DIRECTIONS:
            if bfs_first_move(puzzle, (name, letter), optimum):
                expected.append((name, letter))
    assert hints(puzzle, limits=LIMITS) == expected


def _real_board_spec(draw: Any, codes: list[str], colours: list[str]) -> dict[str, Any]:
    """Draw the spec of a position on a real 16x16 layout of one of `codes`: 4-5
    robots (the fifth black), a target of one of `colours`, the rule on or off."""
    free = [
        (x, y)
        for y in range(16)
        for x in range(16)
        if not 7 <= x <= 8 or not 7 <= y <= 8
    ]
    count = draw(st.integers(4, 5))
    cells = draw(
        st.lists(
            st.sampled_from(free), min_size=count + 1, max_size=count + 1, unique=True
        )
    )
    return {
        "board": draw(st.sampled_from(codes)),
        "robots": {ROBOT_COLORS[i]: list(cells[i]) for i in range(count)},
        "target": {"color": draw(st.sampled_from(colours)), "cell": list(cells[count])},
        "rules": {"ricochet_rule": draw(st.booleans())},
    }


@st.composite
def real_board_puzzles(draw: Any) -> Puzzle:
    """Draw a position on a real 16x16 layout, diagonals included, with a coloured
    or vortex target."""
    codes = ["1D2D3D4D", "2D1D4D3D", "3D4C1D2A", "1A2B3C4D"]
    spec = _real_board_spec(draw, codes, [*ROBOT_COLORS[:4], "any"])
    try:
        return parse_puzzle(spec)
    except GameError:  # a robot or the target on a diagonal
        assume(False)
        raise


def _solve_with(puzzle: Puzzle, stage: int, stage_after: int, threads: int) -> Any:
    """Solve with the driver's stage settings and thread count replaced for one
    call, splitting from the first iteration on when there are threads."""
    from service.game.solver import plan as solver_plan
    from service.game.solver import run as solver_run

    with pytest.MonkeyPatch.context() as patch:  # hypothesis runs many per test
        patch.setattr(solver_run, "STAGE", stage)
        patch.setattr(solver_run, "STAGE_AFTER", stage_after)
        patch.setattr(solver_plan, "PARALLEL_AFTER", 0.0)
        patch.setattr(solver_plan, "thread_count", lambda: threads)
        return solve(puzzle, limits=Limits(max_seconds=5, max_depth=12))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(real_board_puzzles())
def test_branch_and_bound_stages_agree_with_plain_iterations(puzzle: Puzzle) -> None:
    # Stages from the start, on one thread and on two, against one bound per
    # iteration.
    plain = _solve_with(puzzle, 1, 1 << 62, 2)
    assume(plain.proven)
    for threads in (1, 2):
        staged = _solve_with(puzzle, 4, 0, threads)
        assume(staged.proven)
        assert staged.optimal_moves == plain.optimal_moves
        if staged.solution is not None:
            verdict = check_solution(puzzle, staged.solution)
            assert verdict.solved and verdict.moves == staged.optimal_moves


@st.composite
def plain_board_positions(draw: Any) -> tuple[Puzzle, int]:
    """Draw a position on a real 16x16 layout without diagonals, with a coloured
    target, and a move budget."""
    codes = ["1A2A3A4A", "1B2B3B4B", "1C2C3C4C", "4A3B2C1A"]
    spec = _real_board_spec(draw, codes, ROBOT_COLORS[:4])
    return parse_puzzle(spec), draw(st.integers(1, 12))


@settings(max_examples=300, deadline=None)
@given(plain_board_positions())
def test_the_stopper_tests_lone_case_finds_exactly_the_lone_solutions(
    position: tuple[Puzzle, int],
) -> None:
    # Case (b) of the stopper test (the finishing robot alone, within a budget)
    # skips slides by the bound floors of their cells; a breadth-first search of the
    # robot alone must agree on whether it finishes within the budget, and the
    # moves it leaves in its scratch must solve the puzzle.
    puzzle, budget = position
    setup = prepare(puzzle)
    search = Search(setup, Budget(budget, None, None, 1 << 24))
    search.support()
    _, _, floors, work = search.aux
    found = stoppers.alone(setup.tables.geo, setup.bnd, search.st, work, floors, budget)
    lone = lone_moves(setup)
    assert (found >= 0) == (lone is not None and len(lone) <= budget)
    if found >= 0:
        moves = [
            (setup.names[0], DIRECTIONS[work[3 * i + 2] - 1]) for i in range(found)
        ]
        verdict = check_solution(puzzle, moves)
        assert verdict.solved and lone is not None and len(lone) <= found <= budget
