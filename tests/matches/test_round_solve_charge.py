"""A round started on a big board charges its solve (on `heavy`) to the game's
client and the address, as a solve asked for is; past a budget the round starts
without queueing it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask

from service.infra.queues import HEAVY, fetch_job
from service.solving.solves import job_id
from tests.matches.helpers import Table

pytestmark = pytest.mark.redis


def charged(redis: Any, owner: str) -> float:
    """Return the seconds charged to keys (`key`) or addresses (`ip`)."""
    return sum(float(redis.get(k) or 0) for k in redis.keys(f"ricochet:work:{owner}:*"))


def test_a_rounds_solve_of_a_big_board_is_charged(
    open_table: Callable[..., Table], app: Flask, redis: Any
) -> None:
    app.config["SOLVE_LONG_CELLS"] = 255  # the 16 x 16 board counts as big
    table = open_table()
    rnd = table.start_round(None)
    with app.app_context():
        job = fetch_job(job_id(rnd["puzzle_id"]))
    assert job is not None and job.origin == HEAVY
    seconds = float(app.config["SOLVE_MAX_SECONDS"])
    assert charged(redis, "key") == pytest.approx(seconds)
    assert charged(redis, "ip") == pytest.approx(seconds)


def test_past_the_budget_the_round_starts_without_its_solve(
    open_table: Callable[..., Table], app: Flask, redis: Any
) -> None:
    app.config["SOLVE_LONG_CELLS"] = 255
    app.config["WORK_BUDGET_PER_KEY"] = float(app.config["SOLVE_MAX_SECONDS"]) / 2
    table = open_table()
    rnd = table.start_round(None)  # 201: the round is not refused
    with app.app_context():
        assert fetch_job(job_id(rnd["puzzle_id"])) is None
    assert charged(redis, "key") == 0


def test_a_standard_boards_round_costs_nothing(
    open_table: Callable[..., Table], app: Flask, redis: Any
) -> None:
    table = open_table()
    table.start_round(None)
    assert charged(redis, "key") == 0
