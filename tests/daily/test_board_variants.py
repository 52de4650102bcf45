"""A hidden daily answer is never served through a copy on another board.

The reproductions: today's puzzle (every tier) copied onto a board one column wider
(the new column blocked), shifted one column, and those turned or mirrored, posted
again: each variant's optimum was solved and served (solution, hint, solve jobs
with the variant inline, check jobs' grading), and it solves today's puzzle in its
optimum. An answer is now replayed on every hidden puzzle in each orientation.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from tests.daily.helpers import posted_variants, register
from tests.helpers.api import assert_problem
from tests.helpers.daily import SMALL_TIERS
from workers.checkrun import grade_results
from workers.solvebatch import solve_items
from workers.solving import solve_limits

pytestmark = [pytest.mark.usefixtures("days_generated"), pytest.mark.redis]
TIERS = [tier["name"] for tier in SMALL_TIERS]


@pytest.mark.parametrize("tier", TIERS)
def test_no_board_variant_serves_todays_answer(
    app: Flask, client: FlaskClient, clock: FakeClock, tier: str
) -> None:
    posted = posted_variants(app, client, tier)
    auth = register(client, "asker")
    for name, puzzle_id, _, _ in posted:
        url = f"/v1/puzzles/{puzzle_id}"
        for response in (
            client.get(f"{url}/solution"),
            client.get(f"{url}/solution"),  # from the process's caches now
            client.post(f"{url}/solution", headers=auth),
            client.get(f"{url}/hint"),
        ):
            assert_problem(response, 403, "answer-hidden"), name
    clock.advance(hours=12, days=2)  # every generated day is over: all are served
    for _, puzzle_id, _, _ in posted:
        assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
        assert client.get(f"/v1/puzzles/{puzzle_id}/hint").status_code == 200


@pytest.mark.parametrize("tier", TIERS)
def test_jobs_withhold_board_variants(
    app: Flask, client: FlaskClient, clock: FakeClock, tier: str
) -> None:
    posted = posted_variants(app, client, tier)
    checks: list[Any] = [{"puzzle_id": p, "solution": a} for _, p, _, a in posted]
    checks += [{"puzzle": v, "solution": a} for _, _, v, a in posted]
    solves_: list[Any] = [{"puzzle": v} for _, _, v, _ in posted]
    with app.app_context():
        from service.puzzles.checks import check_batch

        results = check_batch(checks, steps=False, source="job")
        grade_results(results, checks)
        solved = solve_items(solves_, 0, solve_limits(), "job-boards", 0)
    for result in results:
        assert result["solved"] is True, result
        assert result["grade"] == "hidden" and result["optimal_moves"] is None, result
    for result in solved:
        assert result.get("result") == "hidden", result
        assert "solution" not in result and "optimal_moves" not in result
