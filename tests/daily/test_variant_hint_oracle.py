"""Position hints of a copy of today's puzzle on another board do not tell, move
by move, which moves lie on today's answer.

The attack: copy today's hard puzzle onto a wider board (or shift, turn or mirror
it), then ask `POST .../hints` after each possible first move. A hint whose
`moves + remainder` solves today's puzzle was withheld (403) while the others were
served, so the 403s named today's first move, then its second, and so on: the
hidden answer in a few hundred requests. A copy whose own answer gives a hidden
puzzle away is now hidden from every position, as the hidden puzzle is.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.geometry import DIRECTIONS
from service.infra.clock import FakeClock
from tests.daily.helpers import posted_variants
from tests.helpers.api import assert_problem
from tests.helpers.daily import SMALL_TIERS

pytestmark = [pytest.mark.usefixtures("days_generated"), pytest.mark.redis]
TIERS = [tier["name"] for tier in SMALL_TIERS]


def hint_codes(
    client: FlaskClient, puzzle_id: str, spec: dict[str, Any], prefix: list[Any]
) -> dict[tuple[str, str], int]:
    """Return the hint status after `prefix` and each next move of every robot."""
    codes = {}
    for robot in spec["robots"]:
        for direction in DIRECTIONS:
            moves = [*prefix, [robot, direction]]
            response = client.post(
                f"/v1/puzzles/{puzzle_id}/hints", json={"moves": moves}
            )
            if response.status_code == 422:  # the move does not move the robot
                continue
            codes[(robot, direction)] = response.status_code
    return codes


@pytest.mark.parametrize("tier", [t for t in TIERS if t != "easy"])
def test_hints_of_a_board_copy_do_not_name_the_hidden_moves(
    app: Flask, client: FlaskClient, clock: FakeClock, tier: str
) -> None:
    posted = posted_variants(app, client, tier)
    for name, puzzle_id, variant, answer in posted:
        for depth in range(len(answer) - 1):
            prefix = [list(m) for m in answer[:depth]]
            codes = hint_codes(client, puzzle_id, variant, prefix)
            assert set(codes.values()) == {403}, (name, depth, codes)
        start = client.post(f"/v1/puzzles/{puzzle_id}/hints", json={})
        assert_problem(start, 403, "answer-hidden")
        listed = client.get(f"/v1/puzzles/{puzzle_id}/solutions")
        assert_problem(listed, 403, "answer-hidden")
    clock.advance(hours=12, days=2)  # every generated day is over
    for name, puzzle_id, variant, _ in posted[:1]:
        codes = hint_codes(client, puzzle_id, variant, [])
        assert 403 not in codes.values(), (name, codes)


def test_a_board_copy_does_not_tell_todays_optimum(
    app: Flask,
    client: FlaskClient,
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Today's optimum is shown only once the day is revealed; a copy on another
    board told it through a hint of its solved position and through its solution
    list while the listing was queued."""
    from service.puzzles import solution_lists

    monkeypatch.setattr(solution_lists, "INLINE_SECONDS", 0.0)
    for name, puzzle_id, _, answer in posted_variants(app, client, "hard"):
        moves = [list(m) for m in answer]
        solved = client.post(f"/v1/puzzles/{puzzle_id}/hints", json={"moves": moves})
        assert_problem(solved, 403, "answer-hidden"), name
        listed = client.get(f"/v1/puzzles/{puzzle_id}/solutions")
        assert_problem(listed, 403, "answer-hidden"), name
