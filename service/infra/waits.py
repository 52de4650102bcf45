"""Caps on requests held open by `Prefer: wait`: per API key and per address.

A waiting request holds one of the API's connections (a gevent worker has
`worker_connections` of them) for up to its wait, and a `GET` is not rate
limited, so each owner may hold at most WAITS_PER_KEY (the key) and
WAITS_PER_ADDRESS (its address: fresh keys are free) waits at once. Past either,
the request is answered at once as it stands, as if no wait had been preferred
(RFC 7240 lets a server ignore a preference; the answer then has no
`Preference-Applied`).

Each wait is a member of a sorted set per owner (`ricochet:waits:<owner>`)
scored by when it ends (its wait plus SLACK_SECONDS), so the slot of a process
killed mid-wait frees itself. A slot is added first and counted after: two
requests at once may both be refused, never both admitted past the cap. While
Redis is unreachable nothing waits.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager

from flask import current_app

from service.infra.extensions import get_redis
from service.infra.fairshare import owners_of
from service.infra.queues import REDIS_ERRORS

SLACK_SECONDS = 5.0
"""How long past its wait a slot counts if its request never gives it back."""
PREFIX = "ricochet:waits:"


@contextmanager
def wait_slot(client_id: str, seconds: float) -> Iterator[bool]:
    """Hold a wait slot of the key and its address for `seconds`; yield whether
    it was granted (False: answer at once)."""
    owners = owners_of(client_id)
    config = current_app.config
    caps = (int(config["WAITS_PER_KEY"]), int(config["WAITS_PER_ADDRESS"]))
    capped = [
        (PREFIX + owner, cap)
        for (_, owner), cap in zip(owners.both(), caps, strict=True)
        if cap > 0
    ]
    keys = [key for key, _ in capped]
    token = secrets.token_hex(8)
    granted = _take(keys, [cap for _, cap in capped], token, seconds)
    try:
        yield granted
    finally:
        if granted:
            _give_back(keys, token)


def _take(keys: list[str], caps: list[int], token: str, seconds: float) -> bool:
    """Add the slot to each owner's set; take it back when one is past its cap."""
    now = time.time()
    try:
        conn = get_redis()
        pipe = conn.pipeline()
        for key in keys:
            pipe.zremrangebyscore(key, "-inf", now)
            pipe.zadd(key, {token: now + seconds + SLACK_SECONDS})
            pipe.expire(key, int(seconds + SLACK_SECONDS) + 1)
            pipe.zcard(key)
        counts = pipe.execute()[3::4]
        if all(count <= cap for count, cap in zip(counts, caps, strict=True)):
            return True
        _give_back(keys, token)
    except REDIS_ERRORS:
        return False
    return False


def _give_back(keys: list[str], token: str) -> None:
    """Remove the slot from each owner's set (a lost removal expires by itself)."""
    try:
        pipe = get_redis().pipeline()
        for key in keys:
            pipe.zrem(key, token)
        pipe.execute()
    except REDIS_ERRORS:
        return
