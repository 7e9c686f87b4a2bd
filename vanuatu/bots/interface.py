"""The bot interface: what a bot is given (a :class:`PlayerView`) and what it
returns (a move).

A bot never sees the full :class:`~vanuatu.GameState`: :func:`view_for` hands it
what its player may see (R9) -- the :func:`~vanuatu.observe` observation, the
public history of the game, the player's legal moves -- and a :class:`Budget`
for its thinking.

>>> import vanuatu
>>> from vanuatu.bots import RandomBot, decide, view_for
>>> game = vanuatu.Game(players=3, seed=7)
>>> view = view_for(game.state, game.state.to_act, game.moves)
>>> view.player == game.state.to_act, len(view.legal_moves) > 0
(True, True)
>>> decide(RandomBot(seed=1), game.state, game.moves) in view.legal_moves
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

import attrs

from ..errors import BotError
from ..moves import ChanceMove, Move, Rest
from ..observe import Observation, observe
from ..rules.engine import explain, legal_moves
from ..state import GameState

__all__ = [
    "HIDDEN_TOKEN",
    "MAX_ITERATIONS",
    "MAX_SECONDS",
    "Bot",
    "Budget",
    "PlayerView",
    "check_choice",
    "decide",
    "public_history",
    "view_for",
]

#: The token of a :class:`~vanuatu.moves.Rest` move in a history while R9 hides it.
HIDDEN_TOKEN = "hidden"


#: The largest search budget of one decision: iterations, and seconds (an hour).
MAX_ITERATIONS = 10_000_000
MAX_SECONDS = 3600.0


def _check_iterations(_: object, attribute: attrs.Attribute[int | None], value: object) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                              or not 1 <= value <= MAX_ITERATIONS):
        raise BotError(f"Budget: iterations must be a whole number from 1 to {MAX_ITERATIONS} "
                       f"or None, not {value!r:.40}")


def _check_seconds(_: object, attribute: attrs.Attribute[float | None], value: object) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)
                              or not 0 < value <= MAX_SECONDS):
        raise BotError(f"Budget: seconds must be a number above 0 and at most {MAX_SECONDS:g} "
                       f"or None, not {value!r:.40}")


@attrs.frozen
class Budget:
    """How long a bot may think about one move: a number of iterations of its
    search, a time in seconds, both (whichever ends first) or neither (the bot's
    own default). Bots that do not search ignore it.

    >>> Budget(iterations=200)
    Budget(iterations=200, seconds=None)
    """

    iterations: int | None = attrs.field(default=None, validator=_check_iterations)
    seconds: float | None = attrs.field(default=None, validator=_check_seconds)


@attrs.frozen
class PlayerView:
    """Everything a bot may know when its player is to act (R9).

    Attributes:
        player: the player to act.
        observation: :func:`vanuatu.observe` of the position for ``player``.
        history: the moves of the game so far, chance events included, with what
            R9 hides from ``player`` masked: another player's rest token shows as
            :data:`HIDDEN_TOKEN` until it is revealed in Phase V (R5.9).
        legal_moves: the legal moves of ``player``, free actions included.
        budget: how long the bot may think.
    """

    player: int
    observation: Observation
    history: tuple[Move, ...]
    legal_moves: tuple[Move, ...]
    budget: Budget = Budget()

    @property
    def state(self) -> GameState:
        """The public state of the observation (``observation.state``)."""
        return self.observation.state


class Bot(Protocol):
    """A player that chooses a move from what its player may see.

    ``choose`` must return one of ``view.legal_moves``. A bot made with a seed
    should choose the same move for the same view (a time budget aside).
    """

    name: str

    def choose(self, view: PlayerView) -> Move:
        """The move to play, one of ``view.legal_moves``."""
        ...


def public_history(history: Iterable[Move], player: int) -> tuple[Move, ...]:
    """``history`` as ``player`` may see it (R9): another player's Rest move
    shows the token :data:`HIDDEN_TOKEN` until the round's Phase V reveals it,
    that is until a later chance event (the next round's first draw) follows it.

    >>> from vanuatu.moves import Rest
    >>> public_history([Rest(1, "first")], player=0)
    (Rest(player=1, token='hidden', bonus=False),)
    >>> public_history([Rest(1, "first")], player=1)
    (Rest(player=1, token='first', bonus=False),)
    """
    moves = tuple(history)
    last_chance = max((i for i, m in enumerate(moves) if isinstance(m, ChanceMove)), default=-1)
    return tuple(
        attrs.evolve(m, token=HIDDEN_TOKEN)
        if isinstance(m, Rest) and m.player != player and i > last_chance else m
        for i, m in enumerate(moves)
    )


def view_for(
    state: GameState,
    player: int,
    history: Iterable[Move] = (),
    budget: Budget = Budget(),
) -> PlayerView:
    """The :class:`PlayerView` of ``player`` in ``state``; ``history`` is the
    game's full list of moves (it is masked here)."""
    if not isinstance(state, GameState):
        raise TypeError(f"view_for() needs a GameState, not {type(state).__name__}")
    if not isinstance(budget, Budget):
        raise TypeError(f"view_for() needs a Budget, not {type(budget).__name__}")
    return PlayerView(
        player=player,
        observation=observe(state, player),
        history=public_history(history, player),
        legal_moves=tuple(legal_moves(state, player)),
        budget=budget,
    )


def decide(
    bot: Bot, state: GameState, history: Iterable[Move] = (), budget: Budget | None = None
) -> Move:
    """Ask ``bot`` for the move of the player to act in ``state``.

    Raises :class:`~vanuatu.BotError` when no player is to act (a chance event
    or the end of the game), or when the bot returns a move that is not legal
    (naming the rule it breaks); an exception raised by the bot itself passes
    through.
    """
    if not isinstance(state, GameState):
        raise TypeError(f"decide() needs a GameState, not {type(state).__name__}")
    player = state.to_act
    if not 0 <= player < state.num_players:
        who = "nobody" if state.is_over else "chance"
        raise BotError(f"no player is to act: {who} is, in the {state.phase.word} phase")
    view = view_for(state, player, history, Budget() if budget is None else budget)
    move = bot.choose(view)
    check_choice(bot, state, view, move)
    return move


def check_choice(bot: Bot, state: GameState, view: PlayerView, move: object) -> None:
    """Raise :class:`~vanuatu.BotError` unless ``move`` is one of
    ``view.legal_moves``, naming the bot and the rule the move breaks."""
    if move in view.legal_moves:
        return
    name = getattr(bot, "name", type(bot).__name__)
    try:
        why = explain(state, move)  # type: ignore[arg-type]
    except TypeError as e:
        raise BotError(f"bot {name!r} returned {move!r:.80}, not a move: {e}") from None
    reason = f"{why.rule} {why.reason}" if why else "not a move of this player"
    raise BotError(f"bot {name!r} returned an illegal move {move}: {reason}")
