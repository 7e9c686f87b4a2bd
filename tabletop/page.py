"""The one-file, offline web page that steps through the positions of a game, whatever
the game: a picture per position, the move that led to it and its sentences, the list
of moves (under headings such as "Round 3"), a banner (a refusal) and a closing panel
shown at the last position (the final score). Nothing is fetched from elsewhere.
``vanuatu view`` and ``vapor-willie view`` both build their pages here.

Buttons, a slider, the arrow keys (Home and End too) and a click on a move step through
the game; ``page.html#move=30`` opens it after move 30. A picture may be given as its
pieces (SVG elements): each distinct piece is stored once, so that a long game whose
positions share most of their drawing stays small. At phone width a page given
``panels`` shows each of those groups of the picture as a panel of its own; a game may
instead give a script of its own (``script``, ``style``) whose function ``stack`` builds
the phone panels and whose function ``fit`` adjusts the whole picture at other widths
(``vanuatu view`` makes HTML panels of the picture's texts so).

>>> html = page("A game", [Frame("<svg></svg>", "", ["Setup."]),
...                        Frame("<svg><g/></svg>", "P0 end", ["P0 ends their turn."],
...                              group="Round 1")],
...             closing="<p>Over.</p>")
>>> html.startswith("<!DOCTYPE html>") and " src=" not in html and "<link" not in html
True
>>> page_data([Frame(("<svg>", "<g/>", "</svg>"), ""), Frame(("<svg>", "</svg>"), "end")])
... # doctest: +NORMALIZE_WHITESPACE
{'pieces': ['<svg>', '<g/>', '</svg>'], 'positions': [[0, 1, 2], [0, 2]],
 'moves': [{'n': 1, 'text': 'end', 'said': [], 'group': '', 'kind': ''}]}
"""

from __future__ import annotations

import html as html_lib
import json
from collections.abc import Mapping, Sequence

import attrs

from .translation import N_, check_language
from .web.assets import static_text
from .web.language import WORDS

__all__ = ["SCRIPT", "STYLE", "Frame", "page", "page_data"]


@attrs.frozen
class Frame:
    """One position: its picture (an SVG element, or the pieces it is made of), the
    move that led to it (``""`` for the first), the sentences that tell that move, the
    heading of the move list it falls under (``"Round 3"``; ``""`` for none) and its
    kind (a class of its line in the list, such as ``"chance"``)."""

    picture: str | Sequence[str]
    move: str
    sentences: Sequence[str] = ()
    group: str = ""
    kind: str = ""


def page_data(frames: Sequence[Frame]) -> dict[str, object]:
    """The data the page's script reads: ``pieces`` (each distinct one once),
    ``positions`` (per frame, the pieces of its picture) and ``moves`` (per frame after
    the first: ``n``, ``text``, ``said``, ``group``, ``kind``)."""
    if not frames:
        raise ValueError("page(): no position to show")
    pieces: dict[str, int] = {}
    positions: list[list[int]] = []
    moves: list[dict[str, object]] = []
    for n, f in enumerate(frames):
        parts = (f.picture,) if isinstance(f.picture, str) else f.picture
        positions.append([pieces.setdefault(p, len(pieces)) for p in parts])
        if n:
            moves.append({"n": n, "text": f.move, "said": list(f.sentences),
                          "group": f.group, "kind": f.kind})
    return {"pieces": list(pieces), "positions": positions, "moves": moves}


#: The words of the page's script (``viewer.js``) by key (English source messages).
VIEWER_WORDS: dict[str, str] = {
    "beforeFirst": N_("Before the first move"),
    "moveTitle": N_("Move {n}: {text}"),
}


