"""The compiled response dump (service/web/api/dumpers.py) gives what
`schema.dump` gives, and the API writes it as `jsonify` would."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import marshmallow as ma
import pytest
from flask import Flask
from marshmallow import fields

from service.web.api.dumpers import compile_dump, encode
from service.web.schemas.games import GameSchema, RoundSchema
from service.web.schemas.puzzles import BatchResponseSchema, VerdictSchema


class Inner(ma.Schema):
    a = fields.Integer()
    b = fields.String(allow_none=True)


class Hooked(ma.Schema):
    a = fields.Integer()

    @ma.post_dump
    def doubled(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {"a": data["a"] * 2}


class Outer(ma.Schema):
    name = fields.String()
    count = fields.Integer()
    flag = fields.Boolean()
    raw = fields.Raw(allow_none=True)
    when = fields.DateTime()
    from_ = fields.List(fields.Integer(), data_key="from", attribute="from")
    deep = fields.Integer(attribute="inner.a")
    inner = fields.Nested(Inner, allow_none=True)
    many = fields.List(fields.Nested(Inner))
    nested_many = fields.Nested(Inner, many=True)
    picked = fields.Nested(Inner(only=("a",)))
    cells = fields.Dict(keys=fields.String(), values=fields.List(fields.Integer()))
    free = fields.Dict()
    hooked = fields.Nested(Hooked)
    text = fields.Integer(as_string=True)
    defaulted = fields.String(dump_default="d")
    method = fields.Method("shout")

    def shout(self, obj: Any) -> str:
        return "!"


@dataclass
class Thing:
    name: Any = "x"
    count: Any = 3
    inner: Any = None
    many: list[Any] = field(default_factory=list)


WHEN = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
SAMPLES: list[Any] = [
    {},
    {"name": "ann", "count": 2, "flag": True, "raw": {"x": [1]}, "when": WHEN},
    {"from": (1, 2), "inner": {"a": 4, "b": None}, "many": [{"a": 1}, {"b": "z"}]},
    {"nested_many": [{"a": 5}], "picked": {"a": 1, "b": "hidden"}, "inner": None},
    {"cells": {"red": (0, 1)}, "free": {"k": 1}, "hooked": {"a": 21}, "text": 7},
    {"name": 5, "count": 2.9, "flag": 1, "when": None, "defaulted": None},
    {"items": "a dict key named like a dict method", "raw": None},
    Thing(),
    Thing(name=None, inner=Thing(name="in"), many=[Thing(), {"a": 1}]),
]


@pytest.mark.parametrize("sample", SAMPLES)
def test_a_compiled_dump_is_marshmallows(sample: Any) -> None:
    schema = Outer()
    assert compile_dump(schema)(sample) == schema.dump(sample)


def test_a_compiled_many_schema_dumps_a_list() -> None:
    schema = Inner(many=True)
    rows = [{"a": 1}, Thing(), {"b": 2}]
    assert compile_dump(schema)(rows) == schema.dump(rows)


def test_response_schemas_dump_as_marshmallow_does() -> None:
    verdict = {
        "puzzle_id": "p1",
        "solved": False,
        "reached_target": False,
        "moves": 1,
        "ricochet_rule": True,
        "ricochet_rule_satisfied": False,
        "steps": [{"robot": "red", "direction": "N", "from": [0, 1], "to": [0, 0]}],
        "robots": {"red": (0, 0)},
        "error": {"step": 1, "reason": "no_movement", "message": "m", "extra": 1},
    }
    batch = {
        "results": [{**verdict, "index": 0, "ref": None}, {"index": 1, "error": {}}],
        "checked": 1,
        "solved": 0,
        "invalid": 1,
    }
    round_ = {"number": 1, "status": "waiting", "bids": [{"seq": 1, "at": WHEN}]}
    game = {"id": "g1", "players": [{"seat": 0, "won": []}], "current_round": round_}
    cases = [
        (VerdictSchema(), verdict),
        (BatchResponseSchema(), batch),
        (RoundSchema(), round_),
        (GameSchema(), game),
    ]
    for schema, data in cases:
        assert compile_dump(schema)(data) == schema.dump(data)


def test_encode_writes_what_jsonify_writes() -> None:
    app = Flask(__name__)
    data = {"b": [1, 2.5, None], "a": {"z": True, "y": "é"}, "when": WHEN}
    with app.app_context():
        expected = app.json.dumps(data)
        written = encode(app, data)
    assert json.loads(written) == json.loads(expected)
    assert written.endswith(b"\n")
    assert list(json.loads(written)) == ["a", "b", "when"]  # keys sorted
    big = {"n": 2**70}
    with app.app_context():
        assert json.loads(encode(app, big)) == big  # beyond orjson's 64 bits
