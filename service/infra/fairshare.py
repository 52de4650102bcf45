"""Fair shares of worker time between clients: budgets and caps on pending work.

Work a client asks for whose worker time it chooses (a record search, a puzzle
request generated to order, a solve of a board over SOLVE_LONG_CELLS) is admitted
here before anything is stored or queued, against two owners: the API key and
the address the request came from (fresh keys are free, addresses are not).

- A budget: the seconds of worker time asked for (the job's own budget) are
  counted per owner in fixed windows of WORK_BUDGET_WINDOW seconds, in Redis
  (`ricochet:work:<owner>:<window>`, one INCRBYFLOAT, taken back when refused).
- A cap on pending work: each owner may have at most so many jobs of a kind
  queued or running (`ricochet:pending:<kind>:<owner>`, a sorted set of job ids
  by the time they were admitted; a member whose RQ job has ended or vanished no
  longer counts, so nothing needs releasing). A claim is added first and counted
  after, so two requests at once can both be refused but never both admitted
  past the cap, by any number of API processes.

The caps are what makes queueing fair: one client cannot have more than its
cap waiting on a queue, so another client's first job waits behind at most
that many of the first client's, whatever the number of workers or machines
(the state is Redis', which every API process and worker shares; RQ's queues
stay plain lists, which its workers pop atomically).

Work whose length is only known as it runs (check jobs, solve jobs) is admitted
by `admit_run` (the caps, and a budget not already spent) and charged by
`record_use` with the seconds each of its chunks took, so a client past its
budget is refused more of it until the window ends.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar, cast

from flask import current_app, has_request_context, request

from service.infra.domain_errors import TooMany, Unavailable
from service.infra.extensions import get_redis
from service.infra.queues import FINAL_STATUSES, REDIS_ERRORS, fetch_job

CLAIM_GRACE_SECONDS = 30.0
"""A claim whose job is not in Redis yet counts this long (it is being enqueued)."""
PENDING_RETRY_AFTER = 30
"""When to ask again after a pending cap: a job's turn comes within seconds to
minutes."""
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Owners:
    """Who asks: the API key's client id and the request's address."""

    key: str
    address: str

    def both(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """Return (name, owner) for the key and the address."""
        return (("key", f"key:{self.key}"), ("address", f"ip:{self.address}"))


def owners_of(client_id: str) -> Owners:
    """Return the owners of a request made with a key (its address from the
    request; `worker` outside one)."""
    address = (request.remote_addr or "unknown") if has_request_context() else "worker"
    return Owners(client_id, address)


def admit(
    kind: str,
    client_id: str,
    caps: tuple[int, int],
    seconds: float,
    create: Callable[[], tuple[str, T]],
) -> tuple[str, T]:
    """Admit one job of a kind for a key (and its address), then `create()` it.

    The claim is taken under a provisional name, the budget charged, then the
    job created (it returns its job id and a value) and the claim named after it;
    a refusal or a failure takes back what was claimed and charged.

    :raise TooMany: past a cap or a budget; nothing is created then.
    """
    owners = owners_of(client_id)
    token = "claim-" + secrets.token_hex(8)
    claim(kind, owners, token, caps)
    try:
        charge(owners, seconds)
    except BaseException:
        release(kind, owners, token)
        raise
    try:
        job_id, value = create()
    except BaseException:
        release(kind, owners, token)
        refund(owners, seconds)
        raise
    rename(kind, owners, token, job_id)
    return job_id, value


def admit_run(
    kind: str,
    client_id: str,
    caps: tuple[int, int],
    state: Callable[[str], bool | None],
    create: Callable[[], tuple[str, T]],
) -> tuple[str, T]:
    """Admit one job charged as it runs (`record_use`), then `create()` it.

    `state` tells whether a claimed job of that kind is pending (None: unknown).

    :raise TooMany: past a cap, or `work-budget` when the key's or the
        address's budget of this window is spent; nothing is created then.
    :raise Unavailable: when Redis is down (nothing is created either).
    """
    owners = owners_of(client_id)
    token = "claim-" + secrets.token_hex(8)
    try:
        require_budget(owners)
        claim(kind, owners, token, caps, state)
    except REDIS_ERRORS as exc:
        raise Unavailable(REDIS_DOWN) from exc
    try:
        job_id, value = create()
    except BaseException:
        release_quietly(kind, owners, token)
        raise
    rename(kind, owners, token, job_id)
    return job_id, value


REDIS_DOWN = "the job store (Redis) is unavailable; retry later"


def release_quietly(kind: str, owners: Owners, token: str) -> None:
    """Take back a claim if Redis answers (else it lapses after its grace)."""
    try:
        release(kind, owners, token)
    except REDIS_ERRORS:
        pass


def budget_limits() -> dict[str, float]:
    """Return the worker-time budgets per window by owner name (0: none)."""
    config = current_app.config
    return {
        "key": float(config["WORK_BUDGET_PER_KEY"]),
        "address": float(config["WORK_BUDGET_PER_ADDRESS"]),
    }


def require_budget(owners: Owners) -> None:
    """Refuse new work to a key or address whose budget of this window is spent.

    :raise TooMany: `work-budget`, Retry-After at the window's end.
    """
    window = max(1, int(current_app.config["WORK_BUDGET_WINDOW"]))
    now = time.time()
    slot = int(now // window)
    limits = budget_limits()
    conn = get_redis()
    for name, owner in owners.both():
        if limits[name] <= 0:
            continue
        used = float(conn.get(f"ricochet:work:{owner}:{slot}") or 0)
        if used >= limits[name] - 1e-9:
            raise TooMany(
                f"this {name} has used {used:.0f} s of worker time in this window "
                f"of {window} s, its WORK_BUDGET_PER_{name.upper()} "
                f"({limits[name]:.0f} s); nothing was queued",
                kind="work-budget",
                retry_after=max(1, math.ceil((slot + 1) * window - now)),
            )


def record_use(owners: Owners, seconds: float) -> None:
    """Count seconds of worker time a job has just spent (never refused: the
    work is done; later work of the owner is refused past the budget)."""
    window = max(1, int(current_app.config["WORK_BUDGET_WINDOW"]))
    slot = int(time.time() // window)
    pipe = get_redis().pipeline(transaction=False)
    for _, owner in owners.both():
        counter = f"ricochet:work:{owner}:{slot}"
        pipe.incrbyfloat(counter, seconds)
        pipe.expire(counter, window + 60)
    pipe.execute()


def charge(owners: Owners, seconds: float) -> None:
    """Count `seconds` of worker time against the key's and the address's budgets.

    :raise TooMany: `work-budget`, with Retry-After at the window's end, when
        either would go over; nothing is counted then.
    """
    window = max(1, int(current_app.config["WORK_BUDGET_WINDOW"]))
    limits = budget_limits()
    now = time.time()
    slot = int(now // window)
    conn = get_redis()
    taken: list[str] = []
    for name, owner in owners.both():
        if limits[name] <= 0:
            continue
        counter = f"ricochet:work:{owner}:{slot}"
        pipe = conn.pipeline()
        pipe.incrbyfloat(counter, seconds)
        pipe.expire(counter, window + 60)
        total = float(pipe.execute()[0])
        taken.append(counter)
        if total > limits[name] + 1e-9:
            for key in taken:
                conn.incrbyfloat(key, -seconds)
            used = total - seconds
            raise TooMany(
                f"this {name} has asked for {used:.0f} s of worker time in this "
                f"window of {window} s; {seconds:.0f} s more would pass "
                f"WORK_BUDGET_PER_{name.upper()} ({limits[name]:.0f} s); nothing "
                "was queued",
                kind="work-budget",
                retry_after=max(1, math.ceil((slot + 1) * window - now)),
            )


def refund(owners: Owners, seconds: float) -> None:
    """Take back seconds charged in this window (the work was not queued)."""
    window = max(1, int(current_app.config["WORK_BUDGET_WINDOW"]))
    slot = int(time.time() // window)
    conn = get_redis()
    for _, owner in owners.both():
        conn.incrbyfloat(f"ricochet:work:{owner}:{slot}", -seconds)


def claim(
    kind: str,
    owners: Owners,
    job_id: str,
    caps: tuple[int, int],
    state: Callable[[str], bool | None] | None = None,
) -> None:
    """Admit job `job_id` of a kind if the key and the address have fewer than
    their caps (key, address; 0: no cap) of that kind pending.

    `state` tells whether a claimed job is pending (None: not in Redis yet or any
    more); by default its RQ job's status.

    :raise TooMany: `too-many-pending`, Retry-After, when either has its cap;
        the claim is then taken back.
    """
    conn = get_redis()
    now = time.time()
    added: list[str] = []
    for (name, owner), cap in zip(owners.both(), caps, strict=True):
        if cap <= 0:
            continue
        key = f"ricochet:pending:{kind}:{owner}"
        conn.zadd(key, {job_id: now})
        conn.expire(key, 7 * 24 * 3600)
        added.append(key)
        live = live_claims(key, job_id, now, state or job_state)
        if live > cap:
            for done in added:
                conn.zrem(done, job_id)
            raise TooMany(
                f"this {name} already has {live - 1} {kind.replace('-', ' ')}(s) "
                f"queued or running (at most {cap}); ask again when one is done",
                kind="too-many-pending",
                retry_after=PENDING_RETRY_AFTER,
            )


def release(kind: str, owners: Owners, job_id: str) -> None:
    """Take back a claim whose job was not queued after all."""
    conn = get_redis()
    for _, owner in owners.both():
        conn.zrem(f"ricochet:pending:{kind}:{owner}", job_id)


def rename(kind: str, owners: Owners, old: str, new: str) -> None:
    """Name a provisional claim after its job."""
    conn = get_redis()
    for _, owner in owners.both():
        key = f"ricochet:pending:{kind}:{owner}"
        score = conn.zscore(key, old)
        if score is not None:
            conn.zadd(key, {new: score})
            conn.zrem(key, old)


def live_claims(
    key: str, mine: str, now: float, state: Callable[[str], bool | None]
) -> int:
    """Count an owner's claims still pending, this one included (and drop the
    ended ones); a claim whose job is not in Redis counts for CLAIM_GRACE_SECONDS."""
    conn = get_redis()
    count, ended = 0, []
    pairs = cast(
        list[tuple[bytes | str, float]], conn.zrange(key, 0, -1, withscores=True)
    )
    for raw, score in pairs:
        member = raw.decode() if isinstance(raw, bytes) else str(raw)
        known = True if member == mine else state(member)
        if known or (known is None and now - float(score) < CLAIM_GRACE_SECONDS):
            count += 1
        else:
            ended.append(member)
    if ended:
        conn.zrem(key, *ended)
    return count


def job_state(job_id: str) -> bool | None:
    """Tell whether an RQ job is queued, scheduled or running (None: no such job)."""
    job = fetch_job(job_id)
    if job is None:
        return None
    return job.get_status(refresh=False) not in FINAL_STATUSES
