"""A headless Chromium on a loopback server of `service/web/static` (no app, no
database): the board module's pure functions and its UI run as on the page."""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

STATIC = Path(__file__).resolve().parents[2] / "service" / "web" / "static"


class QuietHandler(SimpleHTTPRequestHandler):
    """Serve files without logging each request."""

    def log_message(self, format: str, *args: object) -> None:
        """Stay quiet."""


@pytest.fixture(scope="module")
def static_server() -> Iterator[str]:
    """Serve service/web/static on a free loopback port."""
    handler = functools.partial(QuietHandler, directory=str(STATIC))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=10)


@pytest.fixture
def board_page(static_server: str, browser: Any) -> Any:
    """Open a blank page of the static origin with the board module imported."""
    browser.get(f"{static_server}/board/board.css")
    browser.set_script_timeout(60)
    ready = browser.execute_async_script(
        """const done = arguments[arguments.length - 1];
        import("/board/board.js").then(m => { window.board = m; done(true); },
                                       e => done(String(e)));"""
    )
    assert ready is True, ready
    return browser
