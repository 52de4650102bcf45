"""Families: a request names one (classic by default) and gets only that family;
the older robots, rule and micro filters pick one when `family` is absent and a
contradiction is a 422 naming both; the trainer's `next` takes the same filter and
refuses what cannot match with the same check."""

from __future__ import annotations

import random
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate

pytestmark = pytest.mark.redis

LAYOUT = "1A2B3A4B"
MIXED = {"classic": (False, False), "classic-ricochet": (False, True)}
MIXED |= {"black": (True, False), "black-ricochet": (True, True)}
"""Each classic-game family and its (black robot, ricochet rule)."""


def stock(app: Flask, black: bool, rule: bool, seed: int) -> set[str]:
    """Store three proven puzzles of 2-4 moves of one family; their ids."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(
        Band(2, 4), layout=LAYOUT, black_robot=black, ricochet_rule=rule
    )
    generate(found, 3, 60, random.Random(seed), lambda e, _: not kept.append(e))
    with app.app_context():
        return set(store.add_entries(kept))


@pytest.fixture
def mixed(app: Flask) -> dict[str, set[str]]:
    """Store three puzzles of 2-4 moves of each classic-game family; their ids."""
    return {
        family: stock(app, black, rule, seed)
        for seed, (family, (black, rule)) in enumerate(MIXED.items())
    }


def ask(client: FlaskClient, auth: dict[str, str], **extra: Any) -> Any:
    """POST a request for three puzzles of 2-4 moves with `extra` filters."""
    body = {"moves": {"min": 2, "max": 4}, "count": 3, "max_seconds": 1, **extra}
    return client.post("/v1/puzzle-requests", json=body, headers=auth)


def test_an_unfiltered_request_serves_classic_puzzles_only(
    client: FlaskClient, auth: dict[str, str], mixed: dict[str, set[str]]
) -> None:
    response = ask(client, auth)
    assert response.status_code == 201, response.json
    items = response.json["items"]
    assert {item["puzzle_id"] for item in items} == mixed["classic"]
    assert {item["family"] for item in items} == {"classic"}
    assert response.json["filter"]["family"] == "classic"


@pytest.mark.parametrize("family", list(MIXED))
def test_each_family_serves_its_own_puzzles(
    client: FlaskClient, auth: dict[str, str], mixed: dict[str, set[str]], family: str
) -> None:
    response = ask(client, auth, family=family)
    assert response.status_code == 201, response.json
    assert {i["puzzle_id"] for i in response.json["items"]} == mixed[family]
    black, rule = MIXED[family]
    for item in response.json["items"]:
        assert item["family"] == family
        assert (item["black_robot"], item["ricochet_rule"]) == (black, rule)


@pytest.mark.parametrize(
    ("aliases", "family"),
    [
        ({"ricochet_rule": True}, "classic-ricochet"),
        ({"black_robot": True}, "black"),
        ({"black_robot": True, "ricochet_rule": True}, "black-ricochet"),
        ({"black_robot": False, "ricochet_rule": False}, "classic"),
        ({"family": "black", "black_robot": True}, "black"),
    ],
)
def test_the_deprecated_filters_pick_a_family(
    client: FlaskClient,
    auth: dict[str, str],
    mixed: dict[str, set[str]],
    aliases: dict[str, Any],
    family: str,
) -> None:
    response = ask(client, auth, **aliases)
    assert response.status_code == 201, response.json
    assert {i["puzzle_id"] for i in response.json["items"]} == mixed[family]
    assert response.json["filter"]["family"] == family


@pytest.mark.parametrize(
    ("body", "fields"),
    [
        ({"family": "classic", "black_robot": True}, {"family", "black_robot"}),
        ({"family": "black", "black_robot": False}, {"family", "black_robot"}),
        (
            {"family": "classic-ricochet", "ricochet_rule": False},
            {"family", "ricochet_rule"},
        ),
        ({"family": "classic", "micro": "any"}, {"family", "micro"}),
        ({"family": "micro", "ricochet_rule": True}, {"family", "ricochet_rule"}),
        ({"family": "nonsense"}, {"family"}),
    ],
)
def test_a_family_the_other_filters_contradict_is_a_422_naming_both(
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    body: dict[str, Any],
    fields: set[str],
) -> None:
    response = ask(client, auth, **body)
    assert response.status_code == 422, response.json
    assert response.mimetype == "application/problem+json"
    assert set(response.json["errors"]) == fields, response.json
    assert redis.keys("ricochet:puzzlereq:*") == []


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        (
            {"family": "classic", "theme": "black-robot"},
            "theme",
            "no classic puzzle has the theme black-robot",
        ),
        (
            {"theme": "ricochet-detour"},
            "theme",
            "no classic puzzle has the theme ricochet-detour",
        ),
        (
            {"family": "black", "theme": "ricochet-detour"},
            "theme",
            "no black puzzle has the theme ricochet-detour",
        ),
        ({"family": "micro", "theme": "long"}, "theme", "no micro puzzle"),
        (
            {"family": "micro", "moves": {"min": 13, "max": 20}},
            "moves.min",
            "no Micro Robots puzzle needs more than 12 moves",
        ),
        (
            {"family": "classic-ricochet", "moves": {"min": 28, "max": 30}},
            "moves.min",
            "no puzzle needing more than",
        ),
    ],
)
def test_a_filter_the_family_cannot_meet_is_a_422_before_any_work(
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    body: dict[str, Any],
    field: str,
    words: str,
) -> None:
    response = ask(client, auth, **body)
    assert response.status_code == 422, response.json
    assert response.json["type"].endswith("/unmeetable-request"), response.json
    assert field in response.json["errors"], response.json
    assert words in response.json["detail"], response.json
    assert redis.keys("ricochet:puzzlereq:*") == [] and redis.keys("rq:job:*") == []


def test_a_micro_family_request_asks_for_any_sections(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    body = {"moves": {"min": 2, "max": 3}, "count": 1, "family": "micro"}
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 202, response.json  # an empty library
    assert response.json["filter"] == {
        "family": "micro",
        "moves": {"min": 2, "max": 3},
        "micro": "any",
    }


@pytest.mark.parametrize(
    ("query", "body"),
    [
        ("family=classic&theme=black-robot", {"theme": "black-robot"}),
        ("theme=ricochet-detour", {"theme": "ricochet-detour"}),
        (
            "family=black&theme=ricochet-detour",
            {"family": "black", "theme": "ricochet-detour"},
        ),
    ],
)
def test_the_trainer_refuses_what_requests_refuse_with_the_same_words(
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    query: str,
    body: dict[str, Any],
) -> None:
    trained = client.get(f"/v1/trainer/next?player=ann&{query}", headers=auth)
    asked = ask(client, auth, **body)
    assert trained.status_code == asked.status_code == 422, trained.json
    assert trained.json["type"] == asked.json["type"]
    assert trained.json["type"].endswith("/unmeetable-request")
    assert trained.json["detail"] == asked.json["detail"]
    assert trained.json["errors"] == asked.json["errors"]
    assert redis.keys("rq:job:*") == []


@pytest.mark.parametrize(
    ("query", "family"), [("", "classic"), ("&family=black", "black")]
)
def test_the_trainers_next_serves_one_family_classic_by_default(
    client: FlaskClient,
    auth: dict[str, str],
    mixed: dict[str, set[str]],
    query: str,
    family: str,
) -> None:
    served = set()
    for _ in range(len(mixed[family])):
        shown = client.get(f"/v1/trainer/next?player=ann{query}", headers=auth)
        assert shown.status_code == 200, shown.json
        served.add(shown.json["id"])
        attempt = {"player": "ann", "puzzle_id": shown.json["id"], "solution": "rN"}
        tried = client.post("/v1/trainer/attempts", json=attempt, headers=auth)
        assert tried.status_code == 200, tried.json
    assert served == mixed[family]


def test_the_trainer_refuses_the_micro_family(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    shown = client.get("/v1/trainer/next?player=ann&family=micro", headers=auth)
    assert shown.status_code == 422, shown.json
    assert "query.family" in shown.json["errors"]
