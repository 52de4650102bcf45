"""Measure a page of 100 library items: `pytest tests/library/measure_item_sizes.py
-s -p no:cacheprovider` prints the bytes of POST /v1/puzzle-requests (count 100)
without the embedded puzzles, with them (boards by id), with the boards too, and
the distinct boards a client then fetches (the figures of docs/puzzle-library.md)."""

from __future__ import annotations

import gzip
import json
import random
import time

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate

pytestmark = pytest.mark.redis


def size(document: object) -> int:
    """Return the bytes of a document as compact JSON."""
    return len(json.dumps(document, separators=(",", ":")))


def gzipped(document: object) -> int:
    """Return the bytes of a document as gzipped compact JSON."""
    return len(gzip.compress(json.dumps(document, separators=(",", ":")).encode()))


def test_measure_a_page_of_100_items(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    kept: list[store.Entry] = []
    rule = PuzzleFilter(Band(3, 8), black_robot=False, ricochet_rule=False)
    generate(rule, 100, 300, random.Random(7), lambda e, _: not kept.append(e))
    with app.app_context():
        store.add_entries(kept)
    body = {"moves": {"min": 3, "max": 8}, "count": 100}
    started = time.perf_counter()
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    took = time.perf_counter() - started
    assert response.status_code in (200, 201), response.json
    items = response.json["items"]
    wire = len(response.get_data())
    bare = {"items": [{k: v for k, v in i.items() if k != "puzzle"} for i in items]}
    before, after = size(bare), size({"items": items})
    zipped = f"gzip {gzipped(bare)} -> {gzipped({'items': items})} B"
    boards = {i["puzzle"]["board_id"] for i in items}
    board_bytes = {
        b: len(client.get(f"/v1/boards/{b}").get_data()) for b in sorted(boards)
    }
    inline = sum(
        len(client.get(i["links"]["puzzle"]).get_data()) - size(i["puzzle"])
        for i in items
    )
    print(
        f"\nitems {len(items)}; response {wire} B in {took * 1000:.0f} ms; "
        f"without puzzles {before} B; with puzzles (boards by id) {after} B "
        f"(+{(after - before) / len(items):.0f} B per item; {zipped}); "
        f"boards inline instead: +{inline} B; distinct boards {len(boards)} "
        f"({sum(board_bytes.values())} B fetched once)"
    )
