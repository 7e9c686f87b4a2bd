"""``vanuatu.tabletop``, the 0.2.0 home of the game-neutral layer, still imports for one
release: it warns and gives the very modules of the top-level :mod:`tabletop`."""

from __future__ import annotations


def test_the_old_path_vanuatu_tabletop_warns_and_gives_the_same_modules() -> None:
    import importlib
    import sys
    import warnings

    import tabletop.search

    for name in [n for n in sys.modules if n.startswith("vanuatu.tabletop")]:
        del sys.modules[name]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        old = importlib.import_module("vanuatu.tabletop")
        old_search = importlib.import_module("vanuatu.tabletop.search")
    assert any(issubclass(w.category, DeprecationWarning) and "tabletop" in str(w.message)
               for w in caught)
    assert old_search is tabletop.search
    assert old.search is tabletop.search
    from vanuatu.tabletop.search import search  # the 0.2.0 spelling still imports

    assert search is tabletop.search.search
