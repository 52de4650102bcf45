"""Alembic environment: the URL comes from `service.infra.migrate.alembic_config`.

Alembic runs this file as a script (it is no module of the package), so it may
import what `service.infra` may not: every feature's models, the one list of
them, so that `target_metadata` holds every table. A new feature's models module
joins this list, and `service.infra.migrate.schema_differences` (the schema test)
then compares its tables too.
"""

from __future__ import annotations

from alembic import context

import service.accounts.models
import service.analyses.models
import service.daily.models
import service.library.models
import service.matches.models
import service.puzzles.models
import service.solving.models
import service.trainer.models
from service.infra.extensions import make_engine
from service.infra.modelbase import Base

FEATURE_MODELS = (
    service.accounts.models,
    service.analyses.models,
    service.daily.models,
    service.library.models,
    service.matches.models,
    service.puzzles.models,
    service.solving.models,
    service.trainer.models,
)
"""Imported for their tables: each registers its models on `Base.metadata`."""

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
