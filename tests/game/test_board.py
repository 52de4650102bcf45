"""Boards: parsing, canonical form, validation errors."""

from __future__ import annotations

import pytest

from service.game.board import parse_board
from service.game.errors import InvalidBoard
from service.game.geometry import EAST, NORTH, SOUTH, WEST
from service.game.puzzle import board_id


def test_wall_from_either_side_is_the_same_board() -> None:
    east = parse_board({"width": 4, "height": 4, "walls": [[1, 1, "E"]]})
    west = parse_board({"width": 4, "height": 4, "walls": [[2, 1, "W"], [1, 1, "E"]]})
    assert east == west
    assert east.to_json() == west.to_json()
    assert board_id(east) == board_id(west)


def test_order_and_duplicates_do_not_change_the_canonical_form() -> None:
    a = parse_board(
        {
            "width": 5,
            "height": 5,
            "walls": [[0, 0, "S"], [3, 3, "N"], [0, 0, "S"]],
            "blocked": [[2, 2], [2, 2]],
        }
    )
    b = parse_board(
        {
            "width": 5,
            "height": 5,
            "walls": [[3, 2, "S"], [0, 1, "N"]],
            "blocked": [[2, 2]],
        }
    )
    assert a.to_json() == b.to_json()
    assert a.to_json()["walls"] == [[0, 0, "S"], [3, 2, "S"]]


def test_edge_walls_are_implied_and_dropped() -> None:
    b = parse_board({"width": 3, "height": 3, "walls": [[0, 0, "N"], [2, 1, "E"]]})
    assert b.to_json()["walls"] == []
    assert b.has_wall((0, 0), NORTH) and b.has_wall((0, 0), WEST)
    assert b.has_wall((2, 2), EAST) and b.has_wall((2, 2), SOUTH)
    assert not b.has_wall((1, 1), NORTH)


def test_interior_wall_marks_both_cells() -> None:
    b = parse_board({"width": 3, "height": 3, "walls": [[1, 1, "S"]]})
    assert b.has_wall((1, 1), SOUTH) and b.has_wall((1, 2), NORTH)
    assert not b.has_wall((1, 1), NORTH)


@pytest.mark.parametrize("size", [2, 16, 32])
def test_sizes_in_range(size: int) -> None:
    b = parse_board({"width": size, "height": 2})
    assert len(b.masks) == size * 2


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        ({"width": 1, "height": 4}, "board.width", "between 2 and 32"),
        ({"width": 33, "height": 4}, "board.width", "between 2 and 32"),
        ({"width": 4, "height": "4"}, "board.height", "integer"),
        (
            {"width": 4, "height": 4, "walls": [[4, 0, "E"]]},
            "board.walls[0]",
            "off the",
        ),
        ({"width": 4, "height": 4, "walls": [[0, 0, "X"]]}, "board.walls[0]", "side"),
        (
            {"width": 4, "height": 4, "walls": [[0, 0]]},
            "board.walls[0]",
            "[x, y, side]",
        ),
        ({"width": 4, "height": 4, "blocked": [[9, 9]]}, "board.blocked[0]", "off the"),
        (
            {"width": 4, "height": 4, "targets": [{"color": "pink", "cell": [0, 0]}]},
            "board.targets[0].color",
            "unknown target colour",
        ),
        (
            {
                "width": 4,
                "height": 4,
                "targets": [{"color": "red", "symbol": "star", "cell": [0, 0]}],
            },
            "board.targets[0].symbol",
            "bad symbol",
        ),
        (
            {
                "width": 4,
                "height": 4,
                "diagonals": [{"cell": [1, 1], "color": "red", "orientation": "|"}],
            },
            "board.diagonals[0].orientation",
            "orientation",
        ),
        (
            {
                "width": 4,
                "height": 4,
                "blocked": [[1, 1]],
                "diagonals": [{"cell": [1, 1], "color": "red", "orientation": "/"}],
            },
            "board",
            "blocked",
        ),
        ({"width": 4, "height": 4, "colour": 1}, "board", "unknown field"),
        (
            {"width": 2, "height": 2, "blocked": [[0, 0], [0, 1], [1, 0], [1, 1]]},
            "board.blocked",
            "every cell",
        ),
    ],
)
def test_bad_boards_name_the_field(
    data: dict[str, object], field: str, words: str
) -> None:
    with pytest.raises(InvalidBoard) as info:
        parse_board(data)
    assert info.value.field == field
    assert words in info.value.message


def test_vortex_target_defaults_its_symbol() -> None:
    b = parse_board(
        {"width": 4, "height": 4, "targets": [{"color": "any", "cell": [1, 2]}]}
    )
    assert b.targets[0].symbol == "vortex"
    assert b.target_at((1, 2)) is not None
