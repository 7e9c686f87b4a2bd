"""Vanuatu as a game of the server of :mod:`tabletop.web`: :data:`VANUATU`, the
:class:`~tabletop.web.game.WebGame` that ``vanuatu serve`` runs on.

Each method is a thin shell over the library: a served game is a :class:`vanuatu.Game`
(without chance drawn by itself: the server plays it, the next outcome of the game's
:class:`~vanuatu.chance_order.ChanceOrder`, fixed from its seed and key), each seat
sees it through :func:`vanuatu.observe` (:mod:`vanuatu.web.views`, R9), the moves are
read in the notation or as action ids, and the bots are those of
:func:`vanuatu.bots.make_bot` (a served search thinks at most the server's cap: its
spec's ``seconds`` if fewer, its ``iterations`` if they end first).
"""

from __future__ import annotations

import collections
import functools
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from tabletop.web.errors import refused
from tabletop.web.game import ExtraPages, GamePage, NewGame
from tabletop.web.seats import shown_names
from tabletop.web.store import StoreError, Unreadable
from tabletop.web.text import is_move_text, shown, whole

from .. import action_ids
from ..bots import BOTS, Budget, decide, levels, make_bot
from ..chance_order import ChanceOrder
from ..describe.refusals import refusal_reason
from ..errors import BotError, IllegalMove, NotationError, VanuatuError
from ..game import Game
from ..moves import CHANCE, Move
from ..notation import parse_move
from ..options import Options
from ..records import Headers, Record
from ..rules.engine import explain, legal_moves
from ..svg import board as svg_board
from ..translation import N_, catalog
from ..version import GENERATOR
from ..viewer.html import page as replay_page
from . import pages, views
from .learn import LEARN_OPENAPI
from .options import parse_new_game

__all__ = ["VANUATU", "VanuatuWeb"]

#: The spec each level for people plays (:data:`vanuatu.bots.LEVELS`).
_LEVELS = {level.name: level.spec for level in levels()}


