"""The contract walked for the API tests: its operations, a valid base request for
each, the bad values each field must refuse, and the URLs that name them."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import redis as redis_lib
import sqlalchemy as sa
import yaml
from sqlalchemy import orm as so

from tests.helpers.api import puzzle_spec

SPEC = yaml.safe_load(
    (Path(__file__).resolve().parents[3] / "openapi.yaml").read_text()
)

METHODS = ("get", "post", "delete", "put", "patch")

HUGE = "9" * 5000

HUGE_MARK = "__HUGE_NUMBER__"

BAD_BODY: dict[str, list[Any]] = {
    "string": ["\x00", "a\ud800", "\udfff"],
    "integer": [2**64, -(2**64), 1.5, 2.0, True, HUGE_MARK],  # and beyond its range
    "date": ["0001-01-01", "9999-12-31"],
}

BAD_QUERY: dict[str, list[Any]] = {
    # A URL cannot carry an unpaired surrogate: percent-decoding turns invalid
    # UTF-8 into U+FFFD, which is ordinary text.
    "string": ["a\x00b"],
    "integer": ["2147483648", "-2147483649", "99999999999999999999", "1.5", HUGE],
    "date": ["0001-01-01", "1969-12-31", "9999-12-31"],
}

BAD_PATH: dict[str, list[Any]] = {
    "string": ["a\x00b"],
    "integer": ["2147483648", "99999999999999999999", HUGE[:4400]],
}


def resolve(node: Any) -> Any:
    """Follow a local $ref."""
    while isinstance(node, dict) and "$ref" in node:
        target: Any = SPEC
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def kind(schema: dict[str, Any]) -> str | None:
    """Return the policy kind of a leaf schema: string, integer, date or None.

    An integer's kind carries its documented range, `integer:MIN:MAX`: the
    contract must bound every integer.
    """
    if schema.get("type") == "string":
        return "date" if schema.get("format") == "date" else "string"
    if schema.get("type") == "integer":
        return f"integer:{schema.get('minimum')}:{schema.get('maximum')}"
    return None


def bad_values(leaf: str, table: dict[str, list[Any]], text: bool = False) -> list[Any]:
    """Return the bad values of a kind: the table's, and for an integer the first
    values beyond its documented range."""
    name, _, bounds = leaf.partition(":")
    values = list(table.get(name, []))
    if name == "integer":
        assert "None" not in bounds, "every integer of the contract needs a range"
        low, high = (int(b) for b in bounds.split(":"))
        values = [low - 1, high + 1, *values]
    return [str(v) for v in values] if text else values


def leaves(
    schema: Any, path: tuple[Any, ...] = ()
) -> list[tuple[tuple[Any, ...], str]]:
    """Return (path, kind) of every string, integer and date inside a body schema.

    A path is a tuple of keys; 0 stands for an array's first item; "red" names an
    entry of a free-keyed object (and ("red", KEY) its key itself).
    """
    schema = resolve(schema)
    if not isinstance(schema, dict):
        return []
    found: list[tuple[tuple[Any, ...], str]] = []
    leaf = kind(schema)
    if leaf:
        found.append((path, leaf))
    for option in schema.get("oneOf", []) + schema.get("anyOf", []):
        found += leaves(option, path)
    for name, sub in schema.get("properties", {}).items():
        found += leaves(sub, (*path, name))
    if "items" in schema:
        found += leaves(schema["items"], (*path, 0))
    extra = schema.get("additionalProperties")
    if isinstance(extra, dict):
        found.append(((*path, KEY), "string"))
        found += leaves(extra, (*path, "red"))
    return list(dict.fromkeys(found))


KEY = object()
"""A path's last element meaning: the key of the entry, not its value."""


def parameters(path_item: dict[str, Any], operation: dict[str, Any]) -> list[Any]:
    """Return an operation's parameters (path-level ones included), resolved."""
    found = [resolve(p) for p in path_item.get("parameters", [])]
    return found + [resolve(p) for p in operation.get("parameters", [])]


@dataclass(frozen=True)
class Operation:
    """One operation of the contract and the fields it takes."""

    method: str
    path: str
    params: tuple[tuple[str, str, str], ...]  # (location, name, kind)
    body: tuple[tuple[tuple[Any, ...], str], ...]

    @property
    def id(self) -> str:
        return f"{self.method.upper()} {self.path}"


