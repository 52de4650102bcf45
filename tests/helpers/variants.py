"""Variants of a puzzle spec that keep a hidden answer working, and the way back.

Each variant is a spec (the inline JSON contract) plus a function that turns an
answer of the variant back into the original's orientation, so a test can tell
whether a served answer solves the hidden puzzle.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from service.game.check import check_solution
from service.game.notation import Move
from service.game.puzzle import parse_puzzle

Back = Callable[[list[Move]], list[Move]]
Variant = tuple[str, dict[str, Any], Back]
TURN = {"N": "E", "E": "S", "S": "W", "W": "N"}  # a quarter turn clockwise
UNTURN = {v: k for k, v in TURN.items()}
MIRROR = {"E": "W", "W": "E", "N": "N", "S": "S"}


def same(moves: list[Move]) -> list[Move]:
    """Return the moves unchanged (the variant keeps the orientation)."""
    return list(moves)


def walls_between_blocked(spec: dict[str, Any]) -> dict[str, Any]:
    """Add walls between neighbouring blocked cells (they can never stop a robot)."""
    other = copy.deepcopy(spec)
    blocked = {tuple(c) for c in spec["board"]["blocked"]}
    for x, y in sorted(blocked):
        if (x + 1, y) in blocked:
            other["board"]["walls"].append([x, y, "E"])
        if (x, y + 1) in blocked:
            other["board"]["walls"].append([x, y, "S"])
    assert len(other["board"]["walls"]) > len(spec["board"]["walls"])
    return other


def rule_flipped(spec: dict[str, Any]) -> dict[str, Any]:
    """Flip the ricochet rule."""
    rules = {"ricochet_rule": not spec["rules"]["ricochet_rule"]}
    return {**copy.deepcopy(spec), "rules": rules}


def corner_blocked(spec: dict[str, Any], avoid: set[tuple[int, int]]) -> dict[str, Any]:
    """Block the board corner farthest from every cell in `avoid`."""
    board = spec["board"]
    w, h = board["width"], board["height"]
    corners = [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]
    taken = {tuple(t["cell"]) for t in board["targets"]} | {
        tuple(d["cell"]) for d in board["diagonals"]
    }
    free = [c for c in corners if c not in avoid | taken]
    corner = max(
        free, key=lambda c: min(abs(c[0] - a) + abs(c[1] - b) for a, b in avoid)
    )
    other = copy.deepcopy(spec)
    other["board"]["blocked"].append(list(corner))
    return other


def idle_robot_moved(
    spec: dict[str, Any], moved: set[str], avoid: set[tuple[int, int]]
) -> dict[str, Any]:
    """Move a robot the answer never moves to a free cell far from `avoid`."""
    board = spec["board"]
    idle = next(c for c in spec["robots"] if c not in moved)
    taken = avoid | {tuple(c) for c in spec["robots"].values()}
    taken |= {tuple(c) for c in board["blocked"]} | {
        tuple(d["cell"]) for d in board["diagonals"]
    }
    cells = [
        (x, y)
        for x in range(board["width"])
        for y in range(board["height"])
        if (x, y) not in taken
    ]
    far = max(cells, key=lambda c: min(abs(c[0] - a) + abs(c[1] - b) for a, b in avoid))
    other = copy.deepcopy(spec)
    other["robots"][idle] = list(far)
    return other


def turned(spec: dict[str, Any]) -> dict[str, Any]:
    """Return the spec turned a quarter clockwise: (x, y) -> (h - 1 - y, x)."""
    board = spec["board"]
    h = board["height"]

    def cell(c: list[int]) -> list[int]:
        return [h - 1 - c[1], c[0]]

    flip = {"/": "\\", "\\": "/"}
    return {
        "board": {
            **board,
            "width": h,
            "height": board["width"],
            "walls": [[*cell([x, y]), TURN[s]] for x, y, s in board["walls"]],
            "blocked": [cell(c) for c in board["blocked"]],
            "targets": [{**t, "cell": cell(t["cell"])} for t in board["targets"]],
            "diagonals": [
                {**d, "cell": cell(d["cell"]), "orientation": flip[d["orientation"]]}
                for d in board["diagonals"]
            ],
        },
        "robots": {c: cell(xy) for c, xy in spec["robots"].items()},
        "target": {**spec["target"], "cell": cell(spec["target"]["cell"])},
        "rules": spec["rules"],
    }


def turned_back(moves: list[Move]) -> list[Move]:
    """Turn a turned variant's answer back."""
    return [(robot, UNTURN[d]) for robot, d in moves]


