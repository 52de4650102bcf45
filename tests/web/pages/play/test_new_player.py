"""What a new user meets first on `/play`, in headless Chromium: the
creator of a game plays from their own window, seats are counted from 1 on the page
and in the invite links alike, and what a player needs in a hurry (the clock, the
bid pad, the Demonstrate button) stays in view beside or under the board, on a
1280x900 desktop and a 390x844 phone. Marked `browser`."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.helpers.browser import (
    click,
    enter_with_keys,
    game_round,
    mark_page,
    no_errors,
    shot,
    still_same_page,
    text,
    visible,
    wait_for,
    wrong_move,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.parametrize("database_url", ["sqlite"], indirect=True),
]
DESKTOP = (1280, 900)
PHONE = (390, 844)

IN_VIEW = """
// Whether an element is wholly inside the viewport and not covered at its centre.
const e = document.querySelector(arguments[0]);
if (!e) return "missing";
const r = e.getBoundingClientRect();
if (!r.width || !r.height) return "not shown";
const out = r.top < -1 || r.left < -1;  // a pixel's rounding is allowed
if (out || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
  return `outside: top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)}`;
}
const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
return hit && (hit === e || e.contains(hit)) ? "in view" : "covered";
"""
TO_TOP = "window.scrollTo(0, 0)"
TO_BOARD = "document.querySelector('#board-mount svg').scrollIntoView({block: 'start'})"


def where(driver: Any, css: str) -> str:
    """Say where an element is: "in view", "outside: ...", "covered", ..."""
    return str(driver.execute_script(IN_VIEW, css))


def assert_in_view(driver: Any, selectors: tuple[str, ...]) -> None:
    """Each element is in view with the page at its top and with the board
    scrolled to the top of the window (the player looking at it)."""
    for scroll in (TO_TOP, TO_BOARD):
        driver.execute_script(scroll)
        seen = {css: where(driver, css) for css in selectors}
        assert set(seen.values()) == {"in view"}, (scroll, seen)
    driver.execute_script(TO_TOP)


def create_on_page(driver: Any, origin: str, names: str) -> list[str]:
    """Create a game on the page with the given players; return its invite links."""
    from selenium.webdriver.common.by import By

    driver.get(f"{origin}/play")
    players = driver.find_element(By.ID, "players")
    players.clear()
    players.send_keys(names)
    click(driver, "#create-button")
    count = len(names.split("\n"))
    wait_for(
        driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "a.invite")) == count
    )
    return [
        str(a.get_attribute("href"))
        for a in driver.find_elements(By.CSS_SELECTOR, "a.invite")
    ]


def test_a_solo_game_created_on_the_page_is_played_in_the_creators_window(
    live_server: str,
    open_browser: Callable[[int, int], Any],
    app: Flask,
    client: FlaskClient,
) -> None:
    driver = open_browser(*DESKTOP)
    links = create_on_page(driver, live_server, "Sol")
    wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
    assert text(driver, "me").startswith("You play seat 1: Sol.")
    assert links[0].endswith(driver.current_url.split("/play", 1)[1])
    mark_page(driver)
    click(driver, "#next-round")
    wait_for(driver, lambda d: visible(d, "demo"))  # no invite link opened
    game_id = re.search(r"game=([^#&]+)", links[0]).group(1)  # type: ignore[union-attr]
    rnd = game_round(app, client, game_id)
    enter_with_keys(driver, wrong_move(app, rnd["puzzle_id"]))
    click(driver, "#submit-demo")
    wait_for(driver, lambda d: "Sol: failure" in text(d, "verification"))
    assert visible(driver, "finish") and still_same_page(driver)
    no_errors(driver, live_server)


def test_seats_are_counted_from_one_on_the_page_and_in_the_links(
    live_server: str, open_browser: Callable[[int, int], Any], client: FlaskClient
) -> None:
    """The API's seats are 0-based; a person reads seat 1 on the page and in the
    link, and the second link plays the API's seat 1 (Bob)."""
    ann, bob = open_browser(*DESKTOP), open_browser(*PHONE)
    links = create_on_page(ann, live_server, "Ann\nBob")
    shown = [a.text for a in ann.find_elements("css selector", "a.invite")]
    assert shown == ["Seat 1: Ann", "Seat 2: Bob"]
    assert [re.search(r"#seat=(\d+)&", link).group(1) for link in links] == [  # type: ignore[union-attr]
        "1",
        "2",
    ]
    wait_for(ann, lambda d: text(d, "me").startswith("You play seat 1: Ann."))
    bob.get(links[1])
    wait_for(bob, lambda d: text(d, "me").startswith("You play seat 2: Bob."))
    click(ann, "#next-round")
    wait_for(bob, lambda d: visible(d, "bidding"))
    bob.find_element("id", "bid-entry").send_keys("9\n")
    game_id = re.search(r"game=([^#&]+)", links[0]).group(1)  # type: ignore[union-attr]
    wait_for(bob, lambda d: len(d.find_elements("css selector", "#bids tbody tr")))
    bids = client.get(f"/v1/games/{game_id}").get_json()["current_round"]["bids"]
    assert [(b["player"], b["moves"]) for b in bids] == [(1, 9)]  # Bob, by the API
    assert bob.find_element("css selector", "#bids tbody tr.me").text == "Bob 9"


