"""The Python client's hand-written layer against a live server: problems raised as
`ProblemError`, paging that follows `next`, and a game's event stream resumed with
`Last-Event-ID` through the stream server's redirect."""

from __future__ import annotations

import re

import httpx
import pytest
from ricochet_client import (
    AuthenticatedClient,
    Client,
    ProblemError,
    all_items,
    connect,
    stream_events,
    unwrap,
)
from ricochet_client.api.checks import post_v1_checks
from ricochet_client.api.games import post_v1_games, post_v1_games_game_id_finish
from ricochet_client.api.layouts import get_v1_layouts
from ricochet_client.api.puzzles import get_v1_puzzles_puzzle_id, post_v1_puzzles
from ricochet_client.api.rounds import post_v1_games_game_id_rounds
from ricochet_client.models import (
    CheckByPuzzleId,
    GameCreate,
    Goal,
    GoalColor,
    Puzzle,
    PuzzleSpecByBoard,
    Robots,
)

pytestmark = [pytest.mark.redis, pytest.mark.slow]

PUZZLE = PuzzleSpecByBoard(
    board="1A3C2B4D",
    robots=Robots(red=[0, 15], green=[15, 0], blue=[15, 15], yellow=[0, 0]),
    target=Goal(color=GoalColor.RED, cell=[4, 1]),
)


def test_unwrap_raises_a_problem_with_its_fields(
    registered: AuthenticatedClient, anonymous: Client
) -> None:
    puzzle = unwrap(post_v1_puzzles.sync(client=registered, body=PUZZLE))
    assert isinstance(puzzle, Puzzle)
    body = CheckByPuzzleId(puzzle_id=puzzle.id, solution="rX")
    with pytest.raises(ProblemError) as raised:
        unwrap(post_v1_checks.sync(client=anonymous, body=body))
    problem = raised.value
    assert (problem.status, problem.kind) == (422, "validation-error")
    assert problem.type.endswith("/validation-error") and problem.detail
    assert list(problem.errors) == ["solution[0]"]


def test_connect_raises_every_failed_answer(live_url: str) -> None:
    with connect(live_url) as api, pytest.raises(ProblemError) as raised:
        get_v1_puzzles_puzzle_id.sync("p" + "0" * 16, client=api)
    assert raised.value.status == 404 and raised.value.kind == "not-found"


def test_all_items_follows_next(live_url: str) -> None:
    with connect(live_url) as api:
        first = unwrap(get_v1_layouts.sync(client=api, limit=400))
        assert len(first.items) == 400 and first.next_
        codes = [layout.code for layout in all_items(api, first)]
    assert len(codes) == len(set(codes)) == 1536


def test_stream_events_resumes_and_ends(
    live_url: str, registered: AuthenticatedClient
) -> None:
    game = unwrap(
        post_v1_games.sync(
            client=registered, body=GameCreate(players=["ann", "bob"], seed=7)
        )
    )
    unwrap(post_v1_games_game_id_rounds.sync(game.id, client=registered))
    with connect(live_url) as api:
        opening = []
        for event in stream_events(api, game.id):
            opening.append((event.seq, event.type_))
            if len(opening) == 2:
                break
        assert opening == [(1, "game_created"), (2, "round_started")]
        post_v1_games_game_id_finish.sync(game.id, client=registered)
        rest = list(stream_events(api, game.id, last_event_id=2))
        assert rest[0].seq == 3 and rest[-1].type_ == "game_finished"
        assert list(stream_events(api, game.id, last_event_id=rest[-1].seq)) == []


class DroppingFirstStream(httpx.BaseTransport):
    """A transport whose first event stream ends after its first event."""

    def __init__(self) -> None:
        self.inner = httpx.HTTPTransport()
        self.sent: list[str | None] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Pass requests on; cut the first 200 stream after its first event block."""
        response = self.inner.handle_request(request)
        if "/events/stream" not in request.url.path or response.status_code != 200:
            return response
        self.sent.append(request.headers.get("Last-Event-ID"))
        if len(self.sent) > 1:
            return response
        text = ""
        for chunk in response.iter_raw():
            text += chunk.decode()
            if re.search(r"id: \d+\n.*?\n\n", text, re.S):
                break
        response.close()
        found = re.search(r"id: \d+\n.*?\n\n", text, re.S)
        assert found, text
        head = text[: found.end()].encode()
        return httpx.Response(200, headers=response.headers, content=head)


def test_a_dropped_stream_resumes_after_the_last_event(
    live_url: str, registered: AuthenticatedClient
) -> None:
    body = GameCreate(players=["ann", "bob"], seed=3)
    game = unwrap(post_v1_games.sync(client=registered, body=body))
    unwrap(post_v1_games_game_id_rounds.sync(game.id, client=registered))
    post_v1_games_game_id_finish.sync(game.id, client=registered)
    transport = DroppingFirstStream()
    dropping = Client(
        base_url=live_url, follow_redirects=True, httpx_args={"transport": transport}
    )
    with dropping:
        seen = [event.seq for event in stream_events(dropping, game.id)]
    assert len(seen) >= 3 and seen == list(range(1, len(seen) + 1))
    assert transport.sent == ["0", "1"]  # reconnected once, after event 1
