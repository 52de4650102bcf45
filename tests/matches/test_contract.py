"""The games' contract: listing a client's games, placing robots, ETags, flags."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from tests.helpers.api import follow_pages
from tests.helpers.games import SMALL_BOARD
from tests.matches.helpers import Table, bearer, problem_type

ROBOTS = {"red": [0, 0], "green": [7, 7], "blue": [0, 7], "yellow": [7, 0]}


def test_a_client_lists_its_own_games_newest_first(
    client: FlaskClient, auth: dict[str, str], open_table: Any, clock: FakeClock
) -> None:
    made = []
    for seed in (1, 2, 3):
        made.append(open_table(seed=seed).id)
        clock.advance(seconds=1)
    other = client.post("/v1/clients", json={"name": "other"}).json["api_key"]
    theirs = client.post(
        "/v1/games", json={"players": ["x", "y"]}, headers=bearer(other)
    ).json["id"]
    first = client.get("/v1/games?limit=2", headers=auth)
    assert first.status_code == 200
    assert [g["id"] for g in first.json["items"]] == made[::-1][:2]
    games = follow_pages(client, "/v1/games?limit=2", headers=auth)
    assert [g["id"] for g in games] == made[::-1]
    line = games[0]
    assert line["links"]["self"] == f"/v1/games/{made[-1]}"
    assert line["players"] == ["ann", "bob"] and line["status"] == "active"
    mine = client.get("/v1/games", headers=bearer(other)).json
    assert [g["id"] for g in mine["items"]] == [theirs] and mine["next"] is None
    # another client's game is no cursor of this list
    foreign = client.get(f"/v1/games?cursor={theirs}", headers=auth)
    assert problem_type(foreign) == "validation-error"
    assert list(foreign.json["errors"]) == ["cursor"]
    assert problem_type(client.get("/v1/games")) == "unauthorized"


def test_robots_can_be_placed_when_creating_a_game(open_table: Any) -> None:
    table = open_table(board={"board": SMALL_BOARD}, robots=ROBOTS)
    assert table.state()["table"]["robots"] == ROBOTS
    assert table.start_round()["robots"] == ROBOTS


def test_placed_robots_must_be_the_robots_in_play_on_free_cells(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    cases = [
        ({"red": [0, 0]}, "robots"),
        ({**ROBOTS, "black": [1, 1]}, "robots"),
        ({**ROBOTS, "red": [2, 2]}, "robots.red"),  # a printed target
        ({**ROBOTS, "red": [7, 7]}, "robots.red"),  # the green robot's cell
        ({**ROBOTS, "red": [9, 9]}, "robots.red"),  # off the board
    ]
    for robots, field in cases:
        body = {
            "players": ["a", "b"],
            "board": {"board": SMALL_BOARD},
            "robots": robots,
        }
        response = client.post("/v1/games", json=body, headers=auth)
        assert problem_type(response) == "validation-error", robots
        assert field in response.json["errors"], response.json
    micro = {"players": ["a", "b"], "mode": "micro", "robots": ROBOTS}
    response = client.post("/v1/games", json=micro, headers=auth)
    assert list(response.json["errors"]) == ["robots"]


def test_game_state_and_rounds_answer_304_until_they_change(
    open_table: Any, clock: FakeClock
) -> None:
    table: Table = open_table(seed=5)
    paths = [table.url, f"{table.url}/rounds"]
    tags = {}
    for path in paths:
        first = table.client.get(path)
        tags[path] = first.headers["ETag"]
        clock.advance(seconds=1)  # server_time moves; the state does not
        again = table.client.get(path, headers={"If-None-Match": tags[path]})
        assert again.status_code == 304 and again.data == b"", path
    table.start_round()
    for path in paths:
        changed = table.client.get(path, headers={"If-None-Match": tags[path]})
        assert changed.status_code == 200 and changed.headers["ETag"] != tags[path]
    rnd = table.client.get(f"{table.url}/rounds/1")
    again = table.client.get(
        f"{table.url}/rounds/1", headers={"If-None-Match": rnd.headers["ETag"]}
    )
    assert again.status_code == 304
    table.bid(1, 0, 9)
    bid = table.client.get(
        f"{table.url}/rounds/1", headers={"If-None-Match": rnd.headers["ETag"]}
    )
    assert bid.status_code == 200 and bid.json["bids"][0]["moves"] == 9


def test_rounds_are_paged(open_table: Any, clock: FakeClock) -> None:
    table: Table = open_table(seed=5)
    for number in (1, 2, 3):
        table.start_round()
        table.post(f"/rounds/{number}/timer", None)
        clock.advance(minutes=6)
        table.post(f"/rounds/{number}/timer", None)
        clock.advance(minutes=2)
    rounds = follow_pages(table.client, f"{table.url}/rounds?limit=2")
    assert [r["number"] for r in rounds] == [1, 2, 3]
    page = table.client.get(f"{table.url}/rounds?limit=2").json
    assert page["next"] == f"{table.url}/rounds?limit=2&cursor=2"


def test_vortex_any_robot_is_no_longer_a_flag(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    body = {"players": ["a", "b"], "rules": {"vortex_any_robot": False}}
    response = client.post("/v1/games", json=body, headers=auth)
    assert problem_type(response) == "validation-error"
    assert list(response.json["errors"]) == ["rules.vortex_any_robot"]
    rulesets = client.get("/v1/rulesets").json["items"]
    assert all("vortex_any_robot" not in r for r in rulesets)


def test_every_event_type_shows_all_its_data(open_table: Any, clock: FakeClock) -> None:
    """`Table.events` compares each typed event with what the referee stored."""
    solo = open_table(["sam"], board={"board": SMALL_BOARD}, seed=2)
    solo.start_round()
    solo.demonstrate(1, 0, None)  # conceded: chip laid face down
    solo.start_round()
    clock.advance(seconds=61)  # the timer runs out
    kinds = {e["type"] for e in solo.events()}
    assert {"chip_laid", "timer_started", "timer_expired", "verification"} <= kinds
    micro = open_table(["a", "b"], mode="micro", seed=3)
    micro.start_round()
    micro.post("/rounds/1/claims", 0, {"moves": 1, "path": [[0, 0]]})
    kinds = {e["type"] for e in micro.events()}
    assert {"round_started", "claim", "round_over"} <= kinds


def test_every_rule_flag_can_be_overridden() -> None:
    """The request's override schema names exactly the core's overridable flags."""
    from dataclasses import fields as flags

    from service.game.editions import Ruleset
    from service.web.schemas.games import RulesOverrideSchema

    overridable = {f.name for f in flags(Ruleset)} - {"name", "title", "source"}
    assert set(RulesOverrideSchema().fields) == overridable
