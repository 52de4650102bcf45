"""Live games' plumbing that knows no game table: the Redis channel of a game's events
(`channel`) and the stream slots (`slots`).

The publishing side (after a commit that appended game events, publish the game's
newest seq on `channel` and schedule the timer jobs) is `service.matches.commits`,
installed by both factories; the listening side (the per-process hub and the SSE
streams) is `service.web.streams`.
"""

from __future__ import annotations

CHANNEL_PREFIX = "ricochet:game-events:"
"""Redis pub/sub channel of a game's events is this prefix plus the game's id."""


def channel(game_id: str) -> str:
    """Return the Redis channel on which a game's new events are announced."""
    return CHANNEL_PREFIX + game_id
