"""The action modules (``vanuatu.rules.actions``) and the R4.3 planning search
(``vanuatu.rules.feasibility``) describe the same actions twice: the search
restates each action's effect on a small position of one player for speed
(``vanuatu.rules.planning_player``, over ``planning_positions`` and ``planning_table``).
These tests tie the two together: over many random positions, what the search
says a player may plan equals a brute-force search that performs the actions
with the action modules themselves (every option, each planned action at most
once, in any order, free actions at any point, R4.3). Two-player games are left
out: there the search ignores the other boat (R12.4) and the action modules do
not (R10.1)."""

from __future__ import annotations

import inspect
import random
import re
from types import ModuleType

import pytest
from random_play import random_game

import vanuatu
from vanuatu import ACTIONS, Action, GameState, Options, Phase
from vanuatu.rules import actions
from vanuatu.rules.actions import MODULES, action_options, perform
from vanuatu.rules.feasibility import ALL_ACTIONS, action_mask, plannable_mask
from vanuatu.rules.free import apply_free, free_moves


def brute_force_plannable(state: GameState, p: int, planned: int) -> int:
    """The bit set of actions ``p`` could perform this round, ignoring the other
    players, after performing some of the ``planned`` actions first (R4.3)."""
    found = 0
    start = (0, state)
    seen = {start}
    stack = [start]
    while stack:
        done, s = stack.pop()
        following: list[tuple[int, GameState]] = []
        for a in ACTIONS:
            bit = 1 << a
            if done & bit:
                continue
            options = action_options(s, p, a)
            if not options:
                continue
            found |= bit
            if planned & bit and a != Action.REST:  # Rest changes nothing that helps
                following.extend((done | bit, perform(s, m)) for m in options)
        following.extend((done, apply_free(s, m)) for m in free_moves(s, p))
        for node in following:
            if node not in seen:
                seen.add(node)
                stack.append(node)
    return found


def _positions(options: Options, seed: int, every: int) -> list[GameState]:
    """Every ``every``-th planning position of a random game."""
    states = [s for s in random_game(options, seed)[0]
              if s.phase == Phase.PLANNING and not s.is_chance]
    return states[::every]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("options", "seed"),
    [
        (Options(players=3), 1),
        (Options(players=4), 2),
        (Options(players=5), 3),
        (Options(players=3, characters=False), 4),
        (Options(players=4, rising_waters=True), 5),
        (Options(players=4, sail_revisit=False), 6),
        (Options(players=3, fishing_lowers_price=True), 7),
        (Options(players=5), 8),
    ],
    ids=["3p", "4p", "5p", "3p-no-characters", "4p-rising-waters", "4p-simple-paths",
         "3p-fishing-lowers-price", "5p-more-planned"],
)
def test_R4_3_search_agrees_with_the_action_modules(options: Options, seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for state in _positions(options, seed, every=1):
        p = state.to_act
        on_board = action_mask(a for a, k in enumerate(state.players[p].markers) if k)
        # the markers on the board, and a few more actions as if planned too
        extra = action_mask(rng.sample(range(len(ACTIONS) - 1), rng.randint(0, 3)))
        planned = on_board | extra
        assert plannable_mask(state, p, planned, ALL_ACTIONS) == brute_force_plannable(
            state, p, planned
        ), (str(state.players[p]), planned)
        checked += 1
    assert checked >= 50


#: The five functions of every action module (see :mod:`vanuatu.rules.actions`).
ACTION_FUNCTIONS = ("options", "bonus_changes", "why_impossible", "why_unavailable", "perform")


def test_every_action_has_its_module() -> None:
    assert list(MODULES) == list(ACTIONS)
    for action, module in MODULES.items():
        assert module.RULE == f"R6.{int(action) + 1}"
        for verb in ACTION_FUNCTIONS:
            assert callable(getattr(module, verb)), (module.__name__, verb)


#: A compiled build (mypyc) keeps neither module docstrings nor Python functions
#: to inspect; the source tree's tests of them run on the pure build.
source_only = pytest.mark.skipif(
    vanuatu.COMPILED, reason="compiled modules keep no docstrings to read")


@source_only
def test_the_package_names_the_five_functions() -> None:
    assert all(f"``{verb}(" in (actions.__doc__ or "") for verb in ACTION_FUNCTIONS)


@source_only
@pytest.mark.parametrize("module", list(MODULES.values()), ids=lambda m: m.__name__)
def test_every_function_of_an_action_module_says_what_it_does(module: ModuleType) -> None:
    functions = [f for f in vars(module).values()
                 if inspect.isfunction(f) and f.__module__ == module.__name__]
    assert {f.__name__ for f in functions} >= set(ACTION_FUNCTIONS)
    undocumented = [f.__name__ for f in functions if not inspect.getdoc(f)]
    assert undocumented == []
    # each of the five names the rule it follows
    for verb in ACTION_FUNCTIONS:
        assert re.search(r"R\d+(\.\d+)?", inspect.getdoc(getattr(module, verb)) or ""), verb
