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
(`service.game.replay`: one compiled pass over each part of the hidden puzzles,
packed per app and process). The packed parts hold while the secrecy token and the
UTC date do (`secrecy.cache_token`: any commit writing a round, a daily puzzle or a
rated puzzle changes it). After a change, the ids are read again from the sources
registered on the app (`register_source`, by each feature when the app is built:
one small query each, on the rows that decide secrecy), and only what changed is
packed: the puzzles hidden since are packed as a new part, those hidden no more are
flagged in theirs. Parts are merged as they grow (a new part at least half the size
of the one before it is packed with it, up to `PART_LIMIT` puzzles), so a puzzle is
packed a few times in all and a change costs what it adds, not the whole set (the
trainer marks a puzzle rated with every new puzzle it hands out). The verdicts are
cached per puzzle and answer under the same token and date. While Redis is
unreachable nothing is cached; if the index cannot be built, the answers are
withheld for that request only.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from typing import Any

import numpy as np
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

VERDICTS = "hidden_answer_verdicts"
"""The name of the verdict cache (`secrecy.verdicts`): puzzle and answer -> hidden."""


PART_LIMIT = 4096
"""The most puzzles packed in one part by merging (a merge never packs the whole
set again: past this size, parts stay as they are)."""


@dataclass(frozen=True, slots=True)
class Part:
    """Hidden puzzles packed together: their ids (those proven too short to be
    replay targets are not packed), and which packed ones are hidden no more."""

    ids: frozenset[str]
    hidden: HiddenSet
    dropped: Any  # bool per packed puzzle
    at: dict[str, int]  # id -> its row in `hidden`

    def without(self, gone: set[str]) -> Part:
        """Return the part with the puzzles of `gone` flagged (itself if none)."""
        rows = [self.at[p] for p in gone if p in self.at]
        leaving = self.ids & gone
        if not leaving:
            return self
        dropped = self.dropped.copy()
        dropped[rows] = True
        return replace(self, ids=self.ids - leaving, dropped=dropped)

    @property
    def worn(self) -> bool:
        """Tell whether most of its packed puzzles are hidden no more."""
        return 2 * int(self.dropped.sum()) > len(self.hidden)


@dataclass(frozen=True, slots=True)
class Index:
    """The hidden puzzles packed for the replay, valid under one token and UTC date."""

    token: str | None
    day: date
    ids: frozenset[str]
    parts: tuple[Part, ...]

    def gives_away(
        self, puzzle: Puzzle, moves: Sequence[Move], skip: Iterable[str] = ()
    ) -> str | None:
        """Return a hidden puzzle that the answer gives away (None: none)."""
        for part in self.parts:
            found = gives_away(part.hidden, puzzle, moves, skip, part.dropped)
            if found is not None:
                return found
        return None


GROWN_OVERLAP = timedelta(minutes=1)
"""How far before the last read a growing source is read again (a row stamped by
another process's clock, or committed a little after its stamp)."""
GROWN_WHOLE_EVERY = timedelta(minutes=10)
"""How often a growing source is read whole all the same."""


@dataclass(slots=True)
class Growing:
    """A source whose rows only ever come (the trainer's rated puzzles): read whole
    at first and every GROWN_WHOLE_EVERY, otherwise only the rows stamped since the
    last read (less GROWN_OVERLAP), so a change costs the rows it adds."""

    query: Callable[[datetime | None], sa.Select[Any]]
    """The ids stamped at or after a time (every id with None)."""
    ids: set[str] = field(default_factory=set, compare=False)
    read_at: datetime | None = field(default=None, compare=False)
    whole_at: datetime | None = field(default=None, compare=False)

    def read(self) -> set[str]:
        """Return every id, reading what came since the last read."""
        now = clock.now()
        if self.read_at is None or self.whole_at is None:
            fresh = None
        elif self.read_at <= now < self.whole_at + GROWN_WHOLE_EVERY:
            fresh = self.read_at - GROWN_OVERLAP
        else:  # due, or the clock went back
            fresh = None
        found = {str(p) for p in db.session.scalars(self.query(fresh))}
        if fresh is None:
            self.ids, self.whole_at = found, now
        else:
            self.ids |= found
        self.read_at = now
        return self.ids


