"""The puzzle library: requests from a warm library, and generation to order.

Warm library: 100,000 stored puzzles (synthetic optima: this measures the query,
not the proofs), then `POST /v1/puzzle-requests` for 10 puzzles of a band, in
process, beside a baseline read of one stored puzzle (`GET /v1/puzzles/{id}`) in
the same run. Generation: one process solving random classic candidates on one
1999 layout, per band: puzzles kept per second, and the time to the issue's
goals (ten 11-12-move puzzles; three 15-16-move ones).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from service.game.puzzle import Puzzle
from service.infra.migrate import upgrade
from service.library.candidates import family_of, random_puzzle
from service.library.filters import Band, PuzzleFilter, layout_pool
from service.library.generate import BANDS, Tally, generate

from .http_load import Sandbox, sandbox

STORED = 100_000
LAYOUT = "1A2B3A4B"
GOALS = ((Band(11, 12), 10, 60.0), (Band(15, 16), 3, 300.0))
"""(band, count, seconds): the issue's generation goals."""


def run(quick: bool) -> None:
    """Print the warm-library table, then the generation table."""
    warm_library(10_000 if quick else STORED, 50 if quick else 300)
    generation(5.0 if quick else 30.0, quick)


# --- the warm library ---------------------------------------------------------------


def warm_library(stored: int, requests: int) -> None:
    """Time puzzle requests against a library of `stored` puzzles."""
    from service.web.app import create_app

    with sandbox() as stores:
        upgrade(stores.database_url)
        app = create_app(_config(stores))
        with app.app_context():
            first = str(fill_library(stored)[0]["puzzle_id"])
        client = app.test_client()
        registered = client.post("/v1/clients", json={"name": "bench"}).get_json()
        key = registered["api_key"]
        auth = {"Authorization": f"Bearer {key}"}
        body = {"moves": {"min": 9, "max": 12}, "count": 10}
        base = _timed(lambda: client.get(f"/v1/puzzles/{first}"), requests)
        asked = _timed(
            lambda: client.post("/v1/puzzle-requests", json=body, headers=auth),
            requests,
        )
    print(f"library of {stored:,} puzzles, {requests} requests each (in process)")
    print(f"  {'':34} {'p50 ms':>8} {'p99 ms':>8}")
    rows = (("GET /v1/puzzles/{id} (baseline)", base), ("10 of 9-12 moves", asked))
    for name, times in rows:
        print(f"  {name:34} {_ms(times, 50):8.2f} {_ms(times, 99):8.2f}")
    print(
        f"  p99 ratio to the baseline: {_ms(asked, 99) / _ms(base, 99):.2f}x"
        " (goal: p99 < 50 ms)"
    )


def _config(stores: Sandbox) -> dict[str, Any]:
    """Return the app config of the bench on its private database and Redis."""
    return {
        "DATABASE_URL": stores.database_url,
        "REDIS_URL": stores.redis_url,
        "RATELIMIT_ENABLED": False,
        "TIMER_JOBS": False,
    }


def fill_library(stored: int, seed: int = 1) -> list[dict[str, Any]]:
    """Insert `stored` random puzzles with synthetic optima (bulk inserts, any
    dialect); return their library rows. Shared with the trainer's bench."""
    import sqlalchemy as sa

    from service.infra import clock
    from service.infra.extensions import db
    from service.library.models import LibraryPuzzle
    from service.puzzles.models import Board
    from service.puzzles.models import Puzzle as PuzzleRow
    from service.solving.models import Solve

    rng = random.Random(seed)
    pool = layout_pool(PuzzleFilter(Band(1, 30)))
    boards: dict[str, dict[str, Any]] = {}
    puzzles: dict[str, dict[str, Any]] = {}
    library = []
    now = clock.now()
    while len(puzzles) < stored:
        layout = rng.choice(pool)
        puzzle = random_puzzle(PuzzleFilter(Band(1, 30)), layout, rng)
        if puzzle.puzzle_id in puzzles:  # a rare repeat: ids are content hashes
            continue
        board_id = _board_id(puzzle)
        boards.setdefault(
            board_id,
            {
                "id": board_id,
                "kind": "classic",
                "data": puzzle.board.to_json(),
                "layout": layout.code,
                "created_at": now,
            },
        )
        data = puzzle.to_json()
        del data["board"]
        puzzles[puzzle.puzzle_id] = {
            "id": puzzle.puzzle_id,
            "board_id": board_id,
            "data": data,
            "created_at": now,
        }
        library.append(_library_row(puzzle, layout.code, rng, now))
    db.session.execute(sa.insert(Board), list(boards.values()))
    db.session.execute(sa.insert(PuzzleRow), list(puzzles.values()))
    db.session.execute(sa.insert(LibraryPuzzle), library)
    db.session.execute(sa.insert(Solve), [_solve_row(row, now) for row in library])
    db.session.commit()
    return library


