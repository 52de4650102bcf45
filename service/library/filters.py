"""What a puzzle request asks for: a band of optimal moves and the puzzle's family.

Filters are checked here (422 naming the field) and turned into the layouts a
generator may draw from; a filter no layout meets is refused, never a job that
cannot find anything.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from service.game.errors import InvalidLayout
from service.game.features import THEME_NAMES
from service.game.layouts import Layout, enumerate_layouts, parse_layout_code
from service.game.micro import micro_board_from_sections
from service.game.micro.puzzle import MICRO_MAX_MOVES, distance_table
from service.game.records import FAMILIES
from service.infra.domain_errors import Invalid

from .reach import Unmeetable, unmeetable

MAX_MOVES = 30
"""No classic puzzle with an optimum above this is known (the record is about 25)."""
EDITIONS = ("1999", "2003")
"""`1999`: faces A and B only; `2003`: any of the faces A to D."""
ANY_MICRO = "any"
"""The `micro` filter's value for a board laid from any placement of the sections."""
MICRO_THEMES = ("unique-solution",)
"""The themes a Micro Robots puzzle can have (its features lack the others)."""
CLASSIC_ONLY = ("edition", "layout", "diagonals", "black_robot", "ricochet_rule")
MICRO_FAMILY = "micro"
"""The family of Micro Robots puzzles (one robot on a 6x6 board of sections)."""
FAMILY_NAMES = (*FAMILIES, MICRO_FAMILY)
"""Every family a request may name: the classic game's four, then Micro Robots."""
DEFAULT_FAMILY = "classic"
"""The family of a request that names none (what a four-robot app assumes)."""
ALIASES = ("black_robot", "ricochet_rule", "micro")
"""The older fields that pick a family when `family` is absent (deprecated)."""


@dataclass(frozen=True, slots=True)
class Band:
    """A range of optimal move counts, both ends included."""

    min: int
    max: int

    def holds(self, moves: int) -> bool:
        """Tell whether an optimum lies in the band."""
        return self.min <= moves <= self.max


