"""SVG pictures of classic boards: walls, centre piece, targets, diagonals, robots.

Output is deterministic (same input, same bytes): elements come in a fixed order and
every number is written with at most two decimals. Shapes and the solution path live
in `shapes` and `path`; this module lays out the board.
"""

from __future__ import annotations

from typing import Any

from ..board import Board, Diagonal, Target
from ..errors import InvalidPuzzle
from ..geometry import VORTEX, Cell
from ..notation import format_compact
from ..puzzle import Goal, Puzzle
from .path import Stop, path_layers, replay
from .shapes import (
    COLORS,
    VORTEX_BLADES,
    Frame,
    element,
    fmt,
    in_colour_order,
    robot_disc,
    svg_document,
    symbol,
)

BOARD_FILL = "#ddd8cb"
GRID = "#b3ac9a"
WALL = "#2b2523"
CENTRE = "#4f4f52"
TINT = {
    "red": "#f5c5cb",
    "green": "#c4e9cf",
    "blue": "#c8d7f6",
    "yellow": "#fbeaa6",
    VORTEX: "#e6dcf3",
}


def render_svg(
    board: Board,
    *,
    robots: dict[str, Cell] | None = None,
    target: Goal | None = None,
    solution: list[tuple[str, str]] | None = None,
    cell_size: int = 32,
    title: str | None = None,
) -> str:
    """Draw a board with robots, the target and optionally a solution path."""
    robots = dict(robots or {})
    _check_cells(board, robots, target)
    frame = Frame.for_grid(board.width, board.height, cell_size, title is not None)
    layers = [*_board_layers(board, frame, target)]
    legs, stop = replay(board, robots, solution or [])
    paths, marks = path_layers(legs, stop, frame)
    layers += paths
    layers += [
        robot_disc(color, cell, frame) for color, cell in in_colour_order(robots)
    ]
    layers += marks
    name = title or _default_title(board, target)
    desc = _describe(robots, target, solution, stop)
    return svg_document(frame, name, desc, layers, caption=title)


def render_puzzle_svg(
    puzzle: Puzzle, solution: list[tuple[str, str]] | None = None, **kw: Any
) -> str:
    """Draw a puzzle: its board, robots and target, with an optional solution."""
    return render_svg(
        puzzle.board,
        robots=puzzle.robot_positions,
        target=puzzle.target,
        solution=solution,
        **kw,
    )


def _board_layers(board: Board, frame: Frame, goal: Goal | None) -> list[str]:
    """Return the board's layers, from the background up to the edge."""
    layers = [_board_rect(board, frame, 0, fill=BOARD_FILL), _grid(board, frame)]
    if goal is not None:
        layers.append(_goal_cell(goal, frame))
    layers += [_printed_target(t, frame) for t in board.targets]
    layers += [_diagonal(d, frame) for d in board.diagonals]
    layers += _blocked(board, frame, goal)
    layers += [_walls(board, frame), _edge(board, frame)]
    return layers


def _grid(board: Board, frame: Frame) -> str:
    """Draw the thin lines between cells as one path."""
    x0, y0 = frame.corner((0, 0))
    x1, y1 = frame.corner((board.width, board.height))
    steps = [
        f"M{fmt(x0)} {fmt(frame.corner((0, y))[1])}H{fmt(x1)}"
        for y in range(1, board.height)
    ]
    steps += [
        f"M{fmt(frame.corner((x, 0))[0])} {fmt(y0)}V{fmt(y1)}"
        for x in range(1, board.width)
    ]
    return element(
        "path",
        d="".join(steps),
        stroke=GRID,
        stroke_width=frame.size / 24,
        fill="none",
        class_="grid",
    )


def _goal_cell(goal: Goal, frame: Frame) -> str:
    """Highlight the target cell: a tint and a border in the target's colour(s)."""
    inset = frame.size * 0.08
    x, y = frame.corner(goal.cell)
    x, y, side = x + inset, y + inset, frame.size - 2 * inset
    tint = element("rect", x=x, y=y, width=side, height=side, fill=TINT[goal.color])
    colors = VORTEX_BLADES if goal.color == VORTEX else (goal.color,) * 4
    corners = [(x, y), (x + side, y), (x + side, y + side), (x, y + side)]
    sides = [
        element(
            "line",
            x1=corners[i][0],
            y1=corners[i][1],
            x2=corners[(i + 1) % 4][0],
            y2=corners[(i + 1) % 4][1],
            stroke=COLORS[color],
            stroke_width=frame.size * 0.1,
            stroke_linecap="square",
        )
        for i, color in enumerate(colors)
    ]
    return element("g", tint + "".join(sides), class_="goal")


def _printed_target(target: Target, frame: Frame) -> str:
    """Draw a printed target space as its symbol in its colour."""
    cx, cy = frame.centre(target.cell)
    shape = symbol(target.symbol, target.color, cx, cy, frame.size * 0.3)
    return element("g", shape, class_=f"target target-{target.color}-{target.symbol}")


