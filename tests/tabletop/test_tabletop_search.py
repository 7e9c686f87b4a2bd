"""The game-neutral search's options: playouts bounded in moves, a progressive bias at
the root, and the widening of the other players' nodes (all off by default)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from tabletop.search import search


class Nim:
    """Take 1 or 2 from a pile of 7; taking the last one wins. Counts the playout moves
    and the positions valued."""

    players = 2

    def __init__(self) -> None:
        self.playout_moves = 0
        self.valued: list[tuple[int, int]] = []

    def determinize(self, rng: random.Random) -> tuple[int, int]:
        return (7, 0)

    def to_act(self, s: tuple[int, int]) -> int:
        return -2 if s[0] == 0 else s[1]

    def moves(self, s: tuple[int, int]) -> list[int]:
        return [k for k in (1, 2) if k <= s[0]]

    def play(self, s: tuple[int, int], m: int) -> tuple[int, int]:
        return (s[0] - m, 1 - s[1])

    def chance(self, s: tuple[int, int], rng: random.Random) -> tuple[int, int]:
        raise AssertionError("Nim has no chance")

    def key(self, m: int, actor: int) -> int:
        return m

    def stop(self, s: tuple[int, int], depth: int) -> bool:
        return False

    def playout_move(self, s: tuple[int, int], rng: random.Random) -> int:
        self.playout_moves += 1
        return rng.choice(self.moves(s))

    def rewards(self, s: tuple[int, int]) -> Sequence[float]:
        self.valued.append(s)
        if s[0]:
            return [0.5, 0.5]
        return [1.0 if s[1] == 1 else 0.0, 1.0 if s[1] == 0 else 0.0]


def test_the_defaults_search_as_before() -> None:
    plain = search(Nim(), 0, [1, 2], random.Random(1), iterations=300)
    spelled = search(Nim(), 0, [1, 2], random.Random(1), iterations=300, playout=None,
                     bias=None, others=None)
    assert plain.children == spelled.children


def test_playout_zero_values_the_expanded_position_at_once() -> None:
    game = Nim()
    result = search(game, 0, [1, 2], random.Random(1), iterations=2, playout=0)
    assert result.iterations == 2
    # the two root moves expanded and valued where they lead, the pile not yet taken
    assert sorted(game.valued) == [(5, 1), (6, 1)]
    assert game.playout_moves == 0


def test_playout_bounds_the_moves_of_a_playout() -> None:
    game = Nim()
    search(game, 0, [1, 2], random.Random(3), iterations=1, playout=2)
    assert game.playout_moves == 2
    assert game.valued[0][0] > 0


def test_a_bias_leads_the_first_visits() -> None:
    result = search(Nim(), 0, [1, 2], random.Random(1), iterations=3, bias=[0.0, 5.0])
    assert result.move == 2  # expanded first, then kept by its bias over 3 iterations


def test_a_vanishing_bias_lets_the_search_decide() -> None:
    result = search(Nim(), 0, [1, 2], random.Random(1), iterations=2000, bias=[0.0, 0.1])
    assert result.move == 1  # from 7, taking 1 leaves 6: a lost pile for the other


def test_others_zero_keeps_the_playout_move_alone_at_the_others_nodes() -> None:
    result = search(Nim(), 0, [1, 2], random.Random(1), iterations=200, others=0.0)
    assert {m for m, _, _ in result.children} == {1, 2}


@pytest.mark.parametrize(("options", "message"), [
    ({"bias": [1.0]}, "1 biases for 2 root moves"),
    ({"playout": -1}, "playout must be 0 or more"),
])
def test_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        search(Nim(), 0, [1, 2], random.Random(1), iterations=1, **options)  # type: ignore[arg-type]
