"""Solution paths on classic boards: replay the moves and draw each robot's route."""

from __future__ import annotations

from dataclasses import dataclass

from ..board import Board
from ..errors import IllegalMove
from ..geometry import DELTA, DIRECTION_INDEX, ROBOT_COLORS, Cell
from ..moves import slide
from .shapes import INK, Frame, color_of, element, fmt, polygon


@dataclass(frozen=True, slots=True)
class Leg:
    """One played move: its number, robot, the cells it crossed and final heading."""

    number: int
    robot: str
    path: tuple[Cell, ...]
    heading: int


@dataclass(frozen=True, slots=True)
class Stop:
    """Where drawing stopped: the illegal move's number and its robot's cell, if any."""

    number: int
    cell: Cell | None


def replay(
    board: Board, robots: dict[str, Cell], solution: list[tuple[str, str]]
) -> tuple[list[Leg], Stop | None]:
    """Replay moves with the checker's rules; stop at the first illegal one."""
    position = dict(robots)
    legs: list[Leg] = []
    for number, (robot, letter) in enumerate(solution, start=1):
        if robot not in position or letter not in DIRECTION_INDEX:
            return legs, Stop(number, position.get(robot))
        try:
            moved = slide(board, position, robot, DIRECTION_INDEX[letter])
        except IllegalMove:
            return legs, Stop(number, position[robot])
        position[robot] = moved.end
        legs.append(Leg(number, robot, moved.path, moved.heading))
    return legs, None


def path_layers(
    legs: list[Leg], stop: Stop | None, frame: Frame
) -> tuple[list[str], list[str]]:
    """Return the path lines (under the robots) and the arrows and numbers (over)."""
    lines: list[str] = []
    marks: list[str] = []
    for leg in legs:
        points = _leg_points(leg, frame)
        lines.append(_polyline(points, leg.robot, frame))
        marks.append(_arrowhead(points[-1], leg.heading, leg.robot, frame))
    marks += [_number(leg, _leg_points(leg, frame), frame) for leg in legs]
    if stop is not None and stop.cell is not None:
        marks.append(cross(stop.cell, frame))
    return lines, marks


def _leg_points(leg: Leg, frame: Frame) -> list[tuple[float, float]]:
    """Return the corners of a leg's path, nudged per robot so paths stay apart."""
    index = ROBOT_COLORS.index(leg.robot) if leg.robot in ROBOT_COLORS else 2
    nudge = (index - 2) * frame.size * 0.07
    cells = [leg.path[0]]
    for before, cell, after in zip(leg.path, leg.path[1:], leg.path[2:], strict=False):
        if (cell[0] - before[0], cell[1] - before[1]) != (
            after[0] - cell[0],
            after[1] - cell[1],
        ):
            cells.append(cell)  # a bend on a diagonal
    cells.append(leg.path[-1])
    return [(x + nudge, y + nudge) for x, y in map(frame.centre, cells)]


def _polyline(points: list[tuple[float, float]], robot: str, frame: Frame) -> str:
    """Draw one leg as a cased line in the robot's colour."""
    shown = polygon(points)
    casing = "#f4f1e8" if robot == "black" else INK
    width = frame.size * 0.11
    common: dict[str, float | str] = {
        "points": shown,
        "fill": "none",
        "stroke_linejoin": "round",
        "stroke_linecap": "round",
    }
    under = element(
        "polyline", stroke=casing, stroke_width=width + frame.size / 16, **common
    )
    over = element("polyline", stroke=color_of(robot), stroke_width=width, **common)
    return element("g", under + over, class_=f"path path-{robot}")


def _arrowhead(
    tip_at: tuple[float, float], heading: int, robot: str, frame: Frame
) -> str:
    """Draw an arrowhead at the end of a leg, pointing along its final heading."""
    dx, dy = DELTA[heading]
    s = frame.size
    tip = (tip_at[0] + dx * s * 0.3, tip_at[1] + dy * s * 0.3)
    base = (tip[0] - dx * s * 0.3, tip[1] - dy * s * 0.3)
    wing = (-dy * s * 0.17, dx * s * 0.17)
    points = [
        tip,
        (base[0] + wing[0], base[1] + wing[1]),
        (base[0] - wing[0], base[1] - wing[1]),
    ]
    casing = "#f4f1e8" if robot == "black" else INK
    return element(
        "polygon",
        points=polygon(points),
        fill=color_of(robot),
        stroke=casing,
        stroke_width=s / 24,
        stroke_linejoin="round",
    )


def _number(leg: Leg, points: list[tuple[float, float]], frame: Frame) -> str:
    """Label a leg with its move number, halfway along its first straight run."""
    (ax, ay), (bx, by) = points[0], points[1]
    x, y = (ax + bx) / 2, (ay + by) / 2
    r = frame.size * 0.19
    return move_number(leg.number, x, y, r, color_of(leg.robot), r * 0.3)


def move_number(
    number: int, x: float, y: float, r: float, ring: str, ring_width: float
) -> str:
    """Return a move's number on its badge: a white circle of radius r at x, y,
    ringed in `ring`."""
    badge = element(
        "circle", cx=x, cy=y, r=r, fill="#ffffff", stroke=ring, stroke_width=ring_width
    )
    label = element(
        "text",
        str(number),
        x=x,
        y=y + r * 0.38,
        font_size=r * 1.1,
        font_weight="bold",
        text_anchor="middle",
        fill=INK,
    )
    return element("g", badge + label, class_="move-number")


def cross(cell: Cell, frame: Frame) -> str:
    """Mark the robot whose move is illegal with a red cross."""
    cx, cy = frame.centre(cell)
    k = frame.size * 0.3
    d = f"M{fmt(cx - k)} {fmt(cy - k)}L{fmt(cx + k)} {fmt(cy + k)}"
    d += f"M{fmt(cx - k)} {fmt(cy + k)}L{fmt(cx + k)} {fmt(cy - k)}"
    return element(
        "path",
        d=d,
        stroke="#e00000",
        stroke_width=frame.size * 0.12,
        stroke_linecap="round",
        class_="illegal",
    )
