"""Simulate the trainer: do puzzle ratings converge on a population of known strength?

Players and puzzles get hidden true ratings (normal, mean 1500, sd `spread`). An
attempt goes to a random player; the puzzle is the one nearest the player's current
rating plus a random difficulty offset among `choices` unfinished puzzles the player
has not tried (as the trainer's `next` does); the player wins with the Glicko-2
expected score of the true ratings (opponent RD 0: a logistic in the difference with
scale 173.7178); and the attempt is one rating period for both (`rate_attempt`).
Players first play a burn-in on an established library (puzzles rated at their
truth, RD 60, updated as they are played), so that they are rated as on a live
service; then new puzzles enter and only they are served. The curve is the error
|rating - truth| of each new puzzle after its k-th rated attempt. A new puzzle starts
flat (1500) or from a prior: the truth blurred by an error of sd `prior_error` and
shrunk towards 1500 as a regression would (E[truth | guess]).

`python -m service.tools.research.simulate [--seed N] [--markdown]` prints the table
that docs/ratings.md shows.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field

from service.game.rating.glicko2 import (
    NEW_PLAYER,
    SCALE,
    TRAINER,
    Config,
    Rating,
    rate_attempt,
)
from service.game.rating.levels import OFFSETS


@dataclass(frozen=True, slots=True)
class Population:
    """The simulated world: sizes, true-rating spread and the puzzles' first ratings."""

    players: int = 1000
    puzzles: int = 1000
    spread: float = 350.0
    attempts_per_puzzle: int = 50
    library: int = 2000  # established puzzles the players burn in on
    burn_in: int = 30  # rated attempts each player makes before puzzles are measured
    choices: int = 24
    prior_error: float | None = (
        None  # None: puzzles start at 1500; else truth + N(0, e)
    )
    puzzle_rd: float = 500.0
    puzzle_volatility: float = NEW_PLAYER.volatility
    config: Config = TRAINER


@dataclass(frozen=True, slots=True)
class Point:
    """Puzzle errors after k rated attempts."""

    attempts: int
    median_error: float
    p90_error: float
    within_100: float  # share of puzzles within 100 of the truth
    mean_rd: float


@dataclass(slots=True)
class _World:
    truth_players: list[float]
    truth_puzzles: list[float]
    players: list[Rating]
    puzzles: list[Rating]
    tried: list[set[int]] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)


def win_probability(player_truth: float, puzzle_truth: float) -> float:
    """Return the chance a player solves a puzzle: the expected score with RD 0."""
    return 1.0 / (1.0 + math.exp(-(player_truth - puzzle_truth) / SCALE))


def simulate(population: Population = Population(), seed: int = 0) -> list[Point]:
    """Run the simulation and return the error curve, one point per attempt count."""
    rng = random.Random(seed)
    world = _world(population, rng)
    library = set(range(population.library))
    for _ in range(population.burn_in * population.players):
        _attempt(world, population, rng, pool=library)
    errors: list[list[float]] = [[] for _ in range(population.attempts_per_puzzle + 1)]
    rds: list[list[float]] = [[] for _ in range(population.attempts_per_puzzle + 1)]
    open_puzzles = set(range(population.library, len(world.puzzles)))
    for q in open_puzzles:
        errors[0].append(abs(world.puzzles[q].rating - world.truth_puzzles[q]))
        rds[0].append(world.puzzles[q].rd)
    while open_puzzles:
        q = _attempt(world, population, rng, pool=open_puzzles)
        k = world.counts[q]
        errors[k].append(abs(world.puzzles[q].rating - world.truth_puzzles[q]))
        rds[k].append(world.puzzles[q].rd)
        if k >= population.attempts_per_puzzle:
            open_puzzles.discard(q)
    return [_point(k, errors[k], rds[k]) for k in range(len(errors))]


def settle(
    truths: Sequence[float],
    first: Sequence[Rating],
    population: Population = Population(),
    seed: int = 0,
) -> list[Rating]:
    """Play new puzzles of known true ratings, from the first ratings given, until
    each has `attempts_per_puzzle` rated attempts; return their ratings then.

    What the trainer would store after a while, for a fit to learn from.
    """
    rng = random.Random(seed)
    world = _world(population, rng, (list(truths), list(first)))
    library = set(range(population.library))
    for _ in range(population.burn_in * population.players):
        _attempt(world, population, rng, pool=library)
    open_puzzles = set(range(population.library, len(world.puzzles)))
    while open_puzzles:
        q = _attempt(world, population, rng, pool=open_puzzles)
        if world.counts[q] >= population.attempts_per_puzzle:
            open_puzzles.discard(q)
    return world.puzzles[population.library :]


