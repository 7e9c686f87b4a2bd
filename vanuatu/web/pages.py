"""The pages of ``vanuatu serve``: plain HTML, with a style sheet
and scripts served by the package itself (no build step, nothing fetched from
elsewhere, so the server works offline).

The game page draws the board with :func:`vanuatu.svg.board` for its seat
(R9), marks the spaces and action spaces where a legal move is played as click
targets, lists every legal move grouped by kind as a fallback, and updates
itself from the server-sent events of the game.
"""

from __future__ import annotations

import html
import json

from ..bots import BOTS
from ..viewer.assets import PANELS_SCRIPT, PANELS_STYLE
from .assets import GAME_SCRIPT, NEW_SCRIPT, STYLE

__all__ = ["ASSETS", "game_page", "message_page", "new_game_page", "openapi_schema"]

#: The static files: name -> (media type, content).
ASSETS: dict[str, tuple[str, str]] = {
    "style.css": ("text/css; charset=utf-8", STYLE + PANELS_STYLE),
    "panels.js": ("text/javascript; charset=utf-8", PANELS_SCRIPT),
    "game.js": ("text/javascript; charset=utf-8", GAME_SCRIPT),
    "new.js": ("text/javascript; charset=utf-8", NEW_SCRIPT),
}

_HEAD = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="/static/style.css"></head>
"""


def message_page(message: str) -> str:
    """A short page that says ``message`` (an unknown game, a wrong token)."""
    return (_HEAD.format(title="Vanuatu") + f'<body><main class="narrow"><h1>Vanuatu</h1>'
            f'<p role="alert">{html.escape(message)}</p><p><a href="/">Start a new game</a>'
            f'</p></main></body></html>\n')


def new_game_page() -> str:
    """The page that starts a game: players, seats, variants and seed."""
    bots = ["heuristic", "ismcts:seconds=1", "random"] + [
        b for b in BOTS if b not in ("heuristic", "ismcts", "random")]
    options = "".join(f'<option value="{html.escape(b)}">{html.escape(b)} bot</option>'
                      for b in bots)
    return _HEAD.format(title="Vanuatu: new game") + f"""<body>
