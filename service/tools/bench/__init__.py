"""Benchmarks behind `make bench`: one module per section, each with `run(quick)`.

Figures are printed as ratios against a baseline measured in the same run, or
against the reference C solver times, since absolute times on a shared 2-core
machine are noisy.
"""
