"""Use-cases raise domain errors; the HTTP edge (service/web/) alone answers them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.domain_errors import (
    Conflict,
    DomainError,
    Forbidden,
    Invalid,
    Malformed,
    NotFound,
    Unauthorized,
    Unavailable,
)
from service.matches.store import get_game
from service.puzzles import checkjobs
from service.web.errors import ApiProblem, domain_problem
from tests.helpers.api import assert_problem

CHECKOUT = Path(__file__).resolve().parents[2]
HTTP_EDGE = "service/web/"
"""The one package that speaks HTTP (the use-cases and workers raise domain errors;
the auth helpers too, 401 being `Unauthorized`)."""
HTTP_NAMES = {"problem", "game_problem", "ApiProblem", "problem_response"}


def http_problem_uses(path: Path) -> list[int]:
    """Return the lines where a module raises or builds an HTTP problem."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module == "service.web.errors":
            if HTTP_NAMES & {alias.name for alias in node.names}:
                lines.append(node.lineno)
    return lines


def test_use_cases_raise_no_http_problems() -> None:
    found = []
    for root in ("service", "workers"):
        for path in sorted((CHECKOUT / root).rglob("*.py")):
            name = str(path.relative_to(CHECKOUT))
            if name.startswith(HTTP_EDGE):
                continue
            found += [f"{name}:{n}" for n in http_problem_uses(path)]
    assert found == []


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (Malformed("x"), 400),
        (Unauthorized("x"), 401),
        (Forbidden("x"), 403),
        (NotFound("x"), 404),
        (Conflict("x"), 409),
        (Invalid("x"), 422),
        (Unavailable("x"), 503),
        (DomainError("x"), 400),
    ],
)
def test_each_domain_error_has_one_status(
    app: Flask, error: DomainError, status: int
) -> None:
    with app.test_request_context():
        answer = domain_problem(error)
    assert isinstance(answer, ApiProblem) and answer.status == status
    assert answer.kind == error.kind and answer.detail == "x"


def test_kind_errors_and_retry_after_carry_over(app: Flask) -> None:
    error = Unavailable("down", kind="queue-down", errors={"a": ["b"]}, retry_after=30)
    with app.test_request_context():
        answer = domain_problem(error)
    assert (answer.status, answer.kind, answer.errors) == (
        503,
        "queue-down",
        error.errors,
    )
    assert answer.headers == {"Retry-After": "30"}


def test_unauthorized_asks_for_a_bearer_credential(app: Flask) -> None:
    with app.test_request_context():
        answer = domain_problem(Unauthorized("unknown API key"))
    assert (answer.status, answer.kind) == (401, "unauthorized")
    assert answer.headers == {"WWW-Authenticate": "Bearer"}


@pytest.mark.redis
def test_workers_see_domain_errors_and_clients_the_same_problem(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    with app.app_context():
        with pytest.raises(NotFound, match="no game with id 'gnothing'"):
            get_game("gnothing")
        with pytest.raises(NotFound) as raised:
            checkjobs.get_check_job("cjnothing", "someone")
    assert not isinstance(raised.value, ApiProblem)
    response = client.get("/v1/check-jobs/cjnothing", headers=auth)
    body = assert_problem(response, 404, "not-found")
    assert body["detail"] == raised.value.detail
