"""The declarative base every model module builds on, and shared column types."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so
from sqlalchemy.dialects import postgresql

from service.infra import clock

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
"""Constraint names are deterministic, so migrations can name what they alter."""


class UTCDateTime(sa.TypeDecorator[datetime]):
    """Store aware datetimes as UTC; always read them back aware (SQLite too)."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> Any:
        """Refuse naive datetimes; store UTC (naive on SQLite, which drops zones)."""
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime; use service.infra.clock.now()")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Any) -> Any:
        """Return an aware UTC datetime."""
        if value is None:
            return None
        return (
            value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
        )


JSONType = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
"""JSON column: JSONB on PostgreSQL, JSON text elsewhere."""


class Base(so.DeclarativeBase):
    """Base of all models: naming convention and the shared type map."""

    metadata = sa.MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {
        datetime: UTCDateTime(),
        dict[str, Any]: JSONType,
    }


def created_at_column(index: bool = False) -> so.MappedColumn[datetime]:
    """Return a `created_at` column defaulting to `service.infra.clock.now()`."""
    return so.mapped_column(UTCDateTime(), default=clock.now, index=index)
