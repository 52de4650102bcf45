"""The test tree's own rules: it mirrors service/ and workers/, test modules share
helpers through tests/helpers/ and package helpers (never by importing another test
module or a conftest; shared fixtures come from the root conftest), time passes only
in polls under a deadline, no work-item markers, and a test that starts a server or
worker process itself is marked `slow`."""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
CHECKOUT = TESTS.parent
PROJECT_TESTS = {"test_architecture.py", "test_readme.py", "test_statuses.py"}
"""The root's own tests: about the whole project, not one package."""
NOT_PACKAGES = {
    "helpers": "what the tests share",
    "board": "the board component (service/web/static/board) against the core",
    "client": "the generated clients (clients/)",
    "deploy": "make run's and the production command's processes together",
    "play": "the /play pages of matches",
}
"""Test folders that mirror no package of service/ or workers/, and what they test."""
SLEEPS_ALLOWED = {
    ("tools/bench/test_soak.py", "do_GET"): "a server slow on purpose: it is measured",
    (
        "deploy/test_slow_clients.py",
        "drip",
    ): "a slow client: a byte a second",
}
"""The only `sleep` calls outside tests/helpers/wait.py, and why each is no wait."""
MARKER = re.compile(r"\bissue \d+|\btranche\b", re.IGNORECASE)


def python_files() -> list[Path]:
    """Return every Python file under tests/."""
    return sorted(p for p in TESTS.rglob("*.py") if "__pycache__" not in p.parts)


def imported_modules(path: Path) -> list[str]:
    """Return the dotted names a module imports (relative ones resolved)."""
    package = list(path.relative_to(CHECKOUT).with_suffix("").parts[:-1])
    names = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names += [module] + [f"{module}.{alias.name}" for alias in node.names]
    return names


def test_no_module_imports_a_test_module() -> None:
    found = [
        f"{path.relative_to(TESTS)} imports {name}"
        for path in python_files()
        for name in imported_modules(path)
        if name.startswith("tests.") and re.search(r"\.test_\w+(\.|$)", name)
    ]
    assert found == [], "share helpers through tests/helpers/ or a package helpers.py"


def test_no_module_imports_a_conftest() -> None:
    found = [
        f"{path.relative_to(TESTS)} imports {name}"
        for path in python_files()
        for name in imported_modules(path)
        if re.search(r"(^|\.)conftest$", name)
    ]
    assert found == [], (
        "import helpers from tests/helpers/ or a package helpers.py; share a fixture "
        "through the root conftest (its pytest_plugins), never by importing it"
    )


def is_sleep(node: ast.AST) -> bool:
    """Tell whether a node calls a `sleep` (time.sleep, asyncio.sleep, sleep)."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (isinstance(func, ast.Attribute) and func.attr == "sleep") or (
        isinstance(func, ast.Name) and func.id == "sleep"
    )


def sleeps(path: Path) -> list[tuple[str, int]]:
    """Return the functions (and lines) of a module that call a `sleep`."""
    found = []
    tree = ast.parse(path.read_text())
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            if is_sleep(node):
                found.append((function.name, node.lineno))
    for node in tree.body:  # module level, outside any function
        for call in ast.walk(node):
            if is_sleep(call):
                if not isinstance(node, ast.FunctionDef | ast.ClassDef):
                    found.append(("<module>", call.lineno))
    return found


def test_time_passes_only_in_polls_under_a_deadline() -> None:
    found = [
        f"{path.relative_to(TESTS)}:{line} ({function})"
        for path in python_files()
        if path != TESTS / "helpers" / "wait.py"
        for function, line in sleeps(path)
        if (path.relative_to(TESTS).as_posix(), function) not in SLEEPS_ALLOWED
    ]
    assert found == [], "wait with tests.helpers.wait (wait_until, holds_for)"


def test_no_work_item_markers() -> None:
    found = [
        f"{path.relative_to(TESTS)}:{number}"
        for path in python_files()
        if path != Path(__file__)
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if MARKER.search(line)
    ]
    assert found == []


def slow_marked(decorators: list[ast.expr]) -> bool:
    """Tell whether a decorator list (or a pytestmark value) marks `slow`."""
    return any("mark.slow" in ast.unparse(d) for d in decorators)


def unmarked_process_starts(path: Path) -> list[str]:
    """Return the tests of a module that start a process (subprocess.Popen, in their
    body or in a fixture of the module they use) without being marked slow."""
    tree = ast.parse(path.read_text())
    module_slow = any(
        isinstance(node, ast.Assign)
        and any(getattr(t, "id", None) == "pytestmark" for t in node.targets)
        and slow_marked([node.value])
        for node in tree.body
    )
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    starting = {f.name for f in functions if "Popen(" in ast.unparse(f)}
    return [
        f.name
        for f in functions
        if f.name.startswith("test_")
        and (f.name in starting or {a.arg for a in f.args.args} & starting)
        and not (module_slow or slow_marked(f.decorator_list))
    ]


def test_a_test_that_starts_a_process_is_marked_slow() -> None:
    found = {
        str(path.relative_to(TESTS)): names
        for path in python_files()
        if path.name.startswith("test_")
        if (names := unmarked_process_starts(path))
    }
    assert found == {}


def test_the_tree_mirrors_service_and_workers() -> None:
    packages = {p.name for p in (CHECKOUT / "service").iterdir() if p.is_dir()}
    packages |= {"workers"}
    folders = {
        p.name for p in TESTS.iterdir() if p.is_dir() and p.name != "__pycache__"
    }
    assert folders - packages - set(NOT_PACKAGES) == set()
    loose = {p.name for p in TESTS.glob("test_*.py")} - PROJECT_TESTS
    assert loose == {Path(__file__).name}
