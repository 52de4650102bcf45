"""Cached secrecy of daily answers is exact to the microsecond, in every process."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from service.web.app import create_app

pytestmark = pytest.mark.usefixtures("days_generated")  # requests never generate a day


@pytest.fixture
def other(app: Flask, clock: FakeClock) -> Iterator[Flask]:
    """Return a second app (another process) on the same database, Redis, clock."""
    config = {k: v for k, v in app.config.items() if k.isupper()}
    second = create_app(config)
    yield second
    second.extensions["db"].engine.dispose()


def test_a_daily_answer_appears_at_midnight_utc_everywhere(
    client: FlaskClient, other: Flask, clock: FakeClock
) -> None:
    puzzle_ids = [p["puzzle_id"] for p in client.get("/v1/daily").json["puzzles"]]
    clients = (client, other.test_client())
    for _ in range(2):  # the second time from each process's cache
        for c in clients:
            for puzzle_id in puzzle_ids:
                assert c.get(f"/v1/puzzles/{puzzle_id}/hint").status_code == 403
    clock.set(clock.current.replace(hour=23, minute=59, second=59, microsecond=999999))
    for c in clients:
        assert c.get(f"/v1/puzzles/{puzzle_ids[0]}/solution").status_code == 403
    clock.advance(microseconds=1)
    for c in clients:
        for puzzle_id in puzzle_ids:
            assert c.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
            assert c.get(f"/v1/puzzles/{puzzle_id}/hint").status_code == 200
