"""Redis locks that never outlive their holder by more than seconds.

A lock has a short TTL that a daemon thread renews while the holder works; a
holder that dies (SIGKILL, power cut) stops renewing and the lock expires within
LOCK_TTL seconds. Locks never wait: a lock held by someone else raises LockBusy at
once, so a job can be deferred instead of blocking its worker.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import redis as redis_lib
from redis.lock import Lock

log = logging.getLogger(__name__)

LOCK_TTL = 15.0
"""Seconds a lock survives its holder (it is renewed every LOCK_TTL / 3)."""


class LockBusy(Exception):
    """Another holder has the lock; try again later."""


@contextmanager
def renewed_lock(
    conn: redis_lib.Redis, name: str, ttl: float = LOCK_TTL
) -> Iterator[Lock]:
    """Hold the lock `name` while the block runs, renewing it; release it after.

    :raise LockBusy: when another holder has it (never waits).
    :raise redis.RedisError: when Redis is unreachable.
    """
    # thread_local=False: the renewing thread must see the holder's token
    lock = conn.lock(name, timeout=ttl, blocking=False, thread_local=False)
    if not lock.acquire():
        raise LockBusy(name)
    stop = threading.Event()
    renewer = threading.Thread(
        target=_renew, args=(lock, stop, ttl / 3), name=f"renew {name}", daemon=True
    )
    renewer.start()
    try:
        yield lock
    finally:
        stop.set()
        renewer.join()
        _release(lock)


def _renew(lock: Lock, stop: threading.Event, every: float) -> None:
    """Reset the lock's TTL every `every` seconds until told to stop."""
    while not stop.wait(every):
        try:
            lock.reacquire()
        except (redis_lib.exceptions.LockError, redis_lib.RedisError) as exc:
            log.warning("could not renew lock %s: %s", lock.name, exc)


def _release(lock: Lock) -> None:
    """Release a lock, tolerating its expiry or a lost connection."""
    try:
        lock.release()
    except (redis_lib.exceptions.LockError, redis_lib.RedisError):
        log.warning("lock %s was lost before release", lock.name)
