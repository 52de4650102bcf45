"""POST /v1/puzzles/{id}/hints: the next optimal move from where the player stands.

Each source is tested: the stored solution, a short search in the request, a
queued solve of the position (202, then answered at once), and, under the
ricochet rule, a position that keeps a robot's ricochet history. Following the
hints from any position finishes the puzzle in exactly `moves_left` moves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.game.check import check_solution
from service.game.geometry import DIRECTIONS
from service.game.notation import Move
from service.game.puzzle import Puzzle, parse_puzzle
from service.game.solver import solve
from service.puzzles import hints
from tests.helpers.api import assert_problem, puzzle_spec
from tests.helpers.puzzles import create_puzzle, long_spec, small_spec
from workers import jobs

pytestmark = pytest.mark.redis

CLASSIC = puzzle_spec()
"""A classic puzzle (red to [4, 1] on 1A3C2B4D)."""
DETOUR: list[Move] = [("yellow", "N"), ("yellow", "S")]
"""Two legal moves on CLASSIC that go back where they started: off the optimum."""


def ask(client: FlaskClient, puzzle_id: str, moves: list[Move], **body: Any) -> Any:
    """POST a hint request; return the response."""
    payload = {"moves": [list(m) for m in moves], **body}
    return client.post(f"/v1/puzzles/{puzzle_id}/hints", json=payload)


def solved_puzzle(client: FlaskClient, auth: dict[str, str], spec: Any) -> str:
    """Store a puzzle and run its solve in-process; return its id."""
    puzzle_id = create_puzzle(client, auth, spec)
    jobs.solve_puzzle(puzzle_id)
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").json["status"] == "done"
    return puzzle_id


def follow(client: FlaskClient, puzzle_id: str, moves: list[Move]) -> list[Move]:
    """Play the hints from a position until solved; return every move played."""
    played = list(moves)
    for _ in range(40):
        response = ask(client, puzzle_id, played)
        assert response.status_code == 200, response.json
        if response.json["solved"]:
            return played
        move = response.json["hint"]
        played.append((move["robot"], move["direction"]))
    raise AssertionError("the hints did not finish the puzzle")


def test_on_the_stored_solution_the_next_move_is_its_next_move(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    solution = client.get(f"/v1/puzzles/{puzzle_id}/solution").json["solution"]
    optimum = len(solution)
    assert optimum >= 3
    for k in range(optimum):
        played = [tuple(m) for m in solution[:k]]
        response = ask(client, puzzle_id, played)
        assert response.status_code == 200, response.json
        body = response.json
        assert body["method"] == "solution" and body["status"] == "done"
        assert body["hint"] == {"robot": solution[k][0], "direction": solution[k][1]}
        assert body["moves_left"] == optimum - k and body["moves_played"] == k
        assert body["on_optimal_path"] is True and body["extra_moves"] == 0
        assert body["optimal_moves"] == optimum and body["solved"] is False


def test_reveal_robot_names_the_robot_only(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    full = ask(client, puzzle_id, [], reveal="move").json
    robot = ask(client, puzzle_id, [], reveal="robot").json
    assert robot["hint"] == {"robot": full["hint"]["robot"], "direction": None}
    assert robot["moves_left"] == full["moves_left"] and robot["reveal"] == "robot"
    compact = client.post(f"/v1/puzzles/{puzzle_id}/hints", json={}).json
    assert compact["hint"] == full["hint"] and compact["reveal"] == "move"


def test_off_the_optimal_path_it_says_how_many_moves_are_left(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    optimum = client.get(f"/v1/puzzles/{puzzle_id}/solution").json["optimal_moves"]
    response = ask(client, puzzle_id, DETOUR)
    assert response.status_code == 200, response.json
    body = response.json
    assert body["method"] == "search" and body["on_optimal_path"] is False
    assert body["moves_left"] == optimum  # the detour came back to the start
    assert body["extra_moves"] == len(DETOUR)
    finished = follow(client, puzzle_id, DETOUR)
    verdict = check_solution(parse_puzzle(CLASSIC), finished)
    assert verdict.solved and verdict.moves == len(DETOUR) + optimum


def test_off_the_path_on_a_moved_robot_matches_a_search_from_there(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    moves: list[Move] = [("green", "E"), ("blue", "S")]
    body = ask(client, puzzle_id, moves).json
    puzzle = parse_puzzle(CLASSIC)
    robots = check_solution(puzzle, moves).robots
    expected = solve(puzzle.with_robots(robots)).optimal_moves
    assert body["moves_left"] == expected
    assert body["extra_moves"] == len(moves) + expected - body["optimal_moves"]
    assert len(follow(client, puzzle_id, moves)) == len(moves) + expected


def test_a_solved_position_has_no_hint(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    solution = client.get(f"/v1/puzzles/{puzzle_id}/solution").json["solution"]
    body = ask(client, puzzle_id, [tuple(m) for m in solution]).json
    assert body["solved"] is True and body["moves_left"] == 0 and body["hint"] is None


def test_compact_moves_are_read_as_a_check_reads_them(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    pairs = ask(client, puzzle_id, DETOUR).json
    compact = client.post(
        f"/v1/puzzles/{puzzle_id}/hints", json={"moves": "yN yS"}
    ).json
    assert compact == pairs


def test_an_illegal_move_is_a_422_naming_its_step(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: Any
) -> None:
    puzzle_id = create_puzzle(client, auth, small_spec([3, 0]))
    # green is in the corner [3, 3]: it cannot move east (nor south)
    body = assert_problem(
        ask(client, puzzle_id, [("red", "N"), ("green", "E")]),
        422,
        "validation-error",
    )
    assert list(body["errors"]) == ["moves[1]"]
    bad = assert_problem(
        client.post(f"/v1/puzzles/{puzzle_id}/hints", json={"moves": "rN zz"}),
        422,
        "validation-error",
    )
    assert list(bad["errors"]) == ["moves[1]"]
    absent = assert_problem(
        ask(client, puzzle_id, [("yellow", "N")]), 422, "validation-error"
    )
    assert list(absent["errors"]) == ["moves[0]"]
    reveal = assert_problem(
        ask(client, puzzle_id, [], reveal="all"), 422, "validation-error"
    )
    assert "reveal" in reveal["errors"]
    assert_problem(ask(client, "paaaaaaaaaaaaaaaa", []), 404, "not-found")


def test_a_hidden_puzzles_hints_are_hidden_from_every_position(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    hide: Callable[[str], None],
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    solution = client.get(f"/v1/puzzles/{puzzle_id}/solution").json["solution"]
    hide(puzzle_id)
    for moves in ([], [tuple(solution[0])], DETOUR):
        assert_problem(ask(client, puzzle_id, moves), 403, "answer-hidden")


def test_a_long_remainder_is_queued_then_answered_at_once(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    puzzle_id = solved_puzzle(client, auth, CLASSIC)
    monkeypatch.setattr(hints, "INLINE_MOVES", -1)  # every search is "long"
    moves: list[Move] = [("green", "E"), ("blue", "S")]
    queued = ask(client, puzzle_id, moves)
    assert queued.status_code == 202, queued.json
    body = queued.json
    position_id = body["position_id"]
    assert body["status"] == "queued" and body["hint"] is None and position_id
    assert queued.headers["Location"] == f"/v1/puzzles/{position_id}/solution"
    assert client.get(queued.headers["Location"]).json["status"] == "queued"
    jobs.solve_puzzle(position_id)
    assert client.get(queued.headers["Location"]).json["status"] == "done"
    answered = ask(client, puzzle_id, moves)
    assert answered.status_code == 200, answered.json
    assert answered.json["method"] == "search" and answered.json["hint"]
    assert (
        answered.json["moves_left"]
        == (client.get(queued.headers["Location"]).json["optimal_moves"])
    )


def test_a_long_board_needs_a_key_to_queue_and_is_capped(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: Any
) -> None:
    puzzle_id = create_puzzle(client, auth, long_spec())
    assert_problem(ask(client, puzzle_id, []), 401, "unauthorized")
    first = client.post(f"/v1/puzzles/{puzzle_id}/hints", json={}, headers=auth)
    assert first.status_code == 202, first.json
    other = long_spec()
    other["robots"]["black"] = [6, 7]
    second_id = create_puzzle(client, auth, other)
    refused = client.post(f"/v1/puzzles/{second_id}/hints", json={}, headers=auth)
    assert_problem(refused, 429, "solve-limit")


def fewest_left(puzzle: Puzzle, moves: list[Move], depth: int = 10) -> int | None:
    """Return the fewest moves that finish from after `moves`, by breadth-first
    search over move sequences (the checker judges each; states are merged by
    the robots' cells, headings and ricochets, as the rule reads them)."""
    frontier, seen = [list(moves)], set()
    for extra in range(1, depth + 1):
        following = []
        for seq in frontier:
            for robot, _ in puzzle.robots:
                for letter in DIRECTIONS:
                    longer = [*seq, (robot, letter)]
                    verdict = check_solution(puzzle, longer)
                    if verdict.error is not None:
                        continue
                    if verdict.solved:
                        return extra
                    key = history_key(verdict.steps)
                    if key not in seen:
                        seen.add(key)
                        following.append(longer)
        frontier = following
    return None


def history_key(steps: list[dict[str, Any]]) -> tuple[Any, ...]:
    """Return what the rule can read of a sequence: the cells, each robot's last
    direction and whether it turned between two of its own moves."""
    last: dict[str, str] = {}
    turned: set[str] = set()
    for step in steps:
        robot, letter = step["robot"], step["direction"]
        if robot in last and (last[robot] in "NS") != (letter in "NS"):
            turned.add(robot)
        last[robot] = letter
    cells = tuple(sorted((r, tuple(c)) for r, c in steps[-1]["robots"].items()))
    return cells, tuple(sorted(last.items())), tuple(sorted(turned))


@pytest.mark.parametrize("rule", [False, True])
def test_following_the_hints_finishes_in_moves_left(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], rule: bool
) -> None:
    spec = small_spec([3, 0], rule=rule)
    puzzle_id = solved_puzzle(client, auth, spec)
    puzzle = parse_puzzle(spec)
    for moves in ([("red", "N")], [("red", "E"), ("green", "N")], [("blue", "W")]):
        body = ask(client, puzzle_id, moves).json
        if rule and moves[0][0] == "red":  # the red robot's history is kept
            assert body["position_id"] is None
        assert body["moves_left"] == fewest_left(puzzle, moves)
        finished = follow(client, puzzle_id, moves)
        assert check_solution(puzzle, finished).solved
        assert len(finished) == len(moves) + body["moves_left"]
