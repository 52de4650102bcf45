"""How long a daily representation stays valid and when it last changed.

The use-cases say it (`present`, `feed`, `images`, ...); the HTTP edge turns it
into Last-Modified, Cache-Control and 304s (`service.web.daily_http`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Freshness:
    """How long a representation stays valid and when it last changed."""

    last_modified: datetime
    max_age: int
    immutable: bool = False
