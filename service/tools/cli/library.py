"""`ricochet library verify`: replay every library solution, re-prove a sample.

Runs against the configured database (DATABASE_URL, as the workers do); exits 0
when every stored solution and every re-proved optimum holds, 1 on any mismatch,
2 on bad options or a database it cannot read.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import Any, TextIO

import sqlalchemy as sa
from flask import Flask

from service.infra.appbase import create_base_app
from service.library.verify import Verification, verify_library


def register(subparsers: Any) -> None:
    """Add the `library` subcommand and its `verify` action."""
    parser = subparsers.add_parser(
        "library",
        help="check the puzzle library of the configured database",
        description="Operate on the puzzle library of the configured database.",
    )
    actions = parser.add_subparsers(dest="action", required=True)
    verify = actions.add_parser(
        "verify",
        help="replay every stored solution and re-prove a random sample",
        description="Replay every library puzzle's stored solution (it must reach "
        "the target in exactly the stored optimum) and solve a random sample again "
        "from scratch (proven, same optimum). Exit 0: all hold; 1: a mismatch.",
    )
    verify.add_argument(
        "--sample", type=int, default=20, help="puzzles to re-prove (default 20)"
    )
    verify.add_argument("--seed", type=int, help="seed of the sample (default random)")
    verify.add_argument(
        "--solve-seconds",
        type=float,
        default=60.0,
        help="time limit of one fresh solve (default 60; past it: unproven)",
    )
    verify.set_defaults(handler=run)


def run(args: argparse.Namespace, app: Flask | None = None) -> int:
    """Verify the library; print a summary; exit 1 on any mismatch."""
    if args.sample < 0 or args.solve_seconds <= 0:
        print(
            "ricochet library verify: --sample >= 0, --solve-seconds > 0",
            file=sys.stderr,
        )
        return 2
    app = app or create_base_app()
    try:
        with app.app_context():
            found = verify_library(
                args.sample,
                random.Random(args.seed),
                args.solve_seconds,
                progress_bar(sys.stderr),
            )
    except sa.exc.SQLAlchemyError as exc:
        print(f"ricochet library verify: the database: {exc}", file=sys.stderr)
        return 2
    print_summary(found, sys.stdout)
    return 0 if found.ok else 1


def progress_bar(stream: TextIO) -> Callable[[Verification], None] | None:
    """Return a callback redrawing one progress line, when stream is a terminal."""
    if not stream.isatty():
        return None

    def show(found: Verification) -> None:
        done = found.replayed + len(found.mismatches)
        width = 30
        filled = width * done // max(found.total, 1)
        stream.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{found.total} "
            f"re-proved {found.reproved}, mismatches {len(found.mismatches)} "
        )
        if done == found.total:
            stream.write("\n")
        stream.flush()

    return show


def print_summary(found: Verification, stream: TextIO) -> None:
    """Print the counts, then one line per mismatch and per unproven puzzle."""
    print(
        f"{found.total} library puzzles: {found.replayed} replayed, "
        f"{found.reproved} re-proved ({found.sampled} sampled), "
        f"{len(found.mismatches)} mismatches, {len(found.unproven)} unproven",
        file=stream,
    )
    for line in found.mismatches:
        print(f"mismatch {line}", file=stream)
    for puzzle_id in found.unproven:
        print(f"unproven {puzzle_id}: the fresh solve hit --solve-seconds", file=stream)
