"""Search strategies: the knobs of the annealing, named so runs can be compared.

`v1` is the first search (every target, uniform jumps, no memory, restarts from the
single best); `v2` adds what measured better (docs/puzzle-library.md, "Records"):
the hardest targets only, slide and stop-cell neighbours, a memory of scored states
and restarts from the few best. `python -m service.tools.research.compare` runs them
side by side on the same node budget.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final


@dataclass(frozen=True, slots=True)
class Strategy:
    """What a search tries and remembers.

    `kinds` weighs the neighbours of `neighbours.Neighbourhood`; `hard_targets` is
    how many of the hardest printed targets are searched (0: all); `memory` scores a
    state seen before without solving it again; `elite` is how many best states a
    restart picks from.
    """

    name: str
    kinds: Mapping[str, float] = field(hash=False)
    hard_targets: int
    memory: bool
    elite: int


STRATEGIES: Final[dict[str, Strategy]] = {
    s.name: s
    for s in (
        Strategy("v1", {"line": 42.5, "anywhere": 42.5, "target": 15}, 0, False, 1),
        Strategy(
            "v2",
            {"slide": 35, "stop": 25, "line": 15, "anywhere": 10, "target": 15},
            4,
            True,
            5,
        ),
        Strategy(
            "v3",
            {
                "unslide": 25,
                "slide": 15,
                "stop": 20,
                "line": 15,
                "anywhere": 10,
                "target": 15,
            },
            4,
            True,
            5,
        ),
    )
}
"""The named strategies; `search_record` uses DEFAULT."""
DEFAULT: Final = STRATEGIES["v2"]
