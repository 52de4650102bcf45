"""Live games, the publishing side: events announced after commit, timer jobs.

- `commits`: after a transaction that appended game events commits, publish the
  game's newest seq on Redis (a channel per game) and schedule an RQ job at every
  new timer deadline (so timers fire with no request).

The listening side (the per-process hub and the SSE streams) is `service.web.streams`.
"""

from __future__ import annotations

CHANNEL_PREFIX = "ricochet:game-events:"
"""Redis pub/sub channel of a game's events is this prefix plus the game's id."""


def channel(game_id: str) -> str:
    """Return the Redis channel on which a game's new events are announced."""
    return CHANNEL_PREFIX + game_id
