"""A hand-written OpenAPI 3.1 description of the JSON API, with the game's own
parts (the body of a new game, the fields of a state) given by its
:class:`~tabletop.web.game.WebGame`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["openapi_schema"]


def _state_schema(own: Mapping[str, Any]) -> dict[str, object]:
    return {"type": "object", "required": ["moves_played", "to_act", "over"],
            "properties": {
                "id": {"type": "string"}, "player": {"type": "integer"},
                "players": {"type": "integer"}, "version": {"type": "integer"},
                "names": {"type": "array", "items": {"type": "string"}},
                "seats": {"type": "array", "items": {"type": "object", "properties": {
                    "player": {"type": "integer"}, "kind": {"type": "string"}}}},
                "moves_played": {"type": "integer"}, "to_act": {"type": "integer"},
                "over": {"type": "boolean"}, "svg": {"type": "string"}, **own}}


def openapi_schema(title: str, new_game: Mapping[str, Any],
                   state_fields: Mapping[str, Any]) -> dict[str, object]:
    """The description of the API of the server ``title`` (``vanuatu serve``):
    ``new_game`` is the schema of the body of ``POST /api/games``, ``state_fields``
    the properties of a state that are the game's own."""
    error = {"description": "refused", "content": {"application/json": {"schema": {
        "type": "object", "properties": {"error": {"type": "string"},
                                         "rule": {"type": "string"}}}}}}
    state = {"description": "the game as the seat sees it", "content": {
        "application/json": {"schema": _state_schema(state_fields)}}}
    token = {"name": "token", "in": "query", "required": True, "schema": {"type": "string"}}
    gid = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
    return {
        "openapi": "3.1.0",
        "info": {"title": title, "version": "1"},
        "paths": {
            "/api/games": {"post": {
                "summary": "start a game",
                "requestBody": {"content": {"application/json": {"schema": dict(new_game)}}},
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
                "summary": "a bot's choice", "parameters": [gid, token],
                "responses": {"200": {"description": "a move"}, "409": error}}},
            "/api/games/{id}/log": {"get": {
                "summary": "the moves told in words, as the seat may know them",
                "parameters": [gid, token], "responses": {"200": {"description": "moves"}}}},
            "/api/games/{id}/record": {"get": {
                "summary": "the record as the seat may see it",
                "parameters": [gid, token, {"name": "format", "in": "query",
                                            "schema": {"enum": ["text", "json"]}}],
                "responses": {"200": {"description": "the record"}, "403": error,
                              "404": error}}},
            "/api/games/{id}/board.svg": {"get": {
                "summary": "the board as the seat sees it, as SVG",
                "parameters": [gid, token],
                "responses": {"200": {"description": "image/svg+xml"}, "403": error,
                              "404": error}}},
            "/api/games/{id}/events": {"get": {
                "summary": "server-sent events: the state after each change",
                "parameters": [gid, token],
                "responses": {"200": {"description": "text/event-stream"}}}},
        },
    }
