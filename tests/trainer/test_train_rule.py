"""/train says when the ricochet rule is on, as /daily does (in a real Chromium)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask

from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from service.library.micro import MicroEntry
from service.library.tally import Tally
from tests.helpers.browser import text
from tests.library.helpers import LAYOUT
from tests.trainer.helpers import open_page

pytestmark = [pytest.mark.browser, pytest.mark.redis, pytest.mark.slow]


def stock(app: Flask, ricochet_rule: bool) -> None:
    """Store two classic puzzles of 2 to 8 moves, the rule on or off."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(
        Band(2, 8), layout=LAYOUT, black_robot=False, ricochet_rule=ricochet_rule
    )

    def keep(entry: store.Entry | MicroEntry, _tally: Tally) -> bool:
        assert isinstance(entry, store.Entry)
        kept.append(entry)
        return True  # go on

    generate(found, 2, 60, random.Random(7), keep)
    with app.app_context():
        store.add_entries(kept)


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
@pytest.mark.parametrize("rule", [True, False])
def test_the_rule_is_said_when_it_is_on(
    app: Flask,
    train_server: str,  # noqa: F811
    browser: Callable[[int, int], Any],  # noqa: F811
    size: tuple[int, int],
    rule: bool,
) -> None:
    stock(app, rule)
    driver = browser(*size)
    open_page(driver, train_server, "?family=classic-ricochet" if rule else "")
    shown = driver.find_element("id", "rule-note").is_displayed()
    assert shown == rule
    if rule:
        assert "right angle" in text(driver, "rule-note")