def operations() -> list[Operation]:
    """Return every operation of openapi.yaml with its policy-bound fields."""
    found = []
    for path, item in SPEC["paths"].items():
        for method in METHODS:
            if method not in item:
                continue
            operation = item[method]
            params = tuple(
                (p["in"], p["name"], leaf)
                for p in parameters(item, operation)
                if p["in"] in ("path", "query") and (leaf := kind(p["schema"]))
            )
            content = operation.get("requestBody", {}).get("content", {})
            body = leaves(content["application/json"]["schema"]) if content else []
            found.append(Operation(method, path, params, tuple(body)))
    return found


OPERATIONS = operations()

RED_TARGET = {"color": "red", "cell": [4, 1]}
"""A target 1A3C2B4D prints (an analysis's base names one)."""

BASES: dict[str, dict[str, Any]] = {
    "POST /v1/boards": {"body": {"layout": "1A3C2B4D"}, "auth": "key"},
    "POST /v1/check-jobs": {"body": {"items": [{"puzzle_id": "$puzzle"}]}},
    "POST /v1/checks": {"body": {"puzzle_id": "$puzzle", "solution": "rN"}},
    "POST /v1/checks/batch": {
        "body": {"items": [{"puzzle_id": "$puzzle", "solution": "rN"}]}
    },
    "POST /v1/clients": {"body": {"name": "x"}},
    "POST /v1/puzzles/{puzzle_id}/hints": {"body": {"moves": [], "reveal": "robot"}},
    "POST /daily/{day}/{tier}/attempts": {  # the page's own: a cookie, no key
        "body": {"player": "ann", "solution": "rN"}
    },
    "POST /v1/daily/{day}/{tier}/attempts": {
        "body": {"player": "ann", "solution": "rN"}
    },
    "POST /v1/games": {"body": {"players": ["ann", "bob"], "seed": 1}},
    "POST /v1/games/{game_id}/rounds/{number}/bids": {
        "body": {"moves": 5},
        "auth": "player",
    },
    "POST /v1/games/{game_id}/rounds/{number}/claims": {
        "body": {"moves": 2, "path": [[0, 1], [1, 1]]},
        "auth": "player",
    },
    "POST /v1/games/{game_id}/rounds/{number}/solution": {
        "body": {"solution": "rN"},
        "auth": "player",
    },
    "POST /v1/analyses": {
        "body": {"board": "1A3C2B4D", "robots": ["red"], "targets": [RED_TARGET]},
        "auth": "key",
    },
    "POST /v1/puzzles": {"body": puzzle_spec(), "auth": "key"},
    "POST /v1/puzzles/{puzzle_id}/checks": {"body": {"solution": "rN"}},
    "POST /v1/puzzles/{puzzle_id}/route-checks": {"body": {"path": [[0, 1]]}},
    "POST /v1/solve-jobs": {"body": {"items": [{"puzzle_id": "$puzzle"}]}},
    "POST /v1/puzzle-requests": {
        "body": {"moves": {"min": 1, "max": 2}, "count": 1, "max_seconds": 1},
        "auth": "key",
    },
    "POST /v1/trainer/attempts": {
        "body": {"player": "ann", "puzzle_id": "$puzzle", "solution": "rN"},
        "auth": "key",
    },
    "POST /v1/trainer/runs": {
        "body": {"player": "ann", "mode": "streak"},
        "auth": "key",
    },
    "POST /v1/trainer/runs/{run_id}/answers": {
        "body": {"solution": "rN"},
        "auth": "key",
    },
    "POST /train/attempts": {  # the page's own: a cookie, no key
        "body": {"puzzle_id": "$puzzle", "solution": "rN"}
    },
    "POST /train/runs": {"body": {"mode": "streak"}},
    "POST /train/runs/{run_id}/answers": {"body": {"solution": "rN"}},
    "POST /v1/records/searches": {
        "body": {"layout": "1A2B3A4B", "seconds": 1},
        "auth": "key",
    },
}
"""A valid body (and credential) per operation that takes a body; "$puzzle" is the
stored puzzle's id. Operations without a body need no entry."""

