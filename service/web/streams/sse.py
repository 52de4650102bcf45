"""One game's events as server-sent events (text/event-stream).

Each event is `id: <seq>`, `event: <type>`, `data: <the list endpoint's JSON>`.
A stream first sends `retry:` and the backlog after the client's last seq, then
live events from the process's hub; a queued event past a gap makes the stream
read the gap from the database first, and repeats are skipped, so a client sees
every seq once, in order. After `game_finished` the stream ends.
"""

from __future__ import annotations

import queue
from collections.abc import Iterator

from flask import current_app

from service.infra.extensions import db
from service.matches.models import GameStatus

from .hub import Event, get_hub, read_events

FINISHED = "game_finished"
"""The last event of every game: the stream ends after it."""


def over(game_status: str, event_seq: int, after: int) -> bool:
    """Tell whether a client past `after` has seen all of a finished game."""
    return game_status == GameStatus.FINISHED and after >= event_seq


def events(game_id: str, after: int, event_seq: int) -> Iterator[str]:
    """Yield a game's events after `after`, live, until `game_finished`.

    `event_seq` is the game's log length read before; runs inside the request's
    (kept) app context, whose database session is closed between reads so a
    waiting stream holds no connection.
    """
    hub = get_hub()
    inbox = hub.watch(game_id, event_seq)
    heartbeat = float(current_app.config["STREAM_HEARTBEAT_SECONDS"])
    try:
        yield f"retry: {int(current_app.config['STREAM_RETRY_MS'])}\n\n"
        last = after
        pending = read_events(game_id, last)
        while True:
            db.session.close()  # no connection held while waiting
            for event in pending:
                if event.seq != last + 1:
                    continue  # a repeat
                yield event.frame
                last = event.seq
                if event.type == FINISHED:
                    return
            arrived = next_events(inbox, game_id, last, heartbeat)
            if arrived is None:
                yield ": keep-alive\n\n"
            pending = arrived or []
    finally:
        hub.unwatch(game_id, inbox)


def next_events(
    inbox: queue.Queue[Event], game_id: str, last: int, wait: float
) -> list[Event] | None:
    """Return the events after `last` (None when none came within `wait` seconds).

    Takes everything queued; when the queue skips seqs (the hub started past this
    stream, or caught up concurrently), reads them from the database instead.
    """
    try:
        got = [inbox.get(timeout=wait)]
    except queue.Empty:
        return None
    while True:
        try:
            got.append(inbox.get_nowait())
        except queue.Empty:
            break
    fresh = {e.seq: e for e in got if e.seq > last}
    if sorted(fresh) != list(range(last + 1, last + 1 + len(fresh))):
        return read_events(game_id, last)
    return [fresh[seq] for seq in sorted(fresh)]
