"""The exhaustive analysis: one target's table, the vortex, lookups beside IDA*.

Full: four robots on 1A4B3B2B, one coloured target and the vortex, the whole
board projected from them (16 coloured targets and the vortex). --quick: three
robots. Beside them, in the same run: the same coloured target by the search
without the block pull (`search.USE_BLOCKS` off: push, then the pull one placement
at a time), which must give the same certificate; a naive backward BFS (plain
Python sets and dicts, the same placements) on two robots; and the lookups' p99 (an
optimum and its solution from the saved table) beside the IDA* solver on the same
puzzles. Each run gives its wall time and its processor time (user + system, every
core): on a shared machine, processor time / cores estimates a quiet machine's
wall time, at the parallel efficiency printed.
"""

from __future__ import annotations

import os
import random
import resource
import statistics
import tempfile
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

from service.game.analysis import DistanceTable, TargetAnalysis, analyse_target
from service.game.analysis import search as analysis_search
from service.game.board import Board, Target
from service.game.geometry import DELTA, ROBOT_COLORS, WALL_BIT, Cell
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.game.solver import Limits, solve

LAYOUT = "1A4B3B2B"
GOAL_TARGET_SECONDS = 60
GOAL_VORTEX_SECONDS = 30
GOAL_BOARD_SECONDS = 15 * 60
GOAL_LOOKUP_MS = 5.0
PROBE_SECONDS = 125  # the first probe: one coloured target, four robots, this machine
LOOKUPS = 200


def run(quick: bool) -> None:
    """Print the analysis figures (quick: three robots instead of four)."""
    board = board_for_code(LAYOUT)
    robots = ("red", "green", "blue") if quick else ("red", "green", "blue", "yellow")
    target = next(t for t in board.targets if (t.color, t.symbol) == ("red", "circle"))
    analyse_target(board, ("red", "green"), target)  # compile (or load) the kernels
    _without_blocks(lambda: analyse_target(board, ("red", "green"), target))
    naive = _naive_rate(board, target)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "red-circle.npy"
        before, before_cpu = _timed(
            lambda: _without_blocks(lambda: analyse_target(board, robots, target))
        )
        one, one_cpu = _timed(
            lambda: analyse_target(board, robots, target, table_path=path)
        )
        vortex, vortex_cpu = _timed(lambda: analyse_target(board, robots, "vortex"))
        print(f"{LAYOUT}, {len(robots)} robots, ricochet rule off")
        _row("red circle", one, one_cpu)
        _row("  no blocks", before, before_cpu)
        _row("vortex", vortex, vortex_cpu)
        if before.certificate != one.certificate:
            raise AssertionError("the block pull changed the certificate")
        print(
            f"block pull beside the search without it (same run, same certificate):"
            f" x{before.seconds / one.seconds:.2f} wall, x{before_cpu / one_cpu:.2f}"
            " processor time"
        )
        print(f"naive backward BFS (2 robots, plain Python): {naive:,.0f} placements/s")
        print(f"x naive (settled/s): {one.stats['settled_per_second'] / naive:,.0f}")
        whole = 16 * one.seconds + vortex.seconds
        print(f"whole board projected (16 x coloured + vortex): {whole:.0f} s")
        if not quick:
            print(
                f"one coloured target beside the {PROBE_SECONDS} s probe:"
                f" x{PROBE_SECONDS / one.seconds:.2f}"
            )
            _goal("one coloured target", one.seconds, GOAL_TARGET_SECONDS)
            _goal("the vortex", vortex.seconds, GOAL_VORTEX_SECONDS)
            _goal("the whole board", whole, GOAL_BOARD_SECONDS)
        _lookups(DistanceTable.open(path), 40 if quick else LOOKUPS)


def _row(name: str, result: TargetAnalysis, cpu: float) -> None:
    """Print one analysed target: wall and processor time, and their ratio."""
    cores = os.cpu_count() or 1
    efficiency = cpu / (result.seconds * cores) if result.seconds else 0.0
    print(
        f"{name:<11} {result.placements:>12,} placements {result.seconds:>8.1f} s"
        f" (cpu {cpu:.1f} s: {cpu / cores:.1f} s on {cores} idle cores,"
        f" efficiency {efficiency:.0%})"
        f" {result.stats['settled_per_second']:>12,}/s  max {result.maximum}"
        f" (off targets {result.off_targets.maximum})"
    )


def _timed(run: Callable[[], TargetAnalysis]) -> tuple[TargetAnalysis, float]:
    """Run one analysis; return it and the process's processor time it took."""
    before = resource.getrusage(resource.RUSAGE_SELF)
    result = run()
    after = resource.getrusage(resource.RUSAGE_SELF)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return result, cpu


