"""Secrecy section of `make bench`: what keeping hidden answers hidden costs per answer.

In one app, in-process, on SQLite and an embedded Redis (`http_load.sandbox`), with
1,000 daily puzzles hidden (4 tiers x 250 days: the 263 reference puzzles and
copies of them with the robots placed elsewhere). Each row is microseconds per
call, measured in the same run:

- the secrecy check (`solution_hidden`) with its verdict cache emptied first (the
  query every check ran before the cache) and cached;
- the answer replay (`hidden_answers.withheld`) with its verdict cache emptied
  first, for an answer that gives no hidden puzzle away (replayed on all 1,000, in
  8 orientations each: the worst case, median and p99, wall and CPU time) and for
  one that gives one away, and cached; the kernel alone (CPU time) for seeded
  random 10-move answers;
- the hidden set packed again from scratch (a process's first answer), and brought
  up to date after one puzzle is hidden or shown (what a change costs: the ids read
  again and the change packed);
- the cached solution GET through the test client with no hidden puzzle (the
  sources unregistered) and with the 1,000; the ratio is the figure to keep.
"""

from __future__ import annotations

import time
from collections.abc import Callable, MutableMapping
from datetime import UTC, date, datetime, timedelta
from typing import Any

from flask import Flask

from service.tools.bench.http_app import bench_positions, solve_first
from service.tools.bench.http_load import sandbox

TIERS = ("easy", "medium", "hard", "expert")
DAYS = 250
HIDDEN = len(TIERS) * DAYS
GOAL_GET_RATIO = 0.95  # the cached solution GET with the replay, against without
GOAL_P99_US = 1000.0  # an uncached replay against every hidden puzzle


def run(quick: bool) -> None:
    """Measure and print the table."""
    calls = 300 if quick else 3000
    with sandbox() as box:
        app, ids, variant = prepare(box.database_url, box.redis_url)
        with app.app_context():
            rows = measure_calls(app, ids, variant, calls)
        plain, guarded = measure_gets(app, ids[-1], calls)
    print(f"{calls} calls per row, {HIDDEN} hidden daily puzzles")
    print(f"{'row':<52}{'us/call':>10}")
    for name, seconds in rows:
        print(f"{name:<52}{seconds * 1e6:>10.1f}")
    for kind in ("", " CPU"):
        worst = dict(rows)[f"answer replay, uncached, gives none away, p99{kind}"]
        verdict = "met" if worst * 1e6 <= GOAL_P99_US else "NOT met"
        print(
            f"uncached replay p99{kind or ' wall'}: {worst * 1e6:.0f} us"
            f" (goal <= {GOAL_P99_US:.0f}): {verdict}"
        )
    ratio = plain / guarded
    print(f"{'solution GET (cached), no replay':<52}{plain * 1e6:>10.1f}")
    print(f"{'solution GET (cached), with replay':<52}{guarded * 1e6:>10.1f}")
    verdict = "met" if ratio >= GOAL_GET_RATIO else "NOT met"
    print(f"with/without replay: {ratio:.2f}x (goal >= {GOAL_GET_RATIO}): {verdict}")


def prepare(database_url: str, redis_url: str) -> tuple[Flask, list[str], Any]:
    """Migrate, store the reference puzzles and copies of them, hide 1,000 as
    daily puzzles; return the app, the ids (the last one public) and a variant
    of a hidden one with its answer."""
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
    headers = {"Authorization": f"Bearer {key}"}

    def post(row: dict[str, Any]) -> str:
        spec = {k: row[k] for k in ("board", "robots", "target", "rules") if k in row}
        created = client.post("/v1/puzzles", json=spec, headers=headers).get_json()
        assert "id" in created, created
        return str(created["id"])

    reference = bench_positions()
    positions = hidden_positions(reference, HIDDEN)
    ids = [post(row) for row in positions]
    with app.app_context():
        hide_as_daily(ids, positions)
    for seed in range(20):  # a public answer, proven, that gives nothing away
        public = post(public_position(reference, seed))
        solve_first(app, public)
        if client.get(f"/v1/puzzles/{public}/solution").status_code == 200:
            break
    ids.append(public)
    first = positions[0]
    variant = {
        **{k: first[k] for k in ("board", "robots", "target")},
        "rules": {"ricochet_rule": False},  # plays differently, same answer
    }
    return app, ids, (variant, first["solution_ricochet_rule"])


