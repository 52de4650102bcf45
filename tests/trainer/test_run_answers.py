"""A run's answers name their puzzle: a repeat is answered as the first was and
costs nothing, and an answer to another puzzle than the current one is a 409
that changes nothing. Real threads on the real database (SQLite and PostgreSQL)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.library import store
from tests.trainer.helpers import RUNS, optimal

pytestmark = pytest.mark.redis

THREADS = 20


def start(client: FlaskClient, auth: dict[str, str], mode: str = "timed") -> Any:
    """Start a run; return its JSON."""
    started = client.post(RUNS, json={"player": "ann", "mode": mode}, headers=auth)
    assert started.status_code == 201, started.json
    return started.json


def fire(app: Flask, url: str, auth: dict[str, str], body: dict[str, Any]) -> list[Any]:
    """Post the same answer from THREADS threads at once; return the responses."""
    barrier = threading.Barrier(THREADS)

    def post(_: int) -> Any:
        client = app.test_client()
        barrier.wait()
        return client.post(url, json=body, headers=auth)

    with ThreadPoolExecutor(THREADS) as pool:
        return list(pool.map(post, range(THREADS)))


def test_twenty_copies_of_one_answer_get_one_verdict_and_advance_once(
    app: Flask, client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    run = start(client, auth)
    puzzle_id = run["puzzle"]["id"]
    body = {"puzzle_id": puzzle_id, "solution": optimal(library, puzzle_id)}
    answers = fire(app, f"{RUNS}/{run['id']}/answers", auth, body)
    assert [a.status_code for a in answers] == [200] * THREADS, answers[0].json
    verdicts = [a.json["last"] for a in answers]
    assert verdicts == [verdicts[0]] * THREADS
    assert verdicts[0]["puzzle_id"] == puzzle_id and verdicts[0]["right"] is True
    assert {(a.json["score"], a.json["mistakes"]) for a in answers} == {(1, 0)}
    shown = client.get(f"{RUNS}/{run['id']}", headers=auth).json
    assert (shown["score"], shown["mistakes"]) == (1, 0)
    assert shown["puzzle"]["id"] != puzzle_id  # advanced once, to the next puzzle


def test_a_repeated_miss_costs_once(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    run = start(client, auth)
    url = f"{RUNS}/{run['id']}/answers"
    body = {"puzzle_id": run["puzzle"]["id"], "solution": "rN rS"}
    first = client.post(url, json=body, headers=auth)
    again = client.post(url, json=body, headers=auth)
    assert first.status_code == again.status_code == 200, again.json
    assert first.json["last"] == again.json["last"]
    assert again.json["mistakes"] == 1
    assert again.json["seconds_left"] <= first.json["seconds_left"]
    assert again.json["puzzle"] == first.json["puzzle"]


def test_an_answer_to_another_puzzle_is_409_and_changes_nothing(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    run = start(client, auth, "streak")
    url = f"{RUNS}/{run['id']}/answers"
    first_id = run["puzzle"]["id"]
    other = next(e.puzzle.puzzle_id for e in library if e.puzzle.puzzle_id != first_id)
    stale = client.post(url, json={"puzzle_id": other, "solution": "rN"}, headers=auth)
    assert stale.status_code == 409, stale.json
    assert stale.mimetype == "application/problem+json"
    assert stale.json["type"].endswith("/not-current-puzzle")
    assert "puzzle_id" in stale.json["errors"]
    solution = optimal(library, first_id)
    body = {"puzzle_id": first_id, "solution": solution}
    assert client.post(url, json=body, headers=auth).json["score"] == 1
    # The first puzzle again, with another answer than the one counted: a 409.
    changed = {"puzzle_id": first_id, "solution": solution + " rS"}
    assert client.post(url, json=changed, headers=auth).status_code == 409
    shown = client.get(f"{RUNS}/{run['id']}", headers=auth).json
    assert (shown["status"], shown["score"], shown["mistakes"]) == ("running", 1, 0)


def test_an_answer_without_a_puzzle_id_answers_the_current_puzzle(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    run = start(client, auth)
    solution = optimal(library, run["puzzle"]["id"])
    answered = client.post(
        f"{RUNS}/{run['id']}/answers", json={"solution": solution}, headers=auth
    )
    assert answered.status_code == 200, answered.json
    assert answered.json["last"]["right"] is True and answered.json["score"] == 1
