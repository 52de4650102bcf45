"""Solver benchmark: the shared positions, per difficulty class, against reference C.

For each ricochet-rule setting it solves every shared position (quick: a sample),
checks the optimum against the recorded one, and prints per class of optimum
(1-5, 6-9, 10-14, 15+ moves) the median, p90 and max time, the node rate and the
ratio of our total time to the reference C solver's on the same positions.

With RICOCHET_REFERENCE_C naming a build of fogleman's C solver (reference_c), the
rule-off pass solves each position it supports (a coloured target: not the 32
vortex positions) with it right after ours, checks that both optima agree, and the
ratios are to those times, measured in this run; the rule-on table divides by the
same C times (C has no ricochet rule). Without it the ratios are to the recorded
reference times, from another machine and day. `cpu` is the processor time of all
threads (big searches split iterations between threads, see
RICOCHET_SOLVER_THREADS): on a busy machine it shows the work while wall time shows
the wait, so with C measured the last column divides our processor time by C's.
Then the longest position (the median of three solves, each beside a C solve when
it is loaded), and the per-call overhead: a one-move puzzle solved 1000 times on a
cached board.
"""

from __future__ import annotations

import gzip
import json
import statistics
import time
from importlib import resources
from typing import Any

from service.game.puzzle import Puzzle, parse_puzzle
from service.game.solver import SolveResult, solve, warm_up

from . import reference_c

CLASSES = ((1, 5), (6, 9), (10, 14), (15, 99))
QUICK_EVERY = 12  # quick mode: every 12th position...
QUICK_MAX_REFERENCE = 0.5  # ...whose reference time is under half a second
OVERHEAD_CALLS = 1000
LONGEST_RUNS = 3


def run(quick: bool) -> None:
    """Print the solver tables."""
    warm_up()
    reference = reference_c.load()
    positions = load_positions()
    if quick:
        positions = [
            p
            for i, p in enumerate(positions)
            if i % QUICK_EVERY == 0 and p["reference_c_seconds"] < QUICK_MAX_REFERENCE
        ]
    print(f"{len(positions)} positions; times are seconds inside the solver")
    print(describe(reference))
    c_times: dict[str, reference_c.ReferenceRun] = {}
    for rule in (False, True):
        rows = [measure(p, rule, reference, c_times) for p in positions]
        print_table(rows, rule, reference)
    if not quick:
        print_longest(positions, reference)
    print_overhead(positions[0])


def describe(reference: reference_c.ReferenceSolver | None) -> str:
    """Say what the ratios compare with."""
    if reference is None:
        return (
            f"ref: the recorded C times ({reference_c.ENV} unset, so not measured "
            "in this run; see docs/solver.md to build it)"
        )
    return (
        f"ref: fogleman's C solver ({reference.path}) on the same positions, "
        "interleaved with ours; vortex targets skipped (C plays coloured ones only)"
    )


def load_positions() -> list[dict[str, Any]]:
    """Load the shared positions shipped with the package."""
    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with gzip.open(str(path), "rt") as lines:
        return [json.loads(line) for line in lines]


def puzzle_of(position: dict[str, Any], rule: bool) -> Puzzle:
    """Build a position's puzzle with the ricochet rule on or off."""
    return parse_puzzle(
        {
            "board": position["board"],
            "robots": position["robots"],
            "target": position["target"],
            "rules": {"ricochet_rule": rule},
        }
    )


def measure(
    position: dict[str, Any],
    rule: bool,
    reference: reference_c.ReferenceSolver | None,
    c_times: dict[str, reference_c.ReferenceRun],
) -> dict[str, Any]:
    """Solve one position (then with C, rule off), and compare the optima."""
    puzzle = puzzle_of(position, rule)
    cpu = time.process_time()
    result = solve(puzzle)
    cpu = time.process_time() - cpu
    expected = position["optimal_moves_ricochet_rule" if rule else "optimal_moves"]
    row = {
        "moves": expected,
        "ok": result.proven and result.optimal_moves == expected,
        "seconds": result.seconds,
        "cpu": cpu,
        "nodes": result.nodes,
        "reference": position["reference_c_seconds"],
        "reference_cpu": None,
        "c_agrees": True,
    }
    if reference is not None:
        solve_reference(position, reference, c_times, row)
    return row


def solve_reference(
    position: dict[str, Any],
    reference: reference_c.ReferenceSolver,
    c_times: dict[str, reference_c.ReferenceRun],
    row: dict[str, Any],
) -> None:
    """Time C on a position's rule-off puzzle once; fill the row's reference."""
    puzzle = puzzle_of(position, False)
    if not reference_c.supported(puzzle):
        row["reference"] = None
        return
    if position["id"] not in c_times:
        c_times[position["id"]] = reference.solve(puzzle)
    run = c_times[position["id"]]
    row["c_agrees"] = run.moves == position["optimal_moves"]
    row["reference"], row["reference_cpu"] = run.seconds, run.cpu


