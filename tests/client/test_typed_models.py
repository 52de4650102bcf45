"""The generated client types what the contract types: no `Any` in a model's fields
or an operation's request body, except the values the contract leaves free-form on
purpose (LOOSE, each with its reason; docs/client.md lists them too)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "clients" / "python" / "ricochet_client"

LOOSE: dict[str, str] = {}
"""Loose on purpose: `Class.field` -> why."""


def any_fields(source: str) -> list[str]:
    """Return `Class.field` for every class-level field annotated with `Any`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            for statement in node.body:
                if isinstance(statement, ast.AnnAssign) and mentions_any(
                    statement.annotation
                ):
                    found.append(f"{node.name}.{ast.unparse(statement.target)}")
    return found


def any_bodies(source: str) -> list[str]:
    """Return `function.body` for every function whose `body` argument is `Any`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for arg in node.args.args + node.args.kwonlyargs:
                if (
                    arg.arg == "body"
                    and arg.annotation
                    and mentions_any(arg.annotation)
                ):
                    found.append(f"{node.name}.body")
    return found


def mentions_any(annotation: ast.expr) -> bool:
    """Tell whether an annotation names `Any` anywhere (`list[Any]`, `Any | Unset`)."""
    return any(
        isinstance(node, ast.Name) and node.id == "Any" for node in ast.walk(annotation)
    )


def untyped(package: Path) -> list[str]:
    """Return every `Any` field of the package's models and `Any` request body of
    its operations (as `module: Class.field`)."""
    found = []
    for path in sorted((package / "models").glob("*.py")):
        found += [f"{path.stem}: {name}" for name in any_fields(path.read_text())]
    for path in sorted((package / "api").rglob("*.py")):
        found += [f"{path.stem}: {name}" for name in any_bodies(path.read_text())]
    return found


def test_the_client_has_no_any_but_the_documented_loose_values() -> None:
    found = untyped(PACKAGE)
    unexpected = [f for f in found if f.split(": ", 1)[1] not in LOOSE]
    assert unexpected == [], "type these in the contract, or list them in LOOSE"
    stale = set(LOOSE) - {f.split(": ", 1)[1] for f in found}
    assert stale == set(), "typed now: drop them from LOOSE (and docs/client.md)"


def test_the_scan_sees_any_in_fields_and_bodies() -> None:
    model = "class Batch:\n    items: list[Any]\n    steps: bool | Unset = UNSET\n"
    assert any_fields(model) == ["Batch.items"]
    operation = "def sync(*, client: Client, body: Any) -> None:\n    pass\n"
    assert any_bodies(operation) == ["sync.body"]
    typed = "async def asyncio(*, body: Batch) -> Any:\n    pass\n"
    assert any_bodies(typed) == []
    assert any_bodies(typed.replace("Batch", "Any")) == ["asyncio.body"]
