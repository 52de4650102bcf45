"""The `ricochet render` and `ricochet check` commands."""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

import service.tools.cli.check as check_cli
import service.tools.cli.lines as lines_cli
from service.game.micro import micro_board_from_sections
from service.game.puzzle import resolve_board
from service.tools.cli import main

BOARD: dict[str, Any] = {
    "width": 8,
    "height": 8,
    "walls": [[5, 2, "E"]],
    "blocked": [[3, 3], [4, 3], [3, 4], [4, 4]],
}
PUZZLE: dict[str, Any] = {
    "board": BOARD,
    "robots": {"red": [2, 5], "blue": [6, 6]},
    "target": {"color": "red", "cell": [0, 0]},
}
SOLVED = "rN rW"  # up to [2, 0], then a right angle onto the target


def write(tmp_path: Path, name: str, data: Any) -> str:
    """Write JSON to a file and return its path."""
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def lines_file(tmp_path: Path, lines: list[str]) -> str:
    """Write a JSON-lines file and return its path."""
    path = tmp_path / "many.jsonl"
    path.write_text("".join(line + "\n" for line in lines))
    return str(path)


def item(solution: Any, puzzle: Any = None, **extra: Any) -> str:
    """Return one many-check input line."""
    return json.dumps({"puzzle": puzzle or PUZZLE, "solution": solution, **extra})


def out_lines(capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    """Return the JSON lines printed on stdout."""
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


# --- render ------------------------------------------------------------------------


def test_render_prints_the_text_board(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["render", write(tmp_path, "p.json", PUZZLE)]) == 0
    text = capsys.readouterr().out
    rows = text.splitlines()
    assert rows[0] == "+---" * 8 + "+"
    assert rows[1].startswith("| * ") and " R " in rows[11] and " B " in rows[13]
    assert "###" in rows[7]


def test_render_writes_svg_with_a_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "out.svg"
    args = ["render", write(tmp_path, "p.json", PUZZLE), "--svg", str(target)]
    assert main([*args, "--solution", SOLVED, "--title", "A & B"]) == 0
    root = ET.fromstring(target.read_text())
    classes = [e.get("class", "") for e in root.iter()]
    assert classes.count("path path-red") == 2
    assert any(e.text == "A & B" for e in root.iter())
    assert capsys.readouterr().out == ""


def test_render_svg_to_stdout_and_a_cell_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "p.json", PUZZLE)
    assert main(["render", path, "--svg", "-", "--cell-size", "20"]) == 0
    small = ET.fromstring(capsys.readouterr().out)
    assert main(["render", path, "--svg", "-"]) == 0
    default = ET.fromstring(capsys.readouterr().out)
    assert float(small.get("width", 0)) < float(default.get("width", 0))


def test_render_text_with_a_solution_shows_the_final_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "p.json", PUZZLE)
    assert main(["render", path, "--solution", '[["red", "N"], ["red", "W"]]']) == 0
    text = capsys.readouterr().out
    assert "solved in 2 moves" in text
    final = text.split("after the moves:")[1].splitlines()
    assert final[2].startswith("|*R*")


