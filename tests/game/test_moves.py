"""Slides: walls, robots, the centre piece, coloured diagonals, illegal moves."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.game.board import Board, parse_board
from service.game.errors import IllegalMove
from service.game.geometry import DELTA, EAST, NORTH, SOUTH, WEST
from service.game.moves import ENDLESS_LOOP, ENDS_ON_DIAGONAL, NO_MOVEMENT, slide

from .helpers import board

CENTRE = [[3, 3], [4, 3], [3, 4], [4, 4]]


def test_slides_to_the_edge() -> None:
    b = board()
    assert slide(b, {"red": (2, 5)}, "red", NORTH).end == (2, 0)
    assert slide(b, {"red": (2, 5)}, "red", EAST).end == (7, 5)


def test_stops_at_a_wall_from_either_side() -> None:
    b = board(walls=[[5, 5, "E"]])
    assert slide(b, {"red": (0, 5)}, "red", EAST).end == (5, 5)
    assert slide(b, {"red": (7, 5)}, "red", WEST).end == (6, 5)


def test_stops_in_front_of_a_robot_and_the_centre_piece() -> None:
    b = board(blocked=CENTRE)
    robots = {"red": (3, 7), "blue": (0, 0)}
    assert slide(b, robots, "red", NORTH).end == (3, 5)
    assert slide(b, robots, "blue", SOUTH).end == (0, 7)
    robots["green"] = (0, 4)
    assert slide(b, robots, "blue", SOUTH).end == (0, 3)


def test_a_move_that_goes_nowhere_is_not_a_move() -> None:
    b = board()
    with pytest.raises(IllegalMove) as info:
        slide(b, {"red": (0, 0)}, "red", NORTH)
    assert info.value.reason == NO_MOVEMENT
    with pytest.raises(IllegalMove):
        slide(b, {"red": (0, 3), "blue": (0, 2)}, "red", NORTH)


def diag(cell: list[int], color: str, orientation: str) -> dict[str, object]:
    """Describe a diagonal barrier."""
    return {"cell": cell, "color": color, "orientation": orientation}


@pytest.mark.parametrize(
    ("orientation", "heading", "start", "end", "arrival"),
    [
        # '/' turns E->N, N->E, W->S, S->W
        ("/", EAST, (0, 3), (3, 0), NORTH),
        ("/", NORTH, (3, 7), (7, 3), EAST),
        ("/", WEST, (7, 3), (3, 7), SOUTH),
        ("/", SOUTH, (3, 0), (0, 3), WEST),
        # '\' turns E->S, S->E, W->N, N->W
        ("\\", EAST, (0, 3), (3, 7), SOUTH),
        ("\\", SOUTH, (3, 0), (7, 3), EAST),
        ("\\", WEST, (7, 3), (3, 0), NORTH),
        ("\\", NORTH, (3, 7), (0, 3), WEST),
    ],
)
def test_a_diagonal_of_another_colour_turns_the_robot(
    orientation: str,
    heading: int,
    start: tuple[int, int],
    end: tuple[int, int],
    arrival: int,
) -> None:
    b = board(diagonals=[diag([3, 3], "blue", orientation)])
    moved = slide(b, {"red": start}, "red", heading)
    assert (moved.end, moved.heading) == (end, arrival)
    assert (3, 3) in moved.path


def test_a_robot_of_the_diagonals_colour_passes_straight_through() -> None:
    b = board(diagonals=[diag([3, 3], "blue", "/")])
    moved = slide(b, {"blue": (0, 3)}, "blue", EAST)
    assert (moved.end, moved.heading) == ((7, 3), EAST)


def test_the_black_robot_is_always_turned() -> None:
    b = board(diagonals=[diag([3, 3], c, "/") for c in ["red"]])
    assert slide(b, {"black": (0, 3)}, "black", EAST).end == (3, 0)


def test_a_robot_stops_before_an_obstacle_after_a_bend() -> None:
    b = board(diagonals=[diag([3, 3], "blue", "/")])
    assert slide(b, {"red": (0, 3), "green": (3, 0)}, "red", EAST).end == (3, 1)


def test_a_move_that_would_end_on_a_diagonal_is_illegal() -> None:
    # Rule books: a move that - due to an adjacent obstacle - would end on a space
    # with a coloured barrier is not allowed.
    b = board(diagonals=[diag([3, 3], "blue", "/")])
    with pytest.raises(IllegalMove) as info:
        slide(b, {"red": (0, 3), "green": (3, 2)}, "red", EAST)
    assert info.value.reason == ENDS_ON_DIAGONAL
    walled = board(walls=[[3, 3, "N"]], diagonals=[diag([3, 3], "blue", "/")])
    with pytest.raises(IllegalMove):
        slide(walled, {"red": (0, 3)}, "red", EAST)
    # ...but a blue robot passes through and is fine.
    assert slide(b, {"blue": (0, 3), "green": (3, 2)}, "blue", EAST).end == (7, 3)


def test_an_endless_loop_is_illegal() -> None:
    loop = [
        diag([1, 1], "blue", "/"),
        diag([3, 1], "blue", "\\"),
        diag([3, 3], "blue", "/"),
        diag([1, 3], "blue", "\\"),
    ]
    b = board(diagonals=loop)
    with pytest.raises(IllegalMove) as info:
        slide(b, {"red": (2, 1)}, "red", EAST)
    assert info.value.reason == ENDLESS_LOOP
    # The blue robot passes through its own colour and stops at the edge.
    assert slide(b, {"blue": (2, 1)}, "blue", EAST).end == (7, 1)


# --- property tests: slide invariants on random boards without diagonals -----------


@st.composite
def positions(draw: st.DrawFn) -> tuple[Board, dict[str, tuple[int, int]]]:
    """Draw a random walled board and up to five robots on distinct free cells."""
    width = draw(st.integers(2, 10))
    height = draw(st.integers(2, 10))
    cells = st.tuples(st.integers(0, width - 1), st.integers(0, height - 1))
    walls = draw(st.lists(st.tuples(cells, st.sampled_from("NESW")), max_size=20))
    blocked = draw(st.sets(cells, max_size=3))
    b = parse_board(
        {
            "width": width,
            "height": height,
            "walls": [[x, y, side] for (x, y), side in walls],
            "blocked": [list(c) for c in blocked],
        }
    )
    free = [
        c
        for c in ((x, y) for x in range(width) for y in range(height))
        if c not in blocked
    ]
    spots = draw(st.lists(st.sampled_from(free), min_size=1, max_size=5, unique=True))
    colors = ["red", "green", "blue", "yellow", "black"]
    return b, dict(zip(colors, spots, strict=False))


def _blocked_ahead(
    b: Board, robots: dict[str, tuple[int, int]], cell: tuple[int, int], heading: int
) -> bool:
    """Tell whether something stops a robot at `cell` heading one way."""
    dx, dy = DELTA[heading]
    nxt = (cell[0] + dx, cell[1] + dy)
    return b.has_wall(cell, heading) or nxt in b.blocked or nxt in robots.values()


@settings(max_examples=300, deadline=None)
@given(positions(), st.sampled_from([NORTH, EAST, SOUTH, WEST]))
def test_slide_invariants(
    position: tuple[Board, dict[str, tuple[int, int]]], heading: int
) -> None:
    b, robots = position
    robot = next(iter(robots))
    start = robots[robot]
    try:
        moved = slide(b, robots, robot, heading)
    except IllegalMove as exc:
        assert exc.reason == NO_MOVEMENT
        assert _blocked_ahead(b, robots, start, heading)
        return
    dx, dy = DELTA[heading]
    # The robot moves in a straight line, through free cells only...
    assert list(moved.path) == [
        (start[0] + dx * i, start[1] + dy * i) for i in range(len(moved.path))
    ]
    others = {c for name, c in robots.items() if name != robot}
    assert not (set(moved.path[1:]) & (others | b.blocked))
    # ...never stops early, and can go no further the same way.
    assert all(not _blocked_ahead(b, robots, c, heading) for c in moved.path[:-1])
    after = {**robots, robot: moved.end}
    with pytest.raises(IllegalMove):
        slide(b, after, robot, heading)
    # Sliding back retraces the path at least as far as the start.
    back = slide(b, after, robot, (heading + 2) % 4)
    assert start in back.path