def page(title: str, frames: Sequence[Frame] | Mapping[str, object], *, subtitle: str = "",
         banner: str = "", closing: str = "", closing_title: str = "",
         panels: Sequence[tuple[str, int]] = (), style: str = "", script: str = "",
         stack: str = "", fit: str = "", lang: str = "en",
         words: Mapping[str, str] | None = None) -> str:
    """The HTML document stepping through ``frames`` (or through the data of
    :func:`page_data`, with more keys of the game's own). ``subtitle`` is text;
    ``banner`` (above the board) and ``closing`` (below it at the last position, under
    ``closing_title``) are trusted HTML; ``panels`` are the ids of the picture's groups
    shown one above the other at phone width, with the least width of each.

    ``style`` and ``script`` are the game's own style sheet and script, placed before
    the page's. ``stack`` names a function of that script, called as ``stack(svg, box,
    {})`` at phone width, that fills ``box`` with the panels of the position's picture
    ``svg`` (in place of ``panels``); ``fit`` names one called as ``fit(svg)`` with the
    picture shown whole, at other widths.

    The page speaks ``lang`` (``<html lang>``, its own words, from the catalog of
    :mod:`tabletop`; ``closing_title`` is "Final score" in it unless given); ``words``
    are the game's words for its scripts in that language, which they read from the
    page's data (its ``words``) with the page's own."""
    lang = check_language(lang)
    closing_title = closing_title or WORDS.gettext(N_("Final score"), lang)
    for what, name in (("stack", stack), ("fit", fit)):
        if name and not (name.isascii() and name.isidentifier()):
            raise ValueError(f"page(): {what} names no script function: {name[:40]!r}")
    data = dict(page_data(frames) if not isinstance(frames, Mapping) else frames)
    if not data.get("positions"):
        raise ValueError("page(): no position to show")
    data["closing"] = bool(closing)
    data["panels"] = [[name, width] for name, width in panels]
    data["stack"] = stack
    data["fit"] = fit
    data["lang"] = lang
    said = {key: WORDS.gettext(message, lang) for key, message in VIEWER_WORDS.items()}
    data["words"] = {**said, **(words or {})}
    # '<', '>' and '&' only occur inside JSON strings: as \u escapes no text of the
    # game can close the script element or open a comment in it
    blob = (json.dumps(data, separators=(",", ":"))
            .replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))

    def w(message: str) -> str:
        return html_lib.escape(WORDS.gettext(message, lang))

    t = html_lib.escape(title)
    sub = f'<p class="meta">{html_lib.escape(subtitle)}</p>' if subtitle else ""
    stacked = ' class="stacked"' if panels or stack else ""
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{t}</title>
<style>{STYLE}{style}</style></head>
<body>
<header><h1>{t}</h1>
{sub}
{banner}</header>
<main{stacked}>
<section id="board-area"><div id="board" aria-live="polite"></div><div id="panels"></div>
<div id="scores-box"><h2>{html_lib.escape(closing_title)}</h2>{closing}</div></section>
<aside>
<div id="controls">
<button id="first" title="{w(N_("first position (Home)"))}">|◀</button>
<button id="prev" title="{w(N_("previous move (←)"))}">◀</button>
<span id="counter">0</span>
<button id="next" title="{w(N_("next move (→)"))}">▶</button>
<button id="last" title="{w(N_("last position (End)"))}">▶|</button>
<input id="slider" type="range" min="0" value="0" aria-label="{w(N_("position"))}">
</div>
<div id="current"><h2 id="move-title">{w(N_("Start"))}</h2><ul id="said"></ul></div>
<ol id="moves"></ol>
</aside>
</main>
<script id="game-data" type="application/json">{blob}</script>
<script>{script}{SCRIPT}</script>
</body></html>
"""


#: The style sheet of the page (``tabletop/web/static/viewer.css``, kept inline: the
#: page needs no network).
STYLE = static_text("tabletop.web", "viewer.css")

#: The script of the page (``tabletop/web/static/viewer.js``): it reads the JSON of
#: :func:`page_data` in ``#game-data``.
SCRIPT = static_text("tabletop.web", "viewer.js")

#: The messages :func:`page` says inside its f-string, marked here for their extraction
#: (an f-string hides its calls from it).
_IN_FSTRINGS = (
    N_("first position (Home)"),
    N_("previous move (←)"),
    N_("next move (→)"),
    N_("last position (End)"),
    N_("position"),
    N_("Start"),
)
