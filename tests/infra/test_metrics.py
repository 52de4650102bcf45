"""GET /metrics: the Prometheus families exist and their counters move."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.infra.metrics import record_solve
from service.tools.bench.http_load import free_port, wait_until_up
from service.web.app import create_app
from tests.helpers.metrics import families, sample, scrape

CHECKOUT = Path(__file__).resolve().parents[2]
FAMILIES = {
    "ricochet_http_requests",
    "ricochet_http_request_duration_seconds",
    "ricochet_queue_jobs",
    "ricochet_job_duration_seconds",
    "ricochet_solves",
    "ricochet_solve_nodes",
    "ricochet_solve_seconds",
    "ricochet_checks",
    "ricochet_daily_generations",
    "ricochet_daily_generation_seconds",
    "ricochet_rate_limit_rejections",
    "ricochet_sse_streams",
}


def test_metrics_lists_the_families_and_requests_move_them(
    client: FlaskClient, auth: dict[str, str], redis: Any
) -> None:
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    assert FAMILIES <= families(response.text)
    route = "/v1/puzzles/<puzzle_id>"
    before = scrape(response.text)
    for _ in range(3):
        assert client.get("/v1/puzzles/nosuchpuzzle").status_code == 404
    spec = {
        "board": "1A3C2B4D",
        "robots": {"red": [0, 0], "green": [5, 5], "blue": [7, 9], "yellow": [15, 15]},
        "target": {"color": "red", "cell": [4, 1]},  # a printed red target
    }
    created = client.post("/v1/puzzles", json=spec, headers=auth).json
    checked = client.post(
        f"/v1/puzzles/{created['id']}/checks", json={"solution": "rS"}
    )
    assert checked.status_code == 200
    record_solve("optimal", 1234, 0.5)
    after = scrape(client.get("/metrics").text)
    requests = "ricochet_http_requests_total"
    moved = sample(after, requests, method="GET", route=route, status="404")
    assert (
        moved - sample(before, requests, method="GET", route=route, status="404") == 3
    )
    assert not any(
        key[0] == requests and ("route", "/v1/puzzles/nosuchpuzzle") in key[1]
        for key in after
    )  # routes are URL rules, never raw paths
    checks = "ricochet_checks_total"
    single = sample(after, checks, source="single")
    assert single - sample(before, checks, source="single") == 1
    nodes = "ricochet_solve_nodes_total"
    assert (
        sample(after, nodes, outcome="optimal")
        - sample(before, nodes, outcome="optimal")
        == 1234
    )
    labels = frozenset({"queue": "interactive", "state": "queued"}.items())
    assert ("ricochet_queue_jobs", labels) in after  # read from Redis at scrape time
    assert after["ricochet_queue_jobs", labels] == redis.llen("rq:queue:interactive")


def test_rate_limit_rejections_are_counted(database_url: str, redis_url: str) -> None:
    app = create_app(
        {
            "TESTING": True,
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_STORAGE_URI": "memory://",
            "RATELIMIT_REGISTER": "2 per minute",
        }
    )
    client = app.test_client()
    counter = "ricochet_rate_limit_rejections_total"
    before = sample(scrape(client.get("/metrics").text), counter, route="/v1/clients")
    statuses = [
        client.post("/v1/clients", json={"name": f"c{i}"}).status_code for i in range(5)
    ]
    after = sample(scrape(client.get("/metrics").text), counter, route="/v1/clients")
    assert 429 in statuses
    assert after - before == statuses.count(429)


@pytest.mark.slow
def test_gunicorn_workers_share_one_exposition(
    database_url: str, redis_url: str, tmp_path: Path
) -> None:
    """Two gunicorn workers, PROMETHEUS_MULTIPROC_DIR: a scrape counts both."""
    port = free_port()
    multiproc = tmp_path / "prometheus"
    multiproc.mkdir()
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "PROMETHEUS_MULTIPROC_DIR": str(multiproc),
        "PYTHONPATH": str(CHECKOUT),
    }
    command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}"]
    command += ["--workers", "2", "--worker-class", "gthread", "--threads", "2"]
    server = subprocess.Popen(
        [*command, "service.web.wsgi:app"], env=env, start_new_session=True
    )
    try:
        wait_until_up(port)
        base = f"http://127.0.0.1:{port}"
        for _ in range(40):
            urllib.request.urlopen(f"{base}/v1/health", timeout=30).read()
        pids = {path.name.split("_")[-1] for path in multiproc.glob("*.db")}
        text = urllib.request.urlopen(f"{base}/metrics", timeout=30).read().decode()
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(30)
    samples = scrape(text)
    seen = sample(
        samples,
        "ricochet_http_requests_total",
        method="GET",
        route="/v1/health",
        status="200",
    )
    assert seen == 40
    assert len(pids) == 2  # both workers wrote samples
