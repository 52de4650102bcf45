"""Fixtures of the trainer tests: a small library of proven puzzles."""

from __future__ import annotations

import random
import shutil
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from flask import Flask

from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from tests.helpers.browser import (
    CHROMEDRIVER,
    CHROMIUM,
)
from tests.trainer.helpers import free_port, serve

LAYOUT = "1A2B3A4B"


@pytest.fixture
def library(app: Flask) -> list[store.Entry]:
    """Store eight proven classic puzzles of 2 to 8 moves; return them."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(
        Band(2, 8), layout=LAYOUT, black_robot=False, ricochet_rule=False
    )
    generate(found, 8, 120, random.Random(5), lambda e, _: not kept.append(e))
    with app.app_context():
        store.add_entries(kept)
    return kept


@pytest.fixture
def train_server(app: Flask, redis: Any) -> Iterator[str]:
    """Serve the app (real clock, test database) on a port of 9600-9649."""
    server = serve(app)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=10)


@pytest.fixture
def browser() -> Iterator[Callable[[int, int], Any]]:
    """Return a function starting a headless Chromium viewport of a given size."""
    driver_path = (
        CHROMEDRIVER if CHROMEDRIVER.exists() else shutil.which("chromedriver")
    )
    if not CHROMIUM.exists() or not driver_path:
        pytest.skip("needs Debian's chromium and chromium-driver")
    webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium")
    drivers: list[Any] = []

    def start(width: int, height: int) -> Any:
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
            options.add_argument(argument)
        options.add_argument("--remote-debugging-pipe")  # no DevTools port
        options.add_argument(f"--window-size={width},{height}")
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = webdriver.ChromeService(str(driver_path), port=free_port())
        driver = webdriver.Chrome(options=options, service=service)
        drivers.append(driver)
        driver.set_page_load_timeout(30)
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": width,
                "height": height,
                "deviceScaleFactor": 1,
                "mobile": width < 600,
            },
        )
        return driver

    yield start
    for driver in drivers:
        driver.quit()
