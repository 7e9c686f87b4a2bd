"""The immutable game state.

A :class:`GameState` is a frozen attrs object made of tuples and smaller frozen
objects (:class:`PlayerState`, :class:`SpaceState`). Applying a move builds a
new state that shares every part that did not change, so keeping the whole
history of a game is cheap. States compare and hash by value, so bots may use
them as dictionary keys.

A state never holds anything nobody has seen yet: the order of the tile stack,
the demand pile and the tourist pile are not stored, only what they may still
contain (R9). The next draw is a chance event (:func:`vanuatu.chance_outcomes`).

Spaces are indices into ``options.components.spaces`` (``"q,r"`` names);
players are indices ``0 .. players-1``; goods are indices into
:data:`vanuatu.components.GOODS`.
"""

from __future__ import annotations

import enum
from typing import Any, TypeVar

import attrs

from tabletop.one_line import cut

from .components import ACTIONS, HUTS_PER_PLAYER
from .moves import CHANCE, ChanceEvent
from .options import Options

__all__ = ["NOBODY", "GameState", "Phase", "PlayerState", "SpaceState"]

#: ``to_act`` of a finished game.
NOBODY = -2
#: No marker on any action space (a count per :class:`~vanuatu.components.Action`).
NO_MARKERS: tuple[int, ...] = (0,) * len(ACTIONS)
#: :attr:`GameState.governed` of a player who has not moved a stack with the Governor.
NO_GOVERNED = -1
#: :attr:`GameState.first_player` before it is revealed at setup (R2.8).
NO_FIRST_PLAYER = -1
#: :attr:`PlayerState.boat` before the start tiles are placed (R2.7).
NO_BOAT = -1

#: ``TURN_ORDERS[players][first]``: the turn order starting with ``first`` (R3).
TURN_ORDERS = {
    n: tuple(tuple((f + i) % n for i in range(n)) for f in range(n)) for n in range(1, 7)
}


class Phase(enum.IntEnum):
    """Where the game is in its round (R3)."""

    SETUP = 0
    PREPARATION = 1
    NEUTRAL = 2
    CHARACTERS = 3
    PLANNING = 4
    ACTIONS = 5
    REST = 6
    OVER = 7

    @property
    def word(self) -> str:
        """The phase's name in lower case (``"planning"``)."""
        return self.name.lower()


class SetupStep(enum.IntEnum):
    """The steps of :attr:`Phase.SETUP` (R2), kept in :attr:`GameState.step`."""

    START_TILES = 0
    STACK = 1
    DEMAND = 2
    TOURISTS = 3
    FIRST_PLAYER = 4


class PreparationStep(enum.IntEnum):
    """The steps of :attr:`Phase.PREPARATION` (R3.1-R3.7, R10.3), kept in
    :attr:`GameState.step`."""

    DIE = 0
    TOURISTS = 1
    DEMAND = 2
    PLACEMENT = 3
    REVEAL = 4


#: The chance event each step of setup and of round preparation waits for.
SETUP_EVENTS: dict[int, ChanceEvent] = {
    SetupStep.START_TILES: ChanceEvent.START,
    SetupStep.STACK: ChanceEvent.TILE,
    SetupStep.DEMAND: ChanceEvent.DEMAND,
    SetupStep.TOURISTS: ChanceEvent.TOURIST,
    SetupStep.FIRST_PLAYER: ChanceEvent.FIRST,
}
PREPARATION_EVENTS: dict[int, ChanceEvent] = {
    PreparationStep.DIE: ChanceEvent.DIE,
    PreparationStep.TOURISTS: ChanceEvent.TOURIST,
    PreparationStep.DEMAND: ChanceEvent.DEMAND,
    PreparationStep.REVEAL: ChanceEvent.TILE,
}


def step_event(state: GameState) -> ChanceEvent | None:
    """The chance event the phase and step of ``state`` wait for (before the
    automatic steps have run), or ``None``."""
    ph, st = state.phase, state.step
    if ph == Phase.SETUP:
        return SETUP_EVENTS.get(st)
    if ph == Phase.PREPARATION:
        return PREPARATION_EVENTS.get(st)
    if ph == Phase.CHARACTERS and state.options.two_player and not state.offered:
        return ChanceEvent.CHARACTERS
    return None


_T = TypeVar("_T")


def _hash_cached_as_int(cls: type[_T]) -> type[_T]:
    """Keep the hash cached by ``attrs.frozen(cache_hash=True)`` as a plain
    ``int``: attrs wraps it in an ``int`` subclass (so that it is never pickled),
    which takes 64 bytes instead of 32. Pickling a slotted attrs class leaves the
    cache out and resets it when loading, so a plain ``int`` is as safe; a
    state held by a search saves 32 bytes per cached hash."""
    field = "_attrs_cached_hash"
    generated = cls.__hash__
    if field not in getattr(cls, "__slots__", ()):
        return cls  # nothing cached: nothing to change

    def __hash__(self: Any) -> int:
        cached: int | None = self._attrs_cached_hash
        if cached is None:
            cached = int(generated(self))
            object.__setattr__(self, field, cached)
        return cached

    __hash__.__doc__ = generated.__doc__
    cls.__hash__ = __hash__  # type: ignore[method-assign]
    return cls


@_hash_cached_as_int
@attrs.frozen(cache_hash=True, weakref_slot=False)
class SpaceState:
    """What lies on one board space (R1.3); the tile itself is in :attr:`GameState.board`."""

    #: Fish and treasure markers left on an ocean tile.
    fish: int = 0
    treasure: int = 0
    #: Goods cubes on an island as ``(kava, copra, beef)``.
    cubes: tuple[int, int, int] = (0, 0, 0)
    #: Owners of the huts on an island, in building order.
    huts: tuple[int, ...] = ()
    drawings: int = 0
    tourists: int = 0
    #: Rising Waters (R10.3): water markers, and the neighbouring spaces behind a dike.
    water: int = 0
    dikes: tuple[int, ...] = ()


