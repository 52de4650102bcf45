"""Prometheus metrics: the families, the request hooks, and the /metrics exposition.

Every process (gunicorn workers, RQ workers and their work horses) records into
prometheus_client's default registry. Under gunicorn or beside RQ workers set
`PROMETHEUS_MULTIPROC_DIR` (`make run` does) before the processes start: each
process then writes its samples to files there and /metrics sums them, whichever
worker answers the scrape. Queue depths are read from Redis at scrape time.

Labels are bounded: routes are URL rules (`/v1/puzzles/<puzzle_id>`), never raw
paths; an unmatched path is `unmatched`.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Iterator
from typing import Any

from flask import Flask, Response, current_app
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

log = logging.getLogger(__name__)

LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5)
JOB_BUCKETS = (0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 600, 1800)

REQUESTS = Counter(
    "ricochet_http_requests",
    "HTTP requests answered, by method, route (URL rule) and status.",
    ["method", "route", "status"],
)
REQUEST_SECONDS = Histogram(
    "ricochet_http_request_duration_seconds",
    "Time spent answering HTTP requests, by method and route (URL rule).",
    ["method", "route"],
    buckets=LATENCY_BUCKETS,
)
JOB_SECONDS = Histogram(
    "ricochet_job_duration_seconds",
    "Time RQ jobs ran, by queue, job function and outcome (finished, failed).",
    ["queue", "function", "outcome"],
    buckets=JOB_BUCKETS,
)
SOLVES = Counter(
    "ricochet_solves",
    "Solver searches finished, by outcome (optimal, unsolvable, limit, ...).",
    ["outcome"],
)
SOLVE_NODES = Counter(
    "ricochet_solve_nodes",
    "Search nodes expanded by finished solver searches, by outcome.",
    ["outcome"],
)
SOLVE_SECONDS = Histogram(
    "ricochet_solve_seconds",
    "Wall time of finished solver searches, by outcome.",
    ["outcome"],
    buckets=JOB_BUCKETS,
)
CHECKS = Counter(
    "ricochet_checks",
    "Solutions checked, by source (single, batch, job).",
    ["source"],
)
DAILY_GENERATIONS = Counter(
    "ricochet_daily_generations",
    "Daily challenge days generated, by outcome (complete, partial, failed).",
    ["outcome"],
)
DAILY_SECONDS = Histogram(
    "ricochet_daily_generation_seconds",
    "Time spent generating a daily challenge day.",
    buckets=JOB_BUCKETS,
)
RATE_LIMITED = Counter(
    "ricochet_rate_limit_rejections",
    "Requests refused with 429 by the rate limiter, by route (URL rule).",
    ["route"],
)
SSE_STREAMS = Gauge(
    "ricochet_sse_streams",
    "Server-sent event streams open now (summed over live processes).",
    multiprocess_mode="livesum",
)


class QueueCollector(Collector):
    """Report each RQ queue's waiting jobs, its started/failed registries and the
    age of its oldest waiting job (a custom collector: read at scrape time, so
    multiprocess mode needs no per-process samples)."""

    def __init__(self, redis: Any) -> None:
        self.redis = redis

    def collect(self) -> Iterator[GaugeMetricFamily]:
        """Read the queues from Redis (nothing when Redis is down)."""
        from service.infra.queues import ALL_QUEUES, get_queue

        depth = GaugeMetricFamily(
            "ricochet_queue_jobs",
            "RQ jobs per queue and state (queued, started, scheduled, failed).",
            labels=["queue", "state"],
        )
        age = GaugeMetricFamily(
            "ricochet_queue_oldest_job_age_seconds",
            "Seconds the oldest job waiting on each RQ queue has waited (0: empty).",
            labels=["queue"],
        )
        try:
            for name in ALL_QUEUES:
                queue = get_queue(name, self.redis)
                depth.add_metric([name, "queued"], queue.count)
                depth.add_metric([name, "started"], queue.started_job_registry.count)
                depth.add_metric(
                    [name, "scheduled"], queue.scheduled_job_registry.count
                )
                depth.add_metric([name, "failed"], queue.failed_job_registry.count)
                age.add_metric([name], oldest_age(queue))
        except Exception as exc:  # a scrape never fails for Redis
            log.warning("metrics: queue depths unavailable: %s", exc)
            return
        yield depth
        yield age


OLDEST_SCAN = 10
"""Jobs read from the head of a queue for its oldest: a job moved to the front (a
promoted solve) may be younger than the ones behind it."""


def oldest_age(queue: Any) -> float:
    """Return the seconds the oldest job waiting on a queue has waited (0: none)."""
    from rq.job import Job
    from rq.utils import now

    ids = queue.get_job_ids(0, OLDEST_SCAN - 1)
    stamps = [
        job.enqueued_at
        for job in Job.fetch_many(ids, queue.connection, queue.serializer)
        if job is not None and job.enqueued_at is not None
    ]
    if not stamps:
        return 0.0
    return max(0.0, (now() - min(stamps)).total_seconds())


def multiprocess_dir() -> str | None:
    """Return PROMETHEUS_MULTIPROC_DIR when set (the processes share samples)."""
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None


def exposition() -> Response:
    """Render every family in the Prometheus text format."""
    from service.infra.extensions import get_redis

    registry = CollectorRegistry()
    if multiprocess_dir():
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        collectors: Iterable[Any] = ()
    else:
        collectors = (REGISTRY,)
    registry.register(QueueCollector(get_redis()))
    text = generate_latest(registry)
    for collector in collectors:
        text += generate_latest(collector)
    return Response(text, mimetype=CONTENT_TYPE_LATEST.split(";")[0])


def record_request(method: str, route: str, status: int, seconds: float) -> None:
    """Count one answered request and its latency under its URL rule."""
    count, latency = _children(method, route, status)
    count.inc()
    latency.observe(seconds)
    if status == 429:
        RATE_LIMITED.labels(route).inc()


_CHILDREN: dict[tuple[str, str, int], tuple[Any, Any]] = {}


def _children(method: str, route: str, status: int) -> tuple[Any, Any]:
    """Return the request counter and latency histogram of one label set (cached:
    `labels()` takes a lock and builds a tuple on every call)."""
    key = (method, route, status)
    found = _CHILDREN.get(key)
    if found is None:
        found = _CHILDREN[key] = (
            REQUESTS.labels(method, route, str(status)),
            REQUEST_SECONDS.labels(method, route),
        )
    return found


def init_app(app: Flask) -> None:
    """Serve /metrics unless METRICS_ENABLED is false (`service.web.observe` counts the
    requests)."""
    if not app.config["METRICS_ENABLED"]:
        return
    app.add_url_rule("/metrics", "metrics", metrics_view)


def metrics_view() -> Response:
    """GET /metrics: the Prometheus exposition (outside the versioned API)."""
    current_app.logger.debug("metrics scraped")
    return exposition()


def record_solve(outcome: str, nodes: int, seconds: float) -> None:
    """Count one finished solver search."""
    SOLVES.labels(outcome).inc()
    SOLVE_NODES.labels(outcome).inc(nodes)
    SOLVE_SECONDS.labels(outcome).observe(seconds)
