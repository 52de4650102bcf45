"""Which puzzles can have a given first rating: the optimal-move counts to generate.

The prior is linear in the features, and each feature is bounded by the optimum
and the robots in play (a puzzle of m moves has at most m - 1 helpers among the
other robots, at most (m - 1) // 2 switchbacks, at most m diagonal deflections;
one optimal solution or from 2 to 2**LOG2_SOLUTIONS_MAX of them). So each m has a
range of first ratings, and a rating outside every m's range can never be served
by a new puzzle. Among the m that reach a rating, the ones whose *typical*
puzzle (TYPICAL's feature values) rates nearest it are where random candidates
land most often: those are the moves a refill generates.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Final

from .prior import DEFAULT, PriorModel

LOG2_SOLUTIONS_MAX: Final = 6.0
"""Counted optimal solutions are capped in practice at about 2**6."""
TYPICAL: Final[dict[str, float]] = {
    "needs_helper": 0.35,
    "helpers": 0.5,
    "switchbacks": 0.3,
    "unique": 0.25,
    "log2_solutions": 1.5,
    "diagonal_deflections": 0.0,
}
"""Feature values of a typical random puzzle (besides its optimum)."""

THEME_BOUNDS: Final[dict[str, dict[str, tuple[float, float]]]] = {
    "one-robot": {"needs_helper": (0, 0), "helpers": (0, 0)},
    "helper": {"needs_helper": (1, 1)},
    "many-helpers": {"helpers": (2, 99)},
    "unique-solution": {"unique": (1, 1), "log2_solutions": (0, 0)},
    "switchback": {"switchbacks": (1, 99)},
    "diagonal": {"diagonal_deflections": (1, 99)},
    "long": {"optimal_moves": (15, 99)},
}
"""What a theme forces on the features (themes not listed force nothing here)."""


@dataclass(frozen=True, slots=True)
class Shape:
    """What the puzzles may be: robots in play, diagonals, a theme."""

    robots: int = 4
    diagonals: bool = True
    theme: str | None = None


def bounds(moves: int, shape: Shape) -> dict[str, tuple[float, float]]:
    """Return each feature's (least, most) for puzzles of `moves` optimal moves."""
    out = {
        "optimal_moves": (float(moves), float(moves)),
        "needs_helper": (0.0, 1.0 if moves >= 2 else 0.0),
        "helpers": (0.0, float(min(shape.robots - 1, moves - 1))),
        "switchbacks": (0.0, float((moves - 1) // 2)),
        "unique": (0.0, 1.0),
        "log2_solutions": (0.0, LOG2_SOLUTIONS_MAX),
        "diagonal_deflections": (0.0, float(moves if shape.diagonals else 0)),
    }
    for name, (low, high) in THEME_BOUNDS.get(shape.theme or "", {}).items():
        least, most = out[name]
        out[name] = (max(least, low), min(most, high))
    return out


def rating_range(
    moves: int, shape: Shape, model: PriorModel = DEFAULT
) -> tuple[float, float] | None:
    """Return the least and most first rating of a puzzle of `moves` moves, or
    None when the shape allows no such puzzle."""
    limits = bounds(moves, shape)
    pair = _solution_terms(model, limits)
    if not pair or any(low > high for low, high in limits.values()):
        return None
    least, most = min(pair), max(pair)
    for name, weight in model.weights.items():
        if name not in ("unique", "log2_solutions"):
            low, high = limits[name]
            least += min(weight * low, weight * high)
            most += max(weight * low, weight * high)
    return _scaled(least, model), _scaled(most, model)


def _solution_terms(
    model: PriorModel, limits: Mapping[str, tuple[float, float]]
) -> list[float]:
    """Return the extreme terms of `unique` and `log2_solutions` together: one
    optimal solution (1, 0), or several (0, from 1 to the most)."""
    w_unique = model.weights.get("unique", 0.0)
    w_log2 = model.weights.get("log2_solutions", 0.0)
    (u_low, u_high), (l_low, l_high) = limits["unique"], limits["log2_solutions"]
    terms = []
    if u_high >= 1 and l_low <= 0:
        terms.append(w_unique)
    if u_low <= 0 and l_high >= 1:
        terms += [w_log2 * max(1.0, l_low), w_log2 * l_high]
    return terms


def _scaled(raw: float, model: PriorModel) -> float:
    """Map a raw score to a rating."""
    return 1500.0 + model.scale * (raw - model.centre)


def reaching(
    rating: float,
    shape: Shape,
    max_moves: int,
    margin: float = 0.0,
    model: PriorModel = DEFAULT,
) -> list[int]:
    """Return the optimal-move counts (1 to `max_moves`) whose range of first
    ratings comes within `margin` of `rating`."""
    found = []
    for moves, span in _ranges(shape, max_moves, model):
        if span[0] - margin <= rating <= span[1] + margin:
            found.append(moves)
    return found


def _ranges(
    shape: Shape, max_moves: int, model: PriorModel
) -> Iterator[tuple[int, tuple[float, float]]]:
    """Yield (moves, rating range) for every possible optimum."""
    for moves in range(1, max_moves + 1):
        span = rating_range(moves, shape, model)
        if span is not None:
            yield moves, span


def typical_rating(moves: int, model: PriorModel = DEFAULT) -> float:
    """Return the first rating of a typical puzzle of `moves` moves."""
    values = {**TYPICAL, "optimal_moves": float(moves)}
    raw = sum(w * values.get(name, 0.0) for name, w in model.weights.items())
    return _scaled(raw, model)


def moves_for(
    rating: float,
    shape: Shape,
    max_moves: int,
    margin: float = 0.0,
    model: PriorModel = DEFAULT,
) -> tuple[int, int] | None:
    """Return the band of optimal moves to generate for puzzles rated near
    `rating`: the reaching count whose typical puzzle rates nearest, and its
    reaching neighbours; None when no puzzle's first rating reaches it."""
    found = reaching(rating, shape, max_moves, margin, model)
    if not found:
        return None
    best = min(found, key=lambda m: abs(typical_rating(m, model) - rating))
    near = [m for m in found if abs(m - best) <= 1]
    return min(near), max(near)


def overall_range(
    shape: Shape, max_moves: int, model: PriorModel = DEFAULT
) -> tuple[float, float] | None:
    """Return the least and most first rating over every optimum allowed."""
    spans = [span for _, span in _ranges(shape, max_moves, model)]
    if not spans:
        return None
    return min(s[0] for s in spans), max(s[1] for s in spans)
