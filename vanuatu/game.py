"""A mutable convenience wrapper around the pure rules, in the style of
python-chess's ``Board``: play moves (objects or text), undo them, and let a
seeded :class:`~vanuatu.chance_order.ChanceOrder` resolve the chance events.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=7)
>>> game.state.phase.word, game.state.to_act == game.state.first_player
('characters', True)
>>> move = game.legal_moves()[0]
>>> game.play(move)
>>> game.undo() == move
True
"""

from __future__ import annotations

import attrs

from .chance_order import ChanceOrder
from .errors import IllegalMove, OptionsError
from .moves import CHANCE, ChanceMove, Move
from .notation import parse_move
from .options import Options
from .position import to_position
from .position.parse import playable_position
from .records.headers import Headers, check_headers
from .records.record import Record
from .records.restate import contradiction, restated
from .rules.engine import apply_with_forced, chance_outcomes, legal_moves, new_game
from .rules.scoring import FinalScores, final_scores
from .state import GameState

__all__ = ["Game"]


class Game:
    """A game in progress.

    ``Game(players=4, seed=7)`` sets up a game and resolves setup's chance
    events from the seed; after every move, pending chance events are resolved
    the same way (pass ``auto_chance=False`` to play them yourself, e.g. when
    logging a game played at a table).

    The seed fixes every chance outcome when the game is made, as setup does at
    a table: the tile stack, the demand and tourist piles, the First Player,
    the two-player offers and the Rising Waters rolls of each round
    (:attr:`chance_order`, a :class:`~vanuatu.chance_order.ChanceOrder` made
    with :meth:`ChanceOrder.from_seed <vanuatu.chance_order.ChanceOrder.from_seed>`,
    or the one given as ``chance_order``). The k-th tile, demand tile or
    tourist tile is the same whatever the players do, and a move taken back
    and replaced by another meets the same chance. The order is kept beside
    the states, never in them (R9).

    Attributes:
        headers: the :class:`~vanuatu.Headers` kept in :attr:`record`
            (names, event...), or ``None``.
    """

    def __init__(
        self,
        players: int | None = None,
        seed: int | None = None,
        *,
        options: Options | None = None,
        auto_chance: bool = True,
        headers: Headers | None = None,
        chance_order: ChanceOrder | None = None,
        **option_fields: object,
    ) -> None:
        if options is None:
            names = {f.name for f in attrs.fields(Options)} - {"players"}
            unknown = sorted(set(option_fields) - names)
            if unknown:
                raise OptionsError(
                    f"{unknown[0]}: not an option (options are: {', '.join(sorted(names))})"
                )
            options = Options(players=4 if players is None else players, **option_fields)  # type: ignore[arg-type]
        elif (players is not None and players != options.players) or option_fields:
            raise OptionsError(
                "give either options=Options(...) or players/option fields, not both"
            )
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise TypeError(f"Game(): seed must be an int or None, not {seed!r}")
        if not isinstance(auto_chance, bool):
            raise TypeError(f"Game(): auto_chance must be True or False, not {auto_chance!r}")
        if headers is not None:
            check_headers(headers, options)
        if chance_order is None:
            chance_order = ChanceOrder.from_seed(seed, options)
        elif not isinstance(chance_order, ChanceOrder):
            raise TypeError(f"Game(): chance_order must be a ChanceOrder or None, "
                            f"not {type(chance_order).__name__}")
        elif chance_order.options != options:
            raise OptionsError("Game(): the chance order was made for other options")
        self.options = options
        self.seed = seed
        self.auto_chance = auto_chance
        self.headers = headers
        self._chance_order = chance_order
        self._moves: list[Move] = []
        self._states: list[GameState] = [new_game(options)]
        # the chance outcomes applied by themselves after the last move, which a
        # reveal may restate
        self._forced: tuple[ChanceMove, ...] = ()
        if auto_chance:
            self._resolve_chance()

    @classmethod
    def from_record(cls, record: Record, to: int | None = None) -> Game:
        """A game (with ``auto_chance=False``) that has played the first ``to``
        moves of ``record`` (all of them by default), with its options and
        headers; a record with a ``Position`` header starts there
        (:meth:`from_position`).

        Raises :class:`~vanuatu.IllegalMove` at the first illegal move, and
        :class:`~vanuatu.RecordError` if ``to`` is not between 0 and the number
        of moves (and :class:`TypeError` for anything but a Record).

        >>> import vanuatu
        >>> record = vanuatu.Game(players=3, seed=1).record
        >>> game = Game.from_record(record, to=2)
        >>> len(game.moves), game.auto_chance
        (2, False)
        """
        if not isinstance(record, Record):
            hint = " (read a file with vanuatu.Record.load)" if isinstance(record, str) else ""
            raise TypeError(f"Game.from_record() needs a Record, not "
                            f"{type(record).__name__}{hint}")
        if record.headers.position:  # a game from a position (a Position header)
            game = cls.from_position(record.headers.position, options=record.options,
                                     auto_chance=False, headers=record.headers)
        else:
            game = cls(options=record.options, auto_chance=False, headers=record.headers)
        for move in record.first_moves(to):
            game.play(move)
        return game

    @classmethod
    def from_position(
        cls,
        position: GameState | str,
        seed: int | None = None,
        *,
        options: Options | None = None,
        auto_chance: bool = True,
        headers: Headers | None = None,
    ) -> Game:
        """A game that starts at ``position``: a state or a position string
        (:func:`vanuatu.from_position`; ``options`` only for custom components),
        for puzzles and test positions. Its :attr:`record` starts there too
        (the position is its header ``Position``, :attr:`Headers.position`)

        >>> import vanuatu
        >>> text = vanuatu.to_position(vanuatu.Game(players=3, seed=7).state)
        >>> puzzle = vanuatu.Game.from_position(text, seed=1)
        >>> puzzle.state == vanuatu.from_position(text)
        True
        >>> puzzle.play(puzzle.legal_moves()[0])
        >>> puzzle.record.headers.position == text
        True

        The public form of a position (``?`` for hidden rest tokens, R9) cannot
        be played.
        """
        if isinstance(position, str):
            state = playable_position(position, options)
            text = position.strip()
        elif isinstance(position, GameState):
            state = position
            text = to_position(state)
        else:
            raise TypeError(f"Game.from_position() needs a GameState or a position string, "
                            f"not {type(position).__name__}")
        game = cls(options=state.options, seed=seed, auto_chance=False)
        game._states = [state]
        game.headers = attrs.evolve(headers or Headers(), position=text)
        check_headers(game.headers, state.options)
        game.auto_chance = auto_chance
        if auto_chance:
            game._resolve_chance()
        return game

    @property
    def chance_order(self) -> ChanceOrder:
        """The :class:`~vanuatu.chance_order.ChanceOrder` the chance events are
        drawn from (:meth:`play_chance`): fixed when the game was made, kept
        by :meth:`undo`, and never part of a :attr:`state`."""
        return self._chance_order

    @property
    def state(self) -> GameState:
        """The current :class:`~vanuatu.GameState`."""
        return self._states[-1]

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move played so far, chance events included."""
        return tuple(self._moves)

    @property
    def states(self) -> tuple[GameState, ...]:
        """Every state of the game so far, the first one before setup's chance events."""
        return tuple(self._states)

    @property
    def record(self) -> Record:
        """The :class:`~vanuatu.Record` of the moves so far, with the game's
        options and headers."""
        return Record(self.options, self.headers or Headers(), tuple(self._moves))

    def legal_moves(self) -> list[Move]:
        """The legal moves of the player to act (see :func:`vanuatu.legal_moves`)."""
        return legal_moves(self.state)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.is_over

    def play(self, move: Move | str) -> None:
        """Play a move (a move object or its notation); raises
        :class:`~vanuatu.IllegalMove` and leaves the game unchanged if it is illegal.

        A ``reveal`` that restates a chance outcome the engine has just applied
        by itself (its only possible outcome) is accepted and changes nothing:
        it is not a move of the game, and :attr:`record` leaves it out. One
        that contradicts that outcome is refused (see
        :mod:`vanuatu.records.restate`).
        """
        if isinstance(move, str):
            move = parse_move(move)
        try:
            state, forced = apply_with_forced(self.state, move)
        except IllegalMove as e:
            used = restated(self._forced, move)
            if used:
                self._forced = self._forced[used:]
                return
            raise contradiction(self._forced, move) or e from None
        self._states.append(state)
        self._moves.append(move)
        self._forced = forced
        if self.auto_chance:
            self._resolve_chance()

    def play_chance(self) -> Move:
        """Resolve the pending chance event from :attr:`chance_order`."""
        if not chance_outcomes(self.state):
            raise IllegalMove("chance", "R2", "no chance event is pending")
        move = self._chance_order.outcome(self.state)
        state, forced = apply_with_forced(self.state, move)
        self._states.append(state)
        self._moves.append(move)
        self._forced = self._forced + forced
        return move

    def _resolve_chance(self) -> None:
        while self.state.to_act == CHANCE:
            self.play_chance()

    def undo(self) -> Move:
        """Take back the last move and return it.

        With ``auto_chance`` the last *player* move is taken back together with
        the chance events resolved after it. Setup's chance events are never
        taken back that way. The :attr:`chance_order` stays as it was, so the
        chance events met after the move taken back (the same move or another)
        are those the order fixed: undoing never shows a different future.
        """
        if self.auto_chance:
            last = max((i for i, m in enumerate(self._moves) if m.player != CHANCE), default=None)
            if last is None:
                raise IndexError("no player move to undo")
        elif not self._moves:
            raise IndexError("no move to undo")
        else:
            last = len(self._moves) - 1
        move = self._moves[last]
        del self._moves[last:]
        del self._states[last + 1 :]
        self._forced = ()
        return move

    def final_scores(self) -> FinalScores:
        """The R8 breakdown of the current state (see :func:`vanuatu.final_scores`)."""
        return final_scores(self.state)

    def _repr_svg_(self) -> str:
        """The public picture of the current position with the last move
        outlined (:func:`vanuatu.svg.board`), for Jupyter."""
        from .svg import board

        return board(self.state, last_move=self._moves[-1] if self._moves else None)

    def __repr__(self) -> str:
        s = self.state
        return (
            f"<Game players={self.options.players} round={s.round} phase={s.phase.word} "
            f"moves={len(self._moves)}>"
        )

