"""Layouts and rulesets: the static catalogue."""

from __future__ import annotations

import dataclasses

import pytest
from flask.testing import FlaskClient

from service.game.editions import PRESETS, Ruleset
from service.game.layouts import board_for_code, enumerate_layouts
from service.game.puzzle import board_id
from service.web.schemas.boards import RulesetSchema
from tests.helpers.api import assert_problem, follow_pages


def all_codes(client: FlaskClient, query: str = "") -> list[str]:
    """Walk every page of the layout list."""
    items = follow_pages(client, f"/v1/layouts?limit=500{query}")
    return [item["code"] for item in items]


def test_all_1536_layouts_over_pages(client: FlaskClient) -> None:
    codes = all_codes(client)
    assert codes == [layout.code for layout in enumerate_layouts()]
    assert len(codes) == 1536 == len(set(codes))


@pytest.mark.parametrize(
    "edition,total", [("1999", 96), ("2003", 1440), ("2003%2B", 1440)]
)
def test_edition_filter(client: FlaskClient, edition: str, total: int) -> None:
    body = client.get(f"/v1/layouts?edition={edition}&limit=10").json
    assert len(body["items"]) == 10
    assert body["next"] == f"/v1/layouts?edition={edition}&limit=10&cursor=10"
    items = all_codes(client, f"&edition={edition}")
    assert len(items) == total
    expected = "1999" if edition == "1999" else "2003+"
    assert all(item["edition"] == expected for item in body["items"])


def test_diagonals_filter(client: FlaskClient) -> None:
    with_d = len(all_codes(client, "&diagonals=true"))
    without = len(all_codes(client, "&diagonals=false"))
    assert with_d + without == 1536 and with_d > 0 and without > 0


def test_page_past_the_end_is_empty(client: FlaskClient) -> None:
    body = client.get("/v1/layouts?cursor=1536").json
    assert body == {"items": [], "next": None}
    last = client.get("/v1/layouts?cursor=1535")
    assert len(last.json["items"]) == 1 and last.json["next"] is None
    assert "Link" not in last.headers


@pytest.mark.parametrize(
    "query", ["limit=0", "limit=1001", "cursor=x", "cursor=-1", "edition=2020"]
)
def test_bad_list_queries_are_422(client: FlaskClient, query: str) -> None:
    assert_problem(client.get(f"/v1/layouts?{query}"), 422, "validation-error")


def test_unknown_query_parameters_are_ignored(client: FlaskClient) -> None:
    assert client.get("/v1/layouts?_=12345").status_code == 200


def test_one_layout_with_its_board(client: FlaskClient) -> None:
    body = client.get("/v1/layouts/2a1b3c4d").json
    board = board_for_code("2A1B3C4D")
    assert body["code"] == "2A1B3C4D" and body["board"] == board.to_json()
    assert body["board_id"] == board_id(board)
    assert_problem(client.get("/v1/layouts/1A1B1C1D"), 404, "not-found")


def test_rulesets(client: FlaskClient) -> None:
    body = client.get("/v1/rulesets").json
    assert body["default"] == "zman-2017"
    assert body["items"] == [preset.to_json() for preset in PRESETS.values()]


def test_ruleset_schema_covers_every_flag() -> None:
    assert set(RulesetSchema().fields) == {f.name for f in dataclasses.fields(Ruleset)}
