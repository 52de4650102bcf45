"""The daily challenge: its tables (`models`), one puzzle a day per tier, generated
and proven by the solver (`generate`, `store`), attempts and leaderboards (`attempts`,
`leaderboard`), its feed, images and link previews, the page's data (`page`,
`playable`), its visitors' attempts (`visitors`; their cookie is
`service.web.players`'s) and the secrecy of unfinished days (`hidden`).

May import: `puzzles`, `solving`, `accounts`, `infra` and `game`; never `web`.
"""
