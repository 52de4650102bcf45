"""Pictures: classic SVG, Micro Robots SVG and plain text."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from service.game.errors import InvalidPuzzle
from service.game.layouts import board_for_code
from service.game.micro import micro_board_from_sections, micro_shortest
from service.game.notation import parse_solution
from service.game.puzzle import Goal, parse_puzzle
from service.game.render import (
    render_micro_svg,
    render_micro_text,
    render_puzzle_svg,
    render_svg,
    render_text,
)
from service.game.render.shapes import COLORS, Frame, fmt
from tests.game.helpers import board, puzzle

NS = {"svg": "http://www.w3.org/2000/svg"}
CENTRE = [[3, 3], [4, 3], [3, 4], [4, 4]]


def parse(svg: str) -> ET.Element:
    """Parse an SVG document, failing the test on invalid XML."""
    return ET.fromstring(svg)


def by_class(root: ET.Element, name: str) -> list[ET.Element]:
    """Return the elements whose class list holds a name."""
    return [e for e in root.iter() if name in e.get("class", "").split()]


def points(polyline: ET.Element) -> list[tuple[float, float]]:
    """Read a polyline's points."""
    pairs = polyline.get("points", "").split()
    return [(float(x), float(y)) for x, y in (p.split(",") for p in pairs)]


def frame_for(width: int, height: int, size: int = 32) -> Frame:
    """Return the frame the renderer uses for a board without a caption."""
    return Frame.for_grid(width, height, size, caption=False)


# --- classic boards -----------------------------------------------------------------


def test_the_svg_is_valid_xml_with_a_viewbox_and_a_title() -> None:
    p = puzzle({"red": [0, 5], "blue": [6, 6]}, ("red", [2, 2]), blocked=CENTRE)
    root = parse(render_puzzle_svg(p))
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    x, y, w, h = (float(v) for v in root.get("viewBox", "").split())
    assert (x, y) == (0, 0) and w == float(root.get("width", 0)) > 8 * 32
    assert h == float(root.get("height", 0))
    title = root.find("svg:title", NS)
    assert title is not None and "red robot" in (title.text or "")
    assert root[0].tag.endswith("title")  # first child, for screen readers


def test_output_is_deterministic_and_depends_on_the_input() -> None:
    p = puzzle({"red": [0, 5], "green": [7, 7]}, ("red", [2, 2]), blocked=CENTRE)
    moves = parse_solution("rN rE gN")
    first = render_puzzle_svg(p, moves)
    assert first == render_puzzle_svg(p, list(moves))
    assert first != render_puzzle_svg(p, parse_solution("rN"))
    assert first != render_puzzle_svg(p.with_robots({"red": (0, 4), "green": (7, 7)}))


def test_text_is_escaped() -> None:
    title = 'Tom & Jerry <"puzzle">'
    root = parse(render_svg(board(), title=title))
    found = root.find("svg:title", NS)
    assert found is not None and found.text == title
    captions = [e.text for e in root.iter("{http://www.w3.org/2000/svg}text")]
    assert title in captions


def test_every_wall_is_one_thick_segment_on_a_cell_edge() -> None:
    b = board(walls=[[2, 3, "E"], [5, 1, "S"], [0, 0, "N"]])  # the N one is the edge
    root = parse(render_svg(b))
    walls = by_class(root, "walls")[0]
    segments = re.findall(r"M([\d.]+) ([\d.]+)([vh])([\d.]+)", walls.get("d", ""))
    f = frame_for(8, 8)
    east = (fmt(f.left + 3 * 32), fmt(f.top + 3 * 32), "v", "32")  # x=2's east edge
    south = (fmt(f.left + 5 * 32), fmt(f.top + 2 * 32), "h", "32")  # y=1's south edge
    assert sorted(segments) == sorted([east, south])
    edge = by_class(root, "edge")[0]
    assert float(walls.get("stroke-width", 0)) > 3 * float(
        by_class(root, "grid")[0].get("stroke-width", 0)
    )
    assert float(edge.get("stroke-width", 0)) >= float(walls.get("stroke-width", 0))


