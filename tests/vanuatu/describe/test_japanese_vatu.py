"""Japanese spells the currency of Vanuatu (the Vatu, R1.1c, R8.3) one way, バツ:
in the catalog (``vanuatu/locale/ja``), the pages of ``vanuatu serve`` made from it and
the documentation."""

from __future__ import annotations

from pathlib import Path

import pytest

import vanuatu
from vanuatu.translation import translate

ROOT = Path(vanuatu.__file__).resolve().parent
CATALOG = ROOT / "locale" / "ja" / "LC_MESSAGES" / "vanuatu.po"
DOCS = Path(__file__).resolve().parents[3] / "docs"
SPELLING = "バツ"
#: the other ways of writing the word in katakana
OTHERS = ("ヴァツ", "ヴァトゥ", "バトゥ")


def _japanese_files() -> list[Path]:
    files = [CATALOG, *sorted((ROOT / "web" / "static").glob("*.ja.*"))]
    if DOCS.is_dir():
        files += sorted(DOCS.rglob("*.rst"))
    return files


def test_the_catalog_names_the_currency_one_way() -> None:
    assert translate("Vatus", "ja") == SPELLING
    assert SPELLING in translate("Vatus (R8.3)", "ja")


@pytest.mark.parametrize("path", _japanese_files(), ids=lambda p: p.name)
def test_no_japanese_text_spells_it_otherwise(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for other in OTHERS:
        lines = [n for n, line in enumerate(text.splitlines(), 1) if other in line]
        assert not lines, f"{path.name}: {other} on lines {lines}, not {SPELLING}"
