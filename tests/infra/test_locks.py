"""Renewed Redis locks (a real Redis): held past their TTL while the holder works,
never waited for, released at the end."""

from __future__ import annotations

import os
import time

import pytest
import redis as redis_lib

from service.infra.locks import LockBusy, held_key, release_locks_of, renewed_lock
from tests.helpers.wait import holds_for

pytestmark = pytest.mark.redis


def test_a_lock_is_renewed_past_its_ttl_and_released(redis: redis_lib.Redis) -> None:
    with renewed_lock(redis, "test:lock", ttl=0.6):
        holds_for(lambda: redis.exists("test:lock"), 1.5)  # over twice the TTL
        assert 0 < redis.pttl("test:lock") <= 600
        started = time.monotonic()
        with pytest.raises(LockBusy), renewed_lock(redis, "test:lock"):
            pass  # pragma: no cover
        assert time.monotonic() - started < 0.5  # refused at once, not waited for
    assert not redis.exists("test:lock")


def test_a_lock_released_by_an_error_in_the_block(redis: redis_lib.Redis) -> None:
    with pytest.raises(ValueError), renewed_lock(redis, "test:lock", ttl=5):
        raise ValueError("the work failed")
    assert not redis.exists("test:lock")


def test_the_locks_of_a_killed_holder_are_released_by_its_pid(
    redis: redis_lib.Redis,
) -> None:
    with renewed_lock(redis, "test:a"), renewed_lock(redis, "test:b"):
        assert release_locks_of(redis, os.getpid()) == ["test:a", "test:b"]
        assert not redis.exists("test:a") and not redis.exists("test:b")
        with renewed_lock(redis, "test:a"):  # free again at once
            pass
    assert not redis.exists(held_key(os.getpid()))