def _solve_row(row: dict[str, Any], now: Any) -> dict[str, Any]:
    """Return a library puzzle's `solves` row, proven at its synthetic optimum, as
    the library stores one (the answer replay reads hidden puzzles' optima there)."""
    moves = row["optimal_moves"]
    return {
        "puzzle_id": row["puzzle_id"],
        "status": "done",
        "queue": "bulk",
        "attempts": 1,
        "optimal_moves": moves,
        "moves": moves,
        "proven": True,
        "lower_bound": moves,
        "solution": [],
        "result_status": "optimal",
        "requested_at": now,
        "started_at": now,
        "finished_at": now,
    }


def _board_id(puzzle: Puzzle) -> str:
    """Return the board's content-addressed id."""
    from service.game.puzzle import board_id

    return board_id(puzzle.board)


def _library_row(
    puzzle: Puzzle, layout: str, rng: random.Random, now: Any
) -> dict[str, Any]:
    """Return a library row with a synthetic optimum (the bench times the query)."""
    moves = min(30, max(1, int(rng.gauss(8, 3))))
    return {
        "puzzle_id": puzzle.puzzle_id,
        "family": family_of(puzzle),
        "layout": layout,
        "edition": "2003",
        "diagonals": False,
        "black_robot": family_of(puzzle).startswith("black"),
        "ricochet_rule": puzzle.ricochet_rule,
        "optimal_moves": moves,
        "solution": [],
        "features": {},
        "themes": [],
        "pick": rng.randrange(2**31 - 1),
        "source": "bench",
        "created_at": now,
    }


def _timed(call: Callable[[], Any], count: int) -> list[float]:
    """Return the seconds of `count` calls (after two warm-up calls)."""
    for _ in range(2):
        call()
    times = []
    for _ in range(count):
        started = time.perf_counter()
        response = call()
        times.append(time.perf_counter() - started)
        assert response.status_code in (200, 201), response.json
    return times


def _ms(times: list[float], percent: int) -> float:
    """Return a percentile in milliseconds."""
    return (
        statistics.quantiles(times, n=100)[percent - 1] * 1000
        if percent < 100
        else max(times) * 1000
    )


# --- generation to order --------------------------------------------------------------


def generation(seconds: float, quick: bool) -> None:
    """Print puzzles kept per second per band, and the time to the issue's goals."""
    print(
        f"\ngeneration to order, one process, classic (rule off) on {LAYOUT},"
        f" {seconds:g} s a band"
    )
    print(f"  {'band':8} {'candidates/s':>13} {'kept/s':>8}")
    for low, high in BANDS:
        tally = _generate(Band(low, high), 10**6, seconds)
        print(
            f"  {low:>2}-{high:<5} {tally.candidates / tally.seconds:13.1f}"
            f" {tally.kept / tally.seconds:8.2f}"
        )
    for band, count, limit in GOALS:
        budget = min(limit, seconds * 4) if quick else limit
        tally = _generate(band, count, budget)
        verdict = "met" if tally.kept >= count else "not met"
        print(
            f"  {count} of {band.min}-{band.max} moves: {tally.kept} in"
            f" {tally.seconds:.1f} s (goal {limit:g} s: {verdict})"
        )


def _generate(band: Band, count: int, seconds: float) -> Tally:
    """Run the generator on the bench layout for a band."""
    found = PuzzleFilter(band, layout=LAYOUT, black_robot=False, ricochet_rule=False)
    return generate(found, count, seconds, random.Random(7), lambda entry, tally: True)
