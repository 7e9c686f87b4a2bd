"""The seats of ``vanuatu play --human``: bots made and asked through
:func:`vanuatu.bots.make_bot` and :func:`vanuatu.bots.decide` (which give a
bot only what its player may see), and what a human seat may see (R9)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from .. import BotError, GameState, Move, observe
from ..bots import Bot, decide, make_bot
from ..describe.refusals import refusal_reason
from .common import UsageError
from .words import language

__all__ = ["ask_bot", "new_bot", "public_state", "rest_holders"]


def new_bot(spec: str, seed: int, option: str = "--bots") -> Bot:
    """The bot of the spec ``spec`` (``random``, ``heuristic``...) seeded with
    ``seed``; a :class:`~vanuatu.cli.common.UsageError` naming ``option`` for a
    bad spec."""
    try:
        return make_bot(spec, seed)
    except BotError as e:
        raise UsageError(f"{option}: {refusal_reason(str(e), language())}") from None


def ask_bot(bot: Bot, state: GameState, history: Sequence[Move]) -> Move:
    """The move ``bot`` plays for the player to act in ``state``; the bot sees
    only that player's view (:func:`vanuatu.bots.view_for`)."""
    return decide(bot, state, history)


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