def _without_blocks(run: Callable[[], TargetAnalysis]) -> TargetAnalysis:
    """Run one analysis by the search without the block pull (the baseline)."""
    analysis_search.USE_BLOCKS = False
    try:
        return run()
    finally:
        analysis_search.USE_BLOCKS = True


def _goal(name: str, seconds: float, goal: float) -> None:
    """Print whether a time goal was met."""
    verdict = "met" if seconds <= goal else "NOT met"
    print(f"goal {name} <= {goal:.0f} s: {verdict} ({seconds:.1f} s)")


def _lookups(table: DistanceTable, count: int) -> None:
    """Time optimum + solution lookups and the IDA* solves of the same puzzles."""
    rng = random.Random(1)
    cells = list(table.space.cells)
    looked: list[float] = []
    cpu: list[float] = []
    solved: list[float] = []
    for _ in range(5):  # warm the file's pages and the solver's tables
        here = dict(
            zip(table.robots, rng.sample(cells, len(table.robots)), strict=True)
        )
        if table.optimum(here) is not None:
            table.solution(here)
    for _ in range(count):
        here = dict(
            zip(table.robots, rng.sample(cells, len(table.robots)), strict=True)
        )
        t0, c0 = time.perf_counter(), time.thread_time()
        best = table.optimum(here)
        if best is not None:
            table.solution(here)
        looked.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        puzzle = Puzzle(
            table.space.board,
            tuple(sorted(here.items(), key=lambda kv: ROBOT_COLORS.index(kv[0]))),
            Goal(table.target.color, table.target.cell),
            ricochet_rule=False,
        )
        t0 = time.perf_counter()
        result = solve(puzzle, limits=Limits(max_depth=40, max_seconds=60))
        solved.append(time.perf_counter() - t0)
        if result.proven and result.optimal_moves != best:
            raise AssertionError(f"table {best} != solver {result.optimal_moves}")
    print(
        f"lookup (optimum + solution), {count} puzzles: p50 {_ms(looked, 50)} ms,"
        f" p99 {_ms(looked, 99)} ms"
    )
    print(
        f"  the same, processor time (without waiting for a core): p50 {_ms(cpu, 50)}"
        f" ms, p99 {_ms(cpu, 99)} ms"
    )
    print(
        f"IDA* solve of the same puzzles: p50 {_ms(solved, 50)} ms,"
        f" p99 {_ms(solved, 99)} ms"
    )
    p99 = float(_ms(looked, 99))
    verdict = "met" if p99 < GOAL_LOOKUP_MS else "NOT met"
    print(f"goal lookup p99 < {GOAL_LOOKUP_MS:.0f} ms: {verdict}")


def _ms(values: list[float], q: int) -> str:
    """Return a percentile in milliseconds."""
    cut = (
        statistics.quantiles(values, n=100, method="inclusive")[q - 1]
        if q < 100
        else max(values)
    )
    return f"{cut * 1000:.2f}"


def _naive_rate(board: Board, target: Target) -> float:
    """Return placements settled per second by a plain backward BFS, two robots."""
    free = [(x, y) for y in range(16) for x in range(16) if (x, y) not in board.blocked]
    t0 = time.perf_counter()
    dist: dict[tuple[Cell, Cell], int] = {}
    queue: deque[tuple[Cell, Cell]] = deque()
    for other in free:
        if other != target.cell:
            dist[(target.cell, other)] = 0
            queue.append((target.cell, other))
    while queue:
        lead, other = queue.popleft()
        d = dist[(lead, other)]
        for mover in (0, 1):
            here, there = (lead, other) if mover == 0 else (other, lead)
            for side in range(4):
                for came in _ray_behind(board, here, there, side):
                    pred = (came, other) if mover == 0 else (lead, came)
                    if pred not in dist:
                        dist[pred] = d + 1
                        queue.append(pred)
    return len(dist) / (time.perf_counter() - t0)


def _ray_behind(board: Board, here: Cell, other: Cell, side: int) -> list[Cell]:
    """Return the cells a robot stopped at `here` going `side` may have come from."""
    x, y = here
    dx, dy = DELTA[side]
    ahead = (x + dx, y + dy)
    if (
        not (board.masks[board.index(here)] & WALL_BIT[side])
        and ahead != other
        and (ahead not in board.blocked)
    ):
        return []
    back = (side + 2) % 4
    bx, by = DELTA[back]
    out = []
    while not board.masks[board.index((x, y))] & WALL_BIT[back]:
        nxt = (x + bx, y + by)
        if nxt == other or nxt in board.blocked:
            break
        x, y = nxt
        out.append(nxt)
    return out
