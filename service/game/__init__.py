"""The pure game core: boards, moves, rules, checks, solver and pictures.

Imports only the standard library (and numba/numpy for the solver's hot loop);
never Flask, SQLAlchemy, Redis or RQ.

At the top, the small shared pieces: `geometry` (directions, colours), `board`,
`moves` (a robot's slide), `notation` (solutions as text), `puzzle`, `check` (the
referee: replay a solution, judge the ricochet rule) and `fastcheck` (the same
verdicts in compiled batches), `layouts` (the classic quadrant boards), `editions`
(the rule-book presets) and `errors`. Then the parts: `solver` (its Python driver,
and its numba kernels in `solver.kernels`), `render` (SVG and text pictures) and
`micro` (Micro Robots), `features` (what the solver tells about a puzzle, and its
themes), `records` (the search for the longest puzzles) and `rating` (Glicko-2 and
the trainer's arithmetic).
"""
