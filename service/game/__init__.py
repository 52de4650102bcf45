"""The pure game core: boards, moves, rules, checks, solver and pictures.

Imports only the standard library (and numba/numpy for the solver's hot loop);
never Flask, SQLAlchemy, Redis or RQ.
"""
