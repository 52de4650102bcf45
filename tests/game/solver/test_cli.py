"""`ricochet solve`: one puzzle (text or JSON), many from JSON lines, limits, errors."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from service.game.solver import Limits
from service.tools.cli import main
from service.tools.cli.solve import solve_lines
from tests.game.helpers import bench_positions

POSITION = next(p for p in bench_positions() if p["optimal_moves"] == 8)


def _puzzle(position: dict[str, Any], rule: bool = False) -> dict[str, Any]:
    """Return a position's puzzle in the JSON contract."""
    return {
        "board": position["board"],
        "robots": position["robots"],
        "target": position["target"],
        "rules": {"ricochet_rule": rule},
    }


def test_one_puzzle_prints_the_optimum_and_the_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "puzzle.json"
    path.write_text(json.dumps(_puzzle(POSITION)))
    assert main(["solve", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("optimal: 8 moves (proven)")
    assert "solution: " in out and "nodes in" in out


def test_one_puzzle_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "puzzle.json"
    path.write_text(json.dumps(_puzzle(POSITION, rule=True)))
    assert main(["solve", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["optimal_moves"] == POSITION["optimal_moves_ricochet_rule"]
    assert data["proven"] is True and len(data["solution"]) == data["optimal_moves"]


def test_many_puzzles_one_line_each_in_order_bad_lines_reported() -> None:
    lines = [
        json.dumps(_puzzle(POSITION)),
        "{not json",
        json.dumps({"puzzle": {"board": "XX"}, "ref": "b"}),
        json.dumps({"puzzle": _puzzle(bench_positions()[0]), "ref": "a"}),
    ]
    out = io.StringIO()
    assert solve_lines(lines, out, Limits()) == 2
    results = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["line"] for r in results] == [1, 2, 3, 4]
    assert results[0]["optimal_moves"] == 8 and results[0]["proven"] is True
    assert results[1]["error"]["reason"] == "bad_input"
    assert results[1]["optimal_moves"] is None and results[1]["solution"] is None
    assert results[2]["ref"] == "b" and results[2]["error"]["field"] == "board"
    assert results[3]["ref"] == "a"
    assert results[3]["optimal_moves"] == bench_positions()[0]["optimal_moves"]
    for key in ("optimal_moves", "proven", "solution", "nodes", "seconds"):
        assert key in results[0]


def test_limits_apply_to_every_line() -> None:
    out = io.StringIO()
    assert solve_lines([json.dumps(_puzzle(POSITION))], out, Limits(max_depth=5)) == 0
    result = json.loads(out.getvalue())
    assert result["proven"] is False and result["optimal_moves"] is None
    assert result["lower_bound"] >= 5


def test_a_jsonl_file_is_read_line_by_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "many.jsonl"
    path.write_text(json.dumps(_puzzle(POSITION)) + "\n\n")
    assert main(["solve", str(path), "--max-seconds", "30"]) == 0
    assert json.loads(capsys.readouterr().out)["optimal_moves"] == 8


def test_bad_input_exits_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.json"
    assert main(["solve", str(missing)]) == 2
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"board": "nope", "robots": {}, "target": {}}))
    assert main(["solve", str(bad)]) == 2
    assert "board" in capsys.readouterr().err


def test_bad_limits_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["solve", "x.json", "--max-seconds", "0"])
    assert stop.value.code == 2
    assert "must be positive" in capsys.readouterr().err
