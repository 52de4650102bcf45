"""The daily page worth sharing: share text without spoilers, countdown,
links, the embeddable widget (framable, unlike the page), the link preview PNG and
HTML errors for browsers. Browser tests drive real headless Chromium."""

from __future__ import annotations

import os
import re
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from service.game.geometry import COLOR_LETTER
from service.infra.clock import FakeClock
from tests.daily.helpers import TODAY
from tests.helpers.api import assert_problem

pytestmark = pytest.mark.usefixtures("days_generated")  # requests never generate a day

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
DOCS_SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where screenshots go: docs/screenshots with SCREENSHOTS=docs, else a tmp dir."""
    if os.environ.get("SCREENSHOTS") == "docs":
        DOCS_SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        return DOCS_SCREENSHOTS
    return tmp_path


def test_only_the_embed_may_be_framed(client: FlaskClient, clock: FakeClock) -> None:
    page = client.get("/daily")
    assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
    embed = client.get("/daily/embed")
    assert embed.status_code == 200 and embed.mimetype == "text/html"
    policy = embed.headers["Content-Security-Policy"]
    assert "frame-ancestors *" in policy and "default-src 'none'" in policy
    assert "script-src" not in policy  # the widget runs no script
    html = embed.get_data(as_text=True)
    assert 'src="/v1/daily/2026-01-01/easy/image.svg"' in html
    assert 'href="http://localhost/daily?date=2026-01-01"' in html


def test_the_page_names_its_preview_image(
    client: FlaskClient, clock: FakeClock
) -> None:
    page = client.get("/daily").get_data(as_text=True)
    url = "http://localhost/daily/preview.png?date=2026-01-01"
    assert f'<meta property="og:image" content="{url}">' in page
    assert 'href="/daily/archive"' in page and 'id="countdown"' in page
    assert 'data-next="2026-01-02T00:00:00+00:00"' in page


def test_the_preview_is_a_png_of_the_days_boards(
    client: FlaskClient, clock: FakeClock
) -> None:
    response = client.get("/daily/preview.png?date=2026-01-01")
    assert response.status_code == 200 and response.mimetype == "image/png"
    data = response.get_data()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width == 1200 and 300 < height < 630  # three boards in a row
    again = client.get(
        "/daily/preview.png?date=2026-01-01",
        headers={"If-None-Match": response.headers["ETag"]},
    )
    assert again.status_code == 304


def test_errors_are_pages_for_browsers_and_problems_for_programs(
    client: FlaskClient, clock: FakeClock
) -> None:
    for query, status in (("2026-01-05", 404), ("nonsense", 422)):
        shown = client.get(f"/daily?date={query}", headers={"Accept": BROWSER_ACCEPT})
        assert shown.status_code == status and shown.mimetype == "text/html"
        assert "<h1>" in shown.get_data(as_text=True)
        assert "default-src 'none'" in shown.headers["Content-Security-Policy"]
    assert_problem(client.get("/daily?date=2026-01-05"), 404, "not-found")
    embed = client.get("/daily/embed?date=nonsense", headers={"Accept": BROWSER_ACCEPT})
    assert embed.status_code == 422 and embed.mimetype == "text/html"


def test_the_archive_page_links_every_day(
    client: FlaskClient, clock: FakeClock
) -> None:
    client.get("/daily")
    clock.advance(days=1)
    page = client.get("/daily/archive").get_data(as_text=True)
    assert page.index("2026-01-02") < page.index('href="/daily?date=2026-01-01"')


def viewport(driver, width: int, height: int) -> None:
    """Size the page's viewport exactly (a window's size includes its chrome)."""
    metrics = {"width": width, "height": height, "deviceScaleFactor": 1}
    metrics["mobile"] = width < 600
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)


def solve_easy(driver, answer, name: str) -> str:
    """Type today's easy solution as a visitor; return the verdict's text."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver.find_element(By.ID, "player").send_keys(name)
    easy = driver.find_element(By.ID, "tier-easy")
    row = answer(TODAY, "easy")
    easy.find_element(By.NAME, "solution").send_keys(
        " ".join(COLOR_LETTER[robot] + d for robot, d in row.solution)
    )
    easy.find_element(By.CSS_SELECTOR, "form.attempt button").click()
    verdict = easy.find_element(By.CSS_SELECTOR, ".verdict")
    WebDriverWait(driver, 20).until(
        lambda d: "solved" in verdict.get_attribute("class").split()
    )
    return verdict.text


