"""`ricochet bench`: run the benchmark sections (same as `make bench`)."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    """Add the `bench` subcommand."""
    parser = subparsers.add_parser("bench", help="run the benchmarks")
    parser.add_argument("sections", nargs="*", help="sections to run (default: all)")
    parser.add_argument("--quick", action="store_true", help="a small sample only")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Run the chosen sections."""
    from service.tools.bench.__main__ import run_sections

    return run_sections(args.sections, quick=args.quick)
