"""Infrastructure and operations that every feature shares.

Database engine and sessions, the model base and shared column types
(`modelbase`; each feature's tables live in its own `models`), Alembic migrations,
Redis, RQ queues and the job store, locks, caches, the clock, the Redis channels and
slots of live game streams (`streams`), worker state, the library overrides
(Flask-Limiter, RQ); config and its generated docs, logs, metrics, health, version;
the domain errors use-cases raise, the input policy and the problem vocabulary;
`appbase`, the app without HTTP.

May import: `service.game` and libraries. Never a feature package (`accounts`,
`puzzles`, `solving`, `matches`, `daily`, ...), `web`, `tools` or `workers`.
"""
