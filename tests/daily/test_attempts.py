"""Attempts, scoring, best results, leaderboards (order, ties, hidden scores) and
streaks (across month boundaries)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timedelta

import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.daily.leaderboard import competition_ranks, streak_of
from service.daily.models import DailyAttempt, DailyPuzzle
from service.infra.clock import FakeClock
from tests.daily.helpers import TODAY, URL, longer_solution, register
from tests.daily.helpers import post_attempt as post
from tests.helpers.api import assert_problem

pytestmark = pytest.mark.usefixtures("days_generated")


@pytest.fixture
def today_answer(
    client: FlaskClient, clock: FakeClock, answer
) -> Callable[[str], DailyPuzzle]:
    """Generate today and return a reader of a tier's answer."""
    assert client.get("/v1/daily").status_code == 200
    return lambda tier: answer(TODAY, tier)


def test_an_optimal_attempt_scores_optimal_and_reveals_the_answer(
    client: FlaskClient, auth: dict[str, str], today_answer, db: so.Session
) -> None:
    row = today_answer("easy")
    response = post(client, auth, "alice", row.solution)
    assert response.status_code == 200
    body = response.json
    assert body["solved"] is True and body["score"] == "optimal" and body["over"] == 0
    assert body["improved"] is True
    assert body["verdict"]["solved"] is True and body["verdict"]["steps"][0]["from"]
    assert (
        body["optimal_moves"] == row.optimal_moves and body["solution"] == row.solution
    )
    assert (
        body["best"]["moves"] == row.optimal_moves and body["best"]["optimal"] is True
    )
    stored = db.scalars(sa.select(DailyAttempt)).one()
    assert (stored.player, stored.moves, stored.optimal) == (
        "alice",
        row.optimal_moves,
        True,
    )


def test_a_longer_attempt_scores_plus_k_only_after_the_day(
    client: FlaskClient, auth: dict[str, str], today_answer, clock: FakeClock
) -> None:
    row = today_answer("medium")
    moves = longer_solution(client, row)
    body = post(
        client, auth, "bob", " ".join(r[0] + d for r, d in moves), "medium"
    ).json
    # While the day runs only "not optimal" is told, never the distance.
    assert body["solved"] is True and body["score"] is None and body["over"] is None
    assert body["best"]["optimal"] is False and body["best"]["score"] is None
    assert body["optimal_moves"] is None and body["solution"] is None
    clock.advance(days=1)
    mine = client.get("/v1/daily/2026-01-01/medium/attempts/bob", headers=auth).json
    assert mine["best"]["score"] == "+1" and mine["optimal_moves"] == row.optimal_moves


def test_an_unsolved_attempt_is_checked_but_not_stored(
    client: FlaskClient, auth: dict[str, str], today_answer, db: so.Session
) -> None:
    row = today_answer("easy")
    robot = row.solution[0][0]
    body = post(client, auth, "carol", [[robot, "N"], [robot, "S"], [robot, "N"]]).json
    if body["solved"]:  # pragma: no cover - astronomically unlikely
        pytest.skip("the probe happened to solve it")
    assert body["score"] is None and body["best"] is None and body["improved"] is False
    assert body["optimal_moves"] is None
    assert db.scalar(sa.select(sa.func.count()).select_from(DailyAttempt)) == 0
    illegal = post(client, auth, "carol", "rX")
    assert_problem(illegal, 422, "validation-error")


