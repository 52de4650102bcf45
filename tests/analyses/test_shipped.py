"""The shipped analysis (service/game/data/analysis/) feeds the records page and
the records: its targets' maxima shown, the layout not called proven until every
target is analysed."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.analyses import shipped as analysed_shipped
from service.analyses.results import shipped_analyses
from service.game.board import Board
from service.game.geometry import CLASSIC_COLORS
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.infra.extensions import db
from service.library.models import LibraryPuzzle

pytestmark = pytest.mark.redis


def target_name(target: dict[str, Any]) -> str:
    """Name a shipped target as /records does (the vortex by that name)."""
    color, symbol = target["target"]["color"], target["target"]["symbol"]
    return "vortex" if color == "any" else f"{color} {symbol}"


@pytest.mark.skipif(not shipped_analyses(), reason="no analysis is shipped")
def test_the_shipped_targets_are_on_the_records_page(client: FlaskClient) -> None:
    (layout, targets), *_ = shipped_analyses().items()
    response = client.get("/records")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert f'id="analysis-{layout}"' in page
    printed = len(board_for_code(layout).targets)
    if len(targets) < printed:  # not every target: no proven longest for the layout
        assert f"{len(targets)} of {printed} targets analysed" in page
    for target in targets:
        assert sorted(target["robots"]) == sorted(CLASSIC_COLORS)
        row = page[page.index(f"<td>{target_name(target)} [") :].split("</tr>")[0]
        assert f"<td>{target['maximum']} moves</td>" in row
        assert f"<td>{target['counts'][-1]:,}</td>" in row
        assert sum(target["counts"]) + target["unsolvable"] == target["placements"]


@pytest.mark.slow
@pytest.mark.skipif(not shipped_analyses(), reason="no analysis is shipped")
def test_the_shipped_longest_puzzles_join_the_library_once_and_are_played(
    app: Flask, client: FlaskClient
) -> None:
    (layout, targets), *_ = shipped_analyses().items()
    with app.app_context():
        added = analysed_shipped.load(limit=len(targets))  # each target's longest
        assert analysed_shipped.load(limit=len(targets)) == len(targets)  # the next
    assert added == len(targets)
    page = client.get("/records").get_data(as_text=True)
    board = board_for_code(layout)
    for target in targets:
        puzzle_id = puzzle_of(board, target)
        row = page[page.index(f"<td>{target_name(target)} [") :].split("</tr>")[0]
        assert f'href="/puzzles?puzzle={puzzle_id}"' in row
        body = client.get(f"/v1/puzzles/{puzzle_id}/solution").get_json()
        assert body["optimal_moves"] == target["maximum"]
        with app.app_context():
            stored = db.session.get(LibraryPuzzle, puzzle_id)
            assert stored is not None and stored.source == "analysis"
    listed = client.get("/v1/records").get_json()
    (record,) = [r for r in listed["items"] if r["layout"] == layout]
    deepest = max(int(t["maximum"]) for t in targets)
    assert record["optimal_moves"] == deepest
    assert record["method"]["proven"] == "analysis" and record["method"]["shipped"]


def puzzle_of(board: Board, target: dict[str, Any]) -> str:
    """Return the puzzle id of a shipped target's first longest placement."""
    t = target["target"]
    goal = Goal(t["color"], (int(t["cell"][0]), int(t["cell"][1])))
    robots = {n: (int(c[0]), int(c[1])) for n, c in target["longest"][0].items()}
    return Puzzle(board, (), goal, ricochet_rule=False).with_robots(robots).puzzle_id
