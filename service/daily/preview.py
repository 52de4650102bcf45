"""The link preview of a day (Open Graph `og:image`): its boards side by side, PNG.

Drawn from the same SVG as `/v1/daily/{day}/{tier}/image.svg` (so no answer shows
before the day ends) and rasterised by resvg (`resvg-py`: a Rust renderer shipped
as self-contained wheels, no system library such as Cairo). Link previews need a
raster image: the big sites do not accept SVG for `og:image`.
"""

from __future__ import annotations

import re
from datetime import date

import resvg_py

from .freshness import Freshness
from .images import daily_image
from .present import day_freshness
from .store import published_day

PREVIEW_WIDTH = 1200  # the width link previews are drawn for
GAP = 24.0
ROOT_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')
BACKGROUND = "#faf8f3"


def side_by_side(svgs: list[str]) -> str:
    """Nest SVG documents in one row, separated by a gap."""
    parts, x, height = [], GAP, 0.0
    for svg in svgs:
        size = ROOT_SIZE.search(svg)
        if size is None:  # pragma: no cover - render_svg always sizes its root
            raise ValueError("an SVG without width and height")
        width, tall = float(size.group(1)), float(size.group(2))
        parts.append(svg.replace("<svg ", f'<svg x="{x:g}" y="{GAP:g}" ', 1))
        x, height = x + width + GAP, max(height, tall)
    total_height = height + 2 * GAP
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{x:g}" '
        f'height="{total_height:g}" viewBox="0 0 {x:g} {total_height:g}">'
    )
    return "\n".join([head, *parts, "</svg>"])


def day_preview(day: date) -> tuple[bytes, Freshness]:
    """Draw a day's boards as one PNG (with the solutions once the day has ended)."""
    row = published_day(day)
    svgs = [daily_image(day, puzzle.tier)[0] for puzzle in row.puzzles]
    png = resvg_py.svg_to_bytes(
        svg_string=side_by_side(svgs), width=PREVIEW_WIDTH, background=BACKGROUND
    )
    return bytes(png), day_freshness(row)
