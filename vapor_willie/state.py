"""The immutable game state (frozen attrs objects made of tuples).

A state never holds a draw nobody has seen (VW12): the bag is a tuple of cube
counts (in the order of ``options.components.cubes``), the objective pile and the
unseen port cards are sorted tuples. Pending effects are a queue of
:class:`Step` objects (VW3.5); the head says who acts next.
"""

from __future__ import annotations

import attrs

from .moves import CHANCE
from .options import Options

__all__ = ["NOBODY", "GameState", "PlayerState", "Step"]

#: ``to_act`` of a finished game.
NOBODY = -2


@attrs.frozen(cache_hash=True)
class Step:
    """A pending effect (VW3.5).

    ``kind`` is one of the chance steps ``island``, ``restock``, ``cube``, ``rato``,
    ``deal``, ``objective``, ``port``, ``first``; the player steps ``keep``,
    ``character``, ``overflow``, ``face``, ``return``, ``choice``, ``drift``,
    ``port-character``, ``moves``, ``offer``, ``answer``; or ``close`` (the port card
    is discarded). ``target`` is the player concerned, ``n`` a count or index (for
    ``offer``: how many players passed in a row), ``items`` the details of an offer
    to answer (its maker's seat, the bundle given, the bundle asked).
    """

    kind: str
    target: int = -1
    n: int = 0
    items: tuple[str, ...] = ()

    @property
    def actor(self) -> int:
        """Who makes the move that resolves the step (:data:`CHANCE` for draws)."""
        if self.kind in CHANCE_STEPS:
            return CHANCE
        return self.target


#: The steps resolved by a draw.
CHANCE_STEPS = frozenset({"island", "restock", "cube", "rato", "deal", "objective", "port",
                          "first"})


@attrs.frozen(cache_hash=True)
class PlayerState:
    """One player's boat card, character and objective cards."""

    #: Cubes on the boat card, counts by cube type.
    cubes: tuple[int, ...]
    silvos: int
    character: str | None = None
    #: Unfulfilled objective cards (hidden from the others, VW9.2), sorted.
    objectives: tuple[str, ...] = ()
    #: Fulfilled objective cards, in the order fulfilled.
    fulfilled: tuple[str, ...] = ()
    #: Objective cards or cubes drawn and being chosen from (VW2.4, VW7.2, VW7.4).
    hand: tuple[str, ...] = ()
    extension_placed: bool = False


@attrs.frozen(cache_hash=True)
class GameState:
    """The whole position of a game between two moves."""

    options: Options = attrs.field(repr=False)
    players: tuple[PlayerState, ...]
    #: The point of the boat.
    boat: str
    #: The cube on each island (``None``: none), in data order.
    islands: tuple[str | None, ...]
    bag: tuple[int, ...]
    #: Characters on the table, in data order.
    table: tuple[str, ...]
    #: Cubes adrift: sorted ``(point, cube)`` pairs, one per cube.
    drifting: tuple[tuple[str, str], ...] = ()
    #: New island cubes drawn during a restock (VW5.6).
    staged: tuple[str, ...] = ()
    #: Extension boards placed, ``(board, mouth)``, and those turned over.
    extensions: tuple[tuple[str, str], ...] = ()
    flipped: tuple[str, ...] = ()
    objective_pile: tuple[str, ...] = ()
    #: Objective cards not dealt yet (setup) or never dealt (the box).
    undealt: tuple[str, ...] = ()
    port_unseen: tuple[str, ...] = ()
    port_discard: tuple[str, ...] = ()
    open_port: str | None = None
    #: The player whose turn it is (-1 during setup) and the first player.
    current: int = -1
    first_player: int = -1
    round: int = 0
    #: Actions taken this turn (VW3.2), the point the first move left (VW3.3), the
    #: last action (VW7.5).
    actions: tuple[str, ...] = ()
    left_from: str | None = None
    last_action: str | None = None
    queue: tuple[Step, ...] = ()
    #: Cubes cashed this turn, ``(point, cube)`` (VW6.2 option ``cash-back=closed``:
    #: they stay adrift until the end of the turn).
    cashed: tuple[tuple[str, str], ...] = ()
    #: The face of the river board in play (``""``: the face of the options); the
    #: ``turn-boards=any`` option of VW5.8 turns it over.
    river_face: str = ""
    #: Offers made (counter-offers included) by each player since the open port was
    #: opened (VW8.3); ``()`` when no port is open.
    offers: tuple[int, ...] = ()
    #: Why the game ended (``""`` while it goes on): ``"the-end"``, ``"bag"``, ``"rounds"``.
    ended: str = ""

    @property
    def num_players(self) -> int:
        """How many players the game has."""
        return len(self.players)

    @property
    def river(self) -> str:
        """The id of the river board face in play (VW2.1, VW5.8)."""
        return self.river_face or self.options.river

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (VW10)."""
        return bool(self.ended)

    @property
    def to_act(self) -> int:
        """The player to move, :data:`~vapor_willie.moves.CHANCE`, or :data:`NOBODY`."""
        if self.ended:
            return NOBODY
        if self.queue:
            return self.queue[0].actor
        return self.current

    @property
    def is_chance(self) -> bool:
        """Whether the next move is a draw."""
        return self.to_act == CHANCE

    @property
    def step(self) -> Step | None:
        """The pending step (VW3.5), or ``None`` when the player to act chooses freely."""
        return self.queue[0] if self.queue and not self.ended else None

    def cube_count(self) -> int:
        """All cubes in the game, wherever they are (conserved, VW1.2)."""
        return (sum(self.bag) + sum(1 for c in self.islands if c) + len(self.drifting)
                + len(self.staged) + sum(sum(p.cubes) for p in self.players)
                + sum(len(p.hand) for p in self.players if self.hand_is_cubes(p)))

    def hand_is_cubes(self, player: PlayerState) -> bool:
        """Whether a hand holds cubes (the Rato) rather than objective cards."""
        return bool(player.hand) and player.hand[0] in self.options.components.cube_ids
