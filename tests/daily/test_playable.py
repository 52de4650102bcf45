"""The page embeds each tier's puzzle with its full board for the board component,
and names the target cell as the board's axis labels do (letters, rows from 1)."""

from __future__ import annotations

import html
import json
import re

import pytest
from flask.testing import FlaskClient

from service.daily.playable import cell_name
from service.game.layouts import board_for_code
from service.infra.clock import FakeClock

PUZZLE = re.compile(
    r'<script type="application/json" class="board-puzzle">(.*?)</script>'
)


def test_cells_are_named_like_the_axis_labels() -> None:
    assert cell_name(16, (0, 0)) == ("A", 1)
    assert cell_name(16, [11, 2]) == ("L", 3)
    assert cell_name(32, (27, 31)) == ("28", 32)


@pytest.mark.usefixtures("days_generated")  # requests never generate a day
def test_page_embeds_full_boards_and_names_cells_for_people(
    client: FlaskClient, clock: FakeClock
) -> None:
    page = client.get("/daily").get_data(as_text=True)
    day = client.get("/v1/daily").get_json()
    embedded = [json.loads(html.unescape(s)) for s in PUZZLE.findall(page)]
    assert len(embedded) == len(day["puzzles"]) == 3
    for puzzle, tier in zip(embedded, day["puzzles"], strict=True):
        served = tier["puzzle"]
        assert puzzle["board"] == board_for_code(served["board"]).to_json()
        assert {k: puzzle[k] for k in ("robots", "target")} == {
            k: served[k] for k in ("robots", "target")
        }
        x, y = served["target"]["cell"]
        column = chr(ord("A") + x)
        assert f"target at {column}{y + 1} (column {column}, row {y + 1})." in page
        assert f"column {x}, row {y}." not in page
