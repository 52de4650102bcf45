"""The search's moves and targets: neighbours stay legal, slides lose at most one
move, lone distances agree with a forward search, and the hardest target is ranked
first."""

from __future__ import annotations

import random
from collections import deque

import pytest

from service.game.errors import IllegalMove
from service.game.moves import slide
from service.game.puzzle import Goal, Puzzle
from service.game.records.neighbours import Neighbourhood
from service.game.records.strategy import STRATEGIES
from service.game.records.targets import bare_slides, hardest, lone_distances
from tests.game.bfs_reference import bfs_solve
from tests.game.helpers import SMALL

CELLS = [(x, y) for y in range(SMALL.height) for x in range(SMALL.width)]


def _forward(start: tuple[int, int], goal: tuple[int, int]) -> int | None:
    """Return a lone robot's fewest slides from start to goal, searching forwards."""
    seen, queue = {start: 0}, deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            return seen[cell]
        for direction in range(4):
            try:
                end = slide(SMALL, {"red": cell}, "red", direction).end
            except IllegalMove:
                continue
            if end not in seen:
                seen[end] = seen[cell] + 1
                queue.append(end)
    return None


@pytest.mark.parametrize("target", SMALL.targets, ids=lambda t: str(t.cell))
def test_lone_distances_match_a_forward_search(target) -> None:
    """The backward search's distance of every cell equals a forward search's."""
    distance = lone_distances(bare_slides(SMALL, CELLS), target.cell)
    assert {c: distance.get(c) for c in CELLS} == {
        c: _forward(c, target.cell) for c in CELLS
    }


def test_hardest_ranks_by_mean_distance() -> None:
    """The hardest target has the largest mean lone distance; count is honoured."""
    ends = bare_slides(SMALL, CELLS)

    def mean(t) -> float:
        d = lone_distances(ends, t.cell)
        return sum(d.get(c, 16) for c in CELLS) / len(CELLS)

    ranked = hardest(SMALL, SMALL.targets, CELLS, 2)
    assert len(ranked) == 2
    assert mean(ranked[0]) == max(mean(t) for t in SMALL.targets)
    assert mean(ranked[0]) >= mean(ranked[1])


def _neighbourhood(kinds: dict[str, float], seed: int) -> Neighbourhood:
    """Return a neighbourhood on the small board for the two-robot family."""
    return Neighbourhood(
        SMALL, ("red", "green"), CELLS, SMALL.targets, random.Random(seed), kinds
    )


@pytest.mark.parametrize(
    "kind", ["slide", "unslide", "stop", "line", "anywhere", "target"]
)
def test_neighbours_change_one_thing_and_stay_legal(kind: str) -> None:
    """A neighbour moves one robot (or the target); robots never share a cell or
    stand on the target; stop jumps land next to a wall."""
    moves = _neighbourhood({kind: 1}, seed=4)
    robots, target = {"red": (0, 0), "green": (3, 3)}, SMALL.targets[0]
    for _ in range(60):
        new, new_target = moves.step(robots, target)
        changed = [n for n in robots if robots[n] != new[n]]
        assert len(changed) + (new_target != target) <= 1
        assert len(set(new.values())) == 2 and new_target.cell not in new.values()
        if kind == "stop" and changed:
            assert any(SMALL.has_wall(new[changed[0]], d) for d in range(4))
        if kind == "line" and changed:
            old, now = robots[changed[0]], new[changed[0]]
            assert old[0] == now[0] or old[1] == now[1]
        robots, target = new, new_target


def test_a_slide_neighbour_loses_at_most_one_move() -> None:
    """One slide of one robot lowers the optimum by one move at most."""
    moves = _neighbourhood({"slide": 1}, seed=9)
    rng = random.Random(9)
    checked = 0
    for _ in range(30):
        robots = dict(zip(("red", "green"), rng.sample(CELLS[1:], 2), strict=True))
        target = next(t for t in SMALL.targets if t.color == "any")
        if target.cell in robots.values():
            continue
        new, _ = moves.step(robots, target)
        before, after = (
            bfs_solve(_puzzle(r, target.cell), max_depth=12).optimum
            for r in (robots, new)
        )
        if before is not None and after is not None:
            assert after >= before - 1
            checked += 1
    assert checked >= 15


def test_an_unslide_is_undone_by_one_move() -> None:
    """After an unslide, one legal move of that robot brings it back, so the
    optimum grows by one move at most."""
    moves = _neighbourhood({"unslide": 1}, seed=5)
    rng = random.Random(5)
    target = next(t for t in SMALL.targets if t.color == "any")
    checked = 0
    for _ in range(30):
        robots = dict(zip(("red", "green"), rng.sample(CELLS[1:], 2), strict=True))
        if target.cell in robots.values():
            continue
        name = rng.choice(("red", "green"))
        origin = moves.unslid(robots, name)
        if origin is None or origin == target.cell:
            continue
        new = {**robots, name: origin}
        ends = set()
        for direction in range(4):
            try:
                ends.add(slide(SMALL, new, name, direction).end)
            except IllegalMove:
                continue
        assert robots[name] in ends
        before, after = (
            bfs_solve(_puzzle(r, target.cell), max_depth=12).optimum
            for r in (robots, new)
        )
        if before is not None and after is not None:
            assert after <= before + 1
            checked += 1
    assert checked >= 10


def _puzzle(robots: dict[str, tuple[int, int]], cell: tuple[int, int]) -> Puzzle:
    """Return the two-robot puzzle of a placement, any robot to the vortex."""
    return Puzzle(SMALL, tuple(robots.items()), Goal("any", cell), False)


def test_strategies_name_known_kinds() -> None:
    """Every strategy weighs only kinds the neighbourhood knows."""
    for strategy in STRATEGIES.values():
        known = {"slide", "unslide", "stop", "line", "anywhere", "target"}
        assert set(strategy.kinds) <= known
        assert strategy.elite >= 1
