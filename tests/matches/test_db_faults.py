"""A PostgreSQL connection dropped mid-request: 503 before the commit, the committed
state after it, never a 500.

The backend of the request's own connection is really terminated
(`pg_terminate_backend` from another connection) at a chosen point, found with
SQLAlchemy's engine events: before a statement, at the COMMIT, after the COMMIT.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask

from service.infra.extensions import db as db_ext
from tests.helpers.databases import POSTGRES_URL
from tests.matches.helpers import Table, json_of, problem_type


class Terminator:
    """Terminate the backend of an app connection when a chosen event fires."""

    def __init__(self, engine: sa.Engine) -> None:
        self.engine = engine
        self.admin = sa.create_engine(str(POSTGRES_URL))
        self.trigger: Callable[[str, str], bool] = lambda event, sql: False
        self.fired = 0
        self.committed = False
        sa.event.listen(engine, "before_cursor_execute", self._before_execute)
        sa.event.listen(engine, "commit", self._commit)
        sa.event.listen(engine, "rollback", self._rollback)

    def close(self) -> None:
        """Stop listening."""
        sa.event.remove(self.engine, "before_cursor_execute", self._before_execute)
        sa.event.remove(self.engine, "commit", self._commit)
        sa.event.remove(self.engine, "rollback", self._rollback)
        self.admin.dispose()

    def arm(self, trigger: Callable[[str, str], bool]) -> None:
        """Terminate once, at the first event (`execute`/`commit`, sql) it accepts."""
        self.trigger, self.fired, self.committed = trigger, 0, False

    def after_commit(self) -> None:
        """Terminate at the first statement after the next COMMIT."""
        self.arm(lambda event, sql: self.committed and event == "execute")

    def _before_execute(self, conn: Any, cursor: Any, sql: str, *_: Any) -> None:
        self._maybe(conn, "execute", sql)

    def _commit(self, conn: Any) -> None:
        self._maybe(conn, "commit", "COMMIT")
        self.committed = True

    def _rollback(self, conn: Any) -> None:
        self._maybe(conn, "rollback", "ROLLBACK")

    def _maybe(self, conn: sa.Connection, event: str, sql: str) -> None:
        if self.fired or not self.trigger(event, sql):
            return
        self.fired += 1
        pid = conn.connection.dbapi_connection.info.backend_pid  # type: ignore[union-attr]
        with self.admin.connect() as admin:
            admin.execute(sa.text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
            for _ in range(100):  # wait until the backend is gone
                query = "SELECT count(*) FROM pg_stat_activity WHERE pid = :pid"
                if not admin.scalar(sa.text(query), {"pid": pid}):
                    break


@pytest.fixture
def terminator(app: Flask) -> Iterator[Terminator]:
    """Return a terminator on the app's engine (PostgreSQL only)."""
    with app.app_context():
        engine = db_ext.engine
    if engine.dialect.name != "postgresql":
        pytest.skip("terminating a backend needs PostgreSQL")
    killer = Terminator(engine)
    yield killer
    killer.close()


def rounds(table: Table) -> list[dict[str, Any]]:
    """Return the game's stored rounds."""
    response = table.client.get(f"{table.url}/rounds")
    assert response.status_code == 200
    return list(json_of(response)["items"])


def assert_unavailable(response: Any) -> None:
    """Assert a 503 problem telling when to retry."""
    assert response.status_code == 503, response.data
    assert problem_type(response) == "service-unavailable"
    assert int(response.headers["Retry-After"]) >= 1


INSERT_ROUND = re.compile(r"^\s*INSERT INTO game_rounds\b", re.I)


def test_a_drop_before_the_commit_is_503_and_changes_nothing(
    open_table: Any, terminator: Terminator
) -> None:
    table = open_table()
    terminator.arm(lambda event, sql: bool(INSERT_ROUND.match(sql)))
    response = table.client.post(f"{table.url}/rounds", headers=table.seat(0))
    assert terminator.fired == 1
    assert_unavailable(response)
    assert rounds(table) == []
    assert table.start_round()["number"] == 1  # the retry succeeds


def test_a_drop_at_the_commit_is_503_and_changes_nothing(
    open_table: Any, terminator: Terminator
) -> None:
    table = open_table()
    terminator.arm(lambda event, sql: event == "commit")
    response = table.client.post(f"{table.url}/rounds", headers=table.seat(0))
    assert terminator.fired == 1
    assert_unavailable(response)
    assert rounds(table) == []
    assert table.start_round()["number"] == 1


def test_a_drop_after_the_commit_answers_the_committed_round(
    open_table: Any, terminator: Terminator
) -> None:
    table = open_table()
    terminator.after_commit()
    response = table.client.post(f"{table.url}/rounds", headers=table.seat(0))
    assert terminator.fired == 1
    assert response.status_code == 201, response.data
    stored = rounds(table)
    assert [r["number"] for r in stored] == [1]
    assert json_of(response)["puzzle_id"] == stored[0]["puzzle_id"]


def test_a_drop_during_a_read_is_503_not_500(
    open_table: Any, terminator: Terminator
) -> None:
    table = open_table()
    terminator.arm(lambda event, sql: event == "execute")
    assert_unavailable(table.client.get(table.url))
    assert table.client.get(table.url).status_code == 200  # the pool recovers


def test_a_drop_before_the_teardown_rollback_keeps_the_answer(
    open_table: Any, terminator: Terminator
) -> None:
    table = open_table()
    terminator.arm(lambda event, sql: event == "rollback")
    response = table.client.get(table.url)
    assert terminator.fired == 1
    assert response.status_code == 200 and json_of(response)["id"] == table.id
