"""The reasons the rules give for refusing a move, in a player's language.

The rules core writes each reason in English as it finds it (``"no hut left"``,
``"a hut costs 3 Vatus, only 1 held"``) and never spends time on words; this module
reads a reason back against the English patterns of the rules and says it again in
another language, the rule id kept as it is. A reason it does not know is given as
the rules wrote it.

>>> refusal_reason("no hut left", "pt"), refusal_reason("no hut left", "ja")
('não sobrou nenhuma cabana', '小屋が残っていない')
>>> refusal_reason("a hut costs 3 Vatus, only 1 held", "pt")
'uma cabana custa 3 Vatus, e você só tem 1'
>>> refusal_reason("no hut left", "en")
'no hut left'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from ..translation import check_lang, translate
from .refusal_patterns import PATTERNS

__all__ = ["refusal_reason"]


@lru_cache(maxsize=1)
def _compiled() -> tuple[tuple[re.Pattern[str], str, Callable[..., dict[str, str]] | None],
                         ...]:
    return tuple((re.compile(pattern), message, convert) for pattern, message, convert
                 in PATTERNS)


def refusal_reason(reason: str, lang: str = "en") -> str:
    """``reason``, a reason of the rules (:attr:`vanuatu.Violation.reason`), in ``lang``."""
    lang = check_lang(lang)
    if lang == "en":
        return reason
    for pattern, message, convert in _compiled():
        found = pattern.fullmatch(reason)
        if found is not None:
            values = found.groupdict()
            if convert is not None:
                values = convert(values, lang)
            return translate(message, lang).format(**values)
    return reason
