"""The moves of the search: small changes to a placement of robots and a target.

Kinds, drawn with a strategy's weights (`search.STRATEGIES`):

- `slide`: one robot makes one legal move of the game. The new puzzle's optimum is
  at least the old one less one (the old puzzle could make that move first), so
  this step never loses much: the search's fine step.
- `unslide`: one robot goes back to a cell from which one legal move brings it
  where it stands: the old puzzle is then one move into the new one, so the new
  optimum is at most the old one plus one; this is the step that can lengthen a
  puzzle by exactly one move.
- `stop`: one robot jumps to a cell where a lone robot can stop (a wall in some
  direction): the cells robots stand on after a round of a real game.
- `line`: one robot jumps to another cell of its row or column.
- `anywhere`: one robot jumps to any free cell (the coarse step).
- `target`: another of the searched targets.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from ..board import Board, Target
from ..errors import IllegalMove
from ..geometry import DELTA, Cell
from ..moves import slide

Placement = tuple[dict[str, Cell], Target]


class Neighbourhood:
    """Draw neighbours of a placement on one board with one random source."""

    def __init__(
        self,
        board: Board,
        robots: Sequence[str],
        cells: Sequence[Cell],
        targets: Sequence[Target],
        rng: random.Random,
        kinds: Mapping[str, float],
    ) -> None:
        self.board, self.robots, self.rng = board, tuple(robots), rng
        self.cells, self.targets = list(cells), list(targets)
        self.stops = [c for c in self.cells if _stops(board, c)]
        self.kinds, self.weights = list(kinds), list(kinds.values())

    def step(self, robots: dict[str, Cell], target: Target) -> Placement:
        """Return a placement and target one small change away."""
        kind = self.rng.choices(self.kinds, self.weights)[0]
        if kind == "target":
            return dict(robots), self._other_target(robots, target)
        name = self.rng.choice(self.robots)
        moved = None
        if kind in ("slide", "unslide"):
            moved = (self.slid if kind == "slide" else self.unslid)(robots, name)
        if moved is None or moved == target.cell:
            taken = set(robots.values()) | {target.cell}
            pool = {"stop": self.stops, "line": _line(self.cells, robots[name])}
            options = [c for c in pool.get(kind, self.cells) if c not in taken]
            moved = self.rng.choice(options or self._free(taken))
        return {**robots, name: moved}, target

    def _other_target(self, robots: dict[str, Cell], target: Target) -> Target:
        """Return another searched target that no robot stands on, if any."""
        taken = set(robots.values())
        options = [t for t in self.targets if t.cell not in taken and t != target]
        return self.rng.choice(options) if options else target

    def slid(self, robots: dict[str, Cell], name: str) -> Cell | None:
        """Return where one legal move of a robot ends (None when it cannot move)."""
        ends = []
        for direction in range(4):
            try:
                ends.append(slide(self.board, robots, name, direction).end)
            except IllegalMove:
                continue
        return self.rng.choice(ends) if ends else None

    def unslid(self, robots: dict[str, Cell], name: str) -> Cell | None:
        """Return a cell one legal move of a robot comes from (None when none)."""
        at, starts = robots[name], []
        taken = set(robots.values()) | set(self.board.blocked)
        for direction in range(4):
            dx, dy = DELTA[direction]
            x, y = at[0] - dx, at[1] - dy
            while self.board.contains((x, y)) and (x, y) not in taken:
                if self.board.has_wall((x, y), direction):
                    break
                starts.append(((x, y), direction))
                x, y = x - dx, y - dy
        self.rng.shuffle(starts)
        for start, direction in starts:  # check each with the real slide
            try:
                if (
                    slide(self.board, {**robots, name: start}, name, direction).end
                    == at
                ):
                    return start
            except IllegalMove:
                continue
        return None

    def _free(self, taken: set[Cell]) -> list[Cell]:
        """Return the cells no robot or target occupies."""
        return [c for c in self.cells if c not in taken]


def _stops(board: Board, cell: Cell) -> bool:
    """Tell whether a lone robot can stop on a cell (a wall on some side)."""
    return any(board.has_wall(cell, d) for d in range(4))


def _line(cells: Sequence[Cell], at: Cell) -> list[Cell]:
    """Return the cells of a cell's row and column, but not the cell."""
    return [c for c in cells if (c[0] == at[0]) != (c[1] == at[1])]
