"""What a new user met with `ricochet check`: solutions that are bad input exit 2
(empty, a robot not in play, a token not written as the notation writes it), and
cells are named as the pages name them (`D2`) beside their coordinates."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.game.geometry import cell_name
from service.tools.cli import main

PUZZLE: dict[str, Any] = {
    "board": {"width": 8, "height": 8, "walls": [[5, 2, "E"]]},
    "robots": {"red": [2, 5], "blue": [6, 6]},
    "target": {"color": "red", "cell": [0, 0]},
}


def puzzle_file(tmp_path: Path, puzzle: dict[str, Any] = PUZZLE) -> str:
    """Write the puzzle and return its path."""
    path = tmp_path / "p.json"
    path.write_text(json.dumps(puzzle))
    return str(path)


@pytest.mark.parametrize(
    ("solution", "named"),
    [
        ("", "needs a move"),
        ("   ", "needs a move"),
        ("[]", "needs a move"),
        ("kN", "black"),
        ("rN gE", "green"),
        ('[["yellow", "S"]]', "yellow"),
        ("rn", "'rn'"),
        ("rN Bs", "'Bs'"),
        ("RN", "'RN'"),
    ],
)
def test_a_solution_that_is_bad_input_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], solution: str, named: str
) -> None:
    path = puzzle_file(tmp_path)
    for extra in ([], ["--json"]):
        assert main(["check", path, solution, *extra]) == 2
        captured = capsys.readouterr()
        assert named in captured.err and captured.out == ""


def test_a_lower_case_direction_is_refused_with_its_spelling(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", puzzle_file(tmp_path), "rN rw"]) == 2
    err = capsys.readouterr().err
    assert "solution[1]" in err and "'rW'" in err  # how to write it


def test_many_checks_count_these_as_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "many.jsonl"
    lines = [{"puzzle": PUZZLE, "solution": s} for s in ("rN rW", "", "kN", "rn rW")]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert main(["check", str(path)]) == 2
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert out[0]["solved"] is True
    assert [o["error"]["reason"] for o in out[1:]] == ["bad_input"] * 3
    assert [o["error"]["field"] for o in out[1:]] == [
        "solution",
        "solution[0]",
        "solution[0]",
    ]


@pytest.mark.parametrize(
    ("width", "cell", "name"),
    [
        (16, (0, 0), "A1"),
        (16, (3, 1), "D2"),
        (16, (15, 15), "P16"),
        (32, (3, 1), "4:2"),
    ],
)
def test_cells_are_named_as_the_pages_name_them(
    width: int, cell: tuple[int, int], name: str
) -> None:
    assert cell_name(width, cell) == name


def test_check_names_cells_both_ways(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = puzzle_file(tmp_path)
    assert main(["check", path, "rN rW"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].split() == [
        "1.",
        "red",
        "N",
        "C6",
        "[2,",
        "5]",
        "->",
        "C1",
        "[2,",
        "0]",
    ]
    assert main(["check", path, "rN rE"]) == 1
    assert "onto A1 [0, 0]" in capsys.readouterr().out