def test_robots_are_outlined_discs_in_their_colours() -> None:
    robots = {"red": (0, 0), "green": (1, 0), "blue": (2, 0), "yellow": (3, 0)}
    root = parse(render_svg(board(), robots={**robots, "black": (4, 0)}))
    f = frame_for(8, 8)
    for color, cell in {**robots, "black": (4, 0)}.items():
        (group,) = by_class(root, f"robot-{color}")
        disc = group[0]
        assert disc.get("fill") == COLORS[color] and disc.get("stroke")
        assert (float(disc.get("cx", 0)), float(disc.get("cy", 0))) == f.centre(cell)
    (black,) = by_class(root, "robot-black")
    assert black[0].get("stroke") != black[0].get("fill")  # outlined, so it shows


def test_the_target_cell_is_highlighted_and_shown_in_the_centre() -> None:
    b = board(
        blocked=CENTRE, targets=[{"color": "blue", "symbol": "hexagon", "cell": [6, 1]}]
    )
    root = parse(render_svg(b, robots={"blue": (0, 0)}, target=Goal("blue", (6, 1))))
    (goal,) = by_class(root, "goal")
    strokes = {line.get("stroke") for line in goal if line.tag.endswith("line")}
    assert strokes == {COLORS["blue"]}
    x, y = frame_for(8, 8).corner((6, 1))
    rect = goal[0]
    assert x < float(rect.get("x", 0)) < x + 32 and y < float(rect.get("y", 0)) < y + 32
    (chip,) = by_class(root, "centre-chip")
    hexagon = [e for e in chip.iter() if e.tag.endswith("polygon")]
    assert len(hexagon) == 1 and hexagon[0].get("fill") == COLORS["blue"]
    assert len(hexagon[0].get("points", "").split()) == 6


def test_the_vortex_target_gets_a_four_colour_border() -> None:
    root = parse(render_svg(board(), target=Goal("any", (2, 2))))
    (goal,) = by_class(root, "goal")
    strokes = {e.get("stroke") for e in goal if e.tag.endswith("line")}
    assert strokes == {COLORS[c] for c in ("red", "green", "blue", "yellow")}


def test_printed_targets_are_drawn_as_their_symbols() -> None:
    targets = [
        {"color": "red", "symbol": "circle", "cell": [0, 0]},
        {"color": "green", "symbol": "triangle", "cell": [1, 0]},
        {"color": "blue", "symbol": "square", "cell": [2, 0]},
        {"color": "yellow", "symbol": "hexagon", "cell": [3, 0]},
        {"color": "any", "symbol": "vortex", "cell": [4, 0]},
    ]
    root = parse(render_svg(board(targets=targets)))
    shape = {}
    for t in targets[:4]:
        (group,) = by_class(root, f"target-{t['color']}-{t['symbol']}")
        first = group[0]
        assert first.get("fill") == COLORS[str(t["color"])]
        corners = len(first.get("points", "").split())
        shape[t["symbol"]] = (first.tag.split("}")[1], corners)
    assert shape == {
        "circle": ("circle", 0),
        "triangle": ("polygon", 3),
        "square": ("rect", 0),
        "hexagon": ("polygon", 6),
    }
    (vortex,) = by_class(root, "vortex")
    blades = {e.get("fill") for e in vortex if e.tag.endswith("path")}
    assert len(blades) == 4


@pytest.mark.parametrize(
    ("orientation", "ends"), [("/", (0, 1, 1, 0)), ("\\", (0, 0, 1, 1))]
)
def test_diagonals_run_corner_to_corner_in_their_colour(
    orientation: str, ends: tuple[int, int, int, int]
) -> None:
    b = board(
        diagonals=[{"cell": [2, 3], "color": "green", "orientation": orientation}]
    )
    (group,) = by_class(parse(render_svg(b)), "diagonal")
    stripe = group[1]
    assert stripe.get("stroke") == COLORS["green"]
    f = frame_for(8, 8)
    x, y = f.corner((2, 3))
    got = tuple(float(stripe.get(k, 0)) for k in ("x1", "y1", "x2", "y2"))
    assert got == (
        x + ends[0] * 32,
        y + ends[1] * 32,
        x + ends[2] * 32,
        y + ends[3] * 32,
    )


