"""A worker builds the stored layout boards once, before it forks its horses."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.cache import EXTENSION as CACHES
from service.puzzles import boards
from service.puzzles.puzzles import load_puzzles
from tests.helpers.puzzles import create_puzzle
from workers import solving

pytestmark = [pytest.mark.redis, pytest.mark.usefixtures("redis")]

SPEC = {
    "board": "1A3C2B4D",
    "robots": {"red": [0, 15], "green": [15, 0], "blue": [15, 15], "yellow": [0, 0]},
    "target": {"color": "red", "cell": [4, 1]},
}


def test_a_rehearsed_worker_loads_layout_puzzles_without_parsing_a_board(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    puzzle_id = create_puzzle(client, auth, SPEC)
    parsed: list[Any] = []
    real = boards.parse_board

    def counting(data: Any, *args: Any) -> Any:
        parsed.append(data)
        return real(data, *args)

    with app.app_context():
        app.extensions[CACHES] = {}  # a fresh worker process
        solving.rehearse()
        monkeypatch.setattr(boards, "parse_board", counting)
        puzzle = load_puzzles({puzzle_id})[puzzle_id]
    assert parsed == []
    assert puzzle.board.to_json()["walls"] and puzzle.robot_positions["red"] == (0, 15)


def test_without_the_preload_the_board_is_parsed(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    puzzle_id = create_puzzle(client, auth, SPEC)
    parsed: list[Any] = []
    real = boards.parse_board
    monkeypatch.setattr(
        boards, "parse_board", lambda data, *a: parsed.append(data) or real(data, *a)
    )
    with app.app_context():
        app.extensions[CACHES] = {}
        load_puzzles({puzzle_id})
    assert len(parsed) == 1
