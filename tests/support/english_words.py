"""The English words of the pages of ``vapor-willie serve`` and ``vapor-willie view``,
found in a text that should be in Portuguese or Japanese.

The words are those of the English source messages of the catalogs of
``vapor_willie`` and ``tabletop`` (every heading, label, button and word of the
picture), of three letters or more, less those that the translations themselves use
(``Rato``, ``Total``, ``silvos``...), which are the same word in both languages (the
``{fields}`` of a message aside); the point ids, card ids and cube ids of the notation
are not words of three letters or are not words of a message.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_WORD = re.compile(r"[A-Za-z]{3,}")
_FIELD = re.compile(r"\{\w*\}")


def _messages(package: str, lang: str) -> list[tuple[str, str]]:
    from babel.messages.pofile import read_po

    path = ROOT / package / "locale" / lang / "LC_MESSAGES" / f"{package}.po"
    with path.open("rb") as f:
        catalog = read_po(f)
    pairs = []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        pairs += [(i, s or "") for i, s in zip(ids, strings, strict=False)]
    return pairs


@functools.cache
def vocabulary(lang: str) -> frozenset[str]:
    """The English words of the UI that a page in ``lang`` should not show."""
    english: set[str] = set()
    kept: set[str] = set()
    for package in ("vapor_willie", "tabletop"):
        for source, translated in _messages(package, lang):
            english |= set(_WORD.findall(_FIELD.sub(" ", source)))
            kept |= set(_WORD.findall(_FIELD.sub(" ", translated)))
    return frozenset(w for w in english - kept if w.lower() not in {k.lower() for k in kept})


def english_words(text: str, lang: str) -> list[str]:
    """The words of :func:`vocabulary` found in ``text``, each once, in order."""
    words = vocabulary(lang)
    return list(dict.fromkeys(w for w in _WORD.findall(text) if w in words))
