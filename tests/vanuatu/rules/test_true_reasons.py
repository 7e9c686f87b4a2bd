"""Refusals cite the rule that forbids the move first (R6, R10.3, documented in
``docs/rules.rst``): a submerged island before adjacency, the dike supply
before the price of a hut nobody asked for."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import vanuatu
from vanuatu.moves import Build, Buy, Draw, Transport

#: Rules on markers, majorities and bonuses, which decide before the action's own.
MARKER_RULES = ("R1.8", "R3.9", "R10.1")
ISLAND_ACTIONS = (vanuatu.Action.BUILD, vanuatu.Action.BUY, vanuatu.Action.DRAW,
                  vanuatu.Action.TRANSPORT)

#: Every variant: player counts, no characters, Rising Waters.
VARIANTS = (
    dict(players=2), dict(players=3), dict(players=4), dict(players=5),
    dict(players=3, characters=False), dict(players=4, rising_waters=True),
    dict(players=2, rising_waters=True), dict(players=5, rising_waters=True, characters=False),
)


def _actions_states(
    options: dict[str, object], seed: int, limit: int = 400
) -> list[vanuatu.GameState]:
    """The Phase IV states of one random game (until ``limit`` moves)."""
    rng = random.Random(seed)
    state = vanuatu.new_game(vanuatu.Options(**options))  # type: ignore[arg-type]
    out = []
    for _ in range(limit):
        if state.is_over:
            break
        if state.is_chance:
            move: vanuatu.Move = vanuatu.sample_chance(state, rng)
        else:
            if state.phase == vanuatu.Phase.ACTIONS:
                out.append(state)
            move = rng.choice(vanuatu.legal_moves(state))
        state = vanuatu.apply(state, move)
    return out


def _rising_states(seed: int) -> list[vanuatu.GameState]:
    return _actions_states(dict(players=3, rising_waters=True), seed)


def _holder_of(state: vanuatu.GameState, action: vanuatu.Action) -> bool:
    """Whether the player to act may perform ``action`` now (a legal move does it)."""
    return any(getattr(m, "action", None) == action and not isinstance(m, vanuatu.moves.Retrieve)
               for m in vanuatu.legal_moves(state))


def _islands(state: vanuatu.GameState) -> list[int]:
    c = state.options.components
    return [i for i, t in enumerate(state.board) if t is not None and c.tile(t).is_island]


def _submerge(state: vanuatu.GameState, i: int) -> vanuatu.GameState:
    at = state.options.components.submerged_at
    spaces = list(state.spaces)
    spaces[i] = vanuatu.SpaceState(water=at, dikes=spaces[i].dikes)
    return attrs.evolve(state, spaces=tuple(spaces))


def _island_move(action: vanuatu.Action, p: int, island: str) -> vanuatu.Move:
    if action == vanuatu.Action.BUILD:
        return Build(p, island)
    if action == vanuatu.Action.BUY:
        return Buy(p, island, "kava")
    if action == vanuatu.Action.DRAW:
        return Draw(p, island)
    return Transport(p, island)


def _first_case() -> tuple[vanuatu.GameState, vanuatu.Move]:
    """A Rising Waters position and a legal island move of the player to act."""
    for seed in range(40):
        for state in _rising_states(seed):
            for move in vanuatu.legal_moves(state):
                if isinstance(move, Build | Buy | Draw | Transport) and move.island:
                    return state, move
    raise AssertionError("no island action in 40 random games")


def test_r10_3_submerged_island_next_to_the_boat() -> None:
    state, move = _first_case()
    i = state.options.components.space_index[move.island]  # type: ignore[attr-defined]
    wet = _submerge(state, i)
    for action in ISLAND_ACTIONS:
        other = _island_move(action, state.to_act, move.island)  # type: ignore[attr-defined]
        violation = vanuatu.explain(wet, other)
        assert violation is not None
        if violation.rule in ("R5.1", "R5.3", "R5.5", "R1.8"):
            continue  # the marker rules come first: no marker or no majority there
        assert violation.rule == "R10.3", violation
        assert "submerged" in violation.reason
        with pytest.raises(vanuatu.IllegalMove, match=r"R10\.3"):
            vanuatu.apply(wet, other)
    # the move itself is refused for the water
    violation = vanuatu.explain(wet, move)
    assert violation is not None and violation.rule == "R10.3", violation


def test_r10_3_dike_on_a_submerged_island() -> None:
    state, move = _first_case()
    island = move.island  # type: ignore[attr-defined]
    c = state.options.components
    i = c.space_index[island]
    side = next(c.spaces[j] for j in c.neighbours[i] if state.board[j] is not None
                and not c.tile(state.board[j]).is_island)  # type: ignore[arg-type]
    violation = vanuatu.explain(_submerge(state, i), Build(state.to_act, None, False,
                                                           (island, side)))
    assert violation is not None
    if violation.rule not in ("R5.1", "R5.3"):
        assert violation.rule == "R10.3" and "submerged" in violation.reason, violation


def _all_dikes_built(state: vanuatu.GameState) -> vanuatu.GameState | None:
    """``state`` with every dike of the supply on the board (on any island sides),
    or ``None`` if the board has too few island sides yet."""
    c = state.options.components
    spaces = list(state.spaces)
    left = c.dikes - sum(len(sp.dikes) for sp in spaces)
    for i in _islands(state):
        for j in c.neighbours[i]:
            if left and j not in spaces[i].dikes:
                spaces[i] = attrs.evolve(spaces[i], dikes=spaces[i].dikes + (j,))
                left -= 1
    if left:
        return None
    return attrs.evolve(state, spaces=tuple(spaces))


def test_r10_3_no_dike_left_before_the_price_of_a_hut() -> None:
    for seed in range(40):
        for state in _rising_states(seed):
            if not _holder_of(state, vanuatu.Action.BUILD):
                continue
            dikes = [m for m in vanuatu.legal_moves(state)
                     if isinstance(m, Build) and m.dike is not None and m.island is None]
            if not dikes:
                continue
            p = state.to_act
            players = list(state.players)
            players[p] = attrs.evolve(players[p], vatus=1)
            poor = _all_dikes_built(attrs.evolve(state, players=tuple(players)))
            if poor is None:
                continue
            violation = vanuatu.explain(poor, dikes[0])
            assert violation is not None
            assert violation.rule == "R10.3", violation
            assert "dikes are built" in violation.reason
            with pytest.raises(vanuatu.IllegalMove, match=r"R10\.3"):
                vanuatu.apply(poor, dikes[0])
            return
    pytest.skip("no dike could be built in 40 random games")


# -- the property ----------------------------------------------------------------


def _expected(state: vanuatu.GameState, move: Build | Buy | Draw | Transport) -> str | None:
    """The rule that forbids what ``move`` names, first in the documented order,
    or ``None`` when what it names is usable (the action's own grounds decide)."""
    c = state.options.components
    p = state.players[move.player]
    if isinstance(move, Build) and move.dike is not None:
        isl, side = move.dike
        i = c.space_index[isl]
        if c.dikes - sum(len(sp.dikes) for sp in state.spaces) == 0:
            return "R10.3"
        if state.spaces[i].water >= c.submerged_at:
            return "R10.3"
        tile = state.board[i]
        if tile is None or not c.tile(tile).is_island or p.boat not in c.neighbours[i]:
            return "R10.3"
        if c.space_index[side] in state.spaces[i].dikes:
            return "R10.3"
    if move.island is None:
        return None
    i = c.space_index[move.island]
    tile = state.board[i]
    if tile is None or not c.tile(tile).is_island:
        return "R6"
    if state.options.rising_waters and state.spaces[i].water >= c.submerged_at:
        return "R10.3"
    if p.boat not in c.neighbours[i]:
        return "R6"
    return None


def _candidates(state: vanuatu.GameState, action: vanuatu.Action) -> list[vanuatu.Move]:
    p = state.to_act
    c = state.options.components
    out: list[vanuatu.Move] = []
    for i, name in enumerate(c.spaces):
        if state.board[i] is None:
            continue
        out.append(_island_move(action, p, name))
        if action == vanuatu.Action.BUILD and state.options.rising_waters:
            for j in c.neighbours[i]:
                tile = state.board[j]
                if tile is not None and not c.tile(tile).is_island:
                    out.append(Build(p, None, False, (name, c.spaces[j])))
                    out.append(Build(p, name, False, (name, c.spaces[j])))
    return out


def _worsen(state: vanuatu.GameState, rng: random.Random) -> vanuatu.GameState:
    """Make several rules apply at once: submerge islands, empty the dike supply,
    take the player's money or huts."""
    p = state.to_act
    if state.options.rising_waters:
        for i in rng.sample(_islands(state), k=min(2, len(_islands(state)))):
            if rng.random() < 0.5:
                state = _submerge(state, i)
        if rng.random() < 0.4:
            state = _all_dikes_built(state) or state
    players = list(state.players)
    if rng.random() < 0.5:
        players[p] = attrs.evolve(players[p], vatus=rng.choice((0, 1, 2)))
    if rng.random() < 0.3:
        players[p] = attrs.evolve(players[p], huts_left=0)
    return attrs.evolve(state, players=tuple(players))


def _check_reasons(options: dict[str, object], seed: int, pick: int) -> int:
    states = _actions_states(options, seed)
    rng = random.Random(pick)
    checked = 0
    for state in rng.sample(states, k=min(4, len(states))):
        state = _worsen(state, rng)
        legal = set(vanuatu.legal_moves(state))
        for action in ISLAND_ACTIONS:
            if not _holder_of(state, action) and not any(
                    isinstance(m, vanuatu.moves.Retrieve) and m.action == action for m in legal):
                continue
            for move in _candidates(state, action):
                violation = vanuatu.explain(state, move)
                assert (violation is None) == (move in legal), move
                if violation is None:
                    continue
                try:
                    vanuatu.apply(state, move)
                except vanuatu.IllegalMove as error:
                    assert error.rule == violation.rule  # type: ignore[attr-defined]
                else:
                    raise AssertionError(f"apply accepted {move}")
                if violation.rule.startswith("R5") or violation.rule in MARKER_RULES:
                    continue  # the marker rules decide before the action's
                expected = _expected(state, move)  # type: ignore[arg-type]
                if expected is not None:
                    assert violation.rule == expected, (move, violation)
                    checked += 1
    return checked


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10_000),
       pick=st.integers(0, 10_000))
def test_refusal_cites_the_first_rule_that_forbids(variant: dict[str, object], seed: int,
                                                   pick: int) -> None:
    _check_reasons(variant, seed, pick)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10_000),
       pick=st.integers(0, 10_000))
def test_refusal_cites_the_first_rule_that_forbids_many(variant: dict[str, object], seed: int,
                                                        pick: int) -> None:
    _check_reasons(variant, seed, pick)


def test_the_property_checks_rising_waters_cases() -> None:
    """The property sees moves where several rules apply at once."""
    assert sum(_check_reasons(dict(players=3, rising_waters=True), s, s) for s in range(3)) > 0
