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


def page(title: str, frames: Sequence[Frame] | Mapping[str, object], *, subtitle: str = "",
         banner: str = "", closing: str = "", closing_title: str = "Final score",
         panels: Sequence[tuple[str, int]] = (), style: str = "", script: str = "",
         stack: str = "", fit: str = "") -> str:
    """The HTML document stepping through ``frames`` (or through the data of
    :func:`page_data`, with more keys of the game's own). ``subtitle`` is text;
    ``banner`` (above the board) and ``closing`` (below it at the last position, under
    ``closing_title``) are trusted HTML; ``panels`` are the ids of the picture's groups
    shown one above the other at phone width, with the least width of each.

    ``style`` and ``script`` are the game's own style sheet and script, placed before
    the page's. ``stack`` names a function of that script, called as ``stack(svg, box,
    {})`` at phone width, that fills ``box`` with the panels of the position's picture
    ``svg`` (in place of ``panels``); ``fit`` names one called as ``fit(svg)`` with the
    picture shown whole, at other widths."""
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
    # '<', '>' and '&' only occur inside JSON strings: as \u escapes no text of the
    # game can close the script element or open a comment in it
    blob = (json.dumps(data, separators=(",", ":"))
            .replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))
    t = html_lib.escape(title)
    sub = f'<p class="meta">{html_lib.escape(subtitle)}</p>' if subtitle else ""
    stacked = ' class="stacked"' if panels or stack else ""
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
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
<button id="first" title="first position (Home)">|◀</button>
<button id="prev" title="previous move (←)">◀</button>
<span id="counter">0</span>
<button id="next" title="next move (→)">▶</button>
<button id="last" title="last position (End)">▶|</button>
<input id="slider" type="range" min="0" value="0" aria-label="position">
</div>
<div id="current"><h2 id="move-title">Start</h2><ul id="said"></ul></div>
<ol id="moves"></ol>
</aside>
</main>
<script id="game-data" type="application/json">{blob}</script>
<script>{script}{SCRIPT}</script>
</body></html>
"""


#: The style sheet of the page (kept inline: the page needs no network).
STYLE = """
* { box-sizing: border-box; }
body { margin: 0; font-family: "DejaVu Sans", Verdana, Arial, sans-serif; color: #1a1a1a;
       background: #f6f6f3; font-size: 15px; }
header { padding: 6px 14px 2px; }
h1 { font-size: 19px; margin: 0; display: inline-block; }
.meta { display: inline-block; margin: 0 0 0 14px; color: #444; }
#refusal { margin: 4px 0; padding: 6px 10px; background: #fde2dc; border: 1px solid #b3261e;
           color: #7a1a12; font-weight: bold; }
main { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 10px;
       padding: 4px 10px 10px; }
#board-area { min-width: 0; }
#board svg { width: 100%; height: auto; display: block; background: #fff;
             border: 1px solid #ccc; border-radius: 4px; }
aside { display: flex; flex-direction: column; gap: 8px; max-height: calc(100vh - 60px); }
#controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
#controls button { font-size: 18px; padding: 2px 10px; cursor: pointer; }
#counter { min-width: 92px; text-align: center; font-weight: bold; }
#slider { width: 100%; }
#current { flex: 0 0 auto; background: #fff; border: 1px solid #ccc; border-radius: 4px;
           padding: 6px 10px; max-height: 36vh; overflow-y: auto; }
#current h2 { font-size: 16px; margin: 0 0 4px; }
#said { margin: 0; padding-left: 18px; }
#said li { margin: 2px 0; }
#moves { flex: 1 1 0; min-height: 120px; overflow-y: auto; margin: 0; padding: 4px 4px 4px 48px;
         background: #fff; border: 1px solid #ccc; border-radius: 4px; font-family:
         "DejaVu Sans Mono", Consolas, monospace; font-size: 13.5px; }
#moves li { cursor: pointer; padding: 1px 4px; }
#moves li.chance { color: #666; }
#moves li.round { list-style: none; margin-left: -40px; font-weight: bold; cursor: default;
                  font-family: "DejaVu Sans", Verdana, sans-serif; color: #0b4f8a; }
#moves li.here { background: #fff3b0; outline: 1px solid #c9a800; }
#scores-box { display: none; background: #fff; border: 1px solid #ccc; border-radius: 4px;
              padding: 4px 10px; margin-top: 8px; overflow-x: auto; }
#scores-box.shown { display: block; }
#scores-box h2 { font-size: 16px; margin: 2px 0 4px; }
#scores { border-collapse: collapse; font-size: 14px; }
#scores th, #scores td { padding: 2px 8px; border-bottom: 1px solid #ddd; text-align: right; }
#scores tbody th { text-align: left; white-space: nowrap; }
#scores-box .note { font-size: 12px; color: #555; margin: 4px 0; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; } aside { max-height: none; } }
#panels { display: none; }
.panel { background: #fff; border: 1px solid #ccc; border-radius: 4px; margin: 0 0 8px;
         overflow-x: auto; }
