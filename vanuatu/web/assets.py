"""Deprecated: the style sheet and scripts of ``vanuatu serve`` are files, in
``tabletop/web/static`` (the shared pages) and ``vanuatu/web/static`` (Vanuatu's own),
read with :func:`tabletop.web.assets.static_text`. ``STYLE``, ``NEW_SCRIPT`` and
``GAME_SCRIPT`` still give their texts, with a :class:`DeprecationWarning`."""

from __future__ import annotations

import warnings

from tabletop.web.assets import static_text

__all__: list[str] = []  # STYLE, NEW_SCRIPT, GAME_SCRIPT: see __getattr__

_FILES = {
    "STYLE": (("tabletop.web", "serve.css"), ("vanuatu.web", "game.css")),
    "NEW_SCRIPT": (("tabletop.web", "new.js"),),
    "GAME_SCRIPT": (("vanuatu.web", "game.js"), ("tabletop.web", "game.js")),
}


def __getattr__(name: str) -> str:
    if name not in _FILES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    warnings.warn(f"vanuatu.web.assets.{name} is deprecated: the files are in "
                  f"tabletop/web/static and vanuatu/web/static (read them with "
                  f"tabletop.web.assets.static_text)", DeprecationWarning, stacklevel=2)
    return "".join(static_text(package, file) for package, file in _FILES[name])
