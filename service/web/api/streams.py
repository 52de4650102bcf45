"""GET /v1/games/{id}/events/stream: a game's events as server-sent events."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import Response, current_app, redirect, request, stream_with_context
from flask.views import MethodView

from service.infra.streams import slots
from service.matches.tick import current_game
from service.web.api.common import API_PREFIX, Blueprint
from service.web.api.stream_caps import take_slots
from service.web.errors import problem
from service.web.schemas.streams import StreamQuerySchema
from service.web.streams import sse

blp = Blueprint(
    "streams",
    __name__,
    url_prefix=f"{API_PREFIX}/games",
    description="A game's events live, as server-sent events (`text/event-stream`): "
    "`id:` is the event's seq, `event:` its type, `data:` the JSON of the events "
    "list. Reconnect with `Last-Event-ID` to resume with no gap and no repeat; "
    "`: keep-alive` comments come while nothing happens; the stream ends after "
    "`game_finished`. Reads need no credentials, like the events list.",
)

STREAM_RESPONSE = {
    "description": "The event stream: `retry:`, then one block per event "
    "(`id: <seq>`, `event: <type>`, `data: <the events list's JSON>`), and "
    "`: keep-alive` comments; a client resumes with `Last-Event-ID: <seq>`.",
    "content": {"text/event-stream": {"schema": {"type": "string"}}},
}
"""The 200 answer as documented (it has no JSON schema)."""

SSE_HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
"""No caching, and no buffering by nginx-like proxies."""


def resume_point(query_value: int | None) -> int:
    """Return the seq to resume after: `Last-Event-ID`, else the query, else 0."""
    header = request.headers.get("Last-Event-ID")
    if header is None or not header.strip():
        return query_value or 0
    value = header.strip()
    if not value.isascii() or not value.isdigit() or len(value) > 18:
        raise problem(
            422,
            "validation-error",
            "Last-Event-ID must be an event seq (a non-negative integer)",
            {"Last-Event-ID": ["Not a valid event seq."]},
        )
    return int(value)


@blp.route("/<game_id>/events/stream")
class GameEventStream(MethodView):
    """The game's log, live."""

    @blp.arguments(StreamQuerySchema, location="query", as_kwargs=True)
    @blp.doc(responses={"200": STREAM_RESPONSE})
    @blp.alt_response(
        204,
        description="The game is finished and the client has "
        "every event: do not reconnect.",
    )
    @blp.alt_response(
        307,
        description="Streams are served by a stream server "
        "(STREAM_URL): follow the redirect.",
    )
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    def get(self, game_id: str, last_event_id: int | None) -> Any:
        """Stream the game's events after `Last-Event-ID`, live, until the end.

        An address, and a key or player token, holds at most STREAM_MAX_PER_CLIENT
        open streams (default 100); past it: 429 `too-many-streams` with Retry-After.
        """
        after = resume_point(last_event_id)
        base = current_app.config["STREAM_URL"]
        if base:
            query = urlencode({"last_event_id": after})
            return redirect(f"{base.rstrip('/')}{request.path}?{query}", code=307)
        game = current_game(game_id)  # applies due timers; 404 when unknown
        status, seq = game.status, game.event_seq
        if sse.over(status, seq, after):
            return Response(status=204)
        leases = take_slots()  # 429 past the per-address and per-key cap
        frames = slots.held(sse.events(game.id, after, seq), leases)
        body = stream_with_context(frames)
        return Response(body, mimetype="text/event-stream", headers=SSE_HEADERS)