.panel svg { display: block; height: auto; }
@media (max-width: 700px) {
  main { padding: 4px; }
  .stacked #board { position: absolute; left: -10000px; top: 0; width: 1180px;
                    visibility: hidden; }
  .stacked #panels { display: block; }
  #controls button { min-width: 44px; min-height: 44px; }
  #slider { min-height: 40px; }
  #moves { font-size: 14px; }
  #moves li { padding: 10px 4px; }
  .meta { display: block; margin: 2px 0 0; }
  #scores-box { padding: 4px 4px; }
  #scores { font-size: 12px; }
  #scores th, #scores td { padding: 2px 3px; }
  #scores tr > :first-child { position: sticky; left: 0; background: #fff; }
}
"""

#: The script of the page: it reads the JSON of :func:`page_data` in ``#game-data``.
SCRIPT = r"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("game-data").textContent);
  var last = data.positions.length - 1;
  var board = document.getElementById("board");
  var slider = document.getElementById("slider");
  var counter = document.getElementById("counter");
  var title = document.getElementById("move-title");
  var said = document.getElementById("said");
  var list = document.getElementById("moves");
  var items = [];
  var group = "";
  slider.max = String(last);
  data.moves.forEach(function (m) {
    if (m.group && m.group !== group) {
      group = m.group;
      var head = document.createElement("li");
      head.className = "round";
      head.textContent = group;
      list.appendChild(head);
    }
    var li = document.createElement("li");
    li.value = m.n;
    li.textContent = m.text;
    li.className = m.kind || "";
    li.dataset.move = String(m.n);
    li.addEventListener("click", function () { go(m.n); });
    list.appendChild(li);
    items[m.n] = li;
  });
  var here = -1;
  function go(k) {
    k = Math.max(0, Math.min(last, k | 0));
    if (items[here]) { items[here].classList.remove("here"); }
    here = k;
    board.innerHTML = data.positions[k].map(function (i) { return data.pieces[i]; }).join("");
    stack();
    board.dataset.move = String(k);
    slider.value = String(k);
    counter.textContent = k + " / " + last;
    said.innerHTML = "";
    if (k === 0) {
      title.textContent = "Before the first move";
    } else {
      var m = data.moves[k - 1];
      title.textContent = "Move " + k + ": " + m.text;
      m.said.forEach(function (s) {
        var li = document.createElement("li");
        li.textContent = s;
        said.appendChild(li);
      });
    }
    if (items[k]) {
      items[k].classList.add("here");
      var top = items[k].offsetTop - list.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - 20) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
    document.getElementById("scores-box").classList.toggle(
      "shown", Boolean(data.closing) && k === last);
    var hash = "#move=" + k;
    if (location.hash !== hash && history.replaceState) {
      try { history.replaceState(null, "", hash); } catch (e) { /* file: URLs */ }
    }
  }
  // at phone width the picture is shown as panels, one above the other, each
  // wide enough that its text stays readable (the wider ones scroll sideways),
  // or as the game's own script builds them (data.stack)
  var PANELS = data.panels || [];
  var STACK = data.stack ? window[data.stack] : null;
  var FIT = data.fit ? window[data.fit] : null;
  var panels = document.getElementById("panels");
  function stack() {
    var full = board.querySelector("svg");
    if (!panels || !(PANELS.length || STACK) ||
        !window.matchMedia("(max-width: 700px)").matches) {
      if (full && FIT) { FIT(full); }
      return;
    }
    panels.innerHTML = "";
    if (!full) { return; }
    if (STACK) { STACK(full, panels, {}); return; }
    PANELS.forEach(function (p) {
      var group = full.querySelector("#" + p[0]);
      var b = group && group.getBBox();
      if (!b || !b.width) { return; }
      var div = document.createElement("div");
      div.className = "panel";
      div.id = "panel-" + p[0];
      var copy = full.cloneNode(true);
      Array.prototype.slice.call(copy.children).forEach(function (n) {
        if (n.tagName === "g" && n.id !== p[0]) { copy.removeChild(n); }
      });
      copy.querySelectorAll("[id]").forEach(function (n) { n.removeAttribute("id"); });
      copy.setAttribute("viewBox", [b.x - 6, b.y - 6, b.width + 12, b.height + 12].join(" "));
      copy.removeAttribute("width");
      copy.removeAttribute("height");
      copy.style.width = "max(100%, " + p[1] + "px)";
      div.appendChild(copy);
      panels.appendChild(div);
      if (p[0] === "archipelago") {  // the middle of the islands first
        div.scrollLeft = (div.scrollWidth - div.clientWidth) / 2;
      }
    });
  }
  window.addEventListener("resize", stack);
  function fromHash() {
    var m = /move=(\d+)/.exec(location.hash);
    return m ? parseInt(m[1], 10) : 0;
  }
  document.getElementById("first").addEventListener("click", function () { go(0); });
  document.getElementById("prev").addEventListener("click", function () { go(here - 1); });
  document.getElementById("next").addEventListener("click", function () { go(here + 1); });
  document.getElementById("last").addEventListener("click", function () { go(last); });
  slider.addEventListener("input", function () { go(parseInt(slider.value, 10)); });
  document.addEventListener("keydown", function (e) {
    if (e.target === slider) { return; }
    if (e.key === "ArrowRight") { go(here + 1); e.preventDefault(); }
    else if (e.key === "ArrowLeft") { go(here - 1); e.preventDefault(); }
    else if (e.key === "Home") { go(0); e.preventDefault(); }
    else if (e.key === "End") { go(last); e.preventDefault(); }
  });
  window.addEventListener("hashchange", function () {
    if (fromHash() !== here) { go(fromHash()); }
  });
  go(fromHash());
})();
"""
