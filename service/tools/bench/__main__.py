"""Run every benchmark section: `python -m service.tools.bench [SECTION ...]`."""

from __future__ import annotations

import argparse
import importlib
import sys

SECTIONS = (
    "checker",
    "solver",
    "http",
    "secrecy",
    "workers",
    "stream",
    "page",
    "library",
    "trainer",
)


def run_sections(names: list[str], *, quick: bool = False) -> int:
    """Run the named sections (all when empty); return a process exit code."""
    unknown = set(names) - set(SECTIONS)
    if unknown:
        print(f"unknown section(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for name in names or SECTIONS:
        print(f"\n== {name} ==", flush=True)
        importlib.import_module(f"service.tools.bench.{name}").run(quick=quick)
    return 0


def main() -> int:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m service.tools.bench")
    parser.add_argument("sections", nargs="*", choices=[[], *SECTIONS], default=[])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    return run_sections(args.sections, quick=args.quick)


if __name__ == "__main__":
    sys.exit(main())
