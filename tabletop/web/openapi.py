"""A hand-written OpenAPI 3.1 description of the JSON API, with the game's own
parts (the body of a new game, the fields of a state) given by its
:class:`~tabletop.web.game.WebGame`.

It is the contract: each path lists every status it may answer (404 on every game
path, 403 for a wrong token or a foreign ``Origin``, 400 for a malformed input, 409,
413, 415, 422 and 429 where they happen), the schemas admit what the server
accepts, and ``links`` lead from a created game to its paths (the tests run
schemathesis against it, the stateful phase included).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.translation import MAX_TAG, TAG_PATTERN

from .store import MAX_MOVES
from .text import MOVE_TEXT

__all__ = ["LANGUAGE_HEADERS", "LANG_PARAMETER", "openapi_schema", "speaking"]

#: The query parameter ``lang`` every path reads: the language of the answer's words
#: (descriptions, narration, errors; fields and move texts never change). Without it,
#: the language a page remembered (the cookie ``lang``), else ``Accept-Language``;
#: English where none names a language of the server's. A value that is no language
#: tag is a 400.
LANG_PARAMETER: dict[str, Any] = {
    "name": "lang", "in": "query", "required": False,
    "description": "the language of the words of the answer: en, pt or ja (a tag such as "
                   "pt-BR names its language; another language reads English). Without "
                   "it: the cookie lang a page's language switch sets, else the "
                   "Accept-Language header. Not a language tag: 400.",
    "schema": {"type": "string", "maxLength": MAX_TAG, "pattern": TAG_PATTERN}}
#: The headers of every answer: the language of its words, and what it depends on.
LANGUAGE_HEADERS: dict[str, Any] = {
    "Content-Language": {"description": "the language of the answer's words: en, pt or ja",
                         "schema": {"enum": ["en", "pt", "ja"]}},
    "Vary": {"description": "Accept-Language, Cookie: the words follow the language asked "
                            "for", "schema": {"type": "string"}}}

_WHY = {"400": "a malformed input", "403": "a wrong token, or an Origin not the server's own",
        "404": "no such game", "409": "another move came first, or not the seat's turn",
        "413": "a body over 16 KiB", "415": "a body not declared application/json",
        "422": "an illegal move (with its rule id)",
        "429": "over a limit: ask again after Retry-After seconds",
        "503": "the game's record could not be written, so nothing was changed: ask again "
               "after Retry-After seconds"}


def _state_schema(own: Mapping[str, Any]) -> dict[str, object]:
    return {"type": "object", "required": ["moves_played", "to_act", "over"],
            "properties": {
                "id": {"type": "string"}, "player": {"type": "integer"},
                "players": {"type": "integer"}, "version": {"type": "integer"},
                "names": {"type": "array", "items": {"type": "string"}},
                "shown_names": {"type": "array", "items": {"type": "string"}},
                "seats": {"type": "array", "items": {"type": "object", "properties": {
                    "player": {"type": "integer"}, "kind": {"type": "string"}}}},
                "moves_played": {"type": "integer"}, "to_act": {"type": "integer"},
                "over": {"type": "boolean"}, "svg": {"type": "string"},
                "undone": {"type": "integer"}, **own}}


def _json(description: str, schema: Mapping[str, Any]) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _refusals(*statuses: int) -> Any:
    error = {"type": "object", "required": ["error"], "properties": {
        "error": {"type": "string"}, "rule": {"type": "string"}}}
    out: dict[str, Any] = {}
    for status in statuses:
        answer = _json(_WHY[str(status)], error)
        if status in (429, 503):
            answer["headers"] = {"Retry-After": {"required": True, "schema": {
                "type": "string", "pattern": "^[0-9]+$"}}}
        out[str(status)] = answer
    return out


def speaking(paths: dict[str, Any]) -> dict[str, Any]:
    """``paths`` (an OpenAPI ``paths`` object, changed in place) with the ``lang``
    parameter (:data:`LANG_PARAMETER`) on every operation, its 400 where it is not
    listed yet, and the headers :data:`LANGUAGE_HEADERS` on every answer."""
    for operations in paths.values():
        for operation in operations.values():
            parameters = operation.setdefault("parameters", [])
            if not any(p.get("name") == "lang" for p in parameters):
                parameters.append(LANG_PARAMETER)
            responses = operation.setdefault("responses", {})
            responses.setdefault("400", _refusals(400)["400"])
            for name, answer in list(responses.items()):
                answer = responses[name] = dict(answer)
                answer["headers"] = {**answer.get("headers", {}), **LANGUAGE_HEADERS}
    return paths


def _body(schema: Mapping[str, Any]) -> dict[str, object]:
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def _given(field: str) -> dict[str, object]:
    """The schema of an object that gives ``field`` (not null)."""
    return {"required": [field], "properties": {field: {"not": {"type": "null"}}}}


def _links() -> dict[str, object]:
    """From ``POST /api/games`` to the paths of the game it made, with the token of
    its first human seat (``token``: ``null`` in a game of bots only, whose paths
    then answer 403, as for any other token that is no seat's)."""
    gid = "$response.body#/id"
    token = "$response.body#/token"
    query = {"id": gid, "token": token}
    links: dict[str, object] = {
        name: {"operationId": name, "parameters": query}
        for name in ("get_game", "hint", "log", "record", "board", "events")}
    for name in ("post_move", "undo", "why"):
        links[name] = {"operationId": name, "parameters": {"id": gid},
                       "requestBody": {"token": token}}
    return links


def openapi_schema(title: str, new_game: Mapping[str, Any],
                   state_fields: Mapping[str, Any]) -> dict[str, object]:
    """The description of the API of the server ``title`` (``vanuatu serve``):
    ``new_game`` is the schema of the body of ``POST /api/games``, ``state_fields``
    the properties of a state that are the game's own."""
    state = _json("the game as the seat sees it", _state_schema(state_fields))
    token = {"name": "token", "in": "query", "required": True, "schema": {"type": "string"}}
    gid = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
    # a field given as null is one left out, as the server reads it
    expect = {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_MOVES}
    seat_token = {"type": "string"}
    created = {"type": "object", "required": ["id", "seats", "token", "moves_played"],
               "properties": {
        "id": {"type": "string"}, "moves_played": {"type": "integer"},
        "token": {"type": ["string", "null"], "description": "the token of the first human "
                  "seat (that of seats[0]); null when every seat is a bot"},
        "seats": {"type": "array", "items": {"type": "object", "required": [
            "player", "token", "url"], "properties": {
            "player": {"type": "integer"}, "token": {"type": "string"},
            "url": {"type": "string"}}}}}}
    move_text = {"type": ["string", "null"], "minLength": 1, "maxLength": MOVE_TEXT,
                 "pattern": r"\S", "description": "the notation of a move (not blank)"}
    move_id = {"type": ["integer", "null"], "minimum": 0, "maximum": 2**31}
    one_of = [{**_given("move"), "not": _given("id")}, {**_given("id"), "not": _given("move")}]
    move_body = {"type": "object", "required": ["token"], "properties": {
        "token": seat_token, "move": move_text, "id": move_id,
        "expect": expect, "svg": {"type": "boolean"}}, "oneOf": one_of}
    why = {"type": "object", "required": ["legal", "move"], "properties": {
        "legal": {"type": "boolean"}, "move": {"type": ["string", "null"]},
        "rule": {"type": ["string", "null"]}, "reason": {"type": "string"}}}
    hint = {"type": "object", "required": ["move", "bot", "legal"], "properties": {
        "move": {"type": "string"}, "bot": {"type": "string"}, "legal": {"type": "boolean"}}}
    told = {"type": "object", "required": ["moves"], "properties": {
        "moves": {"type": "array", "items": {"type": "object"}}}}
    text = {"type": "string"}
    # OpenAPI 3.1: the schema of a text/event-stream is that of each event, as
    # {"event", "data", "id", "retry"}; the data of an event state is a state as JSON
    event = {"type": "object", "required": ["event", "data"], "properties": {
        "event": {"const": "state"}, "id": text, "retry": {"type": "integer"},
        "data": {"type": "string", "contentMediaType": "application/json",
                 "contentSchema": _state_schema(state_fields)}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": title, "version": "1"},
        "paths": speaking({
            "/api/games": {"post": {
                "operationId": "new_game", "summary": "start a game",
                "requestBody": _body(new_game),
                "responses": {"201": {**_json("the game and a link per human seat", created),
                                      "links": _links()},
                              **_refusals(400, 403, 413, 415, 429, 503)}}},
            "/api/games/{id}": {"get": {
                "operationId": "get_game", "summary": "the game as one seat sees it",
                "parameters": [gid, token,
                               {"name": "wait", "in": "query", "schema": {"type": "number"}},
                               {"name": "svg", "in": "query", "schema": {"type": "string"}}],
                "responses": {"200": state, **_refusals(400, 403, 404, 429)}}},
            "/api/games/{id}/moves": {"post": {
                "operationId": "post_move", "summary": "play a move of the seat",
                "parameters": [gid], "requestBody": _body(move_body),
                "responses": {"200": state,
                              **_refusals(400, 403, 404, 409, 413, 415, 422, 429, 503)}}},
            "/api/games/{id}/undo": {"post": {
                "operationId": "undo", "summary": "take back the seat's last move",
                "parameters": [gid], "requestBody": _body({
                    "type": "object", "required": ["token"], "properties": {
                        "token": seat_token, "expect": expect, "svg": {"type": "boolean"}}}),
                "responses": {"200": state,
                              **_refusals(400, 403, 404, 409, 413, 415, 429, 503)}}},
            "/api/games/{id}/why": {"post": {
                "operationId": "why", "summary": "why a move is refused (rule id and reason)",
                "parameters": [gid], "requestBody": _body({
                    "type": "object", "required": ["token"], "properties": {
                        "token": seat_token, "move": move_text, "id": move_id},
                    "oneOf": one_of}),
                "responses": {"200": _json("legal, or the rule and reason", why),
                              **_refusals(400, 403, 404, 413, 415, 429)}}},
            "/api/games/{id}/hint": {"get": {
                "operationId": "hint", "summary": "a bot's choice", "parameters": [gid, token],
                "responses": {"200": _json("a move", hint),
                              **_refusals(403, 404, 409, 429)}}},
            "/api/games/{id}/log": {"get": {
                "operationId": "log",
                "summary": "the moves told in words, as the seat may know them",
                "parameters": [gid, token, {"name": "since", "in": "query", "schema": {
                    "type": "string", "pattern": "^[0-9]{1,9}$"}}],
                "responses": {"200": _json("moves", told), **_refusals(400, 403, 404, 429)}}},
            "/api/games/{id}/record": {"get": {
                "operationId": "record", "summary": "the record as the seat may see it",
                "parameters": [gid, token, {"name": "format", "in": "query",
                                            "schema": {"enum": ["text", "json"]}},
                               {"name": "download", "in": "query",
                                "schema": {"type": "string"}}],
                "responses": {"200": {"description": "the record", "content": {
                    "text/plain": {"schema": text},
                    "application/json": {"schema": {"type": "object"}}}},
                    **_refusals(400, 403, 404, 429)}}},
            "/api/games/{id}/board.svg": {"get": {
                "operationId": "board", "summary": "the board as the seat sees it, as SVG",
                "parameters": [gid, token],
                "responses": {"200": {"description": "the picture", "content": {
                    "image/svg+xml": {"schema": text}}}, **_refusals(403, 404, 429)}}},
            "/api/games/{id}/events": {"get": {
                "operationId": "events",
                "summary": "server-sent events: the state after each change",
                "parameters": [gid, token],
                "responses": {"200": {"description": "an event stream: an event state "
                                      "with the state after each change (and a comment "
                                      "line while nothing changes)", "content": {
                    "text/event-stream": {"schema": event}}}, **_refusals(403, 404, 429)}}},
        }),
    }
