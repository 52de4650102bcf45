"""Statuses are StrEnums defined once per family: they serialise and store as
their plain values, and no module compares or sets a status as a bare string."""

from __future__ import annotations

import ast
import json
from enum import StrEnum
from pathlib import Path

import orjson
import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.daily.models import DayStatus
from service.game.solver import SolverStatus
from service.matches.models import GameStatus, RoundOutcome, RoundStatus
from service.puzzles.checkjobs import CheckJobState
from service.solving.models import Solve, SolveState
from service.web.schemas.solves import SolveStatusSchema
from tests.helpers.api import puzzle_spec

CHECKOUT = Path(__file__).resolve().parents[1]
FAMILIES: list[type[StrEnum]] = [
    SolverStatus,
    SolveState,
    CheckJobState,
    GameStatus,
    RoundStatus,
    RoundOutcome,
    DayStatus,
]
STATUS_NAMES = {"status", "result_status", "outcome"}


@pytest.mark.parametrize("family", FAMILIES)
def test_members_serialise_as_their_values(family: type[StrEnum]) -> None:
    for member in family:
        assert json.dumps({"s": member}) == json.dumps({"s": member.value})
        assert orjson.dumps({"s": member}) == orjson.dumps({"s": member.value})
        assert f"{member}" == str(member) == member.value


def test_schemas_dump_members_as_values() -> None:
    dumped = SolveStatusSchema().dump({"puzzle_id": "p", "status": SolveState.DONE})
    assert json.dumps(dumped) == '{"puzzle_id": "p", "status": "done"}'


def test_columns_store_and_match_members(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    puzzle = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json
    db.execute(sa.update(Solve).values(status=SolveState.QUEUED))  # requested
    db.commit()
    raw = db.execute(sa.text("SELECT status FROM solves")).scalar_one()
    assert type(raw) is str and raw == "queued"
    live = (SolveState.QUEUED, SolveState.RUNNING)
    query = sa.select(Solve.puzzle_id).where(Solve.status.in_(live))
    assert db.scalars(query).all() == [puzzle["id"]]
    done = sa.select(Solve).where(Solve.status == SolveState.DONE)
    assert db.scalars(done).all() == []


def bare_status_strings(tree: ast.AST) -> list[int]:
    """Return the lines that compare, assign or pass a status as a string literal."""

    def named(node: ast.AST) -> bool:
        return (isinstance(node, ast.Attribute) and node.attr in STATUS_NAMES) or (
            isinstance(node, ast.Name) and node.id in STATUS_NAMES
        )

    def literal(node: ast.AST) -> bool:
        if isinstance(node, ast.Tuple):
            return any(literal(e) for e in node.elts)
        return isinstance(node, ast.Constant) and isinstance(node.value, str)

    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(named(s) for s in sides) and any(literal(s) for s in sides):
                lines.append(node.lineno)
        elif isinstance(node, ast.Assign) and literal(node.value):
            if any(named(t) for t in node.targets):
                lines.append(node.lineno)
        elif isinstance(node, ast.keyword) and node.arg in STATUS_NAMES:
            if literal(node.value):
                lines.append(node.value.lineno)
    return lines


def test_no_status_is_a_bare_string() -> None:
    found = []
    for root in ("service", "workers"):
        for path in sorted((CHECKOUT / root).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            lines = bare_status_strings(ast.parse(path.read_text()))
            found += [f"{path.relative_to(CHECKOUT)}:{n}" for n in lines]
    assert found == []
