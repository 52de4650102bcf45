"""What the API shows of a game and its rounds (hidden information stays hidden).

The order of the face-down chips is never shown, nor the seed before the game is
over (it would reveal that order). Bid standings and the optimum appear only once
the round's timer has run out: earlier they would tell players the answer.

These are typed views, not JSON: a `GameView` is the game's row with what the
rules let it show, a `RoundView` the shape of a round in its mode and phase; the
response schemas (`service.web.schemas.games`) map them to JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NotRequired, TypedDict, cast

from service.infra import clock
from service.matches.models import Game, GameStatus, Player, Round, RoundStatus

from .classic import timer_allowed_at
from .micro import reroll_allowed_at
from .ranking import ClassicSummary, MicroSummary, round_ranking
from .referee import BidStanding
from .store import iso, latest_round, seat_of


class Seat(TypedDict):
    """A player in the creation answer: the row's fields and the secret token."""

    seat: int
    name: str
    chips: int
    won: list[Any]
    token: str


class Standing(TypedDict):
    """A player's place (equal chips share a rank)."""

    rank: int
    seat: int
    name: str
    chips: int


class Table(TypedDict, total=False):
    """What lies on the table: classic and solo keys, or micro ones."""

    robots: dict[str, Any]
    face_down_chips: int
    chips: list[dict[str, Any]]
    laid_face_up: list[dict[str, Any]]
    laid_face_down: list[dict[str, Any]]
    robot: list[int]
    next_roller: int
    supply: int


class BidView(TypedDict):
    """A bid; its standing against the optimum once that is revealed."""

    seq: int
    player: int | None
    moves: int
    at: datetime
    standing: NotRequired[BidStanding]


class Verification(TypedDict):
    """The demonstration order, the current verifier and the attempts."""

    order: list[dict[str, Any]]
    verifier: int | None
    deadline: str | None
    attempts: list[dict[str, Any]]


class RoundView(TypedDict):
    """A round as its mode and phase show it."""

    number: int
    status: str
    outcome: str | None
    chip: dict[str, Any]
    puzzle_id: str | None
    robots: dict[str, Any]
    started_at: datetime
    timer_started_at: datetime | None
    timer_ends_at: datetime | None
    server_time: datetime
    winner: int | None
    ended_at: datetime | None
    bids: list[BidView]
    verification: Verification | None
    optimum: int | None
    summary: ClassicSummary | MicroSummary | None
    timer_allowed_at: NotRequired[datetime]
    reroll_allowed_at: NotRequired[datetime]
    start: NotRequired[list[int]]
    target: NotRequired[list[int]]
    roller: NotRequired[int]
    claim: NotRequired[dict[str, Any] | None]
    rolls: NotRequired[list[dict[str, Any]]]


class PlacedBid(TypedDict):
    """A placed bid and the timer it runs against."""

    round: int
    seq: int
    player: int
    moves: int
    at: datetime
    timer_ends_at: datetime | None
    server_time: datetime


class Outcome(TypedDict):
    """How a demonstration or claim went, the round after it, and the game (the
    answer shows its status and winners)."""

    result: dict[str, Any]
    round: RoundView
    game: Game


@dataclass(frozen=True)
class GameView:
    """A game's whole visible state: its row (read through, as `row.mode` is
    `view.mode`), the server's clock, its latest round, and what the rules show."""

    row: Game
    server_time: datetime
    current_round: RoundView | None
    tokens: list[str] = field(default_factory=list)

    def __getattr__(self, name: str) -> Any:
        """Read the game's own columns (id, mode, rules, status, ...)."""
        if name == "row":  # not yet set (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.row, name)

    @property
    def seed(self) -> Any:
        """The seed, once the game is over (it would reveal the chips' order)."""
        return self.row.seed if self.row.status == GameStatus.FINISHED else None

    @property
    def players(self) -> list[Player] | list[Seat]:
        """The seats, in order (with their tokens in the creation answer only)."""
        if not self.tokens:
            return list(self.row.players)
        seats: list[Seat] = [
            {"seat": p.seat, "name": p.name, "chips": p.chips, "won": p.won, "token": t}
            for p, t in zip(self.row.players, self.tokens, strict=True)
        ]
        return seats

    @property
    def standings(self) -> list[Standing]:
        """The players by chips, with shared ranks for equal counts."""
        return standings(self.row)

    @property
    def table(self) -> Table:
        """What lies on the table."""
        return table(self.row)


