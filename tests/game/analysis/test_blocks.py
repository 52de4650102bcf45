"""The block pull (`blocks.py`) fills the very table the search without it fills:
every level pulled by blocks, dense blocks and sparse ones, two to four robots,
and every entry equal to the plain-Python reference."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from service.game.analysis import DistanceTable, analyse_target, blocks, levels, search
from service.game.board import Board, Target
from service.game.layouts import board_for_code

from .helpers import small_board
from .reference import optima


def table(
    board: Board, robots: tuple[str, ...], target: Target, tmp_path: Path, name: str
) -> tuple[str, np.ndarray]:
    """Analyse one target; return its certificate and its saved table."""
    path = tmp_path / f"{name}.npy"
    result = analyse_target(board, robots, target, table_path=path)
    return result.certificate, np.load(path)


def modes(result_levels: list[dict[str, object]]) -> set[object]:
    """Return the modes the search's levels ran in."""
    return {level["mode"] for level in result_levels}


@pytest.mark.parametrize("few", [0, 1_000])  # every block dense, every block sparse
@pytest.mark.parametrize(
    ("size", "seed", "walls", "robots"),
    [
        (6, 3, 9, ("red", "blue")),
        (8, 11, 16, ("green", "yellow")),
        (6, 5, 8, ("red", "green", "blue")),
    ],
)
def test_pulling_every_level_by_blocks_changes_no_entry(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    few: int,
    size: int,
    seed: int,
    walls: int,
    robots: tuple[str, ...],
) -> None:
    board = small_board(size, seed=seed, walls=walls)
    coloured = [t for t in board.targets if t.color in robots]
    assert coloured
    for target in coloured:
        monkeypatch.setattr(search, "USE_BLOCKS", False)
        before = table(board, robots, target, tmp_path, "before")
        monkeypatch.setattr(search, "USE_BLOCKS", True)
        monkeypatch.setattr(levels, "BLOCK_PULL_RATIO", 1e18)  # pull from level 1
        monkeypatch.setattr(blocks, "FEW", few)
        result = analyse_target(board, robots, target)
        assert modes(result.stats["levels"]) >= {"pull-blocks"}
        after = table(board, robots, target, tmp_path, "after")
        assert after[0] == before[0]  # the certificate: counts and table digest
        assert np.array_equal(after[1], before[1])


def test_the_block_pull_equals_the_reference_entry_by_entry(tmp_path: Path) -> None:
    board = small_board(6, seed=7, walls=10)
    robots = ("red", "green", "blue")
    target = next(t for t in board.targets if t.color == "green")
    path = tmp_path / "t.npy"
    result = analyse_target(board, robots, target, table_path=path)
    assert "pull-blocks" in modes(result.stats["levels"])
    expected = optima(board, robots, target)
    looked = DistanceTable.open(path)
    wrong = [
        pos
        for pos, d in expected.items()
        if looked.optimum(dict(zip(robots, pos, strict=True))) != d
    ]
    assert wrong == []


@pytest.mark.slow
def test_three_robots_on_a_real_board_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = board_for_code("1A4B3B2B")
    robots = ("red", "green", "blue")
    target = next(
        t for t in board.targets if (t.color, t.symbol) == ("blue", "triangle")
    )
    monkeypatch.setattr(search, "USE_BLOCKS", False)
    before = analyse_target(board, robots, target)
    monkeypatch.setattr(search, "USE_BLOCKS", True)
    after = analyse_target(board, robots, target)
    assert "pull-blocks" in modes(after.stats["levels"])
    assert after.certificate == before.certificate
    assert after.counts == before.counts and after.longest == before.longest
