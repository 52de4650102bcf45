"""Helpers of the library tests: its layout, proofs of what the library stores."""

from __future__ import annotations

import random
from typing import Any

from flask import Flask

from service.game.check import check_solution
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve
from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from service.library.micro import MicroEntry
from service.library.tally import Tally
from tests.helpers.browser import wait_for

LAYOUT = "1A2B3A4B"


def assert_proven(shown: dict[str, Any], optimum: int, solution: list[Any]) -> None:
    """Replay the served solution and prove the optimum again with the solver."""
    spec = {k: shown[k] for k in ("board", "robots", "target", "rules")}
    puzzle = parse_puzzle(spec)
    verdict = check_solution(puzzle, [tuple(m) for m in solution])
    assert verdict.solved and verdict.moves == optimum
    assert solve(puzzle, limits=Limits(max_depth=optimum)).optimal_moves == optimum


def stock(app: Flask, band: Band, ricochet_rule: bool = False) -> tuple[str, Any]:
    """Store one classic puzzle of the band; its id and entry."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(
        band, layout=LAYOUT, black_robot=False, ricochet_rule=ricochet_rule
    )

    def keep(entry: store.Entry | MicroEntry, _tally: Tally) -> bool:
        assert isinstance(entry, store.Entry)
        kept.append(entry)
        return True  # go on

    generate(found, 1, 60, random.Random(5), keep)
    with app.app_context():
        (puzzle_id,) = store.add_entries(kept)
    return puzzle_id, kept[0]


def open_puzzle(driver: Any, server: str, puzzle_id: str) -> None:
    """Open /puzzles on one puzzle and wait until its board is shown."""
    driver.get(f"{server}/puzzles?puzzle={puzzle_id}")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
