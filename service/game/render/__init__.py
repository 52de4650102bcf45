"""Pictures of boards and puzzles: SVG (classic and Micro Robots) and plain text.

`classic` lays out a classic board, `micro` a Micro Robots board, `shapes` holds
the SVG building blocks they share, `path` replays and draws a solution, and
`text` draws boards for terminals.
"""

from __future__ import annotations

from .classic import render_puzzle_svg, render_svg
from .micro import render_micro_svg
from .text import render_micro_text, render_text

__all__ = [
    "render_micro_svg",
    "render_micro_text",
    "render_puzzle_svg",
    "render_svg",
    "render_text",
]
