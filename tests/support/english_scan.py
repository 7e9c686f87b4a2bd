"""The scan of a command's output in Portuguese or Japanese for English words of the
interface, shared by both games' tests: what is not a word of the interface (quoted
text, options, metavars, code, hyphenated names, paths, the moves' notation given in
``allowed``) is left out first."""

from __future__ import annotations

import re
from collections.abc import Iterable


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
