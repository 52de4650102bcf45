"""Micro Robots: boards, sections, moves, shortest routes and exact claims."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from service.game.errors import (
    InvalidBoard,
    InvalidLayout,
    InvalidPuzzle,
    InvalidSolution,
    Unsolvable,
)
from service.game.geometry import Cell
from service.game.micro import (
    MICRO_COLORS,
    MicroBoard,
    check_micro_path,
    enumerate_sections_codes,
    micro_board_from_sections,
    micro_board_from_seed,
    micro_distances,
    micro_moves,
    micro_shortest,
    parse_micro_board,
    roll_dice,
)

CELLS = [(x, y) for y in range(6) for x in range(6)]
PAIRS = {(c, n) for c in MICRO_COLORS for n in range(1, 7)}

# Reproduces the rule book's example around "pink 1" (the published section side
# cannot: there pink 1 always shares a line with pink 2).
EXAMPLE = [
    "P1 P6 B6 W6 G2 Y3",
    "B1 P4 B2 B3 B5 Y2",
    "Y1 R2 Y4 Y6 G1 G5",
    "G4 G3 G6 R1 R3 R4",
    "R5 B4 R6 P2 P3 P5",
    "W2 Y5 W1 W3 W4 W5",
]


def board_of(rows: list[str]) -> MicroBoard:
    """Build a board from 6 text rows."""
    return parse_micro_board(rows)


def naive_moves(board: MicroBoard, cell: Cell) -> set[Cell]:
    """Destinations straight from the rule text, written independently."""
    color, number = board.cells[cell[1] * 6 + cell[0]]
    return {
        (x, y)
        for (x, y) in CELLS
        if (x, y) != cell
        and (x == cell[0] or y == cell[1])
        and (board.cells[y * 6 + x][0] == color or board.cells[y * 6 + x][1] == number)
    }


def fewest_moves(board: MicroBoard, start: Cell, target: Cell) -> int | None:
    """Brute force: grow the set of cells reachable in exactly k moves."""
    reach = {start}
    for k in range(1, 37):
        reach = set().union(*(naive_moves(board, cell) for cell in reach))
        if target in reach:
            return k
    return None


# --- boards and sections -----------------------------------------------------------


def test_every_section_placement_has_every_pair_once() -> None:
    codes = enumerate_sections_codes()
    assert len(codes) == 6144 == len(set(codes))
    boards = {micro_board_from_sections(code) for code in codes}
    assert len(boards) == 6144
    for board in boards:
        assert set(board.cells) == PAIRS and len(board.cells) == 36


def test_sections_are_placed_and_turned_as_documented() -> None:
    board = micro_board_from_sections("B1A0C2D3")
    rows = board.to_rows()
    assert rows[0][:8] == "G4 G5 P1"  # B turned once: its west column, read upwards
    assert rows[1][:8] == "W1 W5 W4"
    assert rows[0][9:] == "R5 G6 R1"  # A unturned at NE
    assert rows[5][:8] == "R2 R6 P3"  # C turned twice at SW: its first row, reversed
    assert rows[3][9:] == "P5 P6 B1"  # D turned three times: its east column
    assert micro_board_from_sections("b1a0c2d3") == board


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("A0A1C2D3", "section A appears twice"),
        ("A0B4C2D3", "'B4' at NE"),
        ("A0B1C2E3", "'E3' at SE"),
        ("A0B1C2", "8 characters"),
        (None, "8 characters"),
    ],
)
def test_bad_section_codes_are_rejected(code: object, message: str) -> None:
    with pytest.raises(InvalidLayout, match=message):
        micro_board_from_sections(code)  # type: ignore[arg-type]


def test_board_lookups_and_round_trips() -> None:
    board = board_of(EXAMPLE)
    assert board.at((1, 0)) == ("pink", 6)
    assert board.find("white", 5) == (5, 5)
    assert board.to_rows() == EXAMPLE
    data = board.to_json()
    assert data["kind"] == "micro" and data["cells"][:2] == [["pink", 1], ["pink", 6]]
    assert parse_micro_board(data) == board
    assert parse_micro_board({"cells": EXAMPLE}) == board
    with pytest.raises(InvalidBoard):
        board.at((6, 0))
    with pytest.raises(InvalidBoard):
        board.find("black", 1)


def _swap(rows: list[str], old: str, new: str) -> list[str]:
    """Replace one token in the text rows."""
    return [row.replace(old, new, 1) for row in rows]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (_swap(EXAMPLE, "W5", "W4"), "white 4 appears twice"),
        (_swap(EXAMPLE, "W5", "X5"), "'X5' is not a colour letter"),
        (_swap(EXAMPLE, "W5", "W7"), "'W7' is not a colour letter"),
        (EXAMPLE[:5], "needs 6 rows"),
        ([*EXAMPLE[:5], "W2 Y5 W1 W3 W4"], "needs 6 cells"),
        ({"cells": [["red", 1]] * 35}, "36 cells"),
        ({"cells": [["black", 1]] * 36}, "colour must be one of"),
        ({"cells": [["red", True]] * 36}, "number must be an integer"),
        ({"cells": [["red", 1, 2]] * 36}, "must be \\[colour, number\\]"),
        ({"cells": EXAMPLE, "extra": 1}, "unknown field"),
        ({"kind": "classic", "cells": EXAMPLE}, "kind must be 'micro'"),
        ({}, "is required"),
        ("R5 G6", "must be 36"),
    ],
)
def test_bad_custom_boards_are_rejected(data: object, message: str) -> None:
    with pytest.raises(InvalidBoard, match=message):
        parse_micro_board(data)


def test_seeds() -> None:
    assert micro_board_from_seed(5) == micro_board_from_seed(5)
    assert micro_board_from_seed("x", mode="random") == micro_board_from_seed(
        "x", mode="random"
    )
    placed = {micro_board_from_sections(code) for code in enumerate_sections_codes()}
    seeded = {micro_board_from_seed(seed) for seed in range(40)}
    assert seeded <= placed and len(seeded) > 30
    randoms = {micro_board_from_seed(seed, mode="random") for seed in range(40)}
    assert len(randoms) == 40 and not randoms <= placed
    with pytest.raises(InvalidBoard, match="mode"):
        micro_board_from_seed(1, mode="other")
    with pytest.raises(InvalidBoard, match="seed"):
        micro_board_from_seed(None)


def test_dice_cover_every_pair_deterministically() -> None:
    rolls = [roll_dice(random.Random(7)) for _ in range(3)]
    assert rolls[0] == rolls[1] == rolls[2]
    rng = random.Random(1)
    counts = Counter(roll_dice(rng) for _ in range(3000))
    assert set(counts) == PAIRS


# --- moves -------------------------------------------------------------------------


def test_rule_book_example() -> None:
    board = board_of(EXAMPLE)
    pink1 = board.find("pink", 1)
    names = {board.at(cell) for cell in micro_moves(board, pink1)}
    assert names == {("blue", 1), ("yellow", 1), ("pink", 6)}
    pink6 = board.find("pink", 6)
    names = {board.at(cell) for cell in micro_moves(board, pink6)}
    assert names == {("blue", 6), ("white", 6), ("pink", 4), ("pink", 1)}


def test_moves_may_skip_cells_and_need_a_shared_feature() -> None:
    board = board_of(EXAMPLE)
    # pink 4: nothing in its row shares pink or 4; up its column pink 6, and three
    # cells down (past R2 and G3) blue 4.
    assert micro_moves(board, (1, 1)) == [(1, 0), (1, 4)]


def test_moves_match_the_rule_text_on_many_boards() -> None:
    boards = [
        micro_board_from_seed(s, mode=m)
        for s in range(8)
        for m in ("sections", "random")
    ]
    for board in boards:
        for cell in CELLS:
            moves = micro_moves(board, cell)
            assert set(moves) == naive_moves(board, cell)
            assert moves == sorted(moves, key=lambda c: (c[1], c[0]))


def test_known_side_always_lines_pink1_up_with_pink2() -> None:
    for code in enumerate_sections_codes()[::37]:
        board = micro_board_from_sections(code)
        moves = micro_moves(board, board.find("pink", 1))
        assert board.find("pink", 2) in moves


# --- shortest routes ---------------------------------------------------------------


@pytest.mark.parametrize("mode", ["sections", "random"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bfs_matches_brute_force(mode: str, seed: int) -> None:
    board = micro_board_from_seed(seed, mode=mode)
    for start in CELLS[::5]:
        distances = micro_distances(board, start)
        for target in CELLS:
            expected = 0 if target == start else fewest_moves(board, start, target)
            assert distances.get(target) == expected
            if target == start or expected is None:
                continue
            moves, path = micro_shortest(board, start, target)
            assert moves == expected == len(path) and path[-1] == target
            assert check_micro_path(board, start, target, path, claim=moves).solved


def test_exhaustive_search_agrees_on_short_routes() -> None:
    board = micro_board_from_seed(11)
    start = (2, 3)
    distances = micro_distances(board, start)
    best: dict[Cell, int] = {}
    frontier: list[tuple[Cell, ...]] = [(start,)]
    for depth in range(1, 4):
        frontier = [p + (n,) for p in frontier for n in naive_moves(board, p[-1])]
        for route in frontier:
            best.setdefault(route[-1], depth)
    for cell, depth in best.items():
        if cell != start:
            assert distances[cell] == depth


def test_unreachable_target_is_unsolvable() -> None:
    rows = [
        "R1 B2 Y3 G4 P5 W6",
        "B3 B1 B4 B5 B6 Y1",
        "Y4 Y2 Y5 Y6 G1 G2",
        "G5 G3 G6 R2 R3 R4",
        "P6 R5 R6 P1 P2 P3",
        "W2 P4 W1 W3 W4 W5",
    ]
    board = board_of(rows)
    assert micro_moves(board, (0, 0)) == []
    assert micro_distances(board, (0, 0)) == {(0, 0): 0}
    with pytest.raises(Unsolvable):
        micro_shortest(board, (3, 3), (0, 0))


def test_same_start_and_target_is_rejected() -> None:
    board = board_of(EXAMPLE)
    with pytest.raises(InvalidPuzzle, match="differ"):
        micro_shortest(board, (1, 1), (1, 1))
    with pytest.raises(InvalidPuzzle, match="6x6"):
        micro_shortest(board, (1, 1), (1, 9))


# --- claims ------------------------------------------------------------------------


def test_claims_must_be_exact() -> None:
    board = board_of(EXAMPLE)
    start, target = (0, 0), (1, 1)  # pink 1 -> pink 6 -> pink 4
    route = [(1, 0), (1, 1)]
    assert micro_shortest(board, start, target) == (2, route)
    verdict = check_micro_path(board, start, target, route, claim=2)
    assert verdict.solved and verdict.reached_target and verdict.moves == 2
    for claim in (1, 3):
        verdict = check_micro_path(board, start, target, route, claim=claim)
        assert not verdict.solved and verdict.reached_target and verdict.error is None
    longer = [(0, 1), (0, 0), (1, 0), (1, 1)]  # to blue 1 and back first
    assert check_micro_path(board, start, target, longer, claim=4).solved
    assert not check_micro_path(board, start, target, longer, claim=2).solved
    assert check_micro_path(board, start, target, route).solved  # no claim given


def test_route_may_cross_the_target_but_must_end_there() -> None:
    board = board_of(EXAMPLE)
    start, target = (0, 0), (1, 0)
    assert check_micro_path(board, start, target, [(1, 0), (0, 0), (1, 0)], 3).solved
    verdict = check_micro_path(board, start, target, [(1, 0), (0, 0)], 2)
    assert not verdict.solved and not verdict.reached_target and verdict.error is None


@pytest.mark.parametrize(
    ("route", "step", "reason"),
    [
        ([], 0, "empty_path"),
        ([(1, 0), (2, 1)], 1, "not_in_line"),
        ([(1, 0), (4, 0)], 1, "no_match"),  # pink 6 -> G2: neither pink nor 6
        ([(0, 0)], 0, "no_movement"),
        ([(1, 0), (1, 6)], 1, "bad_cell"),
        ([(1, 0), "B6"], 1, "bad_cell"),
        ([(1, 0), [1, True]], 1, "bad_cell"),
    ],
)
def test_illegal_steps_are_reported(route: list[Cell], step: int, reason: str) -> None:
    verdict = check_micro_path(board_of(EXAMPLE), (0, 0), (1, 1), route, claim=2)
    assert not verdict.solved and verdict.error is not None
    assert (verdict.error["step"], verdict.error["reason"]) == (step, reason)
    assert verdict.error["message"]
    assert verdict.moves == step == len(verdict.path)


def test_verdict_json() -> None:
    verdict = check_micro_path(board_of(EXAMPLE), (0, 0), (1, 1), [(1, 0), (1, 1)], 2)
    data = verdict.to_json()
    assert data["solved"] is True and data["claim"] == 2
    assert data["path"] == [[1, 0], [1, 1]]
    assert data["steps"][1] == {"from": [1, 0], "to": [1, 1], "cell": ["pink", 4]}


@pytest.mark.parametrize("claim", [-1, 1.5, True, "2"])
def test_bad_claims_are_rejected(claim: object) -> None:
    with pytest.raises(InvalidSolution, match="claim"):
        check_micro_path(board_of(EXAMPLE), (0, 0), (1, 1), [(1, 0)], claim)  # type: ignore[arg-type]


def test_bad_route_container_is_rejected() -> None:
    with pytest.raises(InvalidSolution):
        check_micro_path(board_of(EXAMPLE), (0, 0), (1, 1), "1,0")  # type: ignore[arg-type]


def test_every_pair_of_cells_on_a_placed_board_has_a_route() -> None:
    board = micro_board_from_sections("A0B0C0D0")
    for start, target in itertools.permutations(CELLS[::7], 2):
        moves, path = micro_shortest(board, start, target)
        assert check_micro_path(board, start, target, path, moves).solved
