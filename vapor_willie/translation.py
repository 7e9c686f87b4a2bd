"""The translation function of Vapor Willie's words: every sentence a player reads is
an English source message translated by gettext through :data:`CATALOG`, the domain
``vapor_willie`` of :mod:`tabletop.translation` (``vapor_willie/locale``); a language
without a catalog reads the English source text.

>>> translate("whistle: +1 silvo"), translate("whistle: +1 silvo", "pt-BR")
('whistle: +1 silvo', 'apito: +1 silvo')
"""

from __future__ import annotations

from pathlib import Path

from tabletop.translation import N_, Catalog

__all__ = ["CATALOG", "N_", "translate"]

#: Vapor Willie's catalogs: ``vapor_willie/locale/<lang>/LC_MESSAGES/vapor_willie.mo``.
CATALOG = Catalog("vapor_willie", Path(__file__).resolve().parent / "locale")


def translate(message: str, lang: str = "en") -> str:
    """``message`` in ``lang``; a module that marks its messages names it ``_`` (``_ =
    translate``), the keyword under which they are found."""
    return CATALOG.gettext(message, lang)
