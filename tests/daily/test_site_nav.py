"""Every page for people carries the same site nav (in a real Chromium): from the
daily puzzles, a live game or the API reference one reaches every other page."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = [
    pytest.mark.usefixtures("days_generated"),
    pytest.mark.browser,
    pytest.mark.slow,
]

PAGES = ("/", "/daily", "/play", "/docs", "/puzzles", "/records", "/train")
"""The site's pages (the nav links each of them)."""


def nav_links(driver: Any) -> list[str]:
    """Return the paths the page's site nav links, in order."""
    return list(
        driver.execute_script(
            "return [...document.querySelectorAll('nav.site a')]"
            ".map(a => new URL(a.href).pathname)"
        )
    )


EMPTY_LIBRARY_ANSWERS = ("/puzzles/pick?", "/train/next?")
"""The requests the library's pages send that find this test's library empty: a 404
each page shows (the console logs it, as it logs every failed fetch)."""


def empty_library(message: str) -> bool:
    """Tell whether a console error is an empty library's 404 a page shows."""
    return any(request in message for request in EMPTY_LIBRARY_ANSWERS)


def test_every_page_has_the_same_nav(
    browser: Any,  # noqa: F811
    live_server: str,  # noqa: F811
) -> None:
    navs = {}
    for path in PAGES:
        browser.get(f"{live_server}{path}")
        navs[path] = nav_links(browser)
        current = browser.execute_script(
            "const a = document.querySelector('nav.site a[aria-current=page]');"
            "return a && new URL(a.href).pathname"
        )
        assert current == path, path
    assert set(PAGES) <= set(navs["/"])
    assert all(links == navs["/"] for links in navs.values()), navs
    severe = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert [e for e in severe if not empty_library(e["message"])] == []
