"""The shared translation layer (:mod:`tabletop.translation`): the choice of a language
from a tag, a browser's header or the locale environment, and a game's catalogs read
through gettext with English as the fallback."""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.translation import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    MAX_TAG,
    TAG_PATTERN,
    Catalog,
    check_language,
    from_environment,
    join_list,
    negotiate,
)


@pytest.mark.parametrize(("tag", "language"), [
    ("en", "en"), ("pt", "pt"), ("ja", "ja"), ("pt-BR", "pt"), ("pt_PT", "pt"),
    ("ja_JP.UTF-8", "ja"), ("EN-us", "en"), ("de", "en"), ("sr@latin", "en"),
])
def test_a_tag_names_its_language_or_english(tag: str, language: str) -> None:
    assert check_language(tag) == language


@pytest.mark.parametrize("bad", ["", "p", "pt BR", "pt-", "\ud800", "x" * 65, "ja\n", 3, None])
def test_what_is_no_tag_is_a_clear_value_error(bad: object) -> None:
    with pytest.raises(ValueError, match=r"not a language tag|must be a language tag|long"):
        check_language(bad)


@given(st.text(max_size=300))
def test_any_header_gives_a_known_language(header: str) -> None:
    assert negotiate(header) in LANGUAGES


@given(st.dictionaries(st.sampled_from(["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]),
                       st.text(max_size=80)))
def test_any_environment_gives_a_known_language(environ: dict[str, str]) -> None:
    assert from_environment(environ) in LANGUAGES


def test_the_header_is_read_by_its_weights() -> None:
    assert negotiate("en;q=0.4, pt;q=0.6") == "pt"
    assert negotiate("ja, pt") == "ja"
    assert negotiate("fr, de;q=0.9") == DEFAULT_LANGUAGE
    assert negotiate("pt;q=0, ja;q=0.1") == "ja"


def test_the_environment_is_read_in_gettexts_order() -> None:
    assert from_environment({"LC_MESSAGES": "ja_JP.UTF-8", "LANG": "pt_BR.UTF-8"}) == "ja"
    assert from_environment({"LC_ALL": "POSIX", "LANG": "pt_BR"}) == "pt"
    assert from_environment({}) == DEFAULT_LANGUAGE


def _catalog(folder: Path, language: str, messages: dict[str, str]) -> None:
    """Write a compiled catalog of ``messages`` for ``language`` (the .mo format)."""
    import struct

    entries = sorted({"": "Content-Type: text/plain; charset=UTF-8\n", **messages}.items())
    ids = b"".join(k.encode() + b"\0" for k, _ in entries)
    strs = b"".join(v.encode() + b"\0" for _, v in entries)
    n = len(entries)
    start = 7 * 4 + 16 * n
    offsets, o = [], 0
    for k, _ in entries:
        offsets += [len(k.encode()), start + o]
        o += len(k.encode()) + 1
    values, o = [], 0
    for _, v in entries:
        values += [len(v.encode()), start + len(ids) + o]
        o += len(v.encode()) + 1
    data = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    data += struct.pack(f"{4 * n}i", *offsets, *values) + ids + strs
    path = folder / language / "LC_MESSAGES" / "example.mo"
    path.parent.mkdir(parents=True)
    path.write_bytes(data)


def test_a_catalog_translates_and_english_is_the_fallback(tmp_path: Path) -> None:
    _catalog(tmp_path, "pt", {"Fish": "Pescar"})
    words = Catalog("example", tmp_path)
    assert isinstance(words.translations("pt"), gettext.GNUTranslations)
    assert words.gettext("Fish", "pt-BR") == "Pescar"
    assert words.gettext("Fish", "ja") == "Fish"
    assert words.gettext("Sell", "pt") == "Sell"
    with pytest.raises(ValueError, match="not a language tag"):
        words.gettext("Fish", "p t")


def test_lists_are_joined_in_each_language() -> None:
    assert join_list(["a", "b", "c"], "en") == "a, b and c"
    assert join_list(["a", "b"], "pt") == "a e b"
    assert join_list(["a", "b", "c"], "ja") == "a、b、c"


@given(st.from_regex(TAG_PATTERN, fullmatch=True).filter(lambda t: len(t) <= MAX_TAG))
def test_every_tag_of_the_pattern_is_read(tag: str) -> None:
    assert check_language(tag) in LANGUAGES
