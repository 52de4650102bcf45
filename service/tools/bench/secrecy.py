"""Secrecy section of `make bench`: what keeping hidden answers hidden costs per answer.

In one app, in-process, on SQLite and an embedded Redis (`http_load.sandbox`), with
32 daily puzzles hidden (4 tiers x 8 days) among the 263 reference puzzles. Each
row is microseconds per call, measured in the same run:

- the secrecy check (`solution_hidden`) with its verdict cache emptied first (the
  query every check ran before the cache) and cached;
- the answer replay (`hidden_answers.withheld`) with its verdict cache emptied
  first, for an answer whose puzzle has no candidate (the common case) and for one
  with a candidate that it solves (replayed, withheld), and cached;
- the index rebuilt after a change (a round or daily row written);
- the cached solution GET through the test client without the replay (its sources
  unregistered: the read as it was) and with it; the ratio is the figure to keep.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from typing import Any

from flask import Flask

from service.tools.bench.http_app import bench_positions, solve_first
from service.tools.bench.http_load import sandbox

TIERS = ("easy", "medium", "hard", "expert")
DAYS = 8
GOAL_GET_RATIO = 0.95  # the cached solution GET with the replay, against without


def run(quick: bool) -> None:
    """Measure and print the table."""
    calls = 300 if quick else 3000
    with sandbox() as box:
        app, ids, variant = prepare(box.database_url, box.redis_url)
        with app.app_context():
            rows = measure_calls(app, ids, variant, calls)
        plain, guarded = measure_gets(app, ids[-1], calls)
    print(f"{calls} calls per row, {len(TIERS) * DAYS} hidden daily puzzles")
    print(f"{'row':<52}{'us/call':>10}")
    for name, seconds in rows:
        print(f"{name:<52}{seconds * 1e6:>10.1f}")
    ratio = plain / guarded
    print(f"{'solution GET (cached), no replay':<52}{plain * 1e6:>10.1f}")
    print(f"{'solution GET (cached), with replay':<52}{guarded * 1e6:>10.1f}")
    verdict = "met" if ratio >= GOAL_GET_RATIO else "NOT met"
    print(f"with/without replay: {ratio:.2f}x (goal >= {GOAL_GET_RATIO}): {verdict}")


def prepare(database_url: str, redis_url: str) -> tuple[Flask, list[str], Any]:
    """Migrate, store the reference puzzles, hide 32 of them as daily puzzles;
    return the app, the ids and a variant of a hidden one with its answer."""
    from service.infra.migrate import upgrade
    from service.web.app import create_app

    upgrade(database_url)
    app = create_app(
        {
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "RATELIMIT_ENABLED": False,
        }
    )
    client = app.test_client()
    key = client.post("/v1/clients", json={"name": "b"}).get_json()["api_key"]
    ids = []
    positions = bench_positions()
    for row in positions:
        spec = {k: row[k] for k in ("board", "robots", "target")}
        headers = {"Authorization": f"Bearer {key}"}
        created: dict[str, Any] = client.post(
            "/v1/puzzles", json=spec, headers=headers
        ).get_json()
        ids.append(created["id"])
    with app.app_context():
        hide_as_daily(ids[: len(TIERS) * DAYS], positions)
    solve_first(app, ids[-1])  # a public answer, proven: the cached GET
    first = positions[0]
    variant = {
        **{k: first[k] for k in ("board", "robots", "target")},
        "rules": {"ricochet_rule": False},  # plays differently, same answer
    }
    return app, ids, (variant, first["solution_ricochet_rule"])


def hide_as_daily(ids: list[str], positions: list[dict[str, Any]]) -> None:
    """Store the puzzles as the daily puzzles of today and the next days."""
    from service.infra.clock import now
    from service.infra.extensions import db
    from service.infra.models import DailyDay, DailyPuzzle
    from service.infra.models.daily import DayStatus

    today = now().date()
    for offset in range(DAYS):
        day: date = today + timedelta(days=offset)
        db.session.add(
            DailyDay(
                day=day,
                diagonals=False,
                status=DayStatus.COMPLETE,
                tiers=[],
                stats={},
                generated_at=datetime.now(UTC),
            )
        )
        for position, tier in enumerate(TIERS):
            n = offset * len(TIERS) + position
            solution = positions[n]["solution_ricochet_rule"]
            db.session.add(
                DailyPuzzle(
                    day=day,
                    tier=tier,
                    position=position,
                    puzzle_id=ids[n],
                    layout="bench",
                    min_moves=1,
                    max_moves=None,
                    optimal_moves=len(solution),
                    solution=solution,
                    nodes=0,
                )
            )
    db.session.commit()


def measure_calls(
    app: Flask, ids: list[str], variant: Any, calls: int
) -> list[tuple[str, float]]:
    """Return (row, seconds per call) of the in-process rows."""
    from service.game.puzzle import parse_puzzle
    from service.solving import hidden_answers
    from service.solving.secrecy import solution_hidden

    public = ids[-1]
    spec, answer = variant
    inline = parse_puzzle(spec)
    inline_id = inline.puzzle_id
    assert hidden_answers.withheld(inline_id, answer, inline)
    lone = lone_puzzle(app, spec)  # its target cell is no hidden puzzle's
    plain_answer = [["red", "N"], ["red", "E"]]
    shared = len(candidates_of(app, parse_puzzle(spec)))
    secrecy_cache = app.extensions["secrecy"]
    verdicts = app.extensions["hidden_answer_verdicts"]

    def emptied(cache: dict[str, Any], work: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> Any:
            cache.clear()
            return work()

        return run

    def rebuild() -> None:
        app.extensions.pop("hidden_answers", None)
        verdicts.clear()
        hidden_answers.withheld(public, plain_answer)

    def replay(puzzle: Any, moves: Any) -> Callable[[], Any]:
        puzzle_id = puzzle.puzzle_id
        return emptied(
            verdicts, lambda: hidden_answers.withheld(puzzle_id, moves, puzzle)
        )

    unsolved = [[r, "S" if d == "N" else d] for r, d in answer]  # solves none
    return [
        (
            "secrecy check, uncached (before: ~215)",
            per_call(emptied(secrecy_cache, lambda: solution_hidden(public)), calls),
        ),
        ("secrecy check, cached", per_call(lambda: solution_hidden(public), calls)),
        (
            "answer replay, uncached, no candidate",
            per_call(replay(lone, answer), calls),
        ),
        (
            f"answer replay, uncached, {shared} candidates, none solved",
            per_call(replay(inline, unsolved), calls),
        ),
        (
            "answer replay, uncached, solves a candidate",
            per_call(replay(inline, answer), calls),
        ),
        (
            "answer replay, cached",
            per_call(lambda: hidden_answers.withheld(inline_id, answer, inline), calls),
        ),
        ("index rebuild (after a secrecy change)", per_call(rebuild, calls // 10)),
    ]


def candidates_of(app: Flask, puzzle: Any) -> list[Any]:
    """Return the hidden puzzles an answer to `puzzle` is replayed against."""
    from service.game.replay import probe_key

    found: list[Any] = app.extensions["hidden_answers"].candidates.get(
        probe_key(puzzle), []
    )
    return found


def lone_puzzle(app: Flask, spec: dict[str, Any]) -> Any:
    """Return the puzzle of `spec` with its target on a cell no hidden puzzle's
    target maps to (the common case: no candidate)."""
    from service.game.puzzle import parse_puzzle

    taken = {tuple(cell) for cell in spec["robots"].values()}
    blocked = {tuple(cell) for cell in spec["board"].get("blocked", [])}
    for x in range(16):
        for y in range(16):
            if (x, y) in taken | blocked:
                continue
            target = {**spec["target"], "cell": [x, y]}
            puzzle = parse_puzzle({**spec, "target": target})
            if not candidates_of(app, puzzle):
                return puzzle
    raise LookupError("every cell is some hidden puzzle's target")


def measure_gets(app: Flask, puzzle_id: str, calls: int) -> tuple[float, float]:
    """Return seconds per cached solution GET without and with the replay: the
    best of rounds that alternate, so drift hits both alike."""
    from service.solving import hidden_answers

    client = app.test_client()
    url = f"/v1/puzzles/{puzzle_id}/solution"
    assert client.get(url).status_code == 200
    sources = list(hidden_answers._sources)

    def gets() -> None:
        response = client.get(url)
        assert response.status_code == 200

    plain = guarded = float("inf")
    for _ in range(5):
        for source in sources:
            hidden_answers.unregister_source(source)
        plain = min(plain, per_call(gets, calls // 5))
        for source in sources:
            hidden_answers.register_source(source)
        guarded = min(guarded, per_call(gets, calls // 5))
    return plain, guarded


def per_call(work: Callable[[], Any], calls: int, repeats: int = 5) -> float:
    """Return the seconds one call of `work` takes: the best of `repeats` runs of
    `calls // repeats` calls (the machine is shared; the best run is the least
    disturbed), after a warm-up call."""
    work()
    runs = max(1, calls // repeats)
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(runs):
            work()
        best = min(best, (time.perf_counter() - start) / runs)
    return best