@dataclass(slots=True)
class Sources:
    """An app's replay sources, the reader of their puzzles, and a generation
    bumped when a source is added or removed (cached verdicts then lapse)."""

    queries: list[Source | Growing]
    loader: Loader | None = None
    generation: int = 0


def register_source(app: Flask, source: Source | Growing, loader: Loader) -> None:
    """Add a query of hidden puzzle ids to an app, with the reader of stored
    puzzles (twice is a no-op; the last reader given wins)."""
    sources = _sources(app)
    sources.loader = loader
    if source not in sources.queries:
        sources.queries.append(source)
        sources.generation += 1


def unregister_source(app: Flask, source: Source | Growing) -> None:
    """Remove a source from an app (the bench compares the app without them)."""
    sources = _sources(app)
    if source in sources.queries:
        sources.queries.remove(source)
        sources.generation += 1


def registered(app: Flask) -> list[Source | Growing]:
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
    return index.gives_away(puzzle, _moves(answer), skip)


def _among(
    items: dict[str, tuple[Answer, Puzzle | None]], token: str | None
) -> set[str]:
    """Return the puzzles whose answers solve a hidden puzzle, cached verdicts
    first."""
    day = clock.now().date()
    found: set[str] = set()
    todo: dict[str, tuple[str, list[Move], Puzzle | None]] = {}
    for puzzle_id, (answer, puzzle) in items.items():
        key = _key(puzzle_id, answer)
        seen = secrecy.held(VERDICTS, key, token, day)
        if seen is None:
            todo[puzzle_id] = (key, _moves(answer), puzzle)
        elif seen:
            found.add(puzzle_id)
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
            puzzle is not None and index.gives_away(puzzle, moves) is not None
        )
    if token is not None:
        taken = {todo[p][0]: v for p, v in verdicts.items()}
        secrecy.remember(VERDICTS, taken, token, day)
    return {p for p, hidden in verdicts.items() if hidden}


def _index(token: str | None, day: date) -> Index:
    """Return the current hidden puzzles, packed (what changed since the last
    token or date is packed again)."""
    held: Index | None = current_app.extensions.get("hidden_answers")
    if (
        held is not None
        and token is not None
        and (held.token, held.day) == (token, day)
    ):
        return held
    index = updated(held, hidden_ids(), token, day)
    if token is not None:
        current_app.extensions["hidden_answers"] = index
    return index


def updated(held: Index | None, ids: set[str], token: str | None, day: date) -> Index:
    """Return the index of `ids` from an older one: the puzzles gone are flagged,
    the new ones packed as a part of their own, parts merged as they grow."""
    parts = list(held.parts) if held is not None else []
    known = held.ids if held is not None else frozenset()
    gone = set(known - ids)
    if gone:
        parts = [part.without(gone) for part in parts]
    added = set(ids) - known
    if added:
        parts.append(packed_part(added))
    return Index(token, day, frozenset(ids), tuple(merged(parts)))


def merged(parts: list[Part]) -> list[Part]:
    """Merge the last parts while the newest is at least half the size of the one
    before it (up to PART_LIMIT); pack a part again once most of it is gone."""
    parts = [packed_part(set(p.ids)) if p.worn else p for p in parts if p.ids]
    while len(parts) > 1:
        newest, before = parts[-1], parts[-2]
        size = len(newest.ids) + len(before.ids)
        if 2 * len(newest.ids) < len(before.ids) or size > PART_LIMIT:
            break
        parts[-2:] = [packed_part(set(before.ids | newest.ids))]
    return parts


def packed_part(ids: set[str]) -> Part:
    """Pack hidden puzzles by id (read from the store, with their proven optima)."""
    hidden = build_index(load_puzzles(ids).items(), known_optima(ids))
    at = {puzzle_id: row for row, puzzle_id in enumerate(hidden.ids)}
    dropped = np.zeros(len(hidden), dtype=np.bool_)
    return Part(frozenset(ids), hidden, dropped, at)


def hidden_ids() -> set[str]:
    """Return the ids of every puzzle whose answer is hidden now (one query, and
    one per growing source for what it gained)."""
    sources = _sources().queries
    whole = [source() for source in sources if not isinstance(source, Growing)]
    ids = {str(p) for p in db.session.scalars(sa.union(*whole))} if whole else set()
    for source in sources:
        if isinstance(source, Growing):
            ids |= source.read()
    return ids


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
