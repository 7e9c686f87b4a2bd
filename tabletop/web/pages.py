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
from collections.abc import Sequence

from .assets import StaticFile
from .game import GamePage

__all__ = ["game_page", "icon", "message_page", "new_game_page"]

_HEAD = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
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


def _head(title: str, styles: Sequence[StaticFile], page: GamePage | None = None) -> str:
    links = "".join(f'<link rel="stylesheet" href="{html.escape(f.url)}">\n' for f in styles)
    found = None if page is None else icon(page, styles)
    if found is not None:
        links += (f'<link rel="icon" type="{found.media_type}" '
                  f'href="{html.escape(found.url)}">\n')
    return _HEAD.format(title=html.escape(title), links=links)


def _scripts(scripts: Sequence[StaticFile]) -> str:
    return "".join(f'<script src="{html.escape(f.url)}"></script>\n' for f in scripts)


def message_page(page: GamePage, styles: Sequence[StaticFile], message: str) -> str:
    """A short page that says ``message`` (an unknown game, a wrong token)."""
    t = html.escape(page.title)
    return (_head(page.title, styles, page) + f'<body><main class="narrow"><h1>{t}</h1>'
            f'<p role="alert">{html.escape(message)}</p><p><a href="/">Start a new game</a>'
            f'</p></main></body></html>\n')


def new_game_page(page: GamePage, styles: Sequence[StaticFile],
                  scripts: Sequence[StaticFile]) -> str:
    """The page that starts a game: players, seats, the game's options and seed."""
    bots = "".join(f'<option value="{html.escape(b)}">{html.escape(b)} bot</option>'
                   for b in page.bots)
    counts = "".join(f"<option{' selected' if n == page.default_players else ''}>{n}</option>"
                     for n in page.players)
    return _head(f"{page.title}: new game", styles, page) + f"""<body>
<main class="narrow">
<h1>{html.escape(page.heading or page.title)}</h1>
{f'<p id="learn-link"><a href="{html.escape(page.learn)}">Learn to play</a>: a guided first '
 'game</p>' if page.learn else ""}
<form id="new-game">
<fieldset><legend>Players</legend>
<label>Number of players
<select id="players" name="players">
{counts}
</select></label>
<div id="seats"></div>
<template id="seat-template"><div class="seat"><label><span></span>
<select><option value="human">a person (a link)</option>{bots}</select></label>
<input class="seat-name" maxlength="40" autocomplete="off" placeholder="name (optional)">
</div></template>
</fieldset>
{page.options_html}<fieldset><legend>Seed</legend>
<label>Seed of the setup (empty: a random one)
<input id="seed" type="number" min="0" step="1" inputmode="numeric"></label>
</fieldset>
<button id="start" type="submit">Start the game</button>
<p id="new-error" role="alert"></p>
</form>
<section id="links" hidden>
<h2>Your game</h2>
<p>Each person playing has a private link: send each link to its player only{
    f" ({html.escape(page.pass_note)})" if page.pass_note else ""}. Several seats can also be
played on this device, in turn.</p>
<ul id="seat-links"></ul>
<p><a id="play-here" class="button" href="#">Play here</a></p>
</section>
</main>
{_scripts(scripts)}</body></html>
"""


def game_page(page: GamePage, styles: Sequence[StaticFile], scripts: Sequence[StaticFile],
              slug: str, game_id: str, player: int) -> str:
    """The page of one seat of a game."""
    data = json.dumps({"game": game_id, "player": player, "slug": slug, "title": page.title,
                       "free": page.free_group, "passNote": page.pass_note})
    data = data.replace("</", "<\\/")
    t = html.escape(page.title)
    return _head(f"{page.title} · P{player}", styles, page) + f"""<body class="game">
<header id="top">
<h1>{t} <span id="seat-name">P{player}</span></h1>
<p id="status" aria-live="polite" tabindex="-1">Loading…</p>
<p id="connection" role="status" hidden></p>
<a id="to-moves" class="button" href="#moves-box">Moves ↓</a>
</header>
<div id="pass" hidden><div class="pass-box">
<h2 id="pass-title">Pass the device</h2>
<p id="pass-text"></p>
<button id="pass-ready" type="button">Show my view</button>
</div></div>
<main id="game-main">
<section id="board-area" aria-label="The board">
<div id="board" class="board-full"></div>
<div id="panels"></div>
<div id="choices" hidden><h2 id="choices-title">Moves here</h2><div id="choice-list"></div>
<button id="choices-close" type="button" class="quiet">Close</button></div>
<table id="player-table"></table>
<div id="scores-box" hidden><h2>{html.escape(page.scores_title)}</h2><table id="scores"></table>
</div>
</section>
<aside id="side">
<section id="moves-box"><h2>Your moves</h2><p id="move-error" role="alert"></p>
<div id="move-groups"></div></section>
<section id="tools">
<button id="hint" type="button">Hint</button>
<button id="undo" type="button">Undo my last move</button>
<form id="why-form"><label for="why-move">Why not…</label>
<input id="why-move" placeholder="{html.escape(page.why_placeholder)}" autocomplete="off">
<button type="submit">Why?</button></form>
<p id="tool-answer" aria-live="polite"></p>
</section>
<section id="log-box"><h2 id="log-title">What happened</h2>
<ol id="log" tabindex="0" aria-labelledby="log-title"></ol></section>
<section id="links-box"><h2>Record</h2>
<a id="dl-text" class="button" href="#">Record (text)</a>
<a id="dl-json" class="button" href="#">Record (JSON)</a>
<a id="replay" class="button" href="#" target="_blank" rel="noopener">Replay page</a>
<a class="button" href="/">New game</a>
</section>
</aside>
</main>
<script id="seat-data" type="application/json">{data}</script>
{_scripts(scripts)}</body></html>
"""