def test_the_best_result_is_kept_per_player(
    client: FlaskClient, auth: dict[str, str], today_answer, clock: FakeClock
) -> None:
    row = today_answer("medium")
    longer = longer_solution(client, row)
    first = post(client, auth, "dave", [list(m) for m in longer], "medium").json
    clock.advance(minutes=5)
    better = post(client, auth, "dave", row.solution, "medium").json
    assert better["improved"] is True and better["best"]["moves"] == row.optimal_moves
    assert better["best"]["first_solved_at"] == first["best"]["first_solved_at"]
    assert better["best"]["best_at"] > first["best"]["best_at"]
    clock.advance(minutes=5)
    worse = post(client, auth, "dave", [list(m) for m in longer], "medium").json
    assert worse["improved"] is False and worse["score"] is None  # not told in play
    assert worse["best"]["moves"] == row.optimal_moves
    assert worse["best"]["best_at"] == better["best"]["best_at"]
    assert worse["best"]["submissions"] == 3
    mine = client.get(URL.format(tier="medium") + "/dave", headers=auth)
    assert mine.status_code == 200 and mine.json["best"]["moves"] == row.optimal_moves
    assert mine.json["optimal_moves"] == row.optimal_moves
    other = register(client, "other app")
    assert_problem(
        client.get(URL.format(tier="medium") + "/dave", headers=other), 404, "not-found"
    )


def test_players_are_scoped_per_client(
    client: FlaskClient, auth: dict[str, str], today_answer
) -> None:
    row = today_answer("easy")
    other = register(client, "other app")
    post(client, auth, "sam", row.solution)
    post(client, other, "sam", row.solution)
    board = client.get("/v1/daily/2026-01-01/easy/leaderboard").json
    assert board["total"] == 2
    assert {e["client"]["name"] for e in board["items"]} == {
        "test client",
        "other app",
    }


def test_attempts_are_taken_only_while_the_day_runs(
    client: FlaskClient, auth: dict[str, str], today_answer, clock: FakeClock
) -> None:
    row = today_answer("easy")
    tomorrow = client.post(
        "/v1/daily/2026-01-02/easy/attempts",
        json={"player": "x", "solution": "rN"},
        headers=auth,
    )
    assert_problem(tomorrow, 404, "not-found")
    assert_problem(post(client, auth, "x", row.solution, "epic"), 404, "not-found")
    clock.advance(days=1)
    closed = post(client, auth, "x", row.solution)
    assert_problem(closed, 409, "daily-closed")


@pytest.mark.parametrize("player", ["", "a" * 65, "tab\there", "a/b"])
def test_player_names_are_validated(
    client: FlaskClient, auth: dict[str, str], today_answer, player: str
) -> None:
    body = assert_problem(post(client, auth, player, "rN"), 422, "validation-error")
    assert "player" in body["errors"]


def test_leaderboard_orders_by_moves_then_time_and_shares_tied_ranks(
    client: FlaskClient, auth: dict[str, str], today_answer, clock: FakeClock
) -> None:
    row = today_answer("medium")
    longer = [list(m) for m in longer_solution(client, row)]
    post(client, auth, "slow-but-short", longer, "medium")  # 12:00, +1
    clock.advance(minutes=1)
    post(client, auth, "first", row.solution, "medium")  # 12:01, optimal
    post(client, auth, "tied", row.solution, "medium")  # 12:01, optimal (same instant)
    clock.advance(minutes=1)
    post(client, auth, "later", row.solution, "medium")  # 12:02, optimal
    board = client.get("/v1/daily/2026-01-01/medium/leaderboard").json
    lines = [(e["rank"], e["player"]) for e in board["items"]]
    best = row.optimal_moves
    assert lines == [(1, "first"), (1, "tied"), (3, "later"), (4, "slow-but-short")]
    assert board["optimal_moves"] is None  # the board never tells the optimum in play
    assert all(e["score"] is None and e["moves"] is None for e in board["items"])
    first = client.get("/v1/daily/2026-01-01/medium/leaderboard?limit=2")
    assert [e["player"] for e in first.json["items"]] == ["first", "tied"]
    url = "/v1/daily/2026-01-01/medium/leaderboard?limit=2&cursor=2"
    assert first.json["next"] == url
    assert first.headers["Link"] == f'<{url}>; rel="next"'
    page = client.get(first.json["next"]).json
    assert [e["player"] for e in page["items"]] == ["later", "slow-but-short"]
    assert page["items"][0]["rank"] == 3 and page["total"] == 4
    assert page["next"] is None
    clock.advance(days=1)
    final = client.get("/v1/daily/2026-01-01/medium/leaderboard").json
    assert final["optimal_moves"] == best
    assert [e["score"] for e in final["items"]] == ["optimal"] * 3 + ["+1"]
    assert [e["moves"] for e in final["items"]] == [best] * 3 + [best + 1]


