"""A shipped record's `found_at` is when it was found (its data's date), not when
it was loaded."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.library import shipped

pytestmark = pytest.mark.redis


def test_every_shipped_record_carries_the_date_it_was_found() -> None:
    for record in shipped.shipped_records():
        found = shipped.found_at(record)
        assert found is not None and found.tzinfo is not None, record["layout"]
        assert datetime(2026, 1, 1, tzinfo=UTC) < found < datetime.now(UTC)


def test_the_records_show_when_the_shipped_ones_were_found(
    app: Flask, client: FlaskClient
) -> None:
    with app.app_context():
        assert shipped.load() > 0
    listed = client.get("/v1/records").json["items"]
    found = {
        (r["family"], r["layout"]): shipped.found_at(r)
        for r in shipped.shipped_records()
    }
    for item in listed:
        served = datetime.fromisoformat(item["found_at"]).astimezone(UTC)
        assert served == found[(item["family"], item["layout"])], item
