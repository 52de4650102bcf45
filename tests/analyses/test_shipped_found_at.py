"""A record kept from a shipped analysis shows when its result was found (the
data's date), not when it was loaded."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.analyses import shipped as analysed_shipped
from service.analyses.found import shipped_found_at
from service.analyses.results import shipped_analyses
from service.game.analysis import TargetAnalysis
from service.infra import clock

pytestmark = pytest.mark.redis

SHIPPED = shipped_analyses()


@pytest.mark.skipif(not SHIPPED, reason="no analysis is shipped")
def test_every_shipped_target_is_dated() -> None:
    for layout, targets in SHIPPED.items():
        for raw in targets:
            found = shipped_found_at(layout, TargetAnalysis.from_json(raw))
            assert found is not None, raw["target"]
            assert datetime(2026, 1, 1, tzinfo=UTC) < found < datetime.now(UTC)


@pytest.mark.slow
@pytest.mark.skipif(not SHIPPED, reason="no analysis is shipped")
def test_a_record_from_a_shipped_analysis_keeps_its_date(
    app: Flask, client: FlaskClient
) -> None:
    (layout, targets), *_ = SHIPPED.items()
    with app.app_context():
        assert analysed_shipped.load(limit=1) == 1  # the deepest target's longest
    (record,) = [r for r in client.get("/v1/records").json["items"]]
    assert record["layout"] == layout
    deepest = max(targets, key=lambda t: t["maximum"])
    assert record["optimal_moves"] == deepest["maximum"]
    served = datetime.fromisoformat(record["found_at"]).astimezone(UTC)
    expected = shipped_found_at(layout, TargetAnalysis.from_json(deepest))
    assert served == expected and served < clock.now()