def _diagonal(diagonal: Diagonal, frame: Frame) -> str:
    """Draw a diagonal barrier as a thick coloured line from corner to corner."""
    x, y = frame.corner(diagonal.cell)
    s = frame.size
    ends = (x, y + s, x + s, y) if diagonal.orientation == "/" else (x, y, x + s, y + s)
    line = {"x1": ends[0], "y1": ends[1], "x2": ends[2], "y2": ends[3]}
    casing = element(
        "line", **line, stroke=WALL, stroke_width=s * 0.2, stroke_linecap="round"
    )
    stripe = element(
        "line",
        **line,
        stroke=COLORS[diagonal.color],
        stroke_width=s * 0.12,
        stroke_linecap="round",
    )
    return element("g", casing + stripe, class_="diagonal")


def _blocked(board: Board, frame: Frame, goal: Goal | None) -> list[str]:
    """Draw blocked cells dark grey, and the target chip on the 2x2 centre piece."""
    cells = sorted(board.blocked, key=lambda c: (c[1], c[0]))
    squares = "".join(
        f"M{fmt(x)} {fmt(y)}h{fmt(frame.size)}v{fmt(frame.size)}h{fmt(-frame.size)}Z"
        for x, y in map(frame.corner, cells)
    )
    parts = [element("path", d=squares, fill=CENTRE, class_="blocked")] if cells else []
    centre = _centre_piece(board)
    if centre is not None and goal is not None:
        parts.append(_centre_chip(board, goal, centre, frame))
    return parts


def _centre_piece(board: Board) -> Cell | None:
    """Return the north-west cell of a blocked 2x2 block in the middle, if any."""
    x, y = (board.width - 1) // 2, (board.height - 1) // 2
    block = {(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)}
    return (x, y) if block <= board.blocked else None


def _centre_chip(board: Board, goal: Goal, centre: Cell, frame: Frame) -> str:
    """Show the current target chip in the centre, as the real game does."""
    x, y = frame.corner((centre[0] + 1, centre[1] + 1))
    half = frame.size * 0.55
    printed = board.target_at(goal.cell)
    shape = "vortex" if goal.color == VORTEX else "circle"
    if printed is not None and printed.color == goal.color:
        shape = printed.symbol
    chip = element(
        "rect",
        x=x - half,
        y=y - half,
        width=2 * half,
        height=2 * half,
        rx=frame.size * 0.12,
        fill="#f4f1e8",
        stroke=WALL,
        stroke_width=frame.size / 16,
    )
    emblem = symbol(shape, goal.color, x, y, frame.size * 0.36)
    return element("g", chip + emblem, class_="centre-chip")


def _walls(board: Board, frame: Frame) -> str:
    """Draw every interior wall as a thick dark segment on a cell edge."""
    steps = []
    for x, y, side in sorted(board.walls):
        if side == 1:  # east side: a vertical segment
            ax, ay = frame.corner((x + 1, y))
            steps.append(f"M{fmt(ax)} {fmt(ay)}v{fmt(frame.size)}")
        else:  # south side: a horizontal segment
            ax, ay = frame.corner((x, y + 1))
            steps.append(f"M{fmt(ax)} {fmt(ay)}h{fmt(frame.size)}")
    return element(
        "path",
        d="".join(steps) or "M0 0",
        stroke=WALL,
        stroke_width=frame.size * 0.14,
        stroke_linecap="square",
        fill="none",
        class_="walls",
    )


def _edge(board: Board, frame: Frame) -> str:
    """Draw the thick board edge just outside the cells, so it hides none of them."""
    half = frame.size * 0.1
    style: dict[str, float | str] = {"stroke": WALL, "stroke_width": 2 * half}
    return _board_rect(board, frame, half, fill="none", class_="edge", **style)


def _board_rect(board: Board, frame: Frame, pad: float, **style: float | str) -> str:
    """Return a rectangle over the whole board, grown by `pad` on every side."""
    x, y = frame.corner((0, 0))
    width, height = board.width * frame.size, board.height * frame.size
    return element(
        "rect",
        x=x - pad,
        y=y - pad,
        width=width + 2 * pad,
        height=height + 2 * pad,
        **style,
    )


def _check_cells(board: Board, robots: dict[str, Cell], goal: Goal | None) -> None:
    """Refuse robots or a target off the board, which could not be drawn."""
    places = [(f"robots.{c}", cell) for c, cell in robots.items()]
    places += [("target.cell", goal.cell)] if goal is not None else []
    for name, cell in places:
        if not board.contains(cell):
            raise InvalidPuzzle(f"cell {list(cell)} is off the board", name)


def _default_title(board: Board, goal: Goal | None) -> str:
    """Return a short accessible name for the picture."""
    name = f"Ricochet Robots board {board.width}x{board.height}"
    if goal is None:
        return name
    who = "any robot" if goal.color == VORTEX else f"the {goal.color} robot"
    return f"{name}: bring {who} to [{goal.cell[0]}, {goal.cell[1]}]"


def _describe(
    robots: dict[str, Cell],
    goal: Goal | None,
    solution: list[tuple[str, str]] | None,
    stop: Stop | None,
) -> str:
    """Return a text description of what the picture shows."""
    parts = [f"{c} robot at [{x}, {y}]" for c, (x, y) in in_colour_order(robots)]
    if goal is not None:
        parts.append(f"target {goal.color} at [{goal.cell[0]}, {goal.cell[1]}]")
    if solution:
        parts.append(f"solution {format_compact(solution)}")
    if stop is not None:
        parts.append(
            f"move {stop.number} is illegal: drawn up to move {stop.number - 1}"
        )
    return "; ".join(parts) or "empty board"