def hidden_positions(
    positions: list[dict[str, Any]], count: int
) -> list[dict[str, Any]]:
    """Return `count` positions: the reference ones with the rule on, then off,
    then both again with the goal printed on the board (other ids)."""
    out: list[dict[str, Any]] = []
    for change in range(4):
        for base in positions:
            board = dict(base["board"])
            if change & 2:
                goal = base["target"]
                symbol = "vortex" if goal["color"] == "any" else "circle"
                printed = {"color": goal["color"], "symbol": symbol}
                board["targets"] = [{**printed, "cell": goal["cell"]}]
            rule = not change & 1
            solution = base["solution_ricochet_rule" if rule else "solution"]
            rules = {"ricochet_rule": rule}
            out.append({**base, "board": board, "rules": rules, "solution": solution})
    return out[:count]


def public_position(positions: list[dict[str, Any]], seed: int) -> dict[str, Any]:
    """Return a reference board with its robots on other free cells (seeded)."""
    import random

    rng = random.Random(seed)
    base = positions[seed % len(positions)]
    board = base["board"]
    taken = {tuple(c) for c in board.get("blocked", [])}
    taken |= {tuple(d["cell"]) for d in board.get("diagonals", [])}
    taken.add(tuple(base["target"]["cell"]))
    free = [
        [x, y]
        for x in range(board["width"])
        for y in range(board["height"])
        if (x, y) not in taken
    ]
    robots = dict(
        zip(base["robots"], rng.sample(free, len(base["robots"])), strict=True)
    )
    return {**base, "robots": robots}


def hide_as_daily(ids: list[str], positions: list[dict[str, Any]]) -> None:
    """Store the puzzles as the daily puzzles of today and the next days."""
    from service.daily.models import DailyDay, DailyPuzzle, DayStatus
    from service.game.solver import SolverStatus
    from service.infra.clock import now
    from service.infra.extensions import db
    from service.solving.models import Solve, SolveState

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
            solution = positions[n]["solution"]
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
            db.session.merge(  # proven, as a daily puzzle's answer always is
                Solve(
                    puzzle_id=ids[n],
                    status=SolveState.DONE,
                    queue="bulk",
                    optimal_moves=len(solution),
                    moves=len(solution),
                    proven=True,
                    lower_bound=len(solution),
                    solution=solution,
                    result_status=SolverStatus.OPTIMAL,
                )
            )
    db.session.commit()