def test_competition_ranks() -> None:
    assert competition_ranks([]) == []
    assert competition_ranks([(5, 1), (5, 1), (5, 2), (6, 0), (6, 0)]) == [
        1,
        1,
        3,
        4,
        4,
    ]


def days(*values: str) -> list[date]:
    """Parse ISO dates."""
    return [date.fromisoformat(v) for v in values]


def test_streaks_run_across_month_and_year_boundaries() -> None:
    run = days(
        "2025-12-30",
        "2025-12-31",
        "2026-01-01",
        "2026-01-31",
        "2026-02-01",
        "2026-02-02",
    )
    assert streak_of(run, date(2026, 2, 2)) == streak_of(run, date(2026, 2, 2))
    found = streak_of(run, date(2026, 2, 2))
    assert (found.current, found.longest, found.last) == (3, 3, date(2026, 2, 2))
    assert streak_of(run, date(2026, 2, 3)).current == 3  # today not yet played: alive
    assert streak_of(run, date(2026, 2, 4)).current == 0  # a whole day missed
    leap = streak_of(days("2028-02-28", "2028-02-29", "2028-03-01"), date(2028, 3, 1))
    assert leap.current == 3
    gap = streak_of(days("2027-02-28", "2027-03-02"), date(2027, 3, 2))
    assert (gap.current, gap.longest) == (1, 1)
    assert streak_of([], date(2026, 1, 1)).current == 0


def test_player_streaks_through_the_api_across_a_month_end(
    client: FlaskClient, auth: dict[str, str], clock: FakeClock, answer, generate
) -> None:
    for day in days("2026-01-30", "2026-01-31", "2026-02-01"):
        clock.set(datetime(day.year, day.month, day.day, 9, 0))
        generate(day)
        row = answer(day, "easy")
        path = f"/v1/daily/{day.isoformat()}/easy/attempts"
        response = client.post(
            path, json={"player": "eve", "solution": row.solution}, headers=auth
        )
        assert response.json["score"] == "optimal"
    streak = client.get("/v1/daily/streaks/eve", headers=auth).json
    assert streak["current"] == 3 and streak["longest"] == 3 and streak["solved_today"]
    assert streak["last_optimal_date"] == "2026-02-01"
    assert_problem(client.get("/v1/daily/streaks/eve"), 401, "unauthorized")
    # the public board counts finished days only, so today's solves do not show yet
    board = client.get("/v1/daily/streaks").json
    assert board["as_of"] == "2026-01-31"
    assert [(e["player"], e["current"]) for e in board["entries"]] == [("eve", 2)]
    clock.advance(days=1)
    assert client.get("/v1/daily/streaks").json["entries"][0]["current"] == 3
    clock.advance(days=2)
    later = client.get("/v1/daily/streaks/eve", headers=auth).json
    assert later["current"] == 0 and later["longest"] == 3
    assert client.get("/v1/daily/streaks").json["entries"] == []


def test_a_non_optimal_solve_does_not_extend_a_streak(
    client: FlaskClient, auth: dict[str, str], clock: FakeClock, answer, generate
) -> None:
    generate(TODAY - timedelta(days=1))
    clock.advance(days=-1)
    row = answer(TODAY - timedelta(days=1), "medium")
    client.post(
        "/v1/daily/2025-12-31/medium/attempts",
        json={
            "player": "fay",
            "solution": [list(m) for m in longer_solution(client, row)],
        },
        headers=auth,
    )
    assert client.get("/v1/daily/streaks/fay", headers=auth).json["current"] == 0
