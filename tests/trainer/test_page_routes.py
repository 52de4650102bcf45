"""The /train page's own routes: the trainer for a visitor named by a cookie."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.accounts.clients import WEB_CLIENT_ID
from service.infra.extensions import db
from service.library import store
from service.trainer.models import TrainerAttempt, TrainerPlayer, TrainerRun
from service.web.players import COOKIE
from tests.helpers.api import assert_problem

pytestmark = pytest.mark.redis


def optimal(library: list[store.Entry], puzzle_id: str) -> str:
    """Return the optimal solution of a library puzzle, compact."""
    entry = next(e for e in library if e.puzzle.puzzle_id == puzzle_id)
    return " ".join(f"{robot[0]}{d}" for robot, d in entry.solution)


def rows(app: Flask, model: Any) -> int:
    """Count a table's rows."""
    with app.app_context():
        return int(db.session.scalar(sa.select(sa.func.count()).select_from(model)))


def test_the_page_is_served_under_the_sites_policy(client: FlaskClient) -> None:
    page = client.get("/train")
    assert page.status_code == 200
    policy = page.headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy
    html = page.get_data(as_text=True)
    assert 'src="/static/train/train.js"' in html and "https://" not in html
    assert 'href="/train" aria-current="page"' in html
    assert client.get("/static/train/train.js").status_code == 200
    assert 'href="/train"' in client.get("/").get_data(as_text=True)
    assert 'href="/train"' in client.get("/puzzles").get_data(as_text=True)


def test_a_cookie_names_the_visitor_and_only_a_first_attempt_is_rated(
    app: Flask, client: FlaskClient, library: list[store.Entry]
) -> None:
    shown = client.get("/train/next")
    assert shown.status_code == 200, shown.json
    cookie = client.get_cookie(COOKIE, path="/train")
    assert cookie is not None and cookie.http_only and cookie.path == "/train"
    assert "optimal_moves" not in shown.json and "solution" not in shown.json
    puzzle_id = shown.json["id"]
    body = {"puzzle_id": puzzle_id, "solution": optimal(library, puzzle_id)}
    first = client.post("/train/attempts", json=body)
    assert first.status_code == 200, first.json
    assert first.json["won"] is True and first.json["rated"] is True
    assert first.json["player"]["delta"] > 0 and first.json["puzzle"]["delta"] < 0
    again = client.post("/train/attempts", json=body)
    assert again.json["rated"] is False and again.json["player"]["delta"] == 0
    me = client.get("/train/me").json
    assert me["attempts"] == 1 and len(me["history"]) == 1
    assert me["rating"] == pytest.approx(first.json["player"]["rating"], abs=0.1)
    assert me["best"] == {"streak": 0, "timed": 0}
    with app.app_context():  # the page's visitors are players of the `web` client
        (player,) = db.session.scalars(sa.select(TrainerPlayer)).all()
        assert player.client_id == WEB_CLIENT_ID and player.player == me["player"]
    stranger = app.test_client()  # another browser: a new visitor, rated afresh
    assert stranger.get("/train/me").json["attempts"] == 0
    theirs = stranger.post("/train/attempts", json=body).json
    assert theirs["rated"] is True


def test_next_skips_what_the_visitor_attempted(
    client: FlaskClient, library: list[store.Entry]
) -> None:
    seen = set()
    for _ in library:
        shown = client.get("/train/next?difficulty=easiest")
        assert shown.status_code == 200, shown.json
        puzzle_id = shown.json["id"]
        assert puzzle_id not in seen
        seen.add(puzzle_id)
        client.post("/train/attempts", json={"puzzle_id": puzzle_id, "solution": "rN"})
    spent = client.get("/train/next")
    assert_problem(spent, 404, "no-puzzle")


