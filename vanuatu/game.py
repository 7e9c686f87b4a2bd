"""A mutable convenience wrapper around the pure rules, in the style of
python-chess's ``Board``: play moves (objects or text), undo them, and let a
seeded random generator resolve the chance events.

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

import random
from typing import TYPE_CHECKING

import attrs

from .errors import IllegalMove, OptionsError, PositionError
from .moves import CHANCE, Move
from .notation import parse_move
from .options import Options
from .rules.engine import apply, chance_outcomes, legal_moves, new_game
from .rules.scoring import FinalScores, final_scores
from .state import GameState

if TYPE_CHECKING:
    from .headers import Headers
    from .record import Record

__all__ = ["Game"]


class Game:
    """A game in progress.

    ``Game(players=4, seed=7)`` sets up a game and resolves setup's chance
    events from the seed; after every move, pending chance events are resolved
    the same way (pass ``auto_chance=False`` to play them yourself, e.g. when
    logging a game played at a table).

    Attributes:
        headers: the :class:`~vanuatu.headers.Headers` kept in :attr:`record`
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
            from .headers import check_headers

            check_headers(headers, options)
        self.options = options
        self.seed = seed
        self.auto_chance = auto_chance
        self.headers = headers
        self._rng = random.Random(seed)
        self._moves: list[Move] = []
        # the generator's state before each move drawn from it (None: a move given by hand)
        self._drawn_from: list[object | None] = []
        self._states: list[GameState] = [new_game(options)]
        if auto_chance:
            self._resolve_chance()

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
        from .headers import Headers, check_headers
        from .position import from_position, to_position

        if isinstance(position, str):
            fields = position.split(" ")
            if len(fields) > 16 and ("?" in fields[16] or ":?/" in fields[6] + "/"):
                raise PositionError("a public position (rest tokens written '?', R9) is "
                                    "what one player sees and cannot be played")
            state = from_position(position, options)
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
        from .headers import Headers
        from .record import Record

        return Record(self.options, self.headers or Headers(), tuple(self._moves))

    def legal_moves(self) -> list[Move]:
        """The legal moves of the player to act (see :func:`vanuatu.legal_moves`)."""
        return legal_moves(self.state)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.is_over

    def play(self, move: Move | str) -> None:
        """Play a move (a move object or its notation); raises
        :class:`~vanuatu.IllegalMove` and leaves the game unchanged if it is illegal."""
        if isinstance(move, str):
            move = parse_move(move)
        self._states.append(apply(self.state, move))
        self._moves.append(move)
        self._drawn_from.append(None)
        if self.auto_chance:
            self._resolve_chance()

    def play_chance(self) -> Move:
        """Resolve the pending chance event from the seeded generator."""
        outs = chance_outcomes(self.state)
        if not outs:
            raise IllegalMove("chance", "R2", "no chance event is pending")
        before = self._rng.getstate()
        move = self._rng.choices([m for m, _ in outs], weights=[w for _, w in outs])[0]
        self._states.append(apply(self.state, move))
        self._moves.append(move)
        self._drawn_from.append(before)
        return move

    def _resolve_chance(self) -> None:
        while self.state.to_act == CHANCE:
            self.play_chance()

    def undo(self) -> Move:
        """Take back the last move and return it.

        With ``auto_chance`` the last *player* move is taken back together with
        the chance events resolved after it, and the seeded generator is rewound,
        so playing the same move again draws the same chance outcomes. Setup's
        chance events are never taken back that way.
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
        for rng_state in reversed(self._drawn_from[last:]):
            if rng_state is not None:
                self._rng.setstate(rng_state)  # type: ignore[arg-type]
        del self._moves[last:]
        del self._drawn_from[last:]
        del self._states[last + 1 :]
        return move

    def final_scores(self) -> FinalScores:
        """The R8 breakdown of the current state (see :func:`vanuatu.final_scores`)."""
        return final_scores(self.state)

    def __repr__(self) -> str:
        s = self.state
        return (
            f"<Game players={self.options.players} round={s.round} phase={s.phase.word} "
            f"moves={len(self._moves)}>"
        )
