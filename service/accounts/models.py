"""The accounts' table: registered API clients (only a key's hash is stored)."""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, created_at_column


class Client(Base):
    """A registered API client; only the SHA-256 of its key is stored."""

    __tablename__ = "clients"

    id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    name: so.Mapped[str] = so.mapped_column(sa.String(100))
    contact: so.Mapped[str | None] = so.mapped_column(sa.String(200))
    key_prefix: so.Mapped[str] = so.mapped_column(sa.String(16), unique=True)
    key_hash: so.Mapped[str] = so.mapped_column(sa.String(64))
    created_at: so.Mapped[datetime] = created_at_column()
    revoked_at: so.Mapped[datetime | None]

    @property
    def active(self) -> bool:
        """Tell whether the client's key still works."""
        return self.revoked_at is None
