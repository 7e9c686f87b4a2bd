"""Text tables that line up in a terminal in every language: a cell is padded by the
columns it takes on screen, two for each wide or full-width character
(:func:`unicodedata.east_asian_width` ``W`` or ``F``: kana, kanji, full-width
punctuation), one for the others; both games' tables (the analysis of a record, the
arena's, the board's lists) are padded here.

>>> columns("bot"), columns("ボット"), columns("手（PP）")
(3, 6, 8)
>>> for line in table(["ボット", "勝ち"], [["random", "1.0"], ["ismcts", "12.5"]],
...                   to_right=(1,)):
...     print(line + "|")
ボット  勝ち|
random   1.0|
ismcts  12.5|
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Sequence

__all__ = ["columns", "left", "right", "table"]


def columns(text: str) -> int:
    """The columns ``text`` takes in a terminal: two for each wide (W) or full-width
    (F) character, one for any other."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def left(text: str, width: int) -> str:
    """``text`` aligned left in ``width`` columns (padded on its right)."""
    return text + " " * (width - columns(text))


def right(text: str, width: int) -> str:
    """``text`` aligned right in ``width`` columns (padded on its left)."""
    return " " * (width - columns(text)) + text


def table(heads: Sequence[str], rows: Sequence[Sequence[str]],
          to_right: Collection[int] = (), gap: str = "  ") -> list[str]:
    """The lines of a table of ``heads`` over ``rows``: each column as wide as its
    widest cell, the columns numbered in ``to_right`` aligned right, the others left,
    separated by ``gap``; the trailing blanks of a line are left out."""
    count = len(heads)
    widths = [max(columns(h), *(columns(r[i]) for r in rows)) if rows else columns(h)
              for i, h in enumerate(heads)]

    def line(cells: Sequence[str]) -> str:
        padded = [right(c, w) if i in to_right else left(c, w)
                  for i, (c, w) in enumerate(zip(cells, widths, strict=False))]
        return gap.join(padded[:count]).rstrip()

    return [line(heads), *(line(r) for r in rows)]

