"""Which puzzles can exist: the one check that a request's filters can be met.

Puzzle requests and the trainer's `next` ask it through one function
(`service.library.filters.parse_filter`), the trainer's refills through
`contradiction`, before any work: a theme that contradicts a filter
(`black-robot` without the black robot, `diagonal` without diagonals,
`ricochet-detour` with the rule off) or a band of optimal
moves the theme cannot reach (`long` under 15 moves, more moves than any known
puzzle needs) would only burn a worker's budget and end "found 0". The moves a
theme allows come from the rating model's feature bounds
(`service.game.rating.reach`), the same bounds the trainer rates with.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.game.rating.reach import Shape, rating_range

LONGEST_KNOWN = 25
"""No classic puzzle with a longer optimum is known (the records are 22 moves;
published searches found none beyond the mid twenties): a band above it is
refused rather than searched for its whole budget."""
CLASSIC_ROBOTS = 4
"""Robots of a puzzle without the black robot."""

_NEEDS: dict[str, tuple[str, bool, str]] = {
    "black-robot": ("black_robot", True, "the black robot moves"),
    "diagonal": ("diagonals", True, "a diagonal turns a robot"),
    "ricochet-detour": ("ricochet_rule", True, "the ricochet rule costs moves"),
}
"""A theme that needs a filter's value: (filter, value it needs, what it means)."""


@dataclass(frozen=True, slots=True)
class Unmeetable:
    """Why no puzzle can meet a request: the field to blame and the reason."""

    field: str
    reason: str


def contradiction(
    theme: str | None,
    *,
    black_robot: bool | None = None,
    diagonals: bool | None = None,
    ricochet_rule: bool | None = None,
    family: str | None = None,
) -> Unmeetable | None:
    """Return why a theme contradicts the filters (None: it does not); a family
    that sets the robots and the rule is named for them."""
    if theme not in _NEEDS:
        return None
    name, needed, meaning = _NEEDS[theme]
    value = {
        "black_robot": black_robot,
        "diagonals": diagonals,
        "ricochet_rule": ricochet_rule,
    }[name]
    if value is None or value == needed:
        return None
    what = f"puzzle with {name} {str(value).lower()}"
    if family is not None and name != "diagonals":
        what = f"{family} puzzle"
    return Unmeetable("theme", f"no {what} has the theme {theme} ({meaning})")


def reachable_moves(
    theme: str | None, *, black_robot: bool | None, diagonals: bool | None
) -> list[int]:
    """Return the optimal move counts (1 to LONGEST_KNOWN) a puzzle of the theme
    can have."""
    robots = CLASSIC_ROBOTS + (1 if black_robot or theme == "black-robot" else 0)
    shape = Shape(robots=robots, diagonals=diagonals is not False, theme=theme)
    return [
        moves
        for moves in range(1, LONGEST_KNOWN + 1)
        if rating_range(moves, shape) is not None
    ]


def unmeetable(
    low: int,
    high: int,
    theme: str | None,
    *,
    black_robot: bool | None = None,
    diagonals: bool | None = None,
    ricochet_rule: bool | None = None,
    family: str | None = None,
) -> Unmeetable | None:
    """Return why no puzzle of `low`-`high` optimal moves meets the theme and
    filters (None: some can)."""
    found = contradiction(
        theme,
        black_robot=black_robot,
        diagonals=diagonals,
        ricochet_rule=ricochet_rule,
        family=family,
    )
    if found is not None:
        return found
    moves = reachable_moves(theme, black_robot=black_robot, diagonals=diagonals)
    if any(low <= m <= high for m in moves):
        return None
    what = f"the theme {theme}" if theme else "any puzzle"
    if not moves:
        return Unmeetable("theme", f"no puzzle has {what} with these filters")
    if low > moves[-1]:
        return Unmeetable(
            "moves.min",
            f"no puzzle needing more than {moves[-1]} moves is known for {what}",
        )
    return Unmeetable(
        "moves.max", f"{what} needs at least {moves[0]} moves (asked {low}-{high})"
    )
