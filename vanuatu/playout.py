"""Random playouts: chance drawn with its probabilities, players moving
uniformly at random. For bots (Monte Carlo search), tests and benchmarks.

>>> import random
>>> import vanuatu
>>> rng = random.Random(7)
>>> state = vanuatu.new_game(vanuatu.Options(players=3))
>>> vanuatu.sample_chance(state, rng).event
'start'
>>> for state, move in vanuatu.random_playout(state, rng):
...     pass
>>> state.is_over, move is None
(True, True)
>>> len(vanuatu.final_scores(state).lines)
3
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from .moves import ChanceMove, Move
from .rules.checks import check_state
from .rules.engine import apply_unchecked, chance_outcomes, legal_moves
from .state import GameState

__all__ = ["random_playout", "sample_chance"]


def _check_rng(rng: object, verb: str) -> None:
    """Raise a clear :class:`TypeError` unless ``rng`` draws as a :class:`random.Random`."""
    if not all(callable(getattr(rng, name, None)) for name in ("choice", "choices")):
        raise TypeError(f"{verb}() needs a random.Random, not {type(rng).__name__}")


def sample_chance(state: GameState, rng: random.Random) -> ChanceMove:
    """The outcome of the pending chance event drawn from ``rng`` with its
    probability (:func:`vanuatu.chance_outcomes`); :class:`ValueError` when no
    chance event is pending.

    The same ``rng`` state always gives the same outcome, so a seeded playout
    is reproduced exactly (the setup of a seeded :class:`vanuatu.Game` is drawn
    this way; its later chance follows its
    :class:`~vanuatu.chance_order.ChanceOrder`).
    """
    outs = chance_outcomes(state)
    _check_rng(rng, "sample_chance")
    if not outs:
        raise ValueError(f"no chance event is pending: the game is in the "
                         f"{state.phase.word} phase with a player or nobody to act")
    return rng.choices([m for m, _ in outs], weights=[w for _, w in outs])[0]


def random_playout(
    state: GameState, rng: random.Random, *, max_moves: int | None = None
) -> Iterator[tuple[GameState, Move | None]]:
    """Play from ``state`` to the end of the game: chance events drawn with
    :func:`sample_chance`, every player decision a uniformly random legal move
    (free actions included), all from ``rng``.

    Yields ``(state, move)`` for every move played, ``state`` being the state
    the move is played in, and lastly ``(final state, None)``. With
    ``max_moves`` it stops after that many moves (the last pair is then the
    state reached, with ``None``, and that state need not be over).
    """
    check_state(state, "random_playout")
    _check_rng(rng, "random_playout")
    played = 0
    while not state.is_over and (max_moves is None or played < max_moves):
        if state.is_chance:
            move: Move = sample_chance(state, rng)
        else:
            move = rng.choice(legal_moves(state))
        yield state, move
        state = apply_unchecked(state, move)
        played += 1
    yield state, None
