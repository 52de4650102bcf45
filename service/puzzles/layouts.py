"""Use-cases for the classic layouts and the rule presets (static data)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.game.editions import DEFAULT_PRESET, PRESETS, Ruleset
from service.game.errors import InvalidLayout
from service.game.layouts import (
    Layout,
    board_for_code,
    enumerate_layouts,
    parse_layout_code,
)
from service.game.puzzle import board_id
from service.infra.domain_errors import NotFound


def list_layouts(
    edition: str | None = None, diagonals: bool | None = None
) -> list[Layout]:
    """Return the 1536 canonical layouts, filtered, in their canonical order."""
    layouts = enumerate_layouts("AB" if edition == "1999" else "ABCD")
    if edition is not None and edition != "1999":
        layouts = [lay for lay in layouts if lay.edition != "1999"]
    if diagonals is not None:
        layouts = [lay for lay in layouts if lay.has_diagonals == diagonals]
    return layouts


@dataclass(frozen=True, slots=True)
class LayoutDetail:
    """A layout as shown with its board: its code, faces, edition and diagonals,
    and the board they lay out (by id and whole)."""

    code: str
    faces: list[str]
    edition: str
    has_diagonals: bool
    board_id: str
    board: dict[str, Any]


@dataclass(frozen=True, slots=True)
class RulesetList:
    """Every edition preset, and the default's name."""

    default: str
    items: list[Ruleset]


def get_layout(code: str) -> LayoutDetail:
    """Return a layout with its board (404 for a code that names no layout)."""
    try:
        layout: Layout = parse_layout_code(code)
    except InvalidLayout as exc:
        raise NotFound(f"no layout {code!r}: {exc.message}") from exc
    board = board_for_code(layout.code)
    return LayoutDetail(
        code=layout.code,
        faces=list(layout.faces),
        edition=layout.edition,
        has_diagonals=layout.has_diagonals,
        board_id=board_id(board),
        board=board.to_json(),
    )


def list_rulesets() -> RulesetList:
    """Return every edition preset and the default's name."""
    return RulesetList(DEFAULT_PRESET, list(PRESETS.values()))
