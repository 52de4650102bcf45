"""The Python client's hand-written layer against a live server: problems raised as
`ProblemError`, paging that follows `next`, and a game's event stream resumed with
`Last-Event-ID` through the stream server's redirect."""

from __future__ import annotations

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
