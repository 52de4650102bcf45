"""Helpers for playing games over HTTP: a `Table` per game, its problems."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.puzzle import Puzzle
from service.infra.extensions import db
from service.matches.models import GameEvent
from service.puzzles.puzzles import parsed_puzzle
from tests.helpers.games import Answer, solve_puzzle

PROBLEMS = "/problems/"


def bearer(token: str) -> dict[str, str]:
    """Return the Authorization header for a token or an API key."""
    return {"Authorization": f"Bearer {token}"}


def json_of(response: Any) -> Any:
    """Return a response's JSON body (untyped, like the tests read it)."""
    return response.get_json()


def problem_type(response: Any) -> str:
    """Return the kind of a problem+json answer."""
    assert response.mimetype == "application/problem+json", response.data
    kind: str = response.json["type"].removeprefix(PROBLEMS)
    return kind


@dataclass
class Table:
    """One game seen from the test: its id, the players' tokens, the admin key."""

    client: FlaskClient
    app: Flask
    admin: dict[str, str]
    game: dict[str, Any]
    tokens: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return str(self.game["id"])

    @property
    def url(self) -> str:
        return f"/v1/games/{self.id}"

    def seat(self, seat: int) -> dict[str, str]:
        """Return the headers acting as a seat."""
        return bearer(self.tokens[seat])

    def state(self) -> dict[str, Any]:
        """GET the game (asserting 200)."""
        response = self.client.get(self.url)
        assert response.status_code == 200, response.json
        return dict(json_of(response))

    def start_round(self, as_seat: int | None = 0) -> dict[str, Any]:
        """Start the next round (as a seat, or as the admin)."""
        headers = self.admin if as_seat is None else self.seat(as_seat)
        response = self.client.post(f"{self.url}/rounds", headers=headers)
        assert response.status_code == 201, response.json
        return dict(json_of(response))

    def post(self, path: str, seat: int | None, body: Any = None) -> Any:
        """POST to a path of the game as a seat (None: the admin)."""
        headers = self.admin if seat is None else self.seat(seat)
        return self.client.post(f"{self.url}{path}", headers=headers, json=body)

    def bid(self, number: int, seat: int, moves: int) -> Any:
        """Place a bid, returning the response."""
        return self.post(f"/rounds/{number}/bids", seat, {"moves": moves})

    def demonstrate(self, number: int, seat: int, solution: Any) -> Any:
        """Send a solution for a round, returning the response."""
        return self.post(f"/rounds/{number}/solution", seat, {"solution": solution})

    def round(self, number: int) -> dict[str, Any]:
        """GET a round (asserting 200)."""
        response = self.client.get(f"{self.url}/rounds/{number}")
        assert response.status_code == 200, response.json
        return dict(json_of(response))

    def events(self, after: int = 0) -> list[dict[str, Any]]:
        """Return the events after a sequence number."""
        response = self.client.get(f"{self.url}/events?cursor={after}&limit=1000")
        assert response.status_code == 200, response.json
        items = list(json_of(response)["items"])
        assert [e["data"] for e in items] == self.stored_event_data(after)
        return items

    def stored_event_data(self, after: int) -> list[Any]:
        """Return the stored `data` of the events after a seq, as JSON: the typed
        event schemas must show every field the referee logs (none dropped)."""
        with self.app.app_context():
            query = (
                sa.select(GameEvent.data)
                .where(GameEvent.game_id == self.id, GameEvent.seq > after)
                .order_by(GameEvent.seq)
            )
            return [json.loads(json.dumps(d)) for d in db.session.scalars(query)]

    def puzzle(self, puzzle_id: str) -> Puzzle:
        """Return a round's stored puzzle as a core object."""
        with self.app.app_context():
            return parsed_puzzle(puzzle_id)

    def answer(self, rnd: dict[str, Any]) -> Answer:
        """Return an optimal solution of a round."""
        return solve_puzzle(self.puzzle(rnd["puzzle_id"]))
