"""The import paths of 0.2.0 that moved to the names Vanuatu uses for the same jobs
still import, give the very same objects, and warn with a :class:`DeprecationWarning`
naming the new path."""

from __future__ import annotations

import importlib
import sys
import warnings

import pytest

import vapor_willie as vw
import vapor_willie.components.kinds
import vapor_willie.records


def _fresh(name: str) -> tuple[object, list[warnings.WarningMessage]]:
    sys.modules.pop(name, None)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module = importlib.import_module(name)
    return module, [w for w in caught if issubclass(w.category, DeprecationWarning)]


def test_vapor_willie_pieces_is_components_kinds() -> None:
    pieces, caught = _fresh("vapor_willie.pieces")
    assert caught and "vapor_willie.components.kinds" in str(caught[0].message)
    kinds = vapor_willie.components.kinds
    assert pieces.__all__ == kinds.__all__  # type: ignore[attr-defined]
    for name in kinds.__all__:
        assert getattr(pieces, name) is getattr(kinds, name)
    assert vw.components.Components is kinds.Components


def test_vapor_willie_record_is_records() -> None:
    record, caught = _fresh("vapor_willie.record")
    assert caught and "vapor_willie.records" in str(caught[0].message)
    assert record.Record is vw.Record is vapor_willie.records.Record  # type: ignore[attr-defined]


def test_vapor_willie_validate_warns_for_each_name_and_keeps_the_function() -> None:
    old = importlib.import_module("vapor_willie.validate")  # loaded by the package

    assert callable(vw.validate) and vw.validate is vapor_willie.records.validate
    with pytest.warns(DeprecationWarning, match="vapor_willie.records.validation"):
        from vapor_willie.validate import validate_text
    assert validate_text is vw.validate_text
    with pytest.warns(DeprecationWarning, match="import Refusal from vapor_willie"):
        assert old.Refusal is vw.Refusal
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        old.nothing  # noqa: B018
    assert vw.validate is vapor_willie.records.validate  # still the function


@pytest.mark.parametrize(("name", "former"), [
    ("vapor_willie.narration", "narrate"),
    ("vapor_willie.rules.turns", "apply_turn"),
    ("vapor_willie.components.kinds", "Components"),
])
def test_the_new_paths_import_without_a_warning(name: str, former: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        module = importlib.import_module(name)
    assert hasattr(module, former)
