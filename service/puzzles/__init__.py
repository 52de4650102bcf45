"""Puzzles: their tables (`models`: boards and puzzles), boards (`boards`,
`layouts`), stored puzzles (`puzzles`), solution
checks, single and batch (`checks`) and check jobs (`checkjobs`), and the shape of a
puzzle as clients send it (`spec`).

Raises domain errors, never HTTP problems.
May import: `solving` (a puzzle's optimum), `accounts` (who stored it), `infra` and
`game`; never `web`.
"""
