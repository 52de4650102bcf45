"""Micro Robots games: dice, first claim, exact demonstrations, the penalty rule."""

from __future__ import annotations

from typing import Any

from flask import Flask

from service.game.micro import MicroBoard, micro_shortest
from service.infra.clock import FakeClock
from service.matches.models import Game
from service.matches.store import micro_board
from tests.matches.helpers import Table, problem_type


def micro(open_table: Any, players: int = 3, **body: Any) -> Table:
    """Open a Micro Robots game."""
    names = ["ann", "bob", "cy", "di"][:players]
    table: Table = open_table(names, preset="micro-robots-2016", seed=8, **body)
    assert table.state()["mode"] == "micro"
    return table


def board_of(app: Flask, table: Table) -> MicroBoard:
    """Return the game's board."""
    with app.app_context():
        from service.infra.extensions import db

        game = db.session.get(Game, table.id)
        assert game is not None
        return micro_board(game)


def best(app: Flask, table: Table, rnd: dict[str, Any]) -> list[list[int]]:
    """Return a shortest path of a round."""
    _, path = micro_shortest(
        board_of(app, table), tuple(rnd["start"]), tuple(rnd["target"])
    )
    return [list(cell) for cell in path]


def claim(table: Table, number: int, seat: int, moves: int, path: Any) -> Any:
    """Post a claim."""
    return table.post(f"/rounds/{number}/claims", seat, {"moves": moves, "path": path})


def test_dice_give_start_and_target_and_the_robot_moves_on(
    app: Flask, open_table: Any
) -> None:
    table = micro(open_table)
    start = table.state()["table"]["robot"]
    board = board_of(app, table)
    rnd = table.start_round()
    assert rnd["start"] == start and rnd["target"] != start
    roll = rnd["rolls"][0]
    assert list(board.find(roll["color"], roll["number"])) == rnd["target"]
    path = best(app, table, rnd)
    body = claim(table, 1, 2, len(path), path).json
    assert body["result"]["result"] == "success"
    assert body["round"]["summary"]["optimum"] == len(path)
    assert body["round"]["summary"]["claim"]["standing"]["label"] == "optimal"
    game = table.state()
    assert [p["chips"] for p in game["players"]] == [0, 0, 1]
    assert game["table"]["robot"] == rnd["target"] and game["table"]["supply"] == 24
    second = table.start_round()
    assert second["start"] == rnd["target"]
    assert [r["roller"] for r in (rnd, second)] == [0, 1]  # dice pass to the left
    late = claim(table, 1, 0, len(path), path)
    assert late.status_code == 409 and problem_type(late) == "wrong-phase"


def test_failed_claims_pay_the_player_with_fewest_clockwise(
    app: Flask, open_table: Any
) -> None:
    table = micro(open_table, players=4)
    rnd = table.start_round()
    path = best(app, table, rnd)
    claim(table, 1, 0, len(path), path)  # ann 1
    rnd = table.start_round()
    path = best(app, table, rnd)
    claim(table, 2, 0, len(path), path)  # ann 2
    rnd = table.start_round()
    path = best(app, table, rnd)
    body = claim(table, 3, 0, len(path) + 1, path).json  # a wrong count
    assert body["result"]["result"] == "failure"
    chips = [p["chips"] for p in table.state()["players"]]
    assert chips == [1, 1, 0, 0]  # bob: fewest (tied), nearest clockwise after ann
    assert table.state()["table"]["robot"] == rnd["target"]  # the robot ends there
    rnd = table.start_round()
    body = claim(table, 4, 1, 1, [rnd["start"]]).json  # an illegal route
    assert body["result"]["result"] == "failure"
    assert [p["chips"] for p in table.state()["players"]] == [1, 0, 1, 0]  # cy next
    rnd = table.start_round()
    claim(table, 5, 3, 1, [rnd["start"]])  # di has nothing to give
    game = table.state()
    assert [p["chips"] for p in game["players"]] == [1, 0, 1, 0]
    assert game["table"]["supply"] == 23
    given = [e["data"] for e in table.events() if e["type"] == "chip_given"]
    assert [(g["player"], g["to"]) for g in given] == [(0, 1), (1, 2)]


def test_reroll_after_the_wait(app: Flask, open_table: Any, clock: FakeClock) -> None:
    table = micro(open_table, players=2)
    rnd = table.start_round()
    early = table.post("/rounds/1/reroll", 1)
    assert early.status_code == 409 and problem_type(early) == "too-early"
    clock.advance(seconds=150)
    moved = table.post("/rounds/1/reroll", 1).json
    assert moved["target"] not in (rnd["target"], rnd["start"])
    assert moved["chip"]["cell"] == moved["target"] and len(moved["rolls"]) == 2
    assert problem_type(table.post("/rounds/1/reroll", 0)) == "too-early"
    path = best(app, table, moved)
    assert claim(table, 1, 1, len(path), path).json["result"]["result"] == "success"


def test_micro_game_ends_at_five_chips(app: Flask, open_table: Any) -> None:
    table = micro(open_table, players=2)
    for number in range(1, 6):
        rnd = table.start_round()
        path = best(app, table, rnd)
        claim(table, number, 1, len(path), path)
    game = table.state()
    assert game["status"] == "finished" and game["winners"] == [1]
    assert problem_type(table.post("/rounds", 0)) == "game-over"


def test_micro_game_ends_when_the_supply_is_out(app: Flask, open_table: Any) -> None:
    table = micro(open_table, players=3, rules={"micro_chips_total": 4})
    for number, seat in enumerate([0, 1, 2, 0], start=1):
        rnd = table.start_round()
        path = best(app, table, rnd)
        claim(table, number, seat, len(path), path)
    game = table.state()
    assert game["status"] == "finished" and game["winners"] == [0]
    assert game["table"]["supply"] == 0


def test_micro_validation(open_table: Any) -> None:
    table = micro(open_table, players=2)
    table.start_round()
    assert claim(table, 1, 0, 2, [[0, 0], [1]]).status_code == 422
    assert claim(table, 1, 0, 0, [[0, 0]]).status_code == 422
    assert problem_type(table.bid(1, 0, 3)) == "wrong-mode"
    assert table.round(1)["status"] == "waiting"
