"""Names of an analysis's parts: target ids, RQ job ids, the robots' order."""

from __future__ import annotations

from typing import Any

from service.game.geometry import ROBOT_COLORS
from service.game.puzzle import short_hash

JOB_PREFIX = "analysis-"
JOB = "workers.analysis.analyse_target_job"
FAILED_CALLBACK = "workers.analysis.analysis_failed"


def ordered_robots(colors: list[str]) -> list[str]:
    """Return robot colours in the core's order (red, green, blue, yellow, black)."""
    return sorted(set(colors), key=ROBOT_COLORS.index)


def target_key(target: dict[str, Any]) -> dict[str, Any]:
    """Return a target's canonical JSON form."""
    return {"color": str(target["color"]), "cell": [int(v) for v in target["cell"]]}


def target_id(board_id: str, robots: list[str], target: dict[str, Any]) -> str:
    """Return the id of a board's target analysed for these robots (stable)."""
    return "t" + short_hash(
        {"board": board_id, "robots": robots, "target": target_key(target)}
    )


def job_id(target_row_id: str) -> str:
    """Return the RQ job id of a target's analysis: one per board and target."""
    return JOB_PREFIX + target_row_id


def canonical(target: dict[str, Any]) -> tuple[str, int, int]:
    """Return a hashable form of a target (to find repeats)."""
    return (target["color"], target["cell"][0], target["cell"][1])
