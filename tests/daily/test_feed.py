"""The feed: JSON Feed 1.1 required fields, Atom that parses, stable ids, newest
first, pagination, published days only, caching."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from datetime import date, datetime, timedelta

import pytest
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from tests.daily.helpers import TODAY

pytestmark = pytest.mark.usefixtures("days_generated")


ATOM = "{http://www.w3.org/2005/Atom}"
Generate = Callable[[date], list[str]]


def make_days(generate: Generate, count: int) -> None:
    """Generate today and `count - 1` past days, plus two future days."""
    for offset in range(-2, count):
        generate(TODAY - timedelta(days=offset))


def test_json_feed_has_the_required_fields(
    client: FlaskClient, generate: Generate, clock: FakeClock
) -> None:
    make_days(generate, 3)
    response = client.get("/v1/feed.json")
    assert response.status_code == 200
    assert response.mimetype == "application/feed+json"
    feed = response.get_json(force=True)
    assert feed["version"] == "https://jsonfeed.org/version/1.1"
    assert feed["title"] and feed["feed_url"].endswith("/v1/feed.json")
    assert feed["home_page_url"].endswith("/daily")
    assert "next_url" not in feed
    dates = [item["_ricochet"]["date"] for item in feed["items"]]
    assert dates == [
        "2026-01-01",
        "2025-12-31",
        "2025-12-30",
    ]  # newest first, no future
    for item in feed["items"]:
        assert isinstance(item["id"], str) and item["id"].startswith("tag:")
        assert item["url"].startswith("http://localhost/daily?date=")
        assert item["content_html"].count("<img ") == 3
        published = datetime.fromisoformat(
            item["date_published"].replace("Z", "+00:00")
        )
        assert published.isoformat().startswith(item["_ricochet"]["date"])
        for puzzle in item["_ricochet"]["puzzles"]:
            assert puzzle["image_url"].endswith("/image.svg")
            assert client.get(puzzle["image_url"]).status_code == 200
            assert client.get(puzzle["puzzle_url"]).status_code == 200
        assert [a["mime_type"] for a in item["attachments"]] == ["image/svg+xml"] * 3
    revealed = {
        i["_ricochet"]["date"]: i["_ricochet"]["puzzles"][0] for i in feed["items"]
    }
    assert revealed["2026-01-01"]["optimal_moves"] is None
    assert isinstance(revealed["2025-12-31"]["optimal_moves"], int)


def test_item_ids_never_change(
    client: FlaskClient, generate: Generate, clock: FakeClock
) -> None:
    make_days(generate, 2)
    before = {
        i["_ricochet"]["date"]: i["id"]
        for i in client.get("/v1/feed.json").json["items"]
    }
    clock.advance(days=1)  # a new day arrives, yesterday's answers are revealed
    other_host = client.get("/v1/feed.json", base_url="https://example.org").json
    after = {i["_ricochet"]["date"]: i["id"] for i in other_host["items"]}
    assert after["2026-01-02"] not in before.values()
    assert {d: after[d] for d in before} == before


def test_json_feed_pages_with_next_url(
    client: FlaskClient, generate: Generate, clock: FakeClock
) -> None:
    make_days(generate, 5)
    seen: list[str] = []
    url: str | None = "/v1/feed.json?limit=2"
    pages = 0
    while url:
        feed = client.get(url).json
        seen += [item["_ricochet"]["date"] for item in feed["items"]]
        url = feed.get("next_url")
        pages += 1
    assert pages == 3
    assert seen == [(TODAY - timedelta(days=i)).isoformat() for i in range(5)]


def test_atom_feed_parses(
    client: FlaskClient, generate: Generate, clock: FakeClock
) -> None:
    make_days(generate, 3)
    response = client.get("/v1/feed.atom?limit=2")
    assert response.status_code == 200
    assert response.mimetype == "application/atom+xml"
    root = ET.fromstring(response.data)
    assert root.tag == f"{ATOM}feed"
    assert root.findtext(f"{ATOM}id", "").startswith("tag:")
    assert root.findtext(f"{ATOM}title")
    assert root.findtext(f"{ATOM}updated") == "2026-01-01T00:00:00Z"
    links = {link.get("rel"): link.get("href") for link in root.findall(f"{ATOM}link")}
    assert links["self"].endswith("/v1/feed.atom?limit=2")
    assert "before=2025-12-31" in links["next"]
    entries = root.findall(f"{ATOM}entry")
    assert len(entries) == 2
    json_ids = [i["id"] for i in client.get("/v1/feed.json?limit=2").json["items"]]
    assert [e.findtext(f"{ATOM}id") for e in entries] == json_ids
    for entry in entries:
        assert entry.findtext(f"{ATOM}title")
        updated = entry.findtext(f"{ATOM}updated", "")
        assert datetime.fromisoformat(updated.replace("Z", "+00:00")).tzinfo is not None
        rels = [link.get("rel") for link in entry.findall(f"{ATOM}link")]
        assert "alternate" in rels and rels.count("enclosure") == 3
        content = entry.find(f"{ATOM}content")
        assert content is not None and content.get("type") == "html"
        assert "<img " in (content.text or "")
    following = ET.fromstring(client.get(links["next"]).data)
    assert [e.findtext(f"{ATOM}title") for e in following.findall(f"{ATOM}entry")] == [
        "Daily puzzles for 2025-12-30"
    ]


def test_feed_updates_only_when_a_day_changes(
    client: FlaskClient, generate: Generate, clock: FakeClock
) -> None:
    make_days(generate, 2)
    first = client.get("/v1/feed.json")
    clock.advance(hours=5)
    same = client.get("/v1/feed.json", headers={"If-None-Match": first.headers["ETag"]})
    assert same.status_code == 304
    clock.advance(hours=7)  # midnight: a new item and a revealed one
    changed = client.get(
        "/v1/feed.json", headers={"If-None-Match": first.headers["ETag"]}
    )
    assert changed.status_code == 200
    assert changed.last_modified is not None
    assert changed.last_modified.isoformat().startswith("2026-01-02T00:00:00")


def test_feed_ignores_unknown_parameters_but_checks_its_own(
    client: FlaskClient, clock: FakeClock
) -> None:
    assert client.get("/v1/feed.json?utm_source=reader").status_code == 200
    assert client.get("/v1/feed.atom?limit=0").status_code == 422
    assert client.get("/v1/feed.json?before=tomorrow").status_code == 422


def test_items_link_people_to_the_page_and_programs_to_the_api(
    client: FlaskClient, clock: FakeClock
) -> None:
    item = client.get("/v1/feed.json").json["items"][0]
    day = item["_ricochet"]["date"]
    assert item["url"] == f"http://localhost/daily?date={day}"
    assert item["external_url"] == f"http://localhost/v1/daily/{day}"
    page = f"http://localhost/daily?date={day}#tier-easy"
    assert f'<a href="{page}">easy</a>' in item["content_html"]
    assert item["image"] == f"http://localhost/daily/preview.png?date={day}"
    assert client.get(item["image"]).mimetype == "image/png"


def test_json_feed_is_what_the_contract_says(
    client: FlaskClient, generate: Generate, clock: FakeClock
) -> None:
    """Every page loads through the schema the contract is written from: no field
    missing, none extra, each of its type (revealed and unrevealed days alike)."""
    from service.web.schemas.feed import JsonFeedSchema

    make_days(generate, 3)
    url: str | None = "/v1/feed.json?limit=2"
    pages = 0
    while url:
        feed = client.get(url).get_json(force=True)
        JsonFeedSchema().load(feed)  # raises on any difference
        url, pages = feed.get("next_url"), pages + 1
    assert pages == 2
