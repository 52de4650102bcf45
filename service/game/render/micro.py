"""SVG pictures of Micro Robots boards: numbered colour cells, start, target, route."""

from __future__ import annotations

import math

from ..geometry import Cell
from ..micro import MICRO_SIZE, MicroBoard, micro_moves
from .path import cross, move_number
from .shapes import INK, Frame, element, fmt, svg_document

CELL_COLORS = {
    "blue": "#1f5fd6",
    "yellow": "#f2c10f",
    "green": "#1e9e4a",
    "red": "#d7263d",
    "pink": "#f07ab4",
    "white": "#f4f4f2",
}
DARK_TEXT = {"yellow", "pink", "white"}
BOARD = "#26231f"
ROBOT = "#b9bec7"
CHIP = "#e6b422"


def render_micro_svg(
    board: MicroBoard,
    *,
    start: Cell | None = None,
    target: Cell | None = None,
    path: list[Cell] | None = None,
    cell_size: int = 48,
) -> str:
    """Draw a Micro Robots board, the robot's start, the target chip and a route.

    The route is the cell reached by each move; drawing stops at the first move the
    rules do not allow, which is marked with a red cross.
    """
    frame = Frame.for_grid(MICRO_SIZE, MICRO_SIZE, cell_size, caption=False)
    cells = [(i % MICRO_SIZE, i // MICRO_SIZE) for i in range(MICRO_SIZE * MICRO_SIZE)]
    route, illegal = _legal_route(board, start, path or [])
    layers = [_background(frame), *(_tile(board, cell, frame) for cell in cells)]
    if len(route) > 1:
        layers.append(_route(route, frame))
    layers += [_number(board, cell, frame) for cell in cells]
    if target is not None:
        layers.append(_target_chip(target, frame))
    if start is not None:
        layers.append(_robot(start, frame))
    steps = zip(route, route[1:], strict=False)
    layers += [_step_number(i, a, b, frame) for i, (a, b) in enumerate(steps, 1)]
    if illegal is not None:
        layers.append(cross(illegal, frame))
    desc = _describe(route)
    return svg_document(frame, _title(board, start, target), desc, layers, None)


def _background(frame: Frame) -> str:
    """Draw the dark board the 36 cells sit on."""
    pad = frame.size * 0.12
    side = MICRO_SIZE * frame.size + 2 * pad
    x, y = frame.corner((0, 0))
    return element(
        "rect", x=x - pad, y=y - pad, width=side, height=side, rx=pad * 1.5, fill=BOARD
    )


def _tile(board: MicroBoard, cell: Cell, frame: Frame) -> str:
    """Draw one cell as a rounded tile in its colour."""
    color = board.at(cell)[0]
    x, y = frame.corner(cell)
    inset = frame.size * 0.06
    return element(
        "rect",
        x=x + inset,
        y=y + inset,
        width=frame.size - 2 * inset,
        height=frame.size - 2 * inset,
        rx=frame.size * 0.12,
        fill=CELL_COLORS.get(color, "#888888"),
        class_=f"cell cell-{color}",
    )


def _number(board: MicroBoard, cell: Cell, frame: Frame) -> str:
    """Write a cell's number, haloed in the tile colour so a route passes behind it."""
    color, number = board.at(cell)
    cx, cy = frame.centre(cell)
    return element(
        "text",
        str(number),
        x=cx,
        y=cy + frame.size * 0.17,
        font_size=frame.size * 0.46,
        font_weight="bold",
        text_anchor="middle",
        fill=INK if color in DARK_TEXT else "#ffffff",
        stroke=CELL_COLORS.get(color, "#888888"),
        stroke_width=frame.size * 0.1,
        stroke_linejoin="round",
        paint_order="stroke",
    )


def _target_chip(cell: Cell, frame: Frame) -> str:
    """Mark the target: a framed tile, and a gold star (the victory chip) on it."""
    cx, cy = frame.centre(cell)
    x, y = frame.corner(cell)
    side = frame.size * 0.88
    frame_lines = [
        element(
            "rect",
            x=x + frame.size * 0.06,
            y=y + frame.size * 0.06,
            width=side,
            height=side,
            rx=frame.size * 0.12,
            fill="none",
            stroke=color,
            stroke_width=width,
        )
        for color, width in ((INK, frame.size * 0.14), ("#ffffff", frame.size * 0.07))
    ]
    star = _star(cx + frame.size * 0.32, cy - frame.size * 0.32, frame.size * 0.2)
    return element("g", "".join(frame_lines) + star, class_="target")


def _star(cx: float, cy: float, r: float) -> str:
    """Draw a five-pointed gold star."""
    points = []
    for i in range(10):
        radius = r * (1.0 if i % 2 == 0 else 0.42)
        a = math.radians(i * 36)
        points.append(
            f"{fmt(cx + radius * math.sin(a))},{fmt(cy - radius * math.cos(a))}"
        )
    return element(
        "polygon",
        points=" ".join(points),
        fill=CHIP,
        stroke=INK,
        stroke_width=r * 0.15,
        stroke_linejoin="round",
    )


def _robot(cell: Cell, frame: Frame) -> str:
    """Mark the robot's start: a silver ring round the number."""
    cx, cy = frame.centre(cell)
    return element("g", _ring(cx, cy, ROBOT, frame), class_="robot")


def _ring(cx: float, cy: float, color: str, frame: Frame) -> str:
    """Draw a thick outlined ring that leaves the cell's number visible."""
    r = frame.size * 0.34
    outer = element(
        "circle",
        cx=cx,
        cy=cy,
        r=r,
        fill="none",
        stroke=INK,
        stroke_width=frame.size * 0.16,
    )
    inner = element(
        "circle",
        cx=cx,
        cy=cy,
        r=r,
        fill="none",
        stroke=color,
        stroke_width=frame.size * 0.1,
    )
    return outer + inner


def _legal_route(
    board: MicroBoard, start: Cell | None, path: list[Cell]
) -> tuple[list[Cell], Cell | None]:
    """Return the route up to the first illegal move, and the cell where it stopped."""
    if not path:
        return ([start] if start else []), None
    route = [start] if start is not None else [path[0]]
    for cell in path[1:] if start is None else path:
        if not _on_board(cell) or cell not in micro_moves(board, route[-1]):
            return route, route[-1]
        route.append(cell)
    return route, None


def _on_board(cell: Cell) -> bool:
    """Tell whether a value is a cell of the 6x6 board."""
    return 0 <= cell[0] < MICRO_SIZE and 0 <= cell[1] < MICRO_SIZE


def _route(route: list[Cell], frame: Frame) -> str:
    """Draw the route as a dark line cased in white."""
    points = " ".join(f"{fmt(x)},{fmt(y)}" for x, y in map(frame.centre, route))
    common: dict[str, float | str] = {
        "points": points,
        "fill": "none",
        "stroke_linejoin": "round",
        "stroke_linecap": "round",
    }
    casing = element(
        "polyline", stroke="#ffffff", stroke_width=frame.size * 0.16, **common
    )
    line = element("polyline", stroke=INK, stroke_width=frame.size * 0.08, **common)
    return element("g", casing + line, class_="route")


def _step_number(number: int, a: Cell, b: Cell, frame: Frame) -> str:
    """Label a move on the gap between its first two cells, clear of any number."""
    (ax, ay), (bx, by) = frame.centre(a), frame.centre(b)
    steps = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    x, y = ax + (bx - ax) / steps / 2, ay + (by - ay) / steps / 2
    r = frame.size * 0.16
    return move_number(number, x, y, r, INK, r * 0.25)


def _title(board: MicroBoard, start: Cell | None, target: Cell | None) -> str:
    """Return a short accessible name for the picture."""
    name = "Micro Robots board"
    if start is not None and target is not None:
        (c1, n1), (c2, n2) = board.at(start), board.at(target)
        name += f": from {c1} {n1} to {c2} {n2}"
    return name


def _describe(route: list[Cell]) -> str:
    """Describe the route drawn, if any."""
    if len(route) < 2:
        return "6x6 cells, each a colour and a number"
    return "route " + " ".join(f"[{x}, {y}]" for x, y in route)
