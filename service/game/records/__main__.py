"""Run a record search: `python -m service.game.records LAYOUT [options]`.

Prints progress on stderr and the best puzzle as JSON on stdout; with `--save`
appends it to service/game/data/records.json when it beats the stored record of that
layout and family.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..layouts import board_for_code
from ..puzzle import Puzzle, parse_puzzle
from .families import FAMILIES, Family
from .found import Found, SearchProgress
from .search import search_record
from .strategy import DEFAULT, STRATEGIES

RECORDS = Path(__file__).resolve().parent.parent / "data" / "records.json"
SEARCH = "simulated annealing (service.game.records.search)"


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, search, print and optionally save the best find."""
    args = _parser().parse_args(argv)
    board = board_for_code(args.layout)
    family = FAMILIES[args.family]
    start = _stored(args.layout.upper(), family) if args.resume else None
    report, seen = _reporter(), [0]

    def progress(p: SearchProgress) -> None:
        seen[0] = p.evaluations
        report(p)

    found = search_record(
        board,
        family,
        seed=args.seed,
        seconds=args.seconds,
        max_evaluations=args.evaluations,
        solve_seconds=args.solve_seconds,
        solve_nodes=args.solve_nodes,
        strategy=STRATEGIES[args.strategy],
        patience=args.patience,
        on_progress=progress,
        start=start,
        should_stop=lambda: args.stop_after is not None and seen[0] >= args.stop_after,
    )
    if found is None:
        print("no proven puzzle within the budget", file=sys.stderr)
        return 1
    entry = _entry(args, found)
    print(json.dumps(entry))
    if args.save:
        save_record(entry)
    return 0


def _parser() -> argparse.ArgumentParser:
    """Describe the command line."""
    parser = argparse.ArgumentParser(prog="python -m service.game.records")
    parser.add_argument("layout", help="a layout code, e.g. 1A2B3A4B")
    parser.add_argument("--family", choices=sorted(FAMILIES), default="classic")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--evaluations", type=int, help="stop after this many")
    parser.add_argument(
        "--stop-after",
        type=int,
        help="stop after this many evaluations, T still cooling over --evaluations "
        "(replays a saved find)",
    )
    parser.add_argument("--solve-seconds", type=float, default=5.0)
    parser.add_argument(
        "--solve-nodes", type=int, help="a node limit per solve (reproducible)"
    )
    parser.add_argument("--strategy", choices=sorted(STRATEGIES), default=DEFAULT.name)
    parser.add_argument(
        "--patience", type=int, default=3000, help="restart after this many in vain"
    )
    parser.add_argument("--save", action="store_true", help="append to records.json")
    parser.add_argument(
        "--resume", action="store_true", help="start from the stored record"
    )
    return parser


def _reporter() -> Any:
    """Return a progress callback that prints a line when the best improves."""
    last = {"best": -1, "at": 0.0}

    def report(progress: SearchProgress) -> None:
        now = time.monotonic()
        if progress.best != last["best"] or now - last["at"] > 30:
            last["best"], last["at"] = progress.best, now
            print(
                f"{progress.seconds:8.1f}s {progress.evaluations:7d} evaluations "
                f"{progress.solves:7d} solves "
                f"current {progress.current:2d} best {progress.best:2d}",
                file=sys.stderr,
            )

    return report


def _entry(args: argparse.Namespace, found: Found) -> dict[str, Any]:
    """Describe a find and how it was found."""
    return {
        "layout": args.layout.upper(),
        "family": args.family,
        **found.to_json(),
        "method": {
            "search": SEARCH,
            "seed": args.seed,
            "seconds": args.seconds,
            "max_evaluations": args.evaluations,
            "solve_seconds": args.solve_seconds,
            "solve_nodes": args.solve_nodes,
            "strategy": args.strategy,
            "patience": args.patience,
            "resumed_from_stored_record": args.resume,
        },
        "found_at": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


def _stored(layout: str, family: Family, path: Path = RECORDS) -> Puzzle | None:
    """Return the stored record of a layout and family as a puzzle, if any."""
    data = json.loads(path.read_text()) if path.exists() else {"records": []}
    for r in data["records"]:
        if (r["layout"], r["family"]) == (layout, family.name):
            return parse_puzzle(
                {k: r[k] for k in ("robots", "target", "rules")},
                board=board_for_code(layout),
            )
    return None


def save_record(entry: dict[str, Any], path: Path = RECORDS) -> None:
    """Keep the entry when it beats the stored record for its layout and family."""
    data = json.loads(path.read_text()) if path.exists() else {"records": []}
    key = (entry["layout"], entry["family"])
    old = [r for r in data["records"] if (r["layout"], r["family"]) == key]
    if old and old[0]["optimal_moves"] >= entry["optimal_moves"]:
        return
    data["records"] = [r for r in data["records"] if r not in old] + [entry]
    data["records"].sort(key=lambda r: (r["family"], -r["optimal_moves"], r["layout"]))
    path.write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
