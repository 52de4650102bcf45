"""The `GET /daily` page: served HTML without external assets, and (marked
`browser`) a real headless Chromium entering a solution and seeing the verdict."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from service.game.geometry import COLOR_LETTER
from service.infra.clock import FakeClock
from tests.daily.helpers import TODAY
from tests.helpers.api import assert_problem

pytestmark = pytest.mark.usefixtures("days_generated")


def test_page_shows_todays_tiers_without_external_assets(
    client: FlaskClient, clock: FakeClock
) -> None:
    response = client.get("/daily")
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    for tier in ("easy", "medium", "hard"):
        assert f'src="/v1/daily/2026-01-01/{tier}/image.svg"' in page
        assert f'data-attempts="/daily/2026-01-01/{tier}/attempts"' in page
    assert page.count('<form class="attempt">') == 3
    urls = re.findall(r'(?:src|href)="([^"]*)"', page)
    assert urls and all(u.startswith(("/", "?", "data:")) for u in urls), urls
    policy = response.headers["Content-Security-Policy"]
    nonce = re.search(r"'nonce-([^']+)'", policy)
    assert nonce
    script = (
        f'<script type="module" nonce="{nonce.group(1)}" src="/static/daily/daily.js">'
    )
    assert script in page  # the page's own script, allowed by its nonce
    assert "default-src 'none'" in policy
    assert "Optimal:" not in page


def test_page_of_a_past_day_shows_the_answers(
    client: FlaskClient, clock: FakeClock, answer
) -> None:
    client.get("/daily")
    clock.advance(days=1)
    page = client.get("/daily?date=2026-01-01").get_data(as_text=True)
    row = answer(TODAY, "hard")
    assert f"Optimal: {row.optimal_moves} moves" in page
    assert '<form class="attempt">' not in page
    assert_problem(client.get("/daily?date=2026-01-05"), 404, "not-found")
    assert_problem(client.get("/daily?date=nonsense"), 422, "validation-error")


@pytest.mark.browser
def test_a_person_enters_a_solution_and_sees_the_verdict(
    live_server: str, browser, answer
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    driver.get(f"{live_server}/daily")
    sections = driver.find_elements(By.CSS_SELECTOR, "section.tier")
    assert [s.get_attribute("data-tier") for s in sections] == [
        "easy",
        "medium",
        "hard",
    ]
    wait = WebDriverWait(driver, 20)
    wait.until(
        lambda d: d.execute_script(
            "return [...document.images].every(i => i.complete && i.naturalWidth > 0)"
        )
    )
    driver.find_element(By.ID, "player").send_keys("Ada")
    easy = driver.find_element(By.ID, "tier-easy")
    verdict = easy.find_element(By.CSS_SELECTOR, ".verdict")
    field = easy.find_element(By.NAME, "solution")

    field.send_keys("rN rN")
    easy.find_element(By.CSS_SELECTOR, "form.attempt button").click()
    wait.until(lambda d: "unsolved" in verdict.get_attribute("class"))
    assert verdict.text.startswith("Not solved")

    row = answer(TODAY, "easy")
    field.clear()
    field.send_keys(" ".join(COLOR_LETTER[robot] + d for robot, d in row.solution))
    easy.find_element(By.CSS_SELECTOR, "form.attempt button").click()
    wait.until(lambda d: "solved" in verdict.get_attribute("class").split())
    assert verdict.text == f"Solved in {row.optimal_moves} moves: optimal!"
    board = easy.find_element(By.CSS_SELECTOR, "table.leaderboard tbody")
    wait.until(lambda d: "Ada" in board.text)
    rank, name, tag = board.text.split()  # no moves while the day runs
    assert (rank, name) == ("1", "Ada") and re.fullmatch("#[0-9a-f]{4}", tag)

    requested = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
    )
    assert all(url.startswith(live_server) for url in requested), requested
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []  # e.g. no Content-Security-Policy violations

    driver.get(f"{live_server}/daily")  # the cookie and the name were kept
    assert driver.find_element(By.ID, "player").get_attribute("value") == "Ada"
    kept = driver.find_element(By.CSS_SELECTOR, "#tier-easy table.leaderboard tbody")
    assert "Ada" in kept.text


def test_live_server_answers_the_api(live_server: str) -> None:
    """The loopback server behind the browser test serves the real app."""
    import json
    import urllib.request

    with urllib.request.urlopen(f"{live_server}/v1/daily", timeout=10) as response:
        body = json.load(response)
    assert body["date"] == "2026-01-01" and len(body["puzzles"]) == 3
