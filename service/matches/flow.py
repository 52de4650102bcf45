"""Steps shared by the modes: close a round, hand out or return a chip, end a game."""

from __future__ import annotations

from datetime import datetime

from service.matches.models import (
    Game,
    GameStatus,
    Player,
    Round,
    RoundOutcome,
    RoundStatus,
)

from .referee import reshuffled, winners
from .store import add_event, chips_by_seat, live_round, ruleset_of, set_state


def end_round(
    game: Game,
    rnd: Round,
    outcome: RoundOutcome,
    at: datetime,
    winner: Player | None = None,
) -> None:
    """Close a round with its outcome."""
    rnd.status = RoundStatus.OVER
    rnd.outcome = outcome
    rnd.ended_at = at
    rnd.verifier_id = None
    rnd.verify_deadline = None
    rnd.winner_id = winner.id if winner else None
    add_event(
        game,
        "round_over",
        at,
        round=rnd.number,
        outcome=outcome,
        winner=winner.seat if winner else None,
    )


def award_chip(game: Game, rnd: Round, player: Player, at: datetime) -> None:
    """Give the round's chip to a player."""
    player.chips += 1
    player.won = [*player.won, rnd.chip.get("index", rnd.number)]
    add_event(
        game,
        "chip_awarded",
        at,
        round=rnd.number,
        player=player.seat,
        chip=rnd.chip,
        chips=player.chips,
    )


def return_chip(game: Game, rnd: Round, at: datetime, reason: str) -> None:
    """Put the round's chip back face down and reshuffle the face-down chips."""
    shuffles = game.state["shuffles"] + 1
    deck = reshuffled([*game.state["deck"], rnd.chip["index"]], game.seed, shuffles)
    set_state(game, deck=deck, shuffles=shuffles)
    add_event(game, "chip_returned", at, round=rnd.number, chip=rnd.chip, reason=reason)


def classic_game_over(game: Game) -> bool:
    """Tell whether a classic game has reached its end (chips to win, or no chips)."""
    target = ruleset_of(game).chips_to_win(len(game.players))
    if target is not None and any(p.chips >= target for p in game.players):
        return True
    return not game.state["deck"]


def finish_game(game: Game, at: datetime, reason: str) -> None:
    """End the game: abandon a live round, name the winners (ties share)."""
    rnd = live_round(game)
    if rnd is not None:
        end_round(game, rnd, RoundOutcome.ABANDONED, at)
    if game.mode == "solo":
        up, down = len(game.state["face_up"]), len(game.state["face_down"])
        game.winners = [0] if up > down else []
    else:
        game.winners = winners(chips_by_seat(game))
    game.status = GameStatus.FINISHED
    game.finished_at = at
    add_event(
        game,
        "game_finished",
        at,
        reason=reason,
        winners=game.winners,
        chips=[p.chips for p in game.players],
    )
