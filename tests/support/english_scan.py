"""The scans of a text in Portuguese or Japanese for English words of the interface,
shared by both games' tests.

* :func:`english_words` finds the words of a given vocabulary once what is not a word of
  the interface (quoted text, options, metavars, code, hyphenated names, paths, the
  moves' notation given in ``allowed``) is left out;
* :func:`catalog_words` finds the words of :func:`vocabulary`: those of the English
  source messages of the catalogs of ``vapor_willie`` and ``tabletop`` (every heading,
  label, button and word of the picture), of three letters or more, less those that the
  translations themselves use (``Rato``, ``Total``, ``silvos``...), which are the same
  word in both languages (the ``{fields}`` of a message and the field a refusal starts
  with, ``seed:``, aside); the point ids, card ids
  and cube ids of the notation are not words of three letters or are not words of a
  message.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_WORD = re.compile(r"[A-Za-z]{3,}")
_FIELD = re.compile(r"\{\w*\}")
#: The field a refusal starts with (``seed: ...``), kept as it is in every language.
_PLACE = re.compile(r"^[a-z_]+: ")


def english_words(text: str, vocabulary: Iterable[str], *allowed: str) -> set[str]:
    """The words of ``vocabulary`` in ``text``, once quoted text, options, metavars,
    code (``vanuatu.Game(seed=...)``), hyphenated names (``start-island``) and the
    ``allowed`` strings (paths, moves) are left out."""
    words = frozenset(vocabulary)
    for word in sorted(allowed, key=len, reverse=True):
        text = text.replace(word, " ")
    text = re.sub(r"'[^']{0,80}'|\"[^\"]{0,80}\"", " ", text)
    text = re.sub(r"\S*[-=/.(]\S*", " ", text)
    return {w for w in re.findall(r"[A-Za-z]+", text) if w in words}


def _messages(package: str, lang: str) -> list[tuple[str, str]]:
    """The messages of ``package``'s catalog in ``lang``: from the ``.po`` source of
    the checkout, or from the ``.mo`` of the installed package where the tests run
    against an install without the source tree (the compiled build's step of CI)."""
    import importlib.util

    from babel.messages.mofile import read_mo
    from babel.messages.pofile import read_po

    path = ROOT / package / "locale" / lang / "LC_MESSAGES" / f"{package}.po"
    if path.exists():
        with path.open("rb") as f:
            catalog = read_po(f)
    else:
        spec = importlib.util.find_spec(package)
        assert spec is not None and spec.origin is not None, package
        built = Path(spec.origin).parent / "locale" / lang / "LC_MESSAGES" / f"{package}.mo"
        with built.open("rb") as f:
            catalog = read_mo(f)
    pairs = []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple | list) else (m.id,)
        strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
        pairs += [(i, s or "") for i, s in zip(ids, strings, strict=False)]
    return pairs


@functools.cache
def vocabulary(lang: str, packages: tuple[str, ...] = ("vapor_willie", "tabletop")
               ) -> frozenset[str]:
    """The English words of the UI of ``packages`` that a text in ``lang`` should not
    show."""
    english: set[str] = set()
    kept: set[str] = set()
    for package in packages:
        for source, translated in _messages(package, lang):
            english |= set(_WORD.findall(_FIELD.sub(" ", source)))
            kept |= set(_WORD.findall(_FIELD.sub(" ", _PLACE.sub(" ", translated))))
    return frozenset(w for w in english - kept if w.lower() not in {k.lower() for k in kept})


def catalog_words(text: str, lang: str) -> list[str]:
    """The words of :func:`vocabulary` found in ``text``, each once, in order."""
    words = vocabulary(lang)
    return list(dict.fromkeys(w for w in _WORD.findall(text) if w in words))
