"""One per process: carries new events from Redis (or a database poll) to streams.

The hub listens on every game's channel (one pattern subscription per process);
a message only names a game, whose new events it then reads from the database by
seq (one query for all the streams of that game) and puts on each stream's queue.
With no message for STREAM_POLL_SECONDS it reads the seqs of all the games it
streams (one query) and catches up those that moved: a missed message, a Redis
reconnect or a Redis outage costs latency, never an event.

It runs in a daemon thread (a greenlet under gunicorn's gevent worker).
"""

from __future__ import annotations

import json
import logging
import queue
import threading
import time
from dataclasses import dataclass

import sqlalchemy as sa
from flask import Flask, current_app

from service.infra import clock
from service.infra.extensions import db, get_redis
from service.infra.streams import CHANNEL_PREFIX
from service.matches.models import Game, GameEvent, Round, RoundStatus
from service.matches.tick import current_game, due
from service.web.schemas.events import EVENT_SCHEMAS

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Event:
    """One stored event and its SSE frame (rendered once for all its streams)."""

    seq: int
    type: str
    frame: str

    @classmethod
    def of(cls, row: GameEvent) -> Event:
        """Render a database row: `id:`, `event:`, `data:` as the list endpoint's."""
        document = _SCHEMAS[row.type].dump(
            {"seq": row.seq, "type": row.type, "at": row.at, "data": row.data}
        )
        data = json.dumps(document, separators=(",", ":"), ensure_ascii=False)
        return cls(
            row.seq, row.type, f"id: {row.seq}\nevent: {row.type}\ndata: {data}\n\n"
        )


_SCHEMAS = {kind: schema() for kind, schema in EVENT_SCHEMAS.items()}
"""One instance per event type (the union the list endpoint documents)."""


def read_events(game_id: str, after: int) -> list[Event]:
    """Return a game's events after a seq, oldest first (needs an app context)."""
    query = (
        sa.select(GameEvent)
        .where(GameEvent.game_id == game_id, GameEvent.seq > after)
        .order_by(GameEvent.seq)
    )
    return [Event.of(row) for row in db.session.scalars(query)]


def fire_due_timers(game_ids: list[str]) -> None:
    """Apply the due timers of these games (as a request would, under their lock).

    Watched games do not wait for the timer job (its worker may be busy): the
    stream process applies their deadlines within STREAM_POLL_SECONDS itself.
    """
    live = (RoundStatus.RUNNING, RoundStatus.VERIFYING)
    query = sa.select(Round).where(Round.game_id.in_(game_ids), Round.status.in_(live))
    now = clock.now()
    due_games = {rnd.game_id for rnd in db.session.scalars(query) if due(rnd, now)}
    db.session.close()
    for game_id in sorted(due_games):
        current_game(game_id)
        db.session.close()


class Hub:
    """The process's listener: game id -> the queues of the streams on it."""

    def __init__(self, app: Flask) -> None:
        self.app = app
        self.lock = threading.Lock()
        self.queues: dict[str, set[queue.Queue[Event]]] = {}
        self.seen: dict[str, int] = {}
        self.thread: threading.Thread | None = None

    def watch(self, game_id: str, seq: int) -> queue.Queue[Event]:
        """Register a stream on a game whose log has reached `seq`; return its queue.

        The stream reads its backlog from the database after registering, so an
        event is in the backlog, on the queue, or both (the stream skips repeats).
        """
        inbox: queue.Queue[Event] = queue.Queue()
        with self.lock:
            self.queues.setdefault(game_id, set()).add(inbox)
            self.seen.setdefault(game_id, seq)
            if self.thread is None:
                self.thread = threading.Thread(
                    target=self.run, name="stream-hub", daemon=True
                )
                self.thread.start()
        return inbox

    def unwatch(self, game_id: str, inbox: queue.Queue[Event]) -> None:
        """Forget a stream (its client left, or its game finished)."""
        with self.lock:
            inboxes = self.queues.get(game_id, set())
            inboxes.discard(inbox)
            if not inboxes:
                self.queues.pop(game_id, None)
                self.seen.pop(game_id, None)

    def run(self) -> None:
        """Listen while streams are open: Redis messages, and database polls."""
        while True:
            try:
                self.listen()
                return  # idle: the thread ended (a new stream starts another)
            except Exception as error:  # Redis gone, a dropped DB connection, ...
                log.warning("stream hub: %s; polling the database", error)
                self.poll_safely()
                time.sleep(self.interval)
                if self.idle():
                    return

    def idle(self) -> bool:
        """Tell (and record) that no stream is open: the thread then ends."""
        with self.lock:
            if self.seen:
                return False
            self.thread = None
            return True

    @property
    def interval(self) -> float:
        """Return the poll interval in seconds."""
        return float(self.app.config["STREAM_POLL_SECONDS"])

    def listen(self) -> None:
        """Subscribe to every game's channel; catch up on each message or timeout."""
        with self.app.app_context():
            pubsub = get_redis().pubsub(ignore_subscribe_messages=True)  # type: ignore[no-untyped-call]
        try:
            pubsub.psubscribe(CHANNEL_PREFIX + "*")
            self.poll()  # whatever was committed while we were not subscribed
            polled = time.monotonic()
            while not self.idle():
                message = pubsub.get_message(timeout=self.interval)
                if message is not None:
                    name = message["channel"]
                    name = name.decode() if isinstance(name, bytes) else str(name)
                    self.catch_up(name.removeprefix(CHANNEL_PREFIX))
                if time.monotonic() - polled >= self.interval:
                    self.poll()
                    polled = time.monotonic()
        finally:
            pubsub.close()

    def poll_safely(self) -> None:
        """Poll, logging instead of raising (the database may be down too)."""
        try:
            self.poll()
        except Exception as error:
            log.warning("stream hub: polling failed: %s", error)

    def poll(self) -> None:
        """Fire the streamed games' due timers; catch up those whose log moved."""
        with self.lock:
            seen = dict(self.seen)
        if not seen:
            return
        with self.app.app_context():
            fire_due_timers(list(seen))
        with self.app.app_context():
            query = sa.select(Game.id, Game.event_seq).where(Game.id.in_(list(seen)))
            moved = [gid for gid, seq in db.session.execute(query) if seq > seen[gid]]
        for game_id in moved:
            self.catch_up(game_id)

    def catch_up(self, game_id: str) -> None:
        """Read a game's events past the last delivered one; hand them out."""
        with self.lock:
            if game_id not in self.seen:
                return  # no stream here watches it
            after = self.seen[game_id]
        with self.app.app_context():
            events = read_events(game_id, after)
        if not events:
            return
        with self.lock:
            if self.seen.get(game_id, after) != after:
                return  # caught up concurrently; streams fill any gap themselves
            self.seen[game_id] = events[-1].seq
            inboxes = list(self.queues.get(game_id, ()))
        for inbox in inboxes:
            for event in events:
                inbox.put(event)


_hub_lock = threading.Lock()


def get_hub() -> Hub:
    """Return the current app's hub, creating it on first use."""
    app: Flask = current_app._get_current_object()  # type: ignore[attr-defined]
    with _hub_lock:
        hub = app.extensions.get("stream_hub")
        if hub is None:
            hub = app.extensions["stream_hub"] = Hub(app)
    assert isinstance(hub, Hub)
    return hub
