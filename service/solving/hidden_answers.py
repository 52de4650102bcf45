"""Withhold an answer that solves a hidden puzzle, whatever puzzle it was asked for.

`service.solving.secrecy` hides the answers of the puzzles in play (a live round's,
today's and later days' daily puzzles) and of every puzzle that plays the same. A puzzle
that plays differently may still share the answer: the rules flipped, a corner
blocked, a robot the answer never moves placed elsewhere, turned or mirrored. So
before an answer is served it is replayed against the hidden puzzles it could
solve, and withheld (the same 403 `answer-hidden`) if it solves one.

The answer does not depend on the board it was found on (robot + direction), so
it is replayed on every hidden puzzle as that puzzle stands, in each of the eight
orientations of the square, and any prefix that solves one gives it away
(`service.game.replay`: one compiled pass over every hidden puzzle, packed once
per app and process). The packed set holds while the secrecy token and the UTC date do
(`secrecy.cache_token`: any commit writing a round or a daily puzzle changes it);
it is rebuilt from the sources registered on the app (`register_source`, by each
feature when the app is built: one small query each, on the rows that decide
secrecy) on the first answer after a change. The
verdicts are cached per puzzle and answer under the same token and date. While
Redis is unreachable nothing is cached; if the index cannot be built, the answers
are withheld for that request only.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

import sqlalchemy as sa
from flask import Flask, current_app

from service.game.notation import Move
from service.game.puzzle import Puzzle
from service.game.replay import HiddenSet, gives_away, pack
from service.infra import clock
from service.infra.extensions import db
from service.solving import secrecy
from service.solving.models import Solve

log = logging.getLogger(__name__)

Source = Callable[[], sa.Select[Any]]
"""A query of the ids of puzzles whose answers are hidden now (one column)."""
Answer = Sequence[Sequence[str]]  # [[robot, direction], ...] as stored or parsed
Item = tuple[Answer | None, Puzzle | None]  # an answer, and its puzzle if not stored

Loader = Callable[[set[str]], dict[str, Puzzle]]
"""Reads stored puzzles by id (`service.puzzles.puzzles.load_puzzles`, handed over
by the sources' packages: solving sits below puzzles and may not import it)."""

CACHE_LIMIT = 100_000  # verdicts per app and process; emptied when full


@dataclass(frozen=True, slots=True)
class Index:
    """The hidden puzzles packed for the replay, valid under one token and UTC date."""

    token: str
    day: date
    hidden: HiddenSet


@dataclass(slots=True)
class Sources:
    """An app's replay sources, the reader of their puzzles, and a generation
    bumped when a source is added or removed (cached verdicts then lapse)."""

    queries: list[Source]
    loader: Loader | None = None
    generation: int = 0


def register_source(app: Flask, source: Source, loader: Loader) -> None:
    """Add a query of hidden puzzle ids to an app, with the reader of stored
    puzzles (twice is a no-op; the last reader given wins)."""
    sources = _sources(app)
    sources.loader = loader
    if source not in sources.queries:
        sources.queries.append(source)
        sources.generation += 1


def unregister_source(app: Flask, source: Source) -> None:
    """Remove a source from an app (the bench compares the app without them)."""
    sources = _sources(app)
    if source in sources.queries:
        sources.queries.remove(source)
        sources.generation += 1


def registered(app: Flask) -> list[Source]:
    """Return the sources registered on an app."""
    return list(_sources(app).queries)


def _sources(app: Flask | None = None) -> Sources:
    """Return an app's sources (the current app's by default)."""
    held: Sources = (app or current_app).extensions.setdefault(
        "hidden_answer_sources", Sources([])
    )
    return held


def load_puzzles(keys: set[str]) -> dict[str, Puzzle]:
    """Return the stored puzzles among `keys`, with the reader handed over."""
    loader = _sources().loader
    if loader is None:
        raise RuntimeError("no puzzle reader: register a source first")
    return loader(keys)


def withheld(
    puzzle_id: str, answer: Answer | None, puzzle: Puzzle | None = None
) -> bool:
    """Tell whether an answer to a puzzle solves a hidden puzzle (then withhold it).

    `puzzle` is given when it is not stored (an inline puzzle); a stored one is
    loaded only when its verdict is not cached.
    """
    if not answer or not _sources().queries:
        return False
    items = {puzzle_id: (answer, puzzle)}
    return bool(_among(items, _token(secrecy.cache_token())))


def withheld_among(items: dict[str, Item]) -> set[str]:
    """Return the puzzles (of many) whose answers solve a hidden puzzle; the token
    is read from Redis once (a batch's cost does not depend on its timing)."""
    asked = {p: (a, z) for p, (a, z) in items.items() if a}
    if not asked or not _sources().queries:
        return set()
    return _among(asked, _token(secrecy.epoch_token()))


def given_away(puzzle_id: str, answer: Answer, skip: set[str]) -> str | None:
    """Return a hidden puzzle that an answer to a stored puzzle gives away, the
    puzzles in `skip` left out (not cached: asked for one viewer)."""
    index = _index(_token(secrecy.cache_token()), clock.now().date())
    puzzle = load_puzzles({puzzle_id}).get(puzzle_id)
    if puzzle is None:
        return None
    return gives_away(index, puzzle, _moves(answer), skip)


def _among(
    items: dict[str, tuple[Answer, Puzzle | None]], token: str | None
) -> set[str]:
    """Return the puzzles whose answers solve a hidden puzzle, cached verdicts
    first."""
    day = clock.now().date()
    cache = _verdicts()
    found: set[str] = set()
    todo: dict[str, tuple[str, list[Move], Puzzle | None]] = {}
    for puzzle_id, (answer, puzzle) in items.items():
        key = _key(puzzle_id, answer)
        seen = cache.get(key)
        if token is not None and seen is not None and seen[:2] == (token, day):
            if seen[2]:
                found.add(puzzle_id)
        else:
            todo[puzzle_id] = (key, _moves(answer), puzzle)
    return found | _decide(todo, token, day) if todo else found


def _decide(
    todo: dict[str, tuple[str, list[Move], Puzzle | None]],
    token: str | None,
    day: date,
) -> set[str]:
    """Replay the answers not cached against their candidates; cache the verdicts."""
    try:
        index = _index(token, day)
        missing = {p for p, (_, _, puzzle) in todo.items() if puzzle is None}
        stored = load_puzzles(missing) if missing else {}
    except Exception:
        log.exception("hidden puzzles unreadable; withholding %d answers", len(todo))
        db.session.rollback()  # a failed statement spoils the transaction
        return set(todo)
    verdicts = {}
    for puzzle_id, (_, moves, given) in todo.items():
        puzzle = given or stored.get(puzzle_id)
        verdicts[puzzle_id] = (
            puzzle is not None and gives_away(index, puzzle, moves) is not None
        )
    if token is not None:
        _remember({todo[p][0]: v for p, v in verdicts.items()}, token, day)
    return {p for p, hidden in verdicts.items() if hidden}


def _index(token: str | None, day: date) -> HiddenSet:
    """Return the current hidden set (packed again when the token or date changed)."""
    held: Index | None = current_app.extensions.get("hidden_answers")
    if token is not None and held is not None and held.token == token:
        if held.day == day:
            return held.hidden
    ids = hidden_ids()
    hidden = build_index(load_puzzles(ids).items(), known_optima(ids))
    if token is not None:
        current_app.extensions["hidden_answers"] = Index(token, day, hidden)
    return hidden


def hidden_ids() -> set[str]:
    """Return the ids of every puzzle whose answer is hidden now (one query)."""
    query = sa.union(*(source() for source in _sources().queries))
    return {str(puzzle_id) for puzzle_id in db.session.scalars(query)}


def build_index(
    hidden: Iterable[tuple[str, Puzzle]], optima: dict[str, int] | None = None
) -> HiddenSet:
    """Pack hidden puzzles (id, puzzle) for the replay, in id order, with their
    proven optima (a prefix of an answer counts up to its puzzle's optimum)."""
    return pack(sorted(hidden, key=lambda item: item[0]), optima)


def known_optima(ids: set[str]) -> dict[str, int]:
    """Return the proven optima among puzzles (one query)."""
    if not ids:
        return {}
    query = sa.select(Solve.puzzle_id, Solve.optimal_moves).where(
        Solve.puzzle_id.in_(sorted(ids)),
        Solve.proven.is_(True),
        Solve.optimal_moves.is_not(None),
    )
    return {str(p): int(m or 0) for p, m in db.session.execute(query)}


def _token(token: str | None) -> str | None:
    """Return the cache token: secrecy's, and this registry's generation."""
    return None if token is None else f"{token}/{_sources().generation}"


def _moves(answer: Answer) -> list[Move]:
    """Return an answer as moves."""
    return [(str(move[0]), str(move[1])) for move in answer]


def _key(puzzle_id: str, answer: Answer) -> str:
    """Return a verdict's key: the puzzle and the answer (a better one may come)."""
    return puzzle_id + "|" + " ".join([move[0] + move[1] for move in answer])


def _verdicts() -> dict[str, tuple[str, date, bool]]:
    """Return the current app's verdict cache (one per app and process)."""
    cache: dict[str, tuple[str, date, bool]] = current_app.extensions.setdefault(
        "hidden_answer_verdicts", {}
    )
    return cache


def _remember(verdicts: dict[str, bool], token: str, day: date) -> None:
    """Cache verdicts under a token and date (emptying a full cache first)."""
    cache = _verdicts()
    if len(cache) + len(verdicts) > CACHE_LIMIT:
        cache.clear()
    for key, hidden in verdicts.items():
        cache[key] = (token, day, hidden)
