"""`python -m service.tools.analysis run|verify ...` (see docs/analysis.md)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .run import run_board

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
    args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())
