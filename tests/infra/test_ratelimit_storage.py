"""Rate limits counted in each process and synced to Redis in batches: exact within
a process, within the documented tolerance across processes, 429 with Retry-After
past the limit, and Redis down still falls back to counting in memory."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask.testing import FlaskClient
from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from service.infra.extensions import limiter
from service.infra.ratelimit_storage import (
    EXACT_UP_TO,
    BatchedRedisStorage,
    limit_amount,
)
from tests.helpers.api import LAYOUT, assert_problem

pytestmark = [pytest.mark.redis, pytest.mark.usefixtures("redis")]

SYNC = 1.0
LIMIT = parse("10 per minute")


class Clock:
    """A monotonic clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def process(
    redis_url: str, clock: Clock, exact_up_to: int = 0
) -> FixedWindowRateLimiter:
    """Return a limiter on a storage of its own, as one API process has (limits
    of at most `exact_up_to` hits counted in Redis hit by hit)."""
    url = redis_url.replace("unix://", "redis+unix://")
    storage = storage_from_string(
        f"batched+{url}", sync_seconds=SYNC, clock=clock, exact_up_to=exact_up_to
    )
    assert isinstance(storage, BatchedRedisStorage)
    return FixedWindowRateLimiter(storage)


def admitted(limiter_: FixedWindowRateLimiter, hits: int) -> int:
    """Hit the shared key `hits` times; return how many were let through."""
    return sum(limiter_.hit(LIMIT, "client:1") for _ in range(hits))


def test_one_process_counts_exactly_with_one_round_trip_a_period(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    one = process(redis_url, clock)
    storage = one.storage
    assert isinstance(storage, BatchedRedisStorage)
    sent: list[int] = []
    send = storage._send
    monkeypatch.setattr(
        storage, "_send", lambda k, e, n: sent.append(n) or send(k, e, n)
    )
    assert admitted(one, 12) == 10  # exact: the 11th and 12th are refused
    assert sent == [1]  # only the window's first hit went to Redis
    assert one.get_window_stats(LIMIT, "client:1").remaining == 0
    clock.now += SYNC
    assert admitted(one, 1) == 0
    assert sent == [1, 12]  # the batch: 11 counted here, and this hit


def test_two_processes_hold_the_limit_within_the_tolerance(redis_url: str) -> None:
    clock = Clock()
    first, second = process(redis_url, clock), process(redis_url, clock)
    # Within one sync period neither sees the other's hits: at most P x the limit.
    let_through = admitted(first, 15) + admitted(second, 15)
    assert LIMIT.amount < let_through <= 2 * LIMIT.amount
    clock.now += SYNC  # both sync on their next hit and learn the total
    assert admitted(first, 1) + admitted(second, 1) == 0


def test_a_low_limit_is_exact_across_processes_and_stays_refused(
    redis_url: str,
) -> None:
    clock = Clock()
    register = parse("30 per hour")
    first, second = (process(redis_url, clock, EXACT_UP_TO) for _ in range(2))
    verdicts = [one.hit(register, "ip:1") for _ in range(20) for one in (first, second)]
    assert verdicts == [True] * 30 + [False] * 10  # the 31st is the first refused
    clock.now += 5 * SYNC  # syncing changes nothing: the count lives in Redis
    assert not any(one.hit(register, "ip:1") for one in (first, second))
    assert first.hit(register, "ip:2")  # another address has its own budget


def test_the_limit_is_read_from_the_key() -> None:
    key = parse("30 per hour").key_for("ip:1.2.3.4", "clients")
    assert limit_amount(key) == 30
    assert limit_amount("something/else") is None


def test_processes_that_sync_every_hit_are_exact(redis_url: str) -> None:
    clock = Clock()
    first, second = process(redis_url, clock), process(redis_url, clock)
    let_through = 0
    for _ in range(10):
        for one in (first, second):
            clock.now += SYNC  # a hit a period: each one reaches Redis
            let_through += admitted(one, 1)
    assert let_through == LIMIT.amount


def test_a_window_ends_for_every_process(redis_url: str, redis: Any) -> None:
    clock = Clock()
    one = process(redis_url, clock)
    assert admitted(one, 11) == 10
    redis.delete(*redis.keys("LIMITS*"))  # Redis ended the window
    clock.now += 61  # and so does this process's copy of it
    assert admitted(one, 1) == 1


@pytest.fixture
def app_config() -> dict[str, Any]:
    return {
        "RATELIMIT_STORAGE_URI": None,  # REDIS_URL's Redis, batched by default
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_WRITES": "3 per minute",
    }


def test_a_key_over_its_limit_gets_429_with_retry_after(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    assert isinstance(limiter.storage, BatchedRedisStorage)
    statuses = [
        client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth).status_code
        for _ in range(3)
    ]
    assert statuses == [201, 200, 200]  # stored once, then found
    refused = client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth)
    assert_problem(refused, 429, "rate-limited")
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    assert refused.headers["X-RateLimit-Remaining"] == "0"
    assert redis.keys("LIMITS*")  # the window lives in Redis


@pytest.mark.parametrize(
    "app_config",
    [
        {
            "REDIS_URL": "redis://127.0.0.1:1/0",  # nothing listens on port 1
            "RATELIMIT_STORAGE_URI": None,
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_WRITES": "2 per minute",
        }
    ],
)
def test_redis_down_falls_back_to_memory(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    statuses = [
        client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth).status_code
        for _ in range(3)
    ]
    assert statuses == [201, 200, 429]  # counted in memory: 2 a minute hold
    assert client.get("/v1/health").json["rate_limits"] == "memory-fallback"