def test_render_a_board_and_a_layout_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["render", write(tmp_path, "b.json", BOARD)]) == 0
    assert "no robots" in capsys.readouterr().out
    assert main(["render", write(tmp_path, "c.json", "1A2B3C4D")]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2 * 16 + 1 + 2


def test_render_a_micro_board(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = micro_board_from_sections("A0B1C2D3")
    plain = write(tmp_path, "m.json", board.to_json())
    assert main(["render", plain]) == 0
    assert capsys.readouterr().out.splitlines()[0].split() == board.to_rows()[0].split()
    wrapped = {"board": board.to_json(), "start": [0, 0], "target": [5, 5], "path": []}
    svg = tmp_path / "m.svg"
    assert main(["render", write(tmp_path, "w.json", wrapped), "--svg", str(svg)]) == 0
    root = ET.fromstring(svg.read_text())
    assert sum("cell" in e.get("class", "").split() for e in root.iter()) == 36


@pytest.mark.parametrize(
    ("content", "extra", "message"),
    [
        ("{not json", [], "not valid JSON"),
        (json.dumps({**PUZZLE, "robots": {"red": [9, 9]}}), [], "robots.red"),
        (json.dumps(BOARD), ["--solution", "rN"], "needs a puzzle"),
        (json.dumps(PUZZLE), ["--solution", "rQ"], "solution[0]"),
        (json.dumps(PUZZLE), ["--svg", "-", "--cell-size", "2"], "--cell-size"),
        (json.dumps({"board": {"kind": "micro", "cells": []}}), [], "36 cells"),
    ],
)
def test_render_bad_input_exits_2_with_a_message(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    content: str,
    extra: list[str],
    message: str,
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main(["render", str(path), *extra]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""


def test_render_a_missing_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["render", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


# --- check one ---------------------------------------------------------------------


def test_check_a_solved_puzzle_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", write(tmp_path, "p.json", PUZZLE), SOLVED]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "solved in 2 moves (ricochet rule satisfied)"
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


@pytest.mark.parametrize(
    "solution",
    [
        '[["red", "N"], ["red", "W"]]',
        '[{"robot": "red", "direction": "N"}, {"robot": "red", "direction": "W"}]',
        "rN, rW",
    ],
)
def test_check_accepts_every_solution_form(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], solution: str
) -> None:
    assert main(["check", write(tmp_path, "p.json", PUZZLE), solution, "--json"]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["solved"] is True and verdict["moves"] == 2


def test_check_reads_a_solution_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    solution = tmp_path / "solution.txt"
    solution.write_text("rN rW\n")
    assert main(["check", write(tmp_path, "p.json", PUZZLE), str(solution)]) == 0


def test_check_json_verdict_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", write(tmp_path, "p.json", PUZZLE), "bW rN rW", "--json"]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["moves"] == 3 and verdict["ricochet_rule_satisfied"] is True
    assert verdict["error"] is None
    assert [s["robot"] for s in verdict["steps"]] == ["blue", "red", "red"]
    assert verdict["steps"][0]["to"] == [0, 6]


def test_check_an_unsolved_solution_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "p.json", PUZZLE)
    assert main(["check", path, "rN rE"]) == 1
    assert "does not bring the red robot" in capsys.readouterr().out
    straight = write(tmp_path, "s.json", {**PUZZLE, "robots": {"red": [0, 5]}})
    assert main(["check", straight, "rN", "--json"]) == 1
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["solved"] is False and verdict["ricochet_rule_satisfied"] is False
    assert verdict["error"] is None


def test_check_an_illegal_step_exits_1_with_the_step(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "p.json", PUZZLE)
    assert main(["check", path, "rN rN", "--json"]) == 1
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["step"] == 1 and error["reason"] == "no_movement"
    assert main(["check", path, "rN rN"]) == 1
    assert "step 2" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("puzzle", "solution", "message"),
    [
        ({**PUZZLE, "target": {"color": "green", "cell": [0, 0]}}, SOLVED, "green"),
        (PUZZLE, "rN xW", "solution[1]"),
        (PUZZLE, '[["red"]]', "solution[0]"),
        (PUZZLE, "[not json", "not valid JSON"),
    ],
)
def test_check_bad_input_exits_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    puzzle: Any,
    solution: str,
    message: str,
) -> None:
    assert main(["check", write(tmp_path, "p.json", puzzle), solution]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""


# --- check many --------------------------------------------------------------------


def test_many_checks_give_one_verdict_per_line_in_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [
        item(SOLVED, ref="a"),
        item("rN rE"),
        "",
        "{oops",
        item(SOLVED, puzzle={**PUZZLE, "robots": {"red": [3, 3]}}),
        item([["red", "N"], ["red", "W"]]),
        json.dumps({"puzzle": PUZZLE}),
        item("rN rN"),
    ]
    assert main(["check", lines_file(tmp_path, lines)]) == 2
    out = out_lines(capsys)
    assert [v["line"] for v in out] == [1, 2, 4, 5, 6, 7, 8]
    assert [v["solved"] for v in out] == [True, False, False, False, True, False, False]
    assert out[0]["ref"] == "a" and out[0]["moves"] == 2 and "steps" in out[0]
    bad = [
        v["error"] for v in out if v["error"] and v["error"]["reason"] == "bad_input"
    ]
    assert [(e["field"], "message" in e) for e in bad] == [
        (None, True),
        ("robots.red", True),
        ("solution", True),
    ]
    assert out[-1]["error"]["reason"] == "no_movement"


def test_many_checks_exit_0_when_all_solved_and_1_when_one_is_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", lines_file(tmp_path, [item(SOLVED)] * 3)]) == 0
    assert main(["check", lines_file(tmp_path, [item(SOLVED), item("rN")])]) == 1
    assert len(out_lines(capsys)) == 5


def test_many_checks_read_stdin_and_can_drop_the_trace(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(item(SOLVED) + "\n" + item("rN")))
    assert main(["check", "-", "--no-steps"]) == 1
    out = out_lines(capsys)
    assert [v["solved"] for v in out] == [True, False]
    assert "steps" not in out[0] and "robots" not in out[0]
    assert out[0]["ricochet_rule_satisfied"] is True


def test_many_checks_parse_a_shared_board_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[Any] = []
    real = resolve_board

    def counting(value: Any, field_name: str = "board") -> Any:
        calls.append(value)
        return real(value, field_name)

    monkeypatch.setattr(lines_cli, "resolve_board", counting)
    other = {**PUZZLE, "board": {**BOARD, "walls": []}}
    lines = [item(SOLVED)] * 3 + [item(SOLVED, puzzle=other)] * 2 + [item(SOLVED)]
    assert check_cli.check_lines(lines, io.StringIO()) == 0
    assert len(calls) == 2


def test_many_checks_of_a_missing_file_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check", str(tmp_path / "none.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_check_help_documents_the_exit_status(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["check", "--help"])
    assert "2 bad input" in capsys.readouterr().out
