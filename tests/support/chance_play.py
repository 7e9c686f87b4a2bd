"""Games of one seed played in different ways, and the chance outcomes they
met, for the tests of :mod:`vanuatu.chance_order` (not a test module)."""

from __future__ import annotations

import random

import attrs

import vanuatu
from vanuatu import Action, ChanceEvent, ChanceMove, Game, GameState, Move, Options, Phase
from vanuatu.moves import Buy, Plan
from vanuatu.rules.engine import apply_with_forced

#: The kinds of chance event met in order, whatever the round.
IN_ORDER = (ChanceEvent.START, ChanceEvent.TILE, ChanceEvent.DEMAND, ChanceEvent.TOURIST,
            ChanceEvent.FIRST)
#: The kinds of chance event fixed by their round.
BY_ROUND = (ChanceEvent.CHARACTERS, ChanceEvent.DIE)


@attrs.frozen
class Met:
    """The chance outcomes a game met (the single outcomes applied by themselves
    included): in order for each kind of :data:`IN_ORDER`, by round for :data:`BY_ROUND`."""

    in_order: dict[str, list[object]]
    by_round: dict[str, dict[int, object]]


def met(options: Options, moves: tuple[Move, ...] | list[Move]) -> Met:
    """The chance outcomes met by ``moves`` played from the start of a game."""
    in_order: dict[str, list[object]] = {str(k): [] for k in IN_ORDER}
    by_round: dict[str, dict[int, object]] = {str(k): {} for k in BY_ROUND}
    state = vanuatu.new_game(options)
    for move in moves:
        this_round = state.round
        state, forced = apply_with_forced(state, move)
        for m in (move, *forced):
            if isinstance(m, ChanceMove):
                if m.event in by_round:
                    by_round[m.event][this_round] = m.outcome
                else:
                    in_order[m.event].append(m.outcome)
    return Met(in_order, by_round)


def assert_same_chance(a: Met, b: Met, demand_tiles: int) -> None:
    """The k-th event of each kind that both reached met the same outcome (the
    demand tiles while the first pile lasts: a reshuffled pile holds the
    tiles the players discarded, R3.3)."""
    for kind, seen in a.in_order.items():
        other = b.in_order[kind]
        common = min(len(seen), len(other))
        if kind == ChanceEvent.DEMAND:
            common = min(common, demand_tiles)
        assert seen[:common] == other[:common], kind
    for kind, rounds in a.by_round.items():
        for r in rounds.keys() & b.by_round[kind].keys():
            assert rounds[r] == b.by_round[kind][r], (kind, r)


def choose(moves: list[Move], rng: random.Random) -> Move:
    """A random legal move, mostly an export when there is one (so that demand
    tiles are completed and new ones drawn, R3.3)."""
    buys = [m for m in moves if isinstance(m, Buy)]
    if buys and rng.random() < 0.9:
        return rng.choice(buys)
    plans = [m for m in moves if isinstance(m, Plan) and Action.BUY in m.actions]
    if plans and rng.random() < 0.7:
        return rng.choice(plans)
    return rng.choice(moves)


def play_out(game: Game, rng: random.Random, moves: int | None = None) -> None:
    """Random legal moves (free actions included, exports favoured) until the
    end, or ``moves`` of them."""
    played = 0
    while not game.is_over() and (moves is None or played < moves):
        game.play(choose(game.legal_moves(), rng))
        played += 1


def demand_tiles(options: Options) -> int:
    return len(options.components.demand_tiles)


def met_from(game: Game) -> Met:
    """:func:`met` for a game that may start at a position."""
    in_order: dict[str, list[object]] = {str(k): [] for k in IN_ORDER}
    by_round: dict[str, dict[int, object]] = {str(k): {} for k in BY_ROUND}
    for state, nxt, move in zip(game.states[:-1], game.states[1:], game.moves, strict=True):
        _, forced = apply_with_forced(state, move)
        assert _ == nxt
        for m in (move, *forced):
            if isinstance(m, ChanceMove):
                if m.event in by_round:
                    by_round[m.event][state.round] = m.outcome
                else:
                    in_order[m.event].append(m.outcome)
    return Met(in_order, by_round)


def at_demand_draw(seed: int) -> tuple[Game, GameState]:
    """A game and its state at a demand draw of round preparation (R3.3), the
    first one of a seed from ``seed`` on."""
    for s in range(seed, seed + 50):
        game = Game(players=3, seed=s, auto_chance=False)
        rng = random.Random(s)
        while not game.is_over():
            state = game.state
            if state.phase == Phase.PREPARATION and state.pending_chance == ChanceEvent.DEMAND:
                return game, state
            if state.is_chance:
                game.play_chance()
            else:
                game.play(choose(game.legal_moves(), rng))
    raise AssertionError("no demand draw in round preparation")
