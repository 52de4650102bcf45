"""Research commands around the exhaustive analysis (service.game.analysis).

`python -m service.tools.analysis run`: analyse every target of a layout and write
the small result file shipped in service/game/data/analysis/. `... verify`: hold a
saved table to the IDA* solver and to the published positions (docs/analysis.md).
"""
