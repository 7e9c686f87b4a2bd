"""The errors of the ``vanuatu`` command in its language: a refused move says its
rule id as it is and its reason translated (:func:`vanuatu.describe.refusal_reason`),
and the errors of the system (a missing file, a permission) are said in words of the
catalogs rather than the system's English.

>>> import errno
>>> from vanuatu.cli.words import speaking
>>> with speaking("ja"):
...     os_error_words(FileNotFoundError(errno.ENOENT, "No such file or directory"))
'そのファイルまたはフォルダはありません'
"""

from __future__ import annotations

from tabletop import system_words

from ..describe.refusals import refusal_reason
from ..errors import IllegalMove
from .words import language

__all__ = ["error_words", "os_error_words"]


def error_words(error: Exception) -> str:
    """The message of ``error`` in the command's language (a refused move: its
    notation, its rule id and its reason translated)."""
    if isinstance(error, IllegalMove):
        where = f"{error.rule} " if error.rule else ""
        return f"{error.move}: {where}{refusal_reason(error.reason, language())}"
    return refusal_reason(str(error), language())


def os_error_words(error: OSError) -> str:
    """What went wrong in ``error``, a system error, in the command's language
    (:func:`tabletop.system_words.os_error_words`)."""
    return system_words.os_error_words(error, language())
