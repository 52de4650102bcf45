"""Refilling a rating band that runs low: one background job, then puzzles there."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.accounts.models import Client
from service.game.rating.prior import DEFAULT as PRIOR
from service.infra.extensions import db
from service.infra.queues import BACKGROUND, get_queue
from service.library.models import LibraryPuzzle, PuzzleRating
from service.trainer import refill
from service.trainer.models import TrainerPlayer
from workers import trainer as jobs

pytestmark = pytest.mark.redis

NEXT = "/v1/trainer/next"


def queued(redis: redis_lib.Redis) -> list[str]:
    """Return the ids of the jobs waiting on the background queue."""
    return list(get_queue(BACKGROUND, redis).job_ids)


def rated(app: Flask, client_id: str, player: str, rating: float) -> None:
    """Store a player of a given rating."""
    with app.app_context():
        db.session.add(
            TrainerPlayer(
                client_id=client_id,
                player=player,
                rating=rating,
                rd=60.0,
                volatility=0.06,
                attempts=0,
                wins=0,
                created_at=datetime.now(UTC),
            )
        )
        db.session.commit()


def only_client(app: Flask) -> str:
    """Return the id of the test's one API client."""
    with app.app_context():
        return db.session.query(Client).one().id


def test_two_requests_queue_one_job_and_say_a_refill_is_under_way(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    answers = [client.get(f"{NEXT}?player=ann", headers=auth) for _ in range(2)]
    answers.append(client.get(f"{NEXT}?player=bob", headers=auth))  # same band
    for answer in answers:
        assert answer.status_code == 404, answer.json
        assert answer.mimetype == "application/problem+json"
        assert answer.json["type"].endswith("/no-puzzle")
        assert "refill of that rating band is under way" in answer.json["detail"]
        assert answer.headers["Retry-After"] == str(refill.RETRY_AFTER)
    band = refill.band_of(1500.0, "classic", None)  # the default family
    assert queued(redis) == [band.job_id]
    job = get_queue(BACKGROUND, redis).fetch_job(band.job_id)
    assert job is not None and job.args == [1500, "classic", None]
    themed = client.get(f"{NEXT}?player=ann&theme=helper", headers=auth)
    assert themed.status_code == 404
    assert len(queued(redis)) == 2  # another band: its own job


def test_the_worker_fills_the_band_and_next_serves_from_it(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    run_worker: Callable[[], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(jobs, "REFILL_COUNT", 2)
    rated(app, only_client(app), "cid", 1000.0)  # short puzzles: a quick refill
    assert client.get(f"{NEXT}?player=cid", headers=auth).status_code == 404
    run_worker()
    band = refill.band_of(1000.0, "classic", None)
    with app.app_context():
        rows = db.session.query(LibraryPuzzle).all()
        ratings = [PRIOR.rating(row.features).rating for row in rows]
        stored = {r.puzzle_id: r.rating for r in db.session.query(PuzzleRating)}
    low, high = refill.moves_of(band) or (0, 0)
    assert rows and all(low <= row.optimal_moves <= high for row in rows)
    assert all(row.source == "refill" and row.family == "classic" for row in rows)
    near = [r for r in ratings if refill.near_band(r, band)]
    assert len(near) == 2  # it stops once REFILL_COUNT are near the band
    assert sorted(stored.values()) == pytest.approx(sorted(ratings))
    served = client.get(f"{NEXT}?player=cid", headers=auth)
    assert served.status_code == 200, served.json
    assert served.json["id"] in stored
    nearest = sorted(abs(r - 1000) for r in ratings)
    assert abs(served.json["rating"] - 1000) <= nearest[1] + 0.1
    assert not redis.exists(refill.barren_key(band))


def test_a_rating_no_puzzle_reaches_says_so_and_queues_nothing(
    app: Flask, client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    rated(app, only_client(app), "champion", 6000.0)
    answer = client.get(f"{NEXT}?player=champion&difficulty=hardest", headers=auth)
    assert answer.status_code == 404, answer.json
    assert "none can be made" in answer.json["detail"]
    assert "6600" in answer.json["detail"]
    assert "Retry-After" not in answer.headers
    assert queued(redis) == []


def test_a_theme_the_family_cannot_have_says_so_and_queues_nothing(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    for query in (
        "family=classic&theme=black-robot",
        "family=black&theme=ricochet-detour",
    ):
        answer = client.get(f"{NEXT}?player=ann&{query}", headers=auth)
        assert answer.status_code == 422, answer.json
        assert answer.json["type"].endswith("/unmeetable-request")
        assert "no puzzle can meet" in answer.json["detail"]
    assert queued(redis) == []
    allowed = client.get(
        f"{NEXT}?player=ann&family=black&theme=black-robot", headers=auth
    )
    assert allowed.status_code == 404 and "Retry-After" in allowed.headers
    assert len(queued(redis)) == 1


def test_a_band_a_whole_refill_found_nothing_for_is_barren(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    run_worker: Callable[[], None],  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(jobs, "REFILL_SECONDS", 0.0)  # a budget spent at once
    assert client.get(f"{NEXT}?player=ann", headers=auth).status_code == 404
    run_worker()
    band = refill.band_of(1500.0, "classic", None)
    assert 0 < redis.ttl(refill.barren_key(band)) <= refill.BARREN_SECONDS
    answer = client.get(f"{NEXT}?player=ann", headers=auth)
    assert answer.status_code == 404
    assert "found none" in answer.json["detail"]
    assert queued(redis) == []


def test_a_refill_yields_to_client_work(
    app: Flask,
    redis: redis_lib.Redis,
    run_worker: Callable[[], None],  # noqa: F811
) -> None:
    get_queue("bulk", redis).enqueue_call("workers.jobs.sweep", job_id="waiting")
    outcome: dict[str, Any] = jobs.refill_band(1500, None, None)
    assert outcome["kept"] < jobs.REFILL_COUNT
    assert not redis.exists(refill.barren_key(refill.band_of(1500.0, None, None)))
