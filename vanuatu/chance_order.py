"""Chance fixed when the game is made, as at the table (R2, R9).

At a table every chance outcome is settled at setup: the tile stack is built
(R2.2), the demand and tourist piles are shuffled (R2.3, R2.4), the First
Player is chosen (R2.8). Whatever the players do, the next tile is the one on
top of the stack. A :class:`ChanceOrder` is that setup for a seeded game: it
fixes the order of each pile, the two-player character offer of each round
(R10.1) and the Rising Waters roll of each round (R10.3), so that the k-th
event of each kind meets the same outcome whatever the players do, and taking
a move back (:meth:`vanuatu.Game.undo`) and playing another one never shows a
different future.

The order is kept *beside* the state, by whoever draws the chance
(:class:`vanuatu.Game`, the server's games, the arena through ``Game``), and
never in the :class:`~vanuatu.GameState`: a state still holds nothing nobody
has seen (R9), so :func:`vanuatu.observe` and the bots cannot read the future.
A record holds the chance moves as they were played; replaying it needs no
order.

>>> import vanuatu
>>> order = ChanceOrder.from_seed(7, vanuatu.Options(players=3))
>>> order.stack
('A1', 'B2', 'C1', 'D2', 'E1', 'F1', 'A2', 'B1', 'C2', 'D1', 'E2', 'F2')
>>> state = vanuatu.new_game(order.options)
>>> order.outcome(state) in [m for m, _ in vanuatu.chance_outcomes(state)]
True
>>> game = vanuatu.Game(options=order.options, seed=7)
>>> game.chance_order == order, game.state.upcoming == order.stack[:2]
(True, True)

Given the state at a chance event, :meth:`ChanceOrder.outcome` yields:

==========================  ===================================================
event                       outcome
==========================  ===================================================
start tiles (R2.1)          :attr:`~ChanceOrder.start`
stack tile (R2.2, R3.7)     the first tile of :attr:`~ChanceOrder.stack`, from
                            the position the stack has reached, that is still
                            possible (the other tile of the letter otherwise)
demand tile (R2.3, R3.3)    the next tile of :attr:`~ChanceOrder.demand`; a
                            pile that is not what is left of that first pile
                            (the discards shuffled into a new one, R3.3) is
                            drawn in the order of
                            :attr:`~ChanceOrder.demand_reshuffled`
tourist tile (R2.4, R3.2)   the next value of :attr:`~ChanceOrder.tourists`
                            still in the pile
First Player (R2.8)         :attr:`~ChanceOrder.first_player`
offer (R10.1)               the first five characters of the round's ranking
                            (:attr:`~ChanceOrder.offers`) that may be offered
die (R10.3)                 the roll of the round (:attr:`~ChanceOrder.die`)
==========================  ===================================================

Each rule follows the fixed order where the state allows it and always gives
one of :func:`vanuatu.chance_outcomes`. A state the order does not fit (a
position made by hand, other components) falls back to a draw among the
possible outcomes with their probabilities, from a generator keyed on the
order's seed and the event's situation (the round, the phase, the step and
the possible outcomes), so the same situation always meets the same outcome.

Which outcomes the players may meet depends on their moves only where the
rules make it so: a reshuffled demand pile holds the tiles the players
discarded (a second reshuffle in one game, which takes many completed tiles,
is drawn in the same order as the first), and a round whose flood is still
pending rolls no die (R10.3).
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TypeVar

import attrs

from tabletop.one_line import MOST_BITS, shown

from .moves import CHANCE, ChanceEvent, ChanceMove
from .options import Options
from .playout import sample_chance
from .rules.chance import (
    EVENTS,
    OFFERED,
    chance_outcomes,
    is_outcome,
    next_stack_tiles,
    offer_eligible,
)
from .rules.chance.die import DIE_FACES
from .rules.engine import apply_with_forced, new_game
from .state import GameState

__all__ = ["ChanceOrder"]

_T = TypeVar("_T")


@attrs.frozen
class ChanceOrder:
    """Every chance outcome of a game, fixed when the game is made.

    Made with :meth:`from_seed`; the fields are the orders themselves (each
    pile top first). Immutable and hashable; keep it beside the game, never in
    a state a player or a bot sees.
    """

    #: The seed the order was made from.
    seed: int
    #: The options of the game (the components, the player count).
    options: Options = attrs.field(repr=False)
    #: The start tiles on the start spaces, in their order (R2.1).
    start: tuple[str, ...]
    #: The tile stack, top first (R2.2).
    stack: tuple[str, ...]
    #: The demand pile, top first (R2.3).
    demand: tuple[int, ...]
    #: The order in which a pile of discards shuffled into a new one is drawn (R3.3).
    demand_reshuffled: tuple[int, ...]
    #: The tourist pile, top first, after the removal of R1.6 (R2.4).
    tourists: tuple[int, ...]
    #: The First Player (R2.8).
    first_player: int
    #: For each round from round 1, a ranking of every character: the offer
    #: of the round with two players is the first five that may be offered (R10.1).
    offers: tuple[tuple[str, ...], ...]
    #: For each round from round 1, the face a roll of the die shows (R10.3).
    die: tuple[int, ...]

    @classmethod
    def from_seed(cls, seed: int | None, options: Options, *,
                  key: str | int | None = None) -> ChanceOrder:
        """The order of a game with ``options`` and ``seed`` (``None``: a seed
        drawn at random).

        Setup's outcomes, and the first offer with two players, are those a
        :class:`random.Random` seeded with ``seed`` draws in turn
        (:func:`vanuatu.sample_chance`), so a seed deals the same setup as it
        always did; the rest of each pile, the offers of
        the later rounds and the rolls are shuffled from ``key`` (the seed when
        not given). A server that shows the seed keeps a secret key, so that
        the seed does not tell the future.

        >>> import vanuatu
        >>> order = ChanceOrder.from_seed(1, vanuatu.Options(players=3))
        >>> len(order.stack), sorted(order.demand) == list(range(1, 11)), len(order.die)
        (12, True, 8)
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
        start, drawn, rolls = _setup_draws(seed, options)
        secret = seed if key is None else key

        def rng(kind: str) -> random.Random:
            return random.Random(f"vanuatu chance order {secret!r} {kind}")

        c = options.components
        tiles = drawn.get(ChanceEvent.TILE, [])
        demand = drawn.get(ChanceEvent.DEMAND, [])
        tourists = drawn.get(ChanceEvent.TOURIST, [])
        first = drawn.get(ChanceEvent.FIRST, [])
        offered = drawn.get(ChanceEvent.CHARACTERS, [])
        order_start = drawn[ChanceEvent.START][0] if ChanceEvent.START in drawn else None
        if not isinstance(order_start, tuple):
            order_start = tuple(_shuffled(c.start_ocean_tiles, rng("start")))
        characters = tuple(c.characters)
        offers = []
        offer_rng = rng("offers")
        for r in range(c.rounds):
            ranking = _shuffled(characters, offer_rng)
            if r == 0 and offered and isinstance(offered[0], tuple):
                ranking = _after(offered[0], ranking)
            offers.append(tuple(ranking))
        die_rng = rng("die")
        die = [die_rng.choice(DIE_FACES) for _ in range(c.rounds)]
        for r, face in rolls:
            if 1 <= r <= len(die):
                die[r - 1] = face
        first_rng = rng("first")
        return cls(
            seed=seed,
            options=options,
            start=order_start,
            stack=_stack(options, [t for t in tiles if isinstance(t, str)], rng("stack")),
            demand=tuple(_after([d for d in demand if isinstance(d, int)],
                                _shuffled(start.demand_pile, rng("demand")))),
            demand_reshuffled=tuple(_shuffled(start.demand_pile, rng("demand reshuffled"))),
            tourists=_tourists(start.tourist_pile, [t for t in tourists if isinstance(t, int)],
                               rng("tourists")),
            first_player=(first[0] if first and isinstance(first[0], int)
                          else first_rng.randrange(options.players)),
            offers=tuple(offers),
            die=tuple(die),
        )

    def outcome(self, state: GameState) -> ChanceMove:
        """The outcome of the chance event pending in ``state`` (see the
        table above): always one of :func:`vanuatu.chance_outcomes`.

        :class:`ValueError` when no chance event is pending, or when ``state``
        is a game with other options than the order's.
        """
        if not isinstance(state, GameState):
            raise TypeError(f"ChanceOrder.outcome() needs a GameState, not "
                            f"{type(state).__name__}")
        event = state.pending_chance if state.to_act == CHANCE else None
        if event is None:
            raise ValueError(f"no chance event is pending: the game is in the "
                             f"{state.phase.word} phase with a player or nobody to act")
        if state.options != self.options:
            raise ValueError("this chance order was made for a game with other options "
                             "(players, variants or components)")
        move = self._follow(state, ChanceEvent(event))
        if move is not None and is_outcome(state, move):
            return move
        return self._drawn(state, event)

    def _follow(self, state: GameState, event: ChanceEvent) -> ChanceMove | None:
        """The outcome the fixed order gives, or ``None`` where it gives none."""
        found: object = None
        if event == ChanceEvent.START:
            found = self.start
        elif event == ChanceEvent.TILE:
            found = _first_in(self.stack, state.tiles_revealed, set(next_stack_tiles(state)))
        elif event == ChanceEvent.DEMAND:
            pile = set(state.demand_pile)
            k = len(self.demand) - len(pile)
            if 0 <= k < len(self.demand) and pile == set(self.demand[k:]):
                found = self.demand[k]  # what is left of the first pile
            else:  # the discards shuffled into a new pile (R3.3), or a made-up position
                tile: int | None = _first_in(self.demand_reshuffled, 0, pile)
                found = tile
        elif event == ChanceEvent.TOURIST:
            value: int | None = _first_in(
                self.tourists, len(self.tourists) - len(state.tourist_pile),
                set(state.tourist_pile))
            found = value
        elif event == ChanceEvent.FIRST:
            found = self.first_player
        elif event == ChanceEvent.CHARACTERS:
            if 1 <= state.round <= len(self.offers):
                eligible = offer_eligible(state)
                wanted = min(OFFERED, len(eligible))
                offer = tuple(ch for ch in self.offers[state.round - 1] if ch in eligible)
                found = offer[:wanted] if len(offer) >= wanted else None
        elif event == ChanceEvent.DIE and 1 <= state.round <= len(self.die):
            found = self.die[state.round - 1]
        if found is None or not isinstance(found, tuple | str | int):
            return None
        return ChanceMove(event, found)

    def _drawn(self, state: GameState, event: str) -> ChanceMove:
        """The fallback: a draw among the possible outcomes with their
        probabilities, keyed on the seed and the event's situation."""
        outs = chance_outcomes(state)
        situation = (f"{self.seed} {event} {state.round} {state.phase.word} {state.step} "
                     f"{[m.outcome for m, _ in outs]}")
        rng = random.Random(f"vanuatu chance fallback {situation}")
        return rng.choices([m for m, _ in outs], weights=[w for _, w in outs])[0]


