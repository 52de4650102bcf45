"""How `next` finds its candidates: walking the rating index from the target."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from flask import Flask

from service.infra.extensions import db
from service.library import store
from service.trainer import picking

pytestmark = pytest.mark.redis

FILTERS = [(None, None), ("helper", None), (None, "classic"), ("long", "classic")]


@pytest.mark.parametrize(("theme", "family"), FILTERS)
def test_the_candidates_walk_the_rating_index_whatever_the_filter(
    app: Flask, library: list[store.Entry], theme: str | None, family: str | None
) -> None:
    """A theme or family is probed per rating row, never gathered whole and sorted
    (which cost hundreds of milliseconds for a family of 37,000 puzzles)."""
    with app.app_context():
        if db.engine.dialect.name != "sqlite":
            pytest.skip("SQLite's plan; PostgreSQL's is in docs/trainer.md")
        query = picking.nearest(picking.candidates("c", "ann", theme, family), 1500.0)
        sql = str(query.compile(db.engine, compile_kwargs={"literal_binds": True}))
        plan = [
            row[3] for row in db.session.execute(sa.text(f"EXPLAIN QUERY PLAN {sql}"))
        ]
    driving = [step for step in plan if "puzzle_ratings" in step]
    assert driving and all("ix_puzzle_ratings_rating" in step for step in driving), plan
    assert not any("TEMP B-TREE" in step or "LIST SUBQUERY" in step for step in plan)
    assert any("ix_trainer_attempts_first" in step for step in plan), plan
