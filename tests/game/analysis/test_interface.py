"""What the analysis accepts, what it reports, and its results' JSON form."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.game.analysis import (
    AnalysisProgress,
    DistanceTable,
    TargetAnalysis,
    analyse_target,
    check_analysable,
)
from service.game.board import Board, Diagonal, Target
from service.game.errors import InvalidBoard, InvalidPuzzle

from .helpers import small_board


def _field(error: pytest.ExceptionInfo[Exception]) -> str | None:
    return getattr(error.value, "field", None)


def test_unsupported_boards_and_robots_name_the_field() -> None:
    """Diagonals, big boards, robot counts, foreign targets: each names its field."""
    board = small_board(6, seed=1, walls=4)
    red = next(t for t in board.targets if t.color == "red")
    diag = Board.create(6, 6, diagonals=(Diagonal((2, 2), "red", "/"),), targets=(red,))
    with pytest.raises(InvalidBoard) as e:
        check_analysable(diag, ("red",), red)
    assert _field(e) == "board.diagonals"
    big = Board.create(17, 16, targets=(Target((0, 0), "red", "circle"),))
    with pytest.raises(InvalidBoard) as e:
        check_analysable(big, ("red",), big.targets[0])
    assert _field(e) == "board"
    five = ("red", "green", "blue", "yellow", "black")
    for robots in ((), five, ("red", "red"), ("red", "pink")):
        with pytest.raises(InvalidPuzzle) as e:
            check_analysable(board, robots, red)
        assert _field(e) == "robots"
    for target in (Target((5, 5), "red", "moon"), "nowhere"):
        with pytest.raises(InvalidPuzzle) as e:
            check_analysable(board, ("red",), target)
        assert _field(e) == "target"
    with pytest.raises(InvalidPuzzle) as e:
        check_analysable(board, ("green", "blue"), red)
    assert _field(e) == "target"
    check_analysable(board, ("red", "green"), "vortex")


def test_results_round_trip_and_add_up(tmp_path: Path) -> None:
    """to_json/from_json round-trip; the counts add up; off-target counts are fewer."""
    board = small_board(6, seed=4, walls=8)
    seen: list[AnalysisProgress] = []
    result = analyse_target(
        board, ("red", "green", "blue"), "vortex", progress=seen.append
    )
    assert TargetAnalysis.from_json(result.to_json()) == result
    assert sum(result.counts) + result.unsolvable == result.placements
    off = result.off_targets
    assert sum(off.counts) + off.unsolvable == off.placements < result.placements
    assert result.counts[0] == 0  # a robot on the target must move off and back
    assert len(result.longest) == result.counts[result.maximum]
    assert seen and seen[-1].settled == result.placements - result.unsolvable
    assert [p.distance for p in seen] == sorted(p.distance for p in seen)


def test_the_certificate_changes_with_the_board(tmp_path: Path) -> None:
    """Two runs certify alike; another wall makes another certificate."""
    board = small_board(6, seed=4, walls=8)
    robots = ("red", "green")
    red = next(t for t in board.targets if t.color == "red")
    first = analyse_target(board, robots, red)
    assert analyse_target(board, robots, red).certificate == first.certificate
    extra = next((x, 2, 1) for x in range(5) if (x, 2, 1) not in board.walls)
    walled = Board.create(6, 6, board.walls | {extra}, board.blocked, board.targets)
    assert analyse_target(walled, robots, red).certificate != first.certificate


def test_a_table_rejects_other_robots(tmp_path: Path) -> None:
    """A lookup with robots the table does not cover, or on one cell, is refused."""
    board = small_board(6, seed=4, walls=8)
    red = next(t for t in board.targets if t.color == "red")
    path = tmp_path / "t.npy"
    analyse_target(board, ("red", "green"), red, table_path=path)
    table = DistanceTable.open(path)
    with pytest.raises(InvalidPuzzle):
        table.optimum({"red": (0, 0), "blue": (1, 0)})
    with pytest.raises(InvalidPuzzle):
        table.optimum({"red": (0, 0), "green": (0, 0)})
    blocked = next(iter(board.blocked))
    with pytest.raises(InvalidPuzzle):
        table.optimum({"red": blocked, "green": (0, 0)})