def _world(
    population: Population,
    rng: random.Random,
    new_puzzles: tuple[list[float], list[Rating]] | None = None,
) -> _World:
    """Draw the true ratings: the library's puzzles first, then the new ones
    (unless given: their truths and first ratings)."""
    n, m, spread = population.players, population.puzzles, population.spread
    truth_players = [rng.gauss(1500.0, spread) for _ in range(n)]
    truth_library = [rng.gauss(1500.0, spread) for _ in range(population.library)]
    vol = population.puzzle_volatility
    library = [Rating(t, 60.0, vol) for t in truth_library]
    if new_puzzles is None:
        truth_new = [rng.gauss(1500.0, spread) for _ in range(m)]
        new = [_first_rating(t, population, rng) for t in truth_new]
    else:
        truth_new, new = new_puzzles
    world = _World(
        truth_players, truth_library + truth_new, [NEW_PLAYER] * n, library + new
    )
    world.tried = [set() for _ in range(n)]
    world.counts = [0] * len(world.puzzles)
    return world


def _first_rating(truth: float, population: Population, rng: random.Random) -> Rating:
    """Return a new puzzle's first rating: flat, or a shrunk noisy guess."""
    if population.prior_error is None:
        return Rating(1500.0, population.puzzle_rd, population.puzzle_volatility)
    guess = truth + rng.gauss(0.0, population.prior_error)
    spread2, error2 = population.spread**2, population.prior_error**2
    shrunk = 1500.0 + (guess - 1500.0) * spread2 / (spread2 + error2)
    return Rating(shrunk, population.puzzle_rd, population.puzzle_volatility)


def _attempt(
    world: _World,
    population: Population,
    rng: random.Random,
    *,
    pool: set[int],
) -> int:
    """Play one rated attempt and return the puzzle's index."""
    p = rng.randrange(population.players)
    q = _choose(world, p, rng, population.choices, pool)
    won = rng.random() < win_probability(world.truth_players[p], world.truth_puzzles[q])
    player, puzzle = rate_attempt(
        world.players[p], world.puzzles[q], won, population.config
    )
    world.players[p], world.puzzles[q] = player, puzzle
    world.counts[q] += 1
    world.tried[p].add(q)
    return q


def _choose(
    world: _World, p: int, rng: random.Random, choices: int, pool: set[int]
) -> int:
    """Return the puzzle nearest the player's rating plus a random offset.

    Candidates are `choices` random puzzles of the pool that the player has
    not tried; a player who has tried every one drawn gets a random one of them.
    """
    wanted = world.players[p].rating + rng.choice(list(OFFSETS.values()))
    universe = sorted(pool)
    drawn = [rng.choice(universe) for _ in range(choices)]
    fresh = [q for q in drawn if q not in world.tried[p]] or drawn
    return min(fresh, key=lambda q: abs(world.puzzles[q].rating - wanted))


def _point(k: int, errors: Sequence[float], rds: Sequence[float]) -> Point:
    """Summarise the errors of every puzzle after k attempts."""
    ordered = sorted(errors)
    return Point(
        k,
        statistics.median(ordered),
        ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
        sum(e <= 100 for e in ordered) / len(ordered),
        statistics.fmean(rds),
    )


SHOWN = (0, 1, 2, 3, 5, 10, 15, 20, 25, 30, 40, 50)
"""The attempt counts the table shows."""


def markdown(curves: dict[str, list[Point]]) -> str:
    """Render curves side by side as a markdown table."""
    names = list(curves)
    head = "| attempts | " + " | ".join(
        f"{n}: median / p90 error, within 100, RD" for n in names
    )
    lines = [head + " |", "|---:|" + "---|" * len(names)]
    for k in SHOWN:
        if all(k >= len(curve) for curve in curves.values()):
            continue
        cells = []
        for name in names:
            if k < len(curves[name]):
                pt = curves[name][k]
                cells.append(
                    f"{pt.median_error:.0f} / {pt.p90_error:.0f}, "
                    f"{100 * pt.within_100:.0f}%, {pt.mean_rd:.0f}"
                )
        lines.append(f"| {k} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """Print the convergence table for a flat start and for a feature prior."""
    parser = argparse.ArgumentParser(prog="python -m service.tools.research.simulate")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--puzzles", type=int, default=1000)
    args = parser.parse_args(argv)
    base = Population(players=args.players, puzzles=args.puzzles)
    curves = {
        "flat start (1500, RD 500)": simulate(base, args.seed),
        "prior (truth +- 250, RD 350)": simulate(
            Population(
                players=args.players,
                puzzles=args.puzzles,
                prior_error=250.0,
                puzzle_rd=350.0,
            ),
            args.seed,
        ),
    }
    print(markdown(curves))


if __name__ == "__main__":
    main()
