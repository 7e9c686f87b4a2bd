"""A mutable convenience wrapper around the pure rules: play moves (objects or
text), undo them, and let the draws be made from a
:class:`~vapor_willie.chance_order.ChanceOrder` fixed from a seed when the game is made.

>>> import vapor_willie as vw
>>> game = vw.Game(players=3, seed=7)
>>> game.state.step  # the draws are made; P0 keeps one of two objective cards (VW2.4)
Step(kind='keep', target=0, n=0, items=())
>>> [str(m) for m in game.legal_moves()]
['P0 keep O6', 'P0 keep O5']
>>> move = game.legal_moves()[0]
>>> game.play(move)
>>> game.undo() == move
True
"""

from __future__ import annotations

from .chance_order import ChanceOrder, cubes_drawn
from .errors import IllegalMove, OptionsError, RecordError
from .moves import CHANCE, Move
from .notation import parse_move
from .options import Options
from .records.record import Record
from .records.seat_names import check_names
from .rules.engine import apply, chance_outcomes, legal_moves, new_game
from .rules.scoring import FinalScores, final_scores
from .state import GameState

__all__ = ["Game"]


class Game:
    """A game in progress.

    ``Game(players=3, seed=7)`` starts the setup and makes its draws up to the first
    decision of a player; after every move, pending draws are made the same way
    (``auto_chance=False`` to play them yourself, e.g. when logging a game played at a
    table). The draws follow :attr:`chance_order`, made from the seed with
    :meth:`ChanceOrder.from_seed <vapor_willie.chance_order.ChanceOrder.from_seed>` (or
    the one given as ``chance_order``): the next objective or port card is the first of
    the shuffled pile still in it, and the k-th cube drawn comes from the k-th draw's
    place in the bag, so a move taken back (:meth:`undo`) and played again meets the
    same draws, and another move played instead meets the same cards.
    """

    def __init__(self, players: int | None = None, seed: int | None = None, *,
                 options: Options | None = None, auto_chance: bool = True,
                 names: tuple[str, ...] = (),
                 chance_order: ChanceOrder | None = None) -> None:
        if options is None:
            options = Options(players=3 if players is None else players)
        elif players is not None and players != options.players:
            raise OptionsError("give either options=Options(...) or players, not both")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise TypeError(f"Game(): seed must be an int or None, not {seed!r}")
        if not isinstance(names, (tuple, list)):
            raise TypeError(f"Game(): names must be a tuple of strings, not "
                            f"{type(names).__name__}")
        names = tuple(names)
        check_names(names, "Game(): names")
        self.options = options
        self.names = names
        self.auto_chance = auto_chance
        if chance_order is None:
            chance_order = ChanceOrder.from_seed(seed, options)
        elif not isinstance(chance_order, ChanceOrder):
            raise TypeError(f"Game(): chance_order must be a ChanceOrder or None, "
                            f"not {type(chance_order).__name__}")
        elif chance_order.options != options:
            raise OptionsError("Game(): the chance_order was made for other options")
        #: The draws of the game, fixed when it was made.
        self.chance_order = chance_order
        self._moves: list[Move] = []
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
        if self.auto_chance:
            self._resolve()

    def play_chance(self) -> Move:
        """Make the pending draw, the next of :attr:`chance_order`."""
        if not chance_outcomes(self.state):
            raise IllegalMove("draw", "VW12", "no draw is pending")
        move = self.chance_order.outcome(self.state, cubes_drawn(self._moves))
        self._states.append(apply(self.state, move))
        self._moves.append(move)
        return move

    def _resolve(self) -> None:
        while self.state.to_act == CHANCE:
            self.play_chance()

    def undo(self) -> Move:
        """Take back the last player move (with the draws made after it: played again,
        it meets them again) and return it."""
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
        del self._moves[last:]
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
