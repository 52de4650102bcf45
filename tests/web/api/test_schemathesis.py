"""schemathesis over every operation of the contract, in-process (WSGI).

Each operation gets a few generated requests, valid and invalid, with a valid API
key; every answer must be no server error and conform to the contract (status code,
content type, headers, body schema). Bounded so it takes seconds, not minutes:
RICOCHET_FUZZ_EXAMPLES raises the number of requests per operation for a deeper
local run.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, Phase, settings
from schemathesis.checks import not_a_server_error
from schemathesis.config import SchemathesisConfig
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from tests.helpers.daily import SMALL_CONFIG
from tests.helpers.databases import BACKENDS, empty_tables

EXAMPLES = int(os.environ.get("RICOCHET_FUZZ_EXAMPLES", "30"))
COVERAGE = os.environ.get("RICOCHET_FUZZ_COVERAGE", "") == "1"
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]


OPENAPI = Path(__file__).resolve().parents[3] / "openapi.yaml"
CONFIG = SchemathesisConfig.from_dict(
    {
        "seed": 14,
        "phases": {"coverage": {"enabled": COVERAGE}, "stateful": {"enabled": False}},
    }
)
schema = schemathesis.openapi.from_path(OPENAPI, config=CONFIG)
# A JSON Lines upload is documented as a string (one item per line): send it as is.
schemathesis.serializer.alias("application/x-ndjson", "text/plain")
"""The committed contract (test_openapi.py proves it is what the app serves)."""


@pytest.fixture(params=BACKENDS[-1:])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Fuzz one database: PostgreSQL when TEST_DATABASE_URL is set (its stricter
    text and integer types are where bad input used to fail), else SQLite."""
    if request.param == "sqlite":
        path = tmp_path / "test.sqlite3"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        return f"sqlite:///{path}"
    url: str = request.getfixturevalue("postgres_schema")
    empty_tables(url)
    return url


@pytest.fixture
def app_config() -> dict[str, Any]:
    """Generate daily puzzles with the small test settings."""
    return dict(SMALL_CONFIG)


@pytest.fixture(autouse=True)
def today_generated(app: Flask) -> None:
    """Generate today as a worker would (a request never generates a day)."""
    from service.daily.store import ensure_day, today

    with app.app_context():
        ensure_day(today())


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=list(HealthCheck),
)
def test_the_api_keeps_its_contract(
    case: Any, app: Flask, auth: dict[str, str]
) -> None:
    case.call_and_validate(app=app, headers=auth, checks=CHECKS)
