"""The pages for people: `/`, `/docs` (Swagger UI from a package, no CDN), and HTML
errors on browser routes; marked `browser`: both pages in a real headless Chromium
with no request leaving the server."""

from __future__ import annotations

import os
import re
import struct
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.helpers.api import assert_problem

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
SCREENSHOTS = os.environ.get("RICOCHET_SCREENSHOTS")
"""Where the browser test also saves its screenshots (docs/screenshots/), when set."""
SIZES = {"desktop": (1280, 1600), "phone": (390, 844)}


def local_urls(page: str) -> list[str]:
    """Return every src/href of a page, asserting none leaves the server."""
    urls = re.findall(r'(?:src|href)="([^"]*)"', page)
    assert urls and all(u.startswith(("/", "data:")) for u in urls), urls
    return urls


def assert_nonce_policy(response, page: str) -> None:  # type: ignore[no-untyped-def]
    """The page's inline script/style carry the nonce of a default-src 'none' CSP."""
    policy = response.headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "unsafe-inline" not in policy
    nonce = re.search(r"'nonce-([^']+)'", policy)
    assert nonce and f'nonce="{nonce.group(1)}"' in page


def test_home_page_says_what_this_is_and_where_to_go(client: FlaskClient) -> None:
    response = client.get("/")
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert "Ricochet Robots" in page
    urls = local_urls(page)
    for url in ("/docs", "/daily", "/v1/feed.json", "/v1/feed.atom", "/v1/health"):
        assert url in urls, url
    assert_nonce_policy(response, page)


def test_docs_page_loads_swagger_ui_from_this_server(client: FlaskClient) -> None:
    response = client.get("/docs")
    assert response.status_code == 200 and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    urls = local_urls(page)
    assert "/docs/swagger-ui-bundle.js" in urls and "/docs/swagger-ui.css" in urls
    assert '"/v1/openapi.json"' in page and "validatorUrl: null" in page
    assert_nonce_policy(response, page)
    script = client.get("/docs/swagger-ui-bundle.js")
    assert script.status_code == 200 and b"SwaggerUIBundle" in script.data
    assert client.get("/docs/swagger-ui.css").mimetype == "text/css"
    assert_problem(client.get("/docs/oauth2-redirect.html"), 404, "not-found")


@pytest.mark.parametrize(
    ("path", "status"), [("/nowhere", 404), ("/daily?date=nonsense", 422)]
)
def test_browser_routes_answer_errors_as_pages_to_browsers(
    client: FlaskClient, path: str, status: int
) -> None:
    response = client.get(path, headers={"Accept": BROWSER_ACCEPT})
    assert response.status_code == status and response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    assert '<a href="/">' in page
    assert_nonce_policy(response, page)
    kind = "not-found" if status == 404 else "validation-error"
    assert_problem(client.get(path), status, kind)  # JSON without an HTML preference
    json_first = {"Accept": "application/json, text/html;q=0.5"}
    assert_problem(client.get(path, headers=json_first), status, kind)


def test_the_api_answers_problems_even_to_browsers(client: FlaskClient) -> None:
    headers = {"Accept": BROWSER_ACCEPT}
    assert_problem(client.get("/v1/nowhere", headers=headers), 404, "not-found")
    assert_problem(client.get("/v1/layouts/ZZ", headers=headers), 404, "not-found")
    assert_problem(client.get("/v1", headers=headers), 404, "not-found")


def rendered_operations(driver) -> int:  # type: ignore[no-untyped-def]
    """Return how many operations Swagger UI shows (0 until the spec is loaded)."""
    count: int = driver.execute_script(
        "return document.querySelectorAll('.opblock .opblock-summary-path').length"
    )
    return count


def assert_nothing_left_the_server(driver, live_server: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501, F811
    """Every resource the page fetched came from this server; no CSP violation."""
    requested = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
    )
    assert all(url.startswith(live_server) for url in requested), requested
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []  # e.g. no Content-Security-Policy violation


def resize(driver, size: str) -> None:  # type: ignore[no-untyped-def]
    """Give the page an exact viewport (the phone one as a mobile device)."""
    width, height = SIZES[size]
    metrics = {"width": width, "height": height, "deviceScaleFactor": 1}
    metrics["mobile"] = size == "phone"
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)


def save_screenshots(driver, name: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Screenshot the page at desktop and phone sizes (PNG files of those sizes)."""
    folder = Path(SCREENSHOTS) if SCREENSHOTS else tmp_path
    for size in SIZES:
        resize(driver, size)
        path = folder / f"{name}-{size}.png"
        assert driver.save_screenshot(str(path))
        png = path.read_bytes()
        assert png.startswith(b"\x89PNG")
        assert struct.unpack(">II", png[16:24]) == SIZES[size]  # IHDR width, height


@pytest.mark.browser
def test_home_and_docs_in_a_real_browser(
    live_server: str,  # noqa: F811
    browser,  # noqa: F811
    tmp_path: Path,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    resize(driver, "desktop")
    driver.get(f"{live_server}/")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Ricochet"
    assert_nothing_left_the_server(driver, live_server)
    save_screenshots(driver, "home", tmp_path)

    resize(driver, "desktop")
    driver.find_element(By.LINK_TEXT, "API reference").click()
    WebDriverWait(driver, 30).until(lambda d: rendered_operations(d) > 20)
    assert "/v1/games" in driver.find_element(By.ID, "swagger-ui").text
    assert_nothing_left_the_server(driver, live_server)
    save_screenshots(driver, "docs", tmp_path)


@pytest.mark.parametrize("path", ["/", "/docs"])
def test_the_front_pages_link_to_the_live_game_page(
    client: FlaskClient, path: str
) -> None:
    page = client.get(path).get_data(as_text=True)
    assert "/play" in local_urls(page)


def test_the_home_page_links_to_the_library_pages(client: FlaskClient) -> None:
    linked = local_urls(client.get("/").get_data(as_text=True))
    assert {"/puzzles", "/records"} <= set(linked)
    for path in ("/puzzles", "/records"):
        assert client.get(path).status_code == 200


@pytest.mark.parametrize(
    ("tiers", "said"),
    [
        (["easy", "medium", "hard", "expert"], "four tiers (easy, medium, hard, exp"),
        (["easy", "hard"], "two tiers (easy, hard)"),
    ],
)
def test_the_home_page_counts_the_daily_tiers_it_serves(
    app: Flask, client: FlaskClient, tiers: list[str], said: str
) -> None:
    """The count and the names come from DAILY_TIERS, as /daily shows them."""
    app.config["DAILY_TIERS"] = [
        {"name": name, "min": 2 * i + 1, "max": 2 * i + 2}
        for i, name in enumerate(tiers)
    ]
    page = client.get("/").get_data(as_text=True)
    assert said in page and "three tiers" not in page
