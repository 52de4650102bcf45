"""Fixtures of the trainer tests: a small library of proven puzzles."""

from __future__ import annotations

import random

import pytest
from flask import Flask

from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate

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
