"""The answer replay itself: found through the index, exact at 00:00 UTC, closed
when the hidden puzzles cannot be read, one query per rebuild."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.daily.store import published_puzzle
from service.game.notation import parse_solution
from service.game.puzzle import parse_puzzle
from service.infra.clock import FakeClock
from service.infra.extensions import db
from service.solving import hidden_answers
from tests.daily.helpers import TODAY, counted_selects, mirrored, todays_spec
from tests.helpers.variants import TURN, mirrored_back, rule_flipped, turned

pytestmark = pytest.mark.usefixtures("days_generated")


def turned_variant(client: FlaskClient, app: Flask) -> tuple[Any, list[list[str]]]:
    """Return today's hard puzzle turned with the rule flipped, and its answer
    turned to match (an inline puzzle, as in a job)."""
    _, spec = todays_spec(client)
    with app.app_context():
        answer = parse_solution(published_puzzle(TODAY, "hard").solution)
    puzzle = parse_puzzle(turned(rule_flipped(spec)))
    return puzzle, [[r, TURN[d]] for r, d in answer]


def test_a_turned_answer_is_withheld_until_the_day_is_over(
    app: Flask, client: FlaskClient, clock: FakeClock
) -> None:
    puzzle, answer = turned_variant(client, app)
    wrong = answer[:1]  # no daily puzzle is solved in one move
    with app.app_context():
        app.extensions.pop("hidden_answers", None)
        with counted_selects() as selects:
            assert hidden_answers.withheld(puzzle.puzzle_id, answer, puzzle)
        # the index: the ids from every source that may lose some at once, the
        # rated ones (all at first), then the puzzles not parsed yet in this
        # process, with their boards, and their optima
        assert len(selects) <= 5 and "UNION" in selects[0].upper()
        assert "FROM rated_puzzles" in selects[1]
        with counted_selects() as selects:
            assert hidden_answers.withheld(puzzle.puzzle_id, answer, puzzle)
            assert not hidden_answers.withheld(puzzle.puzzle_id, wrong, puzzle)
        assert selects == []  # cached index and verdicts
        clock.advance(hours=12)  # 00:00 UTC: today's answers are out, but six
        # moves of this one solve tomorrow's hard puzzle in its optimum
        assert hidden_answers.withheld(puzzle.puzzle_id, answer, puzzle)
        clock.advance(days=2)  # every generated day is over
        assert not hidden_answers.withheld(puzzle.puzzle_id, answer, puzzle)


def test_a_change_packs_what_it_adds_and_flags_what_it_drops(
    app: Flask, client: FlaskClient, clock: FakeClock
) -> None:
    """One puzzle more or less hidden costs that puzzle: the parts packed before
    are kept, a new one holds the puzzle added, the one shown is flagged."""
    puzzle, answer = turned_variant(client, app)
    with app.app_context():
        assert hidden_answers.withheld(puzzle.puzzle_id, answer, puzzle)
        before = app.extensions["hidden_answers"]
        today = published_puzzle(TODAY, "hard").puzzle_id
        assert today in before.ids
        clock.advance(minutes=1)
        with counted_selects() as selects:
            hidden_answers.hidden_ids()
        assert "rated_puzzles.shown_at >=" in selects[1]  # only those rated since
        clock.advance(hours=12)  # today's puzzles are hidden no more
        shown = hidden_answers.updated(before, hidden_answers.hidden_ids(), "t", TODAY)
        assert today not in shown.ids
        assert shown.parts[0].hidden is before.parts[0].hidden  # not packed again
        assert int(shown.parts[0].dropped.sum()) >= 1
        assert shown.gives_away(puzzle, [tuple(m) for m in answer], ()) != today
        again = hidden_answers.updated(shown, set(shown.ids) | {today}, "u", TODAY)
        assert today in again.parts[-1].ids  # packed alone, then merged as it grows
        assert again.parts[0].hidden is before.parts[0].hidden
        assert again.gives_away(puzzle, [tuple(m) for m in answer], ()) is not None


def test_a_mirrored_answer_is_withheld_in_a_batch(
    app: Flask, client: FlaskClient
) -> None:
    _, spec = todays_spec(client, "easy")
    with app.app_context():
        answer = parse_solution(published_puzzle(TODAY, "easy").solution)
    puzzle = parse_puzzle(mirrored(rule_flipped(spec)))
    flipped = [list(m) for m in mirrored_back(answer)]  # mirroring is its own inverse
    items: dict[str, hidden_answers.Item] = {
        puzzle.puzzle_id: (flipped, puzzle),
        "pnoanswer0000000": (None, None),
        "pnotstored000000": ([["red", "N"]], None),
    }
    with app.app_context():
        assert hidden_answers.withheld_among(items) == {puzzle.puzzle_id}


def test_unreadable_hidden_puzzles_withhold_this_time_only(
    app: Flask, client: FlaskClient
) -> None:
    puzzle, answer = turned_variant(client, app)
    wrong = answer[:1]  # no daily puzzle is solved in one move

    def broken(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        raise sa.exc.OperationalError(statement, {}, Exception("connection lost"))

    with app.app_context():
        app.extensions.pop("hidden_answers", None)
        sa.event.listen(db.engine, "before_cursor_execute", broken)
        try:
            assert hidden_answers.withheld(puzzle.puzzle_id, wrong, puzzle)
        finally:
            sa.event.remove(db.engine, "before_cursor_execute", broken)
        assert not hidden_answers.withheld(puzzle.puzzle_id, wrong, puzzle)
        assert hidden_answers.withheld(puzzle.puzzle_id, answer, puzzle)
