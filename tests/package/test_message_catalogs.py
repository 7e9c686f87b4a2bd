"""The message catalogs (``<package>/locale/<lang>/LC_MESSAGES/<package>.po``) are
complete: every message of the code is in each catalog, translated and not fuzzy, and
compiled; the check itself finds a missing, an untranslated and a fuzzy message."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("babel")

ROOT = Path(__file__).resolve().parents[2]


def _catalogs() -> ModuleType:
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "_build" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("catalogs", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("package", ["tabletop", "vanuatu", "vapor_willie"])
def test_every_catalog_is_complete(package: str) -> None:
    assert _catalogs().problems(package) == []


def test_the_check_names_each_incomplete_message(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    catalogs = _catalogs()
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "words.py").write_text(
        "def _(m): return m\n"
        "A = _('Fish')\nB = _('Sell')\nC = _('Buy')\nD = _('Rest')\n", encoding="utf-8")
    po = tmp_path / "game" / "locale" / "pt" / "LC_MESSAGES" / "game.po"
    po.parent.mkdir(parents=True)
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Fish"\nmsgstr "Pescar"\n\n'
        'msgid "Sell"\nmsgstr ""\n\n'
        '#, fuzzy\nmsgid "Buy"\nmsgstr "Comprar"\n', encoding="utf-8")
    monkeypatch.setattr(catalogs, "ROOT", tmp_path)
    found = catalogs.problems("game")
    assert "game/locale/pt/LC_MESSAGES/game.po: missing 'Rest'" in found
    assert "game/locale/pt/LC_MESSAGES/game.po: untranslated 'Sell'" in found
    assert "game/locale/pt/LC_MESSAGES/game.po: fuzzy 'Buy'" in found
    assert any("not compiled" in line for line in found)
    assert not any("'Fish'" in line for line in found)
    monkeypatch.setattr(catalogs, "PACKAGES", ("game",))
    assert [p.name for p in catalogs.compile_all()] == ["game.mo"]
    assert not any("not compiled" in line for line in catalogs.problems("game"))
