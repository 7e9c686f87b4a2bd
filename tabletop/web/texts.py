"""The files of a game's pages made once per language from its catalogs, whatever the
game: a script of words and texts (``texts.js``, ``texts.pt.js``...) and a reference
page (``rules.html``, ``rules.pt.html``...), kept in the game's ``static`` folder
beside its other files, so that the server gives them like any other (the pages of a
language load its own, :func:`tabletop.web.assets.translated_files`) and they work
offline.

A game names the files it makes and the function that makes each in a language
(``{"texts.js": texts_script, "rules.html": rules_html}``); :func:`write_files` writes
them all (``python -m GAME.web.pages``) and :func:`stale_files` names those that differ
from what the functions make now, which a test of the game checks is none.

>>> static_name("texts.js", "pt"), static_name("rules.html", "en")
('texts.pt.js', 'rules.html')
>>> data_script("gameTexts", {"words": {"a": "ã"}}, "made by a test")
'// made by a test\\nwindow.gameTexts = {\\n"words": {\\n"a": "ã"\\n}\\n};\\n'
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from html import escape
from pathlib import Path

from tabletop.translation import LANGUAGES, Catalog

__all__ = ["MakeFile", "data_script", "file_switch", "stale_files", "static_name",
           "write_files"]

#: What makes a file in a language: its text in ``lang``.
MakeFile = Callable[[str], str]


def static_name(name: str, lang: str) -> str:
    """The name of the file of ``lang`` of the static file ``name`` (``texts.pt.js``;
    English: ``name`` itself)."""
    if lang == LANGUAGES[0]:
        return name
    stem, _, suffix = name.rpartition(".")
    return f"{stem}.{lang}.{suffix}"


def data_script(variable: str, data: object, comment: str) -> str:
    """The text of a script that sets ``window.VARIABLE`` to ``data`` (JSON, its keys
    sorted, one item a line, so that a change shows as a change of its lines), under
    ``comment`` (its lines each made a ``//`` comment)."""
    text = json.dumps(data, ensure_ascii=False, indent=0, sort_keys=True)
    head = "".join(f"// {line}\n" for line in comment.splitlines())
    return f"{head}window.{variable} = {text};\n"


def file_switch(lang: str, address: Callable[[str], str], catalog: Catalog,
                names: Mapping[str, str]) -> str:
    """The language switch of a page that is a file per language: a link to its file in
    each language (``address(lang)``), the current one marked ``aria-current``, the
    switch labelled "Language" in ``lang`` and in each other one (``catalog``'s), each
    language by its ``names``."""
    label = " / ".join(dict.fromkeys(catalog.gettext("Language", o)
                                     for o in (lang, *LANGUAGES)))
    links = " ".join(
        f'<a href="{address(o)}" hreflang="{o}" lang="{o}"'
        f'{" aria-current=" + chr(34) + "true" + chr(34) if o == lang else ""}>'
        f'{names[o]}</a>' for o in LANGUAGES)
    return f'<nav class="languages" aria-label="{escape(label)}">{links}</nav>\n'


def write_files(folder: Path, makers: Mapping[str, MakeFile]) -> list[Path]:
    """Write each file of ``makers`` in every language into ``folder``; the paths
    written."""
    written = []
    for name, make in makers.items():
        for lang in LANGUAGES:
            path = folder / static_name(name, lang)
            path.write_text(make(lang), encoding="utf-8")
            written.append(path)
    return written


def stale_files(folder: Path, makers: Mapping[str, MakeFile]) -> list[str]:
    """The files of ``makers`` in ``folder``, in every language, that are missing or
    differ from what their function makes now (none when they are up to date)."""
    stale = []
    for name, make in makers.items():
        for lang in LANGUAGES:
            path = folder / static_name(name, lang)
            if not path.exists() or path.read_text(encoding="utf-8") != make(lang):
                stale.append(path.name)
    return stale
