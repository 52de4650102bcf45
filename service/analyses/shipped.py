"""The shipped analyses' longest and deep puzzles in the library.

Each shipped target (service/game/data/analysis/<layout>.json) carries one optimal
solution per longest placement and per deep sample (optimum >= 10; `python -m
service.tools.analysis solutions`). Every one of them joins the library: replayed
by the checker in exactly the placement's optimum (the table's, so proven) before
it is stored (`source: "analysis"`), and each target's longest is kept as the
layout's record with `method.proven: "analysis"` and `shipped: true`.

A puzzle costs a features search (up to FEATURE_SECONDS), and a file holds about a
thousand, so the workers' stocking job calls `load` with a budget
(SLICE_SECONDS): each run adds, of those not yet stored, first each target's
longest (its record and its Play link on /records), then the deepest, and the next
runs go on where it stopped. The deep bands (17+, 20+) are therefore stocked by
the first runs, and no run is long.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import sqlalchemy as sa

from service.game.analysis import TargetAnalysis
from service.game.analysis.model import Solution
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.infra.extensions import db
from service.library import records, store
from service.library.models import LibraryPuzzle
from service.library.store import Entry

from . import library
from .found import shipped_found_at
from .results import shipped_analyses

SLICE_SECONDS = 5.0
"""One stocking job's share for the shipped puzzles: then it stocks the bands."""


@dataclass(frozen=True)
class Candidate:
    """One shipped placement with its optimum and solution, before it is stored."""

    layout: str
    analysis: TargetAnalysis
    optimum: int
    puzzle: Puzzle
    solution: Solution
    first: bool = False  # the target's first longest placement


def load(
    should_stop: Callable[[], bool] | None = None,
    seconds: float | None = None,
    limit: int | None = None,
) -> int:
    """Add the shipped puzzles not yet in the library (`shipped_candidates` order),
    at most `limit`; return how many. Each costs a features search, so
    `should_stop` is asked before each, and none but the first starts after
    `seconds`."""
    deadline = None if seconds is None else time.monotonic() + seconds
    candidates = missing(list(shipped_candidates()))
    added = 0
    for tried, found in enumerate(candidates[:limit]):
        if should_stop is not None and should_stop():
            break
        if tried and deadline is not None and time.monotonic() >= deadline:
            break  # one puzzle at least: each job moves the load on
        entry = library.replayed_entry(
            found.puzzle, found.layout, found.optimum, list(found.solution)
        )
        if entry is not None:
            _store(found, entry)
            added += 1
    return added


@cache
def shipped_candidates() -> tuple[Candidate, ...]:
    """Return every shipped placement with a solution, each puzzle once: each
    target's first longest (deepest first), then the others deepest first (a
    target's longest before its samples at the same optimum). The shipped files
    do not change while the process runs, so each stocking job reuses them."""
    return tuple(_candidates())


def _candidates() -> Iterator[Candidate]:
    """Yield the candidates in `shipped_candidates` order."""
    found: list[Candidate] = []
    for layout, targets in shipped_analyses().items():
        for raw in targets:
            if library.whole_game(raw["robots"]):
                found += _target_candidates(layout, TargetAnalysis.from_json(raw))
    seen: set[str] = set()
    for candidate in sorted(found, key=_order):
        if candidate.puzzle.puzzle_id not in seen:
            seen.add(candidate.puzzle.puzzle_id)
            yield candidate


def _order(candidate: Candidate) -> tuple[bool, int]:
    """Sort key: a target's first longest placement first, then the deepest."""
    return not candidate.first, -candidate.optimum


def _target_candidates(layout: str, analysis: TargetAnalysis) -> list[Candidate]:
    """Return one target's longest placements, then its samples, with solutions."""
    board = board_for_code(layout)
    goal = Goal(analysis.target.color, analysis.target.cell)
    blank = Puzzle(board, (), goal, ricochet_rule=False)
    pairs = [
        (analysis.maximum, placement, solution)
        for placement, solution in zip(
            analysis.longest, analysis.solutions, strict=False
        )
    ]
    for distance, placements in sorted(analysis.samples.items(), reverse=True):
        solutions = analysis.sample_solutions.get(distance, ())
        pairs += zip([distance] * len(solutions), placements, solutions, strict=False)
    return [
        Candidate(layout, analysis, d, blank.with_robots(p), s, first=not i)
        for i, (d, p, s) in enumerate(pairs)
    ]


def missing(candidates: list[Candidate]) -> list[Candidate]:
    """Return the candidates not in the library yet (one query)."""
    ids = [c.puzzle.puzzle_id for c in candidates]
    present = set(
        db.session.scalars(
            sa.select(LibraryPuzzle.puzzle_id).where(LibraryPuzzle.puzzle_id.in_(ids))
        )
    )
    return [c for c in candidates if c.puzzle.puzzle_id not in present]


def _store(found: Candidate, entry: Entry) -> None:
    """Store one puzzle; a target's longest is kept as the layout's record if
    longer than the one kept."""
    (puzzle_id,) = store.add_entries([entry])
    if found.optimum == found.analysis.maximum:
        records.keep_record(
            library.FAMILY,
            False,
            found.layout,
            puzzle_id,
            found.optimum,
            method(found.analysis),
            shipped_found_at(found.layout, found.analysis),
        )


def method(analysis: TargetAnalysis) -> dict[str, Any]:
    """Return how a shipped analysis's record was proven (the records' `method`)."""
    return {
        "kind": library.SOURCE,
        "proven": "analysis",
        "shipped": True,
        "certificate": analysis.certificate,
        "placements": analysis.placements,
    }
