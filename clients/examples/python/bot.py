"""A reference bot: joins a classic game by its seat token, bids from its own search
and demonstrates its solution when the referee calls on it.

    python bot.py --url http://127.0.0.1:8000 --game GAME_ID --token gp_...

It follows the game's event stream until the game is finished: on `round_started` it
reads the puzzle, searches it (a breadth-first search over the robots' positions,
`--max-nodes` at most) and bids the length of what it found; on `verifier_called` for
its own seat it sends that solution. The service will not tell a live round's optimum
(403 `answer-hidden`), so a bot bids from its own search.
"""

from __future__ import annotations

import argparse
from collections import deque
from typing import Any

from ricochet_client import ProblemError, connect, stream_events, unwrap
from ricochet_client.api.games import get_v1_games_game_id
from ricochet_client.api.puzzles import get_v1_puzzles_puzzle_id
from ricochet_client.api.rounds import (
    post_v1_games_game_id_rounds_number_bids,
    post_v1_games_game_id_rounds_number_solution,
)
from ricochet_client.models import BidCreate, Demonstration, Move

STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
Cell = tuple[int, int]
Step = tuple[str, str]


class Board:
    """A board's walls (written from both of their cells), blocked cells and size."""

    def __init__(self, board: dict[str, Any]) -> None:
        self.width, self.height = board["width"], board["height"]
        self.blocked = {(x, y) for x, y in board.get("blocked", [])}
        self.walls: set[tuple[int, int, str]] = set()
        for x, y, side in board.get("walls", []):
            dx, dy = STEP[side]
            self.walls |= {(x, y, side), (x + dx, y + dy, OPPOSITE[side])}

    def slide(self, cell: Cell, side: str, taken: set[Cell]) -> Cell:
        """Return where a robot moving `side` from `cell` stops."""
        (x, y), (dx, dy) = cell, STEP[side]
        while (x, y, side) not in self.walls:
            nx, ny = x + dx, y + dy
            inside = 0 <= nx < self.width and 0 <= ny < self.height
            if not inside or (nx, ny) in self.blocked or (nx, ny) in taken:
                break
            x, y = nx, ny
        return (x, y)


def ricocheted(path: list[Step], robot: str, side: str) -> bool:
    """Tell whether `robot` turns 90 degrees from its previous own move."""
    own = [s for r, s in path if r == robot]
    return bool(own) and own[-1] not in (side, OPPOSITE[side])


def search(puzzle: dict[str, Any], max_nodes: int) -> list[Step] | None:
    """Return a short solution (breadth-first over positions), or None within budget.

    Positions already seen are not searched again, whichever robot last moved; so a
    solution that needs a ricochet may be missed or longer than the optimum.
    """
    board, target = Board(puzzle["board"]), puzzle["target"]
    goal: Cell = (target["cell"][0], target["cell"][1])
    colors = sorted(puzzle["robots"])
    rule = puzzle.get("rules", {}).get("ricochet_rule", True)
    start = tuple((puzzle["robots"][c][0], puzzle["robots"][c][1]) for c in colors)
    queue: deque[tuple[tuple[Cell, ...], list[Step]]] = deque([(start, [])])
    seen = {start}
    while queue and len(seen) < max_nodes:
        cells, path = queue.popleft()
        for index, color in enumerate(colors):
            for side in STEP:
                stop = board.slide(cells[index], side, set(cells))
                if stop == cells[index]:
                    continue
                eligible = target["color"] in (color, "any")
                if (
                    eligible
                    and stop == goal
                    and (not rule or ricocheted(path, color, side))
                ):
                    return [*path, (color, side)]
                moved = (*cells[:index], stop, *cells[index + 1 :])
                if moved not in seen:
                    seen.add(moved)
                    queue.append((moved, [*path, (color, side)]))
    return None


class Bot:
    """One seat of one game: its plans per round, and its seat once it bid."""

    def __init__(self, api: Any, game_id: str, max_nodes: int) -> None:
        self.api, self.game_id, self.max_nodes = api, game_id, max_nodes
        self.seat: int | None = None
        self.plans: dict[int, list[Step]] = {}

    def bid(self, number: int, puzzle_id: str) -> None:
        """Search the round's puzzle and bid the length of the solution found."""
        puzzle = unwrap(get_v1_puzzles_puzzle_id.sync(puzzle_id, client=self.api))
        plan = search(puzzle.to_dict(), self.max_nodes)
        if plan is None:
            print(
                f"round {number}: no solution within {self.max_nodes} positions, no bid"
            )
            return
        self.plans[number] = plan
        body = BidCreate(moves=len(plan))
        try:
            placed = unwrap(
                post_v1_games_game_id_rounds_number_bids.sync(
                    self.game_id, number, client=self.api, body=body
                )
            )
        except ProblemError as problem:  # e.g. timer-over: the round went on without us
            print(f"round {number}: bid refused ({problem.kind}: {problem.detail})")
            return
        self.seat = placed.player
        print(f"round {number}: bid {len(plan)} as seat {self.seat}", flush=True)

    def demonstrate(self, number: int) -> None:
        """Send the solution behind our bid, as the referee asks."""
        moves: list[list[str] | Move] = [[r, s] for r, s in self.plans[number]]
        body = Demonstration(solution=moves)
        shown = unwrap(
            post_v1_games_game_id_rounds_number_solution.sync(
                self.game_id, number, client=self.api, body=body
            )
        )
        print(
            f"round {number}: demonstrated {moves}: {shown.result.result}", flush=True
        )

    def react(self, event: Any) -> None:
        """Act on one event of the game's log."""
        data = event.data
        if event.type_ == "round_started" and isinstance(data.puzzle_id, str):
            self.bid(data.round_, data.puzzle_id)
        elif event.type_ == "verifier_called" and data.player == self.seat:
            self.demonstrate(data.round_)


def play(url: str, game_id: str, token: str, max_nodes: int) -> None:
    """Catch up with the game's current round, then follow its events to the end."""
    with connect(url, token) as api:
        bot = Bot(api, game_id, max_nodes)
        game = unwrap(get_v1_games_game_id.sync(game_id, client=api))
        current = game.current_round
        if current and current.status in ("waiting", "running") and current.puzzle_id:
            bot.bid(current.number, str(current.puzzle_id))
        for event in stream_events(api, game_id, last_event_id=game.event_seq):
            bot.react(event)
        print("game finished", flush=True)


def main() -> None:
    """Parse the command line and play."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--game", required=True, help="the game's id")
    parser.add_argument(
        "--token", required=True, help="this seat's player token (gp_...)"
    )
    parser.add_argument("--max-nodes", type=int, default=200_000)
    args = parser.parse_args()
    play(args.url, args.game, args.token, args.max_nodes)


if __name__ == "__main__":
    main()
