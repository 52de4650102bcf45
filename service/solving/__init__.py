"""Solving: background solves of stored puzzles (`solves`), batch solve jobs
(`solvejobs`) and the rules that keep an answer secret (`secrecy`).

Raises domain errors, never HTTP problems.
May import: `infra` and `game`; never another feature package or `web`.
"""
