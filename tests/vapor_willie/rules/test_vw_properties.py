"""Invariants of random games: they end, ``explain`` agrees with ``legal_moves`` over a
broad move space, states are never changed, scores add up, and every cube and card
stays in exactly one place (VW1.2)."""

from __future__ import annotations

import copy
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import vapor_willie as vw
from vapor_willie import moves as m
from vapor_willie.state import GameState

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([2, 3, 4])
FAST = settings(max_examples=8, deadline=None)
#: The default readings and each ruling option (docs/vapor_willie/rules.rst).
RULINGS = st.sampled_from([{}, {"cash_back": "closed"}, {"boards_turned": "any"},
                           {"negotiation": "open"}, {"island_cubes": "enter"},
                           {"cash_back": "closed", "boards_turned": "any",
                            "rato_returns": "any", "drift_hay": "half"}])


def _random_game(players: int, seed: int, max_rounds: int = 30,
                 rulings: dict[str, str] | None = None) -> list[GameState]:
    game = vw.Game(options=vw.Options(players=players, max_rounds=max_rounds,
                                      **(rulings or {})), seed=seed)
    bot = vw.RandomBot(seed)
    states = [game.state]
    while not game.is_over():
        game.play(bot.choose(game.state))
        states.append(game.state)
    return states


def _cubes(state: GameState) -> Counter[str]:
    c: Counter[str] = Counter()
    for t, n in zip(vw.DEFAULT_COMPONENTS.cube_ids, state.bag, strict=True):
        c[t] += n
    c.update(x for x in state.islands if x)
    c.update(cube for _, cube in state.drifting)
    c.update(state.staged)
    for p in state.players:
        for t, n in zip(vw.DEFAULT_COMPONENTS.cube_ids, p.cubes, strict=True):
            c[t] += n
        if state.hand_is_cubes(p):
            c.update(p.hand)
    return c


def _cards(state: GameState) -> list[str]:
    cards = list(state.objective_pile) + list(state.undealt)
    for p in state.players:
        cards += list(p.objectives) + list(p.fulfilled)
        if not state.hand_is_cubes(p):
            cards += list(p.hand)
    return sorted(cards)


@FAST
@given(PLAYERS, SEEDS, RULINGS)
def test_random_games_end_and_conserve_cubes_and_cards(players: int, seed: int,
                                                       rulings: dict[str, str]) -> None:
    full = Counter({t.id: t.count for t in vw.DEFAULT_COMPONENTS.cubes})
    objectives = sorted(o.id for o in vw.DEFAULT_COMPONENTS.objective_cards)
    ports = sorted(p.id for p in vw.DEFAULT_COMPONENTS.port_cards)
    states = _random_game(players, seed, rulings=rulings)
    assert states[-1].is_over and states[-1].ended in ("the-end", "bag", "rounds")
    for s in states:
        assert _cubes(s) == full
        assert _cards(s) == objectives
        assert sorted(s.port_unseen + s.port_discard + ((s.open_port,) if s.open_port else ())) \
            == ports
        assert all(0 <= p.silvos <= 10 for p in s.players)
        held = [p.character for p in s.players if p.character]
        assert sorted(held + list(s.table)) == sorted(vw.CHARACTERS)