def print_table(
    rows: list[dict[str, Any]],
    rule: bool,
    reference: reference_c.ReferenceSolver | None,
) -> None:
    """Print one table of figures per class of optimum."""
    print(f"\nricochet rule {'on' if rule else 'off'}")
    print(
        f"{'moves':>7} {'n':>4} {'median':>8} {'p90':>8} {'max':>8} "
        f"{'Mnodes/s':>9} {'total':>8} {'cpu':>8} {'n ref':>5} {'ours':>8} "
        f"{'ref':>8} {'ratio':>6} {'cpu ratio':>9}"
    )
    for lo, hi in CLASSES:
        group = [r for r in rows if lo <= r["moves"] <= hi]
        if group:
            label = f"{lo}-{hi}" if hi < 99 else f"{lo}+"
            print(_line(label, group))
    print(_line("all", rows))
    wrong = [r for r in rows if not r["ok"]]
    print(f"wrong or unproven optima: {len(wrong)}")
    if reference is not None and not rule:
        disagree = [r for r in rows if not r["c_agrees"]]
        print(f"C optima that differ from ours: {len(disagree)}")


def _line(label: str, rows: list[dict[str, Any]]) -> str:
    """Format the figures of a group of results; the ratio is over the rows with a
    reference time, ours against C's."""
    times = sorted(r["seconds"] for r in rows)
    total = sum(times)
    cpu = sum(r["cpu"] for r in rows)
    compared = [r for r in rows if r["reference"] is not None]
    ours = sum(r["seconds"] for r in compared)
    reference = sum(r["reference"] for r in compared)
    nodes = sum(r["nodes"] for r in rows)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    rate = nodes / total / 1e6 if total else 0.0
    ratio = ours / reference if reference else 0.0
    return (
        f"{label:>7} {len(rows):>4} {statistics.median(times):>8.4f} {p90:>8.4f} "
        f"{times[-1]:>8.3f} {rate:>9.2f} {total:>8.2f} {cpu:>8.2f} "
        f"{len(compared):>5} {ours:>8.2f} {reference:>8.2f} {ratio:>6.2f} "
        f"{_cpu_ratio(compared):>9}"
    )


def _cpu_ratio(compared: list[dict[str, Any]]) -> str:
    """Format our processor time over C's, or '-' when C's is not measured."""
    c_cpu = [r["reference_cpu"] for r in compared]
    if not c_cpu or None in c_cpu or not sum(c_cpu):
        return "-"
    return f"{sum(r['cpu'] for r in compared) / sum(c_cpu):.2f}"


def print_longest(
    positions: list[dict[str, Any]], reference: reference_c.ReferenceSolver | None
) -> None:
    """Print the times of the position with the longest optimum: on this shared
    machine one solve can run a fifth slower or faster than the next, so it is
    solved LONGEST_RUNS times (each followed by a C solve when C is loaded) and the
    medians are what counts."""
    longest = max(positions, key=lambda p: p["optimal_moves"])
    puzzle = puzzle_of(longest, False)
    results: list[SolveResult] = []
    c_times: list[float] = []
    for _ in range(LONGEST_RUNS):
        results.append(solve(puzzle))
        if reference is not None:
            c_times.append(reference.solve(puzzle).seconds)
    times = sorted(r.seconds for r in results)
    median = statistics.median(times)
    if c_times:
        ref, source = statistics.median(c_times), "C in this run, median"
    else:
        ref, source = longest["reference_c_seconds"], "recorded C"
    print(
        f"\nlongest: {longest['id']} {results[0].optimal_moves} moves, median of "
        f"{LONGEST_RUNS} solves {median:.2f} s (min {times[0]:.2f}, max "
        f"{times[-1]:.2f}); {source} {ref:.2f} s, ratio {median / ref:.2f}"
    )


def print_overhead(position: dict[str, Any]) -> None:
    """Print the per-call overhead of a one-move puzzle on a cached board."""
    puzzle = one_move_puzzle(position)
    solve(puzzle)
    started = time.perf_counter()
    for _ in range(OVERHEAD_CALLS):
        solve(puzzle)
    per_call = (time.perf_counter() - started) / OVERHEAD_CALLS
    print(f"\nper-call overhead (1-move puzzle, cached board): {per_call * 1e6:.1f} us")


def one_move_puzzle(position: dict[str, Any]) -> Puzzle:
    """Return a puzzle on the position's board that one move solves."""
    base = puzzle_of(position, False)
    color = next(name for name, _ in base.robots if base.target.eligible(name))
    for cell in base.board.free_cells():
        try:
            puzzle = base.with_robots({**base.robot_positions, color: cell})
        except ValueError:
            continue
        if len(set(puzzle.robot_positions.values())) < len(puzzle.robots):
            continue
        if solve(puzzle).optimal_moves == 1:
            return puzzle
    raise RuntimeError("no one-move puzzle on this board")
