"""Per-address and per-key caps on open event streams, counted in Redis.

Each open stream holds one lease in a sorted set per owner (`stream-slots:<owner>`,
score = the lease's expiry): taking one first drops expired leases, then adds ours
only while fewer than STREAM_MAX_PER_CLIENT remain, in one Lua script, so the
count holds across every stream process. A stream renews its leases as it sends
(data or keep-alive) and drops them when it ends, an abrupt disconnect included
(the generator is closed); a process killed mid-stream leaves leases that expire
after LEASE_HEARTBEATS heartbeats, so no slot leaks for long.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import redis as redis_lib
from flask import current_app

from service.infra.extensions import get_redis

LEASE_HEARTBEATS = 3
"""A lease outlives this many missed heartbeats (a stream renews at each)."""

TAKE = """
local now, cap, expiry, member = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3], ARGV[4]
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= cap then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, expiry, member)
  redis.call('PEXPIREAT', key, math.ceil(tonumber(expiry) * 1000))
end
return 0
"""
"""Take a lease on every owner's set, or none: return 0, or the 1-based index of
the first owner at its cap."""


class TooManyStreams(Exception):
    """An owner (address or key) already holds its cap of open streams."""

    def __init__(self, owner: str, cap: int, retry_after: int) -> None:
        kind = "key" if not owner.startswith("ip:") else "address"
        super().__init__(
            f"this {kind} already has {cap} event streams open (STREAM_MAX_PER_CLIENT);"
            " close one first"
        )
        self.retry_after = retry_after


@dataclass
class Leases:
    """The leases one open stream holds."""

    keys: list[str]
    member: str
    seconds: float

    def renew(self) -> None:
        """Push the leases' expiry on (called whenever the stream sends)."""
        expiry = time.time() + self.seconds
        pipe = get_redis().pipeline(transaction=False)
        for key in self.keys:
            pipe.zadd(key, {self.member: expiry}, xx=True)
            pipe.expireat(key, int(expiry) + 1)
        pipe.execute()

    def release(self) -> None:
        """Give the slots back."""
        pipe = get_redis().pipeline(transaction=False)
        for key in self.keys:
            pipe.zrem(key, self.member)
        pipe.execute()


def lease_seconds() -> float:
    """Return how long a lease lasts without renewal."""
    return LEASE_HEARTBEATS * float(current_app.config["STREAM_HEARTBEAT_SECONDS"])


def take(owners: list[str]) -> Leases | None:
    """Take a stream slot for each owner (None when the cap is off).

    :raise TooManyStreams: when one owner is at its cap (nothing is taken).
    """
    cap = int(current_app.config["STREAM_MAX_PER_CLIENT"])
    if cap <= 0:
        return None
    seconds = lease_seconds()
    keys = [f"stream-slots:{owner}" for owner in owners]
    member = uuid.uuid4().hex
    now = time.time()
    full = get_redis().eval(TAKE, len(keys), *keys, now, cap, now + seconds, member)
    if full:
        retry = int(current_app.config["STREAM_HEARTBEAT_SECONDS"])
        raise TooManyStreams(owners[int(full) - 1], cap, max(1, retry))
    return Leases(keys, member, seconds)


def held(frames: Iterator[str], leases: Leases | None) -> Iterator[str]:
    """Yield a stream's frames, renewing its leases as it goes and releasing them
    when it ends (finished, failed, or the client went away)."""
    try:
        for frame in frames:
            if leases is not None:
                try:
                    leases.renew()
                except redis_lib.RedisError:
                    pass  # the stream goes on; the lease may lapse meanwhile
            yield frame
    finally:
        if leases is not None:
            try:
                leases.release()
            except redis_lib.RedisError:
                pass  # they expire by themselves
