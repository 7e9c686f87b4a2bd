"""The shell of a one-file web page that steps through the positions of a game,
whatever the game: a picture per position, the move that led to it and its sentences,
the list of moves, and a closing panel (the score). Nothing is fetched from elsewhere.

Buttons, a slider, the arrow keys (Home and End too) and a click on a move step through
the game; ``page.html#move=30`` opens it after move 30.

>>> html = page("A game", [Frame("<svg></svg>", "", ["Setup."]),
...                        Frame("<svg><g/></svg>", "P0 end", ["P0 ends their turn."])],
...             footer="<p>Over.</p>")
>>> html.startswith("<!DOCTYPE html>") and " src=" not in html and "<link" not in html
True
"""

from __future__ import annotations

import html as html_lib
import json
from collections.abc import Sequence

import attrs

__all__ = ["Frame", "page"]


@attrs.frozen
class Frame:
    """One position: its picture (an SVG element), the move that led to it (``""`` for
    the first) and the sentences that tell that move."""

    picture: str
    move: str
    sentences: tuple[str, ...] | list[str] = ()


_STYLE = """
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,sans-serif;color:#1d2733;background:#f4f1ea}
header{padding:8px 14px;background:#21405e;color:#fff}
header h1{margin:0;font-size:18px}
header p{margin:2px 0 0;font-size:13px;opacity:.85}
main{display:flex;gap:12px;padding:10px;align-items:flex-start}
#board{flex:1 1 auto;min-width:0;background:#fff;border-radius:8px;padding:4px}
#board svg{width:100%;height:auto;display:block}
aside{flex:0 0 320px;display:flex;flex-direction:column;gap:8px;max-height:calc(100vh - 80px)}
.controls{display:flex;gap:4px;flex-wrap:wrap;align-items:center}
.controls button{font:inherit;padding:6px 10px;border:1px solid #21405e;border-radius:6px;
 background:#fff;color:#21405e;cursor:pointer;min-width:44px;min-height:36px}
.controls button:disabled{opacity:.4;cursor:default}
#slider{flex:1 1 100%;width:100%}
#where{font-weight:600}
#story{flex:none;background:#fff;border-radius:8px;padding:8px 10px;min-height:70px}
#story p{margin:2px 0}
#story .move{font-family:ui-monospace,monospace;font-weight:700}
#moves{position:relative;background:#fff;border-radius:8px;padding:6px;overflow:auto;flex:1 1 auto;
 min-height:120px;margin:0;list-style:none}
#moves li{font-family:ui-monospace,monospace;font-size:13px;padding:1px 4px;cursor:pointer;
 border-radius:3px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#moves li.now{background:#ffe9a8}
footer{padding:0 10px 14px}
footer .panel{background:#fff;border-radius:8px;padding:8px 12px}
table{border-collapse:collapse}td,th{padding:2px 8px;text-align:right}
th:first-child,td:first-child{text-align:left}
footer .panel{overflow-x:auto}
@media (max-width:820px){main{flex-direction:column;padding:6px}
 aside{flex:none;width:100%;max-height:none}#moves{max-height:220px}
 #board{width:100%;overflow-x:auto;-webkit-overflow-scrolling:touch}
 #board svg{width:760px;max-width:none}}
"""

_SCRIPT = """
(function(){
var data=JSON.parse(document.getElementById('game-data').textContent);
var pics=data.pictures,frames=data.frames,n=frames.length-1,at=0;
var board=document.getElementById('board'),slider=document.getElementById('slider');
var where=document.getElementById('where'),story=document.getElementById('story');
var list=document.getElementById('moves');
slider.max=n;
frames.forEach(function(f,i){if(i===0)return;var li=document.createElement('li');
 li.textContent=i+'. '+f.move;li.dataset.i=i;li.onclick=function(){go(i)};list.appendChild(li);});
function esc(t){var d=document.createElement('div');d.textContent=t;return d.innerHTML;}
function go(i){at=Math.max(0,Math.min(n,i));var f=frames[at];board.innerHTML=pics[f.picture];
 slider.value=at;where.textContent='Move '+at+' of '+n;
 story.innerHTML=(f.move?'<p class="move">'+esc(f.move)+'</p>':'<p class="move">Start</p>')+
 f.sentences.map(function(s){return '<p>'+esc(s)+'</p>'}).join('');
 var old=list.querySelector('.now');if(old)old.classList.remove('now');
 if(at>0){var li=list.children[at-1];li.classList.add('now');
  var top=li.offsetTop-list.offsetTop;
  if(top<list.scrollTop||top>list.scrollTop+list.clientHeight-li.offsetHeight)
   list.scrollTop=top-list.clientHeight/2;}
 document.getElementById('first').disabled=document.getElementById('prev').disabled=at===0;
 document.getElementById('last').disabled=document.getElementById('next').disabled=at===n;
 if(history.replaceState)history.replaceState(null,'','#move='+at);}
document.getElementById('first').onclick=function(){go(0)};
document.getElementById('prev').onclick=function(){go(at-1)};
document.getElementById('next').onclick=function(){go(at+1)};
document.getElementById('last').onclick=function(){go(n)};
slider.oninput=function(){go(+slider.value)};
document.addEventListener('keydown',function(e){
 if(e.target===slider)return;
 if(e.key==='ArrowRight'){go(at+1);e.preventDefault();}
 else if(e.key==='ArrowLeft'){go(at-1);e.preventDefault();}
 else if(e.key==='Home'){go(0);e.preventDefault();}
 else if(e.key==='End'){go(n);e.preventDefault();}});
var m=/move=(\\d+)/.exec(location.hash);go(m?+m[1]:0);
})();
"""


def page(title: str, frames: Sequence[Frame], *, subtitle: str = "", footer: str = "") -> str:
    """The HTML document stepping through ``frames``; ``subtitle`` is text, ``footer``
    trusted HTML (the score table). Each distinct picture is stored once."""
    if not frames:
        raise ValueError("page(): no position to show")
    pictures: dict[str, int] = {}
    rows = []
    for f in frames:
        k = pictures.setdefault(f.picture, len(pictures))
        rows.append({"picture": k, "move": f.move, "sentences": list(f.sentences)})
    data = json.dumps({"pictures": list(pictures), "frames": rows}, separators=(",", ":"))
    data = data.replace("</", "<\\/").replace("<!--", "<\\!--")
    t = html_lib.escape(title)
    sub = f"<p>{html_lib.escape(subtitle)}</p>" if subtitle else ""
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
        f"<title>{t}</title><style>{_STYLE}</style></head><body>"
        f"<header><h1>{t}</h1>{sub}</header><main><div id=\"board\"></div><aside>"
        "<div class=\"controls\"><button id=\"first\" title=\"first (Home)\">|&lt;</button>"
        "<button id=\"prev\" title=\"previous (left arrow)\">&lt;</button>"
        "<button id=\"next\" title=\"next (right arrow)\">&gt;</button>"
        "<button id=\"last\" title=\"last (End)\">&gt;|</button>"
        "<span id=\"where\"></span>"
        "<input id=\"slider\" type=\"range\" min=\"0\" value=\"0\" aria-label=\"move\"></div>"
        "<div id=\"story\" aria-live=\"polite\"></div><ol id=\"moves\"></ol></aside></main>"
        f"<footer>{footer}</footer>"
        f"<script type=\"application/json\" id=\"game-data\">{data}</script>"
        f"<script>{_SCRIPT}</script></body></html>\n"
    )
