"""Opening a file of records for both games' readers: a device, which may never end
(``/dev/zero``), is refused before a byte is read, saying so in words a player's
language knows (:data:`DEVICE_WORDS`, said by :func:`tabletop.system_words.system_words`).

>>> import os
>>> with open_binary(os.devnull) as f:  # the one device that is a file: empty
...     f.read()
b''
"""

from __future__ import annotations

import os
import stat
from typing import BinaryIO

__all__ = ["BLOCK_DEVICE", "CHARACTER_DEVICE", "open_binary"]

#: Why a character device (``/dev/zero``) is not read as a file of records.
CHARACTER_DEVICE = "a character device, not a file of records"
#: Why a block device is not read as a file of records.
BLOCK_DEVICE = "a block device, not a file of records"


def open_binary(path: str | os.PathLike[str]) -> BinaryIO:
    """The file of records at ``path`` opened for reading bytes; a device (such as
    ``/dev/zero``, which never ends) is refused with an :class:`OSError` whose
    ``strerror`` is :data:`CHARACTER_DEVICE` or :data:`BLOCK_DEVICE`, but for
    :data:`os.devnull`, which is empty. A pipe and standard input are read as streams."""
    f = open(path, "rb")  # returned open: the caller closes it
    try:
        mode = os.fstat(f.fileno()).st_mode
        if (stat.S_ISCHR(mode) or stat.S_ISBLK(mode)) and not _is_devnull(f):
            kind = CHARACTER_DEVICE if stat.S_ISCHR(mode) else BLOCK_DEVICE
            raise OSError(0, kind, os.fspath(path))
    except BaseException:
        f.close()
        raise
    return f


def _is_devnull(f: BinaryIO) -> bool:
    try:
        return os.path.samestat(os.fstat(f.fileno()), os.stat(os.devnull))
    except OSError:
        return False
