"""The language of the descriptions: one translation function over the
standard library's gettext (domain ``vanuatu``, catalogs in ``vanuatu/locale``),
English when there is no catalog, and a clear error for a ``lang`` that is
not a language tag. With Babel installed, the messages are extracted with the
standard keywords and a catalog made from them translates every word."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from random_play import VARIANTS, random_game

import tabletop.translation
import vanuatu
import vanuatu.translation
from vanuatu import describe_move
from vanuatu.describe import language
from vanuatu.moves import ChanceMove, Fish, PlaceTile

DESCRIBE = Path(language.__file__).resolve().parent
STATE = vanuatu.Game(players=3, seed=1).state


@pytest.mark.parametrize("lang", ["en", "en_GB", "sr@latin", "de-CH", "xx", "C", "C.UTF-8",
                                  "POSIX"])
def test_a_language_without_a_catalog_speaks_english(lang: str) -> None:
    assert describe_move(Fish(0), STATE, lang) == describe_move(Fish(0), STATE)


@pytest.mark.parametrize(("lang", "words"), [
    ("pt", "Pescar em 1,0: pegar uma ficha de peixe de valor 0"),
    ("pt_BR", "Pescar em 1,0"), ("pt-BR", "Pescar em 1,0"),
    ("ja", "1,0で漁：価値0の魚トークンを得る"), ("ja_JP.UTF-8", "1,0で漁"),
])
def test_portuguese_and_japanese_have_their_catalogs(lang: str, words: str) -> None:
    assert describe_move(Fish(0), STATE, lang).startswith(words)


@pytest.mark.parametrize(("lang", "words"), [
    (None, "lang must be a language tag such as 'en', 'pt' or 'ja', not NoneType"),
    (b"en", "not bytes"),
    ("e" * 10_000, "lang is 10000 characters long; a language tag such as 'en', 'pt' or "
                   "'ja' has at most 64"),
    ("\ud800", r"lang '\\ud800' is not a language tag"),
    ("", "lang '' is not a language tag"),
    ("en; rm -rf", "is not a language tag"),
    ("../../etc", "is not a language tag"),
    ("日本語", "is not a language tag"),
])
def test_a_lang_that_is_no_language_tag_is_a_clear_error(lang: object, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words) if "\\" not in words else words):
        describe_move(Fish(0), STATE, lang)  # type: ignore[arg-type]


def test_a_move_of_a_player_the_game_does_not_have() -> None:
    with pytest.raises(ValueError, match="the move is of P7, but the players of this 3-player "
                                         "game are P0 to P2"):
        describe_move(Fish(7), STATE)


def test_a_state_that_is_no_state() -> None:
    with pytest.raises(TypeError, match="needs a GameState as its second argument, not dict"):
        describe_move(Fish(0), {})  # type: ignore[arg-type]


def test_the_catalogs_are_package_data_in_vanuatu_locale() -> None:
    assert language.DOMAIN == "vanuatu"
    assert language.LOCALEDIR == DESCRIBE.parent / "locale"
    assert not (language.LOCALEDIR / "__init__.py").exists()
    pyproject = (Path(__file__).resolve().parents[3] / "pyproject.toml").read_text(
        encoding="utf-8")
    assert '"locale/*/LC_MESSAGES/*.mo"' in pyproject


# -- extraction with Babel and a made-up catalog ------------------------------------------

def extracted() -> list[str | tuple[str, str]]:
    extract = pytest.importorskip("babel.messages.extract")
    messages: list[str | tuple[str, str]] = []
    for path in sorted(DESCRIBE.glob("*.py")):
        for _line, message, _comments, _context in extract.extract_from_file(
                "python", str(path), keywords=extract.DEFAULT_KEYWORDS):
            messages.append(message)
    return messages


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{([^{}]*)\}", text))


def test_the_messages_are_extracted_with_the_standard_keywords() -> None:
    messages = extracted()
    assert len(messages) > 80
    plurals = [m for m in messages if isinstance(m, tuple)]
    assert plurals, "ngettext messages are extracted as plurals"
    for message in messages:
        for form in (message if isinstance(message, tuple) else (message,)):
            named = placeholders(form)
            assert all(re.fullmatch(r"[a-z_]+", name) for name in named), form
    for singular, plural in plurals:
        assert placeholders(singular) <= placeholders(plural), (singular, plural)


def swapped(text: str) -> str:
    """``text`` with the case of its letters swapped, outside the placeholders."""
    return "".join(part if part.startswith("{") else part.swapcase()
                   for part in re.split(r"(\{[a-z_]*\})", text))


@pytest.fixture
def swapped_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A German catalog (plural forms as English's) whose every message is its
    English with the case of its letters swapped."""
    pytest.importorskip("babel")
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale="de", domain="vanuatu")
    for message in extracted():
        if isinstance(message, tuple):
            catalog.add(message, (swapped(message[0]), swapped(message[1])))
        else:
            catalog.add(message, swapped(message))
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with open(folder / "vanuatu.mo", "wb") as f:
        write_mo(f, catalog)
    monkeypatch.setattr(vanuatu.translation, "LOCALEDIR", tmp_path)
    monkeypatch.setattr(tabletop.translation, "LANGUAGES", (*tabletop.translation.LANGUAGES, "de"))
    yield "de"


def test_a_catalog_translates_every_word_of_every_description(swapped_catalog: str) -> None:
    """Every word of a description comes from an extracted message: swapped in
    the made-up catalog, a description is its English swapped (but for tile ids,
    which are names, not words)."""
    checked = 0
    for options in VARIANTS[:4] + VARIANTS[-4:]:
        states, moves = random_game(options, 2)
        for state, move in zip(states[::3], moves[::3], strict=False):
            english = describe_move(move, state)
            other = describe_move(move, state, swapped_catalog)
            if isinstance(move, PlaceTile) or (
                    isinstance(move, ChanceMove) and move.event in ("start", "tile")):
                assert other != english
            else:
                assert other == english.swapcase(), (str(move), english, other)
            checked += 1
    assert checked > 100
