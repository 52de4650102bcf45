"""POST /v1/games, GET /v1/games/{id}, its events, and ending a game."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar, cast

from flask.views import MethodView

from service.accounts.auth import require_client
from service.matches import actions
from service.matches.access import require_token
from service.matches.present import GameView
from service.web.api.common import API_PREFIX, BEARER, Blueprint, authenticated, polled
from service.web.api.paging import page
from service.web.schemas.events import EventPageSchema
from service.web.schemas.games import (
    EventQuerySchema,
    GameCreateSchema,
    GamePageSchema,
    GameQuerySchema,
    GameSchema,
)

F = TypeVar("F", bound=Callable[..., Any])

blp = Blueprint(
    "games",
    __name__,
    url_prefix=f"{API_PREFIX}/games",
    description="Games refereed by the server: classic (2+ players, bids against the "
    "sand timer), solo, and Micro Robots. Players act with `Authorization: Bearer "
    "<player token>` (returned once, at creation); the creating client's API key "
    "administers. Reads need no credentials.",
)


def acting(bp: Blueprint) -> Callable[[F], F]:
    """Require a credential (a player token or the admin key; 401 before the body is
    read) and document the view's 401/403/404/409."""

    def decorator(view: F) -> F:
        @wraps(view)
        def checked(*args: Any, **kwargs: Any) -> Any:
            require_token()  # which player it names is decided with the game
            return view(*args, **kwargs)

        documented = bp.doc(security=BEARER)(checked)
        for status, name in (
            (401, "UNAUTHORIZED"),
            (403, "FORBIDDEN"),
            (404, "NOT_FOUND"),
            (409, "CONFLICT"),
        ):
            documented = bp.alt_response(status, response=name)(documented)
        return cast(F, documented)

    return decorator


@blp.route("")
class Games(MethodView):
    """Game creation, and the calling client's games."""

    @authenticated(blp)
    @blp.arguments(GameQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, GamePageSchema)
    def get(self, cursor: str | None = None, limit: int = 20) -> dict[str, Any]:
        """List the games the calling client created, newest first."""
        items, following = actions.list_games(require_client(), cursor, limit)
        return page(items, following)

    @authenticated(blp)
    @blp.arguments(GameCreateSchema)
    @blp.response(201, GameSchema)
    def post(self, body: dict[str, Any]) -> tuple[GameView, dict[str, str]]:
        """Create a game; the answer holds each player's secret token (shown once)."""
        game = actions.create(body, require_client())
        return game, {"Location": f"{blp.url_prefix}/{game.id}"}


@blp.route("/<game_id>")
class GameById(MethodView):
    """One game."""

    @polled(blp)
    @blp.response(200, GameSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, game_id: str) -> GameView:
        """Show a game's whole state: players, standings, table, current round."""
        return actions.show(game_id)


@blp.route("/<game_id>/finish")
class GameFinish(MethodView):
    """Ending a game early."""

    @acting(blp)
    @blp.response(200, GameSchema)
    def post(self, game_id: str) -> GameView:
        """End the game now (creating client only); the most chips win, ties share."""
        return actions.finish(game_id)


@blp.route("/<game_id>/events")
class GameEvents(MethodView):
    """The game's log."""

    @blp.arguments(EventQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, EventPageSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, game_id: str, limit: int, cursor: str = "0") -> dict[str, Any]:
        """List the events after the one numbered `cursor`, oldest first."""
        items, following, version = actions.events(game_id, int(cursor), limit)
        return page(
            items, None if following is None else str(following), version=version
        )
