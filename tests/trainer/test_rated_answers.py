"""A rated puzzle's answer is not one public GET away.

The reproduction: every trainer puzzle has its solve recorded, so `GET
/v1/puzzles/{id}/solution` (no key) answered at once for a `next` puzzle and for a
run's current puzzle: 40 of 40 "hardest" attempts won that way. Now a rated
puzzle's solution and hint are hidden until the player has answered it, and then
shown to that player only.
"""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.library import store
from tests.daily.helpers import solved_answer
from tests.helpers.api import assert_problem
from tests.helpers.variants import solves, widened
from tests.trainer.helpers import optimal

pytestmark = pytest.mark.redis


def answers_of(
    client: FlaskClient,
    puzzle_id: str,
    query: str = "",
    headers: dict[str, str] | None = None,
) -> list[int]:
    """Return the statuses of the solution and hint GETs of a puzzle."""
    url = f"/v1/puzzles/{puzzle_id}"
    return [
        client.get(f"{url}/{kind}{query}", headers=headers or {}).status_code
        for kind in ("solution", "hint")
    ]


def test_a_next_puzzles_answer_is_hidden_until_the_player_answers_it(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    puzzle_id = client.get(
        "/v1/trainer/next?player=ann&difficulty=hardest", headers=auth
    ).json["id"]
    for _ in range(2):  # the second from the process's copies
        assert_problem(
            client.get(f"/v1/puzzles/{puzzle_id}/solution"), 403, "answer-hidden"
        )
        assert_problem(
            client.get(f"/v1/puzzles/{puzzle_id}/hint"), 403, "answer-hidden"
        )
    assert answers_of(client, puzzle_id, "?player=ann", auth) == [403, 403]
    attempt = client.post(
        "/v1/trainer/attempts",
        json={"player": "ann", "puzzle_id": puzzle_id, "solution": "rN"},
        headers=auth,
    )
    assert attempt.status_code == 200, attempt.json
    shown = client.get(f"/v1/puzzles/{puzzle_id}/solution?player=ann", headers=auth)
    assert shown.status_code == 200 and shown.json["solution"], shown.json
    assert answers_of(client, puzzle_id, "?player=ann", auth) == [200, 200]
    assert answers_of(client, puzzle_id, "?player=bob", auth) == [403, 403]
    assert answers_of(client, puzzle_id) == [403, 403]  # and still nobody else
    # a player is named with the key: without it, 401
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution?player=ann").status_code == 401


def test_a_runs_puzzle_is_hidden_until_the_run_moves_past_it(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    run = client.post(
        "/v1/trainer/runs", json={"player": "cy", "mode": "streak"}, headers=auth
    ).json
    first = run["puzzle"]["id"]
    assert answers_of(client, first) == [403, 403]
    assert answers_of(client, first, "?player=cy", auth) == [403, 403]
    run = client.post(
        f"/v1/trainer/runs/{run['id']}/answers",
        json={"solution": optimal(library, first)},
        headers=auth,
    ).json
    assert run["puzzle"]["id"] != first
    assert answers_of(client, first, "?player=cy", auth) == [200, 200]
    assert answers_of(client, run["puzzle"]["id"], "?player=cy", auth) == [403, 403]
    assert answers_of(client, first, "?player=dee", auth) == [403, 403]


def test_the_page_shows_a_visitor_the_answer_after_their_attempt(
    app: Flask, client: FlaskClient, library: list[store.Entry]
) -> None:
    puzzle_id = client.get("/train/next").json["id"]
    url = f"/train/puzzles/{puzzle_id}/solution"
    assert_problem(client.get(url), 403, "answer-hidden")
    client.post("/train/attempts", json={"puzzle_id": puzzle_id, "solution": "rN"})
    shown = client.get(url)
    assert shown.status_code == 200 and shown.json["solution"], shown.json
    assert_problem(app.test_client().get(url), 403, "answer-hidden")  # another visitor
    assert_problem(
        client.get(f"/v1/puzzles/{puzzle_id}/solution"), 403, "answer-hidden"
    )


def test_a_bad_player_name_is_422(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    puzzle_id = library[0].puzzle.puzzle_id
    for bad in ("", "a%00b", "x" * 65):
        response = client.get(
            f"/v1/puzzles/{puzzle_id}/solution?player={bad}", headers=auth
        )
        assert response.status_code == 422, (bad, response.json)
        assert list(response.json["errors"]) == ["query.player"], response.json


def test_a_copy_of_a_rated_puzzle_on_a_wider_board_keeps_its_answer_hidden(
    app: Flask, client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    puzzle_id = client.get(
        "/v1/trainer/next?player=ann&difficulty=hardest", headers=auth
    ).json["id"]
    stored = client.get(f"/v1/puzzles/{puzzle_id}").json
    spec = {k: stored[k] for k in ("board", "robots", "target", "rules")}
    created = client.post("/v1/puzzles", json=widened(spec), headers=auth)
    assert created.status_code == 201, created.json
    copy_id = created.json["id"]
    assert copy_id != puzzle_id
    client.post(f"/v1/puzzles/{copy_id}/solution", headers=auth)  # queues a solve
    answer = solved_answer(app, copy_id)
    assert solves(spec, answer)  # the copy's answer is the rated puzzle's
    assert answers_of(client, copy_id) == [403, 403]
    assert answers_of(client, copy_id, "?player=ann", auth) == [403, 403]
    attempt = client.post(
        "/v1/trainer/attempts",
        json={"player": "ann", "puzzle_id": puzzle_id, "solution": "rN"},
        headers=auth,
    )
    assert attempt.status_code == 200, attempt.json
    assert answers_of(client, copy_id, "?player=ann", auth) == [200, 200]
    assert answers_of(client, copy_id, "?player=bob", auth) == [403, 403]
    assert answers_of(client, copy_id) == [403, 403]
