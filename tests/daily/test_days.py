"""The daily resources: today, past days, no future leak, idempotent generation,
the archive, pictures, secrecy of today's answers, caching and 304s."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.daily.models import DailyDay, DailyPuzzle
from service.daily.store import ensure_upcoming
from service.infra.clock import FakeClock
from service.puzzles.models import Puzzle
from service.solving.secrecy import solution_hidden
from service.web.conditional import body_etag
from tests.daily.helpers import TODAY, register
from tests.helpers.api import assert_problem

Generate = Callable[[date], list[str]]


@pytest.mark.usefixtures("days_generated")
def test_today_is_shown_without_answers(
    client: FlaskClient, clock: FakeClock, db: so.Session
) -> None:
    response = client.get("/v1/daily")
    assert response.status_code == 200
    day = response.json
    assert day["date"] == "2026-01-01" and day["status"] == "complete"
    assert day["revealed"] is False
    assert day["ends_at"].startswith("2026-01-02T00:00:00")
    assert [p["tier"] for p in day["puzzles"]] == ["easy", "medium", "hard"]
    for puzzle in day["puzzles"]:
        assert puzzle["optimal_moves"] is None and puzzle["solution"] is None
        assert puzzle["puzzle"]["rules"] == {"ricochet_rule": True}
        assert len(puzzle["puzzle"]["board"]) == 8  # a classic layout code
        assert db.get(Puzzle, puzzle["puzzle_id"]) is not None  # a real puzzle resource
    assert client.get("/v1/daily/2026-01-01").json == day
    assert response.headers["Access-Control-Allow-Origin"] == "*"


@pytest.mark.usefixtures("days_generated")
def test_the_puzzles_are_real_puzzle_resources(
    client: FlaskClient, clock: FakeClock
) -> None:
    puzzle = client.get("/v1/daily").json["puzzles"][0]
    stored = client.get(puzzle["links"]["puzzle"])
    assert stored.status_code == 200
    assert stored.json["robots"] == puzzle["puzzle"]["robots"]
    assert stored.json["target"] == puzzle["puzzle"]["target"]
    one = client.get(puzzle["links"]["self"])
    assert one.status_code == 200 and one.json == puzzle


def test_future_days_are_404_and_reveal_nothing(
    app: Flask, client: FlaskClient, clock: FakeClock, db: so.Session
) -> None:
    with app.app_context():
        ensure_upcoming()  # tomorrow and the day after exist in the database
    assert db.get(DailyDay, TODAY + timedelta(days=1)) is not None
    tomorrow = db.scalars(
        sa.select(DailyPuzzle).where(DailyPuzzle.day == TODAY + timedelta(days=1))
    ).all()
    never = assert_problem(client.get("/v1/daily/2031-05-05"), 404, "not-found")
    for path in [
        "/v1/daily/2026-01-02",
        "/v1/daily/2026-01-02/easy",
        "/v1/daily/2026-01-02/easy/image.svg",
        "/v1/daily/2026-01-02/easy/leaderboard",
        "/v1/daily/2026-01-03",
    ]:
        body = assert_problem(client.get(path), 404, "not-found")
        assert body["detail"].replace("2026-01-02", "D").replace("2026-01-03", "D") == (
            never["detail"].replace("2031-05-05", "D")
        )
    archive = client.get("/v1/daily/archive?limit=100").json["items"]
    assert [d["date"] for d in archive] == ["2026-01-01"]
    feed = client.get("/v1/feed.json").get_data(as_text=True)
    assert "2026-01-02" not in feed
    for row in tomorrow:  # its answers stay hidden from the solution endpoints too
        assert client.get(f"/v1/puzzles/{row.puzzle_id}/solution").status_code == 403
    assert all(t not in feed for t in (r.puzzle_id for r in tomorrow))


@pytest.mark.usefixtures("days_generated")
def test_malformed_dates_are_404_in_paths_422_in_queries(
    client: FlaskClient, clock: FakeClock
) -> None:
    # a path segment breaking the policy names nothing (docs/limits.md): 404
    for path in ["/v1/daily/2026-1-1", "/v1/daily/yesterday", "/v1/daily/2026-02-30"]:
        assert_problem(client.get(path), 404, "not-found")
    page = assert_problem(client.get("/daily?date=yesterday"), 422, "validation-error")
    assert page["errors"] == {"query.date": ["Not a valid date."]}
    assert_problem(client.get("/v1/daily/2026-01-01/legendary"), 404, "not-found")
    assert_problem(client.get("/v1/daily/2025-06-01"), 404, "not-found")  # never made


def test_generation_is_idempotent(
    app: Flask, generate: Generate, clock: FakeClock, db: so.Session
) -> None:
    generate(TODAY)
    before = [
        (p.tier, p.puzzle_id, p.optimal_moves, p.solution)
        for p in db.scalars(sa.select(DailyPuzzle).order_by(DailyPuzzle.tier))
    ]
    counts = [
        db.scalar(sa.select(sa.func.count()).select_from(t))
        for t in (DailyDay, DailyPuzzle, Puzzle)
    ]
    generate(TODAY)
    with app.app_context():
        assert ensure_upcoming() == [
            TODAY + timedelta(days=1),
            TODAY + timedelta(days=2),
        ]
        assert ensure_upcoming() == []
    db.expire_all()
    after = [
        (p.tier, p.puzzle_id, p.optimal_moves, p.solution)
        for p in db.scalars(
            sa.select(DailyPuzzle)
            .where(DailyPuzzle.day == TODAY)
            .order_by(DailyPuzzle.tier)
        )
    ]
    assert after == before
    assert db.scalar(sa.select(sa.func.count()).select_from(DailyDay)) == counts[0] + 2


def test_the_same_secret_gives_the_same_day_in_another_database(
    app: Flask, generate: Generate, clock: FakeClock, db: so.Session, tmp_path
) -> None:
    from service.infra.migrate import upgrade
    from service.web.app import create_app

    generate(TODAY)
    mine = sorted(db.scalars(sa.select(DailyPuzzle.puzzle_id)))
    other_url = f"sqlite:///{tmp_path / 'other.sqlite3'}"
    upgrade(other_url)
    other = create_app({**app.config, "DATABASE_URL": other_url, "CLOCK": clock})
    with other.app_context():
        from service.infra.extensions import db as other_db

        ensure_upcoming(0)
        theirs = sorted(other_db.session.scalars(sa.select(DailyPuzzle.puzzle_id)))
    other.extensions["db"].engine.dispose()
    assert mine == theirs


@pytest.mark.usefixtures("days_generated")
def test_answers_appear_when_the_day_ends(
    client: FlaskClient, clock: FakeClock, answer
) -> None:
    today = client.get("/v1/daily").json
    image_before = client.get("/v1/daily/2026-01-01/hard/image.svg")
    clock.set(clock.current.replace(hour=23, minute=59, second=59))
    assert client.get("/v1/daily/2026-01-01").json["revealed"] is False
    clock.advance(seconds=1)
    past = client.get("/v1/daily/2026-01-01").json
    assert past["revealed"] is True
    for puzzle in past["puzzles"]:
        stored = answer(TODAY, puzzle["tier"])
        assert puzzle["optimal_moves"] == stored.optimal_moves
        assert puzzle["solution"] == stored.solution
        low, high = puzzle["min_moves"], puzzle["max_moves"]
        assert low <= puzzle["optimal_moves"] and (
            high is None or puzzle["optimal_moves"] <= high
        )
    assert [p["puzzle_id"] for p in past["puzzles"]] == [
        p["puzzle_id"] for p in today["puzzles"]
    ]
    image_after = client.get("/v1/daily/2026-01-01/hard/image.svg")
    assert image_after.status_code == 200 and image_after.mimetype == "image/svg+xml"
    assert image_after.data != image_before.data
    assert b"optimal" in image_after.data and b"optimal" not in image_before.data


@pytest.mark.usefixtures("days_generated")
def test_todays_answers_are_hidden_from_the_solution_endpoints(
    app: Flask, client: FlaskClient, clock: FakeClock
) -> None:
    puzzle_id = client.get("/v1/daily").json["puzzles"][0]["puzzle_id"]
    with app.app_context():
        assert solution_hidden(puzzle_id)
    assert_problem(
        client.get(f"/v1/puzzles/{puzzle_id}/solution"), 403, "answer-hidden"
    )
    assert_problem(client.get(f"/v1/puzzles/{puzzle_id}/hint"), 403, "answer-hidden")
    clock.advance(hours=12)
    with app.app_context():
        assert not solution_hidden(puzzle_id)
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code != 403


@pytest.mark.usefixtures("days_generated")
def test_archive_pages_newest_first(
    client: FlaskClient, generate: Generate, clock: FakeClock
) -> None:
    for offset in range(1, 6):
        generate(TODAY - timedelta(days=offset))
    first = client.get("/v1/daily/archive?limit=2")
    assert first.status_code == 200
    assert first.json["next"] == "/v1/daily/archive?limit=2&cursor=2025-12-31"
    assert first.headers["Link"] == f'<{first.json["next"]}>; rel="next"'
    assert [d["date"] for d in first.json["items"]] == ["2026-01-01", "2025-12-31"]
    assert first.json["items"][1]["revealed"] is True
    second = client.get(first.json["next"])
    assert [d["date"] for d in second.json["items"]] == ["2025-12-30", "2025-12-29"]
    third = client.get(second.json["next"])
    assert [d["date"] for d in third.json["items"]] == ["2025-12-28", "2025-12-27"]
    assert third.json["next"] is None and "Link" not in third.headers
    before = client.get("/v1/daily/archive?cursor=2025-12-29").json["items"]
    assert [d["date"] for d in before] == ["2025-12-28", "2025-12-27"]
    bad = client.get("/v1/daily/archive?limit=0")
    assert "query.limit" in assert_problem(bad, 422, "validation-error")["errors"]
    bad = client.get("/v1/daily/archive?cursor=someday")
    assert "query.cursor" in assert_problem(bad, 422, "validation-error")["errors"]
    # one URL, one shape: /v1/daily is today's Day; it takes no paging parameter
    # (refused, naming it, rather than quietly ignored)
    paged = client.get("/v1/daily?limit=2")
    assert list(assert_problem(paged, 422, "validation-error")["errors"]) == [
        "query.limit"
    ]
    today = client.get("/v1/daily").json
    assert today["date"] == "2026-01-01" and "items" not in today


@pytest.mark.usefixtures("days_generated")
def test_conditional_requests_get_304(client: FlaskClient, clock: FakeClock) -> None:
    paths = [
        "/v1/daily",
        "/v1/daily/2026-01-01",
        "/v1/daily/2026-01-01/easy",
        "/v1/daily/2026-01-01/easy/image.svg",
        "/v1/daily/2026-01-01/easy/leaderboard",
        "/v1/daily/archive?limit=5",
        "/v1/feed.json",
        "/v1/feed.atom",
    ]
    for path in paths:
        first = client.get(path)
        assert first.status_code == 200, path
        etag, modified = first.headers["ETag"], first.headers["Last-Modified"]
        assert "public" in first.headers["Cache-Control"]
        assert first.headers["Access-Control-Allow-Origin"] == "*"
        again = client.get(path, headers={"If-None-Match": etag})
        assert again.status_code == 304 and again.data == b"", path
        assert again.headers["ETag"] == etag
        assert (
            client.get(path, headers={"If-Modified-Since": modified}).status_code == 304
        )
        assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200


@pytest.mark.usefixtures("days_generated")
def test_cache_lifetime_never_outlasts_the_day(
    client: FlaskClient, clock: FakeClock
) -> None:
    client.get("/v1/daily")
    clock.set(clock.current.replace(hour=23, minute=50))
    response = client.get("/v1/daily/2026-01-01")
    assert response.cache_control.max_age == 600
    old_etag = response.headers["ETag"]
    clock.advance(minutes=10)
    revealed = client.get("/v1/daily/2026-01-01", headers={"If-None-Match": old_etag})
    assert revealed.status_code == 200  # the answers changed it
    assert revealed.cache_control.max_age == 24 * 3600
    assert revealed.last_modified is not None
    assert revealed.last_modified.isoformat().startswith("2026-01-02T00:00:00")


@pytest.mark.usefixtures("days_generated")
def test_attempt_links_need_a_key(client: FlaskClient, clock: FakeClock) -> None:
    register(client)
    links = client.get("/v1/daily").json["puzzles"][0]["links"]
    response = client.post(links["attempts"], json={"player": "a", "solution": "rN"})
    assert_problem(response, 401, "unauthorized")


@pytest.mark.usefixtures("days_generated")
def test_streaks_and_days_answer_both_conditions_through_the_one_path(
    client: FlaskClient, clock: FakeClock
) -> None:
    for path in ("/v1/daily/streaks", "/v1/daily/2026-01-01", "/v1/feed.atom"):
        first = client.get(path)
        assert first.status_code == 200, path
        assert first.headers["ETag"] == f'"{body_etag(first.data)}"', path
        modified = first.headers["Last-Modified"]
        again = client.get(path, headers={"If-None-Match": first.headers["ETag"]})
        assert again.status_code == 304 and again.headers["Date"], path
        since = client.get(path, headers={"If-Modified-Since": modified})
        assert since.status_code == 304, path
        assert since.headers["ETag"] == first.headers["ETag"], path
