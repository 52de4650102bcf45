"""The trainer over HTTP: next, attempts, ratings, the dashboard, bad input."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.features import themes_of
from service.infra.extensions import db
from service.library import store
from service.library.models import PuzzleRating
from service.trainer.stats import extremes
from tests.trainer.glicko_reference import bounded, update

pytestmark = pytest.mark.redis

NEXT = "/v1/trainer/next"
ATTEMPTS = "/v1/trainer/attempts"


def solution_of(entry: store.Entry) -> str:
    """Return an entry's optimal solution in compact notation."""
    return " ".join(f"{robot[0]}{direction}" for robot, direction in entry.solution)


def by_id(library: list[store.Entry], puzzle_id: str) -> store.Entry:
    """Return the library entry of a puzzle id."""
    return next(e for e in library if e.puzzle.puzzle_id == puzzle_id)


def test_next_is_unattempted_near_the_rating_and_hides_the_answer(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    response = client.get(f"{NEXT}?player=ann&difficulty=normal", headers=auth)
    assert response.status_code == 200, response.json
    shown = response.json
    assert {"rating", "rd", "board", "robots", "target"} <= set(shown)
    assert "optimal_moves" not in shown and "solution" not in shown
    assert shown["target_rating"] == 1500.0
    ratings = [
        client.get(f"/v1/trainer/puzzles/{e.puzzle.puzzle_id}").json["rating"]
        for e in library
    ]
    nearest = sorted(abs(r - 1500) for r in ratings)
    assert abs(shown["rating"] - 1500) <= nearest[1] + 1e-6  # among the two nearest
    harder = client.get(f"{NEXT}?player=ann&difficulty=hardest", headers=auth).json
    assert harder["target_rating"] == 2100.0


def test_a_first_attempt_is_rated_exactly_as_glicko2_and_later_ones_are_not(
    app: Flask, client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    entry = library[0]
    puzzle_id = entry.puzzle.puzzle_id
    with app.app_context():
        row = db.session.get(PuzzleRating, puzzle_id)
        assert row is not None
        before = {"rating": row.rating, "rd": row.rd}
    body = {"player": "bob", "puzzle_id": puzzle_id, "solution": solution_of(entry)}
    first = client.post(ATTEMPTS, json=body, headers=auth)
    assert first.status_code == 200, first.json
    result = first.json
    assert (
        result["won"]
        and result["rated"]
        and result["optimal_moves"] == entry.optimal_moves
    )
    want_player = bounded(*update(1500, 500, 0.09, before["rating"], before["rd"], 1))
    want_puzzle = bounded(*update(before["rating"], before["rd"], 0.09, 1500, 500, 0))
    assert result["player"]["rating"] == pytest.approx(want_player[0], abs=0.006)
    assert result["player"]["rd"] == pytest.approx(want_player[1], abs=0.006)
    assert result["player"]["delta"] == pytest.approx(want_player[0] - 1500, abs=0.006)
    assert result["puzzle"]["rating"] == pytest.approx(want_puzzle[0], abs=0.006)
    assert result["puzzle"]["rd"] == pytest.approx(want_puzzle[1], abs=0.006)
    after = client.get(f"/v1/trainer/puzzles/{puzzle_id}").json
    assert after["attempts"] == 1 and after["wins"] == 1
    again = client.post(ATTEMPTS, json=body, headers=auth).json
    assert again["rated"] is False and again["player"]["delta"] == 0
    assert client.get(f"/v1/trainer/puzzles/{puzzle_id}").json == after
    seen = client.get(f"{NEXT}?player=bob", headers=auth).json
    assert seen["id"] != puzzle_id  # never a puzzle already attempted


def test_a_longer_solution_is_a_loss(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    entry = next(e for e in library if e.optimal_moves >= 2)
    body = {"player": "cy", "puzzle_id": entry.puzzle.puzzle_id, "solution": "rN"}
    result = client.post(ATTEMPTS, json=body, headers=auth).json
    assert result["rated"] and not result["won"]
    assert result["player"]["delta"] < 0 < result["puzzle"]["delta"]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("player=ann&difficulty=impossible", "difficulty"),
        ("player=ann&theme=nonsense", "theme"),
        ("player=ann&family=nonsense", "family"),
        ("player=a%01b", "player"),
        ("", "player"),
    ],
)
def test_bad_next_queries_are_422(
    client: FlaskClient, auth: dict[str, str], query: str, field: str
) -> None:
    response = client.get(f"{NEXT}?{query}", headers=auth)
    assert response.status_code == 422
    assert f"query.{field}" in response.json["errors"]


def test_bad_attempts_store_nothing(
    app: Flask, client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    puzzle_id = library[0].puzzle.puzzle_id
    cases: list[tuple[dict[str, Any], int, str]] = [
        (
            {"player": "dee", "puzzle_id": "pnotinthelibrary", "solution": "rN"},
            404,
            "puzzle_id",
        ),
        ({"player": "dee", "puzzle_id": puzzle_id, "solution": "rX"}, 422, "solution"),
        ({"player": "d\x00e", "puzzle_id": puzzle_id, "solution": "rN"}, 422, "player"),
        ({"player": "dee", "puzzle_id": puzzle_id}, 422, "solution"),
    ]
    for body, status, field in cases:
        response = client.post(ATTEMPTS, json=body, headers=auth)
        assert response.status_code == status, (body, response.json)
        assert any(k.startswith(field) for k in response.json["errors"]), response.json
    player = client.get("/v1/trainer/players/dee", headers=auth).json
    assert player["attempts"] == 0 and player["history"] == []
    assert client.get(f"/v1/trainer/puzzles/{puzzle_id}").json["attempts"] == 0


def test_the_dashboard_counts_themes_and_names_the_weakest(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    for n, entry in enumerate(library[:8]):
        solution = solution_of(entry) if n % 2 == 0 else "rN"
        body = {
            "player": "eve",
            "puzzle_id": entry.puzzle.puzzle_id,
            "solution": solution,
        }
        assert client.post(ATTEMPTS, json=body, headers=auth).status_code == 200
    shown = client.get("/v1/trainer/players/eve?days=7", headers=auth).json
    assert shown["attempts"] == 8 and len(shown["history"]) == 8
    assert shown["provisional"] is (shown["rd"] >= 110)
    counted = {t["theme"]: t for t in shown["themes"]}
    for theme, row in counted.items():
        having = [e for e in library[:8] if theme in themes_of(e.features)]
        assert row["attempts"] == len(having)
    assert (shown["weakest"], shown["strongest"]) == extremes(shown["themes"])


@pytest.mark.postgres
def test_concurrent_attempts_on_one_puzzle_are_all_counted(
    app: Flask, client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    if app.config["DATABASE_URL"].startswith("sqlite"):
        pytest.skip("row locks: PostgreSQL")
    entry = library[0]
    puzzle_id = entry.puzzle.puzzle_id
    start = client.get(f"/v1/trainer/puzzles/{puzzle_id}").json

    def play(n: int) -> dict[str, Any]:
        solution = solution_of(entry) if n % 3 else "rN"
        body = {"player": f"p{n}", "puzzle_id": puzzle_id, "solution": solution}
        with app.test_client() as own:
            response = own.post(ATTEMPTS, json=body, headers=auth)
        assert response.status_code == 200, response.json
        return dict(response.json)

    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(play, range(200)))
    after = client.get(f"/v1/trainer/puzzles/{puzzle_id}").json
    assert after["attempts"] == 200
    assert after["wins"] == sum(r["won"] for r in results)
    # each attempt moved the puzzle from where the previous one left it: the deltas
    # add up to the whole change, and the order of their application replays
    total = sum(r["puzzle"]["delta"] for r in results)
    assert after["rating"] == pytest.approx(start["rating"] + total, abs=0.5)


def test_an_illegal_step_is_named_by_its_index_as_in_checks(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    puzzle_id = library[0].puzzle.puzzle_id
    body = {"player": "ann", "puzzle_id": puzzle_id, "solution": "rN rN"}
    tried = client.post(ATTEMPTS, json=body, headers=auth)
    checked = client.post(
        f"/v1/puzzles/{puzzle_id}/checks", json={"solution": "rN rN"}, headers=auth
    )
    assert tried.status_code == 200 and checked.status_code == 200, checked.json
    assert tried.json["error"] == checked.json["error"]
    assert tried.json["error"]["step"] == 1 and type(tried.json["error"]["step"]) is int
