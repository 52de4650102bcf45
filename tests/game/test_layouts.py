"""Classic layouts: faces, placement, rotation, codes, enumeration and seeds."""

from __future__ import annotations

import itertools
import json
from collections import deque

import pytest

from service.game.board import Board, parse_board
from service.game.errors import IllegalMove, InvalidLayout
from service.game.geometry import (
    CLASSIC_COLORS,
    DEFLECT,
    DIRECTIONS,
    EAST,
    NORTH,
    SOUTH,
    WEST,
    Cell,
    perpendicular,
)
from service.game.layouts import (
    CENTRE,
    Layout,
    board_for_code,
    enumerate_layouts,
    layout_board,
    layout_from_seed,
    load_faces,
    parse_layout_code,
    turn_cell,
)
from service.game.moves import slide

from .helpers import bench_positions

ALL = enumerate_layouts()
SYMBOLS = ("circle", "triangle", "square", "hexagon")


def turn_board_walls(board: Board) -> set[tuple[Cell, int]]:
    """Turn every wall side of a board a quarter turn clockwise, independently."""
    sides = set()
    for y, x, side in itertools.product(range(16), range(16), range(4)):
        if board.has_wall((x, y), side) and not _on_edge((x, y), side):
            sides.add((turn_cell((x, y), 1), (side + 1) % 4))
    return sides


def _on_edge(cell: Cell, side: int) -> bool:
    """Tell whether a side of a cell is the board edge."""
    x, y = cell
    return (side, x, y) in {(NORTH, x, 0), (SOUTH, x, 15), (WEST, 0, y), (EAST, 15, y)}


def wall_sides(board: Board) -> set[tuple[Cell, int]]:
    """Return every interior wall side of a board as (cell, side)."""
    return {
        ((x, y), side)
        for y, x, side in itertools.product(range(16), range(16), range(4))
        if board.has_wall((x, y), side) and not _on_edge((x, y), side)
    }


# --- counts, codes, order ----------------------------------------------------------


def test_counts_and_codes_are_distinct() -> None:
    assert len(ALL) == 1536
    assert len({layout.code for layout in ALL}) == 1536
    one_nine = enumerate_layouts("AB")
    assert len(one_nine) == 96
    assert {layout.edition for layout in one_nine} == {"1999"}
    assert sum(layout.edition == "1999" for layout in ALL) == 96


def test_enumeration_is_sorted_canonical_and_stable() -> None:
    codes = [layout.code for layout in ALL]
    assert codes == sorted(codes)
    assert codes[0] == "1A2A3A4A"
    assert all(layout.faces[0][0] == "1" for layout in ALL)
    assert [layout.code for layout in enumerate_layouts()] == codes
    assert [layout.code for layout in enumerate_layouts("ba")] == [
        layout.code for layout in enumerate_layouts("AB")
    ]


def test_every_board_is_distinct_up_to_rotation() -> None:
    walls = {board_for_code(layout.code).walls for layout in ALL}
    assert len(walls) == 1536


@pytest.mark.parametrize("layout", ALL[::97], ids=lambda layout: layout.code)
def test_codes_round_trip(layout: Layout) -> None:
    assert parse_layout_code(layout.code) == layout
    assert parse_layout_code(layout.code.lower()) == layout
    assert layout.to_json()["code"] == layout.code
    assert board_for_code(layout.code) == layout_board(layout)


def test_code_properties() -> None:
    layout = parse_layout_code("1A3C2B4D")
    assert layout.faces == ("1A", "3C", "2B", "4D")
    assert layout.code == "1A3C2B4D"
    assert layout.edition == "2003+"
    assert layout.has_diagonals
    assert not parse_layout_code("1A3C2B4C").has_diagonals
    assert parse_layout_code("1B3A2B4A").edition == "1999"


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("1A1B2A3A", "piece 1 appears twice"),
        ("1A2A3A", "8 characters"),
        ("1A2A3A4A5A", "8 characters"),
        ("1E2A3A4A", "unknown face '1E' at NW"),
        ("1A2A3A5A", "unknown face '5A' at SW"),
        ("1A2A3A 4", "unknown face ' 4' at SW"),
        ("", "8 characters"),
        (None, "must be a string"),
        (12345678, "must be a string"),
    ],
)
def test_bad_codes_are_rejected(code: object, message: str) -> None:
    with pytest.raises(InvalidLayout, match=message):
        parse_layout_code(code)


def test_bad_codes_raise_from_board_for_code_and_layout() -> None:
    with pytest.raises(InvalidLayout, match="piece 2 appears twice"):
        board_for_code("1A2A2B4A")
    with pytest.raises(InvalidLayout):
        Layout(("1A", "2A", "3A"))  # type: ignore[arg-type]
    with pytest.raises(InvalidLayout, match="faces must be letters"):
        enumerate_layouts("AE")


