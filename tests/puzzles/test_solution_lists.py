"""GET /v1/puzzles/{id}/solutions: every optimal solution, hidden as the solution
is, listed in the request or by a worker job when that takes longer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.infra.queues import BULK, get_queue
from service.puzzles import solution_lists
from service.solving import hidden_answers
from tests.helpers.api import assert_problem
from tests.helpers.puzzles import create_puzzle, small_spec
from tests.puzzles.helpers import SPEC, listing, solved
from workers import jobs

pytestmark = pytest.mark.redis


def run_bulk(redis: redis_lib.Redis) -> None:
    """Run every job queued on `bulk` in this process."""
    queue = get_queue(BULK, redis)
    SimpleWorker([queue], connection=redis, serializer=JSONSerializer).work(burst=True)


def assert_solves(
    client: FlaskClient, puzzle_id: str, moves: list[list[str]], optimum: int
) -> None:
    """Assert the checker says the moves solve the puzzle in its optimum."""
    response = client.post(f"/v1/puzzles/{puzzle_id}/checks", json={"solution": moves})
    assert response.status_code == 200, response.json
    assert response.json["solved"] and response.json["moves"] == optimum


def test_a_solved_puzzle_lists_distinct_optimal_solutions(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = solved(client, auth, SPEC)
    body = listing(client, puzzle_id, "?limit=100")
    optimum = body["optimal_moves"]
    assert body["status"] == "done" and body["exact"] is True
    assert body["total"] == len(body["items"]) > 1 and body["complete"] is True
    solutions = [item["solution"] for item in body["items"]]
    assert len({str(s) for s in solutions}) == len(solutions)  # distinct
    for item in body["items"]:
        assert item["moves"] == optimum
        assert_solves(client, puzzle_id, item["solution"], optimum)
    one = listing(client, puzzle_id, "?limit=1")  # the same order, cut
    assert [i["solution"] for i in one["items"]] == solutions[:1]
    assert one["total"] == body["total"] and one["complete"] is False
    default = listing(client, puzzle_id)
    assert default["limit"] == solution_lists.DEFAULT_LIMIT
    assert listing(client, puzzle_id, "?limit=100") == body  # deterministic


def test_until_the_optimum_is_proven_it_answers_as_the_solution_does(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = create_puzzle(client, auth, SPEC)  # its solve is queued
    body = listing(client, puzzle_id)
    solution = client.get(f"/v1/puzzles/{puzzle_id}/solution").json
    assert body["status"] == solution["status"] == "queued"
    assert body["items"] == [] and body["total"] is None
    assert body["optimal_moves"] is None and body["complete"] is False
    jobs.solve_puzzle(puzzle_id)
    assert listing(client, puzzle_id)["status"] == "done"


@pytest.mark.parametrize("query", ["?limit=0", "?limit=101", "?limit=x", "?lim=3"])
def test_bad_limits_are_422(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], query: str
) -> None:
    puzzle_id = solved(client, auth, SPEC)
    response = client.get(f"/v1/puzzles/{puzzle_id}/solutions{query}")
    body = assert_problem(response, 422, "validation-error")
    assert body["errors"], body


def test_an_unknown_puzzle_is_404(client: FlaskClient, redis: redis_lib.Redis) -> None:
    assert_problem(client.get("/v1/puzzles/pnope/solutions"), 404, "not-found")


def test_a_hidden_puzzle_lists_nothing(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    hide: Callable[[str], None],
) -> None:
    puzzle_id = solved(client, auth, SPEC)
    hide(puzzle_id)
    for path in ("solution", "solutions"):
        response = client.get(f"/v1/puzzles/{puzzle_id}/{path}")
        assert_problem(response, 403, "answer-hidden")


def test_each_listed_solution_is_replayed_against_hidden_puzzles(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    puzzle_id = solved(client, auth, SPEC)
    every = [i["solution"] for i in listing(client, puzzle_id, "?limit=100")["items"]]
    stored = client.get(f"/v1/puzzles/{puzzle_id}/solution").json["solution"]
    replayed: list[list[list[str]]] = []
    real = hidden_answers.withheld

    def giving_the_last_away(key: str, answer: list[list[str]], *rest: Any) -> bool:
        replayed.append([list(m) for m in answer])
        return answer == every[-1] or real(key, answer, *rest)

    monkeypatch.setattr(hidden_answers, "withheld", giving_the_last_away)
    response = client.get(f"/v1/puzzles/{puzzle_id}/solutions?limit=100")
    assert_problem(response, 403, "answer-hidden")
    # the stored solution (so a withheld optimum is not told), then every listed
    # one, in order, up to the one withheld
    assert replayed == [stored, *every]
    replayed.clear()
    assert listing(client, puzzle_id, "?limit=1")["items"][0]["solution"] == every[0]
    assert replayed == [stored, every[0]]  # only what is listed is replayed


@pytest.fixture
def no_inline_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Leave a request no time to list: every listing is a worker's."""
    monkeypatch.setattr(solution_lists, "INLINE_SECONDS", 0.0)


@pytest.mark.usefixtures("no_inline_budget")
def test_a_long_listing_is_a_worker_job(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    puzzle_id = solved(client, auth, SPEC)
    first = listing(client, puzzle_id)
    assert first["status"] == "queued" and first["items"] == []
    assert first["optimal_moves"] is not None and first["total"] is None
    assert listing(client, puzzle_id)["status"] == "queued"
    queue = get_queue(BULK, redis)
    assert queue.job_ids.count(solution_lists.job_id(puzzle_id)) == 1  # one job
    run_bulk(redis)
    done = listing(client, puzzle_id, "?limit=100")
    assert done["status"] == "done" and done["exact"] and done["complete"]
    for item in done["items"]:
        assert_solves(client, puzzle_id, item["solution"], done["optimal_moves"])


@pytest.fixture
def app_config() -> dict[str, Any]:
    """One pending listing job per address."""
    return {"PENDING_PER_ADDRESS": 1}


@pytest.mark.usefixtures("no_inline_budget")
def test_an_address_has_a_cap_of_pending_listings(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    first = solved(client, auth, SPEC)
    second = solved(client, auth, small_spec([1, 0]))
    run_bulk(redis)  # nothing else queued
    assert listing(client, first)["status"] == "queued"
    refused = client.get(f"/v1/puzzles/{second}/solutions")
    assert_problem(refused, 429, "too-many-pending")
    assert solution_lists.job_id(second) not in get_queue(BULK, redis).job_ids
    run_bulk(redis)
    assert listing(client, second)["status"] == "queued"  # the first one is done
