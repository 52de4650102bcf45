"""A tiny registry of "hide this puzzle's answer" checks.

Games register "the puzzle of a live round", daily challenges "today's daily
puzzle"; the solution and hint endpoints ask `solution_hidden` before answering.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

Check = Callable[[str], bool]

_checks: list[Check] = []


def register(check: Check) -> Check:
    """Add a check (usable as a decorator); registering one twice is a no-op."""
    if check not in _checks:
        _checks.append(check)
    return check


def unregister(check: Check) -> None:
    """Remove a check (tests use this to clean up)."""
    if check in _checks:
        _checks.remove(check)


def solution_hidden(puzzle_id: str) -> bool:
    """Tell whether any registered check wants this puzzle's answer hidden.

    A check that raises counts as "hide": leaking an answer is worse than a
    spurious 403.
    """
    for check in tuple(_checks):
        try:
            if check(puzzle_id):
                return True
        except Exception:
            log.exception("secrecy check %r failed for %s; hiding", check, puzzle_id)
            return True
    return False
