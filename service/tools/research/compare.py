"""Compare the records search's strategies on the same work.

`python -m service.tools.research.compare`: each strategy runs once per seed on one
layout until its solves have searched a budget of nodes (work, not wall-clock time,
so a busy machine changes the seconds but not the outcome) or, with `--evaluations`,
until that many evaluations (the temperature cools over them), and a line per run
reports the best proven optimum, when the search reached it, and the evaluations and
solves per minute of that run.
"""

from __future__ import annotations

import argparse
import sys
import time

from service.game.layouts import board_for_code
from service.game.records.families import FAMILIES
from service.game.records.found import SearchProgress
from service.game.records.search import search_record
from service.game.records.strategy import STRATEGIES, Strategy


def compare_run(
    layout: str,
    strategy: Strategy,
    seed: int,
    nodes: int,
    solve_nodes: int,
    evaluations: int | None = None,
) -> dict[str, float]:
    """Run one strategy until `nodes` solver nodes are spent (or `evaluations`,
    over which the temperature cools; without it, it stays at its start); return
    its figures."""
    last: list[SearchProgress] = []
    best_at = [0, 0]  # nodes and evaluations when the best was first reached

    def note(progress: SearchProgress) -> None:
        if not last or progress.best > last[-1].best:
            best_at[:] = [progress.nodes, progress.evaluations]
        last[:] = [progress]

    started = time.perf_counter()
    found = search_record(
        board_for_code(layout),
        FAMILIES["classic"],
        seed=seed,
        seconds=10**9,
        max_evaluations=evaluations,
        solve_nodes=solve_nodes,
        strategy=strategy,
        on_progress=note,
        should_stop=lambda: bool(last) and last[-1].nodes >= nodes,
    )
    minutes = (time.perf_counter() - started) / 60
    end = last[-1] if last else SearchProgress(0, 0.0, 0, 0)
    return {
        "best": 0 if found is None else found.optimal_moves,
        "best_at_mnodes": best_at[0] / 1e6,
        "best_at_evaluation": best_at[1],
        "evaluations": end.evaluations,
        "solves": end.solves,
        "mnodes": end.nodes / 1e6,
        "evaluations_per_minute": end.evaluations / max(minutes, 1e-9),
        "minutes": minutes,
    }


def main(argv: list[str] | None = None) -> int:
    """Run every named strategy on every seed and print one line per run."""
    parser = argparse.ArgumentParser(prog="python -m service.tools.research.compare")
    parser.add_argument("layout")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--mnodes", type=float, default=150.0, help="budget per run")
    parser.add_argument("--solve-nodes", type=int, default=5_000_000)
    parser.add_argument("--evaluations", type=int, help="cool over this many")
    parser.add_argument("--strategies", nargs="+", default=sorted(STRATEGIES))
    args = parser.parse_args(argv)
    for name in args.strategies:
        for seed in args.seeds:
            figures = compare_run(
                args.layout,
                STRATEGIES[name],
                seed,
                int(args.mnodes * 1e6),
                args.solve_nodes,
                args.evaluations,
            )
            shown = " ".join(f"{k}={v:.4g}" for k, v in figures.items())
            print(f"{args.layout} {name} seed={seed} {shown}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
