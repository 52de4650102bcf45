"""The shipped analyses' longest puzzles in the library, so /records plays them.

Each shipped target (service/game/data/analysis/<layout>.json) whose longest
placements carry solutions (`python -m service.tools.analysis solutions`) adds its
first LONGEST_KEPT of them: replayed by the checker in exactly the target's
maximum before they are stored (`source: "analysis"`), the layout's record kept
with `method.proven: "analysis"` and `shipped: true`. The workers' stocking job
calls `load`, as it does the shipped records'.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.game.analysis import TargetAnalysis
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.infra.extensions import db
from service.library import records, store
from service.library.models import LibraryPuzzle
from service.library.store import Entry

from . import library
from .results import shipped_analyses


def load(should_stop: Callable[[], bool] | None = None) -> int:
    """Add the shipped longest puzzles not yet in the library; return how many.
    Each costs a features search, so `should_stop` is asked before each."""
    added = 0
    for layout, targets in shipped_analyses().items():
        for raw in targets:
            if not library.whole_game(raw["robots"]):
                continue
            added += _load_target(layout, TargetAnalysis.from_json(raw), should_stop)
    return added


def _load_target(
    layout: str, analysis: TargetAnalysis, should_stop: Callable[[], bool] | None
) -> int:
    """Add one target's longest puzzles that have solutions; return how many."""
    board = board_for_code(layout)
    goal = Goal(analysis.target.color, analysis.target.cell)
    blank = Puzzle(board, (), goal, ricochet_rule=False)
    pairs = list(zip(analysis.longest, analysis.solutions, strict=False))
    added = 0
    for placement, solution in pairs[: library.LONGEST_KEPT]:
        puzzle = blank.with_robots(placement)
        if db.session.get(LibraryPuzzle, puzzle.puzzle_id) is not None:
            continue
        if should_stop is not None and should_stop():
            break
        entry = library.replayed_entry(puzzle, layout, analysis.maximum, list(solution))
        if entry is not None:
            _store(layout, analysis, entry)
            added += 1
    return added


def _store(layout: str, analysis: TargetAnalysis, entry: Entry) -> None:
    """Store one longest puzzle and keep it as the layout's record if longer."""
    (puzzle_id,) = store.add_entries([entry])
    records.keep_record(
        library.FAMILY, False, layout, puzzle_id, analysis.maximum, method(analysis)
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
