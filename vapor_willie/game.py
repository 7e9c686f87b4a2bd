"""A mutable convenience wrapper around the pure rules: play moves (objects or
text), undo them, and let a seeded generator make the draws.

>>> import vapor_willie as vw
>>> game = vw.Game(players=3, seed=7)
>>> game.state.step  # the draws are made; P0 keeps one of two objective cards (VW2.4)
Step(kind='keep', target=0, n=0, items=())
>>> [str(m) for m in game.legal_moves()]
['P0 keep O3', 'P0 keep O1']
>>> move = game.legal_moves()[0]
>>> game.play(move)
>>> game.undo() == move
True
"""

from __future__ import annotations

import random

from .errors import IllegalMove, OptionsError, RecordError
from .moves import CHANCE, Move
from .notation import parse_move
from .options import Options
from .records.record import Record
from .rules.engine import apply, chance_outcomes, legal_moves, new_game
from .rules.scoring import FinalScores, final_scores
from .state import GameState

__all__ = ["Game"]


class Game:
    """A game in progress.

    ``Game(players=3, seed=7)`` starts the setup and makes its draws from the seed up
    to the first decision of a player; after every move, pending draws are made the same
    way (``auto_chance=False`` to
    play them yourself, e.g. when logging a game played at a table).
    """

    def __init__(self, players: int | None = None, seed: int | None = None, *,
                 options: Options | None = None, auto_chance: bool = True,
                 names: tuple[str, ...] = ()) -> None:
        if options is None:
            options = Options(players=3 if players is None else players)
        elif players is not None and players != options.players:
            raise OptionsError("give either options=Options(...) or players, not both")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise TypeError(f"Game(): seed must be an int or None, not {seed!r}")
        self.options = options
        self.names = names
        self.auto_chance = auto_chance
        self._rng = random.Random(seed)
        self._moves: list[Move] = []
        self._drawn: list[object | None] = []
        self._states: list[GameState] = [new_game(options)]
        if auto_chance:
            self._resolve()

    @property
    def state(self) -> GameState:
        """The current :class:`~vapor_willie.GameState`."""
        return self._states[-1]

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move played so far, draws included."""
        return tuple(self._moves)

    @property
    def record(self) -> Record:
        """The :class:`~vapor_willie.Record` of the moves so far."""
        return Record(self.options, tuple(self._moves), self.names)

    @property
    def states(self) -> tuple[GameState, ...]:
        """Every state of the game so far, the first one before setup's draws."""
        return tuple(self._states)

    @classmethod
    def from_record(cls, record: Record, to: int | None = None) -> Game:
        """A game (with ``auto_chance=False``) that has played the first ``to`` moves
        of ``record`` (all by default), with its options and names.

        Raises :class:`~vapor_willie.IllegalMove` at the first illegal move and
        :class:`~vapor_willie.RecordError` if ``to`` is not between 0 and the number of
        moves.

        >>> import vapor_willie as vw
        >>> played = vw.Game(players=2, seed=3)
        >>> again = vw.Game.from_record(played.record)
        >>> again.state == played.state and len(again.states) == len(played.moves) + 1
        True
        """
        if not isinstance(record, Record):
            raise TypeError(f"Game.from_record() needs a Record, not {type(record).__name__}")
        total = len(record.moves)
        if to is None:
            to = total
        if isinstance(to, bool) or not isinstance(to, int) or not 0 <= to <= total:
            raise RecordError(f"to: {to!r} is not between 0 and the record's {total} moves")
        game = cls(options=record.options, auto_chance=False, names=record.names)
        for move in record.moves[:to]:
            game.play(move)
        return game

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """The legal moves of the player to act (or of ``player``, see
        :func:`vapor_willie.legal_moves`)."""
        return legal_moves(self.state, player)

    def is_over(self) -> bool:
        """Whether the game has ended (VW10)."""
        return self.state.is_over

    def play(self, move: Move | str) -> None:
        """Play a move (object or notation); raises :class:`~vapor_willie.IllegalMove`
        and leaves the game unchanged if it is illegal."""
        if isinstance(move, str):
            move = parse_move(move)
        self._states.append(apply(self.state, move))
        self._moves.append(move)
        self._drawn.append(None)
        if self.auto_chance:
            self._resolve()

    def play_chance(self) -> Move:
        """Make the pending draw from the seeded generator."""
        outs = chance_outcomes(self.state)
        if not outs:
            raise IllegalMove("draw", "VW12", "no draw is pending")
        before = self._rng.getstate()
        move = self._rng.choices([m for m, _ in outs], weights=[w for _, w in outs])[0]
        self._states.append(apply(self.state, move))
        self._moves.append(move)
        self._drawn.append(before)
        return move

    def _resolve(self) -> None:
        while self.state.to_act == CHANCE:
            self.play_chance()

    def undo(self) -> Move:
        """Take back the last player move (with the draws made after it, rewinding the
        generator) and return it."""
        if self.auto_chance:
            last = max((i for i, m in enumerate(self._moves) if m.player != CHANCE),
                       default=None)
            if last is None:
                raise IndexError("no player move to undo")
        elif not self._moves:
            raise IndexError("no move to undo")
        else:
            last = len(self._moves) - 1
        move = self._moves[last]
        for rng_state in reversed(self._drawn[last:]):
            if rng_state is not None:
                self._rng.setstate(rng_state)  # type: ignore[arg-type]
        del self._moves[last:]
        del self._drawn[last:]
        del self._states[last + 1:]
        return move

    def final_scores(self) -> FinalScores:
        """The VW11 score of the current state."""
        return final_scores(self.state)

    def _repr_svg_(self) -> str:
        """The board of the current position (:func:`vapor_willie.svg.board`), drawn by
        notebooks."""
        from .svg import board

        return board(self.state)

    def __repr__(self) -> str:
        s = self.state
        return f"<Game players={self.options.players} round={s.round} moves={len(self._moves)}>"
