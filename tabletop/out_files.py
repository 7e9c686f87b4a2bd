"""The name of a file a command writes: what is wrong with it (:func:`out_fault`, checked
before any work), and the name of a file written beside another (:func:`beside`).
Each game words the faults in its own messages; :mod:`tabletop.commandline` gives
these names too.
"""

from __future__ import annotations

import enum
import errno
import os
import stat
from pathlib import Path

import attrs

__all__ = ["OutFault", "Unwritable", "beside", "out_fault"]


class Unwritable(enum.Enum):
    """Why a command cannot write the file named by its ``--out`` (:func:`out_fault`)."""

    #: The name is empty (``--out ''``).
    EMPTY = "empty"
    #: A name that only a folder can have (ending in a slash, ``.`` or ``..``).
    FOLDER_NAME = "folder name"
    #: The folder the file would be written in does not exist.
    NO_FOLDER = "no folder"
    #: What would hold the file is not a folder (it is a file, say).
    NOT_A_FOLDER = "not a folder"
    #: The name is that of a folder that exists.
    FOLDER = "folder"
    #: The file, or the folder it would be made in, cannot be written.
    NOT_WRITABLE = "not writable"
    #: The name, or its folder, is a link that never leads to a file or a folder, but
    #: round a loop of links (``ln -s loop loop``).
    LINK_LOOP = "link loop"


@attrs.frozen
class OutFault:
    """What :func:`out_fault` found wrong with the name of a file to write.

    Attributes:
        why: the fault.
        folder: the folder it is about, for :attr:`Unwritable.NO_FOLDER`,
            :attr:`Unwritable.NOT_A_FOLDER` and a folder that is a loop of links,
            :attr:`Unwritable.LINK_LOOP` (as the name gives it: ``'no'`` for
            ``no/game.vnt``); ``None`` for the others.
    """

    why: Unwritable
    folder: str | None = None


def out_fault(path: str) -> OutFault | None:
    """Why the file ``path`` cannot be written, or ``None`` when it can be: what a
    command checks of its ``--out`` before any work (playing a game, reading a record).

    The faults, in the order they are looked for: an empty name; a name that can only
    be a folder's (``out/``, ``out/.``, ``..``: :class:`~pathlib.Path` would drop the
    slash or the dot and write another file); no folder to hold the file, or a file
    in its place (for a link to a file yet to be made, the folder of the file it
    names), or a folder that is a loop of links; a file that is one; the name of a
    folder; a file, or a folder to make it in, that cannot be written. It reads the
    file system and neither writes nor says anything: each game words the fault in
    its own messages.

    >>> out_fault("game.vnt") is None
    True
    >>> out_fault("")
    OutFault(why=<Unwritable.EMPTY: 'empty'>, folder=None)
    >>> out_fault("records/").why
    <Unwritable.FOLDER_NAME: 'folder name'>
    >>> out_fault("no-such-folder/game.vnt")
    OutFault(why=<Unwritable.NO_FOLDER: 'no folder'>, folder='no-such-folder')
    """
    if not path:
        return OutFault(Unwritable.EMPTY)
    if path.endswith(("/", os.sep)) or os.path.basename(path) in (".", ".."):
        return OutFault(Unwritable.FOLDER_NAME)
    target = Path(path)
    folder = target.parent
    try:
        fault = _folder_fault(folder)
        if fault is None and _loops(target):
            return OutFault(Unwritable.LINK_LOOP)
        mode = None if fault is not None else _mode(target)
        if fault is None and mode is None and _mode(target, follow=False) is not None:
            folder = Path(os.path.realpath(target)).parent  # a link to a file to be made
            fault = _folder_fault(folder)
        if fault is not None:
            return fault
        if mode is not None and stat.S_ISDIR(mode):
            return OutFault(Unwritable.FOLDER)
        writable = os.access(target if mode is not None else folder, os.W_OK)
    except PermissionError:  # a folder on the way that may not be looked into
        writable = False
    return None if writable else OutFault(Unwritable.NOT_WRITABLE)


def _mode(path: Path, follow: bool = True) -> int | None:
    """The ``st_mode`` of ``path`` (of a link itself without ``follow``); ``None``
    when nothing is there (as :meth:`pathlib.Path.exists` says)."""
    try:
        return os.stat(path, follow_symlinks=follow).st_mode
    except OSError as e:
        if e.errno in (errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP):
            return None
        raise


def _loops(path: Path) -> bool:
    """Whether ``path`` is a link that leads round a loop of links."""
    try:
        os.stat(path)
    except OSError as e:
        return e.errno == errno.ELOOP
    return False


def _folder_fault(folder: Path) -> OutFault | None:
    if _loops(folder):
        return OutFault(Unwritable.LINK_LOOP, str(folder))
    mode = _mode(folder)
    if mode is not None and stat.S_ISDIR(mode):
        return None
    return OutFault(Unwritable.NO_FOLDER if mode is None else Unwritable.NOT_A_FOLDER,
                    str(folder))


def beside(file: str, suffix: str) -> str | None:
    """The name of the file beside ``file`` that has ``suffix`` in place of its own
    (the page ``game.html`` of the record ``game.vnt``), or ``None`` when ``file``
    names no file but a folder (``""``, ``.``, ``..``, ``records/``): there is then
    nothing to read either.

    >>> beside("games/club.vnt", ".html"), beside("club", ".html")
    ('games/club.html', 'club.html')
    >>> [beside(name, ".html") for name in ("", ".", "/", "..", "records/")]
    [None, None, None, None, None]
    """
    if not file or file.endswith(("/", os.sep)) or os.path.basename(file) in (".", ".."):
        return None
    return str(Path(file).with_suffix(suffix))
