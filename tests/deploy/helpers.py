"""Helpers of the deploy tests: the same request to both API processes."""

from __future__ import annotations

from typing import Any

from tests.helpers.processes import Api


def both(apis: list[Api], method: str, path: str, key: str, body: Any = None) -> Any:
    """Send the same request to both API processes; the answers must agree."""
    answers = [api.call(method, path, body, key) for api in apis]
    assert answers[0] == answers[1], (path, answers)
    return answers[0][1]
