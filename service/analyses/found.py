"""When each shipped analysis result was found: its target's `found_at`.

A shipped analysis file (service/game/data/analysis/<layout>.json) dates each
target's result with the time it was made (for the shipped 1A4B3B2B targets, the
commit that first shipped each); a record kept from it shows that date, not the
time it was loaded.
"""

from __future__ import annotations

from datetime import UTC, datetime

from service.game.analysis import TargetAnalysis

from .results import shipped_analyses


def shipped_found_at(layout: str, analysis: TargetAnalysis) -> datetime | None:
    """Return when a shipped target's result was found (UTC), or None when the
    data has no date for it."""
    cell = list(analysis.target.cell)
    for raw in shipped_analyses().get(layout, []):
        target = raw["target"]
        if target["color"] == analysis.target.color and list(target["cell"]) == cell:
            text = raw.get("found_at")
            return None if not text else datetime.fromisoformat(text).astimezone(UTC)
    return None
