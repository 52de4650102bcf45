"""Migrations: empty -> every head on SQLite and PostgreSQL, matching the models."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from service.infra.extensions import make_engine
from service.infra.migrate import (
    current_revisions,
    downgrade,
    head_revisions,
    schema_differences,
    upgrade,
)

CORE_TABLES = {"clients", "boards", "puzzles"}


def tables(url: str) -> set[str]:
    engine = make_engine(url)
    try:
        return set(sa.inspect(engine).get_table_names())
    finally:
        engine.dispose()


def test_empty_to_head_and_back(empty_database: str) -> None:
    url = empty_database
    assert current_revisions(url) == set() and tables(url) == set()
    upgrade(url)
    assert current_revisions(url) == head_revisions()
    assert CORE_TABLES <= tables(url)
    assert schema_differences(url) == []  # migrations build exactly the models
    upgrade(url)  # idempotent
    downgrade(url, "base")
    assert current_revisions(url) == set()
    assert tables(url) <= {"alembic_version"}
    upgrade(url)
    assert current_revisions(url) == head_revisions()


def test_core_revision_is_the_only_root() -> None:
    from alembic.script import ScriptDirectory

    from service.infra.migrate import alembic_config

    scripts = ScriptDirectory.from_config(alembic_config("sqlite://"))
    assert scripts.get_bases() == ["0001_core"]


def test_flask_db_upgrade_command(tmp_path: Path) -> None:
    from service.web.app import create_app

    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    runner = create_app({"DATABASE_URL": url}).test_cli_runner()
    result = runner.invoke(args=["db", "upgrade"])
    assert result.exit_code == 0, result.output
    current = runner.invoke(args=["db", "current"]).output.strip()
    assert current == ", ".join(sorted(head_revisions()))
    assert current_revisions(url) == head_revisions()


def test_schema_differences_sees_a_missing_index(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'drift.sqlite3'}"
    upgrade(url)
    engine = make_engine(url)
    try:
        with engine.begin() as connection:
            connection.execute(sa.text("DROP INDEX ix_library_puzzles_band"))
    finally:
        engine.dispose()
    found = schema_differences(url)
    assert [(kind, index.name) for kind, index in found] == [
        ("add_index", "ix_library_puzzles_band")
    ]
