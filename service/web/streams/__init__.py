"""Live games over HTTP: the per-process hub and each SSE stream.

- `hub`: one per process; listens to Redis, reads new events from the database (the
  record), renders them once and hands them to the streams it holds; polls the
  database when Redis is silent or down, and fires the watched games' due timers.
- `sse`: one stream's generator (backlog from `Last-Event-ID`, live events,
  heartbeats, the end after `game_finished`).

The publishing side (after commit, on Redis) is `service.infra.streams`.
"""
