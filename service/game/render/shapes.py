"""SVG building blocks shared by the board pictures: frame, symbols, robots."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from ..geometry import ROBOT_COLORS, Cell

COLORS = {
    "red": "#d7263d",
    "green": "#1e9e4a",
    "blue": "#1f5fd6",
    "yellow": "#f2c10f",
    "black": "#1c1c1c",
}
UNKNOWN = "#888888"
INK = "#1a1a1a"
FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
VORTEX_BLADES = ("red", "green", "blue", "yellow")


def fmt(value: float) -> str:
    """Write a number with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def color_of(name: str) -> str:
    """Return the fill colour of a robot or target colour name."""
    return COLORS.get(name, UNKNOWN)


def element(name: str, text: str | None = None, /, **attrs: float | str) -> str:
    """Return one XML element; `stroke_width` is written `stroke-width`."""
    parts = [name]
    for key, value in attrs.items():
        key = key.rstrip("_").replace("_", "-")
        shown = fmt(value) if isinstance(value, float | int) else value
        parts.append(f"{key}={quoteattr(shown)}")
    head = " ".join(parts)
    return f"<{head}/>" if text is None else f"<{head}>{text}</{name}>"


@dataclass(frozen=True, slots=True)
class Frame:
    """Where cells land in the picture: cell size, board origin and canvas size."""

    size: float
    left: float
    top: float
    width: float
    height: float

    @classmethod
    def for_grid(cls, columns: int, rows: int, cell_size: int, caption: bool) -> Frame:
        """Lay out a grid of cells with a margin and an optional caption band."""
        size = float(max(8, cell_size))
        margin = size * 0.4
        band = size * 1.1 if caption else 0.0
        width = columns * size + 2 * margin
        return cls(size, margin, margin + band, width, rows * size + 2 * margin + band)

    def corner(self, cell: Cell) -> tuple[float, float]:
        """Return the picture point of a cell's north-west corner."""
        return self.left + cell[0] * self.size, self.top + cell[1] * self.size

    def centre(self, cell: Cell) -> tuple[float, float]:
        """Return the picture point of a cell's centre."""
        x, y = self.corner(cell)
        return x + self.size / 2, y + self.size / 2


def svg_document(
    frame: Frame, title: str, desc: str, layers: Iterable[str], caption: str | None
) -> str:
    """Wrap layers in an `<svg>` root with a title, a description and a caption."""
    head = element(
        "svg",
        None,
        xmlns="http://www.w3.org/2000/svg",
        viewBox=f"0 0 {fmt(frame.width)} {fmt(frame.height)}",
        width=frame.width,
        height=frame.height,
        role="img",
        font_family=FONT,
    )[:-2]
    body = [
        f"{head}>",
        f"<title>{escape(title)}</title>",
        f"<desc>{escape(desc)}</desc>",
    ]
    body.append(element("rect", width=frame.width, height=frame.height, fill="#f7f5ef"))
    if caption is not None:
        body.append(_caption(frame, caption))
    body += layers
    return "\n".join([*body, "</svg>", ""])


def _caption(frame: Frame, text: str) -> str:
    """Write the visible title above the board."""
    return element(
        "text",
        escape(text),
        x=frame.width / 2,
        y=frame.top - frame.size * 0.55,
        font_size=frame.size * 0.5,
        font_weight="bold",
        text_anchor="middle",
        fill=INK,
    )


def polygon(points: Iterable[tuple[float, float]]) -> str:
    """Return SVG polygon points."""
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)


def _regular(cx: float, cy: float, r: float, n: int, turn: float) -> str:
    """Return the points of a regular n-gon turned by `turn` radians."""
    angles = (turn + 2 * math.pi * i / n for i in range(n))
    return polygon((cx + r * math.sin(a), cy - r * math.cos(a)) for a in angles)


def symbol(shape: str, color: str, cx: float, cy: float, r: float) -> str:
    """Draw a target symbol (circle, triangle, square, hexagon, vortex) at a point."""
    if shape == "vortex":
        return _vortex(cx, cy, r)
    style: dict[str, float | str] = {
        "fill": color_of(color),
        "stroke": INK,
        "stroke_width": r * 0.14,
        "stroke_linejoin": "round",
    }
    if shape == "triangle":
        return element(
            "polygon", points=_regular(cx, cy + r * 0.15, r * 1.1, 3, 0), **style
        )
    if shape == "square":
        side = r * 1.6
        return element(
            "rect", x=cx - side / 2, y=cy - side / 2, width=side, height=side, **style
        )
    if shape == "hexagon":
        return element(
            "polygon", points=_regular(cx, cy, r * 1.02, 6, math.pi / 6), **style
        )
    ring = element("circle", cx=cx, cy=cy, r=r * 0.42, fill="#f4f1e8")
    return element("circle", cx=cx, cy=cy, r=r * 0.92, **style) + ring


def _vortex(cx: float, cy: float, r: float) -> str:
    """Draw the vortex as a four-colour pinwheel of curved blades."""
    blades = []
    for i, color in enumerate(VORTEX_BLADES):
        a = math.pi / 2 * i
        tip = (cx + r * math.cos(a), cy + r * math.sin(a))
        side = (cx + r * math.cos(a + math.pi / 2), cy + r * math.sin(a + math.pi / 2))
        ctrl = (cx + r * 0.95 * math.cos(a + 1.1), cy + r * 0.95 * math.sin(a + 1.1))
        d = (
            f"M{fmt(cx)} {fmt(cy)}L{fmt(tip[0])} {fmt(tip[1])}"
            f"Q{fmt(ctrl[0])} {fmt(ctrl[1])} {fmt((cx + side[0]) / 2)} "
            f"{fmt((cy + side[1]) / 2)}Z"
        )
        blades.append(
            element("path", d=d, fill=COLORS[color], stroke=INK, stroke_width=r * 0.08)
        )
    hub = element("circle", cx=cx, cy=cy, r=r * 0.16, fill=INK)
    return element("g", "".join(blades) + hub, class_="vortex")


def robot_disc(color: str, cell: Cell, frame: Frame) -> str:
    """Draw a robot as a coloured disc with an outline and a soft highlight."""
    cx, cy = frame.centre(cell)
    r = frame.size * 0.36
    outline = "#9a9a9a" if color == "black" else INK
    disc = element(
        "circle",
        cx=cx,
        cy=cy,
        r=r,
        fill=color_of(color),
        stroke=outline,
        stroke_width=frame.size / 14,
    )
    shine = element(
        "ellipse",
        cx=cx - r * 0.3,
        cy=cy - r * 0.35,
        rx=r * 0.38,
        ry=r * 0.24,
        fill="#ffffff",
        opacity="0.35",
    )
    return element("g", disc + shine, class_=f"robot robot-{color}")


def in_colour_order(robots: dict[str, Cell]) -> list[tuple[str, Cell]]:
    """Return robots in the fixed colour order, unknown colours last (sorted)."""
    known = [(c, robots[c]) for c in ROBOT_COLORS if c in robots]
    return known + sorted((c, p) for c, p in robots.items() if c not in ROBOT_COLORS)
