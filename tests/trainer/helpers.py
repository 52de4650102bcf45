"""Helpers of the trainer tests: runs, and the /train page on a live server."""

from __future__ import annotations

import socket
from typing import Any

import pytest
from flask import Flask
from werkzeug.serving import BaseWSGIServer, make_server

from service.library import store
from tests.helpers.browser import (
    wait_for,
)

RUNS = "/v1/trainer/runs"


def optimal(library: list[store.Entry], puzzle_id: str) -> str:
    """Return the optimal solution of a library puzzle, compact."""
    entry = next(e for e in library if e.puzzle.puzzle_id == puzzle_id)
    return " ".join(f"{robot[0]}{d}" for robot, d in entry.solution)


PORTS = range(9600, 9650)


def free_port() -> int:
    """Return a port of PORTS that nothing listens on now."""
    for port in PORTS:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) != 0:
                return port
    pytest.skip("no free port in 9600-9649")


def serve(app: Flask) -> BaseWSGIServer:
    """Start the app on the first port of PORTS that binds."""
    for port in PORTS:
        try:
            return make_server("127.0.0.1", port, app, threaded=True)
        except OSError:
            continue
    pytest.skip("no free port in 9600-9649")


def shown_puzzle(driver: Any, other_than: str | None = None) -> str:
    """Wait for the page to show a puzzle (a new one); return its id."""

    def ready(d: Any) -> str | None:
        puzzle = d.execute_script("return document.documentElement.dataset.puzzle")
        return puzzle if puzzle and puzzle != other_than else None

    return str(wait_for(driver, ready))


def open_page(driver: Any, server: str, query: str = "") -> str:
    """Open /train (with a query, e.g. `?family=black`); return the first puzzle's
    id."""
    driver.get(f"{server}/train{query}")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.ready"),
    )
    return shown_puzzle(driver)
