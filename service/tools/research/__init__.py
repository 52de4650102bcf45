"""Research scripts around the core, each run as `python -m service.tools.research.X`.

`simulate` (does a trainer rating converge? the table in docs/ratings.md),
`synthetic` (rated puzzles of known weights, to check the prior's fit), `fitprior`
(the prior's centre and scale from random solved puzzles), `compare` (the records
search's strategies side by side, docs/puzzle-library.md), `measure` (what the
puzzle features cost to compute) and `indices` (what the kernels' index lowering, a
numba override, saves). The service never imports them.
"""
