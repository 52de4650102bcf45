"""`python -m service.tools.analysis solutions`: each longest placement and sample
of a result file gets an optimal solution read from its table, replayed by the
checker; files without solutions still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from service.game.analysis import TargetAnalysis
from service.game.check import check_solution
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.tools.analysis.__main__ import main
from service.tools.analysis.run import run_board

LAYOUT = "1A4B3B2B"
ROBOTS = ("red", "green")


@pytest.fixture
def result(tmp_path: Path) -> Path:
    """Analyse one target of the layout for two robots, saving its table."""
    out = tmp_path / "result.json"
    run_board(LAYOUT, ROBOTS, out, tmp_path / "tables", ["red-circle"], 50, "test")
    return out


def test_solutions_are_stored_and_replay_in_the_optimum(result: Path) -> None:
    data = json.loads(result.read_text())
    by_run = data["targets"]["red-circle"]
    assert by_run["solutions"]  # `run` with tables stores them
    bare = {k: v for k, v in by_run.items() if not k.endswith("solutions")}
    old = TargetAnalysis.from_json(bare)  # a file without solutions loads
    assert old.solutions == () and old.sample_solutions == {}
    data["targets"]["red-circle"] = bare
    result.write_text(json.dumps(data))
    tables = result.parent / "tables" / LAYOUT
    assert main(["solutions", str(result), "--tables", str(tables)]) == 0
    raw = json.loads(result.read_text())["targets"]["red-circle"]
    assert raw == by_run
    analysis = TargetAnalysis.from_json(raw)
    assert TargetAnalysis.from_json(analysis.to_json()) == analysis
    assert len(analysis.solutions) == len(analysis.longest) > 0
    assert analysis.sample_solutions.keys() == analysis.samples.keys()
    goal = Goal(analysis.target.color, analysis.target.cell)
    blank = Puzzle(board_for_code(LAYOUT), (), goal, ricochet_rule=False)
    pairs = [
        (analysis.maximum, p, s)
        for p, s in zip(analysis.longest, analysis.solutions, strict=True)
    ]
    for d, ps in analysis.samples.items():
        pairs += [
            (d, p, s) for p, s in zip(ps, analysis.sample_solutions[d], strict=True)
        ]
    for optimum, placement, solution in pairs:
        verdict = check_solution(blank.with_robots(placement), list(solution))
        assert verdict.solved and verdict.moves == optimum == len(solution)


def test_a_placement_the_table_disagrees_with_is_refused(result: Path) -> None:
    data = json.loads(result.read_text())
    target = data["targets"]["red-circle"]
    shallow = min(int(d) for d in target["samples"])
    target["longest"][0] = target["samples"][str(shallow)][0]
    del target["solutions"], target["sample_solutions"]
    result.write_text(json.dumps(data))
    tables = result.parent / "tables" / LAYOUT
    with pytest.raises(ValueError, match="optimum"):
        main(["solutions", str(result), "--tables", str(tables)])
    assert "solutions" not in json.loads(result.read_text())["targets"]["red-circle"]
