"""Real worker processes: a board's targets split without duplicate work, and a
killed worker's target run again by another."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.analyses.models import AnalysisTarget
from service.game.analysis import analyse_target
from service.game.layouts import board_for_code
from tests.helpers.processes import Workers
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.redis]

LAYOUT = "1A4B3B2B"
ROBOTS = ["red", "green", "blue"]
"""Three robots on a classic layout: a few seconds of a worker per target."""
ANALYST = ("-q", "background", "-q", "analysis")
"""A worker started for analyses (a plain `python -m workers` takes none)."""


def targets(n: int) -> list[dict[str, Any]]:
    """Return the first n printed targets of the layout whose robot is in play."""
    board = board_for_code(LAYOUT)
    found = [t for t in board.targets if t.color in ROBOTS]
    return [{"color": t.color, "cell": list(t.cell)} for t in found[:n]]


def start(client: FlaskClient, analyst: dict[str, str], n: int) -> str:
    """Start an analysis of n targets; return its URL."""
    spec = {"board": LAYOUT, "robots": ROBOTS, "targets": targets(n)}
    response = client.post("/v1/analyses", json=spec, headers=analyst)
    assert response.status_code == 202, response.json
    return str(response.headers["Location"])


def show(client: FlaskClient, analyst: dict[str, str], url: str) -> dict[str, Any]:
    """Return an analysis as the API shows it."""
    body: dict[str, Any] = client.get(url, headers=analyst).json
    return body


def rows(db: so.Session) -> list[AnalysisTarget]:
    """Return the stored target rows, as the database has them now."""
    db.expire_all()
    return list(db.scalars(sa.select(AnalysisTarget)))


def test_two_workers_split_a_boards_targets_once_each(
    client: FlaskClient,
    analyst: dict[str, str],
    workers: Workers,  # noqa: F811
    db: so.Session,
    tmp_path: Path,
) -> None:
    plain = workers.start("--with-scheduler")  # serves the other queues only
    workers.start(*ANALYST)
    workers.start(*ANALYST)
    url = start(client, analyst, 4)
    done = wait_until(
        lambda: (b := show(client, analyst, url))["status"] == "done" and b,
        240,
        workers.logs,
    )
    assert [r.attempts for r in rows(db)] == [1, 1, 1, 1]
    logs = [(tmp_path / f"worker{n}.log").read_text() for n in range(3)]
    assert plain.poll() is None and "analyse_target_job" not in logs[0]
    assert all(log.count("analyse_target_job") >= 1 for log in logs[1:]), logs
    assert len({t["result"]["certificate"] for t in done["targets"]}) == 4


def test_a_killed_workers_target_runs_again_on_another(
    client: FlaskClient,
    analyst: dict[str, str],
    workers: Workers,  # noqa: F811
    db: so.Session,
) -> None:
    first = workers.start("--with-scheduler", *ANALYST)
    url = start(client, analyst, 1)

    def running() -> dict[str, Any] | None:
        target = show(client, analyst, url)["targets"][0]
        return target if target["progress"] else None

    progress = wait_until(running, 120, workers.logs)["progress"]
    assert progress["settled"] <= progress["total"] and progress["total"] > 0
    os.kill(first.pid, signal.SIGKILL)  # its horse dies with it
    first.wait(5)
    workers.start("--with-scheduler", *ANALYST)
    done = wait_until(
        lambda: (b := show(client, analyst, url))["status"] == "done" and b,
        120,
        workers.logs,
    )
    (row,) = rows(db)
    assert row.attempts == 2
    board = board_for_code(LAYOUT)
    cell = tuple(targets(1)[0]["cell"])
    expected = analyse_target(board, tuple(ROBOTS), board.target_at(cell))
    assert done["targets"][0]["result"]["counts"] == list(expected.counts)
