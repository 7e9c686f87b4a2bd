"""The lines of the text form, as both its readers see them: the record reader
(:mod:`vanuatu.records.text_form`) and the archive splitter
(:mod:`vanuatu.records.archive`).

``#`` starts a comment that runs to the end of the line; what is left of a
line, without the blanks around it, is its content (:func:`line_content`).
A content ``Key: value`` is a header line (:data:`HEADER_LINE`), any other
content a move.

>>> line_content("P2 plan fish sell   # P2 hopes for fish\\n")
'P2 plan fish sell'
>>> HEADER_LINE.fullmatch(line_content("Players: 3  # required")).groups()
('Players', '3')
>>> line_content("   # a comment only")
''
"""

from __future__ import annotations

import re

__all__ = ["HEADER_LINE", "PIECE", "line_content"]

#: A header line's content: ``Key: value`` (the key, and the value up to the
#: end of the content), matched whole.
HEADER_LINE = re.compile(r"([A-Za-z][A-Za-z0-9_-]*)\s*:\s*(.*)")

#: What a reader looks at in a text: a comment (group 1 is ``None``), or the
#: content of a line (group 1: from its first character that is neither blank
#: nor ``#``, up to a ``#`` or the line end; blanks at its end still to strip).
PIECE = re.compile(r"#[^\n]*|([^\s#][^#\n]*)")


def line_content(line: str) -> str:
    """The content of one line: what comes before a ``#``, without the blanks
    around it (empty for a blank line or a comment)."""
    piece = PIECE.search(line)
    if piece is None:
        return ""
    content = piece.group(1)
    return "" if content is None else content.rstrip()
