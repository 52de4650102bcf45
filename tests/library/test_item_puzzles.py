"""Library and record items embed their puzzle as GET /v1/puzzles/{id} shows it,
the board by id, loaded in a bounded number of queries, never with an answer."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.infra.extensions import db
from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from service.library.records import keep_record

pytestmark = pytest.mark.redis

LAYOUT = "1A2B3A4B"


def stock(app: Flask, band: Band, count: int, seed: int = 3) -> list[str]:
    """Fill the library with `count` generated classic puzzles; return their ids."""
    kept: list[store.Entry] = []
    rule = PuzzleFilter(band, layout=LAYOUT, black_robot=False, ricochet_rule=False)
    generate(rule, count, 60, random.Random(seed), lambda e, _: not kept.append(e))
    with app.app_context():
        return store.add_entries(kept)


def shown_without_board(client: FlaskClient, item: dict[str, Any]) -> dict[str, Any]:
    """Return the item's puzzle as GET /v1/puzzles/{id} shows it, minus its board."""
    response = client.get(item["links"]["puzzle"])
    assert response.status_code == 200, response.json
    shown = dict(response.json)
    assert shown["board"]  # the full document has it; the item names it by id
    del shown["board"]
    return shown


def assert_embedded(client: FlaskClient, item: dict[str, Any]) -> None:
    """Assert an item embeds its puzzle exactly as GET shows it, board by id."""
    puzzle = item["puzzle"]
    assert puzzle == shown_without_board(client, item)
    assert puzzle["id"] == item["puzzle_id"]
    assert puzzle["links"]["board"] == f"/v1/boards/{puzzle['board_id']}"
    assert "board" not in puzzle and "solution" not in puzzle
    assert client.get(puzzle["links"]["board"]).status_code == 200


@pytest.fixture
def puzzle_selects(app: Flask) -> Iterator[list[str]]:
    """Collect the SQL statements that read the puzzles table while a test runs."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if "FROM puzzles" in statement:
            seen.append(statement)

    with app.app_context():
        engine = db.engine
    sa.event.listen(engine, "before_cursor_execute", note)
    yield seen
    sa.event.remove(engine, "before_cursor_execute", note)


def test_request_items_embed_their_puzzle_in_one_query_per_optimum(
    app: Flask, client: FlaskClient, auth: dict[str, str], puzzle_selects: list[str]
) -> None:
    stock(app, Band(3, 3), 8)
    body = {"moves": {"min": 3, "max": 3}, "count": 8, "layout": LAYOUT}
    puzzle_selects.clear()
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code in (200, 201), response.json  # served at once
    reads = len(puzzle_selects)
    items = response.json["items"]
    assert len(items) == 8
    # One range scan for the band's one optimum, maybe a wrap-around, and the
    # request's items read again by id: each loads its rows' puzzles in one more
    # query, not one per item.
    assert reads <= 3 < len(items), puzzle_selects
    for item in items:
        assert_embedded(client, item)
        assert item["puzzle"]["robots"] and item["puzzle"]["target"]["cell"]
        assert "micro" not in item, item  # Micro Robots only


def test_the_page_pick_embeds_the_puzzle(app: Flask, client: FlaskClient) -> None:
    stock(app, Band(3, 4), 3)
    response = client.get("/puzzles/pick?min=3&max=4&family=classic")
    assert response.status_code == 200, response.json
    assert_embedded(client, response.json)


def test_record_items_embed_their_puzzle(app: Flask, client: FlaskClient) -> None:
    (puzzle_id,) = stock(app, Band(4, 4), 1)
    with app.app_context():
        method = {"search": "anneal", "seed": 1}
        assert keep_record("classic", False, LAYOUT, puzzle_id, 4, method)
    response = client.get("/v1/records?family=classic")
    assert response.status_code == 200, response.json
    (found,) = [r for r in response.json["items"] if r["layout"] == LAYOUT]
    assert found["puzzle_id"] == puzzle_id
    assert_embedded(client, found)
