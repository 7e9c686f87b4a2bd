"""The translation function of Vapor Willie's words: every sentence a player reads is
an English source message translated by gettext through :data:`CATALOG`, the domain
``vapor_willie`` of :mod:`tabletop.translation` (``vapor_willie/locale``); a language
without a catalog reads the English source text. English, the source text, is given
back at once (the bots and the server describe many moves).

>>> translate("Round {round} begins."), translate("Round {round} begins.", "pt-BR")
('Round {round} begins.', 'Começa a rodada {round}.')
>>> translate_plural("fulfils {card} ({stars} star)", "fulfils {card} ({stars} stars)", 2, "pt")
'cumpre {card} ({stars} estrelas)'
"""

from __future__ import annotations

from pathlib import Path

from tabletop.translation import N_, Catalog

__all__ = ["CATALOG", "N_", "translate", "translate_plural"]

#: Vapor Willie's catalogs: ``vapor_willie/locale/<lang>/LC_MESSAGES/vapor_willie.mo``.
CATALOG = Catalog("vapor_willie", Path(__file__).resolve().parent / "locale")


def translate(message: str, lang: str = "en") -> str:
    """``message`` in ``lang``; a module that marks its messages names it ``_`` (``_ =
    translate``), the keyword under which they are found."""
    if lang == "en":
        return message
    return CATALOG.gettext(message, lang)


def translate_plural(singular: str, plural: str, count: int, lang: str = "en") -> str:
    """The form of ``singular``/``plural`` for ``count`` in ``lang``."""
    if lang == "en":
        return singular if count == 1 else plural
    return CATALOG.ngettext(singular, plural, count, lang)