def test_a_streak_on_the_page_is_the_visitors_own(
    app: Flask, client: FlaskClient, library: list[store.Entry]
) -> None:
    started = client.post("/train/runs", json={"mode": "streak"})
    assert started.status_code == 201, started.json
    run = started.json
    url = f"/train/runs/{run['id']}"
    stranger = app.test_client()
    assert_problem(stranger.get(url), 404, "not-found")
    denied = stranger.post(f"{url}/answers", json={"solution": "rN"})
    assert_problem(denied, 404, "not-found")
    right = optimal(library, run["puzzle"]["id"])
    run = client.post(f"{url}/answers", json={"solution": right}).json
    assert run["last"]["right"] is True and run["score"] == 1
    missed = client.post(f"{url}/answers", json={"solution": "rN rS"}).json
    assert missed["status"] == "finished" and missed["best"] == 1
    assert_problem(
        client.post(f"{url}/answers", json={"solution": "rN"}), 409, "run-over"
    )
    assert client.get("/train/me").json["best"]["streak"] == 1


def test_a_timed_run_shows_its_clock(
    client: FlaskClient, library: list[store.Entry]
) -> None:
    run = client.post("/train/runs", json={"mode": "timed"}).json
    assert run["status"] == "running" and 0 < run["seconds_left"] <= 180
    assert client.get(f"/train/runs/{run['id']}").json["seconds_left"] <= 180


def test_a_forged_cookie_is_a_new_visitor(
    client: FlaskClient, library: list[store.Entry]
) -> None:
    client.set_cookie(COOKIE, "forged.value", path="/train")
    me = client.get("/train/me")
    assert me.status_code == 200 and me.json["attempts"] == 0
    assert client.get_cookie(COOKIE, path="/train").value != "forged.value"


BAD = [
    ("get", "/train/next?difficulty=extreme", None, 422, "query.difficulty"),
    ("get", "/train/next?theme=nope", None, 422, "query.theme"),
    ("get", "/train/me?days=0", None, 422, "query.days"),
    ("post", "/train/attempts", {"solution": "rN"}, 422, "puzzle_id"),
    ("post", "/train/attempts", {"puzzle_id": "", "solution": "rN"}, 422, "puzzle_id"),
    ("post", "/train/attempts", {"puzzle_id": "p", "solution": "rN", "x": 1}, 422, "x"),
    ("post", "/train/attempts", {"puzzle_id": "nope", "solution": "rN"}, 404, None),
    ("post", "/train/runs", {"mode": "marathon"}, 422, "mode"),
    ("post", "/train/runs", {"mode": "streak", "player": "eve"}, 422, "player"),
    ("post", "/train/runs/trnope/answers", {"solution": "rN"}, 404, None),
    ("get", "/train/runs/trnope", None, 404, None),
]


@pytest.mark.parametrize(("method", "url", "body", "status", "field"), BAD)
def test_bad_input_is_a_problem_naming_the_field_and_stores_nothing(
    app: Flask,
    client: FlaskClient,
    library: list[store.Entry],
    method: str,
    url: str,
    body: Any,
    status: int,
    field: str | None,
) -> None:
    response = getattr(client, method)(url, json=body)
    assert response.status_code == status, response.json
    assert response.content_type == "application/problem+json"
    if field is not None:
        assert field in response.json["errors"], response.json
    for model in (TrainerAttempt, TrainerPlayer, TrainerRun):
        assert rows(app, model) == 0


def test_a_bad_solution_to_a_real_puzzle_names_its_move_and_stores_nothing(
    app: Flask, client: FlaskClient, library: list[store.Entry]
) -> None:
    puzzle_id = client.get("/train/next").json["id"]
    bad = client.post(
        "/train/attempts", json={"puzzle_id": puzzle_id, "solution": "rX"}
    )
    body = assert_problem(bad, 422, "validation-error")
    assert any(key.startswith("solution") for key in body["errors"]), body
    typeless = client.post(
        "/train/attempts", json={"puzzle_id": puzzle_id, "solution": 7}
    )
    assert typeless.status_code == 422 and "solution" in typeless.json["errors"]
    run = client.post("/train/runs", json={"mode": "streak"}).json
    garbled = client.post(f"/train/runs/{run['id']}/answers", json={"solution": "zz"})
    assert garbled.status_code == 422
    assert rows(app, TrainerAttempt) == 0 and rows(app, TrainerPlayer) == 0
    assert client.get(f"/train/runs/{run['id']}").json["score"] == 0
