""""Learn to play" on ``vanuatu serve``: the page ``GET /learn`` and its JSON API, over
the lesson of :mod:`vanuatu.learn` (Starlette, of the extra ``web``, is imported only
when the routes are made).

The lesson is fixed, so a step's number says everything about where the learner is:
``POST /api/learn`` gives step 0, ``GET /api/learn/{step}`` any step, and ``POST
/api/learn/{step}/moves`` with ``{"move": "plan sail draw"}`` the tutor's verdict (and,
when the move is the lesson's, the next step). Each step comes with the board as the
learner's seat sees it (R9), the learner's legal moves (the lesson's one marked) and the
words of :meth:`vanuatu.learn.Tutor.say`; ``?lang=`` picks the language.
"""

from __future__ import annotations

import functools
import html
import json
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.translation import MAX_TAG, TAG_PATTERN
from tabletop.web.assets import StaticFile
from tabletop.web.errors import refused
from tabletop.web.game import ExtraPages
from tabletop.web.guards import check_origin
from tabletop.web.language import lang_of, switch_links
from tabletop.web.store import StoreError

from ..describe import describe_move
from ..describe.language import speaking
from ..describe.refusals import refusal_reason
from ..errors import NotationError
from ..learn import Step, Tutor
from ..learn.script import LEARNER
from ..moves import FREE_MOVE_TYPES
from ..notation import parse_move
from ..rules.engine import legal_moves
from ..rules.scoring import final_scores
from ..svg import board
from ..svg.panels import phase_name
from ..translation import N_, catalog, translate
from .pages import RULES_PAGE
from .words import script_words

__all__ = ["LEARN_OPENAPI", "extra_pages", "learn_page", "step_json", "verdict_json"]

#: The learner and the two bots of the lesson, by seat.
_NAMES = (N_("You (P0)"), N_("Bot A (P1)"), N_("Bot B (P2)"))

_LANG = {"name": "lang", "in": "query", "required": False,
         "schema": {"type": "string", "maxLength": MAX_TAG, "pattern": TAG_PATTERN}}
_STEP = {"name": "step", "in": "path", "required": True,
         "schema": {"type": "integer", "minimum": 0, "maximum": 99999}}
_A_STEP = {"description": "a step of the lesson", "content": {"application/json": {
    "schema": {"type": "object", "properties": {
        "step": {"type": "integer"}, "count": {"type": "integer"}, "kind": {"type": "string"},
        "round": {"type": "integer"}, "over": {"type": "boolean"},
        "intro": {"type": "string"}, "do": {"type": "string"}, "why": {"type": "string"},
        "rules": {"type": "array", "items": {"type": "object"}},
        "move": {"type": ["string", "null"]}, "moves": {"type": "array", "items": {
            "type": "object", "properties": {
                "text": {"type": "string"}, "said": {"type": "string"},
                "lesson": {"type": "boolean"}, "free": {"type": "boolean"}}}},
        "scores": {"type": "array", "items": {"type": "object"}},
        "svg": {"type": "string"}}}}}}
_REFUSED = {"description": "refused", "content": {"application/json": {"schema": {
    "type": "object", "properties": {"error": {"type": "string"}}}}}}

#: The OpenAPI paths of the lesson's API (the ``extra_openapi`` of the plug-in).
LEARN_OPENAPI: dict[str, Any] = {
    "/api/learn": {"post": {
        "summary": "start the lesson: its first step", "parameters": [_LANG],
        "responses": {"200": _A_STEP, "400": _REFUSED, "403": _REFUSED, "415": _REFUSED}}},
    "/api/learn/{step}": {"get": {
        "summary": "a step of the lesson", "parameters": [_STEP, _LANG],
        "responses": {"200": _A_STEP, "400": _REFUSED, "404": _REFUSED}}},
    "/api/learn/{step}/moves": {"post": {
        "summary": "try a move at a step: accepted, or why not; the next step",
        "parameters": [_STEP, _LANG],
        "requestBody": {"required": True, "content": {"application/json": {"schema": {
            "type": "object", "required": ["move"],
            "properties": {"move": {"type": "string"}}}}}},
        "responses": {"200": {"description": "the verdict", "content": {
            "application/json": {"schema": {"type": "object", "properties": {
                "accepted": {"type": "boolean"}, "explanation": {"type": "string"},
                "rule": {"type": ["string", "null"]}, "move": {"type": "string"},
                "next": {"type": "object"}}}}}},
            "400": _REFUSED, "403": _REFUSED, "404": _REFUSED, "413": _REFUSED,
            "415": _REFUSED}}},
}


@functools.cache
def _tutor() -> Tutor:
    return Tutor.make()


def _names(lang: str) -> tuple[str, ...]:
    return tuple(translate(n, lang) for n in _NAMES)


