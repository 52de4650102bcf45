"""Serve a puzzle's answer (its solution or hint), or refuse: the one decision.

An answer goes out only when no rule hides its puzzle (`secrecy.solution_hidden`: a
live round's puzzle, today's and later days' daily puzzles, a rated trainer
puzzle, and every puzzle that plays the same) and it gives no hidden puzzle away
(`hidden_answers.withheld`: replayed on every hidden puzzle in each orientation).
Otherwise `AnswerHidden` is raised, which the web layer answers as the 403
`answer-hidden` problem.

A rule may let one viewer see a hidden answer: the trainer shows a rated puzzle's
answer to the player who has answered it (`register_exemption`, kept on the app).
Such an answer is served to that viewer only: `Served.shareable` is False, so no
copy of it is kept outside the app.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import orjson
from flask import Flask, current_app

from service.infra.cache import parsed_cache
from service.infra.domain_errors import Forbidden
from service.solving import hidden_answers, secrecy
from service.solving.solves import SolveStatus, is_settled, settled_solve

EXEMPT_LIMIT = 8
"""Hidden puzzles one answer may give away and still be shown to a viewer who
may see each of them (past it, withheld)."""
HIDDEN_DETAIL = (
    "this puzzle is in play; its answer is hidden until the round or day is over"
)


class AnswerHidden(Forbidden):
    """The answer is hidden now (403 `answer-hidden`)."""

    default_kind = "answer-hidden"


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who asks: a player of an API client (the trainer's identity)."""

    client_id: str
    player: str


Exemption = Callable[[str, Viewer], bool]
"""Tells whether a viewer may see a puzzle's answer although a rule hides it."""
Render = Callable[[SolveStatus], dict[str, Any]]


@dataclass(frozen=True, slots=True)
class Served:
    """An answer that may go out: its body, whether it is final, and whether a
    copy may be served to others (False when only this viewer may see it)."""

    body: bytes
    settled: bool
    shareable: bool


def register_exemption(app: Flask, exemption: Exemption) -> None:
    """Let a rule show some viewers a hidden answer (twice is a no-op)."""
    found: list[Exemption] = app.extensions.setdefault("answer_exemptions", [])
    if exemption not in found:
        found.append(exemption)


def answerable(puzzle_id: str, viewer: Viewer | None = None) -> bool:
    """Raise AnswerHidden while the puzzle's answer is hidden from this viewer;
    return whether what is served may be shared with others."""
    if not secrecy.solution_hidden(puzzle_id):
        return True
    if viewer is not None and _exempt(puzzle_id, viewer):
        return False
    raise AnswerHidden(HIDDEN_DETAIL)


def unshared(
    puzzle_id: str, answer: list[list[str]] | None, viewer: Viewer | None = None
) -> bool:
    """Raise AnswerHidden when an answer gives a hidden puzzle away (unless only
    puzzles that the viewer may see); return whether it may be shared."""
    if not answer or not hidden_answers.withheld(puzzle_id, answer):
        return True
    if viewer is not None and _sees_all(puzzle_id, answer, viewer):
        return False
    raise AnswerHidden(HIDDEN_DETAIL)


def _sees_all(puzzle_id: str, answer: list[list[str]], viewer: Viewer) -> bool:
    """Tell whether every hidden puzzle the answer gives away is one that an
    exemption lets the viewer see (at most EXEMPT_LIMIT of them are asked)."""
    skip: set[str] = set()
    for _ in range(EXEMPT_LIMIT):
        found = hidden_answers.given_away(puzzle_id, answer, skip)
        if found is None:
            return True
        if not _exempt(found, viewer):
            return False
        skip.add(found)
    return False


def serve(
    kind: str, puzzle_id: str, render: Render, viewer: Viewer | None = None
) -> Served:
    """Return a puzzle's answer document (`render` of its status), or raise
    AnswerHidden; a final one is built once per process, and checked again on
    every call."""
    shareable = answerable(puzzle_id, viewer)
    cache = parsed_cache(f"answers:{kind}")
    entry: tuple[bytes, list[list[str]] | None] | None = cache.get(puzzle_id)
    if entry is None:
        status = settled_solve(puzzle_id)
        shareable = unshared(puzzle_id, status.solution, viewer) and shareable
        body = orjson.dumps(render(status))
        if not is_settled(status):  # still changing: built on every request
            return Served(body, settled=False, shareable=shareable)
        entry = cache[puzzle_id] = (body, status.solution)
    shareable = unshared(puzzle_id, entry[1], viewer) and shareable
    return Served(entry[0], settled=True, shareable=shareable)


def _exempt(puzzle_id: str, viewer: Viewer) -> bool:
    """Tell whether an exemption lets the viewer see the answer (an exemption
    checks that no other rule hides it)."""
    found: list[Exemption] = current_app.extensions.get("answer_exemptions", [])
    return any(exemption(puzzle_id, viewer) for exemption in found)