# -- making an order ---------------------------------------------------------


def _setup_draws(
    seed: int, options: Options
) -> tuple[GameState, dict[str, list[object]], list[tuple[int, int]]]:
    """The state before setup, and the outcomes that ``random.Random(seed)``
    draws in turn: setup's, and the first offer with two players (R10.1), by
    event, the single outcomes applied by themselves included (and the die's
    as ``(round, face)``)."""
    start = new_game(options)
    state = start
    rng = random.Random(seed)
    drawn: dict[str, list[object]] = {}
    rolls: list[tuple[int, int]] = []
    while state.to_act == CHANCE:
        move = sample_chance(state, rng)
        before = state.round
        state, forced = apply_with_forced(state, move)
        for m in (move, *forced):
            if m.event == ChanceEvent.DIE and isinstance(m.outcome, int):
                rolls.append((before, m.outcome))
            else:
                drawn.setdefault(m.event, []).append(m.outcome)
    if (options.two_player and options.characters and ChanceEvent.CHARACTERS not in drawn
            and state.round == 1 and not state.offered):
        # the first offer comes after the neutral markers (R10.1), which draw nothing
        offers = EVENTS[ChanceEvent.CHARACTERS].outcomes(state)
        move = rng.choices([m for m, _ in offers], weights=[w for _, w in offers])[0]
        drawn[ChanceEvent.CHARACTERS] = [move.outcome]
    return start, drawn, rolls


