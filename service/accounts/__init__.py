"""Accounts: API clients (their table in `models`), their keys (`clients`), and the
check of a request's API key (`auth`; a game player's token is `matches.access`'s).

Raises domain errors (`service.infra.domain_errors`), never HTTP problems.
May import: `infra` and `game`. The lowest feature beside `solving` (independent of
it): every feature that knows API clients builds on it.
"""
