"""Vapor Willie as a game of the server of :mod:`tabletop.web`: :data:`VAPOR_WILLIE`,
the :class:`~tabletop.web.game.WebGame` that ``vapor-willie serve`` runs on.

Each method is a thin shell over the library: a served game is a
:class:`vapor_willie.Game` that draws nothing by itself (the server plays each draw, the
next of the game's :class:`~vapor_willie.chance_order.ChanceOrder`, fixed from its seed
and secret key when the game is made), each seat sees it through
:func:`vapor_willie.observe` (:mod:`vapor_willie.web.views`, VW12), the moves are read in
the notation or by their place in the seat's list of legal moves (``id``), and the bots
are those of :func:`vapor_willie.bots.make_bot` (a served search thinks at most the
server's cap).

>>> import vapor_willie as vw
>>> from tabletop.web.game import NewGame
>>> game = VAPOR_WILLIE.new_game(NewGame(vw.Options(players=2), ("human", "random"), 1),
...                              ("Ana", "random bot"))
>>> order = VAPOR_WILLIE.chance_order(game, 1, "key")
>>> while (draw := VAPOR_WILLIE.chance(game, order)) is not None:
...     VAPOR_WILLIE.play(game, draw)
>>> VAPOR_WILLIE.to_act(game), VAPOR_WILLIE.legal_moves(game, 0)[0]["group"]
(0, 'Keep an objective card (VW2.4)')

The words of the JSON API are said in the request's language: a move's
``description``, the narration's ``said``, the reason of ``why`` and of a refused move
or a refused request (:meth:`tabletop.web.store.StoreError.in_language`); the fields, the
moves' notation and the rule ids stay as they are.

>>> VAPOR_WILLIE.legal_moves(game, 0, lang="pt")[0]["description"]
'P0 guarda a carta de objetivo O5.'
"""

from __future__ import annotations

import collections
import functools
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from tabletop.web.errors import refused
from tabletop.web.game import GamePage, NewGame
from tabletop.web.store import NoMove, StoreError, Unreadable
from tabletop.web.text import is_move_text, shown, whole

from ..bots import BOTS, BotError, decide, make_bot
from ..chance_order import ChanceOrder, cubes_drawn
from ..errors import IllegalMove, NotationError, VaporWillieError
from ..game import Game
from ..moves import CHANCE, EndTurn, Move
from ..narration.errors import error_text
from ..narration.refusals import refusal_reason
from ..notation import parse_move
from ..options import Options
from ..records.record import Record
from ..rules.engine import explain, legal_moves
from ..svg import board
from ..translation import CATALOG, N_
from . import pages, views
from .options import parse_new_game
from .replay import seat_page

__all__ = ["VAPOR_WILLIE", "VaporWillieWeb"]


