"""State and history: the event log, replay, restarts, and the black robot."""

from __future__ import annotations

from collections import Counter, deque
from typing import Any

from flask import Flask

from service.game.check import check_solution
from service.game.errors import IllegalMove
from service.game.geometry import DIRECTION_INDEX
from service.game.moves import slide
from service.game.notation import parse_solution
from service.game.puzzle import Puzzle
from service.infra.clock import FakeClock
from service.web.app import create_app
from tests.matches.helpers import Table, json_of


def play_some(table: Table, clock: FakeClock) -> None:
    """Play a won round, a no-bid round and a bid on a live one."""
    rnd = table.start_round()
    answer = table.answer(rnd)
    table.bid(1, 1, answer.moves)
    clock.advance(seconds=60)
    table.demonstrate(1, 1, answer.solution)
    table.start_round()
    clock.advance(minutes=5)
    table.post("/rounds/2/timer", 0)
    clock.advance(minutes=1)
    table.start_round()
    table.bid(3, 0, 20)


def test_events_are_numbered_and_paged_by_cursor(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table(seed=21)
    play_some(table, clock)
    events = table.events()
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert events[0]["type"] == "game_created"
    assert [e["at"] for e in events] == sorted(e["at"] for e in events)
    assert table.events(after=5) == events[5:]
    response = table.client.get(f"{table.url}/events?cursor=2&limit=3")
    page = response.json
    assert [e["seq"] for e in page["items"]] == [3, 4, 5]
    # the cursor to continue with is the seq of the last event held: no gap
    assert page["next"] == f"{table.url}/events?limit=3&cursor=5"
    assert response.headers["Link"] == f'<{page["next"]}>; rel="next"'
    assert len(events) == table.state()["event_seq"]
    assert table.events(after=len(events)) == []
    assert table.client.get(f"{table.url}/events?cursor=-1").status_code == 422


def test_replaying_the_events_gives_the_state(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table(["ann", "bob", "cy"], seed=21)
    play_some(table, clock)
    game = table.state()
    events = table.events()
    awarded = Counter(
        e["data"]["player"] for e in events if e["type"] == "chip_awarded"
    )
    assert [awarded[p["seat"]] for p in game["players"]] == [
        p["chips"] for p in game["players"]
    ]
    starts = [e["data"] for e in events if e["type"] == "round_started"]
    assert [s["round"] for s in starts] == [1, 2, 3]
    moves = {
        e["data"]["round"]: e["data"]["solution"]
        for e in events
        if e["type"] == "verification" and e["data"]["result"] == "success"
    }
    puzzle = table.puzzle(starts[0]["puzzle_id"])
    verdict = check_solution(puzzle, parse_solution(moves[1]))
    assert verdict.solved
    assert {c: list(v) for c, v in verdict.robots.items()} == starts[1]["robots"]
    assert starts[2]["robots"] == starts[1]["robots"]  # the no-bid round moved nothing


def test_a_restart_loses_nothing(
    app: Flask, open_table: Any, clock: FakeClock, redis_url: str
) -> None:
    table = open_table(seed=21)
    play_some(table, clock)
    before = table.state()
    restarted = create_app(
        {
            "TESTING": True,
            "DATABASE_URL": app.config["DATABASE_URL"],
            "REDIS_URL": redis_url,
            "RATELIMIT_ENABLED": False,
            "RATELIMIT_STORAGE_URI": "memory://",
            "CLOCK": clock,
        }
    )
    try:
        client = restarted.test_client()
        after = json_of(client.get(table.url))
        assert after["players"] == before["players"]
        assert after["current_round"]["bids"] == before["current_round"]["bids"]
        assert after["event_seq"] == before["event_seq"]
        clock.advance(seconds=60)  # the timer runs out while "down"
        response = client.post(
            f"{table.url}/rounds/3/solution",
            json={"solution": None},
            headers=table.seat(0),
        )
        assert response.status_code == 200
        assert json_of(response)["round"]["outcome"] == "failed"
    finally:
        restarted.extensions["db"].engine.dispose()


def test_rounds_list(open_table: Any, clock: FakeClock) -> None:
    table = open_table(seed=21)
    play_some(table, clock)
    rounds = table.client.get(f"{table.url}/rounds").json["items"]
    assert [(r["number"], r["outcome"]) for r in rounds] == [
        (1, "won"),
        (2, "no_bid"),
        (3, None),
    ]


def black_path(puzzle: Puzzle, limit: int = 7) -> list[tuple[str, str]] | None:
    """Find moves of the black robot alone that take the vortex (rule included)."""
    start = puzzle.robot_positions
    queue: deque[list[tuple[str, str]]] = deque([[]])
    seen = {start["black"]}
    while queue:
        path = queue.popleft()
        if len(path) >= limit:
            continue
        robots = dict(start)
        for robot, letter in path:
            robots[robot] = slide(
                puzzle.board, robots, robot, DIRECTION_INDEX[letter]
            ).end
        for letter in "NESW":
            try:
                end = slide(puzzle.board, robots, "black", DIRECTION_INDEX[letter]).end
            except IllegalMove:  # e.g. no movement
                continue
            moves = [*path, ("black", letter)]
            if end == puzzle.target.cell and check_solution(puzzle, moves).solved:
                return moves
            if end not in seen:
                seen.add(end)
                queue.append(moves)
    return None


def test_black_robot_blocks_and_may_take_the_vortex(
    open_table: Any, clock: FakeClock
) -> None:
    for seed in range(200):
        table = open_table(seed=seed, black_robot=True)
        assert set(table.state()["table"]["robots"]) == {
            "red",
            "green",
            "blue",
            "yellow",
            "black",
        }
        rnd = table.start_round()
        if rnd["chip"]["color"] != "any":
            continue
        path = black_path(table.puzzle(rnd["puzzle_id"]))
        if path is None:
            continue
        table.bid(1, 0, len(path))
        clock.advance(seconds=60)
        compact = " ".join(f"k{letter}" for _, letter in path)
        body = table.demonstrate(1, 0, compact).json
        assert body["result"]["result"] == "success"
        assert body["result"]["verdict"]["robots"]["black"] == rnd["chip"]["cell"]
        assert table.state()["players"][0]["chips"] == 1
        return
    raise AssertionError("no seed gave a vortex round the black robot can take")
