"""Today's daily answer stays hidden behind any puzzle that plays the same.

The reproduction: post today's puzzle again with its board inline and one unrelated
printed target removed; the new puzzle has another id, and its solution was served.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.daily.store import published_puzzle
from service.infra.clock import FakeClock
from service.solving.secrecy import solution_hidden
from tests.daily.helpers import TODAY, mirrored, post, register, todays_spec
from tests.helpers.api import assert_problem
from workers import jobs

pytestmark = pytest.mark.usefixtures("days_generated")


def unrelated_target_removed(spec: dict[str, Any]) -> dict[str, Any]:
    """Return the spec without one printed target that is not the goal's cell."""
    other = copy.deepcopy(spec)
    targets = other["board"]["targets"]
    goal = spec["target"]["cell"]
    targets.remove(next(t for t in targets if t["cell"] != goal))
    return other


def test_an_equivalent_puzzle_does_not_reveal_todays_answer(
    app: Flask, client: FlaskClient, clock: FakeClock
) -> None:
    auth = register(client)
    daily_id, spec = todays_spec(client)
    variants = [unrelated_target_removed(spec), mirrored(spec)]
    variants.append({**spec, "board": {**spec["board"], "targets": []}})
    ids = [post(client, auth, variant) for variant in variants]
    assert daily_id not in ids and len(set(ids)) == len(ids)
    jobs.set_app(app)
    try:
        for puzzle_id in ids:
            jobs.solve_puzzle(puzzle_id)  # the answer exists: it must not be served
    finally:
        jobs.set_app(None)
    for puzzle_id in ids:
        url = f"/v1/puzzles/{puzzle_id}"
        assert_problem(client.get(f"{url}/solution"), 403, "answer-hidden")
        assert_problem(client.get(f"{url}/hint"), 403, "answer-hidden")
    # every generated day is over (today's hard answer holds tomorrow's hard one
    # within its optimum): every one of them may be solved
    clock.advance(hours=12, days=2)
    for puzzle_id in ids:
        response = client.get(f"/v1/puzzles/{puzzle_id}/solution")
        assert response.status_code == 200 and response.json["status"] == "done"
    with app.app_context():
        expert = published_puzzle(TODAY, "hard")
    assert response.json["optimal_moves"] == expert.optimal_moves


def test_a_puzzle_that_plays_differently_is_not_hidden(
    app: Flask, client: FlaskClient, clock: FakeClock
) -> None:
    auth = register(client)
    _, spec = todays_spec(client)
    taken = {tuple(cell) for cell in spec["robots"].values()}
    board = spec["board"]
    blocked = {tuple(c) for c in board["blocked"]} | {
        tuple(d["cell"]) for d in board["diagonals"]
    }
    color, (x, y) = next(iter(spec["robots"].items()))
    free = next(
        (cx, cy)
        for cx in range(board["width"])
        for cy in range(board["height"])
        if (cx, cy) not in taken | blocked and abs(cx - x) + abs(cy - y) > 3
    )
    moved = copy.deepcopy(spec)
    moved["robots"][color] = list(free)
    puzzle_id = post(client, auth, moved)
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
    with app.app_context():
        assert not solution_hidden(puzzle_id)


@pytest.mark.parametrize("tier", ["easy", "hard"])
def test_an_inline_equivalent_is_hidden_by_its_key(
    app: Flask, client: FlaskClient, clock: FakeClock, tier: str
) -> None:
    from service.game.fingerprint import play_key
    from service.game.puzzle import parse_puzzle

    _, spec = todays_spec(client, tier)
    inline = parse_puzzle(unrelated_target_removed(spec))
    with app.app_context():  # not stored (a check job's inline item): the key tells
        assert solution_hidden(inline.puzzle_id, play_key(inline))
        assert not solution_hidden(inline.puzzle_id)


def test_grading_an_inline_equivalent_hides_the_optimum(
    app: Flask, client: FlaskClient, clock: FakeClock
) -> None:
    from service.puzzles.checks import check_batch
    from workers.checkrun import grade_results

    _, spec = todays_spec(client)
    with app.app_context():
        solution = published_puzzle(TODAY, "hard").solution
    items = [{"puzzle": unrelated_target_removed(spec), "solution": solution}]
    with app.app_context():  # what a check job's worker does with `grade`
        results = check_batch(items, steps=False)
        grade_results(results, items)
    assert results[0]["solved"] is True
    assert results[0]["grade"] == "hidden" and results[0]["optimal_moves"] is None
