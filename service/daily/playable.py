"""What the page's board component plays: each tier's puzzle with its full board.

The API serves a daily puzzle's board as a layout code; the browser-side board needs
the walls, targets and diagonals themselves, so the page embeds them (no request).
"""

from __future__ import annotations

from typing import Any

from service.game.puzzle import resolve_board


def playable_puzzles(puzzles: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Return each tier's puzzle JSON with its board resolved to the full contract."""
    return {
        p["tier"]: {
            **p["puzzle"],
            "board": resolve_board(p["puzzle"]["board"]).to_json(),
        }
        for p in puzzles
    }


def cell_name(width: int, cell: list[int] | tuple[int, int]) -> tuple[str, int]:
    """Name a cell as the board labels it: column letter (A = left), row from 1."""
    x, y = cell
    column = chr(ord("A") + x) if width <= 26 else str(x + 1)
    return column, y + 1
