"""The import graph of ``vapor_willie``: no module imports itself back through others.
Modules are parsed, not imported; an import of ``a.b.c`` from outside ``a.b`` also runs
``a/b/__init__.py`` (the top package, the facade, is left out)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "vapor_willie"


def _name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _edges(name: str) -> set[str]:
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            mod = (f"{base}.{node.module}" if node.module else base) if node.level else (
                node.module or "")
            targets = [mod] + [f"{mod}.{a.name}" for a in node.names]
        for t in targets:
            if t not in MODULES or t == "vapor_willie":
                continue
            parts = t.split(".")
            for i in range(2, len(parts) + 1):
                pkg = ".".join(parts[:i])
                if pkg in MODULES and not (name == pkg or name.startswith(pkg + ".")):
                    out.add(pkg)
    return out - {name}


def test_no_import_cycles() -> None:
    graph = {m: _edges(m) for m in MODULES}
    state: dict[str, int] = {}
    cycle: list[str] = []

    def visit(m: str, path: list[str]) -> bool:
        state[m] = 1
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                cycle.extend(path[path.index(n):] + [m, n] if n in path else [m, n])
                return True
            if n not in state and visit(n, path + [m]):
                return True
        state[m] = 2
        return False

    for m in sorted(graph):
        if m not in state and visit(m, []):
            break
    assert not cycle, " -> ".join(cycle)
