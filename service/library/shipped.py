"""The records the project ships (service/game/data/records.json), loaded once.

Each shipped record was proven by our solver when it was found (how: its
`method`); loading replays its solution (it must reach the target in exactly
the optimum) and adds it to the library and the records unless a longer one is
kept. `make run` (the dev server) and the workers' stocking job call `load`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from importlib import resources
from typing import Any

from service.game.check import check_solution
from service.game.features import puzzle_features
from service.game.layouts import board_for_code
from service.game.puzzle import parse_puzzle
from service.game.solver import SolveResult, SolverStatus

from . import records, store
from .store import Entry

FEATURE_SECONDS = 2.0


def shipped_records() -> list[dict[str, Any]]:
    """Return the shipped records as stored in the data file."""
    text = resources.files("service.game").joinpath("data/records.json").read_text()
    data: list[dict[str, Any]] = json.loads(text)["records"]
    return data


def load(should_stop: Callable[[], bool] | None = None) -> int:
    """Add the shipped records not yet kept; return how many were added. Each
    costs a features search of up to FEATURE_SECONDS, so `should_stop` is asked
    before each (background work yields to client work)."""
    kept = {(r.family, r.layout): r.optimal_moves for r in records.list_records()}
    added = 0
    for record in shipped_records():
        if should_stop is not None and should_stop():
            break
        if kept.get((record["family"], record["layout"]), 0) >= record["optimal_moves"]:
            continue
        entry = shipped_entry(record)
        (puzzle_id,) = store.add_entries([entry])
        records.keep_record(
            record["family"],
            entry.puzzle.ricochet_rule,
            record["layout"],
            puzzle_id,
            entry.optimal_moves,
            {**record["method"], "shipped": True},
            found_at(record),
        )
        added += 1
    return added


def found_at(shipped: dict[str, Any]) -> datetime | None:
    """Return when a shipped result was found (its data's `found_at`, UTC), or
    None when the data has no date."""
    text = shipped.get("found_at")
    return None if not text else datetime.fromisoformat(text).astimezone(UTC)


def shipped_entry(record: dict[str, Any]) -> Entry:
    """Return a shipped record as a library entry, its solution replayed."""
    spec = {k: record[k] for k in ("robots", "target", "rules")}
    puzzle = parse_puzzle(spec, board=board_for_code(record["layout"]))
    solution = [(robot, direction) for robot, direction in record["solution"]]
    moves = record["optimal_moves"]
    verdict = check_solution(puzzle, solution)
    if not verdict.solved or verdict.moves != moves:
        raise ValueError(f"shipped record on {record['layout']} does not replay")
    result = SolveResult(
        SolverStatus.OPTIMAL, moves, moves, solution, True, moves, 0, record["seconds"]
    )
    features = puzzle_features(
        puzzle, moves, solution, seconds=FEATURE_SECONDS, compare_rule=False
    )
    return Entry(puzzle, record["layout"], result, features, "shipped")
