"""The data behind the `GET /daily` HTML page: a day's tiers and their boards."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from service.infra import clock

from .feed import tier_range
from .leaderboard import leaderboard
from .playable import cell_name, playable_puzzles
from .present import day_data
from .store import archive, day_start, find_day, published_day, requested_day, today

PAGE_BOARD_SIZE = 10


def page_context(day: date | None) -> dict[str, Any]:
    """Return what the page template shows for a day (default today)."""
    row = published_day(today() if day is None else day)
    data = day_data(row)
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


# --- sharing: link preview, countdown, links --------------------------------------


def sharing_context(row_day: date, root: str) -> dict[str, Any]:
    """Return the page's links and preview meta (absolute, for link unfurlers)."""
    root = root.rstrip("/")
    yesterday = row_day - timedelta(days=1)
    return {
        "canonical": f"{root}/daily?date={row_day.isoformat()}",
        "preview_image": f"{root}/daily/preview.png?date={row_day.isoformat()}",
        "yesterday": yesterday if find_day(yesterday) else None,
        "next_puzzle_at": day_start(today() + timedelta(days=1)),
        "seconds_to_next": seconds_to_next(),
    }


def embed_context(day: date | None, root: str) -> dict[str, Any]:
    """Return what the embeddable widget shows: a day's boards and a link to play."""
    row = published_day(today() if day is None else day)
    data = day_data(row)
    return {
        **data,
        "tiers": [
            {**p, "range": tier_range(t)}
            for p, t in zip(data["puzzles"], row.puzzles, strict=True)
        ],
        "play_url": f"{root.rstrip('/')}/daily?date={row.day.isoformat()}",
    }


def archive_context(before: date | None, limit: int) -> dict[str, Any]:
    """Return a page of the archive: days newest first, and where the next starts."""
    if before is None:
        requested_day(today())
    rows = archive(before, limit + 1)
    return {
        "days": [
            (r.day, [(p.tier, tier_range(p)) for p in r.puzzles]) for r in rows[:limit]
        ],
        "older": rows[limit - 1].day if len(rows) > limit else None,
    }


def seconds_to_next() -> int:
    """Return the seconds until the next puzzle (00:00 UTC), by the server's clock."""
    following = day_start(today() + timedelta(days=1))
    return max(0, int((following - clock.now()).total_seconds()))