def mirrored_back(moves: list[Move]) -> list[Move]:
    """Mirror a mirrored variant's answer back."""
    return [(robot, MIRROR[d]) for robot, d in moves]


def variants(spec: dict[str, Any], answer: list[Move]) -> list[Variant]:
    """Return the variants of a hidden puzzle that its answer still solves."""
    from tests.daily.helpers import mirrored

    path = answer_cells(spec, answer)
    moved = {robot for robot, _ in answer}
    walled = walls_between_blocked(spec)
    return [
        ("walls between blocked cells", walled, same),
        ("ricochet rule flipped", rule_flipped(walled), same),
        ("far corner blocked", corner_blocked(spec, path), same),
        ("idle robot moved", idle_robot_moved(spec, moved, path), same),
        ("turned, walls added", turned(walled), turned_back),
        ("mirrored, rule flipped", mirrored(rule_flipped(spec)), mirrored_back),
    ]


def answer_cells(spec: dict[str, Any], answer: list[Move]) -> set[tuple[int, int]]:
    """Return every cell the answer's robots start on or stop on."""
    verdict = check_solution(parse_puzzle(spec), answer)
    cells = {tuple(c) for c in spec["robots"].values()}
    for step in verdict.steps:
        cells |= {tuple(step["from"]), tuple(step["to"])}
    return {(int(x), int(y)) for x, y in cells}


def solves(spec: dict[str, Any], answer: list[Move]) -> bool:
    """Tell whether an answer solves the puzzle of a spec."""
    return check_solution(parse_puzzle(spec), answer).solved


def widened(spec: dict[str, Any]) -> dict[str, Any]:
    """Return the puzzle on a board one column wider, the new east column blocked."""
    board = spec["board"]
    w, h = board["width"], board["height"]
    other = copy.deepcopy(spec)
    other["board"]["width"] = w + 1
    other["board"]["blocked"].extend([w, y] for y in range(h))
    return other


def shifted(spec: dict[str, Any]) -> dict[str, Any]:
    """Return the puzzle moved one column east on a board one column wider (the
    new west column blocked)."""
    board = spec["board"]

    def cell(c: list[int]) -> list[int]:
        return [c[0] + 1, c[1]]

    return {
        "board": {
            **board,
            "width": board["width"] + 1,
            "walls": [[x + 1, y, s] for x, y, s in board["walls"]],
            "blocked": [cell(c) for c in board["blocked"]]
            + [[0, y] for y in range(board["height"])],
            "targets": [{**t, "cell": cell(t["cell"])} for t in board["targets"]],
            "diagonals": [{**d, "cell": cell(d["cell"])} for d in board["diagonals"]],
        },
        "robots": {c: cell(xy) for c, xy in spec["robots"].items()},
        "target": {**spec["target"], "cell": cell(spec["target"]["cell"])},
        **({"rules": spec["rules"]} if "rules" in spec else {}),
    }


def board_variants(spec: dict[str, Any]) -> list[Variant]:
    """Return copies of a puzzle on other boards that its answer still solves:
    wider, shifted, and those turned or mirrored."""
    from tests.daily.helpers import mirrored

    return [
        ("one column wider", widened(spec), same),
        ("shifted one column", shifted(spec), same),
        ("shifted, turned", turned(shifted(spec)), turned_back),
        ("wider, mirrored", mirrored(widened(spec)), mirrored_back),
    ]
