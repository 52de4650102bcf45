"""Stocking: idle workers fill the emptiest band first, on the background queue."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask

from service.infra.queues import BACKGROUND, BULK, get_queue
from service.library import store
from service.library.filters import Band
from workers import library, stocking

pytestmark = pytest.mark.redis


@pytest.fixture
def app_config() -> dict[str, Any]:
    """Keep a tiny stock, so one short job fills a band."""
    return {"LIBRARY_STOCK": 2}


def test_the_emptiest_band_is_stocked_first(
    app: Flask, run_worker: Callable[[], None]
) -> None:
    with app.app_context():
        before = stocking.shortest_bands(2)
    assert len(before) == 18  # 4 families x 4 bands and micro's 1-8 and 9-12
    outcome = stocking.stock_library()
    family, (low, high) = outcome["family"], outcome["band"]
    assert (family, low) == (before[0][0], before[0][1].min)
    assert outcome["kept"] >= 2
    with app.app_context():
        counts = store.band_counts(family, family.endswith("ricochet"))
        after = stocking.shortest_bands(2)
    assert sum(n for m, n in counts.items() if low <= m <= high) >= 2
    assert (family, low) not in [(name, band.min) for name, band in after]


def test_the_cron_jobs_go_on_the_background_queue(app: Flask) -> None:
    registered: list[tuple[Any, str]] = []

    class Cron:
        def register(self, func: Any, queue: str, **_: Any) -> None:
            registered.append((func, queue))

    library.register_cron(Cron(), app)
    assert (stocking.stock_library, BACKGROUND) in registered
    assert (library.idle_record_search, BACKGROUND) in registered
    app.config.update(LIBRARY_STOCK=0, RECORD_SEARCH=False)
    registered.clear()
    library.register_cron(Cron(), app)
    assert registered == []


def test_background_work_yields_to_a_job_a_client_waits_for(
    app: Flask, run_worker: Callable[[], None], redis: Any
) -> None:
    get_queue(BULK, redis).enqueue_call("workers.jobs.sweep", job_id="waiting")
    app.config["LIBRARY_STOCK"] = 10_000  # far more than one job could make
    started = time.monotonic()
    outcome = stocking.stock_library()
    assert time.monotonic() - started < stocking.STOCK_SECONDS / 2
    assert outcome["kept"] < 10_000


def test_a_band_is_topped_up_to_its_target_not_beyond(
    app: Flask, run_worker: Callable[[], None]
) -> None:
    with app.app_context():
        band = Band(1, 8)
        assert stocking.stock_band("classic", band, 1) == 1  # one puzzle in stock
        assert stocking.stock_band("classic", band, 3) == 2  # the two missing
        assert stocking.stock_band("classic", band, 3) == 0  # full: nothing to do
        counts = store.band_counts("classic", False)
    assert sum(counts.values()) == 3


def test_a_band_another_worker_is_stocking_is_left_alone(
    app: Flask, run_worker: Callable[[], None], redis: Any
) -> None:
    with app.app_context():
        band = Band(9, 12)
        redis.set(stocking.stock_lock("classic", band), "1")
        assert stocking.stock_band("classic", band, 3) is None
        assert store.band_counts("classic", False) == {}
