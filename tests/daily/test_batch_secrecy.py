"""Many puzzles' secrecy in one query: the same verdicts as one by one, exact at
00:00 UTC, twins (stored or inline) hidden with the puzzle they play like."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.fingerprint import play_key
from service.infra.clock import FakeClock
from service.infra.extensions import db
from service.puzzles.puzzles import load_puzzles, parse_spec
from service.puzzles.spec import PuzzleSpecSchema
from service.solving import secrecy
from tests.daily.helpers import counted_selects, mirrored, post, register, todays_spec
from tests.helpers.puzzles import small_spec

pytestmark = pytest.mark.usefixtures("days_generated")


def inline_key(spec: dict[str, Any]) -> tuple[str, str]:
    """Return an inline puzzle's id and play key."""
    puzzle = parse_spec(PuzzleSpecSchema().load(spec))[0]
    return puzzle.puzzle_id, play_key(puzzle)


def mixed_items(client: FlaskClient) -> tuple[dict[str, str | None], set[str]]:
    """Return items (stored: no key; inline: its key) and those hidden today."""
    auth = register(client)
    day = client.get("/v1/daily").json
    today = {p["puzzle_id"] for p in day["puzzles"]}
    _, spec = todays_spec(client)
    twin = post(client, auth, mirrored(spec))  # stored, plays like today's hard
    inline_id, inline = inline_key(mirrored(mirrored(spec)))
    plain = post(client, auth, small_spec([2, 2]))  # plays like no daily puzzle
    items: dict[str, str | None] = {p: None for p in today}
    items |= {twin: None, plain: None, inline_id: inline, "pnotstored1234567": None}
    return items, today | {twin, inline_id}


def test_many_puzzles_in_one_query_agree_with_one_by_one(
    app: Flask, client: FlaskClient, clock: FakeClock
) -> None:
    items, hidden_today = mixed_items(client)
    with app.app_context():
        one_by_one = {p for p, k in items.items() if secrecy.solution_hidden(p, k)}
        secrecy.verdicts().clear()  # no verdict cached: all asked at once
        with counted_selects() as selects:
            batched = secrecy.hidden_among(items)
        assert batched == one_by_one == hidden_today
        assert len(selects) == 1
        with counted_selects() as selects:
            assert secrecy.hidden_among(items) == hidden_today  # cached now
        assert selects == []
        clock.advance(hours=12)  # 00:00 UTC: today's answers are out
        assert secrecy.hidden_among(items) == set()
        assert not any(secrecy.solution_hidden(p, k) for p, k in items.items())


def test_a_plain_check_and_an_empty_batch(app: Flask, client: FlaskClient) -> None:
    items, hidden_today = mixed_items(client)
    extra = next(p for p in items if p not in hidden_today and items[p] is None)

    def check(puzzle_id: str) -> bool:
        return puzzle_id == extra

    secrecy.register(app, check)
    with app.app_context():
        assert secrecy.hidden_among(items) == hidden_today | {extra}
        assert secrecy.hidden_among({}) == set()


def test_a_failing_query_hides_everything(app: Flask, client: FlaskClient) -> None:
    items, _ = mixed_items(client)

    def broken(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        raise sa.exc.OperationalError(statement, {}, Exception("connection lost"))

    with app.app_context():
        secrecy.verdicts().clear()
        load_puzzles(set(items))
        sa.event.listen(db.engine, "before_cursor_execute", broken)
        try:
            assert secrecy.hidden_among(items) == set(items)
        finally:
            sa.event.remove(db.engine, "before_cursor_execute", broken)
        assert secrecy.hidden_among(items) != set(items)  # the failure was not cached
