"""Two rules of the code's shape, read from the source tree: no module of the three
packages is over 400 lines, and nothing dispatches on the name of a class
(``type(move).__name__ == "Sell"``): a lookup keyed by the class, ``isinstance`` or
a method of the class says what a move is."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import vanuatu

if vanuatu.COMPILED:
    pytest.skip("the shape is read from the source tree", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted(p for top in ("tabletop", "vanuatu", "vapor_willie")
                 for p in (ROOT / top).rglob("*.py"))
LIMIT = 400


def _names_compared(tree: ast.AST) -> list[int]:
    """The lines that compare a ``__name__`` with something (or look one up in a
    mapping written in the module: ``TABLE[type(x).__name__]``)."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            named = any(isinstance(o, ast.Attribute) and o.attr == "__name__"
                        for o in operands)
            main = any(isinstance(o, ast.Constant) and o.value == "__main__" for o in operands)
            if named and not main:
                lines.append(node.lineno)
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Attribute) \
                and node.slice.attr == "__name__":
            lines.append(node.lineno)
    return lines


def test_the_modules_are_found() -> None:
    assert len(MODULES) > 150


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_is_over_400_lines(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= LIMIT, f"{path.relative_to(ROOT)} has {lines} lines"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_dispatches_on_a_class_name(path: Path) -> None:
    assert _names_compared(ast.parse(path.read_text(encoding="utf-8"))) == []


def test_the_check_finds_a_dispatch_on_a_class_name() -> None:
    source = (
        "if type(move).__name__ == 'Sell':\n    pass\n"
        "if type(move).__name__ in ('Fish', 'Explore'):\n    pass\n"
        "verb = VERBS[type(move).__name__]\n"
        "if __name__ == '__main__':\n    pass\n"
        "print(f'{type(move).__name__} is refused')\n"
    )
    assert _names_compared(ast.parse(source)) == [1, 3, 5]
