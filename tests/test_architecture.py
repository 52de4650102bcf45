"""The house's shape: no import cycle in service/ and workers/, a short service/ of
documented packages (docs/architecture.md). The layer contracts of pyproject.toml
are checked once, by `make lint` (lint-imports).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
ROOTS = ("service", "workers")

Graph = dict[str, set[str]]


def modules() -> dict[str, Path]:
    """Return every module of service/ and workers/ by dotted name."""
    found = {}
    for root in ROOTS:
        for path in (CHECKOUT / root).rglob("*.py"):
            parts = list(path.relative_to(CHECKOUT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imported_names(name: str, path: Path) -> Iterator[str]:
    """Yield the dotted names a module imports, anywhere in it (functions too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def import_graph() -> Graph:
    """Return module -> the modules of ours it imports (a submodule when one is
    named, else the package or module itself)."""
    known = modules()

    def resolve(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    graph: Graph = {name: set() for name in known}
    for name, path in known.items():
        for dotted in imported_names(name, path):
            if dotted.partition(".")[0] in ROOTS:
                target = resolve(dotted)
                if target is not None and target != name:
                    graph[name].add(target)
    return graph


def find_cycles(graph: Graph) -> list[list[str]]:
    """Return one cycle per strongly connected component of more than one module
    (Tarjan's algorithm, iteratively: the graph is a few hundred modules deep)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[set[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(component)
    return [cycle_in(graph, component) for component in components]


def cycle_in(graph: Graph, component: set[str]) -> list[str]:
    """Return a cycle through a strongly connected component, as a path of modules
    back to its first one (breadth first: the shortest through its first module)."""
    first = min(component)
    paths = {first: [first]}
    queue = [first]
    while queue:
        node = queue.pop(0)
        for child in sorted(graph[node] & component):
            if child == first:
                return [*paths[node], first]
            if child not in paths:
                paths[child] = [*paths[node], child]
                queue.append(child)
    raise AssertionError(f"not a cycle: {component}")


def test_find_cycles_names_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycles(graph) == [["a", "b", "c", "a"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []


def test_imports_inside_functions_count() -> None:
    graph = import_graph()
    assert "service.infra.migrate" in graph["service.infra.appbase"]  # in a function


def test_no_import_cycles() -> None:
    cycles = [" -> ".join(cycle) for cycle in find_cycles(import_graph())]
    assert cycles == []


def service_entries() -> list[Path]:
    """Return what `ls service/` shows (caches and dot-files aside)."""
    return sorted(
        p
        for p in (CHECKOUT / "service").iterdir()
        if not p.name.startswith(".") and p.name != "__pycache__"
    )


def test_service_shows_the_architecture() -> None:
    entries = service_entries()
    undocumented = []
    for entry in entries:
        init = entry / "__init__.py" if entry.is_dir() else entry
        if entry.is_file() and entry.name != "__init__.py":
            undocumented.append(f"{entry.name}: a module, not a package")
        elif not init.is_file():
            undocumented.append(f"{entry.name}: no __init__.py")
        elif not ast.get_docstring(ast.parse(init.read_text())):
            undocumented.append(f"{entry.name}: no docstring")
    assert undocumented == []