@dataclass(frozen=True, slots=True)
class PuzzleFilter:
    """The puzzles a request accepts (None: either way)."""

    moves: Band
    edition: str | None = None
    layout: str | None = None
    diagonals: bool | None = None
    black_robot: bool | None = None
    ricochet_rule: bool | None = None
    theme: str | None = None
    micro: str | None = None
    """Micro Robots: `any` or a sections code; None: classic puzzles only."""
    family: str | None = None
    """The family asked for (None: the robots and rule filters alone decide)."""

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (stored with a request's job); a family stands for
        the robots and rule filters it implies."""
        data: dict[str, Any] = {"moves": {"min": self.moves.min, "max": self.moves.max}}
        implied = ("black_robot", "ricochet_rule") if self.family else ()
        for name in ("family", "edition", "layout", "diagonals", "black_robot"):
            if getattr(self, name) is not None and name not in implied:
                data[name] = getattr(self, name)
        for name in ("ricochet_rule", "theme", "micro"):
            if getattr(self, name) is not None and name not in implied:
                data[name] = getattr(self, name)
        return data


def refuse(field: str, message: str) -> Invalid:
    """Return a 422 on one field."""
    return Invalid(f"invalid field(s): {field}", errors={field: [message]})


def resolve_family(data: dict[str, Any]) -> str:
    """Return the family a request asks for: `family`, else the one its deprecated
    `black_robot`, `ricochet_rule` or `micro` pick (unset ones false), else
    DEFAULT_FAMILY; 422 naming both fields when one contradicts `family`."""
    name = data.get("family")
    if name is not None and name not in FAMILY_NAMES:
        raise refuse("family", f"unknown family; one of: {', '.join(FAMILY_NAMES)}")
    if name is None:
        return _implied_family(data)
    if name == MICRO_FAMILY:
        wrong = [k for k in ("black_robot", "ricochet_rule") if data.get(k)]
    else:
        implied = {"black_robot": "black" in FAMILIES[name].robots}
        implied["ricochet_rule"] = FAMILIES[name].ricochet_rule
        wrong = [k for k, v in implied.items() if data.get(k) not in (None, v)]
        wrong += ["micro"] if data.get("micro") is not None else []
    if wrong:
        why = f"the family {name} contradicts {', '.join(wrong)}; send family alone"
        raise Invalid(
            f"invalid field(s): family, {', '.join(wrong)}",
            errors={field: [why] for field in ("family", *wrong)},
        )
    return str(name)


def _implied_family(data: dict[str, Any]) -> str:
    """Return the family the deprecated robots, rule and micro filters pick."""
    if data.get("micro") is not None:
        return MICRO_FAMILY
    black, rule = bool(data.get("black_robot")), bool(data.get("ricochet_rule"))
    name = "black" if black else "classic"
    return f"{name}-ricochet" if rule else name


def parse_filter(data: dict[str, Any]) -> PuzzleFilter:
    """Check a request's filters (already shaped by the schema) beyond their types."""
    family = resolve_family(data)
    if family == MICRO_FAMILY:
        return parse_micro_filter({"micro": ANY_MICRO, **data})
    spec = FAMILIES[family]
    band = _band(data["moves"])
    layout = canonical_layout(data.get("layout"))
    theme = data.get("theme")
    if theme is not None and theme not in THEME_NAMES:
        raise refuse(
            "theme", f"unknown theme; one of: {', '.join(sorted(THEME_NAMES))}"
        )
    found = PuzzleFilter(
        band,
        data.get("edition"),
        layout,
        data.get("diagonals"),
        "black" in spec.robots,
        spec.ricochet_rule,
        theme,
        family=family,
    )
    if not layout_pool(found):
        fields = [k for k in ("edition", "layout", "diagonals") if k in data]
        raise Invalid(
            "no layout meets these filters",
            errors={f: ["no layout meets this with the other filters"] for f in fields},
        )
    _check_reach(found)
    return found


def _check_reach(found: PuzzleFilter) -> None:
    """Refuse (422) a filter no puzzle can meet, before any work is queued."""
    diagonals = found.diagonals
    if found.theme == "diagonal" and not any(
        layout.has_diagonals for layout in layout_pool(found)
    ):
        diagonals = False  # the layouts admitted have none
    why = unmeetable(
        found.moves.min,
        found.moves.max,
        found.theme,
        black_robot=found.black_robot,
        diagonals=diagonals,
        ricochet_rule=found.ricochet_rule,
        family=found.family,
    )
    if why is not None:
        raise unmeetable_request(why)


def unmeetable_request(why: Unmeetable) -> Invalid:
    """Return the 422 `unmeetable-request` of a filter no puzzle can meet."""
    return Invalid(
        f"no puzzle can meet this request: {why.reason}",
        kind="unmeetable-request",
        errors={why.field: [why.reason]},
    )


def _band(moves: dict[str, int]) -> Band:
    """Check a band: 1 <= min <= max <= MAX_MOVES."""
    low, high = moves.get("min", 1), moves.get("max", MAX_MOVES)
    if not 1 <= low <= MAX_MOVES:
        raise refuse("moves.min", f"must be between 1 and {MAX_MOVES}")
    if not 1 <= high <= MAX_MOVES:
        raise refuse("moves.max", f"must be between 1 and {MAX_MOVES}")
    if low > high:
        raise refuse("moves", "min must not be above max")
    return Band(low, high)


def canonical_layout(code: str | None) -> str | None:
    """Return a layout code in its canonical form (422 when it is not a layout)."""
    if code is None:
        return None
    try:
        return parse_layout_code(code).canonical().code
    except InvalidLayout as exc:
        raise refuse("layout", str(exc)) from exc


def layout_pool(found: PuzzleFilter) -> list[Layout]:
    """Return the canonical layouts a puzzle meeting the filter may lie on."""
    return list(_pool(found.edition, found.layout, found.diagonals))


@functools.cache
def _pool(
    edition: str | None, code: str | None, diagonals: bool | None
) -> tuple[Layout, ...]:
    """Return the layouts admitted by the layout filters (a few dozen combinations)."""
    return tuple(
        layout
        for layout in _layouts()
        if (code is None or layout.code == code)
        and (edition != "1999" or edition_of(layout) == "1999")
        and (diagonals is None or layout.has_diagonals == diagonals)
    )


def edition_of(layout: Layout) -> str:
    """Return the first edition whose faces build the layout."""
    return "1999" if layout.edition == "1999" else "2003"


@functools.cache
def _layouts() -> tuple[Layout, ...]:
    """Return every canonical layout, in the stable enumeration order."""
    return tuple(enumerate_layouts())


def parse_micro_filter(data: dict[str, Any]) -> PuzzleFilter:
    """Check a Micro Robots request: a sections code or `any`, a band a board of
    those sections can meet, no filter of the classic game."""
    for name in CLASSIC_ONLY:
        if data.get(name) not in (None, False):
            raise refuse(name, "Micro Robots puzzles have one robot and no layout")
    code = micro_sections(data["micro"])
    band = _band(data["moves"])
    longest = MICRO_MAX_MOVES if code == ANY_MICRO else longest_micro(code)
    if band.min > longest:
        why = f"no Micro Robots puzzle needs more than {longest} moves" + (
            "" if code == ANY_MICRO else f" on the sections {code}"
        )
        raise unmeetable_request(Unmeetable("moves.min", why))
    theme = data.get("theme")
    if theme is not None and theme not in MICRO_THEMES:
        why = f"no micro puzzle has the theme {theme}; it has only: " + ", ".join(
            MICRO_THEMES
        )
        raise unmeetable_request(Unmeetable("theme", why))
    band = Band(band.min, min(band.max, longest))
    return PuzzleFilter(band, theme=theme, micro=code, family=MICRO_FAMILY)


def micro_sections(code: str) -> str:
    """Return `any` or a sections code in capitals (422 naming `micro` if neither)."""
    if code.lower() == ANY_MICRO:
        return ANY_MICRO
    try:
        micro_board_from_sections(code)
    except InvalidLayout as exc:
        raise refuse("micro", f"`any` or a sections code: {exc}") from exc
    return code.upper()


@functools.lru_cache(maxsize=256)
def longest_micro(code: str) -> int:
    """Return the longest optimum on the board a sections code lays out."""
    return max(distance_table(micro_board_from_sections(code)).values())
