"""`python -m service.tools.analysis run|verify|solutions ...` (docs/analysis.md)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .run import run_board
from .solutions import add_solutions
from .verify import verify_published, verify_table

ROBOTS = ("red", "green", "blue", "yellow")


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m service.tools.analysis")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="analyse every target of a layout")
    run.add_argument("layout", help="a layout code, e.g. 1A4B3B2B")
    run.add_argument("--out", type=Path, required=True, help="the result file (JSON)")
    run.add_argument("--tables", type=Path, help="save each table under this folder")
    run.add_argument("--target", action="append", default=[], help="e.g. red-circle")
    run.add_argument("--robots", default=",".join(ROBOTS))
    run.add_argument("--longest", type=int, default=50, help="longest kept per target")
    check = sub.add_parser("verify", help="a saved table against the IDA* solver")
    check.add_argument("table", type=Path, help="a .npy table saved by run --tables")
    check.add_argument("--random", type=int, default=2000)
    check.add_argument(
        "--result", type=Path, help="a result file: re-prove its longest"
    )
    check.add_argument("--seed", type=int, default=1)
    published = sub.add_parser("published", help="the published hardest positions")
    published.add_argument("positions", type=Path)
    published.add_argument("--tables", type=Path, required=True)
    solutions = sub.add_parser(
        "solutions", help="store checked optimal solutions read from the tables"
    )
    solutions.add_argument("result", type=Path, help="a result file (JSON)")
    solutions.add_argument(
        "--tables", type=Path, required=True, help="the layout's table folder"
    )
    args = parser.parse_args(argv)
    if args.command == "solutions":
        print(json.dumps(add_solutions(args.result, args.tables)))
        return 0
    if args.command == "verify":
        print(
            json.dumps(verify_table(args.table, args.random, _longest(args), args.seed))
        )
        return 0
    if args.command == "published":
        verify_published(args.positions, args.tables)
        return 0
    if args.command == "run":
        command = "python -m service.tools.analysis " + " ".join(
            sys.argv[1:] if argv is None else argv
        )
        run_board(
            args.layout.upper(),
            tuple(args.robots.split(",")),
            args.out,
            args.tables,
            args.target,
            args.longest,
            command,
        )
    return 0


def _longest(args: argparse.Namespace) -> list[dict[str, tuple[int, int]]]:
    """Return the longest placements a result file lists for the table's target."""
    if args.result is None:
        return []
    name = args.table.stem
    data = json.loads(args.result.read_text())["targets"][name]
    return [{k: (v[0], v[1]) for k, v in p.items()} for p in data["longest"]]


if __name__ == "__main__":
    sys.exit(main())
