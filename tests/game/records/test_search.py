"""Record search: seeded, its find proven by an independent breadth-first search."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytest import MonkeyPatch

from service.game.check import check_solution
from service.game.puzzle import Puzzle, parse_puzzle
from service.game.records import (
    FAMILIES,
    STRATEGIES,
    Family,
    SearchProgress,
    Strategy,
    search,
    search_record,
)
from service.game.records.__main__ import main, save_record
from service.game.records.targets import hardest
from service.game.solver import SolveResult, solve
from tests.game.bfs_reference import bfs_solve
from tests.game.helpers import SMALL, bench_positions

DUO = Family("duo", ("red", "green"), False)


def test_find_is_proven_and_replays() -> None:
    """The best find solves in its optimum, and no shorter solution exists."""
    progress: list[SearchProgress] = []
    found = search_record(
        SMALL, DUO, seed=3, seconds=120, max_evaluations=60, on_progress=progress.append
    )
    assert found is not None
    verdict = check_solution(found.puzzle, found.solution)
    assert verdict.solved and verdict.moves == found.optimal_moves
    assert bfs_solve(found.puzzle, max_depth=found.optimal_moves).optimum == (
        found.optimal_moves
    )
    assert [p.evaluations for p in progress] == sorted(p.evaluations for p in progress)
    bests = [p.best for p in progress]
    assert bests == sorted(bests) and bests[-1] == found.optimal_moves


def test_seeded() -> None:
    """The same seed and evaluations give the same find."""
    a = search_record(SMALL, DUO, seed=5, seconds=120, max_evaluations=40)
    b = search_record(SMALL, DUO, seed=5, seconds=120, max_evaluations=40)
    assert a is not None and b is not None
    assert (a.puzzle, a.optimal_moves) == (b.puzzle, b.optimal_moves)


def test_families() -> None:
    """The named families: 4 robots, black robot, rule on and off."""
    assert FAMILIES["classic"].robots == ("red", "green", "blue", "yellow")
    assert not FAMILIES["classic"].ricochet_rule
    assert FAMILIES["black-ricochet"].ricochet_rule
    assert "black" in FAMILIES["black"].robots


def test_save_keeps_the_longest(tmp_path: Path) -> None:
    """A record is replaced only by a longer one of the same layout and family."""
    path = tmp_path / "records.json"
    entry = {"layout": "1A2A3A4A", "family": "classic", "optimal_moves": 16}
    save_record(entry, path)
    save_record({**entry, "optimal_moves": 15}, path)
    save_record({**entry, "family": "black", "optimal_moves": 12}, path)
    records = json.loads(path.read_text())["records"]
    assert [(r["family"], r["optimal_moves"]) for r in records] == [
        ("black", 12),
        ("classic", 16),
    ]
    save_record({**entry, "optimal_moves": 18}, path)
    records = json.loads(path.read_text())["records"]
    assert sorted(r["optimal_moves"] for r in records) == [12, 18]


def test_start_from_a_given_puzzle() -> None:
    """With one evaluation, a search started from a puzzle returns that puzzle."""
    first = search_record(SMALL, DUO, seed=7, seconds=60, max_evaluations=10)
    assert first is not None
    again = search_record(
        SMALL, DUO, seed=8, seconds=60, max_evaluations=1, start=first.puzzle
    )
    assert again is not None and again.puzzle == first.puzzle


def test_a_long_start_is_proven() -> None:
    """A start longer than the first solves' depth cap is re-solved, not dropped."""
    position = next(
        p
        for p in bench_positions()
        if p["optimal_moves"] >= 10 and p["reference_c_seconds"] < 0.05
    )
    printed = {**position["board"], "targets": [position["target"]]}
    start = parse_puzzle(
        {
            "board": printed,
            "robots": position["robots"],
            "target": position["target"],
            "rules": {"ricochet_rule": False},
        }
    )
    found = search_record(
        start.board,
        FAMILIES["classic"],
        seed=1,
        seconds=60,
        max_evaluations=1,
        start=start,
    )
    assert found is not None and found.optimal_moves == position["optimal_moves"]


def test_black_robot_with_the_rule() -> None:
    """A family with the black robot and the ricochet rule finds a legal record."""
    family = Family("duo-black-ricochet", ("red", "black"), True)
    found = search_record(SMALL, family, seed=2, seconds=60, max_evaluations=20)
    assert found is not None and found.puzzle.ricochet_rule
    assert dict(found.puzzle.robots).keys() == {"red", "black"}
    verdict = check_solution(found.puzzle, found.solution)
    assert verdict.solved and verdict.ricochet_rule_satisfied
    assert verdict.moves == found.optimal_moves


def test_node_limited_search_is_reproducible() -> None:
    """With node-limited solves, the same seed repeats the whole run exactly."""
    runs = []
    for _ in range(2):
        progress: list[SearchProgress] = []
        found = search_record(
            SMALL,
            DUO,
            seed=11,
            seconds=120,
            max_evaluations=50,
            solve_nodes=100_000,
            on_progress=progress.append,
        )
        assert found is not None
        runs.append((found.puzzle, found.evaluations, found.solves, progress))
    assert runs[0][:3] == runs[1][:3]
    assert [(p.current, p.best, p.solves, p.nodes) for p in runs[0][3]] == [
        (p.current, p.best, p.solves, p.nodes) for p in runs[1][3]
    ]


def test_memory_spares_solves() -> None:
    """v2 scores a state seen before from memory; v1 solves every evaluation."""
    solves = {}
    for name in ("v1", "v2"):
        progress: list[SearchProgress] = []
        search_record(
            SMALL,
            DUO,
            seed=4,
            seconds=120,
            max_evaluations=60,
            solve_nodes=100_000,
            strategy=STRATEGIES[name],
            on_progress=progress.append,
        )
        solves[name] = (progress[-1].evaluations, progress[-1].solves)
    assert solves["v1"][0] == solves["v1"][1] == 60
    assert solves["v2"][0] == 60 and solves["v2"][1] < 60


def test_only_the_hardest_targets_are_searched(monkeypatch: MonkeyPatch) -> None:
    """A strategy with hard_targets=2 solves puzzles of the two hardest only."""
    solved: set[tuple[int, int]] = set()

    def spy(puzzle: Puzzle, **kwargs: Any) -> SolveResult:
        solved.add(puzzle.target.cell)
        return solve(puzzle, **kwargs)

    monkeypatch.setattr(search, "solve", spy)
    two = Strategy("two", {"target": 1, "slide": 1}, 2, True, 2)
    search_record(SMALL, DUO, seed=6, seconds=120, max_evaluations=40, strategy=two)
    cells = [(x, y) for y in range(6) for x in range(6)]
    eligible = [t for t in SMALL.targets if t.color in ("red", "green", "any")]
    assert solved == {t.cell for t in hardest(SMALL, eligible, cells, 2)}


def test_cli_replays_a_find(capsys: pytest.CaptureFixture[str]) -> None:
    """`--stop-after` ends a seeded node-limited run early, the same way twice."""
    argv = ["1A2A3A4A", "--seed", "3", "--evaluations", "1000", "--stop-after", "6"]
    argv += ["--solve-nodes", "200000", "--seconds", "120"]
    entries = []
    for _ in range(2):
        assert main(argv) == 0
        entries.append(json.loads(capsys.readouterr().out))
    assert entries[0]["evaluations"] <= 6
    assert entries[0]["method"]["max_evaluations"] == 1000
    same = ("robots", "target", "optimal_moves", "evaluations", "solves")
    assert [entries[0][k] for k in same] == [entries[1][k] for k in same]