class VaporWillieWeb:
    """Vapor Willie for :func:`tabletop.web.app.create_app`; ``rulings`` (option fields,
    as :func:`vapor_willie.options.parse_rulings` gives them: ``vapor-willie serve
    --ruling``) are those of a new game that names none."""

    slug = "vapor-willie"
    record_suffix = ".vwr"
    page: GamePage = pages.PAGE
    hint_bot = "heuristic"
    new_game_schema: Mapping[str, Any] = pages.NEW_GAME_SCHEMA
    state_schema: Mapping[str, Any] = pages.STATE_SCHEMA

    def __init__(self, rulings: Mapping[str, str] | None = None) -> None:
        self.rulings = dict(rulings or {})

    # -- a new game and its record ------------------------------------------------

    def parse_new_game(self, body: Mapping[str, Any]) -> NewGame:
        options, seats, seed = parse_new_game(body, self.rulings)
        return NewGame(options, tuple(seats), seed)

    def new_game(self, new: NewGame, names: tuple[str, ...]) -> Game:
        assert isinstance(new.options, Options)
        return Game(options=new.options, auto_chance=False, names=names)

    def load(self, path: Path) -> Game:
        return Game.from_record(Record.load(path))

    def record(self, game: Game, player: int | None, form: str) -> str:
        rec = game.record if player is None else views.masked_record(game, player)
        return rec.to_json() if form == "json" else rec.to_text()

    def names(self, game: Game) -> Sequence[str]:
        return game.names

    # -- the moves --------------------------------------------------------------------

    def moves_played(self, game: Game) -> int:
        return len(game.moves)

    def moves(self, game: Game) -> Sequence[Move]:
        return game.moves

    def actors(self, game: Game) -> Sequence[int]:
        return [m.player for m in game.moves]

    def to_act(self, game: Game) -> int:
        return game.state.to_act

    def is_over(self, game: Game) -> bool:
        return game.state.is_over

    def chance_order(self, game: Game, seed: int, key: str) -> ChanceOrder:
        return ChanceOrder.from_seed(seed, game.options, key=key)

    def chance(self, game: Game, order: ChanceOrder) -> Move | None:
        if game.state.to_act != CHANCE:
            return None
        return order.outcome(game.state, cubes_drawn(game.moves))

    def play(self, game: Game, move: Move) -> None:
        try:
            game.play(move)
        except IllegalMove as e:
            error = StoreError(422, str(e), e.rule)
            head = f"{e.move}: {e.rule} " if e.rule else f"{e.move}: "
            error.speak = functools.partial(_refusal, head, e.reason)
            raise error from None

    def undo(self, game: Game) -> None:
        game.undo()

    def parse_move(self, game: Game, player: int, body: Mapping[str, Any]) -> Move:
        text, ident = body.get("move"), whole(body.get("id"))
        if (text is None) == (ident is None):
            raise refused(400, N_("give the move as 'move' (its notation) or as 'id' (its "
                                  "place in the seat's list of legal moves), one of them"),
                          catalog=CATALOG)
        if text is not None:
            if not is_move_text(text):
                raise refused(400, N_("move: expected the notation of a move (a short string "
                                      "of printable characters), not {text}"),
                              catalog=CATALOG, text=shown(text))
            words = text.split()
            if words and words[0] != "reveal" and not (
                    words[0][:1] in "Pp" and words[0][1:].isdigit()):
                text = f"P{player} {text}"  # "move 5" for "P0 move 5"
            try:
                return parse_move(text)
            except NotationError as e:
                error = Unreadable(400, f"move: {e}")
                error.speak = functools.partial(_error, "move: ", str(e))
                raise error from None
        if isinstance(ident, bool) or not isinstance(ident, int):
            raise refused(400, N_("id: expected the place of a move in the list of legal "
                                  "moves (a whole number), not {ident}"),
                          catalog=CATALOG, ident=shown(ident))
        moves = legal_moves(game.state, player)
        if not moves:
            raise _no_move(game, player)
        if not 0 <= ident < len(moves):
            raise refused(400, N_("id: {ident} is not the place of a legal move of {player} "
                                  "now (0 to {last})"), catalog=CATALOG, ident=ident,
                          player=f"P{player}", last=len(moves) - 1)
        return moves[ident]

    def actor(self, move: Move) -> int:
        return move.player

    def move_text(self, move: Move) -> str:
        return str(move)

    def explain(self, game: Game, move: Move, lang: str = "en") -> tuple[str, str] | None:
        violation = explain(game.state, move)
        if violation is None:
            return None
        return violation.rule, refusal_reason(violation.reason, lang)

    def legal(self, game: Game, player: int, move: Move) -> bool:
        return move.player == player and explain(game.state, move) is None

    def think(self, game: Game, kind: str, seed: int) -> Callable[[], Move]:
        state = game.state
        bot = make_bot(kind, seed)
        return lambda: decide(bot, state)

    def bot_budget(self, kind: str) -> float | None:
        try:
            name, params = BOTS.parse(kind)
            maker = BOTS.maker(name)
            values = maker.read(params)
        except BotError as e:
            error = StoreError(400, str(e))
            error.speak = functools.partial(_error, "", str(e))
            raise error from None
        if "seconds" in values:
            return float(values["seconds"])
        searching = {"seconds", "iterations"}
        return None if any(p.name in searching for p in maker.parameters) else 0.0

    def decide(self, record: str, kind: str, seed: int, seconds: float) -> Move:
        game = _game_of(Record.from_text(record))
        bot = make_bot(kind, seed)
        if self.bot_budget(kind) != 0 and hasattr(bot, "seconds"):  # a search: the cap
            own = bot.seconds
            bot.seconds = seconds if own is None else min(float(own), seconds)
        return decide(bot, game.state)

    # -- what a seat sees ---------------------------------------------------------------

    def legal_moves(self, game: Game, player: int, lang: str = "en") -> list[dict[str, Any]]:
        return views.legal_moves_json(game, player, lang)

    def observation(self, game: Game, player: int) -> dict[str, Any]:
        return views.view_json(game, player)

    def final_scores(self, game: Game) -> dict[str, Any]:
        return views.scores_json(game)

    def state(self, game: Game, player: int) -> dict[str, Any]:
        return views.game_fields(game, player)

    def picture(self, game: Game, player: int, lang: str = "en") -> str:
        return str(board(game.state, player=player, lang=lang, reveal=game.state.is_over))

    def narration(self, game: Game, player: int, since: int,
                  lang: str = "en") -> list[dict[str, object]]:
        return views.narration_of(game, player, since, lang=lang)

    def replay_page(self, game: Game, player: int | None, lang: str = "en") -> str:
        return seat_page(game, player, lang)


