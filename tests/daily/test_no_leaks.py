"""While a day runs, nobody who has not matched the optimum learns it or their
distance to it: not from the attempt answer, their best, the leaderboard, the page
or the feed. After the day everything is public."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from tests.daily.helpers import TODAY, longer_solution, register
from tests.daily.helpers import post_attempt as post

pytestmark = pytest.mark.usefixtures("days_generated")  # requests never generate a day

LEADERBOARD = "/v1/daily/2026-01-01/medium/leaderboard"


def spoken(text: str, optimum: int) -> list[str]:
    """Return the phrases of a text that would tell the optimum or a distance."""
    probes = [f"+{k}" for k in range(1, 4)] + [
        f"Optimal: {optimum}",
        "over the optimum",
    ]
    return [probe for probe in probes if probe in text]


@pytest.fixture
def solved_by_alice(
    client: FlaskClient, clock: FakeClock, answer, auth: dict[str, str]
) -> Any:
    """Generate today; alice (another app) solves the medium tier optimally."""
    assert client.get("/v1/daily").status_code == 200
    row = answer(TODAY, "medium")
    other = register(client, "alice's app")
    assert (
        post(client, other, "alice", row.solution, "medium").json["score"] == "optimal"
    )
    return row


def test_a_longer_attempt_tells_only_not_optimal(
    client: FlaskClient, auth: dict[str, str], solved_by_alice
) -> None:
    row = solved_by_alice
    moves = [list(m) for m in longer_solution(client, row)]
    body = post(client, auth, "bob", moves, "medium").json
    assert body["solved"] is True and body["moves"] == row.optimal_moves + 1
    assert body["score"] is None and body["over"] is None
    assert body["best"]["optimal"] is False and body["best"]["score"] is None
    assert body["optimal_moves"] is None and body["solution"] is None
    mine = client.get("/v1/daily/2026-01-01/medium/attempts/bob", headers=auth).json
    assert mine["best"]["score"] is None and mine["optimal_moves"] is None


def test_the_leaderboard_hides_moves_until_the_day_ends(
    client: FlaskClient, clock: FakeClock, solved_by_alice
) -> None:
    row = solved_by_alice
    board = client.get(LEADERBOARD).json
    assert [e["player"] for e in board["items"]] == ["alice"]
    assert board["items"][0]["moves"] is None and board["optimal_moves"] is None
    page = client.get("/daily").get_data(as_text=True)
    assert spoken(page, row.optimal_moves) == []
    assert f"<td>{row.optimal_moves}</td>" not in page
    feed = client.get("/v1/feed.json").json
    assert all(
        p["optimal_moves"] is None for p in feed["items"][0]["_ricochet"]["puzzles"]
    )
    assert spoken(feed["items"][0]["content_html"], row.optimal_moves) == []
    clock.advance(days=1)
    final = client.get(LEADERBOARD).json
    assert final["items"][0]["moves"] == row.optimal_moves
    assert final["items"][0]["score"] == "optimal"
