"""Chance fixed when the game is made (:mod:`vanuatu.chance_order`): the k-th
chance event of each kind meets the same outcome whatever the players do, undo
never changes one, and nothing of the order reaches a state or an observation
(R2, R3.2, R3.3, R3.7, R9, R10.1, R10.3)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_play import VARIANTS, variant_id

import vanuatu
from vanuatu import Action, ChanceEvent, ChanceMove, Game, GameState, Move, Options, Phase
from vanuatu.chance_order import ChanceOrder
from vanuatu.moves import Buy, Plan
from vanuatu.rules.chance import OFFERED
from vanuatu.rules.engine import apply_with_forced

ROOT = Path(__file__).resolve().parents[2]
#: The kinds of chance event met in order, whatever the round.
IN_ORDER = (ChanceEvent.START, ChanceEvent.TILE, ChanceEvent.DEMAND, ChanceEvent.TOURIST,
            ChanceEvent.FIRST)
#: The kinds of chance event fixed by their round.
BY_ROUND = (ChanceEvent.CHARACTERS, ChanceEvent.DIE)
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@attrs.frozen
class Met:
    """The chance outcomes a game met (the single outcomes applied by themselves
    included): in order for each kind of :data:`IN_ORDER`, by round for :data:`BY_ROUND`."""

    in_order: dict[str, list[object]]
    by_round: dict[str, dict[int, object]]


def met(options: Options, moves: tuple[Move, ...] | list[Move]) -> Met:
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


# -- the property ------------------------------------------------------------


@SETTINGS
@given(options=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32),
       policies=st.tuples(st.integers(0, 2**32), st.integers(0, 2**32)))
def test_R9_any_two_games_of_one_seed_meet_the_same_chance(
        options: Options, seed: int, policies: tuple[int, int]) -> None:
    games = []
    for policy in policies:
        game = Game(options=options, seed=seed)
        play_out(game, random.Random(policy))
        games.append(met(options, game.moves))
    assert_same_chance(games[0], games[1], demand_tiles(options))


@SETTINGS
@given(options=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32),
       policy=st.integers(0, 2**32), undo_rate=st.sampled_from([0.02, 0.05, 0.15]))
def test_R9_undo_never_changes_a_chance_outcome(
        options: Options, seed: int, policy: int, undo_rate: float) -> None:
    game = Game(options=options, seed=seed)
    rng = random.Random(policy)
    seen = [met(options, game.moves)]
    for _ in range(1500):
        if game.is_over():
            break
        if rng.random() < undo_rate and any(m.player >= 0 for m in game.moves):
            seen.append(met(options, game.moves))
            for _ in range(rng.randint(1, 4)):
                if any(m.player >= 0 for m in game.moves):
                    game.undo()
        else:
            game.play(choose(game.legal_moves(), rng))
    seen.append(met(options, game.moves))
    for earlier in seen[:-1]:
        assert_same_chance(earlier, seen[-1], demand_tiles(options))
        assert_same_chance(seen[0], earlier, demand_tiles(options))


# -- the motivating example ----------------------------------------------------


def _round_two_chance(first_plan: int) -> tuple[Met, list[str]]:
    """Play round 1 of a seeded 3-player game to its end with the first legal
    moves, but with the ``first_plan``-th plan of the first planner; the chance
    met and the plans made."""
    game = Game(players=3, seed=11)
    plans = []
    while game.state.round == 1 or game.state.phase != Phase.CHARACTERS:
        moves = game.legal_moves()
        plan_moves = [m for m in moves if isinstance(m, Plan)]
        if plan_moves and not plans:
            move: Move = plan_moves[first_plan]
        else:
            move = next((m for m in moves if not str(m).startswith(f"P{m.player} sell")),
                        moves[0])
        if isinstance(move, Plan):
            plans.append(str(move))
        game.play(move)
    return met(game.options, game.moves), plans


def test_R9_another_plan_after_undo_meets_the_same_reveals() -> None:
    a, plans_a = _round_two_chance(0)
    b, plans_b = _round_two_chance(-1)
    assert plans_a[0] != plans_b[0]
    assert_same_chance(a, b, 10)
    # round 2's reveals were reached by both: the tiles, the demand tiles, the tourists
    assert a.in_order["tile"][:4] == b.in_order["tile"][:4] and len(a.in_order["tile"]) >= 4
    assert len(a.in_order["tourist"]) == len(b.in_order["tourist"]) == 2
    assert a.in_order["tourist"] == b.in_order["tourist"]


def test_R9_undo_then_another_move_meets_the_same_chance_in_game() -> None:
    game = Game(players=4, seed=3)
    rng = random.Random(3)
    while game.state.round < 2 or game.state.phase != Phase.PLANNING:
        game.play(rng.choice(game.legal_moves()))
    start = len(game.moves)
    play_out(game, random.Random(1), 200)
    first = met(game.options, game.moves)
    while len(game.moves) > start:
        game.undo()
    play_out(game, random.Random(2), 200)
    assert_same_chance(first, met(game.options, game.moves), 10)


# -- one example per event -----------------------------------------------------


def _whole_game(options: Options, seed: int, policy: int = 0) -> tuple[Game, Met]:
    game = Game(options=options, seed=seed)
    play_out(game, random.Random(policy))
    return game, met(options, game.moves)


def test_R2_1_the_start_tiles_are_the_orders() -> None:
    game = Game(players=3, seed=4)
    assert game.moves[0] == ChanceMove(ChanceEvent.START, game.chance_order.start)
    assert sorted(game.chance_order.start) == sorted(game.options.components.start_ocean_tiles)


def test_R2_2_R3_7_the_stack_is_revealed_in_its_order() -> None:
    game, seen = _whole_game(Options(players=4), 5)
    stack = game.chance_order.stack
    letters = game.options.components.stack_letters
    # R2.2: A B C D E F A B C D E F, only which tile of each letter comes first is random
    assert [game.options.components.tile(t).letter for t in stack] == [*letters, *letters]
    assert len(set(stack)) == len(stack) == 12
    assert seen.in_order["tile"] == list(stack)


def test_R2_3_R3_3_the_demand_pile_is_drawn_in_its_order() -> None:
    games = (_whole_game(Options(players=5), seed) for seed in range(50))
    game, seen = next((g, s) for g, s in games if len(s.in_order["demand"]) >= 6)
    order = game.chance_order.demand
    assert sorted(order) == list(range(1, 11))
    drawn = seen.in_order["demand"]
    assert drawn[:10] == list(order[: len(drawn[:10])])
    # another game of the seed completes other tiles, and meets the same pile
    _, other = _whole_game(Options(players=5), game.seed or 0, policy=1)
    assert_same_chance(seen, other, 10)


def _at_demand_draw(seed: int) -> tuple[Game, GameState]:
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


def test_R3_3_a_reshuffled_pile_is_drawn_in_an_order_of_its_own() -> None:
    game, state = _at_demand_draw(2)
    order = game.chance_order
    # the pile of the discards (R3.3): not what is left of the first pile
    display = {t for t, _ in state.demand_display}
    pile = tuple(t for t in order.demand if t not in display)[:3]
    assert set(pile) != set(order.demand[len(order.demand) - len(pile):])
    reshuffled = attrs.evolve(state, demand_pile=tuple(sorted(pile)))
    move = order.outcome(reshuffled)
    assert move == ChanceMove(ChanceEvent.DEMAND,
                              next(t for t in order.demand_reshuffled if t in pile))
    # drawing on meets the reshuffled order, whatever came before
    drawn = []
    while reshuffled.demand_pile:
        move = order.outcome(reshuffled)
        drawn.append(move.outcome)
        reshuffled = attrs.evolve(reshuffled, demand_pile=tuple(
            t for t in reshuffled.demand_pile if t != move.outcome))
    assert drawn == [t for t in order.demand_reshuffled if t in pile]


def test_R2_4_R3_2_the_tourist_pile_is_drawn_in_its_order() -> None:
    game, seen = _whole_game(Options(players=3), 7)
    order = game.chance_order.tourists
    # R1.6: the 4 is returned to the box with 3 players; one tile per round
    assert Counter(order) == Counter([0, 1, 1, 2, 2, 2, 3, 3])
    assert seen.in_order["tourist"] == list(order)


def test_R2_8_the_first_player_is_the_orders() -> None:
    for seed in range(6):
        game = Game(players=5, seed=seed)
        assert game.state.first_player == game.chance_order.first_player


def test_R10_1_the_two_player_offer_of_each_round_is_fixed() -> None:
    game, seen = _whole_game(Options(players=2), 8)
    offers = seen.by_round["characters"]
    assert sorted(offers) == list(range(1, 9))
    before: tuple[object, ...] = ()
    for r, offer in sorted(offers.items()):
        assert isinstance(offer, tuple)
        eligible = [ch for ch in game.options.components.characters if ch not in before]
        ranked = [ch for ch in game.chance_order.offers[r - 1] if ch in eligible][:OFFERED]
        assert set(offer) == set(ranked) and not set(offer) & set(before)
        before = offer
    _, other = _whole_game(Options(players=2), 8, policy=1)
    assert other.by_round["characters"] == offers


def test_R10_3_the_die_of_each_round_is_fixed() -> None:
    options = Options(players=4, rising_waters=True)
    rolls: dict[int, object] = {}
    for policy in range(4):
        game, seen = _whole_game(options, 9, policy)
        for r, face in seen.by_round["die"].items():
            assert face == game.chance_order.die[r - 1]
            assert rolls.setdefault(r, face) == face
    assert rolls


def test_R2_a_seed_deals_the_setup_it_always_dealt() -> None:
    """Setup's outcomes are those ``random.Random(seed)`` draws in turn, as a
    seeded game drew them before its chance was fixed when it is made."""
    for players in (2, 3, 5):
        options = Options(players=players)
        for seed in range(5):
            rng = random.Random(seed)
            state, moves = vanuatu.new_game(options), []
            while state.is_chance:
                move = vanuatu.sample_chance(state, rng)
                state, _ = apply_with_forced(state, move)
                moves.append(move)
            game = Game(options=options, seed=seed)
            assert game.moves == tuple(moves) and game.state == state
            if players == 2:  # the first offer, after the neutral markers (R10.1)
                state = game.state
                while not state.is_chance:
                    state = vanuatu.apply(state, vanuatu.legal_moves(state)[-1])
                offer = vanuatu.sample_chance(state, rng)
                assert offer.event == ChanceEvent.CHARACTERS
                assert game.chance_order.outcome(state) == offer


# -- the order and its fall back -------------------------------------------------


def test_the_order_is_immutable_and_made_from_the_seed_and_the_options() -> None:
    options = Options(players=4)
    a, b = ChanceOrder.from_seed(1, options), ChanceOrder.from_seed(1, options)
    assert a == b and hash(a) == hash(b)
    assert a != ChanceOrder.from_seed(2, options)
    assert ChanceOrder.from_seed(1, options, key="secret") != a
    # the setup is the seed's, whatever the key
    assert ChanceOrder.from_seed(1, options, key="secret").stack[:2] == a.stack[:2]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        a.seed = 3  # type: ignore[misc]


def test_bad_input_is_named() -> None:
    options = Options(players=3)
    with pytest.raises(TypeError, match="seed must be an int"):
        ChanceOrder.from_seed("7", options)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="needs Options"):
        ChanceOrder.from_seed(7, 3)  # type: ignore[arg-type]
    order = ChanceOrder.from_seed(7, options)
    with pytest.raises(ValueError, match="no chance event is pending"):
        order.outcome(Game(options=options, seed=7).state)
    with pytest.raises(ValueError, match="other options"):
        order.outcome(vanuatu.new_game(Options(players=4)))
    with pytest.raises(TypeError, match="chance_order must be a ChanceOrder"):
        Game(players=3, chance_order="abc")  # type: ignore[arg-type]
    with pytest.raises(vanuatu.OptionsError, match="other options"):
        Game(players=4, chance_order=order)


def test_a_state_the_order_does_not_fit_falls_back_to_a_fixed_draw() -> None:
    game, state = _at_demand_draw(3)
    order = game.chance_order
    # a made-up order that knows no tile of the pile: a draw among the outcomes
    odd = attrs.evolve(order, demand_reshuffled=(), demand=())
    move = odd.outcome(state)
    assert move in [m for m, _ in vanuatu.chance_outcomes(state)]
    assert odd.outcome(state) == move  # the same situation, the same outcome
    # a die roll the order has no round for
    rw = Options(players=3, rising_waters=True)
    short = attrs.evolve(ChanceOrder.from_seed(1, rw), die=())
    g = Game(options=rw, seed=1, chance_order=short)
    play_out(g, random.Random(0))
    assert g.is_over()


def test_a_game_from_a_position_draws_from_its_order() -> None:
    text = vanuatu.to_position(Game(players=3, seed=7).state)
    a = Game.from_position(text, seed=1)
    b = Game.from_position(text, seed=1)
    play_out(a, random.Random(5), 150)
    play_out(b, random.Random(6), 150)
    assert_same_chance(met_from(a), met_from(b), 7)


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


# -- R9: the order stays beside the state ----------------------------------------


def _other_future(order: ChanceOrder) -> ChanceOrder:
    """An order with the same setup and every later outcome changed."""
    s = order.stack
    return attrs.evolve(
        order,
        stack=s[:2] + s[8:] + s[6:8] + s[2:6],  # the other tile of C, D, E, F first
        demand=order.demand[:3] + order.demand[3:][::-1],
        tourists=order.tourists[:1] + order.tourists[1:][::-1],
        offers=order.offers[:1] + order.offers[1:][::-1],
        die=tuple(7 - d for d in order.die),
    )


@pytest.mark.parametrize("options", [Options(players=3), Options(players=2, rising_waters=True)],
                         ids=variant_id)
def test_R9_observations_reveal_nothing_of_the_future(options: Options) -> None:
    order = ChanceOrder.from_seed(12, options)
    other = _other_future(order)
    a = Game(options=options, chance_order=order)
    b = Game(options=options, chance_order=other)
    assert a.state == b.state  # the same past: setup
    rng = random.Random(12)
    diverged = None
    while not a.is_over():
        for p in range(options.players):
            assert vanuatu.observe(a.state, p) == vanuatu.observe(b.state, p)
        for state in (a.state, b.state):
            assert not any(isinstance(getattr(state, f.name), ChanceOrder)
                           for f in attrs.fields(GameState))
        move = rng.choice(a.legal_moves())
        before = len(a.moves)
        a.play(move)
        b.play(move)
        if a.state != b.state:
            # the first difference is a chance outcome the two orders fix differently
            diverged = next(i for i, (x, y) in enumerate(zip(a.moves, b.moves, strict=False))
                            if x != y)
            break
    assert diverged is not None and diverged > before
    assert isinstance(a.moves[diverged], ChanceMove)
    assert a.states[diverged] == b.states[diverged]
    assert order.outcome(a.states[diverged]) != other.outcome(b.states[diverged])


def test_R9_undo_keeps_the_order() -> None:
    game = Game(players=3, seed=4)
    order = game.chance_order
    play_out(game, random.Random(4), 60)
    while any(m.player >= 0 for m in game.moves):
        game.undo()
    assert game.chance_order is order


# -- records -----------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted((ROOT / "examples" / "records").glob("*.vnt")),
                         ids=lambda p: p.name)
def test_records_made_before_still_validate(path: Path) -> None:
    report = vanuatu.validate(vanuatu.Record.load(path))
    assert report.valid, report.summary()


def test_a_record_of_chance_drawn_move_by_move_still_validates_and_replays() -> None:
    """A record whose chance was drawn as seeded games drew it before (from one
    generator, event after event) needs no order to be replayed."""
    options = Options(players=4, rising_waters=True)
    rng = random.Random(21)
    state, moves = vanuatu.new_game(options), []
    while not state.is_over:
        move = (vanuatu.sample_chance(state, rng) if state.is_chance
                else rng.choice(vanuatu.legal_moves(state)))
        state, _ = apply_with_forced(state, move)
        moves.append(move)
    record = vanuatu.Record(options, vanuatu.Headers(), tuple(moves))
    assert vanuatu.validate(vanuatu.Record.parse(record.to_text())).valid
    assert Game.from_record(record).state == state


def test_R9_a_served_game_meets_the_same_chance_whatever_is_played_after_undo(
        tmp_path: Path) -> None:
    from vanuatu.web.store import GameStore

    store = GameStore(tmp_path)
    served = store.create({"players": 3, "seats": ["human"] * 3, "seed": 8})
    seats = {s.player: s for s in served.seats}
    rng = random.Random(8)
    # play until a move with another choice is followed by chance events
    while True:
        state = served.game.state
        moves = [m for m in vanuatu.legal_moves(state) if m.player == state.to_act]
        move = rng.choice(moves)
        before = served.moves_played
        with served.lock:
            served.play(move)
        if served.moves_played > before + 1 and len(moves) > 1:
            break
    first = met(served.game.options, served.game.moves)
    with served.lock:
        served.undo_for(seats[move.player])
        served.play(next(m for m in moves if m != move))
    again = met(served.game.options, served.game.moves)
    assert_same_chance(first, again, 10)
    # a restarted server keeps the order
    reloaded = GameStore(tmp_path).get(served.id)
    assert reloaded.chance_order == served.chance_order
