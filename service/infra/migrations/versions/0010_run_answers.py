"""Trainer runs keep the last answer counted, so a repeat of it is idempotent.

Revision ID: 0010_run_answers
Revises: 0009_analyses
Create Date: 2026-12-02 01:40:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0010_run_answers"
down_revision: str | Sequence[str] | None = "0009_analyses"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Add trainer_runs.last_answer (null until a run's first answer)."""
    with op.batch_alter_table("trainer_runs") as batch:
        batch.add_column(sa.Column("last_answer", JSON, nullable=True))


def downgrade() -> None:
    """Drop trainer_runs.last_answer."""
    with op.batch_alter_table("trainer_runs") as batch:
        batch.drop_column("last_answer")
