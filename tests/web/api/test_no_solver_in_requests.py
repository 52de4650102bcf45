"""No request runs the solver: searches belong to workers.

Every operation of openapi.yaml is sent its valid base request (the contract test's
BASES) while the solver's entry point raises in this process; a request that
reached it would answer 500 and be counted.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.solver import entry
from tests.web.api.helpers import BASES, OPERATIONS, World, url

pytestmark = pytest.mark.redis


class SolverReached(Exception):
    """Raised by the patched solver entry point."""


@pytest.fixture
def app_config() -> dict[str, Any]:
    """No worker here: a missing day answers 503 at once instead of waiting."""
    return {"DAILY_REQUEST_WAIT": 0}


@pytest.fixture
def solver_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make every search in this process raise; return what reached it."""
    calls: list[str] = []

    def refuse(*args: Any, **kwargs: Any) -> Any:
        calls.append("solve")
        raise SolverReached("a request reached the solver")

    monkeypatch.setattr(entry, "solve_setup", refuse)
    monkeypatch.setattr(entry, "first_moves", refuse)
    return calls


def test_solver_entry_point_is_patched(solver_calls: list[str]) -> None:
    """The patch holds where every search goes through (else this test is void)."""
    from service.game.puzzle import parse_puzzle
    from service.game.solver import solve
    from tests.helpers.puzzles import small_spec

    with pytest.raises(SolverReached):
        solve(parse_puzzle(small_spec([2, 0])))
    assert solver_calls == ["solve"]


def test_no_operation_reaches_the_solver(
    app: Flask, solver_calls: list[str], client: FlaskClient, world: World
) -> None:
    assert len(OPERATIONS) >= 40
    answered = []
    for operation in OPERATIONS:
        base = BASES.get(operation.id, {})
        headers = world.headers.get(base.get("auth", "key"), {})
        body = world.fill(base.get("body")) if operation.body else None
        response = client.open(
            url(operation, world, {}),
            method=operation.method.upper(),
            json=body,
            headers=headers,
        )
        answered.append((operation.id, response.status_code))
        assert response.status_code != 500, (operation.id, response.data[:300])
    assert solver_calls == [], answered
    assert {status for _, status in answered} & {200, 201, 202}
