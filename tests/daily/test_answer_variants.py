"""A hidden daily answer is never served through a variant that it solves.

The reproductions: today's puzzle (every tier) posted again with walls between its
blocked centre cells, with the ricochet rule flipped, a far corner blocked, a robot
the answer never moves placed elsewhere, turned or mirrored. Each plays
differently (or, for the walls, used to get a new play key), its optimum was solved
and served, and that answer solves today's puzzle.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.daily.store import published_puzzle
from service.game.notation import Move, parse_solution
from service.infra.clock import FakeClock
from tests.daily.helpers import TODAY, post, register, solved_answer, todays_spec
from tests.helpers.api import assert_problem
from tests.helpers.daily import SMALL_TIERS
from tests.helpers.variants import solves, variants
from workers.checkrun import grade_results
from workers.solvebatch import solve_items
from workers.solving import solve_limits

pytestmark = [pytest.mark.usefixtures("days_generated"), pytest.mark.redis]
TIERS = [tier["name"] for tier in SMALL_TIERS]


def leaking_variants(
    app: Flask, client: FlaskClient, tier: str
) -> tuple[list[tuple[str, str, list[Move]]], list[str]]:
    """Post today's variants of a tier, solve them; return the spec and (name, id,
    answer) of those whose own answer solves today's puzzle, and the ids of the
    others (their answers may be served)."""
    auth = register(client, f"variants-{tier}")
    daily_id, spec = todays_spec(client, tier)
    with app.app_context():
        answer = parse_solution(published_puzzle(TODAY, tier).solution)
    leaking, others = [], []
    for name, variant, back in variants(spec, answer):
        puzzle_id = post(client, auth, variant)
        assert puzzle_id != daily_id, name
        found = solved_answer(app, puzzle_id)
        if solves(spec, back(found)):
            leaking.append((name, puzzle_id, found))
        else:
            others.append(puzzle_id)
    names = {name for name, _, _ in leaking}
    assert {"walls between blocked cells", "turned, walls added"} <= names
    return leaking, others


@pytest.mark.parametrize("tier", TIERS)
def test_no_variant_serves_todays_answer(
    app: Flask, client: FlaskClient, clock: FakeClock, tier: str
) -> None:
    posted, others = leaking_variants(app, client, tier)
    auth = register(client, "asker")
    for name, puzzle_id, _ in posted:
        url = f"/v1/puzzles/{puzzle_id}"
        for response in (
            client.get(f"{url}/solution"),
            client.get(f"{url}/solution"),  # from the process's caches now
            client.post(f"{url}/solution", headers=auth),
            client.get(f"{url}/hint"),
        ):
            assert_problem(response, 403, "answer-hidden"), name
    for puzzle_id in others:  # an answer that does not solve today's is served
        assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
    # every generated day is over (a day's answer may solve a later day's puzzle
    # within its optimum: today's hard answer holds tomorrow's): all are served
    clock.advance(hours=12, days=2)
    for _, puzzle_id, _ in posted:
        assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
        assert client.get(f"/v1/puzzles/{puzzle_id}/hint").status_code == 200


@pytest.mark.parametrize("tier", TIERS)
def test_check_jobs_do_not_grade_a_variant_against_its_optimum(
    app: Flask, client: FlaskClient, clock: FakeClock, tier: str
) -> None:
    posted, _ = leaking_variants(app, client, tier)
    items: list[Any] = [{"puzzle_id": p, "solution": f} for _, p, f in posted]
    items.append(
        {"puzzle": variants_spec(client, posted[0][1]), "solution": posted[0][2]}
    )
    with app.app_context():
        from service.puzzles.checks import check_batch

        results = check_batch(items, steps=False, source="job")
        grade_results(results, items)
    for result in results:
        assert result["solved"] is True, result
        assert result["grade"] == "hidden" and result["optimal_moves"] is None, result


@pytest.mark.parametrize("tier", TIERS)
def test_solve_jobs_withhold_a_variant_answer(
    app: Flask, client: FlaskClient, clock: FakeClock, tier: str
) -> None:
    posted, _ = leaking_variants(app, client, tier)
    items: list[Any] = [{"puzzle_id": p} for _, p, _ in posted]
    items.append({"puzzle": variants_spec(client, posted[-1][1])})
    with app.app_context():
        results = solve_items(items, 0, solve_limits(), "job-variants", 0)
    for result in results:
        assert result.get("result") == "hidden", result
        assert "solution" not in result and "optimal_moves" not in result


def variants_spec(client: FlaskClient, puzzle_id: str) -> dict[str, Any]:
    """Return a stored variant's spec with its board inline (an inline item)."""
    stored = client.get(f"/v1/puzzles/{puzzle_id}").json
    return {k: stored[k] for k in ("board", "robots", "target", "rules")}