def _no_move(game: Game, player: int) -> StoreError:
    """The refusal of an ``id`` when ``player`` has no legal move: a 422 with the rule
    that refuses any move of the seat now (another is to act, VW3.1, VW3.5; the game
    is over, VW10), as for a move the rules refuse (a 400 should the rules refuse
    none)."""
    violation = explain(game.state, EndTurn(player))  # the seat acting now, whatever the move
    if violation is None:
        return refused(400, N_("id: {player} has no legal move now"), catalog=CATALOG,
                       player=f"P{player}")
    error = NoMove(422, f"id: P{player} has no legal move now: {violation.rule} "
                        f"{violation.reason}", violation.rule)
    error.speak = functools.partial(_no_move_said, player, violation.rule, violation.reason)
    return error


def _no_move_said(player: int, rule: str, reason: str, lang: str) -> str:
    """The words of :func:`_no_move` in ``lang``."""
    head = CATALOG.gettext(N_("id: {player} has no legal move now"), lang).format(
        player=f"P{player}")
    return f"{head}: {rule} {refusal_reason(reason, lang)}"


def _refusal(head: str, reason: str, lang: str) -> str:
    """A refused move's ``head`` (its notation and rule id) and the rules' ``reason``
    said in ``lang`` (:func:`vapor_willie.narration.refusals.refusal_reason`): the words
    of a 422."""
    return head + refusal_reason(reason, lang)


def _error(head: str, message: str, lang: str) -> str:
    """A field's ``head`` and an error of the library said in ``lang``: the words of a
    400."""
    return head + error_text(message, lang)


#: The games a worker process has read lately: the next decision of a game plays the
#: new moves of its record only.
_READ: collections.OrderedDict[tuple[object, object], Game] = collections.OrderedDict()
_KEEP = 256


def _game_of(record: Record) -> Game:
    """The game of ``record``, from the one read last time when it is a beginning of it."""
    key = (record.options, record.names)
    game = _READ.pop(key, None)
    moves = record.moves
    if game is not None:
        known = len(game.moves)
        if known <= len(moves) and game.moves == moves[:known]:
            try:
                for move in moves[known:]:
                    game.play(move)
            except VaporWillieError:
                game = None
        else:
            game = None
    if game is None:
        game = Game.from_record(record)
    _READ[key] = game
    while len(_READ) > _KEEP:
        _READ.popitem(last=False)
    return game


#: The Vapor Willie of ``vapor-willie serve`` (the default rulings).
VAPOR_WILLIE = VaporWillieWeb()
