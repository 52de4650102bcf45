"""The `ricochet` command line: one module per subcommand, each with `register`."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

SUBCOMMANDS = (
    "render",
    "check",
    "solve",
    "analyse",
    "layouts",
    "bench",
    "library",
    "trainer",
)

DESCRIPTION = """\
Ricochet Robots puzzles on the command line: list the board layouts, draw a
puzzle, check a solution against the rules, find the fewest moves, run the
benchmarks and verify the puzzle library. Puzzles are JSON files in the API's
contract."""
EPILOG = (
    "Run `ricochet COMMAND --help` for a command's inputs, options and exit status."
)


def build_parser() -> argparse.ArgumentParser:
    """Build the parser; each subcommand module adds its own subparser."""
    parser = argparse.ArgumentParser(
        prog="ricochet", description=DESCRIPTION, epilog=EPILOG
    )
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name in SUBCOMMANDS:
        importlib.import_module(f"service.tools.cli.{name}").register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; exit 0 solved/ok, 1 not solved, 2 bad input."""
    args = build_parser().parse_args(argv)
    try:
        code: int = args.handler(args)
        sys.stdout.flush()
    except BrokenPipeError:
        return quiet_broken_pipe()
    return code


def quiet_broken_pipe() -> int:
    """Stop without a traceback when the reader left (`ricochet layouts | head`).

    Python's documented recipe (the `signal` module's note on SIGPIPE): point stdout
    at /dev/null so that the flush at exit cannot fail again; exit 1.
    """
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 1


if __name__ == "__main__":
    sys.exit(main())
