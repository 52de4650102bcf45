"""The daily page's visitors: their attempts and what the page shows them.

A visitor plays as a player of the built-in `web` client
(`service.accounts.clients.web_client_id`); the page's routes resolve who they are
from their cookie (`service.web.players`) and pass the stored player's name here.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from service.accounts.clients import WEB_CLIENT_ID, web_client_id

from .attempts import answer, best_json, find_attempt, submit_attempt
from .leaderboard import player_streak
from .store import published_day, today


def web_attempt(day: date, tier: str, player: str, solution: Any) -> dict[str, Any]:
    """Check a web visitor's attempt as their player of the `web` client."""
    return submit_attempt(day, tier, player, solution, web_client_id())


def visitor_status(player: str | None, name: str | None) -> dict[str, Any]:
    """Return what the page shows a visitor: name, streak, today's solved tiers."""
    now = today()
    data: dict[str, Any] = {"date": now, "player": None, "name": None, "streak": None}
    data["solved"] = {}
    if player is None:
        return data
    client_id = WEB_CLIENT_ID  # a read: the row need not exist yet
    streak = player_streak(player, client_id)
    data.update(player=player, name=name, streak=streak)
    for puzzle in published_day(now).puzzles:
        best = find_attempt(puzzle, client_id, player)
        if best is not None:
            data["solved"][puzzle.tier] = {"best": best_json(best, puzzle)}
            data["solved"][puzzle.tier].update(answer(puzzle, best))
    return data
