"""Exhaustive analyses as a service: every placement of a board's robots solved.

`models` holds the analyses' and their targets' tables; `requests` starts one (who
may: ANALYSIS_KEYS) and reads it back with its per-target progress; `runs` is the
worker side (one job per target on the
`analysis` queue, results recorded once); `results` reads finished analyses (a
layout's latest, the shipped data) for the records and the library. The solving
itself is the pure core's (`service.game.analysis`); the tables' lookup lives in
`service.solving.tables`. May import `library`, `puzzles`, `solving`, `infra` and
`game`; never `web` or the workers.
"""
