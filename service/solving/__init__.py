"""Solving: the solves' table (`models`), background solves of stored puzzles
(`solves`), batch solve jobs
(`solvejobs`) and the rules that keep an answer secret (`secrecy`).

Raises domain errors, never HTTP problems.
May import: `infra`, `game` and the puzzles' table (`service.puzzles.models`, the
rows it solves; the one exception of the layers contract); never another feature's
use-cases or `web`.
"""