class VanuatuWeb:
    """Vanuatu (Second Edition) for :func:`tabletop.web.app.create_app`."""

    slug = "vanuatu"
    record_suffix = ".vnt"
    page: GamePage = attrs.evolve(pages.PAGE, learn="/learn")
    hint_bot = "heuristic"
    new_game_schema: Mapping[str, Any] = pages.NEW_GAME_SCHEMA
    state_schema: Mapping[str, Any] = pages.STATE_SCHEMA
    #: The OpenAPI paths of "Learn to play" (:meth:`extra_pages`).
    extra_openapi: Mapping[str, Any] = LEARN_OPENAPI

    def extra_pages(self, handlers: Any) -> ExtraPages:
        """"Learn to play": the page ``/learn`` and its API (:mod:`vanuatu.web.learn`)."""
        from .learn import extra_pages
        return extra_pages(handlers)

    # -- a new game and its record ------------------------------------------------

    def parse_new_game(self, body: Mapping[str, Any]) -> NewGame:
        options, seats, seed = parse_new_game(body)
        return NewGame(options, tuple(seats), seed)

    def new_game(self, new: NewGame, names: tuple[str, ...]) -> Game:
        assert isinstance(new.options, Options)
        headers = Headers(names=names, tags=(("Seed", str(new.seed)),
                                             ("Generator", GENERATOR)))
        setup = Game(options=new.options, seed=new.seed, headers=headers)
        return Game.from_record(setup.record)

    def load(self, path: Path) -> Game:
        return Game.from_record(Record.load(path))

    def record(self, game: Game, player: int | None, form: str) -> str:
        rec = game.record if player is None else views.masked_record(game, player)
        return rec.to_json() if form == "json" else rec.to_text()

    def names(self, game: Game) -> Sequence[str]:
        return game.record.headers.names

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
        return order.outcome(game.state)

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
                                  "action id), one of them"), catalog=catalog())
        if text is not None:
            if not is_move_text(text):
                raise refused(400, N_("move: expected the notation of a move (a short string "
                                      "of printable characters), not {text}"),
                              catalog=catalog(), text=shown(text))
            words = text.split()
            if words and not (words[0].startswith("P") and words[0][1:].isdigit()):
                text = f"P{player} {text}"  # "fish" for "P0 fish"
            try:
                return parse_move(text)
            except NotationError as e:
                error = Unreadable(400, f"move: {e}")
                error.speak = functools.partial(_refusal, "move: ", str(e))
                raise error from None
        if isinstance(ident, bool) or not isinstance(ident, int):
            raise refused(400, N_("id: expected an action id (a whole number), not {ident}"),
                          catalog=catalog(), ident=shown(ident))
        try:
            return action_ids.decode(ident, game.state, player, check=False)
        except VanuatuError as e:
            raise StoreError(400, f"id: {e}") from None

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
        return move in legal_moves(game.state, player)

    def think(self, game: Game, kind: str, seed: int) -> Callable[[], Move]:
        state, history = game.state, game.moves
        bot = make_bot(kind, seed)
        return lambda: decide(bot, state, history)

    def bot_budget(self, kind: str) -> float | None:
        try:
            name, params = BOTS.parse(kind)
            maker = BOTS.maker(name)
            values = maker.read(params)
            if name in _LEVELS:  # a level searches as its spec does, within the cap
                name, params = BOTS.parse(_LEVELS[name])
                maker = BOTS.maker(name)
                values = {}
        except BotError as e:
            error = StoreError(400, str(e))
            error.speak = functools.partial(_refusal, "", str(e))
            raise error from None
        if "seconds" in values:
            return float(values["seconds"])
        searching = {"seconds", "iterations", "simulations"}
        return None if any(p.name in searching for p in maker.parameters) else 0.0

    def decide(self, record: str, kind: str, seed: int, seconds: float) -> Move:
        game = _game_of(Record.from_text(record))
        bot = make_bot(kind, seed)
        budget = None
        if self.bot_budget(kind) != 0:  # a search: at most the cap
            own = getattr(bot, "seconds", None)
            capped = seconds if own is None else min(float(own), seconds)
            budget = Budget(getattr(bot, "iterations", None), capped)
        return decide(bot, game.state, game.moves, budget)

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
        last = next((m for m in reversed(game.moves) if m.player >= 0), None)
        return svg_board(game.state, player=player, size=None, last_move=last,
                         names=shown_names(game.record.headers.names, lang), lang=lang)

    def narration(self, game: Game, player: int, since: int,
                  lang: str = "en") -> list[dict[str, object]]:
        return views.narration_of(game, player, since, lang=lang)

    def replay_page(self, game: Game, player: int | None, lang: str = "en") -> str:
        # the whole record, drawn and told as the seat saw it (R9), as ``vanuatu view
        # --player`` does: the masked record's hidden tokens are no moves to play again
        return replay_page(game.record, player=player, lang=lang)


def _refusal(head: str, reason: str, lang: str) -> str:
    """A refused move's ``head`` (its notation and rule id, or the field) and the
    rules' ``reason`` said in ``lang``
    (:func:`vanuatu.describe.refusals.refusal_reason`): the words of a 422 or 400."""
    return head + refusal_reason(reason, lang)

#: The games a worker process has read lately, by their headers and options: the next
#: decision of a game plays the new moves of its record only, not all of them again.
_READ: collections.OrderedDict[tuple[object, object], Game] = collections.OrderedDict()
_KEEP = 256


def _game_of(record: Record) -> Game:
    """The game of ``record``, from the one read last time when it is a beginning of it."""
    key = (record.headers, record.options)
    try:
        hash(key)
    except TypeError:  # headers that cannot be a key: read the whole record
        return Game.from_record(record)
    game = _READ.pop(key, None)
    moves = record.moves
    if game is not None:
        known = len(game.moves)
        if known <= len(moves) and tuple(game.moves) == moves[:known]:
            try:
                for move in moves[known:]:
                    game.play(move)
            except VanuatuError:
                game = None
        else:
            game = None
    if game is None:
        game = Game.from_record(record)
    _READ[key] = game
    while len(_READ) > _KEEP:
        _READ.popitem(last=False)
    return game


#: The Vanuatu of ``vanuatu serve``.
VANUATU = VanuatuWeb()