def test_a_solution_is_drawn_move_by_move_in_each_robots_colour() -> None:
    p = puzzle({"red": [3, 5], "blue": [6, 6]}, ("red", [0, 0]))
    root = parse(render_puzzle_svg(p, parse_solution("rN bW rW")))
    assert (
        len(by_class(root, "path-red")) == 2 and len(by_class(root, "path-blue")) == 1
    )
    numbers = [g[1].text for g in by_class(root, "move-number")]
    assert numbers == ["1", "2", "3"]
    last_red = by_class(root, "path-red")[1]
    line = last_red[1]
    assert line.get("stroke") == COLORS["red"]
    f = frame_for(8, 8)
    nudge = -2 * 32 * 0.07  # red paths are nudged so robots' paths stay apart
    (sx, sy), (ex, ey) = f.centre((3, 0)), f.centre((0, 0))
    assert points(line) == [
        pytest.approx((sx + nudge, sy + nudge)),
        pytest.approx((ex + nudge, ey + nudge)),
    ]
    assert not by_class(root, "illegal")


def test_a_bend_on_a_diagonal_is_a_corner_of_the_path() -> None:
    diagonals = [{"cell": [3, 3], "color": "blue", "orientation": "/"}]
    p = puzzle({"red": [0, 3]}, ("red", [3, 0]), diagonals=diagonals)
    root = parse(render_puzzle_svg(p, parse_solution("rE")))
    (group,) = by_class(root, "path-red")
    f = frame_for(8, 8)
    nudge = -2 * 32 * 0.07
    cells = [(0, 3), (3, 3), (3, 0)]
    expected = [(x + nudge, y + nudge) for x, y in map(f.centre, cells)]
    assert points(group[1]) == [pytest.approx(pt) for pt in expected]


@pytest.mark.parametrize(
    ("solution", "crosses"), [("rN rN rE", 1), ("rN bN rE", 0), ("rN gX rE", 0)]
)
def test_drawing_stops_at_an_illegal_step(solution: str, crosses: int) -> None:
    p = puzzle({"red": [3, 5]}, ("red", [0, 0]))
    moves = [(m[0], m[1]) for m in (s.split(":") for s in _expand(solution))]
    root = parse(render_puzzle_svg(p, moves))
    assert len(by_class(root, "path")) == 1
    assert len(by_class(root, "illegal")) == crosses  # a robot in play is crossed out
    desc = root.find("svg:desc", NS)
    assert desc is not None and "move 2 is illegal" in (desc.text or "")


def _expand(compact: str) -> list[str]:
    """Turn "rN gX" into "red:N green:X" without validating directions."""
    names = {"r": "red", "g": "green", "b": "blue", "y": "yellow", "k": "black"}
    return [f"{names[t[0]]}:{t[1:]}" for t in compact.split()]


def test_a_real_board_shows_all_its_pieces() -> None:
    b = board_for_code("1D2D3D4D")
    root = parse(render_svg(b, robots={"red": (0, 0)}, target=Goal("any", (0, 1))))
    assert len(by_class(root, "target")) == 17
    assert len(by_class(root, "diagonal")) == len(b.diagonals) > 0
    assert len(by_class(root, "vortex")) == 2  # the printed one and the centre chip
    walls = by_class(root, "walls")[0].get("d", "")
    assert walls.count("M") == len(b.walls)
    blocked = by_class(root, "blocked")[0].get("d", "")
    assert blocked.count("M") == 4


