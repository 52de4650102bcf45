"""Record search: the longest proven optimum on a layout, by simulated annealing.

`search_record(board, family, seed=..., seconds=...)` anneals over robot placements
and targets (`search`); `families` names what may vary (robots, the ricochet rule);
`python -m service.game.records` runs a search and can append what it found to
`service/game/data/records.json`.
"""

from __future__ import annotations

from .families import FAMILIES, Family
from .search import Found, SearchProgress, search_record

__all__ = ["FAMILIES", "Family", "Found", "SearchProgress", "search_record"]
