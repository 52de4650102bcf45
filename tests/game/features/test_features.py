"""Features and themes on hand-made positions whose answers are worked out by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.game.errors import IllegalMove
from service.game.features import THEME_NAMES, THEMES, puzzle_features, themes_of
from service.game.features.replay import solution_shape
from service.game.solver import solve
from tests.game.helpers import puzzle


def test_one_robot_unique() -> None:
    """Red straight north to the edge: one robot, one move, one solution."""
    p = puzzle({"red": [0, 7], "green": [5, 5]}, ("red", [0, 0]))
    f = puzzle_features(p, 1, [("red", "N")])
    assert (f.robots_moved, f.robot_switches, f.helper_moves, f.helpers) == (1, 0, 0, 0)
    assert (f.solo_moves, f.needs_helper, f.optimal_solutions) == (1, False, 1)
    assert themes_of(f) == ["one-robot", "unique-solution"]


def test_helper_needed() -> None:
    """Red (0,0) stops at (3,0) only against green brought up to (4,0).

    With the rule off: gN rE (2 moves, the only way). Red alone: S to (0,7), E
    against green at (4,7) to (3,7), N to (3,0): 3 moves, so a helper is needed.
    """
    p = puzzle({"red": [0, 0], "green": [4, 7]}, ("red", [3, 0]))
    f = puzzle_features(p, 2, [("green", "N"), ("red", "E")])
    assert (f.robots_moved, f.robot_switches, f.helper_moves, f.helpers) == (2, 1, 1, 1)
    assert (f.solo_moves, f.needs_helper, f.optimal_solutions) == (3, True, 1)
    assert f.switchbacks == 0
    assert "helper" in themes_of(f) and "one-robot" not in themes_of(f)


def test_switchback_shape() -> None:
    """rS rE gN rN: red moves, waits for green, moves again (one switchback)."""
    p = puzzle({"red": [0, 0], "green": [7, 7]}, ("red", [6, 0]))
    shape = solution_shape(
        p, [("red", "S"), ("red", "E"), ("green", "N"), ("red", "N")]
    )
    assert shape.finisher == "red"
    assert (shape.robots_moved, shape.robot_switches, shape.switchbacks) == (2, 2, 1)
    assert shape.helper_moves == 1


def test_illegal_solution_is_refused() -> None:
    """A move into the edge is not a solution to read features from."""
    p = puzzle({"red": [0, 0], "green": [7, 7]}, ("red", [6, 0]))
    with pytest.raises(IllegalMove):
        solution_shape(p, [("red", "N")])


DIAGONAL = [{"cell": [3, 0], "color": "green", "orientation": "\\"}]


def test_diagonal_deflection() -> None:
    """Red east along row 0 meets a green '\\' at (3,0) and turns south to (3,7)."""
    p = puzzle({"red": [0, 0], "green": [6, 6]}, ("red", [3, 7]), diagonals=DIAGONAL)
    f = puzzle_features(p, 1, [("red", "E")])
    assert f.diagonal_deflections == 1 and "diagonal" in themes_of(f)


def test_own_colour_diagonal_does_not_deflect() -> None:
    """Green passes its own diagonal straight through."""
    p = puzzle({"green": [0, 0], "red": [6, 6]}, ("green", [7, 0]), diagonals=DIAGONAL)
    assert solution_shape(p, [("green", "E")]).diagonal_deflections == 0


def test_vortex_and_black_robot() -> None:
    """Any robot may finish on the vortex; the black robot's moves are counted."""
    p = puzzle({"red": [0, 0], "black": [4, 7]}, ("any", [3, 0]))
    f = puzzle_features(p, 2, [("black", "N"), ("red", "E")])
    assert f.vortex and f.black_moves == 1
    assert {"vortex", "black-robot"} <= set(themes_of(f))


def test_ricochet_rule_adds() -> None:
    """Red (0,0) to (0,7): S with the rule off; with it, a ricochet first (S E W)."""
    off = puzzle({"red": [0, 0], "green": [5, 5]}, ("red", [0, 7]))
    on = replace(off, ricochet_rule=True)
    assert solve(on).optimal_moves == 3
    assert puzzle_features(off, 1, [("red", "S")]).ricochet_rule_adds == 2
    solution = solve(on).solution
    assert solution is not None
    f = puzzle_features(on, 3, solution)
    assert f.ricochet_rule_adds == 2 and "ricochet-detour" in themes_of(f)


def test_solution_of_wrong_length() -> None:
    """Features need an optimal solution."""
    p = puzzle({"red": [0, 7], "green": [5, 5]}, ("red", [0, 0]))
    with pytest.raises(ValueError):
        puzzle_features(p, 2, [("red", "N")])


def test_theme_table() -> None:
    """Every theme reads a real feature, names are unique, the table is documented."""
    p = puzzle({"red": [0, 7], "green": [5, 5]}, ("red", [0, 0]))
    f = puzzle_features(p, 1, [("red", "N")])
    assert len(THEME_NAMES) == len(THEMES)
    assert all(hasattr(f, theme.feature) for theme in THEMES)
    assert set(f.to_json()) >= {theme.feature for theme in THEMES}


def test_an_inexact_count_is_not_unique() -> None:
    """A count cut short by time is a lower bound: no unique-solution theme."""
    p = puzzle({"red": [0, 7], "green": [5, 5]}, ("red", [0, 0]))
    f = replace(puzzle_features(p, 1, [("red", "N")]), solutions_exact=False)
    assert "unique-solution" not in themes_of(f)
