"""Event streams across real API processes, one Redis and one database: each
process streams the events the other commits, a dropped Redis is caught up from
the database, and timers fire with no request."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask

from service.infra.extensions import make_engine
from tests.helpers.processes import CHECKOUT, RedisServer, Workers
from tests.helpers.sse import HttpStream
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.redis, pytest.mark.slow]

POLL = 0.3
"""STREAM_POLL_SECONDS of the servers: how soon a missed message is caught up."""


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server."""
    return {"REDIS_URL": redis_server.url}


def free_port() -> int:
    """Return a free loopback port."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class Server:
    """One gunicorn process serving the app."""

    port: int
    process: subprocess.Popen[bytes]

    def call(
        self, method: str, path: str, body: Any = None, token: str | None = None
    ) -> tuple[int, Any]:
        """Send a JSON request; return the status and the decoded body."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = None if body is None else json.dumps(body)
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        raw = response.read()
        conn.close()
        return response.status, json.loads(raw) if raw else None

    def stream(self, game_id: str, **headers: str) -> HttpStream:
        """Open a game's event stream on this process."""
        stream = HttpStream(self.port, f"/v1/games/{game_id}/events/stream", headers)
        assert stream.status == 200
        return stream


@pytest.fixture
def servers(app: Flask, tmp_path: Path) -> Iterator[list[Server]]:
    """Start two API processes (a gthread and a gevent worker) on the app's stores."""
    env = {
        **os.environ,
        "DATABASE_URL": app.config["DATABASE_URL"],
        "REDIS_URL": app.config["REDIS_URL"],
        "PYTHONPATH": str(CHECKOUT),
        "RICOCHET_RATELIMIT_ENABLED": "false",
        "RICOCHET_STREAM_POLL_SECONDS": str(POLL),
        "RICOCHET_STREAM_HEARTBEAT_SECONDS": "1",
        "RICOCHET_TIMER_JOBS": "true",
    }
    started: list[Server] = []
    for worker_class in ("gthread", "gevent"):
        port = free_port()
        command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}"]
        command += ["--worker-class", worker_class, "--threads", "4"]
        command += ["--graceful-timeout", "2", "--no-control-socket"]
        log = (tmp_path / f"{worker_class}.log").open("wb")
        process = subprocess.Popen(
            [*command, "service.web.wsgi:app"], cwd=CHECKOUT, env=env, stderr=log
        )
        started.append(Server(port, process))
    try:
        for server in started:
            wait_until(lambda s=server: _answers(s), 60)
        yield started
    finally:
        for server in started:
            server.process.send_signal(signal.SIGTERM)
        for server in started:
            try:
                server.process.wait(10)
            except subprocess.TimeoutExpired:
                server.process.kill()
                server.process.wait(10)


def _answers(server: Server) -> bool:
    """Tell whether the server answers a health check."""
    try:
        return server.call("GET", "/v1/health")[0] in (200, 503)
    except OSError:
        return False


def new_game(server: Server, **rules: Any) -> tuple[str, list[str]]:
    """Register a client and create a two-player game; return its id and tokens."""
    status, body = server.call("POST", "/v1/clients", {"name": "stream test"})
    assert status == 201, body
    spec = {"players": ["ann", "bob"], "seed": 5, **rules}
    status, game = server.call("POST", "/v1/games", spec, body["api_key"])
    assert status == 201, game
    return game["id"], [p["token"] for p in game["players"]]


def listed(server: Server, game_id: str, after: int = 0) -> list[dict[str, Any]]:
    """Return the game's events from the list endpoint."""
    status, body = server.call("GET", f"/v1/games/{game_id}/events?cursor={after}")
    assert status == 200, body
    return list(body["items"])


def test_two_processes_stream_each_others_events(servers: list[Server]) -> None:
    one, two = servers
    game_id, tokens = new_game(one)
    on_one, on_two = one.stream(game_id), two.stream(game_id)
    backlog = listed(one, game_id)
    for stream in (on_one, on_two):
        assert [f.json for f in stream.events(len(backlog), 5)] == backlog
    assert one.call("POST", f"/v1/games/{game_id}/rounds", token=tokens[0])[0] == 201
    bid = {"moves": 15}
    path = f"/v1/games/{game_id}/rounds/1/bids"
    assert two.call("POST", path, bid, token=tokens[1])[0] == 201
    fresh = listed(two, game_id, after=backlog[-1]["seq"])
    assert {"round_started", "bid"} <= {e["type"] for e in fresh}
    for stream in (on_one, on_two):
        got = stream.events(len(fresh), 5)
        assert [f.json for f in got] == fresh
        assert [int(f.id or 0) for f in got] == [e["seq"] for e in fresh]


def test_a_dropped_redis_is_caught_up_from_the_database(
    servers: list[Server], redis_server: RedisServer
) -> None:
    one, two = servers
    game_id, tokens = new_game(one)
    stream = two.stream(game_id)
    backlog = listed(one, game_id)
    stream.events(len(backlog), 5)
    redis_server.stop()  # the subscription drops; publishing fails
    assert one.call("POST", f"/v1/games/{game_id}/rounds", token=tokens[0])[0] == 201
    missed = listed(one, game_id, after=backlog[-1]["seq"])
    assert [f.json for f in stream.events(len(missed), 5 + 10 * POLL)] == missed
    redis_server.start()  # back (empty): the hub subscribes again
    path = f"/v1/games/{game_id}/rounds/1/bids"
    assert one.call("POST", path, {"moves": 9}, token=tokens[1])[0] == 201
    later = listed(one, game_id, after=missed[-1]["seq"])
    assert [f.json for f in stream.events(len(later), 10)] == later


def test_timers_fire_for_a_streamed_game_with_no_request(
    servers: list[Server],
) -> None:
    one, two = servers
    game_id, tokens = new_game(one, timer_seconds=1, rules={"verify_seconds": 1})
    stream = two.stream(game_id)
    backlog = listed(one, game_id)
    stream.events(len(backlog), 5)
    assert one.call("POST", f"/v1/games/{game_id}/rounds", token=tokens[0])[0] == 201
    path = f"/v1/games/{game_id}/rounds/1/bids"
    assert one.call("POST", path, {"moves": 30}, token=tokens[1])[0] == 201
    started = time.monotonic()
    # no request from here on: the sand timer, then the verifier's time, run out
    kinds: list[str] = []
    while "round_over" not in kinds:
        kinds += [f.event or "" for f in stream.events(1, 10)]
    assert kinds.index("timer_expired") < kinds.index("verifier_called")
    assert time.monotonic() - started < 2 + 4 * POLL + 3


def test_the_timer_job_fires_a_timer_nobody_watches(
    app: Flask, servers: list[Server], workers: Workers
) -> None:
    workers.start("--with-scheduler")
    one = servers[0]
    game_id, tokens = new_game(one, timer_seconds=1)
    assert one.call("POST", f"/v1/games/{game_id}/rounds", token=tokens[0])[0] == 201
    path = f"/v1/games/{game_id}/rounds/1/bids"
    assert one.call("POST", path, {"moves": 30}, token=tokens[1])[0] == 201
    engine = make_engine(app.config["DATABASE_URL"])
    query = sa.text(
        "SELECT count(*) FROM game_events WHERE game_id = :g AND type = 'timer_expired'"
    )

    def fired() -> bool:
        with engine.connect() as conn:  # the database, not the API: no catch-up
            return bool(conn.scalar(query, {"g": game_id}))

    wait_until(fired, 30, workers.logs)
    engine.dispose()
