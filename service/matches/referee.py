"""Pure refereeing decisions: who verifies first, who wins, who gets a penalty chip.

No database here: the functions take plain values so they can be tested alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypedDict


@dataclass(frozen=True, slots=True)
class BidView:
    """What ordering needs to know about one bid."""

    player: int
    moves: int
    seq: int


def verification_order(
    bids: Sequence[BidView], tie_break: str, chips: dict[int, int]
) -> list[int]:
    """Return the players in the order they are asked to demonstrate.

    Each player counts with its last bid (bids only go down, so it is its lowest).
    Lower bids go first; among equal bids `fewer_chips` puts the player behind in
    the game first and then the earlier bid, `bid_order` the earlier bid.
    """
    final: dict[int, BidView] = {}
    for bid in sorted(bids, key=lambda b: b.seq):
        final[bid.player] = bid

    def key(bid: BidView) -> tuple[int, ...]:
        if tie_break == "fewer_chips":
            return (bid.moves, chips.get(bid.player, 0), bid.seq)
        return (bid.moves, bid.seq)

    return [bid.player for bid in sorted(final.values(), key=key)]


def winners(chips: dict[int, int]) -> list[int]:
    """Return the seats with the most chips (ties share; nobody with no chips)."""
    best = max(chips.values(), default=0)
    return sorted(seat for seat, count in chips.items() if count == best and best > 0)


def penalty_recipient(chips: dict[int, int], giver: int) -> int | None:
    """Return who gets the chip a failed Micro Robots claimer gives up.

    The player with the fewest chips other than the giver; ties go to the nearest
    in clockwise (seat) order after the giver. None when the giver has no chip or
    plays alone.
    """
    if chips.get(giver, 0) <= 0 or len(chips) < 2:
        return None
    seats = sorted(chips)
    start = seats.index(giver)
    clockwise = [seats[(start + k) % len(seats)] for k in range(1, len(seats))]
    fewest = min(chips[seat] for seat in clockwise)
    return next(seat for seat in clockwise if chips[seat] == fewest)


class Demonstration(TypedDict, total=False):
    """How a solution shown in a round went (stored in the round and returned):
    `success`, `failure` or `conceded`, and, unless conceded, what was replayed
    (a classic round adds the bid and whether it was met)."""

    result: str
    bid: int
    moves: int
    solved: bool
    bid_met: bool
    bid_semantics: str
    solution: str
    verdict: dict[str, Any]


class BidStanding(TypedDict):
    """A bid against the proven optimum: its label, moves over, and whether a
    demonstration can meet it (None: it may or may not)."""

    label: str
    over: int
    can_be_met: bool | None


def bid_standing(moves: int, optimum: int, bid_semantics: str) -> BidStanding:
    """Rank a bid against the proven optimum: impossible, optimal or +k.

    `can_be_met` is False below the optimum (no demonstration can honour it), True
    when it surely can, and None for an exact-bid preset above the optimum (an
    exact count of moves may or may not exist).
    """
    over = moves - optimum
    if over < 0:
        return {"label": "impossible", "over": over, "can_be_met": False}
    if over == 0:
        return {"label": "optimal", "over": 0, "can_be_met": True}
    return {
        "label": f"+{over}",
        "over": over,
        "can_be_met": True if bid_semantics == "at_most" else None,
    }


def seeded(seed: Any, purpose: str) -> random.Random:
    """Return a generator derived from the game's seed for one purpose."""
    return random.Random(f"{seed!r}:{purpose}")


def reshuffled(deck: list[int], seed: Any, shuffles: int) -> list[int]:
    """Return the face-down chips shuffled again (the `shuffles`-th reshuffle)."""
    order = list(deck)
    seeded(seed, f"shuffle:{shuffles}").shuffle(order)
    return order
