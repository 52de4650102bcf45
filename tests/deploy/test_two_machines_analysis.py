"""Several machines and analyses: two API processes take the same analysis twice,
two workers started for analyses split its targets; each target runs once, and both
processes show the same results."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import sqlalchemy as sa

from service.game.layouts import board_for_code
from service.infra.extensions import make_engine
from tests.deploy.helpers import both
from tests.helpers.processes import Api, Workers
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]

LAYOUT = "1A4B3B2B"
ROBOTS = ["red", "green", "blue"]
ANALYST = ("-q", "background", "-q", "analysis")


def test_two_api_processes_and_two_workers_analyse_each_target_once(
    machines: tuple[list[Api], Workers, str], tmp_path: Path
) -> None:
    apis, workers, database = machines
    status, client = apis[0].call("POST", "/v1/clients", {"name": "analyst"})
    assert status == 201
    key = client["api_key"]
    me = apis[0].call("GET", "/v1/clients/me", None, key)[1]["id"]
    env = {**workers.env, "RICOCHET_ANALYSIS_KEYS": json.dumps([me])}
    for api in apis:  # the operator allows this client: restart with the setting
        api.stop()
    apis[:] = [Api(env, tmp_path / f"analyst-api{n}.log") for n in range(2)]
    workers.start(*ANALYST)
    workers.start(*ANALYST)
    board = board_for_code(LAYOUT)
    targets = [
        {"color": t.color, "cell": list(t.cell)}
        for t in board.targets
        if t.color in ROBOTS
    ][:4]
    spec = {"board": LAYOUT, "robots": ROBOTS, "targets": targets}
    made = [api.call("POST", "/v1/analyses", spec, key) for api in apis]
    assert [status for status, _ in made] == [202, 202], made
    urls = [body["links"]["self"] for _, body in made]

    def done() -> bool:
        return all(
            apis[n % 2].call("GET", url, None, key)[1]["status"] == "done"
            for n, url in enumerate(urls)
        )

    wait_until(done, 300, workers.logs)
    shown = [both(apis, "GET", url, key) for url in urls]
    results = [[t["result"] for t in body["targets"]] for body in shown]
    assert results[0] == results[1]  # one job per target, shared by both
    latest = both(apis, "GET", f"/v1/layouts/{LAYOUT}/analysis", key)
    assert [t["result"] for t in latest["targets"]] == results[0]
    engine = make_engine(database)
    with engine.connect() as db:
        rows = db.execute(
            sa.text("SELECT status, attempts FROM analysis_targets")
        ).all()
    engine.dispose()
    assert sorted(rows) == [("done", 1)] * 4
