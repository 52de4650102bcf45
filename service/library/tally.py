"""How a generation run went: candidates tried, puzzles kept, seconds spent."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Tally:
    """How a generation went so far."""

    candidates: int = 0
    kept: int = 0
    seconds: float = 0.0
