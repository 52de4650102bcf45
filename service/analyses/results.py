"""Finished analyses: a layout's latest, its proven maxima, the shipped data.

Two sources: the analyses the workers finished (the `analysis_targets` rows) and
the analyses the project ships (`service/game/data/analysis/<layout>.json`, each
file one layout's targets in `TargetAnalysis.to_json()` form, by name), read by
`shipped_analyses` alone. Only the whole game (the four classic robots, rule off)
says what a layout's longest puzzle is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import sqlalchemy as sa

from service.analyses.models import Analysis, AnalysisState, AnalysisTarget
from service.game.board import Board
from service.game.errors import GameError
from service.game.geometry import VORTEX
from service.game.layouts import board_for_code, parse_layout_code
from service.game.puzzle import Goal, Puzzle
from service.infra.domain_errors import Invalid, NotFound, invalid_input
from service.infra.extensions import db
from service.library import records
from service.library.filters import DEFAULT_FAMILY, resolve_family
from service.library.records import RecordView
from service.puzzles.models import Puzzle as PuzzleRow

from . import library
from .library import whole_game
from .requests import AnalysisView, analysis_view, target_rows

SHIPPED_DIR = "data/analysis"


def layout_code(code: str) -> str:
    """Return a layout's canonical code (422 naming `code` when malformed)."""
    try:
        return parse_layout_code(code.upper()).code
    except GameError as exc:
        raise invalid_input(exc) from exc


def latest_finished(layout: str) -> Analysis | None:
    """Return the latest analysis of a layout whose targets are all done."""
    query = (
        sa.select(Analysis)
        .where(Analysis.layout == layout)
        .order_by(Analysis.created_at.desc(), Analysis.id)
    )
    for analysis in db.session.scalars(query):
        rows = target_rows(analysis.targets)
        if rows and all(r.status == AnalysisState.DONE for r in rows.values()):
            return analysis
    return None


def layout_analysis(code: str) -> AnalysisView:
    """Return a layout's latest finished analysis (404 when none is)."""
    layout = layout_code(code)
    analysis = latest_finished(layout)
    if analysis is None:
        raise NotFound(f"no finished analysis of layout {layout}")
    return analysis_view(analysis)


def done_targets(layout: str) -> list[dict[str, Any]]:
    """Return the whole-game results of a layout: the workers', else the shipped."""
    query = (
        sa.select(AnalysisTarget)
        .join(Analysis, Analysis.board_id == AnalysisTarget.board_id)
        .where(Analysis.layout == layout, AnalysisTarget.status == AnalysisState.DONE)
        .distinct()
    )
    rows = [r for r in db.session.scalars(query) if whole_game(r.robots)]
    stored = {_key(r.target): r.result for r in rows if r.result is not None}
    shipped = {
        _key(t["target"]): t
        for t in shipped_analyses().get(layout, [])
        if whole_game(t["robots"])
    }
    merged = {**shipped, **stored}
    return [merged[k] for k in sorted(merged)]


def _key(target: dict[str, Any]) -> tuple[str, int, int]:
    """Return a target's sort key (colour, then cell)."""
    return (str(target["color"]), int(target["cell"][0]), int(target["cell"][1]))


def proven_maximum(layout: str) -> int | None:
    """Return the longest optimum of a layout over every target analysed, or None
    unless every printed target of the family's robots (and the vortex) is."""
    targets = done_targets(layout)
    printed = board_for_code(layout).targets
    wanted = {_key(t.to_json()) for t in printed if t.color in family_colors()}
    if not wanted or not wanted <= {_key(t["target"]) for t in targets}:
        return None
    return max(int(t["maximum"]) for t in targets if _key(t["target"]) in wanted)


def family_colors() -> tuple[str, ...]:
    """Return the target colours the family's analysis covers (and the vortex)."""
    return (*library.FAMILY_ROBOTS, VORTEX)


@cache
def shipped_analyses() -> dict[str, list[dict[str, Any]]]:
    """Return the shipped analyses' targets by layout code, plain rules only (none
    when no file is shipped); each target's JSON keeps its robots."""
    folder = resources.files("service.game").joinpath(SHIPPED_DIR)
    if not folder.is_dir():
        return {}
    found: dict[str, list[dict[str, Any]]] = {}
    for item in sorted(folder.iterdir(), key=lambda p: p.name):
        if not item.name.endswith(".json"):
            continue
        data = json.loads(item.read_text())
        if data.get("rules", {}).get("ricochet_rule") is not False:
            continue
        layout = str(data["board"]) if isinstance(data["board"], str) else None
        if layout is not None:
            found[layout] = list(data["targets"].values())
    return found


