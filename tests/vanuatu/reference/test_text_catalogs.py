"""The player texts go through gettext (domain ``vanuatu``): a catalog for a
language changes what a player reads, a language without one reads English,
and every text is one whole message that extraction finds."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from pathlib import Path

import pytest

import vanuatu
import vanuatu.translation
from vanuatu.reference import translation
from vanuatu.reference.board import ACTION_TEXTS, PHASE_TEXTS
from vanuatu.reference.cards import CARDS
from vanuatu.reference.rules import RULES

PACKAGE = Path(translation.__file__).resolve().parent


def write_mo(path: Path, messages: dict[str, str]) -> None:
    """A GNU gettext catalog (.mo) holding ``messages``, in UTF-8."""
    catalog = {"": "Content-Type: text/plain; charset=UTF-8\n", **messages}
    keys = sorted(catalog)
    ids = [k.encode() for k in keys]
    strs = [catalog[k].encode() for k in keys]
    start = 7 * 4 + 16 * len(keys)
    offsets, blob = [], b""
    for data in ids + strs:
        offsets.append((len(data), start + len(blob)))
        blob += data + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    table = b"".join(struct.pack("<2I", *pair) for pair in offsets)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(head + table + blob)


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setattr(vanuatu.translation, "LOCALEDIR", tmp_path)
    yield tmp_path


def test_a_catalog_translates_the_texts(catalogs: Path) -> None:
    english = vanuatu.rule_text("R3.8")
    write_mo(catalogs / "pt" / "LC_MESSAGES" / "vanuatu.mo", {
        english.title: "Escolher uma personagem",
        english.text: "Na ordem do turno, cada jogador escolhe uma personagem livre.",
        "Navigator": "Navegador",
    })
    entry = vanuatu.rule_text("R3.8", lang="pt")
    assert entry.title == "Escolher uma personagem" and entry.text.startswith("Na ordem")
    assert (entry.id, entry.anchor, entry.see) == (english.id, english.anchor, english.see)
    assert vanuatu.character_card("navigator", lang="pt-PT").title == "Navegador"
    assert vanuatu.rule_text("R4.3", lang="pt") == vanuatu.rule_text("R4.3")  # not in it
    assert vanuatu.rule_text("R3.8", lang="ja") == english


def test_the_catalogs_are_looked_for_in_the_package() -> None:
    assert translation.DOMAIN == "vanuatu"
    assert PACKAGE.parent / "locale" == translation.LOCALEDIR


def all_messages() -> set[str]:
    found = {m for p in (*RULES.values(), *ACTION_TEXTS.values(), *PHASE_TEXTS.values())
             for m in (p.title, p.text)}
    found |= {m for card in CARDS.values() for m in (card.passage.title, card.passage.text,
                                                      card.when)}
    return found


def test_every_text_is_one_whole_message_that_extraction_finds() -> None:
    extract = pytest.importorskip("babel.messages.extract")
    found: set[str] = set()
    for path in sorted(PACKAGE.glob("*.py")):
        with path.open("rb") as handle:
            for _, _, message, _ in extract.extract_python(
                handle, {"N_": None, "_": None}, [], {}
            ):
                found.add(message)
    missing = all_messages() - found
    assert not missing, f"texts that extraction does not find whole: {sorted(missing)[:3]}"
