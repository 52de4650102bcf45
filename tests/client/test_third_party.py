"""The generated client (clients/python) used as a third party would use it, against
a live server: register, play a classic round, a daily attempt, a batch check and a
check job, reading typed models only (no JSON dictionaries)."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from ricochet_client import AuthenticatedClient, Client
from ricochet_client.api.check_jobs import (
    get_v1_check_jobs_job_id,
    get_v1_check_jobs_job_id_results,
    post_v1_check_jobs,
)
from ricochet_client.api.checks import post_v1_checks_batch
from ricochet_client.api.daily import get_v1_daily, post_v1_daily_day_tier_attempts
from ricochet_client.api.games import get_v1_games_game_id_events, post_v1_games
from ricochet_client.api.health import get_v1_health
from ricochet_client.api.puzzles import get_v1_puzzles_puzzle_id, post_v1_puzzles
from ricochet_client.api.rounds import (
    get_v1_games_game_id_rounds_number,
    post_v1_games_game_id_rounds,
    post_v1_games_game_id_rounds_number_bids,
    post_v1_games_game_id_rounds_number_solution,
)
from ricochet_client.models import (
    Attempt,
    AttemptResult,
    Batch,
    BatchResponse,
    BidCreate,
    BidEvent,
    BidPlaced,
    CheckJob,
    CheckJobResult,
    CheckJobSpec,
    CheckJobStatus,
    ChipAwardedEvent,
    Day,
    Demonstration,
    DemonstrationResult,
    EventPage,
    Game,
    GameCreate,
    GameCreatedEvent,
    Health,
    Puzzle,
    Round,
    RoundOverEvent,
    RoundStartedEvent,
    TimerExpiredEvent,
    TimerStartedEvent,
    Verification,
    VerificationEvent,
    VerifierCalledEvent,
)
from ricochet_client.types import UNSET, Unset

from service.game.notation import format_compact
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve

pytestmark = [pytest.mark.redis, pytest.mark.slow]

WAIT = 30.0
"""Seconds to wait for a timer to run out or a job to finish."""


def optimal_solution(puzzle: dict[str, Any]) -> str:
    """Solve a puzzle (in the JSON contract) with the core solver; compact notation."""
    result = solve(parse_puzzle(puzzle), limits=Limits(max_depth=12))
    assert result.solution is not None, "the test puzzle has no solution"
    return format_compact(result.solution)


def solution_of(puzzle: Puzzle) -> str:
    """Solve a stored puzzle read through the client."""
    return optimal_solution(
        {
            "board": puzzle.board.to_dict(),
            "robots": puzzle.robots.to_dict(),
            "target": puzzle.target.to_dict(),
            "rules": puzzle.rules.to_dict(),
        }
    )


def as_player(live_url: str, token: str) -> AuthenticatedClient:
    """Return a client acting with a player's token."""
    return AuthenticatedClient(
        base_url=live_url, token=token, raise_on_unexpected_status=True
    )


def test_health(anonymous: Client) -> None:
    health = get_v1_health.sync(client=anonymous)
    assert isinstance(health, Health)
    assert health.status == "ok"


def wait_for_round(client: Client, game_id: str, number: int, status: str) -> Round:
    """Poll a round until it reaches a status (a timer runs out lazily)."""
    deadline = time.monotonic() + WAIT
    while True:
        played = get_v1_games_game_id_rounds_number.sync(game_id, number, client=client)
        assert isinstance(played, Round)
        if played.status == status or time.monotonic() > deadline:
            return played
        time.sleep(0.25)


def test_a_classic_round(
    registered: AuthenticatedClient, anonymous: Client, live_url: str
) -> None:
    game = post_v1_games.sync(
        client=registered,
        body=GameCreate(players=["ann", "bob"], timer_seconds=1, seed=7),
    )
    assert isinstance(game, Game) and game.mode == "classic"
    ann, bob = (as_player(live_url, str(p.token)) for p in game.players)

    started = post_v1_games_game_id_rounds.sync(game.id, client=registered)
    assert isinstance(started, Round) and started.status == "waiting"
    puzzle = get_v1_puzzles_puzzle_id.sync(str(started.puzzle_id), client=anonymous)
    assert isinstance(puzzle, Puzzle)
    answer = solution_of(puzzle)
    moves = len(answer.split())

    for player, bid in ((bob, moves + 2), (ann, moves)):
        placed = post_v1_games_game_id_rounds_number_bids.sync(
            game.id, started.number, client=player, body=BidCreate(moves=bid)
        )
        assert isinstance(placed, BidPlaced) and placed.moves == bid
    verifying = wait_for_round(anonymous, game.id, started.number, "verifying")
    assert verifying.status == "verifying"
    assert [b.moves for b in verifying.bids] == [moves + 2, moves]

    assert isinstance(verifying.verification, Verification)
    assert verifying.verification.verifier == 0  # the lower bid is asked first
    assert [v.player for v in verifying.verification.order] == [0, 1]

    shown = post_v1_games_game_id_rounds_number_solution.sync(
        game.id, started.number, client=ann, body=Demonstration(solution=answer)
    )
    assert isinstance(shown, DemonstrationResult)
    assert shown.result.result == "success" and shown.result.moves == moves
    assert shown.round_.status == "over" and shown.round_.outcome == "won"
    assert shown.round_.winner == 0

    events = read_events(anonymous, game.id, page_size=3)
    assert [event.seq for event in events] == list(range(1, len(events) + 1))
    assert isinstance(events[0], GameCreatedEvent)
    assert isinstance(events[1], RoundStartedEvent)
    assert [e.data.moves for e in events if isinstance(e, BidEvent)] == [
        moves + 2,
        moves,
    ]
    for kind in (TimerStartedEvent, TimerExpiredEvent, VerifierCalledEvent):
        assert any(isinstance(event, kind) for event in events), kind
    verified = [e for e in events if isinstance(e, VerificationEvent)]
    assert [(v.data.player, v.data.result) for v in verified] == [(0, "success")]
    awarded, over = events[-2:]
    assert isinstance(awarded, ChipAwardedEvent) and awarded.data.player == 0
    assert isinstance(over, RoundOverEvent) and over.data.winner == 0


