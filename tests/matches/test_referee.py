"""The pure refereeing decisions: demonstration order, winners, penalties, standing."""

from __future__ import annotations

from service.matches.referee import (
    BidView,
    bid_standing,
    penalty_recipient,
    reshuffled,
    verification_order,
    winners,
)


def test_lower_bids_go_first_and_a_player_counts_with_its_last_bid() -> None:
    bids = [BidView(1, 9, 1), BidView(2, 8, 2), BidView(1, 7, 3), BidView(3, 12, 4)]
    assert verification_order(bids, "bid_order", {}) == [1, 2, 3]


def test_equal_bids_in_bid_order() -> None:
    bids = [BidView(1, 9, 1), BidView(2, 7, 2), BidView(3, 7, 3)]
    assert verification_order(bids, "bid_order", {2: 5, 3: 0}) == [2, 3, 1]


def test_equal_bids_fewer_chips_first_then_bid_order() -> None:
    bids = [BidView(1, 7, 1), BidView(2, 7, 2), BidView(3, 7, 3), BidView(4, 6, 4)]
    chips = {1: 2, 2: 0, 3: 0, 4: 5}
    assert verification_order(bids, "fewer_chips", chips) == [4, 2, 3, 1]


def test_order_ignores_the_input_order() -> None:
    bids = [BidView(2, 7, 2), BidView(1, 7, 1)]
    assert verification_order(bids, "bid_order", {}) == [1, 2]


def test_winners_share_ties_and_nobody_wins_with_no_chips() -> None:
    assert winners({0: 3, 1: 5, 2: 5}) == [1, 2]
    assert winners({0: 8, 1: 2}) == [0]
    assert winners({0: 0, 1: 0}) == []


def test_penalty_goes_to_the_fewest_then_clockwise_from_the_giver() -> None:
    assert penalty_recipient({0: 2, 1: 1, 2: 0, 3: 0}, giver=0) == 2
    assert penalty_recipient({0: 0, 1: 1, 2: 3, 3: 0}, giver=2) == 3
    assert penalty_recipient({0: 0, 1: 1, 2: 3, 3: 0}, giver=1) == 3
    assert penalty_recipient({0: 1, 1: 1, 2: 1}, giver=2) == 0


def test_no_penalty_without_a_chip_or_alone() -> None:
    assert penalty_recipient({0: 0, 1: 0}, giver=0) is None
    assert penalty_recipient({0: 3}, giver=0) is None


def test_bid_standing_against_the_optimum() -> None:
    assert bid_standing(5, 7, "at_most") == {
        "label": "impossible",
        "over": -2,
        "can_be_met": False,
    }
    assert bid_standing(7, 7, "exact")["label"] == "optimal"
    assert bid_standing(9, 7, "at_most") == {
        "label": "+2",
        "over": 2,
        "can_be_met": True,
    }
    assert bid_standing(9, 7, "exact")["can_be_met"] is None
    assert bid_standing(6, 7, "exact")["can_be_met"] is False


def test_reshuffles_are_reproducible_and_keep_the_chips() -> None:
    deck = list(range(17))
    once = reshuffled(deck, 42, 1)
    assert once == reshuffled(deck, 42, 1)
    assert sorted(once) == deck
    assert reshuffled(deck, 42, 2) != once or reshuffled(deck, 43, 1) != once
