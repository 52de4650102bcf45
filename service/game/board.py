"""Boards: size, walls, blocked cells, targets and diagonal barriers.

A `Board` is immutable and canonical: a wall written from either side, in any order or
twice, yields the same board. Its derived tables (one wall bitmask per cell, the
diagonal at each cell) are built once, so slides and solvers read flat tuples.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidBoard
from .geometry import (
    CLASSIC_COLORS,
    DELTA,
    DIRECTION_INDEX,
    DIRECTIONS,
    EAST,
    MAX_SIZE,
    MIN_SIZE,
    NORTH,
    ORIENTATIONS,
    SOUTH,
    TARGET_SYMBOLS,
    VORTEX,
    WALL_BIT,
    WEST,
    Cell,
    opposite,
)


@dataclass(frozen=True, slots=True, order=True)
class Target:
    """A target space: a colour (or `any` for the vortex), a symbol and a cell."""

    cell: Cell
    color: str
    symbol: str

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {"color": self.color, "symbol": self.symbol, "cell": list(self.cell)}


@dataclass(frozen=True, slots=True, order=True)
class Diagonal:
    """A coloured diagonal barrier on a cell, '/' or '\\'."""

    cell: Cell
    color: str
    orientation: str

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {
            "cell": list(self.cell),
            "color": self.color,
            "orientation": self.orientation,
        }


@dataclass(frozen=True, slots=True)
class Board:
    """An immutable rectangular board; build it with `Board.create` or `parse_board`."""

    width: int
    height: int
    walls: frozenset[tuple[int, int, int]]  # interior walls as (x, y, EAST|SOUTH)
    blocked: frozenset[Cell]
    targets: tuple[Target, ...] = ()
    diagonals: tuple[Diagonal, ...] = ()
    masks: tuple[int, ...] = field(default=(), compare=False, repr=False)
    diagonal_at: dict[Cell, Diagonal] = field(
        default_factory=dict, compare=False, repr=False
    )

    @classmethod
    def create(
        cls,
        width: int,
        height: int,
        walls: frozenset[tuple[int, int, int]] = frozenset(),
        blocked: frozenset[Cell] = frozenset(),
        targets: tuple[Target, ...] = (),
        diagonals: tuple[Diagonal, ...] = (),
    ) -> Board:
        """Build a board from already canonical parts and derive its tables."""
        masks = _wall_masks(width, height, walls)
        return cls(
            width,
            height,
            walls,
            blocked,
            tuple(sorted(targets)),
            tuple(sorted(diagonals)),
            masks,
            {d.cell: d for d in diagonals},
        )

    def contains(self, cell: Cell) -> bool:
        """Tell whether a cell lies on the board."""
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def index(self, cell: Cell) -> int:
        """Return the flat index `y * width + x` of a cell."""
        return cell[1] * self.width + cell[0]

    def has_wall(self, cell: Cell, direction: int) -> bool:
        """Tell whether a wall (or the edge) bounds a cell on one side."""
        return bool(self.masks[self.index(cell)] & WALL_BIT[direction])

    def target_at(self, cell: Cell) -> Target | None:
        """Return the target printed on a cell, if any."""
        return next((t for t in self.targets if t.cell == cell), None)

    def free_cells(self) -> list[Cell]:
        """Return the cells a robot may stand on at the start of a game."""
        taken = (
            set(self.blocked) | set(self.diagonal_at) | {t.cell for t in self.targets}
        )
        return [
            (x, y)
            for y in range(self.height)
            for x in range(self.width)
            if (x, y) not in taken
        ]

    def to_json(self) -> dict[str, Any]:
        """Return the canonical JSON form (sorted, each wall once, edges omitted)."""
        return {
            "width": self.width,
            "height": self.height,
            "walls": [[x, y, DIRECTIONS[side]] for x, y, side in sorted(self.walls)],
            "blocked": [list(cell) for cell in sorted(self.blocked)],
            "targets": [t.to_json() for t in self.targets],
            "diagonals": [d.to_json() for d in self.diagonals],
        }


def _wall_masks(
    width: int, height: int, walls: frozenset[tuple[int, int, int]]
) -> tuple[int, ...]:
    """Return one N/E/S/W bitmask per cell, the board edge included."""
    masks = [0] * (width * height)
    for y in range(height):
        for x in range(width):
            i = y * width + x
            masks[i] |= WALL_BIT[NORTH] if y == 0 else 0
            masks[i] |= WALL_BIT[SOUTH] if y == height - 1 else 0
            masks[i] |= WALL_BIT[WEST] if x == 0 else 0
            masks[i] |= WALL_BIT[EAST] if x == width - 1 else 0
    for x, y, side in walls:
        dx, dy = DELTA[side]
        masks[y * width + x] |= WALL_BIT[side]
        masks[(y + dy) * width + x + dx] |= WALL_BIT[opposite(side)]
    return tuple(masks)


def canonical_wall(
    x: int, y: int, side: int, width: int, height: int
) -> tuple[int, int, int] | None:
    """Return a wall as seen from its west or north cell; None for an edge wall."""
    dx, dy = DELTA[side]
    nx, ny = x + dx, y + dy
    if not (0 <= nx < width and 0 <= ny < height):
        return None
    if side in (EAST, SOUTH):
        return (x, y, side)
    return (nx, ny, opposite(side))


# --- parsing ---------------------------------------------------------------------


def parse_board(data: Any, field_name: str = "board") -> Board:
    """Validate a board in the JSON contract and return it in canonical form.

    :raise InvalidBoard: naming the offending field and the problem.
    """
    if not isinstance(data, dict):
        raise InvalidBoard("must be an object", field_name)
    unknown = set(data) - {
        "width",
        "height",
        "walls",
        "blocked",
        "targets",
        "diagonals",
    }
    if unknown:
        raise InvalidBoard(
            f"unknown field(s): {', '.join(sorted(unknown))}", field_name
        )
    width = _parse_size(data.get("width"), f"{field_name}.width")
    height = _parse_size(data.get("height"), f"{field_name}.height")
    walls = _parse_walls(data.get("walls", []), width, height, f"{field_name}.walls")
    blocked = _parse_blocked(data.get("blocked", []), width, height, field_name)
    diagonals = _parse_diagonals(data.get("diagonals", []), width, height, field_name)
    diag_cells = {d.cell for d in diagonals}
    for d in diagonals:
        if d.cell in blocked:
            raise InvalidBoard(f"diagonal on blocked cell {list(d.cell)}", field_name)
    targets = _parse_targets(data.get("targets", []), width, height, field_name)
    for t in targets:
        if t.cell in blocked or t.cell in diag_cells:
            raise InvalidBoard(
                f"target on a blocked or diagonal cell {list(t.cell)}",
                f"{field_name}.targets",
            )
    return Board.create(width, height, walls, blocked, targets, diagonals)


def _parse_size(value: Any, name: str) -> int:
    """Check one board dimension."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidBoard("must be an integer", name)
    if not MIN_SIZE <= value <= MAX_SIZE:
        raise InvalidBoard(f"must be between {MIN_SIZE} and {MAX_SIZE}", name)
    return value


