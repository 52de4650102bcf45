"""A live round's answer is never served through a variant that it solves."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.notation import parse_compact
from service.infra.clock import FakeClock
from tests.daily.helpers import post, solved_answer
from tests.helpers.api import assert_problem
from tests.helpers.variants import solves, variants
from tests.matches.helpers import Table

pytestmark = pytest.mark.redis


def test_no_variant_serves_a_live_rounds_answer(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    open_table: Any,
    clock: FakeClock,
) -> None:
    table: Table = open_table(seed=9)
    rnd = table.start_round()
    stored = client.get(f"/v1/puzzles/{rnd['puzzle_id']}").json
    spec = {k: stored[k] for k in ("board", "robots", "target", "rules")}
    answer = table.answer(rnd)
    leaking, others = [], []
    for name, variant, back in variants(spec, parse_compact(answer.solution)):
        puzzle_id = post(client, auth, variant)
        found = solved_answer(app, puzzle_id)
        (leaking if solves(spec, back(found)) else others).append((name, puzzle_id))
    assert "walls between blocked cells" in dict(leaking)
    for name, puzzle_id in leaking:
        url = f"/v1/puzzles/{puzzle_id}"
        assert_problem(client.get(f"{url}/solution"), 403, "answer-hidden"), name
        assert_problem(client.get(f"{url}/hint"), 403, "answer-hidden"), name
    for _, puzzle_id in others:
        assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
    table.bid(1, 0, answer.moves)
    clock.advance(seconds=60)  # the timer runs out
    table.demonstrate(1, 0, answer.solution)  # the round ends: answers may be served
    for _, puzzle_id in leaking:
        assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
