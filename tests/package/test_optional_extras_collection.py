"""``pip install -e '.[test]' && python -m pytest`` (the README's command) runs
without any optional extra: every module that imports an extra's package at
import time is left out of the doctest collection by ``conftest.py`` when that
package is missing, and the core imports only attrs and cattrs."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = {"attrs", "cattrs", "tabletop", "vanuatu", "vapor_willie"}


def _conftest() -> dict[str, object]:
    spec = importlib.util.spec_from_file_location("_root_conftest", ROOT / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return vars(module)


def _top_level_imports(path: Path) -> set[str]:
    """The packages ``path`` imports when it is imported (not inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def _optional_imports() -> dict[str, set[str]]:
    found = {}
    for package in ("tabletop", "vanuatu", "vapor_willie"):
        for path in sorted((ROOT / package).rglob("*.py")):
            extra = _top_level_imports(path) - CORE - set(sys.stdlib_module_names)
            if extra:
                found[path.relative_to(ROOT).as_posix()] = extra
    return found


def test_every_module_needing_an_extra_is_left_out_without_it() -> None:
    conftest = _conftest()
    adapters: dict[str, str] = conftest["_ADAPTERS"]  # type: ignore[assignment]
    extras: dict[str, str] = conftest["_EXTRAS"]  # type: ignore[assignment]
    guarded = dict(extras)
    for name, module in adapters.items():
        guarded[f"vanuatu/adapters/{name}.py"] = module
    for path, packages in _optional_imports().items():
        assert path in guarded, f"{path} imports {sorted(packages)}: conftest.py must guard it"


def test_the_web_app_is_guarded_by_starlette() -> None:
    extras: dict[str, str] = _conftest()["_EXTRAS"]  # type: ignore[assignment]
    assert extras.get("vanuatu/web/app.py") == "starlette"
