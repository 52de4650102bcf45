"""Edition presets: the flags the printed rule books decide."""

from __future__ import annotations

import pytest

from service.game.editions import PRESETS, get_ruleset
from service.game.errors import InvalidRules


@pytest.mark.parametrize(
    ("name", "bids", "ties", "faces"),
    [
        # 1999: "matches or is lower than the number he bid"; equal bids: "the player
        # who is behind in the game (has the fewer chips) has precedence".
        ("hig-1999", "at_most", "fewer_chips", "AB"),
        # 1999 tournament variant: "the player who bid first has precedence".
        ("hig-1999-tournament", "at_most", "bid_order", "AB"),
        # 2013: "in exactly 9 moves"; equal bids "in order of the submission".
        ("abacus-2013", "exact", "bid_order", "ABCD"),
        # 2017: "in the number of moves bid or less"; equal bids in submission order.
        ("zman-2017", "at_most", "bid_order", "ABCD"),
        # Micro Robots: "in the exact number of moves she has announced".
        ("micro-robots-2016", "exact", "bid_order", ""),
    ],
)
def test_presets_follow_the_rule_books(
    name: str, bids: str, ties: str, faces: str
) -> None:
    rules = PRESETS[name]
    assert (rules.bid_semantics, rules.tie_break, rules.faces) == (bids, ties, faces)


@pytest.mark.parametrize("name", ["hig-1999", "abacus-2013", "zman-2017"])
def test_shared_classic_flags(name: str) -> None:
    rules = PRESETS[name]
    assert rules.ricochet_rule and not rules.black_robot
    assert [rules.chips_to_win(n) for n in (2, 3, 4, 5, 6)] == [8, 6, 5, None, None]
    assert rules.timer_seconds == 60 and rules.no_bid_wait_seconds == 300


def test_bid_semantics() -> None:
    exact, at_most = PRESETS["abacus-2013"], PRESETS["zman-2017"]
    assert exact.bid_met(7, 7) and not exact.bid_met(7, 6) and not exact.bid_met(7, 8)
    assert at_most.bid_met(7, 7) and at_most.bid_met(7, 5) and not at_most.bid_met(7, 8)


def test_every_flag_can_be_overridden_and_is_checked() -> None:
    rules = get_ruleset(
        "abacus-2013",
        {
            "bid_semantics": "at_most",
            "black_robot": True,
            "chips_to_win_2": 3,
            "timer_seconds": 30,
        },
    )
    assert rules.bid_semantics == "at_most" and rules.black_robot
    assert rules.chips_to_win(2) == 3 and rules.timer_seconds == 30
    assert PRESETS["abacus-2013"].bid_semantics == "exact"  # presets stay untouched
    for bad in (
        {"bid_semantics": "fewest"},
        {"black_robot": "yes"},
        {"timer_seconds": 0},
        {"colour": 1},
        {"name": "x"},
    ):
        with pytest.raises(InvalidRules):
            get_ruleset("zman-2017", bad)
    with pytest.raises(InvalidRules) as info:
        get_ruleset("monopoly")
    assert info.value.field == "rules.preset"


def test_presets_are_plain_data() -> None:
    data = PRESETS["hig-1999"].to_json()
    assert data["name"] == "hig-1999" and data["tie_break"] == "fewer_chips"