def test_render_puzzle_svg_draws_the_puzzles_parts() -> None:
    p = parse_puzzle(
        {
            "board": "1A2B3C4D",
            "robots": {"red": [0, 0], "black": [5, 5]},
            "target": {"color": "red", "cell": [15, 15]},
        }
    )
    direct = render_svg(
        p.board, robots=p.robot_positions, target=p.target, cell_size=20
    )
    assert render_puzzle_svg(p, cell_size=20) == direct


@pytest.mark.parametrize(
    ("robots", "target", "field"),
    [({"red": (8, 0)}, None, "robots.red"), ({}, Goal("red", (0, -1)), "target.cell")],
)
def test_cells_off_the_board_are_refused(
    robots: dict[str, tuple[int, int]], target: Goal | None, field: str
) -> None:
    with pytest.raises(InvalidPuzzle) as caught:
        render_svg(board(), robots=robots, target=target)
    assert caught.value.field == field


# --- text --------------------------------------------------------------------------


def test_text_shows_walls_robots_target_blocked_and_diagonals() -> None:
    b = board(
        4,
        3,
        walls=[[0, 0, "E"], [1, 1, "S"]],
        blocked=[[3, 2]],
        diagonals=[{"cell": [2, 0], "color": "red", "orientation": "\\"}],
    )
    text = render_text(
        b, robots={"red": (0, 0), "black": (1, 2)}, target=Goal("red", (3, 0))
    )
    grid = text.splitlines()[:7]
    assert grid == [
        "+---+---+---+---+",
        "| R |     \\r  * |",
        "+   +   +   +   +",
        "|               |",
        "+   +---+   +   +",
        "|     K      ###|",
        "+---+---+---+---+",
    ]
    assert "R=red [0, 0]" in text and "K=black [1, 2]" in text


def test_text_marks_a_robot_on_the_target() -> None:
    text = render_text(
        board(3, 2), robots={"blue": (1, 1)}, target=Goal("blue", (1, 1))
    )
    assert "*B*" in text.splitlines()[3]


def test_micro_text_marks_start_and_target() -> None:
    b = micro_board_from_sections("A0B1C2D3")
    lines = render_micro_text(b.cells, start=(0, 0), target=(5, 5)).splitlines()
    (c1, n1), (c2, n2) = b.at((0, 0)), b.at((5, 5))
    assert lines[0].startswith(f"[{c1[0].upper()}{n1}]")
    assert lines[5].endswith(f"({c2[0].upper()}{n2})")
    assert len(lines) == 7


# --- Micro Robots ------------------------------------------------------------------


def test_micro_board_shows_36_coloured_numbered_cells() -> None:
    b = micro_board_from_sections("A0B1C2D3")
    svg = render_micro_svg(b)
    root = parse(svg)
    cells = by_class(root, "cell")
    assert len(cells) == 36
    assert [c.get("class", "").split()[1] for c in cells] == [
        f"cell-{color}" for color, _ in b.cells
    ]
    numbers = [e.text for e in root.iter("{http://www.w3.org/2000/svg}text")]
    assert numbers == [str(n) for _, n in b.cells]
    assert root.get("viewBox") and root.find("svg:title", NS) is not None
    assert svg == render_micro_svg(b)


def test_micro_route_is_drawn_up_to_the_first_illegal_move() -> None:
    b = micro_board_from_sections("A0B1C2D3")
    start, target = b.find("pink", 1), b.find("yellow", 4)
    count, path = micro_shortest(b, start, target)
    root = parse(render_micro_svg(b, start=start, target=target, path=path))
    (route,) = by_class(root, "route")
    assert len(points(route[1])) == count + 1
    assert len(by_class(root, "move-number")) == count
    assert by_class(root, "robot") and by_class(root, "target")
    assert not by_class(root, "illegal")
    diagonal = (start[0] + 1, start[1] + 1)  # never in line with the start
    root = parse(
        render_micro_svg(b, start=start, target=target, path=[diagonal, *path])
    )
    assert not by_class(root, "route") and len(by_class(root, "illegal")) == 1
