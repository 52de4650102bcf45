"""Classic layouts: the 16 quadrant faces, how they are placed, and short codes.

A layout takes one face from each of the 4 pieces and lays them NW, NE, SE, SW with
the centre-block corner towards the middle. Its **code** is the four face names in
that order, e.g. ``"1A3C2B4D"``: piece 1 face A at NW, piece 3 face C at NE, piece 2
face B at SE, piece 4 face D at SW. Codes are upper case; lower case is accepted.

Any arrangement is a legal board, but turning the whole board a quarter turn gives
the same game, so the enumeration lists each board once with piece 1 at NW: 4^4 face
choices x 3! arrangements = 1536 boards (96 with faces A/B only, the 1999 edition).
A code with piece 1 elsewhere builds that board as laid out (a turned copy of a
canonical one); `Layout.canonical` names the canonical code.
"""

from __future__ import annotations

import functools
import itertools
import json
import random
from dataclasses import dataclass
from importlib import resources
from typing import Any

from .board import Board, Diagonal, Target, canonical_wall
from .errors import InvalidLayout
from .geometry import DIRECTION_INDEX, Cell

SIZE = 16
PIECES = ("1", "2", "3", "4")
FACE_LETTERS = "ABCD"
POSITIONS = ("NW", "NE", "SE", "SW")  # a face at POSITIONS[i] turns i quarter turns
CENTRE: frozenset[Cell] = frozenset({(7, 7), (8, 7), (7, 8), (8, 8)})
FLIP = {"/": "\\", "\\": "/"}


@dataclass(frozen=True, slots=True)
class Face:
    """One side of a quadrant piece, as it lies in the NW corner (unturned)."""

    name: str
    piece: int
    walls: tuple[tuple[int, int, int], ...]  # (x, y, side) with side 0..3
    targets: tuple[Target, ...]
    diagonals: tuple[Diagonal, ...]


