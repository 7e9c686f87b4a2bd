"""Speed helpers for search code: which build is installed, the library's
caches, and holding many states without garbage-collector pauses.

>>> import vanuatu
>>> isinstance(vanuatu.COMPILED, bool)
True
>>> with vanuatu.search_mode():
...     states = [vanuatu.new_game(vanuatu.Options(players=3))]
>>> vanuatu.clear_caches()
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

from . import notation
from .rules import actions, board, evolve, feasibility, planning

__all__ = ["COMPILED", "clear_caches", "search_mode"]


def _compiled() -> bool:
    """Whether the rule modules are the compiled extension modules (mypyc)."""
    path = getattr(feasibility, "__file__", None) or ""
    return not path.endswith(".py")


#: ``True`` when the installed rule modules were compiled with mypyc
#: (``VANUATU_COMPILE=1 pip install .``), ``False`` for the pure-Python build.
COMPILED: bool = _compiled()


def clear_caches() -> None:
    """Empty every cache of the rules core: the R4.3 search contexts and
    answers, the board facts of each arrangement of tiles, the table of
    shared marker tuples, the options and passes listed last, and the moves
    read from notation.

    Nothing is needed for correctness: the caches are bounded, keyed on the
    facts they depend on, and hold no :class:`~vanuatu.GameState`. Call it to
    free their memory after a long search, or to measure from cold caches.
    """
    feasibility.clear_cache()
    board.clear_cache()
    evolve.clear_shared()
    actions.clear_recent()
    planning.clear_passes()
    notation.clear_cache()


@contextmanager
def search_mode() -> Iterator[None]:
    """Pause the cyclic garbage collector while a search holds many states.

    States are made of tuples and frozen attrs objects that never form
    reference cycles, so reference counting frees them all; but the cyclic
    collector still walks every object a search keeps alive, again and again
    as more are allocated. With 10\\ :sup:`5` states held this is a slowdown of
    about 2× and pauses of up to 100 ms. Inside the block the collector is
    disabled and the objects alive when it starts are moved out of its reach
    (:func:`gc.freeze`); on leaving, both are undone. The blocks nest; only
    the outermost one acts.

    >>> import vanuatu
    >>> with vanuatu.search_mode():
    ...     state = vanuatu.new_game(vanuatu.Options(players=3))
    ...     # ... expand a search tree, keep states in a dict ...
    """
    global _depth
    _depth += 1
    was_enabled = gc.isenabled()
    if _depth == 1:
        gc.disable()
        gc.freeze()
    try:
        yield
    finally:
        _depth -= 1
        if _depth == 0:
            gc.unfreeze()
            if was_enabled:
                gc.enable()


_depth = 0
