"""Bid ranking against the optimum, the round summary, and the hidden answer."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from service.game.check import check_solution
from service.game.notation import parse_solution
from service.infra.clock import FakeClock
from service.solving import secrecy
from tests.matches.helpers import Table, problem_type
from workers import jobs


def known(app: Flask, table: Table, rnd: dict[str, Any]) -> int:
    """Run the solve job the round enqueued, here, as a worker would; return it."""
    jobs.set_app(app)
    try:
        done = jobs.solve_puzzle(rnd["puzzle_id"])
    finally:
        jobs._app = None  # back to building its own app
    assert done["stored"] and done["status"] == "optimal"
    assert done["optimal_moves"] == table.answer(rnd).moves
    return int(done["optimal_moves"])


@pytest.mark.parametrize(
    ("preset", "over_can_be_met"), [("zman-2017", True), ("abacus-2013", None)]
)
def test_standings_appear_once_the_timer_has_run_out(
    app: Flask, open_table: Any, clock: FakeClock, preset: str, over_can_be_met: Any
) -> None:
    table = open_table(["ann", "bob", "cy"], preset=preset, seed=9)
    rnd = table.start_round()
    optimum = known(app, table, rnd)
    assert optimum > 1
    table.bid(1, 0, optimum - 1)
    table.bid(1, 1, optimum)
    table.bid(1, 2, optimum + 2)
    live = table.round(1)
    assert live["optimum"] is None and live["summary"] is None
    assert all("standing" not in bid for bid in live["bids"])
    clock.advance(seconds=60)
    bids = table.round(1)["bids"]
    assert [b["standing"]["label"] for b in bids] == ["impossible", "optimal", "+2"]
    assert [b["standing"]["can_be_met"] for b in bids] == [False, True, over_can_be_met]
    assert table.round(1)["optimum"] == optimum


def test_summary_shows_optimum_and_optimal_solution_next_to_the_play(
    app: Flask, open_table: Any, clock: FakeClock
) -> None:
    table = open_table(seed=9)
    rnd = table.start_round()
    optimum = known(app, table, rnd)
    answer = table.answer(rnd)
    table.bid(1, 1, optimum)
    clock.advance(seconds=60)
    table.demonstrate(1, 1, answer.solution)
    summary = table.round(1)["summary"]
    assert summary["optimum"] == optimum and summary["winner"] == 1
    assert summary["played"] == answer.solution
    best = check_solution(
        table.puzzle(rnd["puzzle_id"]), parse_solution(summary["optimal_solution"])
    )
    assert best.solved and best.moves == optimum


def test_unknown_optimum_shows_no_standing(open_table: Any, clock: FakeClock) -> None:
    table = open_table(seed=9)
    table.start_round()
    table.bid(1, 0, 4)
    clock.advance(seconds=60)
    rnd = table.round(1)
    assert rnd["optimum"] is None and "standing" not in rnd["bids"][0]


def test_answer_is_hidden_while_the_round_is_live(
    app: Flask, open_table: Any, clock: FakeClock
) -> None:
    table = open_table(seed=9)
    rnd = table.start_round()
    known(app, table, rnd)
    url = f"/v1/puzzles/{rnd['puzzle_id']}"
    with app.test_request_context():
        assert secrecy.solution_hidden(rnd["puzzle_id"])
    hidden = table.client.get(f"{url}/solution")
    assert hidden.status_code == 403 and problem_type(hidden) == "answer-hidden"
    assert table.client.get(f"{url}/hint").status_code == 403
    table.bid(1, 0, 30)
    clock.advance(seconds=60)
    assert table.client.get(f"{url}/solution").status_code == 403  # still verifying
    table.demonstrate(1, 0, table.answer(rnd).solution)
    with app.test_request_context():
        assert not secrecy.solution_hidden(rnd["puzzle_id"])
    shown = table.client.get(f"{url}/solution")
    assert shown.status_code == 200 and shown.json["optimal_moves"] == (
        table.answer(rnd).moves
    )
