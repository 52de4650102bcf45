"""The data behind the `GET /daily` HTML page: a day's tiers and their boards."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from .feed import tier_range
from .leaderboard import leaderboard
from .playable import cell_name, playable_puzzles
from .present import day_json
from .store import find_day, published_day, today

PAGE_BOARD_SIZE = 10


def page_context(day: date | None) -> dict[str, Any]:
    """Return what the page template shows for a day (default today)."""
    row = published_day(today() if day is None else day)
    data = day_json(row)
    tiers = []
    for puzzle, target in zip(row.puzzles, data["puzzles"], strict=True):
        board, _ = leaderboard(row.day, puzzle.tier, PAGE_BOARD_SIZE)
        tiers.append({**target, "range": tier_range(puzzle), "board": board})
    playable = playable_puzzles(data["puzzles"])
    previous = row.day - timedelta(days=1)
    following = row.day + timedelta(days=1)
    return {
        **data,
        "tiers": tiers,
        "goal": {tier: describe_goal(puzzle) for tier, puzzle in playable.items()},
        "playable": playable,
        "previous": previous if find_day(previous) else None,
        "next": following if following <= today() else None,
    }


def describe_goal(puzzle: dict[str, Any]) -> str:
    """Say in words what a puzzle asks, naming its cell as the board labels it."""
    target = puzzle["target"]
    column, row = cell_name(puzzle["board"]["width"], target["cell"])
    who = "any robot" if target["color"] == "any" else f"the {target['color']} robot"
    return f"Move {who} onto the target at {column}{row} (column {column}, row {row})."