# --- the records and the library's bands -------------------------------------------


@dataclass(frozen=True)
class ProvenRecord:
    """A layout's record (read through, as `record.layout` is `proven.layout`) and
    whether its length is the layout's proven longest (`longest: "proven"`, after
    an exhaustive analysis) or only the longest found so far (`"found"`)."""

    record: RecordView
    longest: str
    proven_maximum: int | None

    def __getattr__(self, name: str) -> Any:
        """Read the record's own fields (puzzle_id, layout, puzzle, found_at, ...)."""
        if name == "record":  # not yet set (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.record, name)


def proven_records(family: str | None = None) -> list[ProvenRecord]:
    """Return the records, each saying whether it is the layout's proven longest."""
    shown = []
    for item in records.list_records(family):
        maximum = proven_maximum(item.layout) if item.family == library.FAMILY else None
        longest = "found" if maximum is None else "proven"
        shown.append(ProvenRecord(item, longest, maximum))
    return shown


def check_reachable(spec: dict[str, Any]) -> None:
    """Refuse a classic request on an analysed layout for more moves than its
    proven longest puzzle (422 naming `moves.min` and saying the maximum)."""
    layout = spec.get("layout")
    if not layout or resolve_family(spec) != DEFAULT_FAMILY:
        return
    maximum = proven_maximum(layout_code(layout))
    if maximum is not None and int(spec["moves"]["min"]) > maximum:
        reason = (
            f"no puzzle of layout {layout.upper()} needs more than {maximum} moves "
            "(proven by its exhaustive analysis: every placement solved)"
        )
        raise Invalid(f"moves.min: {reason}", errors={"moves.min": [reason]})


# --- the records page --------------------------------------------------------------


def analysed_layouts() -> list[dict[str, Any]]:
    """Return every layout whose whole game is analysed, for the records page: each
    target's maximum, distribution and its longest puzzle (if stored, playable)."""
    layouts = set(shipped_analyses())
    query = sa.select(Analysis.layout).where(Analysis.layout.is_not(None)).distinct()
    layouts |= {code for code in db.session.scalars(query) if code}
    shown = []
    for layout in sorted(layouts):
        if done_targets(layout):
            shown.append(layout_summary(layout))
    return shown


def layout_summary(layout: str) -> dict[str, Any]:
    """Return one analysed layout's per-target maxima, counts and longest puzzles;
    `proven` once every target of the family's robots is analysed."""
    board = board_for_code(layout)
    targets = [
        {
            "target": t["target"],
            "maximum": int(t["maximum"]),
            "counts": [int(c) for c in t["counts"]],
            "placements": int(t["placements"]),
            "puzzle_id": stored_longest(board, t),
        }
        for t in done_targets(layout)
        if t["target"]["color"] in family_colors()
    ]
    maximum = max(t["maximum"] for t in targets)
    by_color: dict[str, list[int]] = {c: [0] * (maximum + 1) for c in family_colors()}
    for target in targets:
        for moves, count in enumerate(target["counts"]):
            by_color[target["target"]["color"]][moves] += count
    by_color = {color: counts for color, counts in by_color.items() if any(counts)}
    totals = [sum(column) for column in zip(*by_color.values(), strict=True)]
    printed = [t for t in board.targets if t.color in family_colors()]
    return {
        "layout": layout,
        "proven": proven_maximum(layout) is not None,
        "printed": len(printed),
        "maximum": maximum,
        "targets": targets,
        "by_color": by_color,
        "totals": totals,
    }


def stored_longest(board: Board, result: dict[str, Any]) -> str | None:
    """Return the id of a target's first longest placement if it is stored."""
    if not result.get("longest"):
        return None
    t = result["target"]
    goal = Goal(t["color"], (int(t["cell"][0]), int(t["cell"][1])))
    robots = {n: (int(c[0]), int(c[1])) for n, c in result["longest"][0].items()}
    puzzle = Puzzle(board, (), goal, ricochet_rule=False).with_robots(robots)
    found = db.session.get(PuzzleRow, puzzle.puzzle_id)
    return None if found is None else found.id