def _broad_moves(state: GameState, rng: random.Random) -> list[vw.Move]:
    """Legal moves and many random moves from the game's whole vocabulary."""
    c = state.options.components
    points = [p.id for r in c.river_faces for p in r.points]
    points += [p.id for e in c.extension_boards for p in e.points] + ["zz"]
    cubes = [*c.cube_ids, "1s", "2s", "3s", "zz"]
    cards = [o.id for o in c.objective_cards] + ["zz"]
    places = ["I1", "I2", "I3", "I5", "PA", "PB", "PC", "zz"]
    chars = [*c.characters, "zz"]
    vias = [None, None, "parrot", "captain"]
    players = list(range(state.num_players + 1))
    bundles = [*c.cube_ids, "nothing", "1s", "2s", "3s", "5s", "8s", "hay,2s", "duck,goat",
               "zz"]

    def one() -> vw.Move:
        p = rng.choice(players)
        q = rng.choice(players)
        kind = rng.randrange(21)
        options: list[vw.Move] = [
            m.MoveBoat(p, rng.choice(points), rng.choice(vias)),
            m.Anchor(p, rng.choice(places), rng.choice(vias)),
            m.Dock(p, rng.choice(places), rng.choice(vias)),
            m.Extend(p, rng.choice(points), rng.choice(vias)),
            m.TakeObjective(p, rng.choice(vias)), m.EndTurn(p),
            m.Cash(p, rng.choice(cubes), rng.choice(points)),
            m.Fulfil(p, rng.choice(cards)), m.UseRato(p), m.UseRata(p, rng.choice(points)),
            m.Drift(p, rng.choice(cubes), rng.choice(points),
                    rng.choice([None, "silvos", "moves"])),
            m.Keep(p, rng.choice(cards)), m.ReturnCube(p, rng.choice(cubes)),
            m.TakeCharacter(p, rng.choice(chars)), m.Pass(p),
            m.Choose(p, rng.choice(["move", "silvos", "zz"])),
            m.Exchange(p, q, rng.choice(cubes), rng.choice(cubes)),
            m.Offer(p, q, rng.choice(bundles), rng.choice(bundles)),
            m.Counter(p, rng.choice(bundles), rng.choice(bundles)),
            m.Answer(p, rng.random() < 0.5),
            m.ChanceMove(rng.choice(["cube", "objective", "port", "first"]),
                         (rng.choice(cubes + cards + ["C1", "C5", "P1"]),)),
        ]
        return options[kind]

    return [one() for _ in range(60)]


@FAST
@given(PLAYERS, SEEDS, RULINGS)
def test_explain_agrees_with_legal_moves(players: int, seed: int,
                                         rulings: dict[str, str]) -> None:
    rng = random.Random(seed)
    states = _random_game(players, seed, max_rounds=4, rulings=rulings)
    for state in rng.sample(states, min(25, len(states))):
        legal = set(vw.legal_moves(state))
        if state.is_chance:
            assert legal == {mv for mv, _ in vw.chance_outcomes(state)}
        for move in list(legal) + _broad_moves(state, rng):
            v = vw.explain(state, move)
            if isinstance(move, m.Offer | m.Counter):  # legal_moves lists a family (VW8.3)
                assert v is None or move not in legal, (str(move), v)
            else:
                assert (v is None) == (move in legal), (str(move), v)
            if v is not None:
                assert v.rule.startswith("VW") and v.reason
                try:
                    vw.apply(state, move)
                except vw.IllegalMove as e:
                    assert e.rule == v.rule
                else:  # pragma: no cover
                    raise AssertionError(f"{move} applied though {v}")


@FAST
@given(PLAYERS, SEEDS)
def test_states_are_never_changed_and_scores_add_up(players: int, seed: int) -> None:
    rng = random.Random(seed)
    states = _random_game(players, seed, max_rounds=6)
    for state in rng.sample(states, min(15, len(states))):
        before = copy.deepcopy(state)
        for move in vw.legal_moves(state)[:10]:
            vw.apply(state, move)
        assert state == before
        scores = vw.final_scores(state)
        for line in scores.lines:
            assert line.total == sum(points for _, points in line.items)
            assert dict(line.items)["cubes"] == sum(d[2] for d in line.cubes)
        best = max(line.total for line in scores.lines)
        assert scores.winners == tuple(i for i, line in enumerate(scores.lines)
                                       if line.total == best)


@settings(max_examples=20, deadline=None)
@given(PLAYERS, SEEDS)
def test_a_moves_text_reads_back_as_the_same_move(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = vw.Game(players=players, seed=seed).state
    for move in _broad_moves(state, rng):
        if isinstance(move, m.ChanceMove) and move.event == "first" and \
                not move.outcome[0].startswith("P"):
            continue  # not a player: not a first-player draw one can write
        assert vw.parse_move(str(move)) == move
