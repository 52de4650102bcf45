"""The results of an analysis: progress reports, distributions, one target's answer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..board import Target
from ..geometry import Cell
from ..notation import Move

Placement = dict[str, Cell]
Solution = tuple[Move, ...]


@dataclass(frozen=True)
class AnalysisProgress:
    """How far a search is: the distance being settled, placements settled so far."""

    distance: int
    settled: int
    total: int


@dataclass(frozen=True)
class Distribution:
    """Optimum counts over a set of placements; `counts[d]` have optimum d."""

    placements: int
    counts: tuple[int, ...]
    unsolvable: int
    maximum: int
    longest: tuple[Placement, ...]  # the placements at `maximum`, index order, capped

    @property
    def mean(self) -> float:
        """Return the mean optimum over the solvable placements."""
        solved = sum(self.counts)
        return sum(d * n for d, n in enumerate(self.counts)) / solved if solved else 0.0

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {
            "placements": self.placements,
            "counts": list(self.counts),
            "unsolvable": self.unsolvable,
            "maximum": self.maximum,
            "mean": round(self.mean, 6),
            "longest": [_placement_json(p) for p in self.longest],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Distribution:
        """Read the JSON form back."""
        return cls(
            int(data["placements"]),
            tuple(int(n) for n in data["counts"]),
            int(data["unsolvable"]),
            int(data["maximum"]),
            tuple(_placement(p) for p in data["longest"]),
        )


@dataclass(frozen=True)
class TargetAnalysis:
    """Every placement of one target solved: its distribution, longest, certificate.

    `placements` counts (target robot's cell, set of the other robots' cells) for a
    coloured target and the set of all robots' cells for the vortex: the other
    robots are interchangeable. Robots on target spaces count; `off_targets` is the
    same restricted to placements with no robot on any target space of the board
    (how the rule books start a game). `solutions[i]` solves `longest[i]` and
    `sample_solutions[d][i]` solves `samples[d][i]` (read from the table; empty
    when none were stored).
    """

    target: Target
    robots: tuple[str, ...]
    placements: int
    counts: tuple[int, ...]
    unsolvable: int
    maximum: int
    longest: tuple[Placement, ...]
    samples: dict[int, tuple[Placement, ...]]
    off_targets: Distribution
    certificate: str
    seconds: float
    stats: dict[str, Any] = field(default_factory=dict, compare=False)
    solutions: tuple[Solution, ...] = ()
    sample_solutions: dict[int, tuple[Solution, ...]] = field(default_factory=dict)

    @property
    def distribution(self) -> Distribution:
        """Return the counts over every placement as a `Distribution`."""
        return Distribution(
            self.placements, self.counts, self.unsolvable, self.maximum, self.longest
        )

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (the shipped data files use it)."""
        return {
            "target": self.target.to_json(),
            "robots": list(self.robots),
            **self.distribution.to_json(),
            "samples": {
                str(d): [_placement_json(p) for p in ps]
                for d, ps in sorted(self.samples.items())
            },
            "off_targets": self.off_targets.to_json(),
            "certificate": self.certificate,
            "seconds": self.seconds,
            "stats": self.stats,
            **_solutions_json(self.solutions, self.sample_solutions),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TargetAnalysis:
        """Read the JSON form back."""
        t = data["target"]
        whole = Distribution.from_json(data)
        return cls(
            Target((int(t["cell"][0]), int(t["cell"][1])), t["color"], t["symbol"]),
            tuple(data["robots"]),
            whole.placements,
            whole.counts,
            whole.unsolvable,
            whole.maximum,
            whole.longest,
            {
                int(d): tuple(_placement(p) for p in ps)
                for d, ps in data["samples"].items()
            },
            Distribution.from_json(data["off_targets"]),
            str(data["certificate"]),
            float(data["seconds"]),
            dict(data.get("stats", {})),
            tuple(_solution(s) for s in data.get("solutions", ())),
            {
                int(d): tuple(_solution(s) for s in ss)
                for d, ss in data.get("sample_solutions", {}).items()
            },
        )


def _solutions_json(
    solutions: tuple[Solution, ...], samples: dict[int, tuple[Solution, ...]]
) -> dict[str, Any]:
    """Return the solutions' JSON keys (none when no solution is stored)."""
    out: dict[str, Any] = {}
    if solutions:
        out["solutions"] = [[list(m) for m in s] for s in solutions]
    if samples:
        out["sample_solutions"] = {
            str(d): [[list(m) for m in s] for s in ss]
            for d, ss in sorted(samples.items())
        }
    return out


def _solution(data: list[Any]) -> Solution:
    """Read a solution's JSON form: [[robot, direction], ...]."""
    return tuple((str(m[0]), str(m[1])) for m in data)


def _placement_json(p: Placement) -> dict[str, list[int]]:
    """Return a placement in JSON form."""
    return {name: [cell[0], cell[1]] for name, cell in p.items()}


def _placement(data: dict[str, Any]) -> Placement:
    """Read a placement's JSON form."""
    return {name: (int(c[0]), int(c[1])) for name, c in data.items()}
