"""The `/play` page: a served shell without external assets, and (marked `browser`)
real headless Chromium windows playing live games through the public API only."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.micro.board import MicroBoard
from service.game.micro.rules import micro_shortest
from service.puzzles.puzzles import parsed_puzzle
from tests.helpers.browser import (
    cell_name,
    click,
    delays_ms,
    describe_delays,
    enter_with_clicks,
    enter_with_keys,
    game_round,
    mark_page,
    no_errors,
    page_events,
    shot,
    still_same_page,
    text,
    visible,
    wait_for,
    wrong_move,
)
from tests.helpers.games import SMALL_BOARD, solve_puzzle

APPLIED = "return document.body.dataset.appliedSeq"


def test_page_is_a_shell_without_external_assets(client: FlaskClient) -> None:
    response = client.get("/play")
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    urls = re.findall(r'(?:src|href)="([^"]*)"', page)
    assert urls and all(u.startswith(("/", "data:")) for u in urls), urls
    policy = response.headers["Content-Security-Policy"]
    nonce = re.search(r"'nonce-([^']+)'", policy)
    assert nonce and f'nonce="{nonce.group(1)}" src="/static/play/play.js"' in page
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy
    assert '<option value="micro-robots-2016"' in page
    for module in ("play/play.js", "play/micro.js", "board/board.js"):
        script = client.get(f"/static/{module}")
        assert script.status_code == 200 and script.mimetype == "text/javascript"
        script.close()


def test_page_may_connect_to_a_separate_stream_server(
    app: Flask, client: FlaskClient
) -> None:
    """With STREAM_URL the API redirects streams there: the CSP must let it connect."""
    assert (
        "connect-src 'self';" in client.get("/play").headers["Content-Security-Policy"]
    )
    app.config["STREAM_URL"] = "http://127.0.0.1:8001/"
    policy = client.get("/play").headers["Content-Security-Policy"]
    assert "connect-src 'self' http://127.0.0.1:8001;" in policy


@pytest.mark.browser
def test_two_windows_play_a_classic_round_to_the_end(
    live_server: str,
    open_browser: Callable[[int, int], Any],
    app: Flask,
    client: FlaskClient,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    ann, bob = open_browser(1280, 1600), open_browser(390, 844)
    ann.get(f"{live_server}/play")
    players = ann.find_element(By.ID, "players")
    players.clear()
    players.send_keys("Ann\nBob")
    Select(ann.find_element(By.ID, "preset")).select_by_value("zman-2017")
    for field, value in (("timer_seconds", "5"), ("verify_seconds", "60")):
        box = ann.find_element(By.ID, field)
        box.clear()
        box.send_keys(value)
    shot(ann, "play-create-desktop")
    click(ann, "#create-button")
    wait_for(ann, lambda d: len(d.find_elements(By.CSS_SELECTOR, "a.invite")) == 2)
    links = [
        a.get_attribute("href") for a in ann.find_elements(By.CSS_SELECTOR, "a.invite")
    ]
    assert all("#seat=" in link and "&token=gp_" in link for link in links)
    game_id = re.search(r"game=([^#&]+)", links[0]).group(1)  # type: ignore[union-attr]

    ann.get(links[0])
    bob.get(links[1])
    board_url = client.get(f"/v1/games/{game_id}").get_json()["links"]["board"]
    targets = client.get(board_url).get_json()["board"]["targets"]
    printed_vortices = sum(t["color"] == "any" for t in targets)
    for driver in (ann, bob):
        wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
        mark_page(driver)
        drawn = driver.execute_script(
            "const m = document.getElementById('board-mount');"
            "return {goals: m.querySelectorAll('.goal').length,"
            " vortices: m.querySelectorAll('.vortex').length,"
            " centre: m.querySelectorAll('.centre').length}"
        )  # no chip is drawn yet: no target square, and no chip in the centre
        assert drawn == {"goals": 0, "vortices": printed_vortices, "centre": 1}
    shot(ann, "play-before-first-round-desktop")
    loaded_seq = client.get(f"/v1/games/{game_id}").get_json()["event_seq"]
    click(ann, "#next-round")
    for driver in (ann, bob):  # Bob's window learns of the round from the event log
        wait_for(
            driver,
            lambda d: text(d, "round-title") == "Round 1" and visible(d, "bidding"),
        )
    rnd = game_round(app, client, game_id)
    cell = rnd["chip"]["cell"]
    place = f"{cell_name(cell)} (column {cell_name(cell)[0]}, row {cell[1] + 1})"
    for driver in (ann, bob):  # the chip's cell as the board's axes label it
        assert f" at {place}." in text(driver, "round-info")
        assert text(driver, "board-caption").endswith(f" at {place}.")
    with app.app_context():
        answer = solve_puzzle(parsed_puzzle(rnd["puzzle_id"]))

    for digit in str(answer.moves):  # Ann bids the optimum on the number pad
        click(ann, f'.pad button[data-digit="{digit}"]')
    click(ann, "#bid-button")
    bob.find_element(By.ID, "bid-entry").send_keys(str(answer.moves + 1) + "\n")
    for driver in (ann, bob):
        wait_for(
            driver,
            lambda d: len(d.find_elements(By.CSS_SELECTOR, "#bids tbody tr")) == 2,
        )
    assert "sand timer" in text(bob, "timer-label")
    shot(ann, "play-bids-desktop")
    shot(bob, "play-bids-phone")

    # The timer runs out: Ann (the lower bid) is asked first; her wrong move fails.
    wait_for(ann, lambda d: visible(d, "demo"), timeout=20)
    wait_for(bob, lambda d: "Ann demonstrates" in text(d, "status"))
    enter_with_keys(ann, wrong_move(app, rnd["puzzle_id"]))
    click(ann, "#submit-demo")
    wait_for(bob, lambda d: visible(d, "demo"))
    wait_for(ann, lambda d: "Bob demonstrates" in text(d, "status"))
    assert "Ann: failure" in text(bob, "verification")

    enter_with_clicks(bob, answer.solution)
    shot(bob, "play-demonstration-phone")
    click(bob, "#submit-demo")
    for driver in (ann, bob):
        wait_for(driver, lambda d: "Bob takes the chip" in text(d, "log"))
        wait_for(driver, lambda d: "Bob took the chip" in text(d, "round-info"))
        standings = driver.find_element(By.CSS_SELECTOR, "#standings tbody").text.split(
            "\n"
        )
        assert standings[0] == "1 Bob 1", standings
        assert still_same_page(driver)
        assert text(driver, "transport") == "Updates: live event stream."
        no_errors(driver, live_server)
    shot(ann, "play-round-over-desktop")
    events = client.get(f"/v1/games/{game_id}/events?cursor={loaded_seq}").get_json()
    live = [e["seq"] for e in events["items"]]
    for name, driver in (("desktop", ann), ("phone", bob)):  # every event, once each
        wait_for(driver, lambda d: d.execute_script(APPLIED) == str(live[-1]))
        applied = page_events(driver, "applied")
        assert [m["seq"] for m in applied] == live
        assert [m["seq"] for m in page_events(driver, "received")] == live
        print(describe_delays(f"{name} window, commit to applied", delays_ms(applied)))
    state = client.get(f"/v1/games/{game_id}").get_json()
    assert [p["chips"] for p in state["players"]] == [0, 1]
    assert state["current_round"]["outcome"] == "won"


@pytest.mark.browser
def test_a_solo_game_played_to_its_end(
    live_server: str,
    open_browser: Callable[[int, int], Any],
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
) -> None:
    """Three chips: two solved on the board, one left to the sand timer."""
    created = client.post(
        "/v1/games",
        headers=auth,
        json={
            "players": ["Sol"],
            "board": {"board": SMALL_BOARD},
            "timer_seconds": 6,
            "seed": 3,
        },
    ).get_json()
    token = created["players"][0]["token"]
    driver = open_browser(390, 844)
    driver.get(f"{live_server}/play?game={created['id']}#seat=1&token={token}")
    wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
    mark_page(driver)
    for number in (1, 2, 3):
        wait_for(driver, lambda d: visible(d, "next-round"))  # after the replay
        click(driver, "#next-round")
        wait_for(
            driver,
            lambda d, n=number: (
                text(d, "round-title") == f"Round {n}" and visible(d, "demo")
            ),
        )
        if number == 3:  # let the sand run out: the chip goes face down
            wait_for(
                driver, lambda d: "Chip laid face down" in text(d, "log"), timeout=15
            )
            break
        rnd = game_round(app, client, created["id"])
        with app.app_context():
            answer = solve_puzzle(parsed_puzzle(rnd["puzzle_id"]))
        enter_with_keys(driver, answer.solution)
        click(driver, "#submit-demo")
        wait_for(
            driver, lambda d, n=number: text(d, "log").count("Chip laid face up") == n
        )
    wait_for(driver, lambda d: visible(d, "winners"))
    assert text(driver, "winners") == "Game over. Winner: Sol"
    shot(driver, "play-solo-over-phone")
    assert still_same_page(driver)
    no_errors(driver, live_server)


@pytest.mark.browser
def test_a_micro_robots_claim_is_clicked_on_the_board(
    live_server: str, open_browser: Callable[[int, int], Any], client: FlaskClient
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    mia, max_ = open_browser(1280, 1600), open_browser(390, 844)
    mia.get(f"{live_server}/play")
    Select(mia.find_element(By.ID, "preset")).select_by_value("micro-robots-2016")
    players = mia.find_element(By.ID, "players")
    players.clear()
    players.send_keys("Mia\nMax")
    click(mia, "#create-button")
    wait_for(mia, lambda d: len(d.find_elements(By.CSS_SELECTOR, "a.invite")) == 2)
    links = [
        a.get_attribute("href") for a in mia.find_elements(By.CSS_SELECTOR, "a.invite")
    ]
    mia.get(links[0])
    max_.get(links[1])
    for driver in (mia, max_):
        wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
        mark_page(driver)
    click(mia, "#next-round")
    for driver in (mia, max_):
        wait_for(driver, lambda d: visible(d, "claim"))
    game_id = re.search(r"game=([^#&]+)", links[0]).group(1)  # type: ignore[union-attr]
    state = client.get(f"/v1/games/{game_id}").get_json()
    cells = client.get(state["links"]["board"]).get_json()["board"]["cells"]
    board = MicroBoard(tuple((color, number) for color, number in cells))
    rnd = state["current_round"]
    moves, path = micro_shortest(board, tuple(rnd["start"]), tuple(rnd["target"]))
    for x, y in path:
        click(mia, f'#board g[data-cell="{x},{y}"]')
    assert text(mia, "claim-submit") == f"Claim {moves} move{'s' if moves > 1 else ''}"
    shot(mia, "play-micro-claim-desktop")
    click(mia, "#claim-submit")
    for driver in (mia, max_):
        wait_for(driver, lambda d: f"Mia claims {moves}: success" in text(d, "log"))
        wait_for(driver, lambda d: "Mia took the chip" in text(d, "status"))
        standings = driver.find_element(By.CSS_SELECTOR, "#standings tbody").text.split(
            "\n"
        )
        assert standings[0] == "1 Mia 1", standings
        assert still_same_page(driver)
        no_errors(driver, live_server)
    shot(max_, "play-micro-over-phone")
