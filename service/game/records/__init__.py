"""Record search: the longest proven optimum on a layout, by simulated annealing.

`search_record(board, family, seed=..., seconds=...)` anneals over robot placements
and targets (`search`, its moves in `neighbours`, its targets from `targets`, its
knobs in `strategy`); `families` names what may vary (robots, the ricochet rule);
`python -m service.game.records` runs a search and can append what it found to
`service/game/data/records.json`.
"""

from __future__ import annotations

from .families import FAMILIES, Family
from .found import Found, SearchProgress
from .search import search_record
from .strategy import STRATEGIES, Strategy

__all__ = [
    "FAMILIES",
    "STRATEGIES",
    "Family",
    "Found",
    "SearchProgress",
    "Strategy",
    "search_record",
]
