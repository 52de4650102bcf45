"""Cached secrecy stays exact across processes: a round's answer appears in every
process the moment the round ends, and hides everywhere the moment it is live.

Each app keeps its own verdict cache, as each gunicorn worker process does; the two
apps share only PostgreSQL/SQLite and Redis, as two machines would.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask

from service import secrecy
from service.app import create_app
from service.extensions import db as db_ext
from service.models.games import Round
from tests.matches.conftest import Table


@pytest.fixture
def other(app: Flask) -> Iterator[Flask]:
    """Return a second app (another process) on the same database and Redis."""
    config = {k: v for k, v in app.config.items() if k.isupper()}
    second = create_app(config)
    yield second
    second.extensions["db"].engine.dispose()


def status(app: Flask, puzzle_id: str) -> int:
    """Return the status of GET .../solution in one app."""
    return app.test_client().get(f"/v1/puzzles/{puzzle_id}/solution").status_code


def test_a_round_answer_appears_everywhere_when_the_round_ends(
    app: Flask, other: Flask, open_table: Any, clock: Any
) -> None:
    table: Table = open_table(seed=9)
    rnd = table.start_round()
    puzzle_id = rnd["puzzle_id"]
    assert status(app, puzzle_id) == 403 and status(other, puzzle_id) == 403
    assert status(other, puzzle_id) == 403  # now from the other's cache
    table.bid(1, 0, 30)
    clock.advance(seconds=60)
    assert status(other, puzzle_id) == 403  # verifying: still live
    table.demonstrate(1, 0, table.answer(rnd).solution)  # the round ends, in `app`
    assert status(other, puzzle_id) == 200
    assert status(app, puzzle_id) == 200


def test_a_puzzle_put_in_play_hides_everywhere_at_once(
    app: Flask, other: Flask, open_table: Any, clock: Any
) -> None:
    table: Table = open_table(seed=9)
    rnd = table.start_round()
    table.bid(1, 0, 30)
    clock.advance(seconds=60)
    table.demonstrate(1, 0, table.answer(rnd).solution)
    puzzle_id = rnd["puzzle_id"]
    assert status(other, puzzle_id) == 200 and status(other, puzzle_id) == 200
    with app.app_context():  # any commit writing a round invalidates
        row = db_ext.session.scalar(sa.select(Round).filter_by(puzzle_id=puzzle_id))
        assert row is not None
        row.status = "running"
        db_ext.session.commit()
    assert status(other, puzzle_id) == 403


def test_a_settled_verdict_is_answered_without_the_database(
    app: Flask, open_table: Any
) -> None:
    table: Table = open_table(seed=9)
    puzzle_id = table.start_round()["puzzle_id"]
    statements: list[str] = []
    with app.app_context():
        assert secrecy.solution_hidden(puzzle_id)
        engine = db_ext.engine
    sa.event.listen(engine, "before_cursor_execute", _record(statements))
    with app.app_context():
        assert secrecy.solution_hidden(puzzle_id)
    assert statements == []


def _record(into: list[str]) -> Any:
    """Return a cursor listener appending each statement to `into`."""

    def listener(*args: Any) -> None:
        into.append(args[2])

    return listener
