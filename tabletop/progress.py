"""A progress bar on standard error for long runs of either game (``arena``,
``validate`` over many records).

The bar comes from `tqdm <https://tqdm.github.io/>`_, the optional extra
``progress`` (``pip install 'vanuatu[progress]'``). Without it, or when standard
error is not a terminal (a pipe, a log file, CI), :func:`progress` shows
nothing and only counts:

>>> with progress(total=3, description="games") as bar:
...     for _ in range(3):
...         bar.advance()
>>> bar.done
3
"""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any, TextIO

__all__ = ["Progress", "progress"]


class Progress:
    """A count of finished work items, shown as a bar when it can be.

    Use it as a context manager and call :meth:`advance` once per finished item.
    """

    def __init__(self, total: int | None, description: str, bar: Any = None) -> None:
        self.total = total
        self.description = description
        #: Items finished so far.
        self.done = 0
        self._bar = bar

    def advance(self, count: int = 1) -> None:
        """Count ``count`` more finished items."""
        self.done += count
        if self._bar is not None:
            self._bar.update(count)

    def __enter__(self) -> Progress:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._bar is not None:
            self._bar.close()


def progress(
    total: int | None, description: str, *, stream: TextIO | None = None, enabled: bool = True
) -> Progress:
    """A :class:`Progress` over ``total`` items (``None`` when unknown).

    A bar is drawn on ``stream`` (standard error by default) only when
    ``enabled``, the stream is a terminal and ``tqdm`` is installed.
    """
    stream = sys.stderr if stream is None else stream
    bar = None
    if enabled and stream.isatty():
        try:
            from tqdm import tqdm  # an optional extra
        except ImportError:
            bar = None
        else:
            bar = tqdm(total=total, desc=description, file=stream, unit="", leave=False)
    return Progress(total, description, bar)
