"""The `ricochet` command line: one module per subcommand, each with `register`."""

from __future__ import annotations

import argparse
import importlib
import sys

SUBCOMMANDS = ("render", "check", "solve", "layouts", "bench")


def build_parser() -> argparse.ArgumentParser:
    """Build the parser; each subcommand module adds its own subparser."""
    parser = argparse.ArgumentParser(prog="ricochet", description=__doc__)
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name in SUBCOMMANDS:
        importlib.import_module(f"service.cli.{name}").register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; exit 0 solved/ok, 1 not solved, 2 bad input."""
    args = build_parser().parse_args(argv)
    code: int = args.handler(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
