"""Streaks and timed runs: drawn, timed and scored by the server."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from service.library import store
from service.trainer.runs import MISTAKE_SECONDS, TIMED_SECONDS, draw, new_run
from tests.trainer.helpers import RUNS, optimal

pytestmark = pytest.mark.redis


def test_a_streak_climbs_and_ends_at_the_first_miss(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    started = client.post(RUNS, json={"player": "ann", "mode": "streak"}, headers=auth)
    assert started.status_code == 201, started.json
    run = started.json
    assert "optimal_moves" not in run["puzzle"]
    ratings = []
    for _ in range(3):
        puzzle_id = run["puzzle"]["id"]
        ratings.append(client.get(f"/v1/trainer/puzzles/{puzzle_id}").json["rating"])
        url = f"{RUNS}/{run['id']}/answers"
        run = client.post(
            url, json={"solution": optimal(library, puzzle_id)}, headers=auth
        ).json
        assert run["last"]["right"] is True
    assert run["score"] == 3 and ratings == sorted(ratings)  # ascending difficulty
    missed = client.post(
        f"{RUNS}/{run['id']}/answers", json={"solution": "rN rS"}, headers=auth
    ).json
    assert missed["status"] == "finished" and missed["score"] == 3
    assert missed["puzzle"] is None and missed["best"] == 3
    over = client.post(
        f"{RUNS}/{run['id']}/answers", json={"solution": "rN"}, headers=auth
    )
    assert over.status_code == 409
    again = client.post(
        RUNS, json={"player": "ann", "mode": "streak"}, headers=auth
    ).json
    assert again["best"] == 3 and again["score"] == 0


def test_a_timed_run_keeps_its_own_clock_and_a_miss_costs_time(
    client: FlaskClient,
    auth: dict[str, str],
    library: list[store.Entry],
    clock: FakeClock,
) -> None:
    run = client.post(RUNS, json={"player": "bo", "mode": "timed"}, headers=auth).json
    assert run["seconds_left"] == TIMED_SECONDS
    clock.advance(20)
    run = client.post(
        f"{RUNS}/{run['id']}/answers", json={"solution": "rN rS"}, headers=auth
    ).json
    assert run["mistakes"] == 1 and run["status"] == "running"
    assert run["seconds_left"] == TIMED_SECONDS - 20 - MISTAKE_SECONDS
    clock.advance(TIMED_SECONDS)
    shown = client.get(f"{RUNS}/{run['id']}", headers=auth).json
    assert shown["status"] == "finished" and shown["puzzle"] is None
    late = client.post(
        f"{RUNS}/{run['id']}/answers", json={"solution": "rN"}, headers=auth
    )
    assert late.status_code == 409  # the server's clock decides, not the client


def test_runs_are_the_clients_own_and_bad_input_is_4xx(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    bad = client.post(RUNS, json={"player": "ann", "mode": "marathon"}, headers=auth)
    assert bad.status_code == 422 and "mode" in bad.json["errors"]
    run = client.post(RUNS, json={"player": "ann", "mode": "streak"}, headers=auth).json
    other = client.post("/v1/clients", json={"name": "other"}).json["api_key"]
    theirs = {"Authorization": f"Bearer {other}"}
    assert client.get(f"{RUNS}/{run['id']}", headers=theirs).status_code == 404
    garbled = client.post(
        f"{RUNS}/{run['id']}/answers", json={"solution": "zz"}, headers=auth
    )
    assert garbled.status_code == 422
    assert client.get(f"{RUNS}/{run['id']}", headers=auth).json["score"] == 0


def play(
    client: FlaskClient, auth: dict[str, str], run: Any, solve: Callable[[str], str]
) -> list[str]:
    """Answer a run with `solve(puzzle_id)` until it is over; return the puzzles
    it showed."""
    shown = []
    while run["puzzle"] is not None:
        shown.append(run["puzzle"]["id"])
        body = {"puzzle_id": shown[-1], "solution": solve(shown[-1])}
        url = f"{RUNS}/{run['id']}/answers"
        run = client.post(url, json=body, headers=auth).json
    return shown


def test_a_run_never_shows_a_puzzle_the_player_attempted_or_saw_in_a_run(
    client: FlaskClient, auth: dict[str, str], library: list[store.Entry]
) -> None:
    ratings = {
        e.puzzle.puzzle_id: client.get(
            f"/v1/trainer/puzzles/{e.puzzle.puzzle_id}"
        ).json["rating"]
        for e in library
    }
    easiest = sorted(ratings, key=ratings.__getitem__)[:3]  # where runs start
    for puzzle_id in easiest:
        body = {"player": "ann", "puzzle_id": puzzle_id, "solution": "rN"}
        tried = client.post("/v1/trainer/attempts", json=body, headers=auth)
        assert tried.status_code == 200, tried.json
    streak = client.post(RUNS, json={"player": "ann", "mode": "streak"}, headers=auth)
    solves = iter([True, True])  # two right, then a miss ends the streak
    in_streak = play(
        client,
        auth,
        streak.json,
        lambda p: optimal(library, p) if next(solves, False) else "rN rS",
    )
    timed = client.post(RUNS, json={"player": "ann", "mode": "timed"}, headers=auth)
    in_timed = play(client, auth, timed.json, lambda p: "rN rS")  # misses move on
    assert in_streak and in_timed
    assert not set(in_streak) & set(easiest)
    assert not set(in_timed) & (set(easiest) | set(in_streak))
    assert len(set(in_streak + in_timed)) == len(in_streak) + len(in_timed)
    spent = client.post(RUNS, json={"player": "ann", "mode": "streak"}, headers=auth)
    assert spent.status_code == 201 and spent.json["puzzle"] is None
    assert spent.json["status"] == "finished"
    other = client.post(RUNS, json={"player": "bo", "mode": "streak"}, headers=auth)
    assert other.json["puzzle"] is not None  # another player's runs are their own


def test_two_players_runs_do_not_start_alike_and_a_seed_repeats_its_draws(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    library: list[store.Entry],
    clock: FakeClock,
) -> None:
    firsts = {}
    for player in [f"player {n}" for n in range(16)]:  # alike: 1 chance in 2**15
        run = client.post(RUNS, json={"player": player, "mode": "timed"}, headers=auth)
        firsts[player] = run.json["puzzle"]["id"]
    assert len(set(firsts.values())) > 1, firsts
    with app.app_context():
        picks = [draws("ann", 7) for _ in range(2)]
    assert picks[0] == picks[1]  # deterministic for one player and run


def draws(player: str, count: int) -> list[str]:
    """Return the puzzles a fresh timed run of `player` would draw, in order."""
    run = new_run("c", player, "timed")
    shown = []
    for _ in range(count):
        draw(run)
        if run.puzzle_id is None:
            break
        shown.append(run.puzzle_id)
    return shown


def test_a_run_shows_its_last_verdict_and_a_finished_timed_run_has_no_time_left(
    client: FlaskClient,
    auth: dict[str, str],
    library: list[store.Entry],
    clock: FakeClock,
) -> None:
    run = client.post(RUNS, json={"player": "ann", "mode": "timed"}, headers=auth).json
    assert client.get(f"{RUNS}/{run['id']}", headers=auth).json["last"] is None
    puzzle_id = run["puzzle"]["id"]
    body = {"puzzle_id": puzzle_id, "solution": optimal(library, puzzle_id)}
    answered = client.post(f"{RUNS}/{run['id']}/answers", json=body, headers=auth)
    shown = client.get(f"{RUNS}/{run['id']}", headers=auth).json
    assert shown["last"] == answered.json["last"] and shown["last"]["right"] is True
    clock.advance(TIMED_SECONDS + 1)
    over = client.get(f"{RUNS}/{run['id']}", headers=auth).json
    assert over["status"] == "finished" and over["seconds_left"] == 0
    assert over["last"] == answered.json["last"]
    streak = client.post(RUNS, json={"player": "bo", "mode": "streak"}, headers=auth)
    assert streak.json["seconds_left"] is None  # a streak has no clock
