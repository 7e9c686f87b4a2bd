"""What a bot thinks of a position: its candidate moves, ranked, with values.

:func:`analyse` asks a bot for an :class:`Analysis` of a :class:`PlayerView`:
the moves it considered, best first, each with the bot's own value of it
(what it ranks by), the player's expected final PP after it (the evaluation of
:mod:`vanuatu.bots.evaluate`) and, for a search, how often it was visited. The
first candidate is the move the bot would choose: a bot seeded alike chooses
the same move as its analysis ranks first. This is what a hint at the table
and the blunder check of ``vanuatu analyse`` show.

>>> import vanuatu
>>> from vanuatu.bots import make_bot, view_for
>>> game = vanuatu.Game(players=3, seed=7)
>>> view = view_for(game.state, game.state.to_act, game.moves)
>>> analysis = analyse(make_bot("heuristic", seed=1), view)
>>> analysis.best == make_bot("heuristic", seed=1).choose(view)
True
>>> len(analysis.candidates) == len(view.legal_moves)
True

Bots that give an analysis have a method ``analyse(view) -> Analysis``
(the :class:`Analyst` protocol); :func:`analyse` refuses any other bot with a
:class:`~vanuatu.BotError`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Protocol, runtime_checkable

import attrs

from ..errors import BotError
from ..moves import Move
from .interface import Bot, PlayerView

__all__ = ["Analysis", "Analyst", "Candidate", "analyse"]


@attrs.frozen
class Candidate:
    """One move a bot considered.

    Attributes:
        move: the move.
        value: the bot's own value of the move, what it ranks by: the
            heuristic's score (its expected PP less a share of the best
            opponent's), the ISMCTS bot's mean reward (an estimated chance to
            come first, 0 to 1).
        pp: the player's expected final PP after the move
            (:mod:`vanuatu.bots.evaluate`; for a search, the mean at the end of
            its playouts).
        visits: how often a search visited the move (``None`` for a bot that
            does not search).
    """

    move: Move
    value: float
    pp: float
    visits: int | None = None


@attrs.frozen
class Analysis:
    """A bot's candidate moves for ``player``, best first (the first is the
    move the bot chooses); ``bot`` is the bot's name and ``iterations`` how
    many iterations a search ran (0 for a bot that does not search)."""

    player: int
    bot: str
    candidates: tuple[Candidate, ...]
    iterations: int = 0

    @property
    def best(self) -> Move:
        """The move the bot chooses: the first candidate's."""
        if not self.candidates:
            raise BotError(f"bot {self.bot!r} gave no candidate move for P{self.player}")
        return self.candidates[0].move

    def top(self, k: int) -> tuple[Candidate, ...]:
        """The ``k`` best candidates."""
        return self.candidates[:k]

    def find(self, move: Move) -> Candidate | None:
        """The candidate of ``move``, or ``None`` when the bot did not consider it."""
        for c in self.candidates:
            if c.move == move:
                return c
        return None

    def __iter__(self) -> Iterator[Candidate]:
        return iter(self.candidates)

    def __len__(self) -> int:
        return len(self.candidates)


@runtime_checkable
class Analyst(Protocol):
    """A bot that can say what it thinks of a position."""

    name: str

    def analyse(self, view: PlayerView) -> Analysis:
        """The ranked candidate moves of ``view``'s player."""
        ...


def analyse(bot: Bot, view: PlayerView) -> Analysis:
    """``bot``'s :class:`Analysis` of ``view``; a :class:`~vanuatu.BotError`
    for a bot without an ``analyse`` method."""
    method = getattr(bot, "analyse", None)
    if not callable(method):
        name = getattr(bot, "name", type(bot).__name__)
        raise BotError(f"bot {name!r} gives no analysis (the heuristic and ismcts bots do)")
    result = method(view)
    if not isinstance(result, Analysis):
        raise BotError(f"bot {bot.name!r}: analyse() returned {type(result).__name__}, "
                       "not an Analysis")
    return result


def ranked(moves: Sequence[Move], order: Sequence[int], values: Sequence[float],
           pps: Sequence[float], visits: Sequence[int] | None = None) -> tuple[Candidate, ...]:
    """Candidates sorted by value, highest first; equal values keep the
    tie-break ``order`` (a permutation of the indices of ``moves``)."""
    ranks = sorted(order, key=lambda i: -values[i])
    return tuple(Candidate(moves[i], values[i], pps[i], None if visits is None else visits[i])
                 for i in ranks)
