"""The rated trainer: library puzzles at each player's level, Glicko-2 for both.

Holds its tables (`models`: players, attempts, runs, bests; the puzzles' ratings
are the library's), the use-cases of choosing the next puzzle near a player's
rating, rating an attempt (player and puzzle, serialized by row locks), and a
player's dashboard. May import `library`, `puzzles`, `solving`, `accounts`, `infra`
and `game`; never `web`.
"""
