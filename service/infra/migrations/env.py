"""Alembic environment: the URL comes from `service.infra.migrate.alembic_config`."""

from __future__ import annotations

from alembic import context

from service.infra.extensions import make_engine
from service.infra.models import Base

config = context.config
target_metadata = Base.metadata


def run_offline() -> None:
    """Emit SQL without a database connection (`alembic upgrade --sql`)."""
    context.configure(
        url=config.attributes["url"],
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    """Run the migrations, one transaction per revision, on a live database."""
    engine = make_engine(config.attributes["url"])
    try:
        with engine.connect() as connection:
            # batch mode lets SQLite ALTER tables by copying them
            context.configure(
                connection=connection,
                target_metadata=target_metadata,
                render_as_batch=True,
                compare_type=True,
                transaction_per_migration=True,
            )
            with context.begin_transaction():
                context.run_migrations()
            connection.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
