"""The translation of the player texts: Vanuatu's one translation layer,
:mod:`vanuatu.translation`, under the names the reference uses.

Texts defined at import time are marked with the no-op :func:`N_`, so that message
extraction (``python _build/catalogs.py extract``) finds each of them as one whole
message, and are translated only when asked for.

>>> translate(N_("Sail"))
'Sail'
>>> translate("Sail", lang="pt"), translate("Sail", lang="ja"), translate("Sail", lang="de")
('Navegar', '航海', 'Sail')
>>> translate("Sail", lang="not a language")
Traceback (most recent call last):
...
ValueError: lang 'not a language' is not a language tag such as 'en', 'pt' or 'ja'
"""

from __future__ import annotations

from ..translation import DOMAIN, LOCALEDIR, N_, check_lang, translate, translations

__all__ = ["DOMAIN", "LOCALEDIR", "N_", "check_lang", "translate", "translations"]
