"""The generated client (clients/python) used as a third party would use it, against
a live server: register, play a classic round, a daily attempt, a batch check and a
check job, reading typed models only (no JSON dictionaries)."""

from __future__ import annotations

import io
import json
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
from ricochet_client.api.feed import get_v1_feed_json
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
    BatchItemByPuzzle,
    BatchItemByPuzzleId,
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
    Goal,
    GoalColor,
    Health,
    ItemError,
    ItemErrorErrors,
    JsonFeed,
    Move,
    MoveDirection,
    MoveRobot,
    Puzzle,
    PuzzleSpecByBoard,
    Robots,
    Round,
    RoundOverEvent,
    RoundStartedEvent,
    TimerExpiredEvent,
    TimerStartedEvent,
    Verification,
    VerificationEvent,
    VerifierCalledEvent,
)
from ricochet_client.types import UNSET, File, Unset

from service.game.notation import format_compact
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.redis, pytest.mark.slow]

WAIT = 30.0
"""Seconds to wait for a timer to run out or a job to finish."""


def optimal_moves(spec: PuzzleSpecByBoard) -> list[Move]:
    """Solve a puzzle with the core solver (the test's oracle, fed the model's own
    wire form) and return the answer as typed moves."""
    result = solve(parse_puzzle(spec.to_dict()), limits=Limits(max_depth=12))
    assert result.solution is not None, "the test puzzle has no solution"
    return [
        Move(robot=MoveRobot(robot), direction=MoveDirection(direction))
        for robot, direction in result.solution
    ]


def compact(moves: list[Move]) -> str:
    """Write typed moves in the compact text form, e.g. `rN gE`."""
    return format_compact([(m.robot.value, m.direction.value) for m in moves])


def spec_of(puzzle: Puzzle) -> PuzzleSpecByBoard:
    """Return a stored puzzle (read through the client) as an inline puzzle spec."""
    return PuzzleSpecByBoard(
        board=puzzle.board,
        robots=puzzle.robots,
        target=puzzle.target,
        rules=puzzle.rules,
    )


def solution_of(puzzle: Puzzle) -> str:
    """Solve a stored puzzle read through the client; compact notation."""
    return compact(optimal_moves(spec_of(puzzle)))


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

    def played() -> Round | None:
        shown = get_v1_games_game_id_rounds_number.sync(game_id, number, client=client)
        assert isinstance(shown, Round)
        return shown if shown.status == status else None

    found: Round = wait_until(played, WAIT, interval=0.25)
    return found


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
    assert isinstance(easy.puzzle.robots, Robots)
    spec = PuzzleSpecByBoard(
        board=easy.puzzle.board,
        robots=easy.puzzle.robots,
        target=easy.puzzle.target,
        rules=easy.puzzle.rules,
    )
    answer = compact(optimal_moves(spec))
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


def test_the_feed_reads_as_typed_models(anonymous: Client) -> None:
    day = wait_for_today(anonymous)
    feed = get_v1_feed_json.sync(client=anonymous)
    assert isinstance(feed, JsonFeed), feed
    newest = feed.items[0]
    assert newest.field_ricochet.date == day.date
    tiers = [(p.tier, p.puzzle_id) for p in newest.field_ricochet.puzzles]
    assert tiers == [(p.tier, p.puzzle_id) for p in day.puzzles]


def wait_for_today(client: Client) -> Day:
    """Return today's challenge once the worker's scheduled job has generated it."""

    def today() -> Day | None:
        shown = get_v1_daily.sync(client=client)
        return shown if isinstance(shown, Day) else None

    found: Day = wait_until(today, WAIT, interval=0.5)
    return found


@pytest.fixture
def stored_puzzle(registered: AuthenticatedClient) -> tuple[Puzzle, list[Move]]:
    """Store a puzzle on a layout and return it with an optimal solution."""
    made = post_v1_puzzles.sync(client=registered, body=puzzle_spec())
    assert isinstance(made, Puzzle), made
    assert made.robots.red == [0, 0] and made.target.color == GoalColor.RED
    return made, optimal_moves(spec_of(made))


def puzzle_spec() -> PuzzleSpecByBoard:
    """Return a puzzle on a printed target (the red square) of layout 1A2B3C4D."""
    return PuzzleSpecByBoard(
        board="1A2B3C4D",
        robots=Robots(red=[0, 0], green=[15, 0], blue=[0, 15], yellow=[15, 15]),
        target=Goal(color=GoalColor.RED, cell=[10, 4]),
    )


