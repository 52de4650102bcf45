"""Several machines: two API processes (gunicorn) and two workers (separate
processes) on one PostgreSQL and one Redis, both real. Game, check and solve
traffic goes to both API processes; nothing is lost, duplicated or answered
differently by the two."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from service.infra.extensions import make_engine
from tests.deploy.helpers import both
from tests.helpers.processes import Api, Workers
from tests.helpers.puzzles import small_spec
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]


def test_two_api_processes_and_two_workers_agree(
    machines: tuple[list[Api], Workers, str],
) -> None:
    apis, workers, database = machines
    a, b = apis
    status, client = a.call("POST", "/v1/clients", {"name": "two"})
    assert status == 201
    key = client["api_key"]
    specs = [
        small_spec([x, y], rule=r)
        for x in range(4)
        for y in (0, 1)
        for r in (False, True)
    ]
    ids = []
    for n, spec in enumerate(specs):  # the same puzzle created on both: one row
        first = (a, b)[n % 2].call("POST", "/v1/puzzles", spec, key)
        again = (b, a)[n % 2].call("POST", "/v1/puzzles", spec, key)
        assert first[0] in (200, 201) and again[0] in (200, 201)
        assert first[1]["id"] == again[1]["id"]
        ids.append(first[1]["id"])
    for n, puzzle_id in enumerate(ids):  # solve requests on alternate processes
        status, _ = apis[n % 2].call(
            "POST", f"/v1/puzzles/{puzzle_id}/solution", None, key
        )
        assert status in (200, 202)

    def all_done() -> bool:
        return all(
            a.call("GET", f"/v1/puzzles/{p}/solution")[1]["status"] == "done"
            for p in ids
        )

    wait_until(all_done, 120, workers.logs)
    solutions = [both(apis, "GET", f"/v1/puzzles/{p}/solution", key) for p in ids]
    checks = [
        both(
            apis, "POST", "/v1/checks", key, {"puzzle_id": p, "solution": s["solution"]}
        )
        for p, s in zip(ids, solutions, strict=True)
        if s["solution"]
    ]
    assert checks and all(c["solved"] for c in checks)
    items = [{"puzzle_id": p, "solution": "rN rE"} for p in ids]
    status, check_job = a.call(
        "POST", "/v1/check-jobs", {"items": items, "grade": True}, key
    )
    assert status == 202
    status, solve_job = b.call(
        "POST", "/v1/solve-jobs", {"items": [{"puzzle_id": p} for p in ids]}, key
    )
    assert status == 202
    for job in (check_job, solve_job):
        url = job["links"]["self"]
        wait_until(
            lambda url=url: b.call("GET", url, None, key)[1]["status"] == "done",
            120,
            workers.logs,
        )
        lines = both(apis, "GET", job["links"]["results"], key)
        assert [line["index"] for line in lines] == list(range(len(ids)))
    solved = both(apis, "GET", solve_job["links"]["results"], key)
    assert [line["optimal_moves"] for line in solved] == [
        s["optimal_moves"] for s in solutions
    ]
    status, game = a.call(
        "POST", "/v1/games", {"players": ["ann", "bob"], "seed": 3}, key
    )
    assert status == 201
    token = game["players"][0]["token"]
    status, _ = b.call("POST", f"/v1/games/{game['id']}/rounds", None, token)
    assert status in (200, 201)

    def games_agree() -> bool:
        games = [api.call("GET", f"/v1/games/{game['id']}", None, key) for api in apis]
        for _, shown in games:  # each answer's own clock differs, nothing else may
            shown.pop("server_time")
            shown["current_round"].pop("server_time")
        # the round's optimum may land between the two reads: ask again until then
        return games[0] == games[1] and games[0][0] == 200

    wait_until(games_agree, 60, workers.logs)
    engine = make_engine(database)
    with engine.connect() as db:
        rows = db.execute(
            sa.text("SELECT puzzle_id, status, attempts FROM solves")
        ).all()
        puzzles = db.execute(sa.text("SELECT count(*) FROM puzzles")).scalar()
        rounds = db.execute(sa.text("SELECT count(*) FROM game_rounds")).scalar()
    engine.dispose()
    assert sorted(r.puzzle_id for r in rows if r.puzzle_id in ids) == sorted(
        ids
    )  # once each
    assert all(
        r.status == "done" and r.attempts == 1 for r in rows if r.puzzle_id in ids
    )
    assert puzzles >= len(ids) and rounds == 1
