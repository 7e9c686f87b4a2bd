"""The system's words for the errors met most in opening, reading and writing files and
in serving (:attr:`OSError.strerror`), in a player's language, for both games; the
words of any other error are the system's own.

>>> system_words("No such file or directory", "pt")
'Arquivo ou pasta inexistente'
>>> system_words("Input/output error", "pt")
'Input/output error'
>>> import errno
>>> os_error_words(OSError(errno.EISDIR, "Is a directory"), "ja")
'フォルダです'
"""

from __future__ import annotations

import errno
from typing import Final

from .commandline import WORDS
from .record_files import BLOCK_DEVICE, CHARACTER_DEVICE
from .translation import N_

__all__ = ["BY_ERRNO", "SYSTEM", "os_error_words", "system_words"]

#: The errors met most, by number, each with its words (those of Linux).
BY_ERRNO: Final[dict[int, str]] = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EEXIST: N_("File exists"),
    errno.EROFS: N_("Read-only file system"),
    errno.EADDRINUSE: N_("Address already in use"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
}

#: The words of the errors met most (:attr:`OSError.strerror`), with the refusals of a
#: device as a file of records (:func:`tabletop.record_files.open_binary`).
SYSTEM: Final[dict[str, str]] = {
    **{words: words for words in BY_ERRNO.values()},
    CHARACTER_DEVICE: N_("a character device, not a file of records"),
    BLOCK_DEVICE: N_("a block device, not a file of records"),
}


def system_words(strerror: str, lang: str = "en") -> str:
    """A system error's words (``No such file or directory``) in ``lang``: those of
    :data:`SYSTEM` translated, any other as it is."""
    return WORDS.gettext(SYSTEM[strerror], lang) if strerror in SYSTEM else strerror


def os_error_words(error: OSError, lang: str) -> str:
    """What went wrong in ``error`` in ``lang``: the words of its number when it is one
    of :data:`BY_ERRNO` (whatever the system's own words), else of its ``strerror``."""
    known = BY_ERRNO.get(error.errno) if error.errno is not None else None
    if known is not None:
        return WORDS.gettext(known, lang)
    return system_words(error.strerror, lang) if error.strerror else str(error)
