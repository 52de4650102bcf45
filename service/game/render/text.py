"""Plain-text pictures of boards for terminals.

Each cell is three characters wide between `+` corners; walls are `|` and `---`.
Robots are R G B Y K (black), the target `*` (`*R*` when a robot stands on it),
blocked cells `###`, diagonals `/` or `\\` followed by their colour's letter, and
printed target spaces `.` (the vortex `@`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..board import Board
from ..geometry import COLOR_LETTER, EAST, NORTH, ROBOT_COLORS, VORTEX, WEST, Cell
from ..puzzle import Goal

LEGEND = (
    "R G B Y K robots, * target, # blocked, / \\ diagonals, . target spaces, @ vortex"
)


def render_text(
    board: Board,
    *,
    robots: dict[str, Cell] | None = None,
    target: Goal | None = None,
) -> str:
    """Draw a board with its robots and target as text, ending with a legend."""
    letters = {
        cell: COLOR_LETTER.get(c, "?").upper() for c, cell in (robots or {}).items()
    }
    lines: list[str] = []
    for y in range(board.height):
        lines.append(_edge_line(board, y))
        lines.append(_cell_line(board, y, letters, target))
    lines.append(_edge_line(board, board.height))
    lines += [_caption(robots or {}, target), LEGEND]
    return "\n".join(lines) + "\n"


def _edge_line(board: Board, y: int) -> str:
    """Return the line of corners above row y (y == height: the bottom edge)."""
    parts = []
    for x in range(board.width):
        closed = y in (0, board.height) or board.has_wall((x, y), NORTH)
        inside = {(x, y - 1), (x, y)} <= board.blocked
        parts.append("+---" if closed else "+###" if inside else "+   ")
    return "".join(parts) + "+"


def _cell_line(
    board: Board, y: int, letters: dict[Cell, str], target: Goal | None
) -> str:
    """Return the line showing the cells of row y and the walls between them."""
    parts = []
    for x in range(board.width):
        parts.append(_separator(board, (x, y)))
        parts.append(_cell_text(board, (x, y), letters, target))
    parts.append("|" if board.has_wall((board.width - 1, y), EAST) else " ")
    return "".join(parts)


def _separator(board: Board, cell: Cell) -> str:
    """Return the character west of a cell: a wall, the inside of a block, or space."""
    if board.has_wall(cell, WEST):
        return "|"
    return "#" if {cell, (cell[0] - 1, cell[1])} <= board.blocked else " "


def _cell_text(
    board: Board, cell: Cell, letters: dict[Cell, str], target: Goal | None
) -> str:
    """Return the three characters of one cell."""
    robot = letters.get(cell)
    if target is not None and target.cell == cell:
        return f"*{robot}*" if robot else " * "
    if robot:
        return f" {robot} "
    if cell in board.blocked:
        return "###"
    diagonal = board.diagonal_at.get(cell)
    if diagonal is not None:
        return f" {diagonal.orientation}{COLOR_LETTER[diagonal.color]}"
    printed = board.target_at(cell)
    if printed is not None:
        return " @ " if printed.color == VORTEX else " . "
    return "   "


def _caption(robots: dict[str, Cell], target: Goal | None) -> str:
    """Describe the robots and the target in one line."""
    parts = [
        f"{COLOR_LETTER.get(c, '?').upper()}={c} [{x}, {y}]"
        for c, (x, y) in sorted(robots.items(), key=_robot_order)
    ]
    if target is not None:
        who = "any robot" if target.color == VORTEX else target.color
        parts.append(f"* = target for {who} [{target.cell[0]}, {target.cell[1]}]")
    return "  ".join(parts) or "no robots"


def render_micro_text(
    cells: Sequence[tuple[str, int]],
    *,
    start: Cell | None = None,
    target: Cell | None = None,
) -> str:
    """Draw a 6x6 Micro Robots board as colour letters and numbers.

    The start cell is shown as `[P1]`, the target as `(Y4)`.
    """
    lines = []
    for y in range(6):
        row = []
        for x in range(6):
            color, number = cells[y * 6 + x]
            text = f"{color[:1].upper()}{number}"
            marks = "[]" if (x, y) == start else "()" if (x, y) == target else "  "
            row.append(f"{marks[0]}{text}{marks[1]}")
        lines.append(" ".join(row).rstrip())
    lines.append("B blue, Y yellow, G green, R red, P pink, W white; [start] (target)")
    return "\n".join(lines) + "\n"


def _robot_order(item: tuple[str, Cell]) -> tuple[int, str]:
    """Sort robots red, green, blue, yellow, black, then unknown colours."""
    color = item[0]
    return (ROBOT_COLORS.index(color) if color in ROBOT_COLORS else 99, color)
