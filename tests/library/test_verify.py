"""Every optimum the library serves is proven: a library filled by the real
generator (several families, the real database) replays every stored solution
and re-proves a sample; `ricochet library verify` does the same and exits 1 on
a mismatch."""

from __future__ import annotations

import random

import pytest
import sqlalchemy as sa
from flask import Flask

from service.game.check import check_solution
from service.game.micro import (
    check_micro_path,
    micro_board_from_sections,
    micro_shortest,
)
from service.game.solver import Limits, SolverStatus, solve
from service.infra.extensions import db
from service.library.filters import Band
from service.library.models import LibraryPuzzle
from service.library.verify import verify_library
from service.puzzles.models import Puzzle as PuzzleRow
from service.puzzles.puzzles import load_puzzles
from service.tools.cli import build_parser
from service.tools.cli import library as library_cli
from workers import stocking

pytestmark = pytest.mark.redis

FAMILIES = ("classic", "classic-ricochet", "black", "black-ricochet", "micro")
EACH = 4


@pytest.fixture
def filled(app: Flask) -> list[LibraryPuzzle]:
    """Fill the library through the stocking generator: EACH puzzles of 1-8 moves
    per family, and some micro puzzles of 9 moves and more."""
    with app.app_context():
        for family in FAMILIES:
            assert stocking.stock_band(family, Band(1, 8), EACH) == EACH
        assert stocking.stock_band("micro", Band(9, 12), 2) == 2
        rows = list(db.session.scalars(sa.select(LibraryPuzzle)))
    assert {row.family for row in rows} == set(FAMILIES)
    return rows


def test_every_stored_solution_replays_and_a_sample_is_proven_again(
    app: Flask, filled: list[LibraryPuzzle]
) -> None:
    classic = [row for row in filled if row.family != "micro"]
    with app.app_context():
        puzzles = load_puzzles({row.puzzle_id for row in classic})
        for row in filled:  # the game core's replay: exactly the stored optimum
            if row.family == "micro":
                assert_micro_proven(row)
                continue
            moves = [(robot, direction) for robot, direction in row.solution]
            verdict = check_solution(puzzles[row.puzzle_id], moves)
            assert verdict.solved and verdict.moves == row.optimal_moves, row.puzzle_id
    for row in random.Random(3).sample(classic, 6):  # a fresh solve, no cap helps
        result = solve(puzzles[row.puzzle_id], limits=Limits(max_seconds=60))
        assert result.status == SolverStatus.OPTIMAL and result.proven
        assert result.optimal_moves == row.optimal_moves, row.puzzle_id


def assert_micro_proven(row: LibraryPuzzle) -> None:
    """Replay a micro route and search its optimum again."""
    stored = db.session.get(PuzzleRow, row.puzzle_id)
    assert stored is not None
    spec = stored.data["micro"]
    board = micro_board_from_sections(spec["sections"])
    start, target = tuple(spec["start"]), tuple(spec["target"])
    verdict = check_micro_path(
        board, start, target, row.solution, claim=row.optimal_moves
    )
    assert verdict.solved, row.puzzle_id
    assert micro_shortest(board, start, target)[0] == row.optimal_moves


def test_verify_finds_the_library_sound_then_a_tampered_row(
    app: Flask, filled: list[LibraryPuzzle], capsys: pytest.CaptureFixture[str]
) -> None:
    args = build_parser().parse_args(["library", "verify", "--sample", "5"])
    assert library_cli.run(args, app) == 0
    summary = capsys.readouterr().out
    assert f"{len(filled)} library puzzles: {len(filled)} replayed" in summary
    assert "0 mismatches" in summary
    with app.app_context():
        everything = verify_library(len(filled), random.Random(2))
    assert everything.ok and not everything.unproven
    assert everything.reproved == everything.replayed == len(filled)
    classic = next(row for row in filled if row.family == "classic")
    micro = next(row for row in filled if row.family == "micro")
    with app.app_context():
        for row in (classic, micro):
            stored = db.session.get(LibraryPuzzle, row.puzzle_id)
            assert stored is not None
            stored.optimal_moves += 1
        db.session.commit()
        found = verify_library(0, random.Random(1))
    assert not found.ok and found.replayed == len(filled) - 2
    assert sorted(m.split(":")[0] for m in found.mismatches) == sorted(
        [classic.puzzle_id, micro.puzzle_id]
    )
    assert library_cli.run(args, app) == 1
    assert f"mismatch {classic.puzzle_id}:" in capsys.readouterr().out
