"""A rated puzzle's list of optimal solutions is hidden as its solution is: shown
only to a player who has answered it (`?player=` with the API key)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from service.library import store
from tests.helpers.api import assert_problem

pytestmark = pytest.mark.redis


def test_a_rated_puzzles_solutions_are_listed_to_the_player_who_answered(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    puzzle_id = client.get(
        "/v1/trainer/next?player=ann&difficulty=hardest", headers=auth
    ).json["id"]
    url = f"/v1/puzzles/{puzzle_id}/solutions"
    assert_problem(client.get(url), 403, "answer-hidden")
    assert_problem(client.get(f"{url}?player=ann", headers=auth), 403, "answer-hidden")
    attempt = client.post(
        "/v1/trainer/attempts",
        json={"player": "ann", "puzzle_id": puzzle_id, "solution": "rN"},
        headers=auth,
    )
    assert attempt.status_code == 200, attempt.json
    shown = client.get(f"{url}?player=ann", headers=auth)
    assert shown.status_code == 200, shown.json
    assert shown.json["status"] == "done" and shown.json["items"], shown.json
    solution = client.get(f"/v1/puzzles/{puzzle_id}/solution?player=ann", headers=auth)
    assert solution.json["optimal_moves"] == shown.json["optimal_moves"]
    assert_problem(client.get(f"{url}?player=bob", headers=auth), 403, "answer-hidden")
    assert_problem(client.get(url), 403, "answer-hidden")  # still nobody else
    assert_problem(client.get(f"{url}?player=ann"), 401, "unauthorized")