<main class="narrow">
<h1>Vanuatu (Second Edition)</h1>
<form id="new-game">
<fieldset><legend>Players</legend>
<label>Number of players
<select id="players" name="players">
<option>2</option><option selected>3</option><option>4</option><option>5</option>
</select></label>
<div id="seats"></div>
<template id="seat-template"><div class="seat"><label><span></span>
<select><option value="human">a person (a link)</option>{options}</select></label>
<input class="seat-name" maxlength="40" autocomplete="off" placeholder="name (optional)">
</div></template>
</fieldset>
<fieldset><legend>Variants</legend>
<label><input type="checkbox" name="variant" value="rising-waters"> Rising Waters (R10.3)</label>
<label><input type="checkbox" name="variant" value="no-characters"> No characters (R10.2)
</label>
</fieldset>
<fieldset><legend>Seed</legend>
<label>Seed of the setup (empty: a random one)
<input id="seed" type="number" min="0" step="1" inputmode="numeric"></label>
</fieldset>
<button id="start" type="submit">Start the game</button>
<p id="new-error" role="alert"></p>
</form>
<section id="links" hidden>
<h2>Your game</h2>
<p>Each person playing has a private link: send each link to its player only (R9: it shows
that player's rest token). Several seats can also be played on this device, in turn.</p>
<ul id="seat-links"></ul>
<p><a id="play-here" class="button" href="#">Play here</a></p>
</section>
</main>
<script src="/static/new.js"></script>
</body></html>
"""


def game_page(game_id: str, player: int) -> str:
    """The page of one seat of a game."""
    data = json.dumps({"game": game_id, "player": player}).replace("</", "<\\/")
    return _HEAD.format(title=f"Vanuatu · P{player}") + f"""<body class="game">
<header id="top">
<h1>Vanuatu <span id="seat-name">P{player}</span></h1>
<p id="status" aria-live="polite">Loading…</p>
<a id="to-moves" class="button" href="#moves-box">Moves ↓</a>
</header>
<div id="pass" hidden><div class="pass-box">
<h2 id="pass-title">Pass the device</h2>
<p id="pass-text"></p>
<button id="pass-ready" type="button">Show my view</button>
</div></div>
<main id="game-main">
<section id="board-area">
<div id="board" class="board-full"></div>
<div id="panels"></div>
<div id="choices" hidden><h2 id="choices-title">Moves here</h2><div id="choice-list"></div>
<button id="choices-close" type="button" class="quiet">Close</button></div>
<table id="player-table"></table>
<div id="scores-box" hidden><h2>Final scores (R8)</h2><table id="scores"></table></div>
</section>
<aside id="side">
<section id="moves-box"><h2>Your moves</h2><p id="move-error" role="alert"></p>
<div id="move-groups"></div></section>
<section id="tools">
<button id="hint" type="button">Hint</button>
<button id="undo" type="button">Undo my last move</button>
<form id="why-form"><label for="why-move">Why not…</label>
<input id="why-move" placeholder="sail 2,1 2" autocomplete="off">
<button type="submit">Why?</button></form>
<p id="tool-answer" aria-live="polite"></p>
</section>
<section id="log-box"><h2>What happened</h2><ol id="log"></ol></section>
<section id="links-box"><h2>Record</h2>
<a id="dl-text" class="button" href="#">Record (text)</a>
<a id="dl-json" class="button" href="#">Record (JSON)</a>
<a id="replay" class="button" href="#" target="_blank" rel="noopener">Replay page</a>
<a class="button" href="/">New game</a>
</section>
</aside>
</main>
<script id="seat-data" type="application/json">{data}</script>
<script src="/static/panels.js"></script>
<script src="/static/game.js"></script>
</body></html>
"""


def _state_schema() -> dict[str, object]:
    move = {"type": "object", "properties": {
        "text": {"type": "string"}, "id": {"type": ["integer", "null"]},
        "group": {"type": "string"}, "free": {"type": "boolean"},
        "spaces": {"type": "array", "items": {"type": "string"}},
        "actions": {"type": "array", "items": {"type": "string"}},
        "characters": {"type": "array", "items": {"type": "string"}},
        "goods": {"type": "array", "items": {"type": "string"}}}}
    return {"type": "object", "required": ["moves_played", "to_act", "over", "position", "view"],
            "properties": {
                "id": {"type": "string"}, "player": {"type": "integer"},
                "players": {"type": "integer"}, "round": {"type": "integer"},
                "phase": {"type": "string"}, "version": {"type": "integer"},
                "names": {"type": "array", "items": {"type": "string"}},
                "variants": {"type": "array", "items": {"type": "string"}},
                "seats": {"type": "array", "items": {"type": "object", "properties": {
                    "player": {"type": "integer"}, "kind": {"type": "string"}}}},
                "moves_played": {"type": "integer"}, "to_act": {"type": "integer"},
                "over": {"type": "boolean"}, "position": {"type": "string"},
                "legal_moves": {"type": "array", "items": move},
                "view": {"type": "object"}, "scores": {"type": "object"},
                "svg": {"type": "string"}}}


def openapi_schema() -> dict[str, object]:
    """A hand-written OpenAPI 3.1 description of the JSON API."""
    error = {"description": "refused", "content": {"application/json": {"schema": {
        "type": "object", "properties": {"error": {"type": "string"},
                                         "rule": {"type": "string"}}}}}}
    state = {"description": "the game as the seat sees it (R9)", "content": {
        "application/json": {"schema": _state_schema()}}}
    token = {"name": "token", "in": "query", "required": True, "schema": {"type": "string"}}
    gid = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "vanuatu serve", "version": "1"},
        "paths": {
            "/api/games": {"post": {
                "summary": "start a game",
                "requestBody": {"content": {"application/json": {"schema": {
                    "type": "object", "required": ["players"], "properties": {
                        "players": {"type": "integer", "minimum": 2, "maximum": 5},
                        "seats": {"type": "array", "items": {"type": "string"}},
                        "variants": {"type": "array", "items": {
                            "enum": ["rising-waters", "no-characters"]}},
                        "seed": {"type": "integer", "minimum": 0},
                        "names": {"type": "array", "items": {"type": "string"}}}}}}},
                "responses": {"201": {"description": "the game and a link per human seat"},
                              "400": error, "413": error}}},
            "/api/games/{id}": {"get": {
                "summary": "the game as one seat sees it",
                "parameters": [gid, token,
                               {"name": "wait", "in": "query", "schema": {"type": "number"}},
                               {"name": "svg", "in": "query", "schema": {"enum": ["1"]}}],
                "responses": {"200": state, "403": error, "404": error}}},
            "/api/games/{id}/moves": {"post": {
                "summary": "play a move of the seat",
                "parameters": [gid],
                "requestBody": {"content": {"application/json": {"schema": {
                    "type": "object", "required": ["token"], "properties": {
                        "token": {"type": "string"}, "move": {"type": "string"},
                        "id": {"type": "integer"}, "expect": {"type": "integer"}}}}}},
                "responses": {"200": state, "400": error, "403": error, "404": error,
                              "409": error, "413": error, "422": error}}},
            "/api/games/{id}/undo": {"post": {
                "summary": "take back the seat's last move", "parameters": [gid],
                "responses": {"200": state, "403": error, "404": error, "409": error}}},
            "/api/games/{id}/why": {"post": {
                "summary": "why a move is refused (rule id and reason)", "parameters": [gid],
                "responses": {"200": {"description": "legal, or the rule and reason"}}}},
            "/api/games/{id}/hint": {"get": {
                "summary": "the heuristic bot's choice", "parameters": [gid, token],
                "responses": {"200": {"description": "a move"}, "409": error}}},
            "/api/games/{id}/log": {"get": {
                "summary": "the moves told in words, as the seat may know them",
                "parameters": [gid, token], "responses": {"200": {"description": "moves"}}}},
            "/api/games/{id}/record": {"get": {
                "summary": "the record as the seat may see it (R9)",
                "parameters": [gid, token, {"name": "format", "in": "query",
                                            "schema": {"enum": ["text", "json"]}}],
                "responses": {"200": {"description": "the record"}, "403": error,
                              "404": error}}},
            "/api/games/{id}/board.svg": {"get": {
                "summary": "the board as the seat sees it (R9), as SVG",
                "parameters": [gid, token],
                "responses": {"200": {"description": "image/svg+xml"}, "403": error,
                              "404": error}}},
            "/api/games/{id}/events": {"get": {
                "summary": "server-sent events: the state after each change",
                "parameters": [gid, token],
                "responses": {"200": {"description": "text/event-stream"}}}},
        },
    }
