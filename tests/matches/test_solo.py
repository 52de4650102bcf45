"""Solo games: each chip turns the timer; in time face up, otherwise face down."""

from __future__ import annotations

from typing import Any

from service.infra.clock import FakeClock
from tests.helpers.games import SMALL_BOARD
from tests.matches.helpers import Table, problem_type


def solo(open_table: Any, **body: Any) -> Table:
    """Open a one-player game on the 3-chip board."""
    table: Table = open_table(["sam"], board={"board": SMALL_BOARD}, seed=2, **body)
    assert table.state()["mode"] == "solo"
    return table


def test_solo_game_lost_two_to_one(open_table: Any, clock: FakeClock) -> None:
    table = solo(open_table)
    rnd = table.start_round()
    assert rnd["status"] == "running"
    assert rnd["timer_ends_at"] == "2026-01-01T12:01:00+00:00"
    clock.advance(seconds=59)
    body = table.demonstrate(1, 0, table.answer(rnd).solution).json
    assert body["round"]["outcome"] == "face_up"
    assert body["result"]["verdict"]["robots"] == table.state()["table"]["robots"]

    table.start_round()  # let the timer run out
    clock.advance(seconds=60)
    late = table.state()
    assert late["current_round"]["outcome"] == "face_down"
    assert problem_type(table.demonstrate(2, 0, "rN")) == "wrong-phase"

    rnd = table.start_round()
    wrong = table.demonstrate(3, 0, table.answer(rnd).solution.split()[0]).json
    assert wrong["result"]["result"] == "failure"
    game = table.state()
    assert game["status"] == "finished" and game["winners"] == []
    laid_up, laid_down = game["table"]["laid_face_up"], game["table"]["laid_face_down"]
    assert len(laid_up) == 1 and len(laid_down) == 2
    assert {c["symbol"] for c in laid_up + laid_down} == {
        "circle",
        "triangle",
        "vortex",
    }
    # the player's chips are the chips laid face up, and name them
    assert game["players"][0]["chips"] == 1
    assert game["players"][0]["won"] == [laid_up[0]["index"]]
    assert game["table"]["chips"][laid_up[0]["index"]] == laid_up[0]


def test_solo_game_won_with_the_timer_running_twice(
    open_table: Any, clock: FakeClock
) -> None:
    table = solo(open_table, rules={"solo_timer_runs": 2})
    for number in (1, 2, 3):
        rnd = table.start_round()
        assert rnd["timer_ends_at"].endswith("12:02:00+00:00") or number > 1
        clock.advance(seconds=100)  # past one run of the timer, within two
        body = table.demonstrate(number, 0, table.answer(rnd).solution).json
        assert body["result"]["result"] == "success"
    game = table.state()
    assert game["status"] == "finished" and game["winners"] == [0]
    table_ = game["table"]
    assert len(table_["laid_face_up"]) == 3 and table_["laid_face_down"] == []
    assert game["players"][0]["chips"] == 3 and game["standings"][0]["chips"] == 3


def test_solo_has_no_bids_and_one_demonstration(
    open_table: Any, clock: FakeClock
) -> None:
    table = solo(open_table)
    table.start_round()
    response = table.bid(1, 0, 4)
    assert response.status_code == 409 and problem_type(response) == "wrong-mode"
    assert table.demonstrate(1, 0, None).json["round"]["outcome"] == "face_down"
    again = table.demonstrate(1, 0, None)
    assert again.status_code == 409
