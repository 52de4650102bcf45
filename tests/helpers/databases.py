"""The test databases: PostgreSQL when TEST_DATABASE_URL is set, private schemas."""

from __future__ import annotations

import os

import pytest
import sqlalchemy as sa

from service.infra.extensions import make_engine, normalize_database_url

POSTGRES_URL = os.environ.get("TEST_DATABASE_URL")
BACKENDS = [
    "sqlite",
    *([pytest.param("postgresql", marks=pytest.mark.postgres)] if POSTGRES_URL else []),
]


def schema_url(base_url: str, schema: str) -> str:
    """Return a PostgreSQL URL whose connections use `schema` as search path."""
    url = sa.make_url(normalize_database_url(base_url))
    url = url.update_query_dict({"options": f"-csearch_path={schema}"})
    return url.render_as_string(hide_password=False)


def empty_tables(url: str) -> None:
    """Delete every row (except the migration version) of a migrated database."""
    engine = make_engine(url)
    with engine.begin() as connection:
        tables = set(sa.inspect(connection).get_table_names()) - {"alembic_version"}
        if tables:
            names = ", ".join(f'"{t}"' for t in sorted(tables))
            connection.execute(sa.text(f"TRUNCATE {names} RESTART IDENTITY CASCADE"))
    engine.dispose()
