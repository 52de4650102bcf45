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

from service.infra.extensions import db as db_ext
from service.infra.extensions import get_redis
from service.matches.models import Round
from service.solving import secrecy
from service.web.app import create_app
from tests.matches.helpers import Table
from workers import jobs


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


def set_round_status(app: Flask, puzzle_id: str, value: str) -> None:
    """Change the status of the round playing `puzzle_id`, and commit."""
    with app.app_context():
        row = db_ext.session.scalar(sa.select(Round).filter_by(puzzle_id=puzzle_id))
        assert row is not None
        row.status = value
        db_ext.session.commit()


def prove(app: Flask, puzzle_id: str) -> None:
    """Record the puzzle's proven optimum, as a worker does."""
    jobs.set_app(app)
    try:
        jobs.solve_puzzle(puzzle_id)
    finally:
        jobs.set_app(None)


def reads(app: Flask, puzzle_id: str, etags: dict[str, str]) -> list[Any]:
    """Return (status, body, ETag) of the solution and hint GETs in one app, and
    the status of the same GETs sent with `If-None-Match: <etag>`."""
    client = app.test_client()
    out: list[Any] = []
    for kind in ("solution", "hint"):
        path = f"/v1/puzzles/{puzzle_id}/{kind}"
        response = client.get(path)
        out.append((response.status_code, response.data, response.headers.get("ETag")))
        if kind in etags:
            again = client.get(path, headers={"If-None-Match": etags[kind]})
            out.append(again.status_code)
    return out


def test_a_proven_public_answer_hides_everywhere_when_put_in_play(
    app: Flask, other: Flask, open_table: Any, clock: Any
) -> None:
    table: Table = open_table(seed=9)
    rnd = table.start_round()
    table.bid(1, 0, 30)
    clock.advance(seconds=60)
    table.demonstrate(1, 0, table.answer(rnd).solution)
    puzzle_id = rnd["puzzle_id"]
    prove(app, puzzle_id)
    public = reads(app, puzzle_id, {})
    assert [r[0] for r in public] == [200, 200]
    assert b'"status":"done"' in public[0][1] and b'"hint":{' in public[1][1]
    etags = {"solution": public[0][2], "hint": public[1][2]}
    for server in (app, other):  # twice: the second answer comes from the caches
        for _ in range(2):
            assert reads(server, puzzle_id, etags) == [public[0], 304, public[1], 304]
    set_round_status(app, puzzle_id, "running")  # the puzzle is in play again
    for server in (other, app):
        statuses = [
            r if isinstance(r, int) else r[0] for r in reads(server, puzzle_id, etags)
        ]
        assert statuses == [403, 403, 403, 403]
    set_round_status(other, puzzle_id, "over")
    for server in (app, other):
        assert reads(server, puzzle_id, etags) == [public[0], 304, public[1], 304]


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


def test_a_settled_verdict_is_answered_without_a_redis_round_trip(
    app: Flask, open_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    table: Table = open_table(seed=9)
    puzzle_id = table.start_round()["puzzle_id"]
    with app.app_context():
        assert secrecy.solution_hidden(puzzle_id)
        redis = get_redis()
    sent: list[Any] = []
    command = redis.execute_command
    monkeypatch.setattr(
        redis, "execute_command", lambda *a, **k: sent.append(a) or command(*a, **k)
    )
    with app.app_context():
        for _ in range(3):
            assert secrecy.solution_hidden(puzzle_id)
    assert sent == []


def test_a_broken_invalidation_channel_falls_back_and_stays_exact(
    app: Flask, other: Flask, open_table: Any, clock: Any
) -> None:
    table: Table = open_table(seed=9)
    rnd = table.start_round()
    puzzle_id = rnd["puzzle_id"]
    assert status(other, puzzle_id) == 403 and status(other, puzzle_id) == 403
    with other.app_context():
        secrecy.drop_subscription()  # as when its connection to Redis breaks
    table.bid(1, 0, 30)
    clock.advance(seconds=60)
    table.demonstrate(1, 0, table.answer(rnd).solution)  # the round ends, in `app`
    assert status(other, puzzle_id) == 200
    set_round_status(app, puzzle_id, "running")
    assert status(other, puzzle_id) == 403


def _record(into: list[str]) -> Any:
    """Return a cursor listener appending each statement to `into`."""

    def listener(*args: Any) -> None:
        into.append(args[2])

    return listener
