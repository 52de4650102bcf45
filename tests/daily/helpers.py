"""Helpers of the daily tests: today's puzzles, their variants and attempts."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.daily.models import DailyPuzzle
from service.daily.store import published_puzzle
from service.game.check import check_solution
from service.game.notation import Move, parse_solution
from service.game.puzzle import parse_puzzle
from service.infra.config import Config
from service.infra.extensions import db
from service.infra.queues import INTERACTIVE
from service.solving.solves import get_solve, request_solve
from tests.helpers.daily import SMALL_CONFIG
from tests.helpers.variants import board_variants, solves
from workers import jobs

TODAY = date(2026, 1, 1)  # the `clock` fixture's day


def config_with(**changes: Any) -> dict[str, Any]:
    """Return the default Config merged with the small test settings and changes."""
    defaults = {k: getattr(Config, k) for k in dir(Config) if k.isupper()}
    return {**defaults, **SMALL_CONFIG, **changes}


def register(client: FlaskClient, name: str = "app") -> dict[str, str]:
    """Register an API client; return its auth headers."""
    response = client.post("/v1/clients", json={"name": name})
    assert response.status_code == 201
    return {"Authorization": f"Bearer {response.json['api_key']}"}


def todays_spec(client: FlaskClient, tier: str = "hard") -> tuple[str, dict[str, Any]]:
    """Return today's puzzle id of a tier and its spec with the board inline."""
    day = client.get("/v1/daily").json
    puzzle_id = next(p["puzzle_id"] for p in day["puzzles"] if p["tier"] == tier)
    stored = client.get(f"/v1/puzzles/{puzzle_id}").json
    spec = {k: stored[k] for k in ("robots", "target", "rules")}
    return puzzle_id, {"board": stored["board"], **spec}


def mirrored(spec: dict[str, Any]) -> dict[str, Any]:
    """Return the spec mirrored left to right (walls, diagonals, robots, goal)."""
    board = spec["board"]
    last = board["width"] - 1
    sides = {"E": "W", "W": "E", "N": "N", "S": "S"}
    flip = {"/": "\\", "\\": "/"}
    return {
        "board": {
            **board,
            "walls": [[last - x, y, sides[side]] for x, y, side in board["walls"]],
            "blocked": [[last - x, y] for x, y in board["blocked"]],
            "targets": [
                {**t, "cell": [last - t["cell"][0], t["cell"][1]]}
                for t in board["targets"]
            ],
            "diagonals": [
                {
                    **d,
                    "cell": [last - d["cell"][0], d["cell"][1]],
                    "orientation": flip[d["orientation"]],
                }
                for d in board["diagonals"]
            ],
        },
        "robots": {c: [last - x, y] for c, (x, y) in spec["robots"].items()},
        "target": {
            **spec["target"],
            "cell": [last - spec["target"]["cell"][0], spec["target"]["cell"][1]],
        },
        "rules": spec["rules"],
    }


def post(client: FlaskClient, auth: dict[str, str], spec: dict[str, Any]) -> str:
    """Store a puzzle; return its id."""
    response = client.post("/v1/puzzles", json=spec, headers=auth)
    assert response.status_code == 201, response.json
    puzzle_id: str = response.json["id"]
    return puzzle_id


def solved_answer(app: Flask, puzzle_id: str) -> list[Move]:
    """Solve a stored puzzle as a worker would; return the recorded answer."""
    jobs.set_app(app)
    try:
        jobs.solve_puzzle(puzzle_id)
    finally:
        jobs.set_app(None)
    with app.app_context():
        status = get_solve(puzzle_id)
    assert status.solution, status
    return parse_solution(status.solution)


