"""Brute-force counts for property tests: every move sequence, no solver code."""

from __future__ import annotations

from collections import Counter

from service.game.puzzle import Puzzle
from tests.game.bfs_reference import State, _play, _solves


def count_sequences(puzzle: Puzzle, length: int) -> int:
    """Count the move sequences of exactly `length` moves that first solve at the end.

    A forward dynamic programme over positions (as `bfs_reference` tracks them):
    how many sequences reach each position after k moves without having solved.
    """
    names = [name for name, _ in puzzle.robots]
    layer: Counter[State] = Counter(
        {tuple((c, None, False) for _, c in puzzle.robots): 1}
    )
    for step in range(1, length + 1):
        following: Counter[State] = Counter()
        solved = 0
        for state, ways in layer.items():
            for i, name in enumerate(names):
                for d in range(4):
                    nxt = _play(puzzle, names, state, i, d)
                    if nxt is None:
                        continue
                    if _solves(puzzle, name, nxt[i]):
                        solved += ways
                    else:
                        following[nxt] += ways
        if step == length:
            return solved
        layer = following
    return 0
