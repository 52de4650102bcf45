"""Classic games over HTTP: full games per preset and the editions' differences."""

from __future__ import annotations

from typing import Any

import pytest

from service.infra.clock import FakeClock
from tests.helpers.games import SMALL_BOARD
from tests.matches.helpers import Table

EDITIONS = ["hig-1999", "hig-1999-tournament", "abacus-2013", "zman-2017"]


def win_round(
    table: Table, clock: FakeClock, winner: int, loser: int
) -> dict[str, Any]:
    """Play a round the winner takes with an optimal bid; return the answer body."""
    rnd = table.start_round(loser)
    answer = table.answer(rnd)
    assert table.bid(rnd["number"], loser, answer.moves + 1).status_code == 201
    assert table.bid(rnd["number"], winner, answer.moves).status_code == 201
    clock.advance(seconds=table.state()["rules"]["timer_seconds"])
    response = table.demonstrate(rnd["number"], winner, answer.solution)
    assert response.status_code == 200, response.json
    assert response.json["result"]["result"] == "success"
    return dict(response.json)


@pytest.mark.parametrize("preset", EDITIONS)
def test_full_two_player_game(open_table: Any, clock: FakeClock, preset: str) -> None:
    table = open_table(preset=preset, seed=11)
    game = table.state()
    assert game["rules"]["name"] == preset and game["rules"]["chips_to_win_2"] == 8
    robots = game["table"]["robots"]
    assert set(robots) == {"red", "green", "blue", "yellow"}
    rounds = 0
    while table.state()["status"] == "active":
        rounds += 1
        winner = 0 if rounds % 3 else 1  # seat 1 takes every third chip
        body = win_round(table, clock, winner, 1 - winner)
        assert body["round"]["robots"] == robots  # the round started on the markers
        robots = body["result"]["verdict"]["robots"]  # ... and moves them on success
        assert table.state()["table"]["robots"] == robots
    game = table.state()
    assert [p["chips"] for p in game["players"]] == [8, rounds - 8]
    assert game["winners"] == [0] and game["standings"][0]["seat"] == 0
    assert game["table"]["face_down_chips"] == 17 - rounds
    assert game["seed"] == 11  # revealed once the game is over
    assert game["current_round"]["status"] == "over"
    assert table.events()[-1]["type"] == "game_finished"


@pytest.mark.parametrize(
    ("preset", "met"), [("abacus-2013", False), ("zman-2017", True), ("hig-1999", True)]
)
def test_fewer_moves_than_the_bid(
    open_table: Any, clock: FakeClock, preset: str, met: bool
) -> None:
    """2013 demands exactly the bid; 1999 and 2017 accept the bid or fewer."""
    table = open_table(preset=preset, seed=3)
    rnd = table.start_round()
    answer = table.answer(rnd)
    table.bid(1, 0, answer.moves + 1)
    clock.advance(seconds=60)
    body = table.demonstrate(1, 0, answer.solution).json
    assert body["result"]["solved"] is True
    assert body["result"]["bid_met"] is met
    assert body["round"]["outcome"] == ("won" if met else "failed")
    chips = table.state()["players"][0]["chips"]
    assert chips == (1 if met else 0)