def _shuffled(items: Iterable[_T], rng: random.Random) -> list[_T]:
    out = list(items)
    rng.shuffle(out)
    return out


def _after(first: Sequence[_T], rest: Sequence[_T]) -> list[_T]:
    """``first``, then the items of ``rest`` that ``first`` did not take (as a multiset)."""
    left = Counter(first)
    out = list(first)
    for item in rest:
        if left[item]:
            left[item] -= 1
        else:
            out.append(item)
    return out


def _stack(options: Options, revealed: list[str], rng: random.Random) -> tuple[str, ...]:
    """The stack (R2.2): the letters in order, once for each tile a letter has,
    which tile of a letter comes first being random; it starts with the tiles
    setup revealed."""
    c = options.components
    left = {letter: _shuffled(c.stack_tiles.get(letter, ()), rng) for letter in c.stack_letters}
    for tile in revealed:
        for tiles in left.values():
            if tile in tiles:
                tiles.remove(tile)
    stack = list(revealed)
    for k in range(len(revealed), c.stack_size):
        tiles = left[c.stack_letters[k % len(c.stack_letters)]]
        if tiles:
            stack.append(tiles.pop(0))
    return tuple(stack)


def _tourists(pile: tuple[int, ...], revealed: list[int], rng: random.Random) -> tuple[int, ...]:
    """The tourist pile (R2.4): the values setup revealed, then the others shuffled."""
    return tuple(_after(revealed, _shuffled(pile, rng)))


def _first_in(order: Sequence[_T], k: int, possible: set[_T]) -> _T | None:
    """The first item of ``order`` from position ``k`` on (then from the top)
    that is in ``possible``."""
    if not order:
        return None
    k = min(max(k, 0), len(order))
    for item in (*order[k:], *order[:k]):
        if item in possible:
            return item
    return None
