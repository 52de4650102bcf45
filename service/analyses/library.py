"""From a finished analysis to the library and the records.

A target's longest placements and its deep samples become library puzzles: each
one's optimum is the analysis's (every placement solved), its solution is read
from the distance table and replayed by the core checker before it is stored
(`source: "analysis"`). Only an analysis of the whole game (a layout, the four
classic robots, ricochet rule off) feeds the library and the records, whose
method then says `proven: "analysis"`: the longest of all, not the longest found.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from flask import current_app

from service.analyses.models import AnalysisTarget
from service.game.analysis import DistanceTable, Placement, TargetAnalysis
from service.game.board import Board
from service.game.check import check_solution
from service.game.features import puzzle_features
from service.game.geometry import CLASSIC_COLORS
from service.game.puzzle import Goal, Puzzle
from service.game.solver import SolveResult, SolverStatus
from service.infra.extensions import db
from service.library import records, store
from service.library.store import Entry
from service.puzzles.boards import get_board, parsed_board
from service.solving.tables import table_path

log = logging.getLogger(__name__)

SOURCE = "analysis"
FAMILY = "classic"
FAMILY_ROBOTS: tuple[str, ...] = CLASSIC_COLORS
"""The robots of the family an analysis must cover to say what a layout's longest
puzzle is."""
LONGEST_KEPT = 3
"""Longest placements of a target that join the library."""
FEATURE_SECONDS = 2.0


def whole_game(robots: Iterable[str]) -> bool:
    """Tell whether an analysis covers the classic game's robots (the family's)."""
    return sorted(robots) == sorted(FAMILY_ROBOTS)


def add_from_target(target_id: str) -> int:
    """Add a done target's longest and deep puzzles to the library and keep its
    record; return how many puzzles were added (0 without a layout or table)."""
    row = db.session.get(AnalysisTarget, target_id)
    board_row = None if row is None else get_board(row.board_id)
    if row is None or row.result is None or board_row is None or not board_row.layout:
        return 0
    if not whole_game(row.robots):
        return 0
    table = open_table(row)
    if table is None:
        return 0
    board = parsed_board(board_row)
    assert isinstance(board, Board)
    analysis = TargetAnalysis.from_json(row.result)
    entries = proven_entries(board, board_row.layout, analysis, table)
    ids = store.add_entries(entries)
    keep_longest(board_row.layout, analysis, entries, ids, target_id)
    return len(ids)


def open_table(row: AnalysisTarget) -> DistanceTable | None:
    """Return a target's distance table, None when tables are off or it is absent."""
    folder = current_app.config["ANALYSIS_TABLES_DIR"]
    if not folder:
        return None
    path = table_path(Path(folder), row.board_id, list(row.robots), row.target)
    return DistanceTable.open(path) if path.is_file() else None


def chosen_placements(analysis: TargetAnalysis) -> list[tuple[int, Placement]]:
    """Return (optimum, placement) of the longest few and of every deep sample."""
    chosen = [(analysis.maximum, p) for p in analysis.longest[:LONGEST_KEPT]]
    for distance, placements in sorted(analysis.samples.items(), reverse=True):
        if distance < analysis.maximum:
            chosen += [(distance, p) for p in placements]
    return chosen


def proven_entries(
    board: Board, layout: str, analysis: TargetAnalysis, table: DistanceTable
) -> list[Entry]:
    """Return the chosen placements as library entries, each replayed by the
    checker in exactly the analysis's optimum (a placement that does not is left
    out, and logged)."""
    goal = Goal(analysis.target.color, analysis.target.cell)
    entries = []
    for optimum, placement in chosen_placements(analysis):
        puzzle = Puzzle(board, (), goal, ricochet_rule=False).with_robots(placement)
        entry = proven_entry(puzzle, layout, optimum, table)
        if entry is not None:
            entries.append(entry)
    return entries


def proven_entry(
    puzzle: Puzzle, layout: str, optimum: int, table: DistanceTable
) -> Entry | None:
    """Return one placement as a library entry, or None if it does not replay."""
    return replayed_entry(
        puzzle, layout, optimum, table.solution(puzzle.robot_positions)
    )


def replayed_entry(
    puzzle: Puzzle, layout: str, optimum: int, solution: list[tuple[str, str]]
) -> Entry | None:
    """Return a placement and its solution as a library entry once the checker
    replays it in exactly `optimum` moves; None (logged) when it does not."""
    verdict = check_solution(puzzle, solution)
    if not verdict.solved or verdict.moves != optimum:
        log.error(
            "an analysed placement of %s does not replay: %s",
            layout,
            puzzle.robot_positions,
        )
        return None
    result = SolveResult(
        SolverStatus.OPTIMAL, optimum, optimum, solution, True, optimum, 0, 0.0
    )
    features = puzzle_features(
        puzzle, optimum, solution, seconds=FEATURE_SECONDS, compare_rule=False
    )
    return Entry(puzzle, layout, result, features, SOURCE)


def keep_longest(
    layout: str,
    analysis: TargetAnalysis,
    entries: list[Entry],
    ids: list[str],
    target_id: str,
) -> None:
    """Keep the target's longest puzzle as the layout's record (if longer)."""
    longest = [
        i
        for e, i in zip(entries, ids, strict=True)
        if e.optimal_moves == analysis.maximum
    ]
    if longest:
        records.keep_record(
            FAMILY,
            False,
            layout,
            longest[0],
            analysis.maximum,
            record_method(analysis, target_id),
        )


def record_method(analysis: TargetAnalysis, target_id: str) -> dict[str, Any]:
    """Return how a record from an analysis was proven (the records' `method`)."""
    return {
        "kind": SOURCE,
        "proven": "analysis",
        "analysis_target": target_id,
        "certificate": analysis.certificate,
        "placements": analysis.placements,
    }
