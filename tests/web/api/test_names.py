"""Names people choose: NFC-normalised, no invisible or layout-changing character,
and reachable as a URL path segment; one field type at every entry point."""

from __future__ import annotations

import sys
import unicodedata
from typing import Any

import marshmallow as ma
import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.accounts.models import Client
from service.inputs.policy import StrictSchema
from service.matches.models import Game
from service.web.schemas.core import ClientCreateSchema
from service.web.schemas.daily import AttemptSchema
from service.web.schemas.games import GameCreateSchema
from service.web.schemas.trainer import TrainerRunSpecSchema
from service.web.schemas.web import WebAttemptSchema
from tests.helpers.api import assert_problem

REFUSED = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"}
NAMED = ["\u0085", "\u2028", "\u2029", "\u202e", "\u200b", "\u200d", "\ufeff"]
NAMED += ["\U000e0041", "\uffff", "\u00a0", "\u3000", "\ue000"]


class OneName(StrictSchema):
    """A schema holding the player field, as the trainer's run spec does."""

    name = TrainerRunSpecSchema().fields["player"]


def samples_by_category(per_category: int = 3) -> dict[str, list[str]]:
    """Return the first few code points of every general category."""
    found: dict[str, list[str]] = {}
    for point in range(sys.maxunicode + 1):
        category = unicodedata.category(chr(point))
        chosen = found.setdefault(category, [])
        if len(chosen) < per_category:
            chosen.append(chr(point))
    return found


def load_name(name: str) -> str:
    """Load a name through the player field; return what is stored."""
    loaded: str = OneName().load({"name": name})["name"]
    return loaded


def test_every_unicode_category_is_accepted_or_refused() -> None:
    samples = samples_by_category()
    assert len(samples) == 30  # all the general categories
    for category, chars in samples.items():
        for char in chars:
            name = "a" + char + "b"
            if category in REFUSED and char != " ":
                with pytest.raises(ma.ValidationError) as refused:
                    load_name(name)
                assert "name" in refused.value.messages, (category, hex(ord(char)))
            else:
                stored = load_name(name)
                assert stored == unicodedata.normalize("NFC", name)


@pytest.mark.parametrize("char", NAMED)
def test_invisible_and_layout_characters_are_refused(char: str) -> None:
    with pytest.raises(ma.ValidationError):
        load_name("ann" + char)


def test_a_plain_space_inside_a_name_is_fine() -> None:
    assert load_name("Ada Lovelace") == "Ada Lovelace"
    for name in (" ann", "ann ", "a/b", ".", "..", "...."):
        with pytest.raises(ma.ValidationError):
            load_name(name)
    assert load_name(".ann.") == ".ann."


def test_composed_and_decomposed_are_one_name() -> None:
    composed, decomposed = "Ren\u00e9", "Rene\u0301"
    assert composed != decomposed
    assert load_name(decomposed) == load_name(composed) == composed


@pytest.mark.parametrize(
    ("schema", "body", "field"),
    [
        (ClientCreateSchema, {"name": "bot\u202e"}, ["name"]),
        (GameCreateSchema, {"players": ["ann", "b\u200bob"]}, ["players", 1]),
        (AttemptSchema, {"player": "..", "solution": "rN"}, ["player"]),
        (WebAttemptSchema, {"player": "ann\ufeff", "solution": "rN"}, ["player"]),
        (TrainerRunSpecSchema, {"player": "\uffff", "mode": "timed"}, ["player"]),
    ],
)
def test_every_name_entry_point_uses_the_name_rules(
    schema: type[ma.Schema], body: dict[str, Any], field: list[Any]
) -> None:
    with pytest.raises(ma.ValidationError) as refused:
        schema().load(body)
    messages: Any = refused.value.messages
    for key in field:
        messages = messages[key]
    assert messages


def test_a_refused_name_is_a_422_naming_the_field(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    clients = db.scalar(sa.select(sa.func.count()).select_from(Client))
    response = client.post("/v1/clients", json={"name": "x\u2028y"})
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == ["name"]
    body = {"players": ["ann", "\u202eboB"]}
    response = client.post("/v1/games", json=body, headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == ["players[1]"]
    response = client.get("/v1/trainer/next?player=..", headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == ["query.player"]
    assert db.scalar(sa.select(sa.func.count()).select_from(Client)) == clients
    assert db.scalar(sa.select(sa.func.count()).select_from(Game)) == 0


def test_a_decomposed_name_joins_a_game_composed(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    body = {"players": ["Rene\u0301", "bob"], "seed": 1}
    response = client.post("/v1/games", json=body, headers=auth)
    assert response.status_code == 201, response.json
    assert response.json["players"][0]["name"] == "Ren\u00e9"


def test_a_decomposed_name_in_a_path_reaches_the_composed_player(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    composed = client.get("/v1/trainer/players/Ren%C3%A9", headers=auth)
    decomposed = client.get("/v1/trainer/players/Rene%CC%81", headers=auth)
    assert composed.status_code == decomposed.status_code == 200, decomposed.json
    assert decomposed.json["player"] == composed.json["player"] == "Ren\u00e9"
