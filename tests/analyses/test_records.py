"""An analysed layout's records and library: its longest puzzles proven, stored,
served at once, and a band beyond its maximum refused.

The family's robots are narrowed to red and green here: the four robots of the
real game take minutes and gigabytes per layout; the code paths are the same.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.analyses import library
from service.game.layouts import board_for_code
from service.game.puzzle import parse_puzzle
from service.game.solver import solve
from tests.analyses.helpers import LAYOUT, ROBOTS, tables_config

pytestmark = [pytest.mark.redis, pytest.mark.slow]  # a layout analysed: ~20 s each


@pytest.fixture
def app_config(tmp_path: Path) -> dict[str, Any]:
    """Keep the tables in the test's folder."""
    return tables_config(tmp_path)


def record(client: FlaskClient) -> dict[str, Any]:
    """Return the layout's classic record."""
    items = client.get("/v1/records?family=classic").json["items"]
    (found,) = [r for r in items if r["layout"] == LAYOUT]
    return dict(found)


def test_the_record_of_an_analysed_layout_is_its_proven_longest(
    client: FlaskClient, analysed: dict[str, Any]
) -> None:
    maximum = max(t["maximum"] for t in analysed["targets"])
    printed = [t for t in board_for_code(LAYOUT).targets if t.color in (*ROBOTS, "any")]
    assert len(analysed["targets"]) == len(printed)
    found = record(client)
    assert found["longest"] == "proven" and found["proven_maximum"] == maximum
    assert found["optimal_moves"] == maximum
    assert found["method"]["proven"] == "analysis" and found["method"]["certificate"]
    puzzle = client.get(found["links"]["puzzle"]).json
    spec = {k: puzzle[k] for k in ("robots", "target", "rules")}
    again = solve(parse_puzzle({**spec, "board": LAYOUT}))
    assert again.optimal_moves == maximum  # the solver agrees, from scratch


def test_a_layout_without_an_analysis_says_found(
    client: FlaskClient, analysed: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(library, "FAMILY_ROBOTS", ("red", "green", "blue"))
    assert record(client)["longest"] == "found"  # other robots: not analysed


def test_the_deep_bands_are_served_at_once_and_beyond_is_refused(
    client: FlaskClient, analyst: dict[str, str], analysed: dict[str, Any]
) -> None:
    maximum = max(t["maximum"] for t in analysed["targets"])
    asked: dict[str, Any] = {"layout": LAYOUT, "count": 2}
    asked |= {"ricochet_rule": False, "black_robot": False}
    deep = {**asked, "moves": {"min": maximum - 1, "max": maximum}}
    response = client.post("/v1/puzzle-requests", json=deep, headers=analyst)
    assert response.status_code == 201, response.json
    items = response.json["items"]
    assert items and all(maximum - 1 <= i["optimal_moves"] <= maximum for i in items)
    beyond = {**asked, "moves": {"min": maximum + 1, "max": maximum + 3}}
    response = client.post("/v1/puzzle-requests", json=beyond, headers=analyst)
    assert response.status_code == 422, response.json
    assert "moves.min" in response.json["errors"]
    assert f"more than {maximum} moves" in response.json["detail"]