def test_what_a_player_needs_stays_in_view(
    live_server: str,
    open_browser: Callable[[int, int], Any],
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
) -> None:
    """Bidding and demonstrating with the clock running, on a desktop and a phone:
    the timer, the bid pad and the Demonstrate button are in view (screenshots)."""
    created = client.post(
        "/v1/games",
        headers=auth,
        json={
            "players": ["Ann", "Bob"],
            "timer_seconds": 5,
            "rules": {"verify_seconds": 300},
        },
    ).get_json()
    game_id = created["id"]
    windows = []
    for player, size in zip(created["players"], (DESKTOP, PHONE), strict=True):
        driver = open_browser(*size)
        driver.get(
            f"{live_server}/play?game={game_id}"
            f"#seat={player['seat'] + 1}&token={player['token']}"
        )
        wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
        windows.append(driver)
    ann, bob = windows
    assert client.post(f"/v1/games/{game_id}/rounds", headers=auth).status_code == 201
    bidding = ("#timer", "#bid-entry", "#bid-button", '.pad button[data-digit="0"]')
    for driver, name in ((ann, "play-round-1280x900"), (bob, "play-round-390x844")):
        wait_for(driver, lambda d: visible(d, "bidding") and text(d, "timer") != "–")
        assert_in_view(driver, (*bidding, "#board-mount svg"))
        shot(driver, name)

    rnd = game_round(app, client, game_id)
    for player, moves in zip(created["players"], (2, 3), strict=True):
        bid = client.post(
            f"/v1/games/{game_id}/rounds/{rnd['number']}/bids",
            headers={"Authorization": f"Bearer {player['token']}"},
            json={"moves": moves},
        )
        assert bid.status_code == 201, bid.get_json()
    wait_for(ann, lambda d: visible(d, "demo"), timeout=20)  # the sand ran out
    move = wrong_move(app, rnd["puzzle_id"])
    enter_with_keys(ann, move)
    demo = ("#timer", "#submit-demo", "#concede", "#board-mount svg")
    wait_for(ann, lambda d: text(d, "timer-label") == "to demonstrate")
    assert_in_view(ann, (*demo, "#board-mount .rb-pick button"))
    shot(ann, "play-demonstration-1280x900")
    click(ann, "#submit-demo")
    wait_for(bob, lambda d: visible(d, "demo"))
    enter_with_keys(bob, move)
    wait_for(bob, lambda d: text(d, "timer-label") == "to demonstrate")
    assert_in_view(bob, demo)
    shot(bob, "play-demonstration-390x844")
    for driver in windows:
        assert driver.execute_script(
            "return document.documentElement.scrollWidth <= innerWidth"
        )
        no_errors(driver, live_server)
