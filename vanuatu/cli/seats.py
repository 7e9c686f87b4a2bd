"""Bots at the table of ``vanuatu play --human``: how to make one and ask it
for a move, and what a seat may see.

The bots are made and asked through ``vanuatu.bots.make_bot(spec, seed)`` and
``vanuatu.bots.decide(bot, state, history)`` where the bots module has them,
else through the registry :data:`vanuatu.bots.BOTS` and ``bot.choose(state)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from .. import bots
from ..moves import Move
from ..observe import observe
from ..state import GameState
from .common import UsageError

__all__ = ["bot_names", "decide", "make_bot", "public_state", "rest_holders"]


def bot_names() -> tuple[str, ...]:
    """The bot names the command line accepts."""
    names = getattr(bots, "BOT_NAMES", None) or getattr(bots, "BOTS", {})
    return tuple(names)


def make_bot(spec: str, seed: int) -> Any:
    """A bot for the name ``spec`` (``random``...) seeded with ``seed``."""
    maker = getattr(bots, "make_bot", None)
    if maker is not None:
        try:
            return maker(spec, seed)
        except (KeyError, ValueError) as e:
            raise UsageError(f"--bots: {e}") from None
    registry = getattr(bots, "BOTS", {})
    if spec not in registry:
        raise UsageError(f"--bots: unknown bot {spec!r} (one of {', '.join(registry)})")
    return registry[spec](seed)


def decide(bot: Any, state: GameState, history: Sequence[Move]) -> Move:
    """The move ``bot`` plays in ``state`` after the moves ``history``."""
    decider = getattr(bots, "decide", None)
    if decider is not None:
        move: Move = decider(bot, state, tuple(history))
        return move
    chosen: Move = bot.choose(state)
    return chosen


def public_state(state: GameState, player: int) -> GameState:
    """What ``player`` sees of ``state`` (R9), as a state: the other players'
    rest tokens removed, the available rest tokens only while ``player`` may
    choose one (see :func:`vanuatu.observe`)."""
    seen = observe(state, player).state
    return attrs.evolve(seen, players=tuple(
        p if i == player else attrs.evolve(p, rest_token=None)
        for i, p in enumerate(seen.players)))


def rest_holders(state: GameState, player: int) -> tuple[int, ...]:
    """The players other than ``player`` who hold a rest token face down (R9)."""
    held = getattr(observe(state, player), "rest_held", None)
    if held is None:
        held = tuple(p.rest_token is not None for p in state.players)
    return tuple(i for i, h in enumerate(held) if h and i != player)
