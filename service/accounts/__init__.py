"""Accounts: API clients and their keys (`clients`), and who a request's bearer
credential proves to be (`auth`).

Raises domain errors (`service.infra.domain_errors`), never HTTP problems.
May import: `infra` and `game`. Independent of the other feature packages.
"""
