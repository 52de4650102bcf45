"""`make run`'s workers run analyses: one worker of its own serves the analysis
queue, alone and at a low priority, so a `POST /v1/analyses` on a `make run`
install is done without holding the heavy worker."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.tools.devserver import (
    ANALYSIS_NICENESS,
    ANALYSIS_WORKER_ARGS,
    CHILD_NAMES,
    WORKER_ARGS,
    child_commands,
)
from tests.analyses.helpers import analysis_spec
from tests.helpers.processes import Workers
from tests.helpers.wait import wait_until


def queues_of(command: list[str]) -> list[str]:
    """Return the queues a `python -m workers` command names, in order."""
    return [command[i + 1] for i, arg in enumerate(command) if arg == "-q"]


def show(client: FlaskClient, analyst: dict[str, str], url: str) -> dict[str, Any]:
    """Return an analysis as the API shows it."""
    body: dict[str, Any] = client.get(url, headers=analyst).json
    return body


def worker_commands() -> dict[str, list[str]]:
    """Return `make run`'s worker children by name."""
    named = zip(CHILD_NAMES, child_commands(8000), strict=True)
    return {name: cmd for name, (cmd, _env) in named if "workers" in cmd}


def test_one_niced_worker_serves_the_analysis_queue_alone() -> None:
    commands = worker_commands()
    serving = [name for name, cmd in commands.items() if "analysis" in queues_of(cmd)]
    assert serving == ["the analysis worker"]
    analyst = commands["the analysis worker"]
    assert analyst[:3] == ["nice", "-n", str(ANALYSIS_NICENESS)]
    assert queues_of(analyst) == ["analysis"]
    assert queues_of(commands["the heavy worker"]) == ["heavy"]


@pytest.mark.slow
@pytest.mark.redis
def test_make_runs_workers_finish_a_posted_analysis(
    client: FlaskClient,
    analyst: dict[str, str],
    workers: Workers,  # noqa: F811
    tmp_path: Path,
) -> None:
    for args in (*WORKER_ARGS, ANALYSIS_WORKER_ARGS):  # what `make run` starts
        workers.start(*args)
    response = client.post("/v1/analyses", json=analysis_spec(), headers=analyst)
    assert response.status_code == 202, response.json
    url = response.headers["Location"]
    done = wait_until(
        lambda: (b := show(client, analyst, url))["status"] == "done" and b,
        120,
        workers.logs,
    )
    assert {t["status"] for t in done["targets"]} == {"done"}
    logs = [(tmp_path / f"worker{n}.log").read_text() for n in range(4)]
    assert "analyse_target_job" in logs[3]
    assert not any("analyse_target_job" in log for log in logs[:3])
