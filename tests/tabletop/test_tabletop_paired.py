"""The paired comparison of :mod:`tabletop.paired`: every move played out on the same
deals and draws, the budget spent in stages with ``halving``, a bias that breaks what
the samples cannot tell apart."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from tabletop.paired import paired


class Luck:
    """One move and it is over: the deal gives a luck in [0, 1) that outweighs by far
    what the moves bring (``effect``), and the reward is luck plus effect. A chance
    event after the move adds a second draw of luck. Counts the playout moves."""

    players = 1

    def __init__(self, effect: dict[str, float]) -> None:
        self.effect = effect
        self.playout_moves = 0

    def determinize(self, rng: random.Random) -> tuple[float, str, bool]:
        return (rng.random(), "", False)

    def to_act(self, s: tuple[float, str, bool]) -> int:
        if not s[1]:
            return 0
        return -2 if s[2] else -1

    def moves(self, s: tuple[float, str, bool]) -> list[str]:
        return list(self.effect)

    def play(self, s: tuple[float, str, bool], m: str) -> tuple[float, str, bool]:
        return (s[0] + self.effect[m], m, False)

    def chance(self, s: tuple[float, str, bool], rng: random.Random) -> tuple[float, str, bool]:
        return (s[0] + rng.random(), s[1], True)

    def key(self, m: str, actor: int) -> str:
        return m

    def stop(self, s: tuple[float, str, bool], depth: int) -> bool:
        return False

    def playout_move(self, s: tuple[float, str, bool], rng: random.Random) -> str:
        self.playout_moves += 1
        return "a"

    def rewards(self, s: tuple[float, str, bool]) -> Sequence[float]:
        return [s[0] / 3]


@pytest.mark.parametrize("seed", range(12))
def test_moves_are_compared_on_the_same_deals_and_draws(seed: int) -> None:
    # the luck of two deals differs by far more than 0.01, the same deal not at all
    game = Luck({"a": 0.0, "b": 0.01, "c": 0.005})
    result = paired(game, 0, ["a", "b", "c"], random.Random(seed), samples=2)
    assert result.move == "b"
    assert [m for m, _, _ in result.children] == ["b", "c", "a"]
    assert [n for _, n, _ in result.children] == [2, 2, 2]
    assert result.iterations == 6
    assert game.playout_moves == 0


def test_halving_spends_the_later_samples_on_the_better_half() -> None:
    game = Luck({"a": 0.0, "b": 0.03, "c": 0.02, "d": 0.01})
    result = paired(game, 0, ["a", "b", "c", "d"], random.Random(1), samples=4,
                    halving=True)
    visits = {m: n for m, n, _ in result.children}
    assert result.move == "b"
    assert visits == {"b": 6, "c": 6, "d": 2, "a": 2}  # 2 stages of 8 playouts
    assert result.iterations == 16


def test_a_bias_breaks_what_the_samples_cannot_tell_apart() -> None:
    game = Luck({"a": 0.0, "b": 0.0})
    assert paired(game, 0, ["a", "b"], random.Random(1), samples=3).move == "a"
    biased = paired(game, 0, ["a", "b"], random.Random(1), samples=3, bias=[0.0, 0.01])
    assert biased.move == "b"
    outweighed = paired(Luck({"a": 0.1, "b": 0.0}), 0, ["a", "b"], random.Random(1),
                        samples=3, bias=[0.0, 0.01])
    assert outweighed.move == "a"


def test_a_time_budget_plays_at_least_one_sample() -> None:
    result = paired(Luck({"a": 0.0, "b": 0.01}), 0, ["a", "b"], random.Random(1),
                    seconds=1e-9)
    assert result.iterations == 2
    assert result.move == "b"


def test_the_same_seed_gives_the_same_comparison() -> None:
    def run() -> object:
        return paired(Luck({"a": 0.0, "b": 0.0}), 0, ["a", "b"], random.Random(5),
                      samples=3).children
    assert run() == run()


@pytest.mark.parametrize(("options", "message"), [
    ({"samples": None}, "give samples or seconds"),
    ({"bias": [1.0]}, "1 biases for 2 root moves"),
    ({"playout": -1}, "playout must be 0 or more"),
])
def test_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    settings: dict[str, object] = {"samples": 1, **options}
    with pytest.raises(ValueError, match=message):
        paired(Luck({"a": 0.0, "b": 0.0}), 0, ["a", "b"], random.Random(1), **settings)  # type: ignore[arg-type]


def test_no_move_is_refused() -> None:
    with pytest.raises(ValueError, match="no move to choose from"):
        paired(Luck({}), 0, [], random.Random(1), samples=1)
