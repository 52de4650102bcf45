"""The worker side of an analysis: one target's run, its progress, its record.

A run marks the target running (counting the attempt), solves every placement
with the core (`service.game.analysis.analyse_target`, writing the distance table
when ANALYSIS_TABLES_DIR is set), then records the result once: a re-run of a
done target, or a second worker's copy, changes nothing. A killed worker's target
is run again by RQ's retry (the sweep notices its lapsed heartbeat).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from flask import current_app

from service.analyses.models import AnalysisState, AnalysisTarget
from service.game.analysis import AnalysisProgress, TargetAnalysis, analyse_target
from service.game.analysis.search import description_path
from service.game.board import Board
from service.infra import clock
from service.infra.extensions import db
from service.infra.queues import REDIS_ERRORS
from service.puzzles.boards import get_board, parsed_board
from service.solving.tables import table_path

log = logging.getLogger(__name__)

PROGRESS_EVERY = 0.25
"""Seconds between two writes of a run's progress to its job's meta."""


def start_run(target_row_id: str) -> AnalysisTarget | None:
    """Mark a target running and count the attempt; None when done or unknown."""
    update = sa.update(AnalysisTarget).where(
        AnalysisTarget.id == target_row_id,
        AnalysisTarget.status != AnalysisState.DONE,
    )
    values = {
        "status": AnalysisState.RUNNING,
        "started_at": clock.now(),
        "attempts": AnalysisTarget.attempts + 1,
    }
    changed = _changed(db.session.execute(update.values(values)))
    db.session.commit()
    return db.session.get(AnalysisTarget, target_row_id) if changed else None


def run_target(
    row: AnalysisTarget, on_progress: Callable[[AnalysisProgress], None] | None
) -> TargetAnalysis:
    """Solve every placement of a target's robots (the table written if set)."""
    board = parsed_board(get_board(row.board_id))
    assert isinstance(board, Board)  # analyses are only stored for classic boards
    cell = row.target["cell"]
    goal = board.target_at((int(cell[0]), int(cell[1])))
    if goal is None:
        raise LookupError(f"board {row.board_id} prints no target at {cell}")
    robots = tuple(row.robots)
    path = tables_path(row.board_id, list(robots), row.target)
    db.session.close()  # no connection held idle across minutes of work
    if path is None:
        return analyse_target(board, robots, goal, progress=on_progress)
    partial = path.with_name(path.stem + ".partial" + path.suffix)
    result = analyse_target(
        board, robots, goal, table_path=partial, progress=on_progress
    )
    publish_table(partial, path)
    return result


def publish_table(partial: Path, path: Path) -> None:
    """Move a finished table into place, its description first: a lookup never
    reads a table still being written (a killed run leaves only a partial one)."""
    description_path(partial).replace(description_path(path))
    partial.replace(path)


def tables_path(
    board_id: str, robots: list[str], target: dict[str, Any]
) -> Path | None:
    """Return where a target's table goes, None when tables are off; make its folder."""
    folder = current_app.config["ANALYSIS_TABLES_DIR"]
    if not folder:
        return None
    path = table_path(Path(folder), board_id, robots, target)
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def store_run(target_row_id: str, analysis: TargetAnalysis) -> bool:
    """Record a target's result once; tell whether this run recorded it."""
    update = sa.update(AnalysisTarget).where(
        AnalysisTarget.id == target_row_id,
        AnalysisTarget.status != AnalysisState.DONE,
    )
    values = {
        "status": AnalysisState.DONE,
        "result": analysis.to_json(),
        "maximum": analysis.maximum,
        "error": None,
        "finished_at": clock.now(),
    }
    stored = _changed(db.session.execute(update.values(values)))
    db.session.commit()
    return bool(stored)


def record_run_failure(target_row_id: str, reason: str) -> bool:
    """Record that a target failed for good (no retry left); tell if recorded."""
    update = sa.update(AnalysisTarget).where(
        AnalysisTarget.id == target_row_id,
        AnalysisTarget.status != AnalysisState.DONE,
    )
    values = {
        "status": AnalysisState.FAILED,
        "error": reason[-2000:],
        "finished_at": clock.now(),
    }
    recorded = _changed(db.session.execute(update.values(values)))
    db.session.commit()
    return bool(recorded)


def _changed(result: Any) -> bool:
    """Tell whether an UPDATE changed exactly one row."""
    return int(result.rowcount) == 1


class ProgressMeter:
    """Write a run's distance and settled placements to its job's meta, a few times
    a second (and always the last call of a distance)."""

    def __init__(self, job: Any) -> None:
        self.job = job
        self.last = 0.0

    def __call__(self, progress: AnalysisProgress) -> None:
        """Save the progress unless the last save was moments ago."""
        now = time.monotonic()
        if self.job is None or now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        self.job.meta["progress"] = {
            "distance": progress.distance,
            "settled": progress.settled,
            "total": progress.total,
        }
        try:
            self.job.save_meta()
        except REDIS_ERRORS:
            log.warning("progress of %s not saved (Redis unavailable)", self.job.id)


def pending_targets(limit: int = 1000) -> list[str]:
    """Return ids of targets queued or running (the cron enqueues lost ones)."""
    query = (
        sa.select(AnalysisTarget.id)
        .where(AnalysisTarget.status.in_((AnalysisState.QUEUED, AnalysisState.RUNNING)))
        .order_by(AnalysisTarget.requested_at)
        .limit(limit)
    )
    ids = list(db.session.scalars(query))
    db.session.rollback()
    return ids