def test_layout_boards_survive_the_json_contract() -> None:
    for layout in ALL[::51]:
        board = board_for_code(layout.code)
        again = parse_board(board.to_json())
        assert again == board and again.masks == board.masks


def test_board_for_code_is_cached() -> None:
    assert board_for_code("1A3C2B4D") is board_for_code("1A3C2B4D")


# --- every board -------------------------------------------------------------------


@pytest.mark.parametrize("faces", ["ABCD"])
def test_every_board_has_the_real_targets_centre_and_diagonals(faces: str) -> None:
    pairs = {(c, s) for c in CLASSIC_COLORS for s in SYMBOLS} | {("any", "vortex")}
    for layout in enumerate_layouts(faces):
        board = board_for_code(layout.code)
        assert (board.width, board.height) == (16, 16)
        assert len(board.targets) == 17
        assert {(t.color, t.symbol) for t in board.targets} == pairs
        assert len({t.cell for t in board.targets}) == 17
        assert board.blocked == {(7, 7), (8, 7), (7, 8), (8, 8)}
        d_faces = sum(face.endswith("D") for face in layout.faces)
        assert len(board.diagonals) == 2 * d_faces
        assert layout.has_diagonals == (d_faces > 0)
        taken = {t.cell for t in board.targets} | set(CENTRE)
        assert not taken & set(board.diagonal_at)


def test_only_d_faces_carry_diagonals() -> None:
    faces = load_faces()
    assert sorted(faces) == [f"{p}{f}" for p in "1234" for f in "ABCD"]
    for name, face in faces.items():
        assert bool(face.diagonals) == name.endswith("D")
        assert sum(t.color == "any" for t in face.targets) == (name[0] == "4")


@pytest.mark.parametrize("code", ["1A2B3C4D", "1D4D3D2D", "1B2A3B4A"])
def test_centre_is_walled_and_every_free_cell_is_reachable(code: str) -> None:
    board = board_for_code(code)
    for cell, side in [((6, 7), EAST), ((6, 8), EAST), ((9, 7), WEST), ((9, 8), WEST)]:
        assert board.has_wall(cell, side)
    for cell, side in [((7, 6), SOUTH), ((8, 6), SOUTH), ((7, 9), NORTH)]:
        assert board.has_wall(cell, side)
    assert (
        _reachable(board, (0, 0))
        == {(x, y) for x in range(16) for y in range(16)} - CENTRE
    )


def test_no_free_cell_is_enclosed_on_any_board() -> None:
    cells = [(x, y) for x in range(16) for y in range(16) if (x, y) not in CENTRE]
    for layout in ALL:
        board = board_for_code(layout.code)
        assert not [c for c in cells if board.masks[board.index(c)] == 15], layout.code


def test_every_target_sits_in_a_corner_of_walls() -> None:
    for layout in ALL[::7]:
        board = board_for_code(layout.code)
        for target in board.targets:
            sides = [s for s in range(4) if board.has_wall(target.cell, s)]
            assert any(perpendicular(a, b) for a in sides for b in sides), target


def _reachable(board: Board, start: Cell) -> set[Cell]:
    """Flood-fill the cells a robot-free step-by-step walk can reach."""
    seen = {start}
    queue = deque([start])
    while queue:
        x, y = queue.popleft()
        for side, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):
            nxt = (x + dx, y + dy)
            if not board.has_wall((x, y), side) and nxt not in board.blocked | seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


# --- placement and rotation --------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "cell", "side", "neighbour"),
    [  # 1A's wall [0, 5, "S"] placed at each position
        ("1A2A3A4A", (0, 5), SOUTH, (0, 6)),
        ("4A1A2A3A", (10, 0), WEST, (9, 0)),
        ("3A4A1A2A", (15, 10), NORTH, (15, 9)),
        ("2A3A4A1A", (5, 15), EAST, (6, 15)),
    ],
)
def test_a_face_wall_lands_where_the_format_says(
    code: str, cell: Cell, side: int, neighbour: Cell
) -> None:
    board = board_for_code(code)
    assert board.has_wall(cell, side)
    assert board.has_wall(neighbour, (side + 2) % 4)


@pytest.mark.parametrize(
    ("code", "cell", "orientation"),
    [  # 1D's green '/' diagonal at [4, 1], placed at each position
        ("1D2A3A4A", (4, 1), "/"),
        ("4A1D2A3A", (14, 4), "\\"),
        ("3A4A1D2A", (11, 14), "/"),
        ("2A3A4A1D", (1, 11), "\\"),
    ],
)
def test_diagonals_turn_and_flip_per_quarter_turn(
    code: str, cell: Cell, orientation: str
) -> None:
    diagonal = board_for_code(code).diagonal_at[cell]
    assert (diagonal.color, diagonal.orientation) == ("green", orientation)