def read_events(client: Client, game_id: str, page_size: int) -> list[Any]:
    """Read a game's whole event log page by page, continuing from the documented
    cursor (the last event's `seq`) while the page names a `next` one."""
    events: list[Any] = []
    cursor: str | Unset = UNSET
    while True:
        page = get_v1_games_game_id_events.sync(
            game_id, client=client, cursor=cursor, limit=page_size
        )
        assert isinstance(page, EventPage) and len(page.items) <= page_size
        events += page.items
        if page.next_ is None:
            return events
        cursor = str(page.items[-1].seq)
        assert f"cursor={cursor}" in page.next_


def test_a_daily_attempt(registered: AuthenticatedClient, anonymous: Client) -> None:
    day = wait_for_today(anonymous)
    easy = next(p for p in day.puzzles if p.tier == "easy")
    assert easy.optimal_moves is None and easy.solution is None  # hidden today
    answer = optimal_solution(
        {
            "board": easy.puzzle.board,
            "robots": easy.puzzle.robots.to_dict(),
            "target": easy.puzzle.target.to_dict(),
            "rules": easy.puzzle.rules.to_dict(),
        }
    )
    result = post_v1_daily_day_tier_attempts.sync(
        day.date.isoformat(),
        easy.tier,
        client=registered,
        body=Attempt(player="ada", solution=answer),
    )
    assert isinstance(result, AttemptResult)
    assert result.solved and result.verdict.solved
    assert result.score == "optimal" and result.over == 0
    assert result.moves == len(answer.split()) == result.optimal_moves


def wait_for_today(client: Client) -> Day:
    """Return today's challenge once the worker's scheduled job has generated it."""
    deadline = time.monotonic() + WAIT
    while True:
        today = get_v1_daily.sync(client=client)
        if isinstance(today, Day) or time.monotonic() > deadline:
            assert isinstance(today, Day), today
            return today
        time.sleep(0.5)


@pytest.fixture
def stored_puzzle(registered: AuthenticatedClient) -> tuple[Puzzle, str]:
    """Store a puzzle on a layout and return it with an optimal solution."""
    made = post_v1_puzzles.sync(client=registered, body=puzzle_spec())
    assert isinstance(made, Puzzle), made
    return made, solution_of(made)


def puzzle_spec() -> dict[str, Any]:
    """Return a puzzle on a printed target (the red square) of layout 1A2B3C4D."""
    return {
        "board": "1A2B3C4D",
        "robots": {
            "red": [0, 0],
            "green": [15, 0],
            "blue": [0, 15],
            "yellow": [15, 15],
        },
        "target": {"color": "red", "cell": [10, 4]},
    }


def test_a_batch_check(
    registered: AuthenticatedClient, stored_puzzle: tuple[Puzzle, str]
) -> None:
    puzzle, answer = stored_puzzle
    items = [
        {"puzzle_id": puzzle.id, "solution": answer, "ref": "right"},
        {"puzzle_id": puzzle.id, "solution": "yN", "ref": "wrong"},
    ]
    checked = post_v1_checks_batch.sync(client=registered, body=Batch(items=items))
    assert isinstance(checked, BatchResponse)
    assert checked.checked == 2
    right, wrong = checked.results
    assert (right.ref, right.solved, right.moves) == (
        "right",
        True,
        len(answer.split()),
    )
    assert (wrong.ref, wrong.solved) == ("wrong", False)


def test_a_check_job(
    registered: AuthenticatedClient, stored_puzzle: tuple[Puzzle, str]
) -> None:
    puzzle, answer = stored_puzzle
    items = [{"puzzle_id": puzzle.id, "solution": answer, "ref": n} for n in range(3)]
    job = post_v1_check_jobs.sync(
        client=registered, body=CheckJobSpec(items=items, grade=True)
    )
    assert isinstance(job, CheckJob) and job.total == 3
    deadline = time.monotonic() + WAIT
    while job.status != CheckJobStatus.DONE and time.monotonic() < deadline:
        time.sleep(0.25)
        job = get_v1_check_jobs_job_id.sync(job.id, client=registered)
        assert isinstance(job, CheckJob)
    assert job.status == CheckJobStatus.DONE and job.done == 3
    lines = get_v1_check_jobs_job_id_results.sync(job.id, client=registered)
    # JSON Lines: the body is handed over raw (annotated `str`, though it is bytes)
    assert isinstance(lines, (bytes, str))
    rows = lines.splitlines()
    results = [CheckJobResult.from_dict(json.loads(row)) for row in rows]
    assert [r.ref for r in results] == [0, 1, 2]
    assert all(r.solved and r.moves == len(answer.split()) for r in results)
