"""Tokens, administration, validation and conflicts: always problem+json."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.infra.clock import FakeClock
from service.matches.models import Player
from tests.matches.helpers import bearer, json_of, problem_type


def test_tokens_are_returned_once_and_stored_hashed(
    open_table: Any, db: so.Session
) -> None:
    table = open_table()
    assert all(t.startswith("gp_") for t in table.tokens)
    assert len(set(table.tokens)) == 2
    game = table.state()
    assert all("token" not in p for p in game["players"])
    rows = db.query(Player).filter_by(game_id=table.id).order_by(Player.seat).all()
    assert [r.token_hash for r in rows] == [
        hashlib.sha256(t.encode()).hexdigest() for t in table.tokens
    ]


def test_forged_and_foreign_tokens_are_refused(open_table: Any) -> None:
    table = open_table()
    other = open_table(["cy", "di"])
    table.start_round()
    for token in ("gp_" + "0" * 48, "forged", other.tokens[0], table.tokens[0] + "x"):
        response = table.client.post(
            f"{table.url}/rounds/1/bids", json={"moves": 5}, headers=bearer(token)
        )
        assert response.status_code == 403 and problem_type(response) == "forbidden"
    assert table.round(1)["bids"] == []


def test_missing_credentials_are_401(open_table: Any) -> None:
    table = open_table()
    response = table.client.post(f"{table.url}/rounds")
    assert response.status_code == 401 and problem_type(response) == "unauthorized"
    assert table.client.post("/v1/games", json={"players": ["a"]}).status_code == 401


def test_admin_administers_but_does_not_play(
    open_table: Any, client: FlaskClient
) -> None:
    table = open_table()
    assert table.start_round(as_seat=None)["number"] == 1
    response = table.post("/rounds/1/bids", None, {"moves": 5})  # the admin key
    assert response.status_code == 403
    stranger = json_of(client.post("/v1/clients", json={"name": "stranger"}))["api_key"]
    foreign = client.post(f"{table.url}/finish", headers=bearer(stranger))
    assert foreign.status_code == 403
    assert table.post("/finish", 0).status_code == 403  # a player may not end it
    finished = table.post("/finish", None)
    assert finished.status_code == 200 and finished.json["status"] == "finished"
    assert finished.json["current_round"]["outcome"] == "abandoned"
    assert finished.json["winners"] == []
    over = table.post("/rounds", 0)
    assert over.status_code == 409 and problem_type(over) == "game-over"


def test_not_your_turn_and_wrong_phase(open_table: Any, clock: FakeClock) -> None:
    table = open_table()
    table.start_round()
    early = table.demonstrate(1, 0, "rN")
    assert early.status_code == 409 and problem_type(early) == "wrong-phase"
    busy = table.post("/rounds", 1)
    assert busy.status_code == 409 and problem_type(busy) == "wrong-phase"
    table.bid(1, 0, 4)
    clock.advance(seconds=60)
    response = table.demonstrate(1, 1, "rN")
    assert response.status_code == 409 and problem_type(response) == "not-your-turn"
    assert "seat 0" in response.json["detail"]


def test_actions_of_another_mode_are_409(open_table: Any) -> None:
    table = open_table()
    table.start_round()
    claim = table.post("/rounds/1/claims", 0, {"moves": 2, "path": [[0, 0], [1, 0]]})
    assert claim.status_code == 409 and problem_type(claim) == "wrong-mode"
    assert problem_type(table.post("/rounds/1/reroll", 0)) == "wrong-mode"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"players": []}, "players"),
        ({"players": ["a", "a"]}, "players"),
        ({"players": ["x"] * 101}, "players"),
        ({"players": ["a", "b"], "preset": "nope"}, "preset"),
        ({"players": ["a", "b"], "rules": {"timer_seconds": 0}}, "rules.timer_seconds"),
        ({"players": ["a", "b"], "rules": {"bogus": 1}}, "rules.bogus"),
        ({"players": ["a"], "rules": {"solo_timer_runs": 3}}, "rules.solo_timer_runs"),
        (
            {"players": ["a", "b"], "rules": {"chips_to_win_2": 10**6}},
            "rules.chips_to_win_2",
        ),
        ({"players": ["a", "b"], "rules": {"faces": "ABC"}}, "rules.faces"),
        ({"players": ["a", "b"], "rules": {"ricochet_rule": 1}}, "rules.ricochet_rule"),
        ({"players": ["a", "b"], "black_robot": "yes"}, "black_robot"),
        ({"players": ["a", "b"], "timer_seconds": "60"}, "timer_seconds"),
        ({"players": ["a", "b"], "seed": 1.5}, "seed"),
        (
            {"players": ["a", "b"], "mode": "classic", "preset": "micro-robots-2016"},
            "preset",
        ),
        ({"players": ["a"], "mode": "classic"}, "players"),
        ({"players": ["a", "b"], "board_id": "bnope"}, "board_id"),
        ({"players": ["a", "b"], "board": {"micro": {"seed": 1}}}, "board"),
        (
            {"players": ["a", "b"], "mode": "micro", "board": {"layout": "1A2B3C4D"}},
            "board",
        ),
        ({"players": ["a", "b"], "board": {"layout": "9Z"}}, "board.layout"),
        (
            {"players": ["a", "b"], "board": {"board": {"width": 4, "height": 4}}},
            "board",
        ),
        ({"players": ["a", "b"], "extra": 1}, "extra"),
    ],
)
def test_bad_games_are_422(
    client: FlaskClient, auth: dict[str, str], body: dict[str, Any], field: str
) -> None:
    response = client.post("/v1/games", headers=auth, json=body)
    assert response.status_code == 422, response.json
    assert problem_type(response) == "validation-error"
    assert any(key.startswith(field) for key in json_of(response).get("errors", {})), (
        response.json
    )


def test_unknown_game_and_round_are_404(open_table: Any, client: FlaskClient) -> None:
    assert problem_type(client.get("/v1/games/gnope")) == "not-found"
    assert client.get("/v1/games/gnope/events").status_code == 404
    table = open_table()
    assert table.client.get(f"{table.url}/rounds/3").status_code == 404
    assert table.post("/rounds/3/bids", 0, {"moves": 3}).status_code == 404


def test_the_largest_accepted_flags_still_play(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    """Every flag at its documented maximum gives a game whose round starts (was a
    500: a solo timer of 86,400 s x 10^15 runs overflowed the clock)."""
    rules = client.get("/v1/openapi.json").json["components"]["schemas"][
        "RulesOverride"
    ]
    maxima = {
        name: spec["maximum"]
        for name, spec in rules["properties"].items()
        if "maximum" in spec
    }
    assert {"solo_timer_runs", "timer_seconds", "micro_chips_total"} <= set(maxima)
    for players in (["a"], ["a", "b"]):
        body = {"players": players, "rules": maxima, "seed": 1}
        game = client.post("/v1/games", headers=auth, json=body)
        assert game.status_code == 201, game.json
        started = client.post(f"/v1/games/{game.json['id']}/rounds", headers=auth)
        assert started.status_code == 201, started.json
