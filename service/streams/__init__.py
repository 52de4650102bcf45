"""Live games: events published after commit, timer jobs, and the SSE stream.

- `commits`: after a transaction that appended game events commits, publish the
  game's newest seq on Redis (a channel per game) and schedule an RQ job at every
  new timer deadline (so timers fire with no request).
- `hub`: one per process; listens to Redis, reads new events from the database (the
  record) and hands them to the streams it holds; polls the database when Redis is
  silent or down.
- `sse`: one stream's generator (backlog from `Last-Event-ID`, live events,
  heartbeats, the end after `game_finished`).
"""

from __future__ import annotations

CHANNEL_PREFIX = "ricochet:game-events:"
"""Redis pub/sub channel of a game's events is this prefix plus the game's id."""


def channel(game_id: str) -> str:
    """Return the Redis channel on which a game's new events are announced."""
    return CHANNEL_PREFIX + game_id
