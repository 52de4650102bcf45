"""The /puzzles page's routes: a Micro Robots pick (drawn at once when the library
holds none of those sections) and the bands a family or a board can meet."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.micro import enumerate_sections_codes, micro_board_from_sections
from service.game.micro.puzzle import MICRO_MAX_MOVES, MicroPuzzle, micro_solve
from service.infra.extensions import db
from service.library.filters import longest_micro
from service.library.models import LibraryPuzzle
from service.library.requests import PICK_MICRO_POOL

pytestmark = pytest.mark.redis


def board_longest(below: int) -> tuple[str, int]:
    """Return a sections code whose longest optimum is below `below`."""
    for code in enumerate_sections_codes()[::37]:
        if longest_micro(code) < below:
            return code, longest_micro(code)
    raise AssertionError("no board sampled is that short")


def test_the_page_offers_micro_bands_that_exist(client: FlaskClient) -> None:
    page = client.get("/puzzles").get_data(as_text=True)
    assert '<option value="micro">Micro Robots</option>' in page
    assert '"micro": [[1, 8], [9, 12]]' in page
    assert '"classic": [[1, 8], [9, 12], [13, 16], [17, 30]]' in page
    assert 'src="/static/library/puzzles.js"' in page
    assert ">1&ndash;8 moves</option>" in page
    assert ">17+ moves</option>" in page  # the open-ended band has no upper end


def test_bands_of_micro_stop_at_the_longest_optimum(client: FlaskClient) -> None:
    response = client.get("/puzzles/bands?family=micro")
    assert response.status_code == 200, response.json
    assert response.json == {
        "bands": [{"min": 1, "max": 8}, {"min": 9, "max": MICRO_MAX_MOVES}]
    }
    classic = client.get("/puzzles/bands?family=black").json["bands"]
    assert classic[-1] == {"min": 17, "max": 30}


def test_bands_of_a_short_board_stop_at_its_longest(client: FlaskClient) -> None:
    code, longest = board_longest(9)
    response = client.get(f"/puzzles/bands?family=micro&micro={code.lower()}")
    assert response.status_code == 200, response.json
    assert response.json == {"bands": [{"min": 1, "max": min(8, longest)}]}
    code, longest = next(
        (c, longest_micro(c))
        for c in enumerate_sections_codes()
        if 9 <= longest_micro(c) < MICRO_MAX_MOVES
    )
    bands = client.get(f"/puzzles/bands?family=micro&micro={code}").json["bands"]
    assert bands == [{"min": 1, "max": 8}, {"min": 9, "max": longest}]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("family=micro&micro=A0A1C2D3", "micro"),
        ("family=micro&micro=Z9", "micro"),
        ("family=classic&micro=any", "micro"),
        ("family=purple", "family"),
    ],
)
def test_bad_band_queries_are_422_naming_the_field(
    client: FlaskClient, query: str, field: str
) -> None:
    response = client.get(f"/puzzles/bands?{query}")
    assert response.status_code == 422, response.json
    assert any(k in (field, f"query.{field}") for k in response.json["errors"]), (
        response.json
    )


def test_a_micro_pick_of_a_board_no_one_stocked_is_drawn_and_stored(
    app: Flask, client: FlaskClient
) -> None:
    code = "B2C0A1D3"
    response = client.get(f"/puzzles/pick?family=micro&micro={code}&min=3&max=5")
    assert response.status_code == 200, response.json
    item = response.json
    assert item["family"] == "micro" and item["layout"] == code
    assert 3 <= item["optimal_moves"] <= 5
    spec = item["micro"]
    puzzle = MicroPuzzle(code, tuple(spec["start"]), tuple(spec["target"]))
    assert micro_solve(puzzle)[0] == item["optimal_moves"]
    assert micro_board_from_sections(code) is not None
    with app.app_context():
        row = db.session.get(LibraryPuzzle, item["puzzle_id"])
        assert row is not None and row.optimal_moves == item["optimal_moves"]
    picks = [
        client.get(f"/puzzles/pick?family=micro&micro={code}&min=3&max=5").json
        for _ in range(PICK_MICRO_POOL + 10)
    ]
    assert len({p["puzzle_id"] for p in picks}) > 1  # "next puzzle" is another one
    with app.app_context():  # drawn while fewer than the pool, then served
        held = db.session.scalar(sa.select(sa.func.count(LibraryPuzzle.puzzle_id)))
    assert held <= PICK_MICRO_POOL


def test_a_micro_pick_of_any_board_keeps_to_the_band(client: FlaskClient) -> None:
    response = client.get("/puzzles/pick?family=micro&min=9&max=12")
    assert response.status_code == 200, response.json
    assert 9 <= response.json["optimal_moves"] <= 12
    assert "micro" in response.json


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("family=micro&min=13&max=16", "moves.min"),
        ("family=micro&micro=nope0&min=1&max=8", "micro"),
        ("family=classic&micro=any&min=1&max=8", "micro"),
    ],
)
def test_a_micro_pick_that_cannot_be_met_is_a_422(
    app: Flask, client: FlaskClient, query: str, field: str
) -> None:
    response = client.get(f"/puzzles/pick?{query}")
    assert response.status_code == 422, response.json
    assert any(k in (field, f"query.{field}") for k in response.json["errors"]), (
        response.json
    )
    with app.app_context():
        assert db.session.scalar(sa.select(sa.func.count(LibraryPuzzle.puzzle_id))) == 0


def test_a_band_above_a_boards_longest_is_a_422_on_moves_min(
    client: FlaskClient,
) -> None:
    code, longest = board_longest(9)
    response = client.get(f"/puzzles/pick?family=micro&micro={code}&min=9&max=12")
    assert response.status_code == 422, response.json
    assert str(longest) in response.json["errors"]["moves.min"][0]
