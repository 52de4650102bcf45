"""Fixtures of the `/play` browser tests: a live server of the test app and headless
Chromium windows."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask
from werkzeug.serving import make_server

from tests.helpers.browser import CHROMEDRIVER, CHROMIUM


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
