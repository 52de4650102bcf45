"""The `/play` page: a served shell without external assets, and (marked `browser`)
real headless Chromium windows playing live games through the public API only."""

from __future__ import annotations

import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.serving import make_server

from service.game.check import check_solution
from service.game.micro.board import MicroBoard
from service.game.micro.rules import micro_shortest
from service.game.notation import parse_solution
from service.puzzles import parsed_puzzle

from ..matches.conftest import SMALL_BOARD, solve_puzzle

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SHOTS = os.environ.get("PLAY_SCREENSHOTS")
"""A folder to save screenshots in (docs/screenshots refreshes the committed ones)."""
WAIT = 30


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


@pytest.fixture
def live_server(app: Flask, redis: Any) -> Iterator[str]:
    """Serve the app (real clock, test database) on a free loopback port."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=10)


@pytest.fixture
def open_browser() -> Iterator[Callable[[int, int], Any]]:
    """Return a function starting headless Chromium windows of a given size."""
    if not CHROMIUM.exists() or not (
        CHROMEDRIVER.exists() or shutil.which("chromedriver")
    ):
        pytest.skip("needs Debian's chromium and chromium-driver")
    webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium")
    drivers: list[Any] = []

    def start(width: int, height: int) -> Any:
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for argument in (
            "--headless=new",
            "--no-sandbox",
            "--disable-dev-shm-usage",
            f"--window-size={width},{height}",
        ):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        path = (
            str(CHROMEDRIVER) if CHROMEDRIVER.exists() else shutil.which("chromedriver")
        )
        driver = webdriver.Chrome(
            options=options, service=webdriver.ChromeService(executable_path=path)
        )
        driver.set_page_load_timeout(30)
        driver.execute_cdp_cmd(  # the viewport itself, as a phone or a desktop shows it
            "Emulation.setDeviceMetricsOverride",
            {
                "width": width,
                "height": height,
                "deviceScaleFactor": 1,
                "mobile": width < 600,
            },
        )
        drivers.append(driver)
        return driver

    yield start
    for driver in drivers:
        driver.quit()


def wait_for(
    driver: Any, condition: Callable[[Any], Any], timeout: float = WAIT
) -> Any:
    """Wait until a condition on the driver holds (its last value)."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.1).until(condition)


def text(driver: Any, element_id: str) -> str:
    """Return an element's text."""
    return str(
        driver.execute_script(
            f"return document.getElementById('{element_id}').textContent"
        )
    )


def visible(driver: Any, element_id: str) -> bool:
    """Tell whether an element is shown."""
    return not driver.execute_script(
        f"return document.getElementById('{element_id}').hidden"
    )


def click(driver: Any, css: str) -> None:
    """Click the first element matching a selector, again if a live update redrew it."""
    from selenium.common.exceptions import (
        ElementNotInteractableException,
        StaleElementReferenceException,
    )
    from selenium.webdriver.common.by import By

    for attempt in range(5):
        try:
            driver.find_element(By.CSS_SELECTOR, css).click()
            return
        except (StaleElementReferenceException, ElementNotInteractableException):
            if attempt == 4:
                raise
            time.sleep(0.2)


def shot(driver: Any, name: str) -> None:
    """Save a screenshot when PLAY_SCREENSHOTS names a folder."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(str(Path(SHOTS) / f"{name}.png"))


def mark_page(driver: Any) -> None:
    """Mark the loaded page: the mark survives only while it is not reloaded."""
    driver.execute_script("window.notReloaded = true")


def still_same_page(driver: Any) -> bool:
    """Tell whether the page marked by `mark_page` is still loaded."""
    return bool(driver.execute_script("return window.notReloaded === true"))


def no_errors(driver: Any, origin: str) -> None:
    """Assert no console error (CSP violations included) and no request elsewhere."""
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []
    requested = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
    )
    assert all(url.startswith(origin) for url in requested), requested


def game_round(app: Flask, client: FlaskClient, game_id: str) -> dict[str, Any]:
    """Return the current round through the public API."""
    state = client.get(f"/v1/games/{game_id}").get_json()
    assert state["current_round"], state
    return dict(state["current_round"])


def wrong_move(app: Flask, puzzle_id: str) -> str:
    """Return one legal move that does not solve a round's puzzle."""
    with app.app_context():
        puzzle = parsed_puzzle(puzzle_id)
    for robot in "rgby":
        for direction in "NESW":
            verdict = check_solution(puzzle, parse_solution(robot + direction))
            if not verdict.solved and verdict.to_json().get("error") is None:
                return robot + direction
    raise AssertionError("no legal non-solving move")


def enter_with_keys(driver: Any, solution: str) -> None:
    """Enter compact moves on the board with the keyboard only."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    arrows = {
        "N": Keys.ARROW_UP,
        "S": Keys.ARROW_DOWN,
        "E": Keys.ARROW_RIGHT,
        "W": Keys.ARROW_LEFT,
    }
    driver.execute_script("document.querySelector('#board-mount .rb-svg').focus()")
    for token in solution.split():
        before = int(text(driver, "move-count"))
        ActionChains(driver).send_keys(token[0]).send_keys(arrows[token[1]]).perform()
        wait_for(driver, lambda d, n=before: int(text(d, "move-count")) == n + 1)


def enter_with_clicks(driver: Any, solution: str) -> None:
    """Enter compact moves by tapping the robot buttons and the on-screen arrows."""
    names = {"r": "red", "g": "green", "b": "blue", "y": "yellow", "k": "black"}
    for token in solution.split():
        before = int(text(driver, "move-count"))
        pick = f'#board-mount .rb-pick button[data-robot="{names[token[0]]}"]'
        click(driver, pick)
        wait_for(
            driver,
            lambda d, p=pick: (
                d.execute_script(
                    f"return document.querySelector('{p}').getAttribute('aria-pressed')"
                )
                == "true"
            ),
        )
        click(driver, f"#board-mount button.rb-go-{token[1]}")
        wait_for(driver, lambda d, n=before: int(text(d, "move-count")) == n + 1)


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
    for driver in (ann, bob):
        wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
        mark_page(driver)
    click(ann, "#next-round")
    for driver in (ann, bob):  # Bob's window learns of the round from the event log
        wait_for(
            driver,
            lambda d: text(d, "round-title") == "Round 1" and visible(d, "bidding"),
        )
    rnd = game_round(app, client, game_id)
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
    driver.get(f"{live_server}/play?game={created['id']}#seat=0&token={token}")
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