@contextmanager
def counted_selects() -> Iterator[list[str]]:
    """Collect the SELECT statements run meanwhile."""
    seen: list[str] = []

    def note(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip().upper().startswith(("SELECT", "WITH")):
            seen.append(statement)

    sa.event.listen(db.engine, "before_cursor_execute", note)
    try:
        yield seen
    finally:
        sa.event.remove(db.engine, "before_cursor_execute", note)


URL = "/v1/daily/2026-01-01/{tier}/attempts"


def post_attempt(
    client: FlaskClient,
    auth: dict[str, str],
    player: str,
    solution: Any,
    tier: str = "easy",
) -> Any:
    """Submit an attempt at today's puzzle."""
    return client.post(
        URL.format(tier=tier),
        json={"player": player, "solution": solution},
        headers=auth,
    )


def longer_solution(client: FlaskClient, row: DailyPuzzle) -> list[Move]:
    """Return a solution one move longer than the optimum (an extra opening move)."""
    spec = client.get(f"/v1/daily/{row.day.isoformat()}/{row.tier}").json["puzzle"]
    puzzle = parse_puzzle(spec)
    optimal = [(r, d) for r, d in row.solution]
    for robot, _ in puzzle.robots:
        for direction in "NESW":
            moves = [(robot, direction), *optimal]
            verdict = check_solution(puzzle, moves)
            if verdict.solved and verdict.moves == row.optimal_moves + 1:
                return moves
    pytest.skip("no one-move detour solves this puzzle")  # pragma: no cover


KEY_OF = {"N": "\ue013", "E": "\ue014", "S": "\ue015", "W": "\ue012"}  # arrow keys


def open_page(driver: Any, url: str) -> Any:
    """Open the page and wait for the boards to be mounted."""
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(f"{url}/daily")
    wait = WebDriverWait(driver, 20)
    wait.until(
        lambda d: d.execute_script("return document.documentElement.dataset.boards")
    )
    return wait


def board_state(driver: Any, tier: str) -> dict[str, Any]:
    """Return what a tier's board shows: moves, robots, badge, state."""
    return driver.execute_script(
        """const s = document.getElementById(arguments[0]); const b = s.board;
        return {moves: b.moves, robots: b.robots, state: b.root.dataset.state,
                badge: b.badge.hidden ? null : b.badge.textContent,
                field: (s.querySelector("input[name=solution]") || {}).value,
                list: [...s.querySelectorAll(".rb-moves li")]
                  .map(li => li.dataset.move),
                counter: s.querySelector(".rb-counter").textContent,
                verdict: (s.querySelector(".verdict") || {}).textContent};""",
        f"tier-{tier}",
    )


def page_puzzle(driver: Any) -> dict[str, Any]:
    """Return the easy puzzle the page embeds for its board."""
    text = driver.execute_script(
        "return document.querySelector('#tier-easy script.board-puzzle').textContent"
    )
    return json.loads(text)


def expected_end(driver: Any, row: DailyPuzzle) -> dict[str, list[int]]:
    """Replay the stored solution with the core and return where the robots end."""
    from service.game.check import check_solution
    from service.game.puzzle import parse_puzzle

    puzzle = parse_puzzle(page_puzzle(driver))
    verdict = check_solution(puzzle, [tuple(m) for m in row.solution])
    assert verdict.solved
    return {c: list(p) for c, p in verdict.robots.items()}


def robot_number(driver: Any, robot: str) -> str:
    """Return the number key of a robot (its place among the robots in play)."""
    robots = page_puzzle(driver)["robots"]
    order = [c for c in ("red", "green", "blue", "yellow", "black") if c in robots]
    return str(order.index(robot) + 1)


def emulate(driver: Any, width: int, height: int, mobile: bool) -> None:
    """Give the page an exact viewport (and touch on a phone)."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
    )
    driver.execute_cdp_cmd(
        "Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5}
    )
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})


def posted_variants(
    app: Flask, client: FlaskClient, tier: str
) -> list[tuple[str, str, dict[str, Any], list[Any]]]:
    """Post today's board variants of a tier and solve them; return (name, id,
    spec, answer) of each, checking that each answer solves today's puzzle."""
    auth = register(client, f"boards-{tier}")
    daily_id, spec = todays_spec(client, tier)
    with app.app_context():
        optimum = len(parse_solution(published_puzzle(TODAY, tier).solution))
    found = []
    for name, variant, back in board_variants(spec):
        puzzle_id = post(client, auth, variant)
        assert puzzle_id != daily_id, name
        with app.app_context():  # a board above 256 cells is solved when asked for
            request_solve(puzzle_id, queue=INTERACTIVE)
        answer = solved_answer(app, puzzle_id)
        assert solves(spec, back(answer)) and len(answer) == optimum, name
        found.append((name, puzzle_id, variant, answer))
    return found
