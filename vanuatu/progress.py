"""A progress bar on standard error for long runs (``vanuatu arena``,
``vanuatu validate`` over many records): :mod:`tabletop.progress`, which both games
share, under the name it has always had here.

>>> with progress(total=2, description="games") as bar:
...     bar.advance(2)
>>> bar.done
2
"""

from __future__ import annotations

from tabletop.progress import Progress, progress

__all__ = ["Progress", "progress"]
