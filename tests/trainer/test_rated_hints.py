"""A rated puzzle's hints are hidden as its solution is: from every position,
until the player has answered it, and then for that player only."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from service.library import store
from tests.helpers.api import assert_problem
from tests.trainer.helpers import optimal

pytestmark = pytest.mark.redis


def test_a_rated_puzzles_hints_open_to_the_player_who_answered_it(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    puzzle_id = client.get(
        "/v1/trainer/next?player=ann&difficulty=hardest", headers=auth
    ).json["id"]
    first = optimal(library, puzzle_id).split()[0]
    url = f"/v1/puzzles/{puzzle_id}/hints"
    for moves in ("", first):
        body = {"moves": moves}
        assert_problem(client.post(url, json=body), 403, "answer-hidden")
        asked = client.post(f"{url}?player=ann", json=body, headers=auth)
        assert_problem(asked, 403, "answer-hidden")
    attempt = client.post(
        "/v1/trainer/attempts",
        json={"player": "ann", "puzzle_id": puzzle_id, "solution": first},
        headers=auth,
    )
    assert attempt.status_code == 200, attempt.json
    shown = client.post(f"{url}?player=ann", json={"moves": first}, headers=auth)
    assert shown.status_code == 200, shown.json
    assert shown.json["hint"] and shown.json["moves_played"] == 1
    assert shown.json["position_id"] is None  # one viewer's: nothing queued or kept
    bob = client.post(f"{url}?player=bob", json={"moves": first}, headers=auth)
    assert_problem(bob, 403, "answer-hidden")
    assert_problem(client.post(url, json={"moves": first}), 403, "answer-hidden")