def game_view(game: Game, tokens: list[str] | None = None) -> GameView:
    """Return the whole visible state of a game (`tokens`: the creation answer's)."""
    rnd = latest_round(game)
    shown = round_view(game, rnd) if rnd is not None else None
    return GameView(game, clock.now(), shown, tokens or [])


def standings(game: Game) -> list[Standing]:
    """Return the players by chips, with shared ranks for equal counts."""
    ordered = sorted(game.players, key=lambda p: (-p.chips, p.seat))
    return [
        {
            "rank": 1 + sum(q.chips > p.chips for q in game.players),
            "seat": p.seat,
            "name": p.name,
            "chips": p.chips,
        }
        for p in ordered
    ]


def table(game: Game) -> Table:
    """Return what lies on the table: robots and chip piles (or dice state)."""
    state = game.state
    if game.mode == "micro":
        chips = sum(p.chips for p in game.players)
        return {
            "robot": state["robot"],
            "next_roller": state["roller"],
            "supply": game.rules["micro_chips_total"] - chips,
        }
    shown: Table = {
        "robots": state["robots"],
        "face_down_chips": len(state["deck"]),
        "chips": [chip(state, i) for i in range(len(state["chips"]))],
    }
    if game.mode == "solo":
        shown["laid_face_up"] = [chip(state, i) for i in state["face_up"]]
        shown["laid_face_down"] = [chip(state, i) for i in state["face_down"]]
    return shown


def chip(state: dict[str, Any], index: int) -> dict[str, Any]:
    """Return chip `index` of a classic or solo game, with its index (its id)."""
    return {"index": index, **state["chips"][index]}


def round_view(game: Game, rnd: Round) -> RoundView:
    """Return a round: chip, timer, bids, verification, and (after it) its ranking."""
    bids = bid_views(game, rnd)
    ranking = round_ranking(game, rnd, cast(list[dict[str, Any]], bids))
    shown: RoundView = {
        "number": rnd.number,
        "status": rnd.status,
        "outcome": rnd.outcome,
        "chip": rnd.chip,
        "puzzle_id": rnd.puzzle_id,
        "robots": rnd.robots,
        "started_at": rnd.started_at,
        "timer_started_at": rnd.timer_started_at,
        "timer_ends_at": rnd.timer_ends_at,
        "server_time": clock.now(),
        "winner": seat_of(game, rnd.winner_id),
        "ended_at": rnd.ended_at,
        "bids": bids,
        "verification": verification(game, rnd),
        "optimum": ranking.optimum,
        "summary": ranking.summary,
    }
    if game.mode == "classic" and rnd.status == RoundStatus.WAITING:
        shown["timer_allowed_at"] = timer_allowed_at(game, rnd)
    if game.mode == "micro":
        data = rnd.data
        shown["start"] = data["start"]
        shown["target"] = rnd.chip["cell"]
        shown["roller"] = data["roller"]
        shown["claim"] = data.get("claim")
        shown["rolls"] = data["rolls"]
        if rnd.status == RoundStatus.WAITING:
            shown["reroll_allowed_at"] = reroll_allowed_at(game, rnd)
    return shown


def bid_views(game: Game, rnd: Round) -> list[BidView]:
    """Return a round's bids in sequence order (standings added by the ranking)."""
    return [
        {
            "seq": b.seq,
            "player": seat_of(game, b.player_id),
            "moves": b.moves,
            "at": b.at,
        }
        for b in rnd.bids
    ]


def verification(game: Game, rnd: Round) -> Verification | None:
    """Return the demonstration order, the current verifier and the attempts."""
    if "attempts" not in rnd.data:
        return None
    queue = rnd.data.get("queue", [])
    return {
        "order": [
            {"player": seat_of(game, e["player"]), "bid": e["bid"]} for e in queue
        ],
        "verifier": seat_of(game, rnd.verifier_id),
        "deadline": iso(rnd.verify_deadline),
        "attempts": rnd.data["attempts"],
    }
