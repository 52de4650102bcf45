"""Edition presets: explicit, documented flags taken from the printed rule books.

Every flag can be overridden per game with `Ruleset.with_overrides`. The presets are
plain data so the API can publish them as they are.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

from .errors import InvalidRules

BidSemantics = Literal["exact", "at_most"]
TieBreak = Literal["fewer_chips", "bid_order"]
GameKind = Literal["classic", "micro"]


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The flags that decide how a game is refereed."""

    name: str
    title: str
    source: str
    """The printed rule book the preset reads (a citation, not a file); see
    docs/rules.md#edition-presets."""
    kind: GameKind = "classic"
    bid_semantics: BidSemantics = "at_most"
    """`exact`: the demonstration must use exactly the bid; `at_most`: bid or fewer."""
    tie_break: TieBreak = "bid_order"
    """Who verifies first among equal bids: `fewer_chips` (behind in the game, then
    bid order) or `bid_order` (first to bid)."""
    ricochet_rule: bool = True
    """The finishing robot must make two consecutive own moves at right angles."""
    faces: str = "ABCD"
    """Which board faces the edition ships (`AB` for 1999: no diagonals)."""
    black_robot: bool = False
    """The black-robot variant: a fifth robot that blocks and may take the vortex."""
    timer_seconds: int = 60
    """Length of the sand timer started by the first bid."""
    no_bid_wait_seconds: int = 300
    """After this wait with no bid any player may start the timer (4-5 minutes)."""
    verify_seconds: int = 120
    """A verifier who does not answer within this time forfeits its turn."""
    chips_to_win_2: int | None = 8
    chips_to_win_3: int | None = 6
    chips_to_win_4: int | None = 5
    solo_timer_runs: int = 1
    """Solo play: how many times the timer may run per round (the rules allow 2)."""
    micro_chips_to_win: int = 5
    micro_chips_total: int = 25

    def chips_to_win(self, players: int) -> int | None:
        """Return the chips that end a classic game, or None: play all chips out."""
        return {
            2: self.chips_to_win_2,
            3: self.chips_to_win_3,
            4: self.chips_to_win_4,
        }.get(players)

    def bid_met(self, bid: int, moves: int) -> bool:
        """Tell whether a demonstration of `moves` moves honours a bid."""
        return moves == bid if self.bid_semantics == "exact" else 0 < moves <= bid

    def with_overrides(self, overrides: dict[str, Any] | None) -> Ruleset:
        """Return a copy with flags overridden, each checked against its type."""
        if not overrides:
            return self
        allowed = {f.name for f in fields(self)} - {"name", "title", "source"}
        changes: dict[str, Any] = {}
        for key, value in overrides.items():
            if key not in allowed:
                raise InvalidRules(f"unknown rule flag {key!r}", f"rules.{key}")
            changes[key] = _check_flag(key, value, getattr(self, key))
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """Return the preset as plain data."""
        return asdict(self)


FLAG_CHOICES: dict[str, tuple[str, ...]] = {
    "kind": ("classic", "micro"),
    "bid_semantics": ("exact", "at_most"),
    "tie_break": ("fewer_chips", "bid_order"),
    "faces": ("AB", "ABCD"),
}
"""The flags that take one of a few words."""

MAX_SECONDS = 86_400
"""The longest timer a `*_seconds` flag may set (one day)."""

FLAG_MAXIMA: dict[str, int] = {
    "solo_timer_runs": 2,
    "chips_to_win_2": 100,
    "chips_to_win_3": 100,
    "chips_to_win_4": 100,
    "micro_chips_to_win": 100,
    "micro_chips_total": 100,
}
"""The largest value of each count flag: the rule book's 2 timer runs, else far
beyond any supply of chips (a larger count plays every chip out anyway)."""


def flag_maximum(key: str) -> int:
    """Return the largest value an integer flag accepts."""
    return MAX_SECONDS if key.endswith("seconds") else FLAG_MAXIMA[key]


def _check_flag(key: str, value: Any, current: Any) -> Any:
    """Check one override against the flag's choices or type."""
    where = f"rules.{key}"
    if key in FLAG_CHOICES:
        if value not in FLAG_CHOICES[key]:
            raise InvalidRules(f"must be one of {', '.join(FLAG_CHOICES[key])}", where)
        return value
    if isinstance(current, bool):
        if not isinstance(value, bool):
            raise InvalidRules("must be true or false", where)
        return value
    if value is None and key.startswith("chips_to_win_"):
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise InvalidRules("must be a positive integer", where)
    if value > flag_maximum(key):
        raise InvalidRules(f"must be at most {flag_maximum(key)}", where)
    return value


PRESETS: dict[str, Ruleset] = {
    r.name: r
    for r in (
        Ruleset(
            "hig-1999",
            "Ricochet Robot (Hans im Glück, 1999)",
            "Ricochet Robot rule book, Hans im Glück, 1999 (English)",
            bid_semantics="at_most",
            tie_break="fewer_chips",
            faces="AB",
        ),
        Ruleset(
            "hig-1999-tournament",
            "Ricochet Robot (1999), tournament variant",
            "Ricochet Robot rule book, Hans im Glück, 1999 (English)",
            bid_semantics="at_most",
            tie_break="bid_order",
            faces="AB",
        ),
        Ruleset(
            "abacus-2013",
            "Ricochet Robots (ABACUSSPIELE, 2013)",
            "Ricochet Robots rule book, ABACUSSPIELE, 2013 (English and German)",
            bid_semantics="exact",
            tie_break="bid_order",
        ),
        Ruleset(
            "zman-2017",
            "Ricochet Robots (Z-Man Games, 2017)",
            "Ricochet Robots rule book, Z-Man Games, 2017 (English)",
            bid_semantics="at_most",
            tie_break="bid_order",
        ),
        Ruleset(
            "micro-robots-2016",
            "Micro Robots (2016)",
            "Micro Robots rule book, 2016 (English)",
            kind="micro",
            bid_semantics="exact",
            tie_break="bid_order",
            ricochet_rule=False,
            faces="",
            timer_seconds=0,
            no_bid_wait_seconds=150,
        ),
    )
}
DEFAULT_PRESET = "zman-2017"


def get_ruleset(name: str, overrides: dict[str, Any] | None = None) -> Ruleset:
    """Return a preset by name with optional overrides.

    :raise InvalidRules: for an unknown preset or a bad override.
    """
    if name not in PRESETS:
        raise InvalidRules(
            f"unknown preset {name!r}; known: {', '.join(PRESETS)}", "rules.preset"
        )
    return PRESETS[name].with_overrides(overrides)
