"""Phase III, action planning (R4.1-R4.3) and the feasibility search of R4.3."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from positions import legal, names, planning, set_player, set_space, with_tiles
from random_play import random_game

import vanuatu
from vanuatu import ACTIONS, Action, Options, Phase
from vanuatu.moves import Plan
from vanuatu.rules.actions import action_options, perform
from vanuatu.rules.feasibility import plannable, plannable_mask
from vanuatu.rules.free import apply_free, free_moves

A = Action


def P(p: int, *actions: Action) -> Plan:
    return Plan(p, tuple(sorted(actions)))


def ok(state: vanuatu.GameState, move: Plan) -> bool:
    return legal(state, move)


def rule_of(state: vanuatu.GameState, move: Plan) -> str | None:
    v = vanuatu.explain(state, move)
    return None if v is None else v.rule


# -- R4.1, R4.2 ---------------------------------------------------------------


def test_R4_1_nine_action_spaces() -> None:
    assert [a.word for a in ACTIONS] == [
        "sail", "build", "explore", "fish", "sell", "buy", "draw", "transport", "rest"]
    s = planning()
    singles = {m.actions for m in vanuatu.legal_moves(s) if isinstance(m, Plan)}
    assert (A.REST, A.REST) in singles and (A.SAIL, A.SAIL) in singles


def test_R4_2_three_passes_of_2_2_1_in_turn_order() -> None:
    s = planning(players=3, first=2)
    assert s.to_act == 2
    seen = []
    while s.phase == Phase.PLANNING:
        m = vanuatu.legal_moves(s)[-1]  # rest rest / rest
        assert isinstance(m, Plan)
        seen.append((m.player, len(m.actions)))
        s = vanuatu.apply(s, m)
    assert seen == [(2, 2), (0, 2), (1, 2), (2, 2), (0, 2), (1, 2), (2, 1), (0, 1), (1, 1)]
    assert all(p.markers[A.REST] == 5 and p.in_hand == 0 for p in s.players)
    assert s.phase == Phase.ACTIONS and s.to_act == 2


def test_R4_2_wrong_number_of_markers_refused() -> None:
    s = planning()
    assert rule_of(s, P(0, A.REST)) == "R4.2"
    s = planning(step=8)  # third pass: one marker
    assert rule_of(s, P(0, A.REST, A.REST)) == "R4.2"
    assert ok(s, P(0, A.REST))


def test_R4_2_markers_join_own_markers_on_a_space() -> None:
    s = planning()
    s = vanuatu.apply(s, P(0, A.SAIL, A.REST))
    s = set_player(attrs.evolve(s, step=4, to_act=0), 0)
    s = vanuatu.apply(s, P(0, A.SAIL, A.SAIL))
    assert s.players[0].markers[A.SAIL] == 3 and s.players[0].in_hand == 1


def test_R4_2_not_your_turn() -> None:
    s = planning()
    v = vanuatu.explain(s, P(1, A.REST, A.REST))
    assert v is not None and "P0" in v.reason


# -- R4.3 ---------------------------------------------------------------------


def test_R4_3_impossible_action_cannot_be_planned() -> None:
    s = planning()
    v = vanuatu.explain(s, P(0, A.SELL, A.SELL))
    assert v is not None and v.rule == "R4.3"
    assert str(v).startswith("P0 plan sell sell: R4.3 sell cannot be planned")
    assert "no fish token" in v.reason
    # boat on start-blank: no fish, no treasure here
    assert rule_of(s, P(0, A.FISH, A.REST)) == "R4.3"
    assert rule_of(s, P(0, A.EXPLORE, A.REST)) == "R4.3"


def test_R4_3_action_made_possible_by_an_own_planned_action() -> None:
    s = planning()
    assert ok(s, P(0, A.SAIL, A.FISH))
    assert ok(s, P(0, A.SAIL, A.EXPLORE))
    s2 = set_player(s, 0, markers={A.SAIL: 1}, in_hand=4)
    assert ok(s2, P(0, A.FISH, A.EXPLORE))


def test_R4_3_both_markers_of_a_pass_judged_together() -> None:
    s = set_space(planning(), "0,0", huts=(0,))
    s = set_player(s, 0, boat="0,1")
    assert ok(s, P(0, A.FISH, A.SELL))
    assert not ok(s, P(0, A.SELL, A.REST))


def test_R4_3_ordered_pair_ruling_alternative() -> None:
    s = set_space(planning(), "0,0", huts=(0,))
    s = set_player(s, 0, boat="0,1")
    opts = attrs.evolve(s.options, paired_planning_together=False)
    s2 = attrs.evolve(s, options=opts)
    # fish then sell: the second depends on the first, allowed in both readings
    assert ok(s2, P(0, A.FISH, A.SELL))
    assert not ok(s2, P(0, A.SELL, A.REST))


def test_R4_3_conversion_applies_in_the_reasoning() -> None:
    # R11 example 2 in short: selling 9 with 1 Vatu leaves 0 Vatus
    s = planning()
    s = set_player(s, 0, vatus=1, fish=(3,))
    s = set_space(s, "0,0", huts=(0,), cubes=(0, 0, 1))
    v = vanuatu.explain(s, P(0, A.SELL, A.BUY))
    assert v is not None and v.rule == "R4.3" and "buy" in v.reason
    assert ok(attrs.evolve(s, fish_price=2), P(0, A.SELL, A.BUY))


def test_R4_3_treasure_sale_counts_as_free_action() -> None:
    s = set_player(planning(), 0, vatus=0)
    assert not ok(s, P(0, A.BUILD, A.REST))
    assert ok(set_player(s, 0, treasures=(3,)), P(0, A.BUILD, A.REST))
    # a treasure found by an own planned Explore can be sold too
    s = set_player(s, 0, boat="1,1")  # wreck: 2 treasures -> token of value 2
    assert not ok(s, P(0, A.BUILD, A.EXPLORE))
    assert ok(set_player(s, 0, vatus=1), P(0, A.BUILD, A.EXPLORE))


def test_R4_3_beggar_exchange_counts() -> None:
    s = set_player(planning(), 0, vatus=0, pp=3, character="beggar")
    assert ok(s, P(0, A.BUILD, A.REST))
    assert not ok(set_player(s, 0, pp=2), P(0, A.BUILD, A.REST))
    assert not ok(set_player(s, 0, bonus_ready=False), P(0, A.BUILD, A.REST))


def test_R4_3_character_bonus_counts() -> None:
    s = set_player(planning(), 0, vatus=1)
    assert not ok(s, P(0, A.BUILD, A.REST))
    assert ok(set_player(s, 0, character="builder"), P(0, A.BUILD, A.REST))
    s0 = set_player(planning(), 0, vatus=0)
    assert not ok(s0, P(0, A.SAIL, A.REST))
    assert ok(set_player(s0, 0, character="navigator"), P(0, A.SAIL, A.REST))
    sv = set_player(planning(), 0, fish=(2,))
    assert not ok(sv, P(0, A.SELL, A.REST))
    assert ok(set_player(sv, 0, character="vendor"), P(0, A.SELL, A.REST))


def test_R4_3_diver_bonus_money_counts() -> None:
    s = set_player(planning(), 0, vatus=0, boat="1,1")
    assert not ok(s, P(0, A.BUILD, A.EXPLORE))
    assert ok(set_player(s, 0, character="diver"), P(0, A.BUILD, A.EXPLORE))


def test_R4_3_own_hut_built_earlier_allows_sell() -> None:
    s = set_player(planning(), 0, vatus=3, fish=(1,))
    assert not ok(s, P(0, A.SELL, A.REST))
    assert ok(s, P(0, A.BUILD, A.SELL))
    # another player's hut does not help
    assert not ok(set_space(s, "0,0", huts=(1,)), P(0, A.SELL, A.REST))


def test_R4_3_each_planned_action_performed_at_most_once() -> None:
    s = planning()
    s = set_player(s, 0, vatus=1, markers={A.TRANSPORT: 1}, in_hand=4)
    s = attrs.evolve(s, tourists_waiting=2)
    # one Transport to an island with 1 hut gives 1 Vatu: 2 < 3
    s1 = set_space(s, "0,0", huts=(1,))
    assert not ok(s1, P(0, A.BUILD, A.REST))
    s2 = set_space(s, "0,0", huts=(1, 2))
    assert ok(s2, P(0, A.BUILD, A.REST))


def test_R4_3_sailing_cost_can_make_an_action_unaffordable() -> None:
    # the boat on 1,2 is next to no island: one step (1 Vatu) is needed to build
    s = with_tiles(planning(), {"1,2": "C1", "2,2": "E1", "2,1": "A1"})
    s = set_player(s, 0, boat="1,2", vatus=4)
    assert ok(s, P(0, A.SAIL, A.BUILD))
    s = set_player(s, 0, vatus=3)
    assert not ok(s, P(0, A.SAIL, A.BUILD))
    assert ok(set_player(s, 0, character="navigator"), P(0, A.SAIL, A.BUILD))


def test_R4_3_rest_plannable_while_a_token_is_available() -> None:
    s = planning()
    assert ok(s, P(0, A.REST, A.REST))
    v = vanuatu.explain(attrs.evolve(s, rest_available=()), P(0, A.REST, A.REST))
    assert v is not None and v.rule == "R4.3" and "rest token" in v.reason


def test_R4_3_other_players_are_ignored() -> None:
    s = set_player(planning(), 0, boat="0,1")
    s = set_player(s, 1, boat="0,1", markers={A.FISH: 4}, in_hand=1)
    s = set_space(s, "0,1", fish=1)
    assert ok(s, P(0, A.FISH, A.REST))


def test_R4_3_legal_moves_list_exactly_the_plannable_combinations() -> None:
    s = set_space(planning(), "0,0", huts=(0,))
    listed = names(vanuatu.legal_moves(s))
    for a in ACTIONS:
        for b in ACTIONS:
            if a <= b:
                m = P(0, a, b)
                assert (str(m) in listed) == (vanuatu.explain(s, m) is None)


# -- the search against a brute-force reference over real actions ---------------


def _reference(state: vanuatu.GameState, p: int, planned: frozenset[Action],
               target: Action) -> bool:
    """R4.3 by brute force: perform the real actions (R6) and free actions (R7)
    in every order, each planned action at most once."""
    seen: set[tuple[vanuatu.GameState, frozenset[Action]]] = set()
    stack = [(state, frozenset[Action]())]
    while stack:
        s, done = stack.pop()
        if (s, done) in seen:
            continue
        seen.add((s, done))
        if action_options(s, p, target):
            return True
        for m in free_moves(s, p):
            stack.append((apply_free(s, m), done))
        for a in planned - done - {target}:
            for m in action_options(s, p, a):
                stack.append((perform(s, m), done | {a}))
    return False


_CHARS = (None, "navigator", "fisherman", "vendor", "diver", "builder", "buyer", "artist",
          "guide", "beggar")

_planning_states: list[vanuatu.GameState] = []


def _pool() -> list[vanuatu.GameState]:
    if not _planning_states:
        for n, seed in ((3, 1), (4, 2), (5, 3)):
            _planning_states.extend(
                s for s in random_game(Options(players=n), seed)[0] if s.phase == Phase.PLANNING)
    return _planning_states


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    pick=st.integers(0, 10_000),
    boat=st.integers(0, 15),
    hut_on=st.integers(0, 15),
    tourists=st.integers(0, 2),
    vatus=st.integers(0, 9),
    pp=st.integers(0, 4),
    fish=st.lists(st.integers(1, 3), max_size=2),
    treasures=st.lists(st.integers(1, 3), max_size=2),
    char=st.sampled_from(_CHARS),
    planned=st.sets(st.sampled_from(ACTIONS[:8]), max_size=4),
    price=st.integers(1, 3),
)
def test_R4_3_search_matches_brute_force_reference(
    pick: int, vatus: int, pp: int, fish: list[int], treasures: list[int],
    char: str | None, planned: set[Action], price: int, boat: int, hut_on: int,
    tourists: int,
) -> None:
    pool = _pool()
    s = pool[pick % len(pool)]
    p = s.to_act
    c = s.options.components
    oceans = [i for i, t in enumerate(s.board) if t is not None and not c.tile(t).is_island]
    islands = [i for i, t in enumerate(s.board) if t is not None and c.tile(t).is_island]
    s = set_player(s, p, boat=oceans[boat % len(oceans)])
    isl = islands[hut_on % len(islands)]
    if len(s.spaces[isl].huts) < c.tile(s.board[isl] or "").huts and s.players[p].huts_left:
        s = set_space(s, s.space_name(isl), huts=(*s.spaces[isl].huts, p))
        s = set_player(s, p, huts_left=s.players[p].huts_left - 1)
    s = attrs.evolve(s, tourists_waiting=tourists)
    s = set_player(s, p, vatus=vatus, pp=pp, fish=tuple(sorted(fish)),
                   treasures=tuple(sorted(treasures)), character=char)
    s = attrs.evolve(s, fish_price=price)
    fs = frozenset(planned)
    for target in ACTIONS[:8]:
        assert plannable(s, p, target, fs) == _reference(s, p, fs | {target}, target), (
            target, planned)


def test_R4_3_plannable_mask_answers_only_the_targets_and_matches_reference() -> None:
    s = set_space(planning(), "0,0", huts=(0,))
    s = attrs.evolve(s, tourists_waiting=2)
    full = 0
    for a in ACTIONS:
        full |= 1 << a
    mask = plannable_mask(s, 0, full, full)
    for a in ACTIONS[:8]:
        assert bool(mask & (1 << a)) == _reference(s, 0, frozenset(ACTIONS[:8]), a), a
    assert mask & (1 << A.REST)
    some = (1 << A.SELL) | (1 << A.DRAW)
    assert plannable_mask(s, 0, full, some) & ~some == 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_R4_3_every_listed_plan_is_accepted_in_random_games(players: int) -> None:
    for s in random_game(Options(players=players), 7 + players)[0]:
        if s.phase == Phase.PLANNING and not s.is_chance:
            for m in vanuatu.legal_moves(s):
                if isinstance(m, Plan):
                    assert vanuatu.explain(s, m) is None