def parse_cell(value: Any, width: int, height: int, name: str) -> Cell:
    """Check a `[x, y]` pair that must lie on a width x height board."""
    if (
        not isinstance(value, list | tuple)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise InvalidBoard("must be a cell [x, y] of two integers", name)
    x, y = int(value[0]), int(value[1])
    if not (0 <= x < width and 0 <= y < height):
        raise InvalidBoard(f"cell [{x}, {y}] is off the {width}x{height} board", name)
    return (x, y)


def _parse_list(value: Any, name: str) -> list[Any]:
    """Check that a field holds a JSON array."""
    if not isinstance(value, list):
        raise InvalidBoard("must be an array", name)
    return value


def _parse_walls(
    value: Any, width: int, height: int, name: str
) -> frozenset[tuple[int, int, int]]:
    """Parse `[x, y, side]` walls into canonical interior walls."""
    walls: set[tuple[int, int, int]] = set()
    for i, item in enumerate(_parse_list(value, name)):
        where = f"{name}[{i}]"
        if not isinstance(item, list | tuple) or len(item) != 3:
            raise InvalidBoard("must be [x, y, side]", where)
        x, y = parse_cell(list(item[:2]), width, height, where)
        if item[2] not in DIRECTION_INDEX:
            raise InvalidBoard(
                f"side must be one of N, E, S, W, not {item[2]!r}", where
            )
        wall = canonical_wall(x, y, DIRECTION_INDEX[item[2]], width, height)
        if wall is not None:
            walls.add(wall)
    return frozenset(walls)


def _parse_blocked(value: Any, width: int, height: int, name: str) -> frozenset[Cell]:
    """Parse the blocked cells (the centre piece on classic boards)."""
    where = f"{name}.blocked"
    cells = frozenset(
        parse_cell(item, width, height, f"{where}[{i}]")
        for i, item in enumerate(_parse_list(value, where))
    )
    if len(cells) == width * height:
        raise InvalidBoard("every cell is blocked", where)
    return cells


def _parse_targets(
    value: Any, width: int, height: int, name: str
) -> tuple[Target, ...]:
    """Parse the printed targets; one per cell and per colour-symbol pair.

    A target may omit its symbol: `vortex` for `any`, else the first of circle,
    triangle, square, hexagon that its colour does not use elsewhere in the list.
    """
    where = f"{name}.targets"
    items = _parse_list(value, where)
    given = {
        (item.get("color"), item.get("symbol"))
        for item in items
        if isinstance(item, dict)
    }
    targets: list[Target] = []
    for i, item in enumerate(items):
        at = f"{where}[{i}]"
        if not isinstance(item, dict):
            raise InvalidBoard("must be an object", at)
        color = item.get("color")
        if color not in (*CLASSIC_COLORS, VORTEX):
            raise InvalidBoard(f"unknown target colour {color!r}", f"{at}.color")
        symbol = item["symbol"] if "symbol" in item else _default_symbol(color, given)
        if symbol not in TARGET_SYMBOLS or (symbol == "vortex") != (color == VORTEX):
            raise InvalidBoard(f"bad symbol {symbol!r} for {color}", f"{at}.symbol")
        given.add((color, symbol))
        targets.append(
            Target(
                parse_cell(item.get("cell"), width, height, f"{at}.cell"), color, symbol
            )
        )
    if len({t.cell for t in targets}) != len(targets):
        raise InvalidBoard("two targets on one cell", where)
    if len({(t.color, t.symbol) for t in targets}) != len(targets):
        raise InvalidBoard("a colour and symbol appear twice", where)
    return tuple(targets)


def _default_symbol(color: str, used: set[tuple[Any, Any]]) -> str | None:
    """Return the symbol of a target given without one (None: all four are used)."""
    if color == VORTEX:
        return "vortex"
    return next((s for s in TARGET_SYMBOLS[:4] if (color, s) not in used), None)


def _parse_diagonals(
    value: Any, width: int, height: int, name: str
) -> tuple[Diagonal, ...]:
    """Parse diagonal barriers; at most one per cell."""
    where = f"{name}.diagonals"
    diagonals: list[Diagonal] = []
    for i, item in enumerate(_parse_list(value, where)):
        at = f"{where}[{i}]"
        if not isinstance(item, dict):
            raise InvalidBoard("must be an object", at)
        color = item.get("color")
        if color not in CLASSIC_COLORS:
            raise InvalidBoard(f"unknown diagonal colour {color!r}", f"{at}.color")
        orientation = item.get("orientation")
        if orientation not in ORIENTATIONS:
            raise InvalidBoard("orientation must be '/' or '\\'", f"{at}.orientation")
        cell = parse_cell(item.get("cell"), width, height, f"{at}.cell")
        diagonals.append(Diagonal(cell, color, orientation))
    if len({d.cell for d in diagonals}) != len(diagonals):
        raise InvalidBoard("two diagonals on one cell", where)
    return tuple(diagonals)
