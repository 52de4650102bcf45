"""The rated trainer: library puzzles at each player's level, Glicko-2 for both.

Holds the use-cases of choosing the next puzzle near a player's rating, rating an
attempt (player and puzzle, serialized by row locks), and a player's dashboard.
May import `service.game`, `service.infra` and `service.library`; never `web`.
"""
