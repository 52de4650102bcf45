"""Ricochet: a REST puzzle service for Ricochet Robots and Micro Robots.

Importing this package loads nothing. Its packages, from the bottom up (each may
import only those below it; docs/architecture.md, checked by `make lint`):

- `game`: the pure core (no Flask, SQLAlchemy, Redis or RQ);
- `infra`: database, Redis, queues, config, logs, metrics, health, ...;
- `solving`, `accounts`, `puzzles`, `matches`, `daily`: the use-cases, by feature;
- `web`: the HTTP edge (the app factory, blueprints, schemas, pages);
- `tools`: the command line, the benchmarks, the dev server.

`workers` (beside `web`, never importing it) runs the jobs.
"""
