"""`ricochet analyse`: a layout's targets, every placement solved, a progress bar."""

from __future__ import annotations

import io
import json

import pytest

from service.game.analysis import AnalysisProgress
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.game.solver import solve
from service.tools.cli import main
from service.tools.cli.analyse import progress_bar

LAYOUT = "1A4B3B2B"


def test_analyse_prints_a_distribution_whose_longest_the_solver_confirms(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["analyse", LAYOUT, "--robots", "red,green", "--target", "4,1", "--json"]
    assert main(argv) == 0
    (line,) = capsys.readouterr().out.splitlines()
    found = json.loads(line)
    assert found["target"]["cell"] == [4, 1] and found["robots"][0] == "red"
    assert sum(found["counts"]) + found["unsolvable"] == found["placements"]
    assert len(found["counts"]) == found["maximum"] + 1 and found["counts"][-1] > 0
    board = board_for_code(LAYOUT)
    longest = {name: (c[0], c[1]) for name, c in found["longest"][0].items()}
    puzzle = Puzzle(board, (), Goal("red", (4, 1)), ricochet_rule=False)
    result = solve(puzzle.with_robots(longest))
    assert result.optimal_moves == found["maximum"]


def test_analyse_for_people_names_the_target_and_its_longest(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["analyse", LAYOUT, "--robots", "red,green", "--target", "4,1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("red circle [4, 1]: 63,252 placements, longest ")
    assert "a longest placement: red[" in out


@pytest.mark.parametrize(
    "argv",
    [
        [LAYOUT, "--target", "3,1"],  # no target printed there
        [LAYOUT, "--target", "four"],
        ["1A9Z3B2B"],
        [LAYOUT, "--robots", "red,purple"],
        [LAYOUT, "--robots", "red,green,blue,yellow,black"],
    ],
)
def test_analyse_bad_input_exits_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["analyse", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("ricochet analyse: ")


class Terminal(io.StringIO):
    """A text stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_the_progress_bar_fills_as_placements_settle() -> None:
    stream = Terminal()
    bar = progress_bar(stream, "1/1 red circle")
    assert bar is not None and progress_bar(io.StringIO(), "x") is None
    bar(AnalysisProgress(distance=3, settled=50, total=200))
    bar(AnalysisProgress(distance=9, settled=200, total=200))
    first, last = stream.getvalue().split("\r")[1:]
    assert "[" + "#" * 7 + "." * 23 + "]" in first and "50/200" in first
    assert "#" * 30 in last and "distance 9" in last and last.endswith("\n")
