"""Problem `type` URIs point at pages this API serves (`/problems/<kind>`), one for
every kind the service can answer with, made from one registry."""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from markupsafe import escape
from werkzeug.exceptions import default_exceptions

from service.infra.domain_errors import DomainError
from service.infra.problems import KIND_BY_STATUS
from service.web import gunicorn_errors
from service.web.errors import from_http_exception
from service.web.problemtypes import PROBLEM_TYPES
from tests.helpers.api import assert_problem

CHECKOUT = Path(__file__).resolve().parents[3]
BASE = "/problems/"


def literal_kinds() -> Iterator[tuple[str, str]]:
    """Yield (where, kind) for every kind written in the code: `kind="..."`
    given to a domain error, `default_kind = "..."`, and `problem(<status>,
    "<kind>", ...)`."""
    errors = domain_errors()
    for path in [*CHECKOUT.glob("service/**/*.py"), *CHECKOUT.glob("workers/*.py")]:
        tree = ast.parse(path.read_text(), str(path))
        where = str(path.relative_to(CHECKOUT))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and called(node) in errors:
                for arg in node.keywords:
                    if arg.arg == "kind" and isinstance(arg.value, ast.Constant):
                        yield f"{where}:{node.lineno}", arg.value.value
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if "default_kind" in names:
                    yield f"{where}:{node.lineno}", node.value.value
            elif isinstance(node, ast.Call) and called(node) == "problem":
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                    yield f"{where}:{node.lineno}", node.args[1].value


def domain_errors() -> set[str]:
    """Return the names of DomainError and its subclasses."""
    names, classes = set(), [DomainError]
    while classes:
        cls = classes.pop()
        names.add(cls.__name__)
        classes.extend(cls.__subclasses__())
    return names


def called(node: ast.Call) -> str:
    """Return the name a call calls (`problem` for `problem(...)`, `x.problem(...)`)."""
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def test_the_code_s_kinds_are_all_registered() -> None:
    found = list(literal_kinds())
    assert len(found) > 30  # the walk sees the code
    assert [
        f"{where}: {kind}" for where, kind in found if kind not in PROBLEM_TYPES
    ] == []


def test_every_http_error_and_domain_error_has_a_registered_kind(app: Flask) -> None:
    with app.test_request_context():
        for status, cls in default_exceptions.items():
            kind = from_http_exception(cls()).kind
            assert kind in PROBLEM_TYPES, (status, kind)
    assert set(KIND_BY_STATUS.values()) <= set(PROBLEM_TYPES)
    classes = [DomainError]
    while classes:
        cls = classes.pop()
        assert cls.default_kind in PROBLEM_TYPES, cls
        classes.extend(cls.__subclasses__())


@pytest.mark.parametrize(
    ("status", "reason"),
    [
        (400, "Bad Request"),
        (403, "Forbidden"),
        (414, "Request-URI Too Long"),
        (417, "Expectation Failed"),
        (431, "Request Header Fields Too Large"),
        (500, "Internal Server Error"),
        (501, "Not Implemented"),
    ],
)
def test_gunicorn_s_own_errors_have_registered_kinds(status: int, reason: str) -> None:
    raw = gunicorn_errors.problem_bytes(BASE, status, reason, "x")
    problem = json.loads(raw.split(b"\r\n\r\n", 1)[1])
    assert problem["type"].startswith(BASE)
    assert problem["type"].removeprefix(BASE) in PROBLEM_TYPES


@pytest.mark.parametrize("kind", sorted(PROBLEM_TYPES))
def test_every_type_has_its_page(client: FlaskClient, kind: str) -> None:
    response = client.get(BASE + kind)
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    problem = PROBLEM_TYPES[kind]
    for text in (problem.title, problem.means, problem.fix, str(problem.status)):
        assert escape(text) in page, text
    assert "Content-Security-Policy" in response.headers
    assert "max-age" in response.headers["Cache-Control"]


def test_the_index_links_every_type(client: FlaskClient) -> None:
    response = client.get("/problems")
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert all(f'href="{BASE}{kind}"' in page for kind in PROBLEM_TYPES)


def test_an_unknown_type_is_a_404(client: FlaskClient) -> None:
    assert_problem(client.get(BASE + "no-such-kind"), 404, "not-found")
    page = client.get(BASE + "no-such-kind", headers={"Accept": "text/html"})
    assert page.status_code == 404 and page.mimetype == "text/html"


@pytest.mark.parametrize(
    ("method", "url", "status"),
    [
        ("GET", "/v1/puzzles/pnothere", 404),
        ("POST", "/v1/checks", 422),
        ("DELETE", "/v1/health", 405),
        ("GET", "/v1/layouts?limt=1", 422),
    ],
)
def test_a_problem_s_type_opens_its_page(
    client: FlaskClient, method: str, url: str, status: int
) -> None:
    response = client.open(url, method=method, json={} if method == "POST" else None)
    assert response.status_code == status
    problem = response.json
    assert problem["type"].startswith(BASE)  # relative: the same on every host
    page = client.get(problem["type"])
    assert page.status_code == 200 and problem["title"] in page.get_data(as_text=True)
