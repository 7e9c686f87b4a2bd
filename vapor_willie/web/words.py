"""The translation of the served pages' words: :func:`translate` (imported as ``_``)
marks a sentence a player reads, translated through the gettext domain ``vapor_willie``
(English, the source text, where no catalog is installed).

>>> translate("Your move")
'Your move'
"""

from __future__ import annotations

from pathlib import Path

from tabletop.translation import N_, Catalog

__all__ = ["CATALOG", "N_", "translate"]

#: Vapor Willie's catalogs: ``vapor_willie/locale/<lang>/LC_MESSAGES/vapor_willie.mo``.
CATALOG = Catalog("vapor_willie", Path(__file__).resolve().parent.parent / "locale")


def translate(message: str, lang: str = "en") -> str:
    """``message`` in ``lang``."""
    return CATALOG.gettext(message, lang)