def test_exact_bid_is_met_with_exactly_that_many_moves(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table(preset="abacus-2013", seed=3)
    rnd = table.start_round()
    answer = table.answer(rnd)
    table.bid(1, 1, answer.moves)
    clock.advance(seconds=60)
    body = table.demonstrate(1, 1, answer.solution).json
    assert body["result"]["bid_met"] is True and body["round"]["winner"] == 1


@pytest.mark.parametrize(
    ("preset", "first"),
    [("hig-1999", 1), ("hig-1999-tournament", 0), ("abacus-2013", 0), ("zman-2017", 0)],
)
def test_equal_bids_tie_break(
    open_table: Any, clock: FakeClock, preset: str, first: int
) -> None:
    """1999: the player behind in chips first; the others: the first to bid."""
    table = open_table(preset=preset, seed=5)
    win_round(table, clock, winner=0, loser=1)  # seat 0 leads 1-0
    rnd = table.start_round()
    answer = table.answer(rnd)
    table.bid(rnd["number"], 0, answer.moves)
    table.bid(rnd["number"], 1, answer.moves)
    clock.advance(seconds=60)
    verification = table.round(rnd["number"])["verification"]
    assert [e["player"] for e in verification["order"]] == [first, 1 - first]
    assert verification["verifier"] == first
    wrong = table.demonstrate(rnd["number"], 1 - first, answer.solution)
    assert wrong.status_code == 409
    assert table.demonstrate(rnd["number"], first, answer.solution).status_code == 200
    assert table.state()["players"][first]["chips"] == 1 + (first == 0)


def test_failure_passes_to_next_bidder_and_robots_go_back(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table(["ann", "bob", "cy"], seed=9)
    markers = table.state()["table"]["robots"]
    rnd = table.start_round()
    answer = table.answer(rnd)
    table.bid(1, 0, answer.moves)
    table.bid(1, 1, answer.moves + 1)
    table.bid(1, 2, answer.moves + 2)
    clock.advance(seconds=60)
    first_move = answer.solution.split()[0]
    failed = table.demonstrate(1, 0, first_move).json  # one legal move, not a solution
    assert failed["result"]["result"] == "failure"
    assert failed["round"]["verification"]["verifier"] == 1
    assert table.state()["table"]["robots"] == markers  # back on their markers
    clock.advance(seconds=120)  # seat 1 lets its turn run out
    verification = table.round(1)["verification"]
    assert [a["result"] for a in verification["attempts"]] == ["failure", "timeout"]
    assert verification["verifier"] == 2
    assert verification["deadline"] == "2026-01-01T12:05:00+00:00"  # 12:03 + 120 s
    body = table.demonstrate(1, 2, answer.solution).json
    assert body["result"]["result"] == "success" and body["round"]["winner"] == 2
    types = [e["type"] for e in table.events()]
    assert types.count("verifier_called") == 3 and types.count("verification") == 3


def test_nobody_succeeds_returns_the_chip(open_table: Any, clock: FakeClock) -> None:
    table = open_table(seed=9)
    rnd = table.start_round()
    table.bid(1, 0, 2)
    table.bid(1, 1, 3)
    clock.advance(seconds=60)
    assert table.demonstrate(1, 0, None).json["result"]["result"] == "conceded"
    clock.advance(seconds=400)  # seat 1 never answers
    game = table.state()
    assert game["current_round"]["outcome"] == "failed"
    assert game["table"]["face_down_chips"] == 17  # the chip is back in the pile
    assert [p["chips"] for p in game["players"]] == [0, 0]
    returned = [e for e in table.events() if e["type"] == "chip_returned"]
    assert returned[0]["data"]["chip"] == rnd["chip"]
    assert returned[0]["at"] == "2026-01-01T12:03:00+00:00"  # seat 1's deadline


def test_malformed_solution_is_422_and_keeps_the_turn(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table(seed=9)
    table.start_round()
    table.bid(1, 0, 5)
    clock.advance(seconds=60)
    response = table.demonstrate(1, 0, "zz bogus")
    assert response.status_code == 422
    assert table.round(1)["verification"]["verifier"] == 0


def test_more_than_four_players_play_every_chip(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table(["a", "b", "c", "d", "e"], board={"board": SMALL_BOARD}, seed=4)
    for number in (1, 2, 3):
        rnd = table.start_round()
        answer = table.answer(rnd)
        seat = number - 1
        table.bid(number, seat, answer.moves)
        clock.advance(seconds=60)
        assert table.demonstrate(number, seat, answer.solution).status_code == 200
    game = table.state()
    assert game["status"] == "finished" and game["winners"] == [0, 1, 2]
    assert [s["rank"] for s in game["standings"]] == [1, 1, 1, 4, 4]


def test_chips_to_win_override(open_table: Any, clock: FakeClock) -> None:
    table = open_table(seed=11, rules={"chips_to_win_2": 2})
    win_round(table, clock, 0, 1)
    assert table.state()["status"] == "active"
    win_round(table, clock, 0, 1)
    assert table.state()["status"] == "finished"
    assert table.post("/rounds", 0).status_code == 409
