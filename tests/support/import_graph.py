"""The import graph of the packages of the distribution, read from the source tree.

Every module under ``tabletop/``, ``vanuatu/`` and ``vapor_willie/`` is parsed (nothing
is imported), and every import statement is an edge, wherever it is: a function-level
import counts, and so does a type-only one under ``if TYPE_CHECKING:``. Importing
``a.b.c`` from outside ``a.b`` also runs ``a/b/__init__.py``, so it is an edge to the
package too (a top package, the facade, is left out: every module is in it).
"""

from __future__ import annotations

import ast
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
PACKAGES = ("tabletop", "vanuatu", "vapor_willie")


def module_name(path: Path) -> str:
    parts = path.relative_to(REPOSITORY).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES: dict[str, Path] = {
    module_name(p): p for top in PACKAGES for p in sorted((REPOSITORY / top).rglob("*.py"))
}


def is_package(name: str) -> bool:
    return MODULES.get(name, Path()).name == "__init__.py"


def is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def absolute(importer: str, node: ast.ImportFrom) -> str:
    """The module an ``ImportFrom`` reads from, as an absolute name."""
    if node.level == 0:
        return node.module or ""
    package = importer if is_package(importer) else importer.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    return f"{package}.{node.module}" if node.module else package


def with_packages(importer: str, target: str) -> list[str]:
    """``target`` and the packages between it and the top that the importer is not in."""
    out = [target]
    parts = target.split(".")
    for i in range(2, len(parts)):
        package = ".".join(parts[:i])
        if not (importer == package or importer.startswith(package + ".")):
            out.append(package)
    return out


def imports(name: str, source: str | None = None) -> tuple[set[str], list[str]]:
    """The modules of the package that module ``name`` (whose text is
    ``source``, by default its file) imports, and its imports of private names
    (as ``"line N: what"``)."""
    if source is None:
        source = MODULES[name].read_text(encoding="utf-8")
    tree = ast.parse(source)
    edges: set[str] = set()
    private: list[str] = []
    module_aliases: set[str] = set()
    nodes = list(ast.walk(tree))
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MODULES:
                    edges.update(with_packages(name, alias.name))
                    if alias.asname:
                        module_aliases.add(alias.asname)
        elif isinstance(node, ast.ImportFrom):
            base = absolute(name, node)
            if base not in MODULES:
                continue
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in MODULES:
                    edges.update(with_packages(name, sub))
                    module_aliases.add(alias.asname or alias.name)
                else:
                    edges.update(with_packages(name, base))
                if is_private(alias.name):
                    private.append(f"line {node.lineno}: from {base} import {alias.name}")
            own_package = name if is_package(name) else name.rpartition(".")[0]
            outside = base.removeprefix(own_package + ".").split(".")
            if not base.startswith(own_package + ".") or base == own_package:
                outside = base.split(".")
            if any(is_private(part) for part in outside):
                private.append(f"line {node.lineno}: imports the private module {base}")
    for node in nodes:
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in module_aliases
            and is_private(node.attr)
        ):
            private.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
    edges.discard(name)
    return edges & MODULES.keys(), private


GRAPH = {name: imports(name)[0] for name in MODULES}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected component with more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0

    def visit(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(one_cycle(graph, set(component)))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def one_cycle(graph: dict[str, set[str]], component: set[str]) -> list[str]:
    """A shortest path from the first module of ``component`` back to itself."""
    start = min(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v] & component):
            if w == start:
                return [*paths[v], start]
            if w not in paths:
                paths[w] = [*paths[v], w]
                queue.append(w)
    return [start]


