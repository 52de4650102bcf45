"""Redis locks that never outlive their holder by more than seconds.

A lock has a short TTL that a daemon thread renews while the holder works; a
holder that dies (SIGKILL, power cut) stops renewing and the lock expires within
LOCK_TTL seconds. A worker that ends its job process on shutdown releases that
process's locks at once (`release_locks_of`: each process lists what it holds).
Locks never wait: a lock held by someone else raises LockBusy at once, so a job
can be deferred instead of blocking its worker.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress

import redis as redis_lib
from redis.lock import Lock

log = logging.getLogger(__name__)

LOCK_TTL = 15.0
"""Seconds a lock survives its holder (it is renewed every LOCK_TTL / 3)."""


class LockBusy(Exception):
    """Another holder has the lock; try again later."""


def held_key(pid: int) -> str:
    """Return the key of the hash listing what a process holds (name -> token)."""
    return f"ricochet:locks:held:{socket.gethostname()}:{pid}"


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
    listed = held_key(os.getpid())
    _renew_listing(conn, listed, ttl, {name: lock.local.token})
    stop = threading.Event()
    renewer = threading.Thread(
        target=_renew,
        args=(lock, listed, stop, ttl),
        name=f"renew {name}",
        daemon=True,
    )
    renewer.start()
    try:
        yield lock
    finally:
        stop.set()
        renewer.join()
        _release(lock)
        with suppress(redis_lib.RedisError):  # else the listing expires
            conn.hdel(listed, name)


def release_locks_of(conn: redis_lib.Redis, pid: int) -> list[str]:
    """Release the locks a (killed) process of this host held; return their names."""
    listed = held_key(pid)
    held = {_text(name): token for name, token in conn.hgetall(listed).items()}
    for name, token in held.items():
        # compare-and-delete: a lock expired and taken by another holder stays
        with suppress(redis_lib.exceptions.LockError):
            conn.lock(name, thread_local=False).do_release(token)
    conn.delete(listed)
    return sorted(held)


def _text(value: bytes | str) -> str:
    """Return a Redis reply as text."""
    return value if isinstance(value, str) else value.decode()


def _renew_listing(
    conn: redis_lib.Redis, listed: str, ttl: float, add: dict[str, bytes]
) -> None:
    """List held locks under their holder; the listing expires like the locks."""
    with conn.pipeline() as pipe:
        if add:
            pipe.hset(listed, mapping=add)  # type: ignore[arg-type]
        pipe.expire(listed, int(ttl) + 1)
        pipe.execute()


def _renew(lock: Lock, listed: str, stop: threading.Event, ttl: float) -> None:
    """Reset the lock's TTL every third of it until told to stop."""
    while not stop.wait(ttl / 3):
        try:
            lock.reacquire()
            _renew_listing(lock.redis, listed, ttl, {})
        except (redis_lib.exceptions.LockError, redis_lib.RedisError) as exc:
            log.warning("could not renew lock %s: %s", lock.name, exc)


def _release(lock: Lock) -> None:
    """Release a lock, tolerating its expiry or a lost connection."""
    try:
        lock.release()
    except (redis_lib.exceptions.LockError, redis_lib.RedisError):
        log.warning("lock %s was lost before release", lock.name)
