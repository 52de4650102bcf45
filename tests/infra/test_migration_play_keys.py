"""Migration 0005 keys the puzzles stored before it (their play keys were unknown)."""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa

from service.game.fingerprint import play_key
from service.game.layouts import board_for_code
from service.game.puzzle import board_id, parse_puzzle
from service.infra.extensions import make_engine
from service.infra.migrate import upgrade
from tests.helpers.api import LAYOUT, puzzle_spec


def test_stored_puzzles_get_their_play_keys(empty_database: str) -> None:  # noqa: F811
    url = empty_database
    upgrade(url, "0001_core")
    puzzle = parse_puzzle(puzzle_spec())
    board = board_for_code(LAYOUT)
    data = {k: v for k, v in puzzle.to_json().items() if k != "board"}
    now = datetime.now(UTC)
    engine = make_engine(url)
    meta = sa.MetaData()
    with engine.begin() as connection:
        boards = sa.Table("boards", meta, autoload_with=connection)
        puzzles = sa.Table("puzzles", meta, autoload_with=connection)
        connection.execute(
            boards.insert().values(
                id=board_id(board), kind="classic", data=board.to_json(), created_at=now
            )
        )
        connection.execute(
            puzzles.insert().values(
                id=puzzle.puzzle_id, board_id=board_id(board), data=data, created_at=now
            )
        )
    upgrade(url)
    with engine.connect() as connection:
        stored = connection.execute(sa.text("SELECT play_key FROM puzzles")).scalar()
    engine.dispose()
    assert stored == play_key(puzzle)


def test_stored_play_keys_are_computed_again(empty_database: str) -> None:  # noqa: F811
    """Migration 0006: keys stored before walls beside blocked cells stopped
    counting (a classic board has eight around its centre) are computed again."""
    url = empty_database
    upgrade(url, "0005_play_keys")
    puzzle = parse_puzzle(puzzle_spec())
    board = board_for_code(LAYOUT)
    data = {k: v for k, v in puzzle.to_json().items() if k != "board"}
    engine = make_engine(url)
    meta = sa.MetaData()
    with engine.begin() as connection:
        boards = sa.Table("boards", meta, autoload_with=connection)
        puzzles = sa.Table("puzzles", meta, autoload_with=connection)
        connection.execute(
            boards.insert().values(
                id=board_id(board),
                kind="classic",
                data=board.to_json(),
                created_at=datetime.now(UTC),
            )
        )
        connection.execute(
            puzzles.insert().values(
                id=puzzle.puzzle_id,
                board_id=board_id(board),
                data=data,
                created_at=datetime.now(UTC),
                play_key="kstalekeyof2026xx",  # as keyed with the walls counted
            )
        )
    upgrade(url)
    with engine.connect() as connection:
        stored = connection.execute(sa.text("SELECT play_key FROM puzzles")).scalar()
    engine.dispose()
    assert stored == play_key(puzzle)
