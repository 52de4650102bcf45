"""Refilling a rating band that runs low: one background job per band, or a reason.

When `next` finds fewer than LOW unattempted puzzles within NEAR of its target,
it asks for a refill of the target's band (BAND_WIDTH rating points, for its
family and theme). The refill is one RQ job on the `background` queue whose id
names the band, so however many API processes ask, one job is pending per band
(`enqueue_unique`). The job generates puzzles of the optimal moves whose first
ratings reach the band (`service.game.rating.reach`). A band no puzzle's first
rating reaches is `unreachable` (no job); a band a whole job found nothing for
is `barren` for BARREN_SECONDS (no job meanwhile): `next` says which.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from enum import StrEnum

from service.game.rating.reach import Shape, moves_for, overall_range
from service.game.records import FAMILIES
from service.infra.domain_errors import NotFound
from service.infra.queues import BACKGROUND, REDIS_ERRORS, connection, enqueue_unique
from service.library.filters import Band as Moves
from service.library.filters import PuzzleFilter
from service.library.reach import contradiction

log = logging.getLogger(__name__)

LOW = 4
"""Fewer unattempted puzzles than this within NEAR of the target: refill."""
NEAR = 100.0
BAND_WIDTH = 100
"""A refill serves ratings [band, band + BAND_WIDTH)."""
MAX_MOVES = 20
"""Longer optima come from record searches, not from random candidates."""
RETRY_AFTER = 30
"""Seconds a client is told to wait while a refill runs."""
BARREN_SECONDS = 3600
JOB_TIMEOUT = 600
DEFAULT_FAMILY = "classic"
"""The family refilled when `next` names none (the quickest to generate)."""


class Refill(StrEnum):
    """What asking for a refill did."""

    QUEUED = "queued"  # a job is pending or running for the band
    UNREACHABLE = "unreachable"  # no puzzle's first rating reaches the band
    BARREN = "barren"  # a job found nothing for it lately
    UNKNOWN = "unknown"  # Redis is down: nothing could be asked


@dataclass(frozen=True, slots=True)
class Band:
    """A rating band of one family and theme: what a refill job generates for."""

    low: int
    family: str | None
    theme: str | None

    @property
    def job_id(self) -> str:
        """Return the band's job id (the same in every API process)."""
        return f"trainer-refill-{self.family or 'any'}-{self.theme or 'any'}-{self.low}"

    @property
    def middle(self) -> float:
        """Return the rating at the band's middle."""
        return self.low + BAND_WIDTH / 2


def band_of(target: float, family: str | None, theme: str | None) -> Band:
    """Return the band a target rating lies in."""
    return Band(math.floor(target / BAND_WIDTH) * BAND_WIDTH, family, theme)


def shape_of(family: str | None, theme: str | None) -> Shape:
    """Return the puzzles a band's family and theme allow (for `reach`)."""
    robots = len(FAMILIES[family or DEFAULT_FAMILY].robots)
    if family is None and theme == "black-robot":
        robots = len(FAMILIES["black"].robots)
    return Shape(robots=robots, diagonals=True, theme=theme)


def compatible(family: str | None, theme: str | None) -> bool:
    """Tell whether a family's puzzles can have a theme (no black robot: no
    `black-robot`; rule off: no `ricochet-detour`)."""
    if family is None:
        return True
    spec = FAMILIES[family]
    black, rule = "black" in spec.robots, spec.ricochet_rule
    return contradiction(theme, black_robot=black, ricochet_rule=rule) is None


def moves_of(band: Band) -> tuple[int, int] | None:
    """Return the optimal moves to generate for a band (None: unreachable)."""
    if not compatible(band.family, band.theme):
        return None
    return moves_for(band.middle, shape_of(band.family, band.theme), MAX_MOVES, NEAR)


def puzzle_filter(band: Band) -> PuzzleFilter | None:
    """Return what a refill of the band generates (None: it cannot be reached)."""
    moves = moves_of(band)
    if moves is None:
        return None
    name = band.family or ("black" if band.theme == "black-robot" else DEFAULT_FAMILY)
    spec = FAMILIES[name]
    return PuzzleFilter(
        Moves(*moves),
        diagonals=True if band.theme == "diagonal" else None,
        black_robot="black" in spec.robots,
        ricochet_rule=spec.ricochet_rule or band.theme == "ricochet-detour",
        theme=band.theme,
    )


def near_band(rating: float, band: Band) -> bool:
    """Tell whether a first rating serves a band (within NEAR of it)."""
    return band.low - NEAR <= rating < band.low + BAND_WIDTH + NEAR


def barren_key(band: Band) -> str:
    """Return the Redis key marking a band barren."""
    return f"ricochet:trainer:barren:{band.job_id}"


def request_refill(target: float, family: str | None, theme: str | None) -> Refill:
    """Queue the refill of a target's band once; say what came of asking."""
    band = band_of(target, family, theme)
    if moves_of(band) is None:
        return Refill.UNREACHABLE
    try:
        if connection().exists(barren_key(band)):
            return Refill.BARREN
        enqueue_unique(
            BACKGROUND,
            "workers.trainer.refill_band",
            band.job_id,
            [band.low, family, theme],
            options={"timeout": JOB_TIMEOUT, "result_ttl": 60},
        )
    except REDIS_ERRORS as exc:
        log.warning("trainer refill of %s not queued: %s", band.job_id, exc)
        return Refill.UNKNOWN
    return Refill.QUEUED


def no_puzzle(player: str, target: float, refill: Refill, band: Band) -> NotFound:
    """Return the 404 `no-puzzle` of an empty band, saying what is being done."""
    head = f"no puzzle left for {player!r} near {target:.0f} with these filters"
    if refill is Refill.QUEUED:
        return NotFound(
            f"{head}; a refill of that rating band is under way, retry in "
            f"{RETRY_AFTER} s",
            kind="no-puzzle",
            retry_after=RETRY_AFTER,
        )
    if refill is Refill.UNREACHABLE and not compatible(band.family, band.theme):
        return NotFound(
            f"{head}, and none can be made: no {band.family} puzzle has the theme "
            f"{band.theme}",
            kind="no-puzzle",
        )
    if refill is Refill.UNREACHABLE:
        span = overall_range(shape_of(band.family, band.theme), MAX_MOVES)
        reach = "" if span is None else f" (from {span[0]:.0f} to {span[1]:.0f})"
        return NotFound(
            f"{head}, and none can be made: no puzzle's first rating reaches "
            f"{target:.0f} for this family and theme{reach}; ask an easier "
            "difficulty or other filters",
            kind="no-puzzle",
        )
    if refill is Refill.BARREN:
        return NotFound(
            f"{head}; the workers tried to make puzzles near {target:.0f} lately and "
            "found none; ask another difficulty or other filters",
            kind="no-puzzle",
        )
    return NotFound(f"{head}; try again later", kind="no-puzzle")
