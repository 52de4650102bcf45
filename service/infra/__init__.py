"""Infrastructure and operations that every feature shares.

Database engine, sessions and models, Alembic migrations, Redis, RQ queues and the
job store, locks, caches, the clock, the publishing side of live game events
(`streams`), worker state, the library overrides (Flask-Limiter, RQ); config and its
generated docs, logs, metrics, health, version; the domain errors use-cases raise,
the input policy and the problem vocabulary; `appbase`, the app without HTTP.

May import: `service.game` and libraries. Never a feature package (`accounts`,
`puzzles`, `solving`, `matches`, `daily`, ...), `web`, `tools` or `workers`.
"""