@attrs.frozen(weakref_slot=False)
class PlayerState:
    """One player's pieces and holdings (R1.1, R1.9)."""

    vatus: int
    pp: int
    #: Space index of the sailboat.
    boat: int
    #: Fish and treasure tokens held, as sorted values.
    fish: tuple[int, ...] = ()
    treasures: tuple[int, ...] = ()
    huts_left: int = HUTS_PER_PLAYER
    #: The :class:`~vanuatu.components.Character` held (R3.8), or ``None``.
    character: str | None = None
    #: Whether the character's bonus may still be used this round (R3.9).
    bonus_ready: bool = False
    #: Markers on each action space, indexed by :class:`~vanuatu.components.Action`.
    markers: tuple[int, ...] = NO_MARKERS
    #: Markers still to be placed this round (R4.2).
    in_hand: int = 0
    #: The rest token kept face down this round (hidden, R9).
    rest_token: str | None = None

    @property
    def markers_on_board(self) -> int:
        """Markers of this player on the action spaces now."""
        return sum(self.markers)


@_hash_cached_as_int
@attrs.frozen(cache_hash=True)
class GameState:
    """The whole position of a game between two moves."""

    options: Options = attrs.field(repr=False)
    round: int
    phase: Phase
    #: Step within the phase: a :class:`SetupStep` or :class:`PreparationStep`, the
    #: seat in turn order (characters, neutral markers), ``pass * players + seat``
    #: (planning).
    step: int
    #: The player to move, :data:`~vanuatu.moves.CHANCE`, or :data:`NOBODY` when over.
    to_act: int
    #: The First Player (-1 until chosen at setup).
    first_player: int
    players: tuple[PlayerState, ...]
    #: Tile id on each space, ``None`` where the space is still empty (R1.2).
    board: tuple[str | None, ...]
    spaces: tuple[SpaceState, ...]
    #: The tiles on the Volcano, waiting to be placed (R2.2, R3.6).
    upcoming: tuple[str, ...] = ()
    #: How many tiles of the stack have been revealed.
    tiles_revealed: int = 0
    #: Displayed demand tiles top to bottom: ``(tile id, goods filled, sorted)``.
    demand_display: tuple[tuple[int, tuple[int, ...]], ...] = ()
    #: Demand tiles in the face-down pile (order unknown) and discarded.
    demand_pile: tuple[int, ...] = ()
    demand_discards: tuple[int, ...] = ()
    #: Values of the tourist tiles still face down, and the current tile.
    tourist_pile: tuple[int, ...] = ()
    tourist_tile: int | None = None
    tourists_waiting: int = 0
    fish_price: int = 3
    #: Rest tokens still available this round.
    rest_available: tuple[str, ...] = ()
    #: Two-player neutral markers per action space (R10.1).
    neutral: tuple[int, ...] = NO_MARKERS
    #: Bit set of action spaces resolved this round (R5.6 ruling).
    resolved: int = 0
    #: Characters offered this round and the round before (R10.1).
    offered: tuple[str, ...] = ()
    offered_before: tuple[str, ...] = ()
    #: Rising Waters (R10.3): performed actions left before the flood (None: no flood pending).
    flood_in: int | None = None
    #: Space the Governor moved a stack to, per player, this round (R10.1 tie privilege).
    governed: tuple[int, ...] = ()
    #: Defeat of all players (R10.3).
    defeat: bool = False

    # -- convenience ------------------------------------------------------

    @property
    def num_players(self) -> int:
        """How many players the game has."""
        return len(self.players)

    @property
    def is_chance(self) -> bool:
        """Whether the next move is a chance event."""
        return self.to_act == CHANCE

    @property
    def pending_chance(self) -> ChanceEvent | None:
        """The chance event to be revealed next (a :class:`~vanuatu.ChanceEvent`,
        equal to its word such as ``"tile"``), or ``None`` when a player (or
        nobody) is to act.

        >>> import vanuatu
        >>> state = vanuatu.new_game(vanuatu.Options(players=3))
        >>> state.pending_chance
        'start'
        >>> vanuatu.Game(players=3, seed=1).state.pending_chance is None
        True
        """
        return step_event(self) if self.to_act == CHANCE else None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (after round 8, or in defeat with Rising Waters)."""
        return self.phase == Phase.OVER

    def turn_order(self) -> tuple[int, ...]:
        """Players in turn order: the First Player, then clockwise (R3).

        Before the First Player is chosen (setup), player 0 comes first.
        """
        return TURN_ORDERS[len(self.players)][max(self.first_player, 0)]

    def space(self, name: str) -> SpaceState:
        """The :class:`SpaceState` of the space named ``"q,r"`` (a :class:`KeyError`
        naming it if there is none)."""
        return self.spaces[self._space_index(name)]

    def tile_at(self, name: str) -> str | None:
        """The tile id on the space named ``"q,r"`` (``None`` if empty; a
        :class:`KeyError` naming it if there is no such space)."""
        return self.board[self._space_index(name)]

    def _space_index(self, name: str) -> int:
        try:
            return self.options.components.space_index[name]
        except (KeyError, TypeError):
            raise KeyError(f"no space named {cut(repr(name), 40)} on the board (a space is named "
                           f"'q,r', such as {self.options.components.spaces[0]!r})") from None

    def space_name(self, index: int) -> str:
        """The ``"q,r"`` name of the space with index ``index``."""
        return self.options.components.spaces[index]