def measure_calls(
    app: Flask, ids: list[str], variant: Any, calls: int
) -> list[tuple[str, float]]:
    """Return (row, seconds per call) of the in-process rows."""
    from service.game.puzzle import parse_puzzle
    from service.infra.cache import app_cache
    from service.solving import hidden_answers, secrecy
    from service.solving.secrecy import solution_hidden

    public = ids[-1]
    spec, answer = variant
    inline = parse_puzzle(spec)
    inline_id = inline.puzzle_id
    assert hidden_answers.withheld(inline_id, answer, inline)
    plain_answer = [["red", "N"], ["red", "E"]]
    secrecy_cache = app_cache(secrecy.VERDICTS, secrecy.CACHE_LIMIT, app)
    verdicts = app_cache(hidden_answers.VERDICTS, secrecy.CACHE_LIMIT, app)

    def emptied(
        cache: MutableMapping[str, Any], work: Callable[[], Any]
    ) -> Callable[[], Any]:
        def run() -> Any:
            cache.clear()
            return work()

        return run

    def rebuild() -> None:
        app.extensions.pop("hidden_answers", None)
        verdicts.clear()
        hidden_answers.withheld(public, plain_answer)

    def replay(moves: Any) -> Callable[[], Any]:
        return emptied(
            verdicts, lambda: hidden_answers.withheld(inline_id, moves, inline)
        )

    unsolved = next(  # an answer of the same length that gives none away
        moves
        for shift in range(1, 4)
        for moves in [[[r, turned(d, shift)] for r, d in answer[:-1]] + answer[-1:]]
        if not hidden_answers.withheld(inline_id, moves, inline)
    )
    median, p99, median_cpu, p99_cpu = percentiles(replay(unsolved), calls)
    random_median, random_p99 = random_answers_cpu(
        app.extensions["hidden_answers"].parts[0].hidden, inline, calls
    )
    churn = per_change(app, ids[:-1], calls // 10)
    return [
        (
            "secrecy check, uncached (before: ~215)",
            per_call(emptied(secrecy_cache, lambda: solution_hidden(public)), calls),
        ),
        ("secrecy check, cached", per_call(lambda: solution_hidden(public), calls)),
        ("answer replay, uncached, gives none away, median", median),
        ("answer replay, uncached, gives none away, p99", p99),
        ("answer replay, uncached, gives none away, median CPU", median_cpu),
        ("answer replay, uncached, gives none away, p99 CPU", p99_cpu),
        ("kernel alone, random 10-move answers, median CPU", random_median),
        ("kernel alone, random 10-move answers, p99 CPU", random_p99),
        ("answer replay, uncached, gives one away", per_call(replay(answer), calls)),
        (
            "answer replay, cached",
            per_call(lambda: hidden_answers.withheld(inline_id, answer, inline), calls),
        ),
        ("hidden set packed again, whole", per_call(rebuild, calls // 10)),
        ("hidden set after one puzzle hidden or shown", churn),
    ]


def per_change(app: Flask, hidden: list[str], changes: int) -> float:
    """Return the seconds per change of the hidden set (one puzzle shown, then
    hidden again, a different one each time), brought up to date as the first
    answer after a change does: the ids read again, only the change packed."""
    from service.solving import hidden_answers

    index = app.extensions["hidden_answers"]
    everyone = set(hidden)
    started = time.perf_counter()
    for n in range(changes):
        shown = hidden[(n * 7919) % len(hidden)]
        index = hidden_answers.updated(index, everyone - {shown}, f"s{n}", index.day)
        index = hidden_answers.updated(index, everyone, f"h{n}", index.day)
        hidden_answers.hidden_ids()  # the query each change costs too
    return (time.perf_counter() - started) / (2 * changes)


def random_answers_cpu(hidden: Any, puzzle: Any, calls: int) -> tuple[float, float]:
    """Return the median and 99th percentile CPU seconds of `replay.gives_away`
    alone (pure core) for seeded random 10-move answers of the puzzle's robots."""
    import random

    from service.game.replay import gives_away

    rng = random.Random(1)
    colors = [color for color, _ in puzzle.robots]
    cpu = []
    for _ in range(calls):
        answer: list[tuple[str, str]] = []
        while len(answer) < 10:
            move = (rng.choice(colors), rng.choice("NESW"))
            if not answer or move != answer[-1]:
                answer.append(move)
        started = time.thread_time()
        gives_away(hidden, puzzle, answer)
        cpu.append(time.thread_time() - started)
    cpu.sort()
    return cpu[len(cpu) // 2], cpu[min(len(cpu) - 1, len(cpu) * 99 // 100)]


def turned(letter: str, quarters: int) -> str:
    """Return a direction turned clockwise by quarters."""
    order = "NESW"
    return order[(order.index(letter) + quarters) % 4]


def percentiles(
    work: Callable[[], Any], calls: int
) -> tuple[float, float, float, float]:
    """Return the median and 99th percentile wall seconds of single calls, then
    of their CPU seconds (this thread's: what a call costs, without the waits of
    a loaded machine)."""
    times, cpu = [], []
    for _ in range(calls):
        start, started = time.perf_counter(), time.thread_time()
        work()
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - started)
    times.sort()
    cpu.sort()
    at = min(len(times) - 1, len(times) * 99 // 100)
    half = len(times) // 2
    return times[half], times[at], cpu[half], cpu[at]


def measure_gets(app: Flask, puzzle_id: str, calls: int) -> tuple[float, float]:
    """Return seconds per cached solution GET without and with the replay: the
    best of rounds that alternate, so drift hits both alike."""
    from service.puzzles.puzzles import load_puzzles
    from service.solving import hidden_answers

    client = app.test_client()
    url = f"/v1/puzzles/{puzzle_id}/solution"
    assert client.get(url).status_code == 200
    sources = hidden_answers.registered(app)

    def gets() -> None:
        response = client.get(url)
        assert response.status_code == 200

    plain = guarded = float("inf")
    for _ in range(5):
        for source in sources:
            hidden_answers.unregister_source(app, source)
        plain = min(plain, per_call(gets, calls // 5))
        for source in sources:
            hidden_answers.register_source(app, source, load_puzzles)
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
