"""Waits that poll a condition under a deadline: how tests let time pass."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

import pytest

T = TypeVar("T")

INTERVAL = 0.05
"""Seconds between two polls: short beside any deadline, long beside a Redis call."""


def wait_until(
    condition: Callable[[], T],
    timeout: float,
    details: Callable[[], object] = str,
    *,
    interval: float = INTERVAL,
) -> T:
    """Poll `condition()` until it is truthy and return its value; fail the test
    after `timeout` seconds with `details()` (e.g. a process's logs) in the message."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"not true within {timeout} s\n{details()}")
        time.sleep(interval)


def holds_for(
    condition: Callable[[], object],
    seconds: float,
    details: Callable[[], object] = str,
    *,
    interval: float = INTERVAL,
) -> None:
    """Poll `condition()` for `seconds`, failing the test as soon as it is false:
    for what must stay true while time passes (a lock renewed, a job still running)."""
    deadline = time.monotonic() + seconds
    while True:
        if not condition():
            pytest.fail(f"stopped holding before {seconds} s\n{details()}")
        if time.monotonic() > deadline:
            return
        time.sleep(interval)


def seconds_until(
    condition: Callable[[], object], limit: float, *, interval: float = INTERVAL
) -> float | None:
    """Poll `condition()` until it is truthy; return the seconds it took, or None
    past `limit` (for measurements, which report a miss instead of failing)."""
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > limit:
            return None
        time.sleep(interval)
    return time.monotonic() - started
