"""`stream_events`: a game's events live (server-sent events, with httpx-sse).

Hand-written (clients/python-templates/package/, copied in by `make client`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx
from httpx_sse import connect_sse

from .client import AuthenticatedClient, Client
from .models.event_page import EventPage
from .problems import ProblemError


def parse_event(data: dict[str, Any]) -> Any:
    """Return one event as its generated model (`RoundStartedEvent`, `BidEvent`, ...).

    The generated union parser is local to `EventPage`, so read a page of one.
    """
    return EventPage.from_dict({"items": [data], "next": None, "version": 0}).items[0]


def stream_events(
    client: Client | AuthenticatedClient,
    game_id: str,
    last_event_id: int = 0,
    retry: float = 1.0,
) -> Iterator[Any]:
    """Yield a game's events after `last_event_id`, live, until `game_finished`.

    A dropped connection is reopened with `Last-Event-ID` (no gap, no repeat) after
    the server's `retry:`; the API's 307 to the stream server is followed; a 204
    (the game is over and every event was seen) ends the stream.
    """
    path = f"/v1/games/{game_id}/events/stream"
    while True:
        headers = {"Last-Event-ID": str(last_event_id)}
        try:
            with connect_sse(
                client.get_httpx_client(),
                "GET",
                path,
                headers=headers,
                follow_redirects=True,
            ) as source:
                if source.response.status_code == 204:
                    return
                if source.response.status_code != 200:
                    source.response.read()
                    raise ProblemError.from_response(source.response)
                for sse in source.iter_sse():
                    if sse.retry is not None:
                        retry = sse.retry / 1000
                    if not sse.data:
                        continue
                    event = parse_event(json.loads(sse.data))
                    last_event_id = event.seq
                    yield event
                    if sse.event == "game_finished":
                        return
        except httpx.TransportError:
            pass  # a dropped connection: reconnect from the last event seen
        time.sleep(retry)