def _picture(step: Step, lang: str = "en") -> str:
    svg = board(step.state, player=LEARNER, size=None, names=_names(lang), lang=lang)
    with speaking(lang):
        phase = phase_name(step.state.phase)
    words = translate(N_("The board at step {step}: round {round}, {phase}"), lang).format(
        step=step.index + 1, round=step.state.round, phase=phase)
    title = f"<title>{html.escape(words)}</title>"
    head = svg.index(">") + 1
    if "<title>" in svg[:head + 7]:  # the board's own title: the lesson's says the step
        end = svg.index("</title>", head) + len("</title>")
        return svg[:head - 1] + ' role="img">' + title + svg[end:]
    return svg[:head - 1] + ' role="img">' + title + svg[head:]


def _no_step(index: int, count: int) -> StoreError:
    return refused(404, N_("the lesson has steps 0 to {last}, not {step}"), catalog=catalog(),
                   last=count - 1, step=index)


def step_json(index: int, lang: str = "en") -> dict[str, Any]:
    """Step ``index`` of the lesson as the page reads it."""
    tutor = _tutor()
    if not 0 <= index < len(tutor.steps):
        raise _no_step(index, len(tutor.steps))
    step = tutor.steps[index]
    words = tutor.say(step, lang)
    moves = [] if step.state.is_over else [
        {"text": str(m), "said": describe_move(m, step.state, lang),
         "lesson": m == step.move, "free": isinstance(m, FREE_MOVE_TYPES)}
        for m in legal_moves(step.state, LEARNER) if m.player == LEARNER]
    moves.sort(key=lambda m: (not m["lesson"], m["free"]))
    return {"step": index, "count": len(tutor.steps), "kind": step.kind,
            "round": step.state.round, "over": step.state.is_over,
            "intro": words.intro, "do": words.do, "why": words.why,
            "rules": [{"id": r.id, "title": r.title, "text": r.text,
                       "url": f"{RULES_PAGE}#{r.anchor}"}
                      for r in words.rules],
            "move": None if step.move is None else str(step.move), "moves": moves,
            "scores": _scores(step, lang), "svg": _picture(step, lang)}


def _scores(step: Step, lang: str = "en") -> list[dict[str, Any]]:
    if not step.state.is_over:
        return []
    return [{"name": _names(lang)[line.player], "total": line.total, "rank": line.rank,
             "pp": line.pp_in_play, "first": line.first_player, "vatus": line.vatus,
             "treasures": line.treasures, "huts": line.huts}
            for line in final_scores(step.state).lines]


def verdict_json(index: int, text: str, lang: str = "en") -> dict[str, Any]:
    """The verdict on the move ``text`` (its notation, ``P0`` optional) at step ``index``,
    with the next step when it is the lesson's move."""
    tutor = _tutor()
    if not 0 <= index < len(tutor.steps):
        raise _no_step(index, len(tutor.steps))
    words = text.split()
    if words and not (words[0].startswith("P") and words[0][1:].isdigit()):
        text = f"P{LEARNER} {text}"
    try:
        move = parse_move(text)
    except NotationError as e:
        return {"accepted": False, "explanation": refusal_reason(str(e), lang), "rule": None}
    verdict = tutor.check(tutor.steps[index].state, move, lang)
    body: dict[str, Any] = {"accepted": verdict.accepted, "explanation": verdict.explanation,
                            "rule": verdict.rule, "move": str(move)}
    if verdict.accepted:
        body["next"] = step_json(index + 1, lang)
    return body