@dataclass(frozen=True, slots=True)
class Layout:
    """Four face names placed NW, NE, SE, SW, e.g. ("1A", "3C", "2B", "4D")."""

    faces: tuple[str, str, str, str]

    def __post_init__(self) -> None:
        _check_faces(self.faces)

    @property
    def code(self) -> str:
        """Return the short stable code: the face names NW, NE, SE, SW joined."""
        return "".join(self.faces)

    @property
    def edition(self) -> str:
        """Return "1999" when every face is an A or B face, else "2003+"."""
        return "1999" if all(f[1] in "AB" for f in self.faces) else "2003+"

    @property
    def has_diagonals(self) -> bool:
        """Tell whether any placed face carries diagonal barriers."""
        return any(load_faces()[f].diagonals for f in self.faces)

    def turned(self, quarter_turns: int = 1) -> Layout:
        """Return the layout of this board turned clockwise by quarter turns."""
        k = quarter_turns % 4
        f = self.faces
        return Layout((f[-k], f[(1 - k) % 4], f[(2 - k) % 4], f[(3 - k) % 4]))

    def canonical(self) -> Layout:
        """Return the same board turned so that piece 1 lies at NW."""
        return self.turned(-next(i for i, f in enumerate(self.faces) if f[0] == "1"))

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form used by the CLI and the API."""
        return {
            "code": self.code,
            "faces": list(self.faces),
            "edition": self.edition,
            "has_diagonals": self.has_diagonals,
        }


def _check_faces(faces: Any) -> None:
    """Check four known face names of four different pieces."""
    if not isinstance(faces, tuple) or len(faces) != 4:
        raise InvalidLayout("a layout needs 4 faces (NW, NE, SE, SW)", "layout")
    seen: dict[str, str] = {}
    for position, face in zip(POSITIONS, faces, strict=True):
        if face not in load_faces():
            raise InvalidLayout(
                f"unknown face {face!r} at {position}: pieces 1-4, faces A-D (e.g. 1A)",
                "layout",
            )
        if face[0] in seen:
            raise InvalidLayout(
                f"piece {face[0]} appears twice ({seen[face[0]]} and {position})",
                "layout",
            )
        seen[face[0]] = position


def parse_layout_code(code: Any) -> Layout:
    """Parse a code like "1A3C2B4D" (faces NW, NE, SE, SW).

    :raise InvalidLayout: naming the problem (length, unknown face, repeated piece).
    """
    if not isinstance(code, str):
        raise InvalidLayout("a layout code must be a string like 1A3C2B4D", "layout")
    if len(code) != 8:
        raise InvalidLayout(
            f"a layout code has 8 characters (4 faces like 1A), not {len(code)}",
            "layout",
        )
    upper = code.upper()
    return Layout((upper[0:2], upper[2:4], upper[4:6], upper[6:8]))


@functools.lru_cache(maxsize=8192)
def board_for_code(code: str) -> Board:
    """Return the board of a layout code (cached; boards are immutable).

    :raise InvalidLayout: when the code is malformed.
    """
    return layout_board(parse_layout_code(code))


def layout_board(layout: Layout) -> Board:
    """Build the 16x16 board: 4 turned faces, the 2x2 centre blocked, 17 targets."""
    walls: set[tuple[int, int, int]] = set()
    targets: list[Target] = []
    diagonals: list[Diagonal] = []
    for turns, name in enumerate(layout.faces):
        face = load_faces()[name]
        for x, y, side in face.walls:
            rx, ry = turn_cell((x, y), turns)
            wall = canonical_wall(rx, ry, (side + turns) % 4, SIZE, SIZE)
            if wall is not None:
                walls.add(wall)
        targets += [
            Target(turn_cell(t.cell, turns), t.color, t.symbol) for t in face.targets
        ]
        diagonals += [turn_diagonal(d, turns) for d in face.diagonals]
    return Board.create(
        SIZE, SIZE, frozenset(walls), CENTRE, tuple(targets), tuple(diagonals)
    )


def turn_cell(cell: Cell, quarter_turns: int) -> Cell:
    """Turn a cell clockwise about the board centre: (x, y) -> (15 - y, x) per turn."""
    x, y = cell
    for _ in range(quarter_turns % 4):
        x, y = SIZE - 1 - y, x
    return (x, y)


def turn_diagonal(diagonal: Diagonal, quarter_turns: int) -> Diagonal:
    """Turn a diagonal; each quarter turn swaps '/' and '\\'."""
    orientation = diagonal.orientation
    if quarter_turns % 2:
        orientation = FLIP[orientation]
    return Diagonal(
        turn_cell(diagonal.cell, quarter_turns), diagonal.color, orientation
    )


def enumerate_layouts(faces: str = "ABCD") -> list[Layout]:
    """List every distinct board (piece 1 at NW) using only the given face letters.

    1536 layouts for "ABCD", 96 for "AB"; sorted by code, so the order is stable.
    """
    return list(_enumerate(_face_letters(faces)))


@functools.cache
def _enumerate(letters: str) -> tuple[Layout, ...]:
    """Build the sorted enumeration for a normalised set of face letters."""
    layouts = [
        Layout(("1" + a, p[0] + b, p[1] + c, p[2] + d))
        for p in itertools.permutations(PIECES[1:])
        for a, b, c, d in itertools.product(letters, repeat=4)
    ]
    return tuple(sorted(layouts, key=lambda layout: layout.code))


def _face_letters(faces: Any) -> str:
    """Normalise a face-letter filter such as "AB" or "abcd"."""
    if not isinstance(faces, str) or not faces:
        raise InvalidLayout("faces must be letters from ABCD, e.g. AB", "faces")
    letters = "".join(sorted(set(faces.upper())))
    if not set(letters) <= set(FACE_LETTERS):
        raise InvalidLayout(f"faces must be letters from ABCD, not {faces!r}", "faces")
    return letters


def layout_from_seed(seed: int | str, faces: str = "ABCD") -> Layout:
    """Pick one enumerated layout with `random.Random(seed)` (deterministic)."""
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise InvalidLayout("a seed must be an integer or a string", "seed")
    return random.Random(seed).choice(_enumerate(_face_letters(faces)))


# --- face data --------------------------------------------------------------------


@functools.cache
def load_faces() -> dict[str, Face]:
    """Load the 16 faces shipped in data/classic_faces.json."""
    path = resources.files("service.game").joinpath("data/classic_faces.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    return {name: _face(name, raw) for name, raw in data["faces"].items()}


def _face(name: str, raw: dict[str, Any]) -> Face:
    """Build one face from its JSON entry."""
    return Face(
        name,
        int(raw["piece"]),
        tuple((x, y, DIRECTION_INDEX[side]) for x, y, side in raw["walls"]),
        tuple(
            Target((t["cell"][0], t["cell"][1]), t["color"], t["symbol"])
            for t in raw["targets"]
        ),
        tuple(
            Diagonal((d["cell"][0], d["cell"][1]), d["color"], d["orientation"])
            for d in raw["diagonals"]
        ),
    )
