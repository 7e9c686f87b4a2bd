"""The style sheets and scripts of the pages, files of package data: each package's
``static`` folder (``tabletop/web/static/`` for the shared pages, a game's own beside
its plug-in, such as ``vanuatu/web/static/``).

The server serves them under ``/static/OWNER/FILE?v=HASH`` (:class:`StaticFile`), the
one-file viewer pages inline them (:func:`static_text`): both read the same files.

>>> static_text("tabletop.web", "viewer.js").lstrip().startswith("(function ()")
True
>>> f = StaticFile.load("tabletop", "tabletop.web", "game.js")
>>> f.media_type, f.url == f"/static/tabletop/game.js?v={f.digest}"
('text/javascript; charset=utf-8', True)
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from importlib import resources

import attrs

__all__ = ["MEDIA_TYPES", "StaticFile", "static_text", "translated_files"]

#: The media type of each kind of static file.
MEDIA_TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
               ".svg": "image/svg+xml", ".html": "text/html; charset=utf-8"}


def static_text(package: str, name: str) -> str:
    """The text of the file ``name`` of the ``static`` folder of ``package``."""
    return resources.files(package).joinpath("static", name).read_text(encoding="utf-8")


@attrs.frozen
class StaticFile:
    """A static file as the server gives it: ``owner`` is the folder of its URL
    (``tabletop``, or a game's slug), ``digest`` a hash of its content, which its
    :attr:`url` carries so that a browser may keep it as long as it likes."""

    owner: str
    name: str
    text: str
    media_type: str
    digest: str

    @classmethod
    def load(cls, owner: str, package: str, name: str) -> StaticFile:
        """The file ``name`` of the ``static`` folder of ``package``, served as ``owner``'s."""
        suffix = name[name.rfind("."):] if "." in name else ""
        if suffix not in MEDIA_TYPES:
            raise ValueError(f"{name}: a static file is a .js, a .css or an .svg file")
        text = static_text(package, name)
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        return cls(owner, name, text, MEDIA_TYPES[suffix], digest)

    @property
    def url(self) -> str:
        """The path the pages name it by, with its content's hash."""
        return f"/static/{self.owner}/{self.name}?v={self.digest}"


def translated_files(owner: str, static: Iterable[tuple[str, str]]) -> dict[tuple[str, str],
                                                                         StaticFile]:
    """The files of a language of their own among ``static`` (``(package, name)`` pairs):
    ``NAME.LANG.EXT`` beside ``NAME.EXT`` (``texts.pt.js``) for each language of
    :data:`tabletop.translation.LANGUAGES` but English, by ``(name, lang)``.

    >>> translated_files("tabletop", [("tabletop.web", "game.js")])
    {}
    """
    from tabletop.translation import LANGUAGES

    found: dict[tuple[str, str], StaticFile] = {}
    for package, name in static:
        stem, dot, suffix = name.rpartition(".")
        for lang in LANGUAGES[1:]:
            other = f"{stem}.{lang}.{suffix}" if dot else f"{name}.{lang}"
            try:
                found[name, lang] = StaticFile.load(owner, package, other)
            except (FileNotFoundError, ValueError):
                continue
    return found
