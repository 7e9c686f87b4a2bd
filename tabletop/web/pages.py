"""The pages of the server, whatever the game: plain HTML whose style sheets and
scripts are files the server itself gives (:mod:`tabletop.web.assets`: no build
step, nothing fetched from elsewhere, so the server works offline).

The game page draws the game's picture for its seat, lets the game's own script
mark where a legal move is played, lists every legal move grouped by kind as a
fallback, and updates itself from the server-sent events of the game. Every page
links the game's icon, the first ``.svg`` file of its ``static`` files
(:attr:`tabletop.web.game.GamePage.static`), which the server gives with the others.
"""

from __future__ import annotations

import functools
import html
import json
from collections.abc import Mapping, Sequence

from tabletop.translation import N_

from .assets import StaticFile
from .game import GamePage
from .language import switch_links, translator
from .words import script_words

__all__ = ["game_page", "icon", "message_page", "new_game_page", "page_words"]

_HEAD = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
{links}</head>
"""


@functools.cache
def _icon_file(owner: str, package: str, name: str) -> StaticFile:
    return StaticFile.load(owner, package, name)


def icon(page: GamePage, styles: Sequence[StaticFile]) -> StaticFile | None:
    """The icon of the game's pages: the first ``.svg`` file of ``page.static``, named
    as the server gives it (the owner of the game's own style sheets)."""
    owner = next((f.owner for f in styles if f.owner != "tabletop"), None)
    found = next(((p, n) for p, n in page.static if n.endswith(".svg")), None)
    if owner is None or found is None:
        return None
    return _icon_file(owner, *found)


def _head(title: str, styles: Sequence[StaticFile], page: GamePage | None = None,
          lang: str = "en") -> str:
    links = "".join(f'<link rel="stylesheet" href="{html.escape(f.url)}">\n' for f in styles)
    found = None if page is None else icon(page, styles)
    if found is not None:
        links += (f'<link rel="icon" type="{found.media_type}" '
                  f'href="{html.escape(found.url)}">\n')
    return _HEAD.format(title=html.escape(title), links=links, lang=lang)


def page_words(page: GamePage, lang: str) -> str:
    """The ``#page-words`` element: the words the pages' scripts show in ``lang``, the
    server's (:func:`tabletop.web.words.script_words`) and the game's
    (:attr:`GamePage.script_words`), as JSON a script reads."""
    words = dict(script_words(lang))
    if page.script_words is not None:
        words.update(page.script_words(lang))
    data = json.dumps({"lang": lang, "words": words}, ensure_ascii=False,
                      sort_keys=True).replace("</", "<\\/")
    return f'<script id="page-words" type="application/json">{data}</script>\n'


def _scripts(scripts: Sequence[StaticFile]) -> str:
    return "".join(f'<script src="{html.escape(f.url)}"></script>\n' for f in scripts)


def message_page(page: GamePage, styles: Sequence[StaticFile], message: str,
                 lang: str = "en", query: Mapping[str, str] | None = None) -> str:
    """A short page that says ``message`` (an unknown game, a wrong token), in ``lang``
    (``query``: the request's, which the language switch keeps)."""
    _ = translator(lang)
    title = page.words(page.title, lang)
    t = html.escape(title)
    return (_head(title, styles, page, lang) + f'<body><main class="narrow">'
            f'{switch_links(lang, query or {})}<h1>{t}</h1>'
            f'<p role="alert">{html.escape(message)}</p><p><a href="/">'
            f'{html.escape(_("Start a new game"))}</a></p></main></body></html>\n')


def new_game_page(page: GamePage, styles: Sequence[StaticFile],
                  scripts: Sequence[StaticFile], lang: str = "en",
                  query: Mapping[str, str] | None = None) -> str:
    """The page that starts a game: players, seats, the game's options and seed, in
    ``lang``."""
    _ = translator(lang)
    e = html.escape
    bots = "".join(f'<option value="{e(b)}">{e(_("{bot} bot").format(bot=b))}</option>'
                   for b in page.bots)
    counts = "".join(f"<option{' selected' if n == page.default_players else ''}>{n}</option>"
                     for n in page.players)
    title = page.words(page.title, lang)
    heading = page.words(page.heading, lang) or title
    pass_note = page.words(page.pass_note, lang)
    learn = (f'<p id="learn-link"><a href="{e(page.learn)}">{e(_("Learn to play"))}</a>: '
             f'{e(_("a guided first game"))}</p>' if page.learn else "")
    links_note = (_("Each person playing has a private link: send each link to its player "
                    "only ({note}). Several seats can also be played on this device, in "
                    "turn.").format(note=pass_note) if pass_note else
                  _("Each person playing has a private link: send each link to its player "
                    "only. Several seats can also be played on this device, in turn."))
    return _head(_("{title}: new game").format(title=title), styles, page, lang) + f"""<body>
<main class="narrow">
{switch_links(lang, query or {})}
<h1>{e(heading)}</h1>
{learn}
<form id="new-game">
<fieldset><legend>{e(_("Players"))}</legend>
<label>{e(_("Number of players"))}
<select id="players" name="players">
{counts}
</select></label>
<div id="seats"></div>
<template id="seat-template"><div class="seat"><label><span></span>
<select><option value="human">{e(_("a person (a link)"))}</option>{bots}</select></label>
<input class="seat-name" maxlength="40" autocomplete="off" placeholder="{
    e(_("name (optional)"))}">
</div></template>
</fieldset>
{page.options_in(lang)}<fieldset><legend>{e(_("Seed"))}</legend>
<label>{e(_("Seed of the setup (empty: a random one)"))}
<input id="seed" type="number" min="0" step="1" inputmode="numeric"></label>
</fieldset>
<button id="start" type="submit">{e(_("Start the game"))}</button>
<p id="new-error" role="alert"></p>
</form>
<section id="links" hidden>
<h2>{e(_("Your game"))}</h2>
<p>{e(links_note)}</p>
<ul id="seat-links"></ul>
<p><a id="play-here" class="button" href="#">{e(_("Play here"))}</a></p>
</section>
</main>
{page_words(page, lang)}{_scripts(scripts)}</body></html>
"""


def game_page(page: GamePage, styles: Sequence[StaticFile], scripts: Sequence[StaticFile],
              slug: str, game_id: str, player: int, lang: str = "en",
              query: Mapping[str, str] | None = None) -> str:
    """The page of one seat of a game, in ``lang``."""
    _ = translator(lang)
    e = html.escape
    title = page.words(page.title, lang)
    data = json.dumps({"game": game_id, "player": player, "slug": slug, "title": title,
                       "free": page.words(page.free_group, lang),
                       "passNote": page.words(page.pass_note, lang), "lang": lang},
                      ensure_ascii=False)
    data = data.replace("</", "<\\/")
    t = e(title)
    return _head(f"{title} · P{player}", styles, page, lang) + f"""<body class="game">
<header id="top">
<h1>{t} <span id="seat-name">P{player}</span></h1>
<p id="status" aria-live="polite" tabindex="-1">{e(_("Loading…"))}</p>
<p id="connection" role="status" hidden></p>
<a id="to-moves" class="button" href="#moves-box">{e(_("Moves ↓"))}</a>
{switch_links(lang, query or {})}
</header>
<div id="pass" hidden><div class="pass-box">
<h2 id="pass-title">{e(_("Pass the device"))}</h2>
<p id="pass-text"></p>
<button id="pass-ready" type="button">{e(_("Show my view"))}</button>
</div></div>
<main id="game-main">
<section id="board-area" aria-label="{e(_("The board"))}">
<div id="board" class="board-full"></div>
<div id="panels"></div>
<div id="choices" hidden><h2 id="choices-title">{e(_("Moves here"))}</h2>
<div id="choice-list"></div>
<button id="choices-close" type="button" class="quiet">{e(_("Close"))}</button></div>
<table id="player-table"></table>
<div id="scores-box" hidden><h2>{e(page.words(page.scores_title, lang))}</h2>
<table id="scores"></table>
</div>
</section>
<aside id="side">
<section id="moves-box"><h2>{e(_("Your moves"))}</h2><p id="move-error" role="alert"></p>
<div id="move-groups"></div></section>
<section id="tools">
<button id="hint" type="button">{e(_("Hint"))}</button>
<button id="undo" type="button">{e(_("Undo my last move"))}</button>
<form id="why-form"><label for="why-move">{e(_("Why not…"))}</label>
<input id="why-move" placeholder="{e(page.why_placeholder)}" autocomplete="off">
<button type="submit">{e(_("Why?"))}</button></form>
<p id="tool-answer" aria-live="polite"></p>
</section>
<section id="log-box"><h2 id="log-title">{e(_("What happened"))}</h2>
<ol id="log" tabindex="0" aria-labelledby="log-title"></ol></section>
<section id="links-box"><h2>{e(_("Record"))}</h2>
<a id="dl-text" class="button" href="#">{e(_("Record (text)"))}</a>
<a id="dl-json" class="button" href="#">{e(_("Record (JSON)"))}</a>
<a id="replay" class="button" href="#" target="_blank" rel="noopener">{e(_("Replay page"))}</a>
<a class="button" href="/">{e(_("New game"))}</a>
</section>
</aside>
</main>
<script id="seat-data" type="application/json">{data}</script>
{page_words(page, lang)}{_scripts(scripts)}</body></html>
"""


#: The messages the pages above say inside their f-strings, marked here for their
#: extraction (an f-string hides its calls from it).
_IN_FSTRINGS = (
    N_("Start a new game"),
    N_("{bot} bot"),
    N_("Learn to play"),
    N_("a guided first game"),
    N_("{title}: new game"),
    N_("Players"),
    N_("Number of players"),
    N_("a person (a link)"),
    N_("name (optional)"),
    N_("Seed"),
    N_("Seed of the setup (empty: a random one)"),
    N_("Start the game"),
    N_("Your game"),
    N_("Play here"),
    N_("Loading…"),
    N_("Moves ↓"),
    N_("Pass the device"),
    N_("Show my view"),
    N_("The board"),
    N_("Moves here"),
    N_("Close"),
    N_("Your moves"),
    N_("Hint"),
    N_("Undo my last move"),
    N_("Why not…"),
    N_("Why?"),
    N_("What happened"),
    N_("Record"),
    N_("Record (text)"),
    N_("Record (JSON)"),
    N_("Replay page"),
    N_("New game"),
)
