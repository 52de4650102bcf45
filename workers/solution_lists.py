"""The listing job of a puzzle's optimal solutions (GET /v1/puzzles/{id}/solutions
when the request's own budget is not enough)."""

from __future__ import annotations

from typing import Any

from service.puzzles.solution_lists import JOB_SECONDS, keep, kept, run_listing
from service.solving.solves import known_optimum
from workers.jobs import get_app


def list_puzzle_solutions(puzzle_id: str) -> dict[str, Any]:
    """List a proven puzzle's first optimal solutions within JOB_SECONDS and keep
    them (what it found by then, with `exact: false`, when the budget runs out)."""
    with get_app().app_context():
        optimum = known_optimum(puzzle_id)
        if optimum is None or kept(puzzle_id) is not None:
            return {"puzzle_id": puzzle_id, "listed": False}
        listing = run_listing(puzzle_id, optimum, JOB_SECONDS)
        keep(puzzle_id, listing)
        return {"puzzle_id": puzzle_id, "listed": True, "total": listing.total}