def learn_page(styles: list[StaticFile], script: StaticFile, lang: str = "en",
               query: Mapping[str, str] | None = None,
               before: Sequence[StaticFile] = ()) -> str:
    """The page ``/learn``, in ``lang`` (``query``: the request's, which the language
    switch keeps); the scripts ``before`` are loaded before ``script`` (``panels.js``,
    which cuts the board into the panels of a phone, as on the game's pages)."""
    links = "".join(f'<link rel="stylesheet" href="{html.escape(f.url)}">\n' for f in styles)
    scripts = "".join(f'<script src="{html.escape(f.url)}"></script>\n'
                      for f in (*before, script))
    e = html.escape

    def _(message: str) -> str:
        return e(translate(message, lang))

    data = json.dumps({"lang": lang, "words": script_words(lang)}, ensure_ascii=False,
                      sort_keys=True).replace("</", "<\\/")
    heads = "".join(f'<th scope="col">{_(h)}</th>' for h in _SCORE_HEADS)
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_("Vanuatu: learn to play")}</title>
<link rel="icon" href="/static/vanuatu/favicon.svg" type="image/svg+xml">
{links}</head>
<body class="learn">
<header id="learn-top"><h1>{_("Learn to play Vanuatu")}</h1>
<a class="button" href="/">{_("New game")}</a>
{switch_links(lang, query or {})}</header>
<main id="learn-main">
<section id="step-box" aria-labelledby="step-title">
<h2 id="step-title" tabindex="-1">{_("Loading…")}</h2>
<p id="step-intro" hidden></p>
<p id="step-do" class="do"></p>
<p id="step-why"></p>
<details id="step-rules-box"><summary>{_("The rules of this step")}</summary>
<ul id="step-rules"></ul></details>
<p id="verdict" role="alert"></p>
<div id="lesson-moves"></div>
<form id="try-form"><label for="try-move">{_("Try any move (its notation)")}</label>
<input id="try-move" autocomplete="off" placeholder="sail 1,1 3">
<button type="submit">{_("Try it")}</button></form>
<div id="scores-wrap"><table id="learn-scores" hidden><caption>{_("Final scores (R8)")}</caption>
<thead><tr>{heads}</tr></thead><tbody></tbody></table></div>
<p id="done" hidden><a class="button" href="/">{_("Start a real game")}</a>
<button id="restart" type="button">{_("Start the lesson again")}</button></p>
</section>
<figure id="board-box"><div id="learn-board"></div><div id="learn-panels"></div>
<figcaption id="board-caption">{_("The board as you see it (R9)")}</figcaption></figure>
</main>
<script id="page-words" type="application/json">{data}</script>
{scripts}</body></html>
"""


#: The headings of the lesson's score table.
_SCORE_HEADS = (N_("Player"), N_("Place"), N_("PP"), N_("In play"), N_("First"), N_("Vatus"),
                N_("Treasures"), N_("Huts"))


def _lang(request: Any) -> str:
    """The request's language (:func:`tabletop.web.language.lang_of`: ``?lang=``, the
    remembered one, ``Accept-Language``)."""
    return lang_of(request)


def _index(request: Any) -> int:
    text = str(request.path_params["step"])
    if not (text.isascii() and text.isdigit() and len(text) < 6):
        raise refused(400, N_("step: expected a step number, not {step}"), catalog=catalog(),
                      step=repr(text[:20]))
    return int(text)


def _json(handler: Any) -> Any:
    from starlette.responses import JSONResponse

    async def answer(request: Any) -> Any:
        try:
            return JSONResponse(await handler(request))
        except StoreError as e:
            return JSONResponse({"error": e.in_language(lang_of(request))},
                                status_code=e.status)
    return answer


def extra_pages(handlers: Any) -> ExtraPages:
    """The routes of "Learn to play", for :func:`tabletop.web.app.create_app` (the
    optional hook of :class:`~tabletop.web.game.WebGame`): the page and its API; its
    files join the server's static files."""
    from starlette.responses import HTMLResponse

    script = StaticFile.load("vanuatu", "vanuatu.web", "learn.js")
    style = StaticFile.load("vanuatu", "vanuatu.web", "learn.css")
    handlers.static[script.owner, script.name] = script
    handlers.static[style.owner, style.name] = style
    panels = handlers.static["vanuatu", "panels.js"]  # the game's pages' own files
    styles = [f for f in handlers.styles if f.owner == "tabletop"] + [
        handlers.static["vanuatu", "panels.css"], style]

    async def show(request: Any) -> Any:
        return HTMLResponse(learn_page(styles, script, lang_of(request),
                                       request.query_params, before=(panels,)))

    async def start(request: Any) -> dict[str, Any]:
        check_origin(request.headers, request.url.scheme)  # 403, as every POST
        return step_json(0, _lang(request))

    async def get_step(request: Any) -> dict[str, Any]:
        return step_json(_index(request), _lang(request))

    async def try_move(request: Any) -> dict[str, Any]:
        index, lang = _index(request), _lang(request)
        body = await handlers.body(request)
        text = body.get("move") if isinstance(body, dict) else None
        if not isinstance(text, str) or len(text) > 200:
            raise refused(400, N_("the body must be a JSON object with move (its notation)"),
                          catalog=catalog())
        return verdict_json(index, text, lang)

    return {"/learn": (("GET",), show), "/api/learn": (("POST",), _json(start)),
            "/api/learn/{step}": (("GET",), _json(get_step)),
            "/api/learn/{step}/moves": (("POST",), _json(try_move))}


#: The messages the pages above say inside their f-strings, marked here for their
#: extraction (an f-string hides its calls from it).
_IN_FSTRINGS = (
    N_("Vanuatu: learn to play"),
    N_("Learn to play Vanuatu"),
    N_("New game"),
    N_("Loading…"),
    N_("The rules of this step"),
    N_("Try any move (its notation)"),
    N_("Try it"),
    N_("Final scores (R8)"),
    N_("Start a real game"),
    N_("Start the lesson again"),
    N_("The board as you see it (R9)"),
)
