"""Solutions in their three accepted forms."""

from __future__ import annotations

import pytest

from service.game.errors import InvalidSolution
from service.game.notation import format_compact, parse_solution

EXPECTED = [
    ("red", "N"),
    ("green", "E"),
    ("blue", "S"),
    ("yellow", "W"),
    ("black", "N"),
]


@pytest.mark.parametrize(
    "value",
    [
        "rN gE bS yW kN",
        "RN ge, Bs yW kn",
        [["red", "N"], ["green", "E"], ["blue", "S"], ["yellow", "W"], ["black", "N"]],
        [{"robot": r, "direction": d} for r, d in EXPECTED],
    ],
)
def test_every_form_parses_to_the_same_moves(value: object) -> None:
    assert parse_solution(value) == EXPECTED
    assert format_compact(parse_solution(value)) == "rN gE bS yW kN"


@pytest.mark.parametrize(
    ("value", "field"),
    [
        ("rN xE", "solution[1]"),
        ("rNE", "solution[0]"),
        ([["red"]], "solution[0]"),
        ([{"robot": "red"}], "solution[0]"),
        ([["red", 1]], "solution[0]"),
        (42, "solution"),
        ("rN " * 1001, "solution"),
    ],
)
def test_bad_shapes_name_the_field(value: object, field: str) -> None:
    with pytest.raises(InvalidSolution) as info:
        parse_solution(value)
    assert info.value.field == field


@pytest.mark.parametrize(
    "value",
    [[["purple", "N"]], [["red", "east"]], [{"robot": "red", "direction": "up"}], "rQ"],
)
def test_unknown_robots_and_directions_are_malformed_in_every_notation(
    value: object,
) -> None:
    with pytest.raises(InvalidSolution) as info:
        parse_solution(value)
    assert info.value.field == "solution[0]"
