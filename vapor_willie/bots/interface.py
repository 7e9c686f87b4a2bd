"""What a bot is given -- a :class:`PlayerView`, what its player may see (VW12) --
and what it returns: one of the view's legal moves.

>>> import vapor_willie as vw
>>> from vapor_willie.bots import RandomBot, decide
>>> game = vw.Game(players=3, seed=7)
>>> view = view_for(game.state, game.state.to_act)
>>> view.player == game.state.to_act, len(view.legal_moves) > 0
(True, True)
>>> decide(RandomBot(seed=1), game.state) in view.legal_moves
True
"""

from __future__ import annotations

from typing import Protocol

import attrs

from ..errors import VaporWillieError
from ..moves import Move
from ..observe import Observation, observe
from ..rules.engine import explain, legal_moves
from ..state import GameState

__all__ = ["Bot", "BotError", "PlayerView", "check_choice", "decide", "view_for"]


class BotError(VaporWillieError, ValueError):
    """A bot cannot be made (an unknown name, a bad parameter) or did not give a legal
    move; the message is one line naming the bot."""


@attrs.frozen
class PlayerView:
    """Everything a bot may know when its player is to act: the player, the
    :func:`vapor_willie.observe` observation and the player's legal moves."""

    player: int
    observation: Observation
    legal_moves: tuple[Move, ...]

    @property
    def state(self) -> GameState:
        """The observed state (``observation.state``): hidden cards read ``"hidden"``."""
        return self.observation.state


class Bot(Protocol):
    """A player that chooses one of ``view.legal_moves`` from what its player sees."""

    name: str

    def choose(self, view: PlayerView) -> Move:
        """The move to play."""
        ...


def view_for(state: GameState, player: int) -> PlayerView:
    """The :class:`PlayerView` of ``player`` in ``state``."""
    if not isinstance(state, GameState):
        raise TypeError(f"view_for() needs a GameState, not {type(state).__name__}")
    moves = tuple(legal_moves(state)) if state.to_act == player else ()
    return PlayerView(player, observe(state, player), moves)


def check_choice(bot: object, state: GameState, move: object) -> None:
    """Raise :class:`BotError` unless ``move`` is legal in ``state``, naming the bot and
    the rule the move breaks."""
    name = getattr(bot, "name", type(bot).__name__)
    try:
        why = explain(state, move)  # type: ignore[arg-type]
    except TypeError as e:
        raise BotError(f"bot {name!r} returned {move!r:.80}, not a move: {e}") from None
    if why is not None:
        raise BotError(f"bot {name!r} returned an illegal move {move}: {why.rule} {why.reason}")


def decide(bot: Bot, state: GameState) -> Move:
    """Ask ``bot`` for the move of the player to act in ``state`` (it sees only that
    player's view); :class:`BotError` when no player is to act or the move is illegal."""
    if not isinstance(state, GameState):
        raise TypeError(f"decide() needs a GameState, not {type(state).__name__}")
    player = state.to_act
    if not 0 <= player < state.num_players:
        raise BotError(f"no player is to act: {'nobody' if state.is_over else 'chance'} is")
    move = bot.choose(view_for(state, player))
    check_choice(bot, state, move)
    return move
