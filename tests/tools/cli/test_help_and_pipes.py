"""The `ricochet` command line as users meet it: help, pipes, unfinished searches."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from service.game.solver import SolverStatus
from service.game.solver.entry import SolveResult
from service.tools.cli import SUBCOMMANDS, build_parser
from service.tools.cli.solve import describe

ROOT = Path(__file__).resolve().parents[3]


def subparser(name: str) -> argparse.ArgumentParser:
    """Return one subcommand's parser."""
    parser = build_parser()
    action = next(
        a for a in parser._actions if isinstance(a, argparse._SubParsersAction)
    )
    chosen: argparse.ArgumentParser = action.choices[name]
    return chosen


def test_a_closed_pipe_ends_quietly() -> None:
    """`ricochet layouts | head`: the reader is gone before the output is written."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        run = subprocess.run(
            [sys.executable, "-m", "service.tools.cli", "layouts", "--json"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert "Traceback" not in run.stderr, run.stderr
    assert run.stderr == ""
    assert run.returncode == 1


def test_the_top_level_help_speaks_to_users(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    text = capsys.readouterr().out
    assert "module" not in text and "register" not in text
    assert "Ricochet Robots" in text
    for name in SUBCOMMANDS:
        assert re.search(rf"^\s+{name}\s+\S", text, re.M), name  # each with its help


def test_every_solve_option_has_help() -> None:
    options = [a for a in subparser("solve")._actions if a.option_strings]
    limits = [a for a in options if a.option_strings[0].startswith("--max-")]
    assert len(limits) == 4
    for action in options:
        assert action.help, action.option_strings


def test_an_unfinished_search_says_what_it_knows() -> None:
    stopped = SolveResult(SolverStatus.LIMIT, None, None, None, False, 7, 1000, 0.5)
    text = describe(stopped)
    assert "none found" not in text
    first = text.splitlines()[0]
    assert (
        first
        == "stopped at a limit: no solution found; every solution has at least 7 moves"
    )
    assert "--max-" in text  # how to search further

    found = SolveResult(
        SolverStatus.LIMIT, None, 9, [("red", "N")] * 9, False, 7, 1000, 0.5
    )
    assert describe(found).splitlines()[0] == (
        "stopped at a limit: best solution 9 moves, the optimum is 7 to 9 moves"
    )


def test_the_readme_lists_every_subcommand() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in SUBCOMMANDS:
        assert f"\nricochet {name} " in readme, name
