"""Tools around the service, not part of it: the `ricochet` command line (`cli`),
the benchmarks of `make bench` (`bench`), the research scripts (`research`) and the
development server of `make run` (`devserver`).

May import anything of `service` and `workers`; nothing imports the tools.
"""