def test_a_batch_check(
    registered: AuthenticatedClient, stored_puzzle: tuple[Puzzle, list[Move]]
) -> None:
    puzzle, moves = stored_puzzle
    pairs = [[m.robot.value, m.direction.value] for m in moves]
    items: list[BatchItemByPuzzle | BatchItemByPuzzleId] = [
        BatchItemByPuzzleId(puzzle_id=puzzle.id, solution=moves, ref="right"),
        BatchItemByPuzzleId(puzzle_id=puzzle.id, solution="yN", ref="wrong"),
        BatchItemByPuzzle(puzzle=puzzle_spec(), solution=pairs, ref=3),
        BatchItemByPuzzleId(puzzle_id="p" + "0" * 16, solution=moves, ref=4),
    ]
    checked = post_v1_checks_batch.sync(
        client=registered, body=Batch(items=items, steps=True)
    )
    assert isinstance(checked, BatchResponse)
    assert (checked.checked, checked.solved, checked.invalid) == (3, 2, 1)
    right, wrong, inline, missing = checked.results
    assert (right.ref, right.solved, right.moves) == ("right", True, len(moves))
    assert isinstance(right.steps, list)
    assert [(s.robot, s.direction) for s in right.steps] == [
        (m.robot.value, m.direction.value) for m in moves
    ]
    assert (wrong.ref, wrong.solved) == ("wrong", False)
    assert (inline.ref, inline.puzzle_id, inline.solved) == (3, puzzle.id, True)
    assert missing.ref == 4 and missing.solved is UNSET
    assert isinstance(missing.error, ItemError) and missing.error.status == 422
    assert isinstance(missing.error.errors, ItemErrorErrors)
    assert missing.error.errors.additional_keys == ["puzzle_id"]


def test_a_check_job(
    registered: AuthenticatedClient, stored_puzzle: tuple[Puzzle, list[Move]]
) -> None:
    puzzle, moves = stored_puzzle
    items: list[BatchItemByPuzzle | BatchItemByPuzzleId] = [
        BatchItemByPuzzleId(puzzle_id=puzzle.id, solution=moves, ref=n)
        for n in range(2)
    ]
    items.append(BatchItemByPuzzle(puzzle=puzzle_spec(), solution=compact(moves)))
    job = post_v1_check_jobs.sync(
        client=registered, body=CheckJobSpec(items=items, grade=True)
    )
    assert isinstance(job, CheckJob) and job.total == 3
    results = finished_results(registered, job)
    assert [r.ref for r in results] == [0, 1, None]
    assert all(r.solved and r.moves == len(moves) for r in results)
    assert {r.grade for r in results} == {"optimal"}


def test_a_check_job_uploaded_as_json_lines(
    registered: AuthenticatedClient, stored_puzzle: tuple[Puzzle, list[Move]]
) -> None:
    puzzle, moves = stored_puzzle
    items = [
        BatchItemByPuzzleId(puzzle_id=puzzle.id, solution=moves, ref=n)
        for n in range(2)
    ]
    # a JSON Lines upload is raw bytes: each line is a generated model's own JSON
    upload = "\n".join(json.dumps(item.to_dict()) for item in items).encode()
    job = post_v1_check_jobs.sync(
        client=registered, body=File(payload=io.BytesIO(upload))
    )
    assert isinstance(job, CheckJob) and job.total == 2
    results = finished_results(registered, job)
    assert [(r.ref, r.solved) for r in results] == [(0, True), (1, True)]


def finished_results(
    client: AuthenticatedClient, job: CheckJob
) -> list[CheckJobResult]:
    """Wait for a check job to finish; return its results, read as typed models."""

    def finished() -> CheckJob | None:
        polled = get_v1_check_jobs_job_id.sync(job.id, client=client)
        assert isinstance(polled, CheckJob)
        return polled if polled.status == CheckJobStatus.DONE else None

    if job.status != CheckJobStatus.DONE:
        job = wait_until(finished, WAIT, interval=0.25)
    assert job.status == CheckJobStatus.DONE and job.done == job.total
    lines = get_v1_check_jobs_job_id_results.sync(job.id, client=client)
    assert isinstance(lines, File)
    # JSON Lines (one CheckJobResult per line) has no OpenAPI 3.0 schema of its
    # own: each line is read with the generated model's own parser
    return [
        CheckJobResult.from_dict(json.loads(line))
        for line in lines.payload.read().splitlines()
    ]
