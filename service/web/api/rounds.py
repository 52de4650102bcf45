"""Rounds of a game: turn a chip, bid, start the timer, demonstrate, claim, reroll."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.matches import actions
from service.matches.present import Outcome, PlacedBid, RoundView
from service.web.api.common import API_PREFIX, Blueprint, polled
from service.web.api.games import acting
from service.web.api.paging import page
from service.web.schemas.games import (
    BidCreateSchema,
    BidPlacedSchema,
    ClaimCreateSchema,
    DemonstrationResultSchema,
    DemonstrationSchema,
    RoundPageSchema,
    RoundQuerySchema,
    RoundSchema,
)

blp = Blueprint(
    "rounds",
    __name__,
    url_prefix=f"{API_PREFIX}/games/<game_id>/rounds",
    description="Rounds of a game. Timers are evaluated from stored timestamps on "
    "every request; conflicts with the game's state are 409 problems (timer-over, "
    "bid-not-lower, not-your-turn, wrong-phase, too-early, game-over, wrong-mode).",
)


@blp.route("")
class Rounds(MethodView):
    """The rounds of a game."""

    @polled(blp)
    @blp.arguments(RoundQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, RoundPageSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, game_id: str, limit: int, cursor: str = "0") -> dict[str, Any]:
        """List the rounds after round number `cursor`, oldest first."""
        items, following = actions.list_rounds(game_id, int(cursor), limit)
        return page(items, None if following is None else str(following))

    @acting(blp)
    @blp.response(201, RoundSchema)
    def post(self, game_id: str) -> RoundView:
        """Start the next round: turn a chip (solo: and the timer; micro: roll)."""
        return actions.start_round(game_id)


@blp.route("/<int:number>")
class RoundByNumber(MethodView):
    """One round."""

    @polled(blp)
    @blp.response(200, RoundSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, game_id: str, number: int) -> RoundView:
        """Show a round: chip, timer, bids, verification, ranking once revealed."""
        return actions.show_round(game_id, number)


@blp.route("/<int:number>/bids")
class Bids(MethodView):
    """Bids (classic)."""

    @acting(blp)
    @blp.arguments(BidCreateSchema)
    @blp.response(201, BidPlacedSchema)
    def post(self, body: dict[str, Any], game_id: str, number: int) -> PlacedBid:
        """Bid a number of moves; the first bid starts the sand timer."""
        return actions.bid(game_id, number, body["moves"])


@blp.route("/<int:number>/timer")
class Timer(MethodView):
    """The sand timer (classic)."""

    @acting(blp)
    @blp.response(200, RoundSchema)
    def post(self, game_id: str, number: int) -> RoundView:
        """Start the timer without a bid, once the no-bid wait has passed."""
        return actions.start_timer(game_id, number)


@blp.route("/<int:number>/solution")
class Solution(MethodView):
    """Demonstrations (classic verifier, solo player)."""

    @acting(blp)
    @blp.arguments(DemonstrationSchema)
    @blp.response(200, DemonstrationResultSchema)
    def post(self, body: dict[str, Any], game_id: str, number: int) -> Outcome:
        """Demonstrate your solution when asked (null concedes)."""
        return actions.demonstrate(game_id, number, body["solution"])


@blp.route("/<int:number>/claims")
class Claims(MethodView):
    """Claims (Micro Robots)."""

    @acting(blp)
    @blp.arguments(ClaimCreateSchema)
    @blp.response(200, DemonstrationResultSchema)
    def post(self, body: dict[str, Any], game_id: str, number: int) -> Outcome:
        """Claim a number of moves with the path; the first claim decides the round."""
        return actions.claim(game_id, number, body["moves"], body["path"])


@blp.route("/<int:number>/reroll")
class Reroll(MethodView):
    """A new target (Micro Robots)."""

    @acting(blp)
    @blp.response(200, RoundSchema)
    def post(self, game_id: str, number: int) -> RoundView:
        """Roll a new target when nobody has claimed for the configured wait."""
        return actions.reroll(game_id, number)
