"""The puzzle library: puzzles with a proven optimum, served by difficulty and theme.

Holds its tables (`models`: library puzzles, themes, deliveries, records, and each
puzzle's rating, whose prior it writes), the use-cases of puzzle requests (serve
from the library, or generate to order through a worker job), stocking the bands,
and the longest-optimum records. May import `puzzles`, `solving`, `accounts`,
`infra` and `game`; never `web`.
"""
