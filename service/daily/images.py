"""The day's SVG picture of each tier's puzzle; after the day, with the solution."""

from __future__ import annotations

from datetime import date

from service.game.render import render_puzzle_svg
from service.puzzles.puzzles import parsed_puzzle

from .freshness import Freshness
from .present import day_freshness
from .store import find_day, is_revealed, published_puzzle


def daily_image(day: date, tier: str) -> tuple[str, Freshness]:
    """Draw a tier's puzzle; once the day has ended, with its optimal solution."""
    target = published_puzzle(day, tier)
    revealed = is_revealed(day)
    solution = [(robot, move) for robot, move in target.solution] if revealed else None
    caption = f"{day.isoformat()} {tier}: "
    if revealed:
        caption += f"optimal {target.optimal_moves} moves"
    else:
        caption += f"{target.min_moves}{_upper(target.max_moves)} moves"
    svg = render_puzzle_svg(parsed_puzzle(target.puzzle_id), solution, title=caption)
    row = find_day(day)
    assert row is not None  # published_puzzle found it
    return svg, day_freshness(row)


def _upper(max_moves: int | None) -> str:
    """Return the upper end of a range as text (`-10`, or `+` when open)."""
    return "+" if max_moves is None else f"-{max_moves}"
