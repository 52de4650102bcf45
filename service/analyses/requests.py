"""Start an exhaustive analysis and read it back with its per-target progress.

Starting one is expensive (minutes of a worker per target, tables of hundreds of
MB), so only the client ids listed in ANALYSIS_KEYS may; reading one is its
owner's. Every check runs before anything is stored or queued. Each target is
one unique RQ job (`analysis-<target id>`) on the `analysis` queue, shared by
every request for the same board, robots and target.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from typing import Any, TypedDict

import sqlalchemy as sa
from flask import current_app
from rq.callbacks import Callback
from rq.job import JobStatus

from service.analyses.models import Analysis, AnalysisState, AnalysisTarget
from service.game.analysis import check_analysable
from service.game.board import Board
from service.game.errors import GameError
from service.game.geometry import VORTEX
from service.infra import clock
from service.infra.domain_errors import Forbidden, Invalid, NotFound, invalid_input
from service.infra.extensions import db, insert_ignore
from service.infra.queues import (
    ANALYSIS,
    FINAL_STATUSES,
    REDIS_ERRORS,
    connection,
    enqueue_unique,
    fetch_job,
    retry_cause,
    retry_policy,
)
from service.puzzles.boards import insert_board
from service.puzzles.puzzles import spec_board

from . import keys

log = logging.getLogger(__name__)


def may_analyse(client_id: str) -> bool:
    """Tell whether a client may start analyses (listed in ANALYSIS_KEYS)."""
    return client_id in set(current_app.config["ANALYSIS_KEYS"] or ())


def start_analysis(spec: dict[str, Any], client_id: str) -> AnalysisView:
    """Check a request, store it with its targets, enqueue each target's job once.

    :raise Forbidden: when the client is not in ANALYSIS_KEYS.
    :raise Invalid: naming the field (board, robots, targets[i]...).
    """
    if not may_analyse(client_id):
        raise Forbidden(
            "this client may not start analyses (the operator lists who may in "
            "ANALYSIS_KEYS)"
        )
    board, layout = _board(spec)
    robots = _robots(spec["robots"], board)
    targets = _targets(spec.get("targets"), board, robots)
    board_id = insert_board(board, layout)
    rows = [_target_row(board_id, robots, t) for t in targets]
    insert_ignore(AnalysisTarget, rows, ["id"])
    analysis = Analysis(
        id="a" + secrets.token_hex(8),
        client_id=client_id,
        board_id=board_id,
        layout=layout,
        robots=robots,
        targets=[row["id"] for row in rows],
        created_at=clock.now(),
    )
    db.session.add(analysis)
    db.session.commit()
    enqueue_pending(analysis.targets)
    return analysis_view(analysis)


def _board(spec: dict[str, Any]) -> tuple[Board, str | None]:
    """Return the board a request names (a layout code, a board, a board id)."""
    try:
        return spec_board(spec)
    except GameError as exc:
        raise invalid_input(exc) from exc


def _robots(colors: list[str], board: Board) -> list[str]:
    """Return the requested robot colours (checked by the core) in its order."""
    first = board.targets[0] if board.targets else "vortex"
    try:
        check_analysable(board, tuple(colors), first)
    except GameError as exc:
        if exc.field != "target":  # only the robots and the board are checked here
            raise invalid_input(exc) from exc
    return keys.ordered_robots(colors)


def _targets(
    asked: list[dict[str, Any]] | None, board: Board, robots: list[str]
) -> list[dict[str, Any]]:
    """Return the targets to analyse, each checked by the core (default: every
    printed target of the robots' colours, and the vortex)."""
    if asked is None:
        asked = [t.to_json() for t in board.targets if t.color in (*robots, VORTEX)]
        if not asked:
            raise Invalid(
                "targets: the board prints no target of these robots' colours",
                errors={"targets": ["name at least one target of the board"]},
            )
    targets = [keys.target_key(t) for t in asked]
    for n, target in enumerate(targets):
        _check_target(board, robots, target, f"targets[{n}]")
    if len({keys.canonical(t) for t in targets}) != len(targets):
        raise Invalid(
            "targets: each target once", errors={"targets": ["each target once"]}
        )
    return targets


def _check_target(
    board: Board, robots: list[str], target: dict[str, Any], field: str
) -> None:
    """Raise Invalid naming `field` unless the core can analyse this target."""
    cell = (target["cell"][0], target["cell"][1])
    printed = board.target_at(cell)
    if printed is None or printed.color != target["color"]:
        raise Invalid(
            f"{field}: the board prints no {target['color']} target at {list(cell)}",
            errors={field: ["must be a target the board prints"]},
        )
    try:
        check_analysable(board, tuple(robots), printed)
    except GameError as exc:
        name = field if exc.field in (None, "target") else exc.field
        raise Invalid(f"{name}: {exc.message}", errors={name: [exc.message]}) from exc


def _target_row(
    board_id: str, robots: list[str], target: dict[str, Any]
) -> dict[str, Any]:
    """Return the values of a pending target row."""
    return {
        "id": keys.target_id(board_id, robots, target),
        "board_id": board_id,
        "robots": robots,
        "target": target,
        "status": AnalysisState.QUEUED,
        "attempts": 0,
        "requested_at": clock.now(),
    }


def enqueue_pending(target_ids: list[str]) -> int:
    """Enqueue the job of each pending target that has none; return how many.

    A Redis outage enqueues nothing and raises nothing: the cron re-enqueues.
    """
    query = sa.select(AnalysisTarget.id).where(
        AnalysisTarget.id.in_(target_ids),
        AnalysisTarget.status.in_((AnalysisState.QUEUED, AnalysisState.RUNNING)),
    )
    pending = list(db.session.scalars(query))
    db.session.rollback()
    try:
        return sum(1 for t in pending if enqueue_target(t))
    except REDIS_ERRORS:
        log.warning("analysis targets not enqueued (Redis unavailable)")
        return 0


def enqueue_target(target_row_id: str) -> bool:
    """Enqueue one target's unique job; tell whether a new job was created."""
    options = {
        "timeout": int(current_app.config["ANALYSIS_JOB_TIMEOUT"]),
        "result_ttl": 600,
        "failure_ttl": 7 * 24 * 3600,
        "retry": retry_policy(),
        "on_failure": Callback(keys.FAILED_CALLBACK),
        "meta": {"target_id": target_row_id},
        "description": f"analyse {target_row_id}",
    }
    job = enqueue_unique(
        ANALYSIS, keys.JOB, keys.job_id(target_row_id), [target_row_id], options=options
    )
    return job is not None


# --- reading -------------------------------------------------------------------------


def get_analysis(analysis_id: str, client_id: str) -> AnalysisView:
    """Return an analysis of this client with its targets' progress (404 otherwise)."""
    analysis = db.session.get(Analysis, analysis_id)
    if analysis is None or analysis.client_id != client_id:
        raise NotFound(f"no analysis with id {analysis_id!r}")
    return analysis_view(analysis)


class TargetView(TypedDict):
    """One target's status, its progress while running, its result once done."""

    target: Any
    status: str
    attempts: int
    progress: dict[str, Any] | None
    maximum: int | None
    result: dict[str, Any] | None
    error: str | None


@dataclass(frozen=True)
class AnalysisView:
    """An analysis as its client sees it: its row (read through, as `row.layout`
    is `view.layout`), its targets' progress and the status they add up to."""

    row: Analysis
    targets: list[TargetView]

    def __getattr__(self, name: str) -> Any:
        """Read the analysis's own columns (id, board_id, layout, robots)."""
        if name == "row":  # not yet set (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.row, name)

    @property
    def status(self) -> str:
        """Done once every target is, else the most telling target's status."""
        return overall_status([t["status"] for t in self.targets])

    @property
    def created_at(self) -> str:
        """When it was started (ISO 8601)."""
        return self.row.created_at.isoformat()


def analysis_view(analysis: Analysis) -> AnalysisView:
    """Return an analysis with each target's status, progress and result."""
    rows = target_rows(analysis.targets)
    return AnalysisView(
        analysis, [target_view(rows[t]) for t in analysis.targets if t in rows]
    )


def target_rows(target_ids: list[str]) -> dict[str, AnalysisTarget]:
    """Return the target rows by id, as stored now."""
    query = sa.select(AnalysisTarget).where(AnalysisTarget.id.in_(target_ids))
    rows = db.session.scalars(query.execution_options(populate_existing=True))
    return {row.id: row for row in rows}


def overall_status(states: list[str]) -> str:
    """Return an analysis's status from its targets' (done once all are)."""
    if all(s == AnalysisState.DONE for s in states):
        return AnalysisState.DONE
    for state in (
        AnalysisState.FAILED,
        AnalysisState.UNAVAILABLE,
        AnalysisState.RETRYING,
        AnalysisState.RUNNING,
    ):
        if state in states:
            return state
    return AnalysisState.QUEUED


def target_view(row: AnalysisTarget) -> TargetView:
    """Return one target's status, its progress while running, its result once done."""
    status, progress, error = row.status, None, row.error
    if status in (AnalysisState.QUEUED, AnalysisState.RUNNING):
        status, progress, error = _live(row)
    return {
        "target": row.target,
        "status": status,
        "attempts": row.attempts,
        "progress": progress,
        "maximum": row.maximum,
        "result": row.result if status == AnalysisState.DONE else None,
        "error": error if status != AnalysisState.DONE else None,
    }


def _live(row: AnalysisTarget) -> tuple[str, dict[str, Any] | None, str | None]:
    """Return a pending target's status, progress and error as its job tells."""
    try:
        job = fetch_job(keys.job_id(row.id), connection())
    except REDIS_ERRORS:
        return AnalysisState.UNAVAILABLE, None, None
    if job is None:  # lost from Redis: the cron enqueues it again
        return AnalysisState.QUEUED, None, None
    state = job.get_status(refresh=False)
    if state in FINAL_STATUSES and state != JobStatus.FINISHED:
        return AnalysisState.FAILED, None, "the analysis of this target failed"
    if retry_cause(job) is not None:
        return AnalysisState.RETRYING, None, "its worker stopped; it runs again"
    progress = job.meta.get("progress")
    if state == JobStatus.STARTED:
        return AnalysisState.RUNNING, progress, None
    return AnalysisState.QUEUED, None, None
