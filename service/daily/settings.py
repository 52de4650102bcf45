"""Daily settings from the app config: tiers, generation budget and the secret."""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TIER_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,31}$")


@dataclass(frozen=True, slots=True)
class Tier:
    """A difficulty tier: proven optima from `min_moves` to `max_moves`."""

    name: str
    min_moves: int
    max_moves: int | None  # None: no upper limit

    def contains(self, moves: int) -> bool:
        """Tell whether an optimum belongs to this tier."""
        return self.min_moves <= moves and (
            self.max_moves is None or moves <= self.max_moves
        )

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form stored with each day."""
        return {"name": self.name, "min": self.min_moves, "max": self.max_moves}


@dataclass(frozen=True, slots=True)
class GenerationSettings:
    """What one day's generation may spend (all deterministic budgets)."""

    tiers: tuple[Tier, ...]
    candidates: int
    layout_candidates: int
    node_budget: int
    solve_nodes: int
    max_depth: int
    diagonal_share: float


def parse_tiers(raw: Any) -> tuple[Tier, ...]:
    """Validate DAILY_TIERS: named, non-overlapping move ranges, easiest first.

    :raise ValueError: naming the problem (a configuration mistake).
    """
    if not isinstance(raw, list | tuple) or not raw:
        raise ValueError("DAILY_TIERS must be a non-empty list of {name, min, max}")
    tiers = tuple(_tier(item) for item in raw)
    if len({t.name for t in tiers}) != len(tiers):
        raise ValueError("DAILY_TIERS names must be unique")
    for lower, upper in zip(tiers, tiers[1:], strict=False):
        if lower.max_moves is None or lower.max_moves >= upper.min_moves:
            raise ValueError("DAILY_TIERS must be in increasing, non-overlapping order")
    return tiers


def _tier(item: Any) -> Tier:
    """Parse one tier entry."""
    if not isinstance(item, Mapping) or not TIER_NAME.match(str(item.get("name", ""))):
        raise ValueError(f"bad DAILY_TIERS entry {item!r}: needs a slug `name`")
    low, high = item.get("min"), item.get("max")
    if not isinstance(low, int) or low < 1:
        raise ValueError(f"tier {item['name']}: `min` must be a positive integer")
    if high is not None and (not isinstance(high, int) or high < low):
        raise ValueError(f"tier {item['name']}: `max` must be null or >= min")
    return Tier(str(item["name"]), low, high)


def generation_settings(config: Mapping[str, Any]) -> GenerationSettings:
    """Read the generation budget from an app config."""
    return GenerationSettings(
        tiers=parse_tiers(config["DAILY_TIERS"]),
        candidates=int(config["DAILY_CANDIDATES"]),
        layout_candidates=max(1, int(config["DAILY_LAYOUT_CANDIDATES"])),
        node_budget=int(config["DAILY_NODE_BUDGET"]),
        solve_nodes=int(config["DAILY_SOLVE_NODES"]),
        max_depth=int(config["DAILY_MAX_DEPTH"]),
        diagonal_share=float(config["DAILY_DIAGONAL_SHARE"]),
    )


def daily_secret(config: Mapping[str, Any]) -> bytes:
    """Return DAILY_SECRET, else the installation's secret file (created once)."""
    if config.get("DAILY_SECRET"):
        return str(config["DAILY_SECRET"]).encode()
    path = Path(config["DAILY_SECRET_FILE"])
    if not path.exists():
        _create_secret_file(path)
    secret = path.read_text().strip()
    if not secret:
        raise ValueError(f"{path} is empty; remove it or set DAILY_SECRET")
    return secret.encode()


def _create_secret_file(path: Path) -> None:
    """Write a random secret atomically; of two racing processes, the first wins."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(secrets.token_hex(32))
    try:
        os.link(temporary, path)  # fails if another process linked its file first
    except FileExistsError:
        pass
    finally:
        temporary.unlink()