PATH_VALUES = {
    "analysis_id": "a0123456789abcdef",
    "board_id": "$board",
    "puzzle_id": "$puzzle",
    "game_id": "$game",
    "job_id": "$job",
    "number": "1",
    "client_id": "me",
    "player": "ann",
    "day": "2026-01-01",
    "tier": "easy",
    "code": "1A3C2B4D",
    "request_id": "pr0123456789abcdef",
    "search_id": "rs0123456789abcdef",
    "run_id": "tr0123456789abcdef",
    "kind": "validation-error",
}

ITEM_LISTS = {"POST /v1/checks/batch": "items"}
"""Operations whose items are checked one by one: a bad item is its own 4xx."""

TEXT_ONLY = {"POST /v1/check-jobs", "POST /v1/solve-jobs"}
"""A check job's items are checked by the worker, one by one with the batch's code
(a bad item is its own error result, as in ITEM_LISTS); only text that could never
be looked up (NUL, surrogates) is refused at submission, so only text is sent."""


@dataclass
class World:
    """Stored things the base requests refer to."""

    values: dict[str, str]
    headers: dict[str, dict[str, str]]

    def fill(self, value: Any) -> Any:
        """Replace `$name` placeholders inside a base request."""
        if isinstance(value, str) and value.startswith("$"):
            return self.values[value[1:]]
        if isinstance(value, dict):
            return {k: self.fill(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.fill(v) for v in value]
        return value


def stored(db: so.Session, redis: redis_lib.Redis) -> dict[str, int]:
    """Return the row count of every table and the number of Redis keys."""
    db.rollback()  # a fresh snapshot
    tables = sa.inspect(db.get_bind()).get_table_names()
    counts = {
        name: db.scalar(sa.text(f'SELECT count(*) FROM "{name}"')) or 0
        for name in tables
    }
    counts["redis keys"] = len(list(redis.scan_iter("*")))
    return counts


def set_path(body: Any, path: tuple[Any, ...], value: Any) -> Any:
    """Return a copy of `body` with `value` at `path` (containers made as needed)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if rest == (KEY,):  # the entry's key itself
        container = dict(body) if isinstance(body, dict) else {}
        container[value] = container.pop(head, 1) if head in container else 1
        return container
    if isinstance(head, int):
        items = list(body) if isinstance(body, list) and body else [None]
        items[0] = set_path(items[0], rest, value)
        return items
    container = dict(body) if isinstance(body, dict) else {}
    container[head] = set_path(container.get(head), rest, value)
    return container


def encode(body: Any) -> str:
    """Serialise a body, writing the huge-number mark as a 5,000-digit number."""
    return json.dumps(body).replace(f'"{HUGE_MARK}"', HUGE)


def url(operation: Operation, world: World, bad: dict[str, str]) -> str:
    """Return the operation's URL with its path values (some of them bad)."""
    path = operation.path
    for location, name, _ in operation.params:
        if location == "path":
            value = bad.get(name, world.fill(PATH_VALUES[name]))
            path = path.replace(f"{{{name}}}", quote(value, safe=""))
    query = [f"{n}={quote(v, safe='')}" for n, v in bad.items() if "{" + n not in path]
    query = [q for q in query if q.split("=")[0] not in _path_names(operation)]
    return path + ("?" + "&".join(query) if query else "")


def _path_names(operation: Operation) -> set[str]:
    return {name for location, name, _ in operation.params if location == "path"}


def requests(operation: Operation, world: World) -> list[tuple[str, str, str | None]]:
    """Return (what, url, body) for every bad value of every field."""
    base = BASES.get(operation.id, {})
    body = world.fill(base.get("body")) if operation.body else None
    found = []
    for location, name, leaf in operation.params:
        table = BAD_PATH if location == "path" else BAD_QUERY
        for value in bad_values(leaf, table, text=True):
            what = f"{location} {name}={value[:20]!r}"
            found.append((what, url(operation, world, {name: value}), _text(body)))
    for path, leaf in operation.body:
        if operation.id in TEXT_ONLY and leaf != "string":
            continue
        for value in bad_values(leaf, BAD_BODY):
            bad_body = set_path(copy.deepcopy(body), path, value)
            what = f"body {path}={value!r}"
            found.append((what, url(operation, world, {}), encode(bad_body)))
    return found


def _text(body: Any) -> str | None:
    return None if body is None else json.dumps(body)
