"""docs/configuration.md and .env.example are generated from `Config` (`make docs`)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from service.infra import configdoc
from service.infra.config import Config

CHECKOUT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("path", "render"),
    [
        ("docs/configuration.md", configdoc.render_markdown),
        (".env.example", configdoc.render_env),
    ],
)
def test_committed_file_matches_the_config(path: str, render: object) -> None:
    assert callable(render)
    committed = (CHECKOUT / path).read_text()
    assert committed == render(), f"{path} is stale: run `make docs`"


def test_every_setting_is_documented() -> None:
    names = [name for name in vars(Config) if name.isupper()]
    settings = configdoc.settings()
    assert [s.name for s in settings] == names
    for setting in settings:
        assert len(setting.doc) > 10, f"{setting.name} has no docstring"
        assert setting.section, f"{setting.name} is under no `# --- ... ---` heading"


def test_defaults_come_from_the_class_not_the_checkout() -> None:
    by_name = {s.name: s for s in configdoc.settings()}
    assert by_name["SOLVE_MAX_SECONDS"].default == "120.0"
    assert by_name["REDIS_URL"].default == "null"
    assert (
        by_name["DATABASE_URL"].default == '"sqlite:///<checkout>/var/ricochet.sqlite3"'
    )
    assert str(CHECKOUT) not in configdoc.render_markdown() + configdoc.render_env()
    assert by_name["CLOCK"].code_only and not by_name["DAILY_SECRET"].code_only


def environ_reads(path: Path) -> set[str]:
    """Return the names a module reads with `os.environ.get("NAME", ...)`."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if (
            isinstance(node, ast.Call)
            and ast.unparse(node.func) in ("os.environ.get", "os.getenv")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            found.add(str(node.args[0].value))
    return found


def test_every_environment_variable_read_by_the_code_is_documented() -> None:
    sources = [
        *(CHECKOUT / "service").rglob("*.py"),
        *(CHECKOUT / "workers").rglob("*.py"),
        CHECKOUT / "tests" / "conftest.py",
    ]
    read = set().union(*(environ_reads(path) for path in sources))
    assert {"PORT", "WEB_CONCURRENCY", "RICOCHET_SOLVER_THREADS"} <= read
    documented = {variable.name for variable in configdoc.PROCESS_VARIABLES}
    assert read <= documented, f"undocumented: {sorted(read - documented)}"
