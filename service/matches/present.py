"""The API's view of a game and its rounds (hidden information stays hidden).

The order of the face-down chips is never shown, nor the seed before the game is
over (it would reveal that order). Bid standings and the optimum appear only once
the round's timer has run out: earlier they would tell players the answer.
"""

from __future__ import annotations

from typing import Any

from service.infra import clock
from service.infra.models.games import Game, GameStatus, Round, RoundStatus

from .classic import bids_json, timer_allowed_at
from .micro import reroll_allowed_at
from .ranking import round_ranking
from .store import iso, latest_round, seat_of


def game_json(game: Game) -> dict[str, Any]:
    """Return the whole visible state of a game."""
    url = f"/v1/games/{game.id}"
    rnd = latest_round(game)
    return {
        "id": game.id,
        "mode": game.mode,
        "preset": game.preset,
        "rules": game.rules,
        "board_id": game.board_id,
        "status": game.status,
        "version": game.version,
        "event_seq": game.event_seq,
        "server_time": clock.now(),
        "created_at": game.created_at,
        "finished_at": game.finished_at,
        "seed": game.seed if game.status == GameStatus.FINISHED else None,
        "players": [
            {"seat": p.seat, "name": p.name, "chips": p.chips, "won": p.won}
            for p in game.players
        ],
        "standings": standings(game),
        "winners": game.winners,
        "table": table_json(game),
        "rounds_played": game.round_count,
        "current_round": round_json(game, rnd) if rnd is not None else None,
        "links": {
            "self": url,
            "events": f"{url}/events",
            "rounds": f"{url}/rounds",
            "board": f"/v1/boards/{game.board_id}",
        },
    }


def game_summary(game: Game) -> dict[str, Any]:
    """Return a game's line in its client's list (its state: `links.self`)."""
    url = f"/v1/games/{game.id}"
    return {
        "id": game.id,
        "mode": game.mode,
        "preset": game.preset,
        "status": game.status,
        "players": [p.name for p in game.players],
        "created_at": game.created_at,
        "finished_at": game.finished_at,
        "rounds_played": game.round_count,
        "links": {"self": url, "events": f"{url}/events", "rounds": f"{url}/rounds"},
    }


def standings(game: Game) -> list[dict[str, Any]]:
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


def table_json(game: Game) -> dict[str, Any]:
    """Return what lies on the table: robots and chip piles (or dice state)."""
    state = game.state
    if game.mode == "micro":
        chips = sum(p.chips for p in game.players)
        return {
            "robot": state["robot"],
            "next_roller": state["roller"],
            "supply": game.rules["micro_chips_total"] - chips,
        }
    table: dict[str, Any] = {
        "robots": state["robots"],
        "face_down_chips": len(state["deck"]),
        "chips": [chip(state, i) for i in range(len(state["chips"]))],
    }
    if game.mode == "solo":
        table["laid_face_up"] = [chip(state, i) for i in state["face_up"]]
        table["laid_face_down"] = [chip(state, i) for i in state["face_down"]]
    return table


def chip(state: dict[str, Any], index: int) -> dict[str, Any]:
    """Return chip `index` of a classic or solo game, with its index (its id)."""
    return {"index": index, **state["chips"][index]}


def round_json(game: Game, rnd: Round) -> dict[str, Any]:
    """Return a round: chip, timer, bids, verification, and (after it) its ranking."""
    data = rnd.data
    body: dict[str, Any] = {
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
        "bids": bids_json(game, rnd),
        "verification": verification_json(game, rnd),
    }
    if game.mode == "classic" and rnd.status == RoundStatus.WAITING:
        body["timer_allowed_at"] = timer_allowed_at(game, rnd)
    if game.mode == "micro":
        body.update(
            start=data["start"],
            target=rnd.chip["cell"],
            roller=data["roller"],
            claim=data.get("claim"),
            rolls=data["rolls"],
        )
        if rnd.status == RoundStatus.WAITING:
            body["reroll_allowed_at"] = reroll_allowed_at(game, rnd)
    body.update(round_ranking(game, rnd, body["bids"]))
    return body


def verification_json(game: Game, rnd: Round) -> dict[str, Any] | None:
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
