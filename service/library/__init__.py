"""The puzzle library: puzzles with a proven optimum, served by difficulty and theme.

Holds the use-cases of puzzle requests (serve from the library, or generate to
order through a worker job), stocking the bands, and the longest-optimum records.
May import `service.game`, `service.infra` and `service.solving`; never `web`.
"""
