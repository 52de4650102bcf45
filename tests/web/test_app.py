"""The app factory registers what the app needs explicitly, not by import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]
PROGRAM = """
import service.web.api.daily, service.daily.hidden, service.matches
from flask import Flask
from service.solving import secrecy
print([c.__name__ for c in secrecy.rules(Flask("bare")).conditions])
from service.web.app import create_app
app = create_app({"DATABASE_URL": "sqlite://", "REDIS_URL": "redis://127.0.0.1:1/0"})
create_app({"DATABASE_URL": "sqlite://", "REDIS_URL": "redis://127.0.0.1:1/0"})
print([c.__name__ for c in secrecy.rules(app).conditions])
"""


def test_secrecy_rules_are_registered_by_the_factory_not_by_imports() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM],
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    imported, built = done.stdout.splitlines()
    assert imported == "[]"
    assert built == "['in_live_round', 'unrevealed_daily', 'rated_puzzle']"
