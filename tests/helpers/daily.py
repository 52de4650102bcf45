"""The daily challenges' small settings: tiers and budgets under which a day
generates in milliseconds, and a fixed secret."""

from __future__ import annotations

from typing import Any

SMALL_TIERS = [
    {"name": "easy", "min": 2, "max": 3},
    {"name": "medium", "min": 4, "max": 5},
    {"name": "hard", "min": 6, "max": None},
]
SMALL_CONFIG: dict[str, Any] = {
    "DAILY_SECRET": "test-secret",
    "DAILY_TIERS": SMALL_TIERS,
    "DAILY_CANDIDATES": 400,
    "DAILY_LAYOUT_CANDIDATES": 200,
    "DAILY_NODE_BUDGET": 50_000_000,
    "DAILY_SOLVE_NODES": 5_000_000,
    "DAILY_MAX_DEPTH": 9,
    "DAILY_DAYS_AHEAD": 2,
    "DAILY_REQUEST_WAIT": 0.3,  # no worker in these tests: answer 503 quickly
}
