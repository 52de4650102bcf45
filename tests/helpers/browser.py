"""Helpers of the browser tests: a live server of the test app, headless Chromium,
waiting, reading and clicking the page, what the page recorded of each live event."""

from __future__ import annotations

import os
import shutil
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.serving import make_server

from service.game.check import check_solution
from service.game.notation import parse_solution
from service.puzzles.puzzles import parsed_puzzle
from tests.helpers.wait import wait_until

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SHOTS = os.environ.get("PLAY_SCREENSHOTS")
"""A folder to save screenshots in (docs/screenshots refreshes the committed ones)."""
WAIT = 30


@contextmanager
def serve(app: Flask) -> Iterator[str]:
    """Serve the app on a free loopback port in a thread; yield its origin."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=10)


def chromedriver() -> str | None:
    """Return the chromedriver to use, or None when Chromium or it is missing."""
    if not CHROMIUM.exists():
        return None
    return str(CHROMEDRIVER) if CHROMEDRIVER.exists() else shutil.which("chromedriver")


def start_chromium(
    webdriver: Any, driver_path: str, size: tuple[int, int] | None = None
) -> Any:
    """Start headless Chromium (its console logged), at a viewport size if given."""
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    arguments = ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"]
    if size:
        arguments.append(f"--window-size={size[0]},{size[1]}")
    for argument in arguments:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = webdriver.ChromeService(executable_path=driver_path)
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(30)
    if size:  # the viewport itself, as a phone or a desktop shows it
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": size[0],
                "height": size[1],
                "deviceScaleFactor": 1,
                "mobile": size[0] < 600,
            },
        )
    return driver


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

    def clicked() -> bool:
        try:
            driver.find_element(By.CSS_SELECTOR, css).click()
        except (StaleElementReferenceException, ElementNotInteractableException):
            return False
        return True

    wait_until(clicked, 5, lambda: f"{css} could not be clicked")


def shot(driver: Any, name: str, scroll: bool = True) -> None:
    """Save a screenshot when PLAY_SCREENSHOTS names a folder (from the page's top
    unless `scroll` is False)."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        if scroll:
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


def board_robot_cell(driver: Any, color: str) -> str:
    """Return the cell name the board component announces for a robot (keyboard)."""
    from selenium.webdriver.common.action_chains import ActionChains

    colors = driver.execute_script(
        "return [...document.querySelectorAll('#board-mount .rb-robot')]"
        ".map(n => n.dataset.robot)"
    )
    driver.execute_script("document.querySelector('#board-mount .rb-svg').focus()")
    ActionChains(driver).send_keys(str(colors.index(color) + 1)).perform()
    announced = wait_for(
        driver,
        lambda d: (
            (t := str(d.execute_script(LIVE))).startswith(color.capitalize()) and t
        ),
    )
    return str(announced).rsplit(" on ", 1)[1].rstrip(".")


LIVE = "return document.querySelector('#board-mount .rb-live').textContent"


def cell_name(cell: list[int]) -> str:
    """Name a classic board's cell as people do: column letter, row from the top."""
    return f"{chr(65 + cell[0])}{cell[1] + 1}"


def page_events(driver: Any, stage: str) -> list[dict[str, Any]]:
    """Return what the page marked for each live event: seq, type, at, shown (ms)."""
    marks = driver.execute_script(
        f"return performance.getEntriesByName('event-{stage}').map(e => e.detail)"
    )
    return list(marks)


def delays_ms(marks: list[dict[str, Any]]) -> list[float]:
    """Return each marked event's delay from its commit (`at`) to the page, in ms."""
    from datetime import datetime

    return [
        m["shown"] - datetime.fromisoformat(m["at"]).timestamp() * 1000 for m in marks
    ]


def describe_delays(name: str, delays: list[float]) -> str:
    """Summarise delays as count, p50, p99 and max."""
    ordered = sorted(delays)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (
        f"{name}: {len(ordered)} events, p50 {statistics.median(ordered):.0f} ms, "
        f"p99 {p99:.0f} ms, max {ordered[-1]:.0f} ms"
    )


DOUBLE_TAP_SECONDS = 0.8
"""Apart by this, two touches are two taps to the page, never a double tap."""
_last_touch = [0.0]


def touch(driver: Any, kind: str, x: float, y: float) -> None:
    """Send one touch event through the DevTools protocol."""
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    driver.execute_cdp_cmd(
        "Input.dispatchTouchEvent", {"type": kind, "touchPoints": points}
    )
    _last_touch[0] = time.monotonic()


def centre_of(driver: Any, script: str) -> tuple[float, float]:
    """Scroll the element a script returns into view; return its viewport centre."""
    box = driver.execute_script(
        f"const e = {script}; e.scrollIntoView({{block: 'nearest'}});"
        "const r = e.getBoundingClientRect();"
        "return [r.x + r.width / 2, r.y + r.height / 2];"
    )
    return box[0], box[1]


def boards_still(driver: Any) -> bool:
    """Tell whether no board of the page is animating a slide."""
    return bool(
        driver.execute_script(
            "return [...document.querySelectorAll('.rb')]"
            ".every(b => b.dataset.state !== 'moving')"
        )
    )


def tap(driver: Any, x: float, y: float) -> None:
    """Tap a point of the viewport as a person does: once the boards are still and
    the last touch is a double tap's interval back."""
    wait_until(
        lambda: (
            boards_still(driver)
            and time.monotonic() - _last_touch[0] >= DOUBLE_TAP_SECONDS
        ),
        WAIT,
    )
    touch(driver, "touchStart", x, y)
    touch(driver, "touchEnd", 0, 0)