def test_flipping_a_diagonal_matches_turning_its_deflections() -> None:
    flipped = {"/": "\\", "\\": "/"}
    for orientation, turns in DEFLECT.items():
        for heading in range(4):
            turned_out = (turns[heading] + 1) % 4
            assert DEFLECT[flipped[orientation]][(heading + 1) % 4] == turned_out


@pytest.mark.parametrize("code", ["1D2B3D4D", "1A3C2B4D", "1C4B2D3A"])
def test_turned_layout_is_the_turned_board(code: str) -> None:
    layout = parse_layout_code(code)
    turned = layout.turned(1)
    assert turned.faces == (layout.faces[3], *layout.faces[:3])
    assert wall_sides(layout_board(turned)) == turn_board_walls(layout_board(layout))
    assert turned.canonical() == layout
    assert layout.turned(4) == layout


@pytest.mark.parametrize("code", ["1D2D3D4D", "1D3C2B4D"])
def test_slides_agree_on_a_turned_board(code: str) -> None:
    board = board_for_code(code)
    turned = layout_board(parse_layout_code(code).turned(1))
    for cell in board.free_cells():
        for direction in range(4):
            here = _try_slide(board, cell, direction)
            there = _try_slide(turned, turn_cell(cell, 1), (direction + 1) % 4)
            assert there == (here and turn_cell(here, 1)), (cell, DIRECTIONS[direction])


def _try_slide(board: Board, cell: Cell, direction: int) -> Cell | None:
    """Slide a lone red robot and return where it stops (None if illegal)."""
    try:
        return slide(board, {"red": cell}, "red", direction).end
    except IllegalMove:
        return None


# --- seeds -------------------------------------------------------------------------


def test_seeds_are_deterministic_and_varied() -> None:
    assert layout_from_seed(42) == layout_from_seed(42)
    assert layout_from_seed("game-7") == layout_from_seed("game-7")
    assert len({layout_from_seed(seed).code for seed in range(50)}) > 40
    assert all(layout_from_seed(s, "AB").edition == "1999" for s in range(30))
    assert layout_from_seed(3) in ALL


@pytest.mark.parametrize("seed", [None, 1.5, True, [1]])
def test_bad_seeds_are_rejected(seed: object) -> None:
    with pytest.raises(InvalidLayout, match="seed"):
        layout_from_seed(seed)  # type: ignore[arg-type]


# --- cross-check against the reference positions -----------------------------------


def test_reference_boards_are_real_layouts() -> None:
    """Each packaged reference board has the walls of one layout (turned).

    The F-* boards come from a generator whose faces lack the vortex target, so
    the two walls around the vortex are missing there and nothing else differs.
    """
    exact: dict[frozenset[tuple[int, int, int]], str] = {}
    no_vortex: dict[frozenset[tuple[int, int, int]], str] = {}
    for layout in ALL:
        for turns in range(4):
            board = layout_board(layout.turned(turns))
            exact[board.walls] = layout.code
            no_vortex[board.walls - _vortex_walls(board)] = layout.code
    matched = 0
    for position in bench_positions():
        walls = parse_board(position["board"]).walls
        if walls in exact:
            matched += 1
        else:
            assert position["id"].startswith("F-") and walls in no_vortex, position[
                "id"
            ]
    assert matched >= 150


def _vortex_walls(board: Board) -> set[tuple[int, int, int]]:
    """Return the canonical walls on the sides of the vortex cell."""
    (vx, vy) = next(t.cell for t in board.targets if t.color == "any")
    return {
        (x, y, side)
        for x, y, side in board.walls
        if (x, y) == (vx, vy) or (x + (side == EAST), y + (side == SOUTH)) == (vx, vy)
    }


# --- `ricochet layouts` ------------------------------------------------------------


def _cli(argv: list[str]) -> int:
    """Run the `layouts` subcommand on its own parser."""
    import argparse

    from service.tools.cli import layouts as command

    parser = argparse.ArgumentParser(prog="ricochet")
    command.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["layouts", *argv])
    code: int = args.handler(args)
    return code


def test_cli_lists_codes_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert _cli([]) == 0
    assert capsys.readouterr().out.split() == [layout.code for layout in ALL]
    assert _cli(["--faces", "AB", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 96 and rows[0] == enumerate_layouts("AB")[0].to_json()
    assert set(rows[0]) == {"code", "faces", "edition", "has_diagonals"}


def test_cli_seed_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert _cli(["--seed", "42"]) == 0
    assert capsys.readouterr().out.strip() == layout_from_seed(42).code
    assert _cli(["--seed", "abc", "--faces", "AB", "--json"]) == 0
    expected = layout_from_seed("abc", "AB").to_json()
    assert json.loads(capsys.readouterr().out) == expected
    assert _cli(["--faces", "XY"]) == 2
    assert "faces must be letters" in capsys.readouterr().err
