"""Run every benchmark section: `python -m service.tools.bench [SECTION ...]`.

Each section is a module of this package with `run(quick: bool)`; add one by
adding its name to SECTIONS. Every section runs under a deadline (a message
instead of waiting forever), and SIGTERM or SIGINT ends the run through each
section's `finally`, so the servers it started stop too.
"""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
import time
import traceback
from types import FrameType

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
    "fairness",
    "soak",
    "analysis",
)

SECTION_SECONDS = {False: 3600, True: 900}
"""Seconds a section may run (full, --quick) before it is stopped with a message;
BENCH_SECTION_SECONDS overrides both."""


class SectionTimeout(Exception):
    """A section ran past its deadline."""


def stop_on_signals() -> None:
    """Turn SIGTERM (and SIGHUP) into SystemExit, as SIGINT is KeyboardInterrupt,
    so every `finally` runs and stops the processes a section started."""

    def leave(signum: int, _frame: FrameType | None) -> None:
        raise SystemExit(128 + signum)

    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, leave)


def section_seconds(quick: bool) -> int:
    """Return the deadline of one section, in seconds."""
    return int(os.environ.get("BENCH_SECTION_SECONDS") or SECTION_SECONDS[quick])


def run_section(name: str, *, quick: bool) -> bool:
    """Run one section under its deadline; report a failure and return False."""
    seconds = section_seconds(quick)

    def expire(_signum: int, _frame: FrameType | None) -> None:
        raise SectionTimeout(f"section {name} gave up after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    started = time.monotonic()
    try:
        importlib.import_module(f"service.tools.bench.{name}").run(quick=quick)
        return True
    except Exception as exc:  # noqa: BLE001 (one section's failure ends only it)
        traceback.print_exc()
        print(f"{name}: FAILED after {time.monotonic() - started:.0f} s: {exc}")
        return False
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run_sections(names: list[str], *, quick: bool = False) -> int:
    """Run the named sections (all when empty); return a process exit code."""
    unknown = set(names) - set(SECTIONS)
    if unknown:
        print(f"unknown section(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    stop_on_signals()
    failed = []
    for name in names or SECTIONS:
        print(f"\n== {name} ==", flush=True)
        if not run_section(name, quick=quick):
            failed.append(name)
        sys.stdout.flush()
    if failed:
        print(f"\nfailed: {', '.join(failed)}", flush=True)
    return 1 if failed else 0


def main() -> int:
    """Parse the command line and run."""
    parser = argparse.ArgumentParser(prog="python -m service.tools.bench")
    parser.add_argument("sections", nargs="*", choices=[[], *SECTIONS], default=[])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    return run_sections(args.sections, quick=args.quick)


if __name__ == "__main__":
    sys.exit(main())
