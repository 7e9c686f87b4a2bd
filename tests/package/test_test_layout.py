"""The tests mirror the packages: every subpackage of ``tabletop``, ``vanuatu`` and
``vapor_willie`` has its folder ``tests/<package>/<subpackage>/`` holding tests, no
test module imports another (shared helpers live in ``tests/support``), and no two test
files share a basename (pytest imports them by basename)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

import vanuatu

if vanuatu.COMPILED:
    pytest.skip("the packages are read from the source tree, not the compiled build",
                allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
PACKAGES = ("tabletop", "vanuatu", "vapor_willie")


def _subpackages() -> list[Path]:
    return sorted(
        init.parent.relative_to(ROOT)
        for top in PACKAGES
        for init in (ROOT / top).rglob("__init__.py")
        if init.parent != ROOT / top
    )


def _test_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("test_*.py") if "support" not in p.parts)


def test_every_subpackage_has_its_test_folder() -> None:
    subpackages = _subpackages()
    assert len(subpackages) >= 20  # the packages are found: the check is not empty
    missing = [str(sub) for sub in subpackages
               if not any((TESTS / sub).rglob("test_*.py"))]
    assert missing == [], f"subpackages with no tests/<package>/<subpackage>/: {missing}"


def test_no_test_module_imports_another() -> None:
    names = {p.stem for p in _test_files()} | {"conftest"}
    found = []
    for path in _test_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(path.name, a.name) for a in node.names if a.name in names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                if (node.module or "") in names:
                    found.append((path.name, node.module))
    assert found == []


def test_no_two_test_files_share_a_basename() -> None:
    counts = Counter(p.name for p in TESTS.rglob("*.py") if p.name != "conftest.py")
    assert [name for name, n in counts.items() if n > 1] == []


def test_shared_helpers_live_in_support() -> None:
    strays = [str(p.relative_to(TESTS)) for p in TESTS.rglob("*.py")
              if "support" not in p.parts and p.name != "conftest.py"
              and not p.name.startswith("test_")]
    assert strays == []
