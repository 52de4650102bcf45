"""How `next` finds its candidates: walking the rating index from the target."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask

from service.infra.extensions import db
from service.library import store
from service.trainer import picking

pytestmark = pytest.mark.redis

FILTERS = [(None, None), ("helper", None), (None, "classic"), ("long", "classic")]


def plan_of(query: sa.Select[Any]) -> list[str]:
    """Return the database's plan of a query, one step a line."""
    compiled = query.compile(db.engine)
    connection = db.session.connection()
    if db.engine.dialect.name == "postgresql":
        rows = connection.exec_driver_sql(f"EXPLAIN {compiled}", compiled.params)
        return [row[0] for row in rows]
    names = compiled.positiontup or []
    values = tuple(compiled.params[name] for name in names)
    rows = connection.exec_driver_sql(f"EXPLAIN QUERY PLAN {compiled}", values)
    return [row[3] for row in rows]


@pytest.mark.parametrize(("theme", "family"), FILTERS)
def test_the_candidates_walk_the_rating_index_whatever_the_filter(
    app: Flask, library: list[store.Entry], theme: str | None, family: str | None
) -> None:
    """A theme, a family and the player's attempts are probed per rating row, never
    gathered whole (SQLite sorted a family of 37,000 puzzles; PostgreSQL's
    anti-join read all of a player's attempts for each row walked)."""
    with app.app_context():
        query = picking.nearest(picking.candidates("c", "ann", theme, family), 1500.0)
        plan, dialect = plan_of(query), db.engine.dialect.name
    assert any("ix_trainer_attempts_first" in step for step in plan), plan
    if dialect == "postgresql":
        assert not any("Anti Join" in step or "Hash" in step for step in plan), plan
        return
    driving = [step for step in plan if "puzzle_ratings" in step]
    assert driving and all("ix_puzzle_ratings_rating" in step for step in driving), plan
    assert not any("TEMP B-TREE" in step or "LIST SUBQUERY" in step for step in plan)
