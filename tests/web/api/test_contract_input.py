"""Every string, integer and date of the contract refuses bad values with a 4xx.

The fields are found by walking openapi.yaml (parameters and JSON request bodies,
through $ref, oneOf, items and additionalProperties), so a new field is covered
without being listed here. Each operation starts from a valid request (BASES); each
field in turn gets NUL, unpaired surrogates, integers beyond 32 and 64 bits, a
number of 5,000 digits, floats, booleans and dates at the ends of the calendar.
Every answer must be a 4xx problem, and nothing may be stored.
"""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.inputs.policy import RequestSchema
from tests.web.api.helpers import (
    BASES,
    ITEM_LISTS,
    METHODS,
    OPERATIONS,
    Operation,
    World,
    requests,
    stored,
)

# --- valid requests to start from ------------------------------------------------


def test_every_request_schema_follows_the_policy(app: Flask) -> None:
    """What `@blp.arguments` reads is a RequestSchema: the policy applies to it."""
    checked = 0
    for name, view in app.view_functions.items():
        view_class = getattr(view, "view_class", None)
        methods = [getattr(view_class, m, None) for m in METHODS] if view_class else []
        for method in [m for m in methods if m] or [view]:
            apidoc = getattr(method, "_apidoc", {})
            for argument in apidoc.get("arguments", {}).get("parameters", []):
                schema = argument["schema"]
                schema_class = schema if isinstance(schema, type) else type(schema)
                assert issubclass(schema_class, RequestSchema), name
                checked += 1
    assert checked >= 20


def test_every_operation_with_a_body_has_a_base() -> None:
    with_body = {op.id for op in OPERATIONS if op.body}
    assert with_body <= set(BASES), "add a valid base request to BASES"
    assert sum(len(op.body) for op in OPERATIONS) > 60  # the walk finds the fields


@pytest.mark.parametrize(
    "operation",
    [op for op in OPERATIONS if op.params or op.body],
    ids=lambda op: op.id,
)
def test_bad_values_are_4xx_and_store_nothing(
    operation: Operation,
    client: FlaskClient,
    world: World,
    db: so.Session,
    redis: redis_lib.Redis,
) -> None:
    base = BASES.get(operation.id, {})
    headers = world.headers.get(base.get("auth", "key"), {})
    before = stored(db, redis)
    failures = []
    for what, target, body in requests(operation, world):
        response = client.open(
            target,
            method=operation.method.upper(),
            data=body,
            content_type="application/json" if body is not None else None,
            headers=headers,
        )
        problem = _problem_of(operation, response)
        if problem is None:
            failures.append(f"{what}: {response.status_code} {response.data[:200]!r}")
    assert not failures, "\n".join(failures)
    assert stored(db, redis) == before


def _problem_of(operation: Operation, response: Any) -> dict[str, Any] | None:
    """Return the 4xx problem answering a bad value (an item's, for batches)."""
    if operation.id in ITEM_LISTS and response.status_code == 200:
        error = response.json["results"][0].get("error") or {}
        return error if 400 <= error.get("status", 0) < 500 else None
    if not 400 <= response.status_code < 500:
        return None
    if response.mimetype != "application/problem+json":
        return None
    body: dict[str, Any] = response.json
    return body
