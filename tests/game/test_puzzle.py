"""Puzzles: validation, canonical form and stable ids."""

from __future__ import annotations

import pytest

from service.game.errors import GameError
from service.game.puzzle import parse_puzzle

BOARD = {
    "width": 6,
    "height": 6,
    "blocked": [[2, 2]],
    "walls": [[1, 1, "E"]],
    "diagonals": [{"cell": [4, 4], "color": "red", "orientation": "/"}],
}


def make(**changes: object) -> dict[str, object]:
    """Return a valid puzzle with some fields replaced."""
    data: dict[str, object] = {
        "board": BOARD,
        "robots": {"red": [0, 0], "blue": [5, 5]},
        "target": {"color": "red", "cell": [3, 0]},
    }
    data.update(changes)
    return data


def test_equal_puzzles_get_equal_ids_whatever_the_spelling() -> None:
    a = parse_puzzle(make())
    b = parse_puzzle(
        make(
            board={**BOARD, "walls": [[2, 1, "W"], [1, 1, "E"]]},
            robots={"blue": [5, 5], "red": [0, 0]},
            rules={"ricochet_rule": True},
        )
    )
    assert a.puzzle_id == b.puzzle_id and a.to_json() == b.to_json()
    assert a.puzzle_id.startswith("p") and len(a.puzzle_id) == 17


def test_the_ricochet_rule_is_part_of_the_id() -> None:
    on = parse_puzzle(make(rules={"ricochet_rule": True}))
    off = parse_puzzle(make(rules={"ricochet_rule": False}))
    assert on.puzzle_id != off.puzzle_id


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"robots": {"red": [0, 0], "blue": [0, 0]}}, "robots.blue"),
        ({"robots": {"red": [2, 2]}}, "robots.red"),
        ({"robots": {"red": [4, 4]}}, "robots.red"),
        ({"robots": {"red": [9, 0]}}, "robots.red"),
        ({"robots": {"pink": [1, 0]}}, "robots.pink"),
        ({"robots": {}}, "robots"),
        ({"target": {"color": "green", "cell": [1, 1]}}, "target.color"),
        ({"target": {"color": "black", "cell": [1, 1]}}, "target.color"),
        ({"target": {"color": "red", "cell": [6, 0]}}, "target.cell"),
        ({"target": {"color": "red", "cell": [2, 2]}}, "target.cell"),
        ({"rules": {"ricochet_rule": "yes"}}, "rules.ricochet_rule"),
        ({"rules": {"exact": True}}, "rules"),
        ({"board": {"width": 40, "height": 4}}, "board.width"),
        ({"board": "ZZZZ"}, "board"),
    ],
)
def test_bad_puzzles_name_the_field(changes: dict[str, object], field: str) -> None:
    with pytest.raises(GameError) as info:
        parse_puzzle(make(**changes))
    assert info.value.field == field


def test_a_missing_board_is_reported() -> None:
    with pytest.raises(GameError) as info:
        parse_puzzle(
            {"robots": {"red": [0, 0]}, "target": {"color": "red", "cell": [1, 1]}}
        )
    assert info.value.field == "board"
