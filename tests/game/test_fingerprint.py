"""Play fingerprints: every puzzle that plays the same shares one key."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from service.game.fingerprint import play_key
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve
from tests.game.helpers import LAYOUT, classic_spec, small_spec, transformed

ROTATED = {
    "circle": "triangle",
    "triangle": "square",
    "square": "hexagon",
    "hexagon": "circle",
}


def key(spec: dict[str, Any]) -> str:
    """Return the play key of a puzzle spec."""
    return play_key(parse_puzzle(spec))


def test_printed_targets_symbols_layout_code_and_key_order_do_not_matter() -> None:
    spec = classic_spec()
    same = [copy.deepcopy(spec) for _ in range(4)]
    targets = same[0]["board"]["targets"]
    del targets[-1]  # one unrelated printed target removed
    same[1]["board"]["targets"] = []
    for target in same[2]["board"]["targets"]:  # each colour's symbols rotated
        target["symbol"] = ROTATED.get(target["symbol"], target["symbol"])
    same[3] = json.loads(json.dumps(dict(reversed(list(spec.items())))))
    same[3]["robots"] = dict(reversed(list(spec["robots"].items())))
    by_code = {**spec, "board": LAYOUT}
    keys = {key(s) for s in [spec, *same, by_code]}
    assert len(keys) == 1
    assert len({parse_puzzle(s).puzzle_id for s in [spec, *same[:3]]}) == 4


@pytest.mark.parametrize(
    "symmetry", [(t, x, y) for t in (0, 1) for x in (0, 1) for y in (0, 1)]
)
@pytest.mark.parametrize("seed", range(6))
def test_symmetric_puzzles_share_the_key_and_play_the_same(
    seed: int, symmetry: tuple[int, int, int]
) -> None:
    spec = small_spec(seed)
    other = transformed(spec, *map(bool, symmetry))
    assert key(other) == key(spec)
    limits = Limits(max_depth=14)
    first, second = (
        solve(parse_puzzle(spec), limits=limits),
        solve(parse_puzzle(other), limits=limits),
    )
    assert (first.status, first.optimal_moves) == (second.status, second.optimal_moves)


def swap_red_and_green(spec: dict[str, Any]) -> dict[str, Any]:
    """Return the spec with the red and green robots' colours swapped."""
    swapped = copy.deepcopy(spec)
    robots = swapped["robots"]
    robots["red"], robots["green"] = robots["green"], robots["red"]
    swapped["target"]["color"] = "green"
    return swapped


def test_robot_colours_nothing_tells_apart_may_be_swapped() -> None:
    plain = {**classic_spec(), "board": "1A2B3A4B"}  # no diagonals
    assert key(swap_red_and_green(plain)) == key(plain)
    # 1A3C2B4D has a red and a green diagonal: the swap changes play there.
    spec = classic_spec()
    assert key(swap_red_and_green(spec)) != key(spec)
    vortex = {
        **plain,
        "robots": {"red": [0, 0]},
        "target": {"color": "any", "cell": [2, 5]},
    }
    only_red = {**vortex, "target": {"color": "red", "cell": [2, 5]}}
    assert key(vortex) == key(only_red)  # one robot: any robot means red


def variants_that_play_differently(spec: dict[str, Any]) -> list[dict[str, Any]]:
    """Return changes of a small puzzle that change play."""
    out = [copy.deepcopy(spec) for _ in range(6)]
    blue = out[0]["robots"]["blue"]
    out[0]["robots"]["blue"] = [blue[0], (blue[1] + 1) % 6]  # may land on something
    out[1]["board"]["walls"].append([3, 3, "E"])
    out[2]["rules"] = {"ricochet_rule": not spec["rules"]["ricochet_rule"]}
    out[3]["target"]["color"] = "green"
    out[4]["target"]["color"] = "any"
    out[5]["board"]["diagonals"][1]["color"] = "yellow"  # green passed through it
    return out


def test_puzzles_that_play_differently_get_other_keys() -> None:
    spec = small_spec(1)
    base = key(spec)
    differing = 0
    for variant in variants_that_play_differently(spec):
        try:
            parsed = parse_puzzle(variant)
        except Exception:
            continue  # a change that made the puzzle invalid (a robot on a wall cell)
        differing += 1
        assert play_key(parsed) != base, variant
    assert differing >= 5


def test_walls_that_cannot_change_a_move_make_no_new_key() -> None:
    spec = classic_spec()
    blocked = {tuple(c) for c in spec["board"]["blocked"]}
    assert blocked, "the classic board has a blocked centre"
    x, y = min(blocked)
    extra = [[x, y, "E"], [x, y, "S"], [x, y, "N"], [x, y, "W"], [0, 0, "N"]]
    walled = copy.deepcopy(spec)
    walled["board"]["walls"] += extra + extra  # duplicates too
    assert key(walled) == key(spec)
    # the same walls between free cells do change play
    free = copy.deepcopy(spec)
    free["board"]["walls"].append([3, 3, "E"])
    assert key(free) != key(spec)


@pytest.mark.parametrize("seed", range(20))
def test_a_wall_beside_a_blocked_cell_makes_no_new_key(seed: int) -> None:
    spec = small_spec(seed)
    (x, y), side = spec["board"]["blocked"][0], "NESW"[seed % 4]
    walled = copy.deepcopy(spec)
    walled["board"]["walls"].append([x, y, side])
    assert key(walled) == key(spec)
