"""The solver's numba kernels, and nothing else: every module here is compiled.

`jit` compiles them (and drops the on-disk cache when any of them changes),
`offsets` lays out the flat arrays they share with the driver, `slides` moves a
robot, `search` is the hot loop, with `sleep_sets`, `stoppers` (its tables in
`stopper_tables`) and `tt` (the transposition table) pruning it, and `bounds`
builds the lower-bound tables.
"""