@pytest.mark.browser
def test_a_solver_gets_a_share_text_without_spoilers(
    live_server: str,  # noqa: F811
    browser,  # noqa: F811
    answer,
    shots: Path,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    viewport(driver, 1280, 1600)
    driver.get(f"{live_server}/daily")
    countdown = driver.find_element(By.ID, "countdown")
    assert re.fullmatch(r"Next puzzle in \d\d:\d\d:\d\d", countdown.text)
    solve_easy(driver, answer, "Ada")
    share = driver.find_element(By.CSS_SELECTOR, "#tier-easy .share")
    WebDriverWait(driver, 10).until(lambda d: share.is_displayed())
    text = share.find_element(By.CSS_SELECTOR, ".share-text").text
    row = answer(TODAY, "easy")
    assert text.splitlines()[:2] == [
        "Ricochet daily 2026-01-01 · easy",
        f"Solved in {row.optimal_moves} moves · optimal ★",
    ]
    moves = " ".join(COLOR_LETTER[robot] + d for robot, d in row.solution)
    assert moves not in text and not re.search(r"\b[rgbyk][NESW]\b", text)
    share.find_element(By.CSS_SELECTOR, "button.copy").click()
    said = share.find_element(By.CSS_SELECTOR, ".copied")
    WebDriverWait(driver, 10).until(lambda d: said.text)
    streak = driver.find_element(By.ID, "streak")
    WebDriverWait(driver, 10).until(lambda d: streak.is_displayed())
    assert streak.text.startswith("Your streak: 1 day")
    driver.save_screenshot(str(shots / "daily-1280x1600.png"))

    driver.get(f"{live_server}/daily")  # the server remembers the solve
    kept = driver.find_element(By.CSS_SELECTOR, "#tier-easy .share")
    WebDriverWait(driver, 10).until(lambda d: kept.is_displayed())
    assert "optimal ★" in kept.text
    viewport(driver, 390, 844)
    driver.save_screenshot(str(shots / "daily-390x844.png"))
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []


@contextmanager
def blog_server(root: Path) -> Iterator[str]:
    """Serve a directory on another loopback port: a site of someone else."""
    handler = partial(SimpleHTTPRequestHandler, directory=str(root))
    server = ThreadingHTTPServer(("localhost", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=10)


@pytest.mark.browser
def test_the_embed_renders_in_a_frame_of_another_page(
    live_server: str,  # noqa: F811
    browser,  # noqa: F811
    tmp_path: Path,
    shots: Path,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    (tmp_path / "blog.html").write_text(
        '<!doctype html><meta name="viewport" content="width=device-width">'
        "<title>A puzzle blog</title><h1>Today's puzzle</h1>"
        f'<iframe id="w" src="{live_server}/daily/embed" height="250" '
        'style="width: 100%; max-width: 480px">'
        "</iframe><p>More posts below.</p>"
    )
    (tmp_path / "thief.html").write_text(
        f'<!doctype html><iframe id="w" src="{live_server}/daily"></iframe>'
    )
    driver = browser
    viewport(driver, 1280, 1600)
    with blog_server(tmp_path) as blog:  # another origin framing the widget
        driver.get(f"{blog}/blog.html")
    driver.switch_to.frame(driver.find_element(By.ID, "w"))
    WebDriverWait(driver, 20).until(
        lambda d: d.execute_script(
            "return document.images.length === 3 && "
            "[...document.images].every(i => i.complete && i.naturalWidth > 0)"
        )
    )
    link = driver.find_element(By.CSS_SELECTOR, "a.play")
    assert link.get_attribute("href") == f"{live_server}/daily?date=2026-01-01"
    driver.switch_to.default_content()
    driver.save_screenshot(str(shots / "embed-1280x1600.png"))
    viewport(driver, 390, 844)
    driver.save_screenshot(str(shots / "embed-390x844.png"))

    with blog_server(tmp_path) as blog:  # the page itself refuses to be framed
        driver.get(f"{blog}/thief.html")
    driver.switch_to.frame(driver.find_element(By.ID, "w"))
    assert driver.find_elements(By.ID, "daily") == []
