"""Chance fixed when the game is made, as at the table (VW2, VW12).

At a table the objective cards and the port cards are shuffled at setup, and whoever
plays, the next card is the one on top. A :class:`ChanceOrder` is that setup for a
seeded game: it fixes the order of the objective cards (dealt at setup, VW2.4, and drawn
later), of the port cards (VW8), the first player (VW2.6), and, for the cubes drawn from
the bag (VW2.2, VW5.6, VW7.2), the place in the bag of each draw in turn, so that
taking a move back (:meth:`vapor_willie.Game.undo`) and playing another one never shows
a different future where the bag and the piles are the same.

The order is kept *beside* the state, by whoever draws the chance
(:class:`vapor_willie.Game`, the server's games), never in the
:class:`~vapor_willie.GameState`: a state holds nothing nobody has seen, so
:func:`vapor_willie.observe` and the bots cannot read the future. A record holds the
draws as they were made; replaying it needs no order.

>>> import vapor_willie as vw
>>> order = ChanceOrder.from_seed(7, vw.Options(players=3))
>>> state = vw.new_game(order.options)
>>> order.outcome(state, 0) in [m for m, _ in vw.chance_outcomes(state)]
True
>>> game = vw.Game(players=3, seed=7)
>>> game.chance_order == order
True

Given the state at a draw, :meth:`ChanceOrder.outcome` yields:

==========================  ===================================================
draw                        outcome
==========================  ===================================================
a cube from the bag         the ``k``-th draw's place in the bag
                            (:attr:`~ChanceOrder.cubes`, a fraction of the bag
                            with the cubes counted kind by kind in the order of
                            the component data)
an objective card           the first card of :attr:`~ChanceOrder.objectives`
                            still in the pile drawn from
a port card                 the first card of :attr:`~ChanceOrder.ports` not
                            seen yet
the first player            :attr:`~ChanceOrder.first_player`
==========================  ===================================================
"""

from __future__ import annotations

import random
import secrets

import attrs

from tabletop.one_line import MOST_BITS, shown

from .moves import CHANCE, ChanceMove
from .options import Options
from .state import GameState

__all__ = ["CUBE_DRAWS", "ChanceOrder", "cubes_drawn"]

#: How many places in the bag an order fixes; the draws past them start again from the
#: first (a game draws far fewer).
CUBE_DRAWS = 1024
_SCALE = 2**32
_CUBE_STEPS = frozenset({"island", "restock", "cube", "rato"})


def cubes_drawn(moves: object) -> int:
    """How many of ``moves`` (a sequence of moves) drew a cube from the bag."""
    assert isinstance(moves, tuple | list)
    return sum(1 for m in moves if isinstance(m, ChanceMove) and m.event == "cube")


@attrs.frozen
class ChanceOrder:
    """Every draw of a game, fixed when the game is made (:meth:`from_seed`).

    Immutable and hashable; keep it beside the game, never in a state a player or a bot
    sees.
    """

    #: The seed the order was made from.
    seed: int
    #: The options of the game (the components, the player count).
    options: Options = attrs.field(repr=False)
    #: The objective cards, top first.
    objectives: tuple[str, ...]
    #: The port cards, top first.
    ports: tuple[str, ...]
    #: The first player (VW2.6).
    first_player: int
    #: For each draw from the bag in turn, its place in the bag, out of ``2**32``.
    cubes: tuple[int, ...] = attrs.field(repr=False)

    @classmethod
    def from_seed(cls, seed: int | None, options: Options, *,
                  key: str | int | None = None) -> ChanceOrder:
        """The order of a game with ``options`` from ``seed`` (``None``: a seed drawn at
        random) and the secret ``key`` (the seed when not given): a server that shows
        the seed keeps a key of its own, so that the seed does not tell the future.

        >>> import vapor_willie as vw
        >>> order = ChanceOrder.from_seed(1, vw.Options(players=2))
        >>> len(order.cubes), order.first_player in (0, 1)
        (1024, True)
        """
        if seed is None:
            seed = secrets.randbits(64)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"ChanceOrder.from_seed(): seed must be an int or None, "
                            f"not {seed!r:.40}")
        if not isinstance(options, Options):
            raise TypeError(f"ChanceOrder.from_seed() needs Options, not "
                            f"{type(options).__name__}")
        if key is not None and (isinstance(key, bool) or not isinstance(key, str | int)):
            raise TypeError(f"ChanceOrder.from_seed(): key must be a str, an int or None, "
                            f"not {key!r:.40}")
        for name, value in (("seed", seed), ("key", key)):
            if isinstance(value, int) and value.bit_length() > MOST_BITS:
                raise ValueError(f"ChanceOrder.from_seed(): {name} is {shown(value)}; a "
                                 f"seed or a key has at most {MOST_BITS} bits")
        secret = seed if key is None else key

        def rng(kind: str) -> random.Random:
            return random.Random(f"vapor willie chance order {secret!r} {kind}")

        c = options.components
        objectives = sorted(o.id for o in c.objective_cards)
        rng("objectives").shuffle(objectives)
        ports = sorted(p.id for p in c.port_cards)
        rng("ports").shuffle(ports)
        cube_rng = rng("cubes")
        return cls(seed=seed, options=options, objectives=tuple(objectives),
                   ports=tuple(ports),
                   first_player=rng("first").randrange(options.players),
                   cubes=tuple(cube_rng.randrange(_SCALE) for _ in range(CUBE_DRAWS)))

    def outcome(self, state: GameState, drawn: int) -> ChanceMove:
        """The outcome of the draw pending in ``state``, ``drawn`` cubes having been
        drawn from the bag before it in the game (:func:`cubes_drawn`): always one of
        :func:`vapor_willie.chance_outcomes`.

        :class:`ValueError` when no draw is pending, or when ``state`` is a game with
        other options than the order's.
        """
        if not isinstance(state, GameState):
            raise TypeError(f"ChanceOrder.outcome() needs a GameState, not "
                            f"{type(state).__name__}")
        if state.to_act != CHANCE or not state.queue:
            raise ValueError("no draw is pending: a player or nobody is to act")
        if state.options != self.options:
            raise ValueError("this chance order was made for a game with other options "
                             "(players, rulings or components)")
        kind = state.queue[0].kind
        if kind in _CUBE_STEPS:
            return ChanceMove("cube", (self._cube(state, drawn),))
        if kind in ("deal", "objective"):
            pile = set(state.undealt if kind == "deal" else state.objective_pile)
            return ChanceMove("objective", (next(x for x in self.objectives if x in pile),))
        if kind == "port":
            unseen = set(state.port_unseen)
            return ChanceMove("port", (next(x for x in self.ports if x in unseen),))
        return ChanceMove("first", (f"P{self.first_player % state.num_players}",))

    def _cube(self, state: GameState, drawn: int) -> str:
        """The cube at the ``drawn``-th draw's place in the bag."""
        total = sum(state.bag)
        place = self.cubes[drawn % len(self.cubes)] * total // _SCALE
        for cube, count in zip(state.options.components.cube_ids, state.bag, strict=True):
            if place < count:
                return cube
            place -= count
        raise ValueError("the bag is empty")  # pragma: no cover - no draw is pending then
