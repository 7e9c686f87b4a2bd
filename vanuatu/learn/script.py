"""The game of the lesson: its seed, options, chance, bots and the learner's moves.

Everything but the learner's moves is fixed: chance comes from a
:class:`~vanuatu.chance_order.ChanceOrder` made from :data:`SEED`, and each bot
move is :data:`BOT`'s choice seeded with the number of moves played, so the
same moves always give the same game.
"""

from __future__ import annotations

from ..bots import decide, make_bot
from ..chance_order import ChanceOrder
from ..game import Game
from ..moves import CHANCE, Move
from ..notation import parse_move
from ..options import Options
from ..records import Headers

__all__ = ["BOT", "LEARNER", "OPTIONS", "SCRIPT", "SEED", "advance", "finish", "new_lesson_game",
           "script_moves"]

#: The seed of the setup and of the chance order.
SEED = 1
#: Three players: the learner and two bots.
OPTIONS = Options(players=3)
#: The learner's seat.
LEARNER = 0
#: The bot spec of the other seats (and of the learner's seat after the lesson).
BOT = "heuristic"
_KEY = "learn"

#: The learner's moves, in order: three rounds in which all nine actions are performed.
SCRIPT: tuple[str, ...] = (
    "P0 take guide", "P0 plan transport rest", "P0 plan sail draw", "P0 plan draw",
    "P0 sail 1,1 3", "P0 rest first", "P0 draw 0,0", "P0 transport 0,0 +bonus",
    "P0 place B2 -1,0", "P0 place A2 1,2",
    "P0 take builder", "P0 plan build explore", "P0 plan fish buy", "P0 plan sell",
    "P0 explore", "P0 build 0,0 +bonus", "P0 retrieve sell", "P0 fish", "P0 retrieve buy",
    "P0 take preacher", "P0 plan sell buy", "P0 plan explore rest", "P0 plan draw",
    "P0 sell 1", "P0 buy 0,0 copra", "P0 draw 1,2", "P0 rest point", "P0 explore",
)


def script_moves() -> tuple[Move, ...]:
    """The :data:`SCRIPT` as moves."""
    return tuple(parse_move(text) for text in SCRIPT)


def new_lesson_game() -> tuple[Game, ChanceOrder]:
    """The game after its setup, and its chance order."""
    headers = Headers(names=("You", "Bot A", "Bot B"), tags=(("Seed", str(SEED)),))
    game = Game(options=OPTIONS, seed=SEED, headers=headers)
    game = Game.from_record(game.record)
    return game, ChanceOrder.from_seed(SEED, OPTIONS, key=_KEY)


def _other(game: Game, order: ChanceOrder) -> None:
    state = game.state
    if state.to_act == CHANCE:
        game.play(order.outcome(state))
    else:
        game.play(decide(make_bot(BOT, len(game.moves)), state, game.moves))


def advance(game: Game, order: ChanceOrder) -> None:
    """Play chance and the bots until the learner is to act or the game is over."""
    while not game.state.is_over and game.state.to_act != LEARNER:
        _other(game, order)


def finish(game: Game, order: ChanceOrder) -> None:
    """Play the rest of the game, the learner's seat by :data:`BOT` too."""
    while not game.state.is_over:
        _other(game, order)
