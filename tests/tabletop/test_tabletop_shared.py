"""tabletop: what the two games share (statistics, search, specs, terminal loop,
page shell) knows neither game's rules."""

from __future__ import annotations

import ast
import io
import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import vanuatu
from tabletop.page import Frame, page
from tabletop.search import search
from tabletop.specs import Parameter, SpecError, parse_spec, split_specs
from tabletop.stats import mean_interval, rotate, shared_first, wilson
from tabletop.terminal import UNDONE, Prompt

ROOT = Path(__file__).resolve().parents[2] / "tabletop"


@pytest.mark.skipif(vanuatu.COMPILED, reason="reads the source tree, not the compiled build")
def test_tabletop_imports_neither_game() -> None:
    paths = sorted(ROOT.rglob("*.py"))
    assert len(paths) >= 7  # the folder is found: the check is not empty
    assert ROOT / "web" / "app.py" in paths  # the web server too
    for path in paths:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                name = node.module or ""
                assert node.level <= 1, path
                assert not name.startswith(("vanuatu", "vapor_willie")), (path, name)
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith(("vanuatu", "vapor_willie"))
                               for a in node.names), path


@given(st.integers(1, 500), st.data())
def test_wilson_interval_holds_the_rate(n: int, data: st.DataObject) -> None:
    wins = data.draw(st.integers(0, n))
    iv = wilson(wins / n, n)
    assert 0 <= iv.low <= iv.mean <= iv.high <= 1


def test_known_intervals() -> None:
    assert str(wilson(0.8, 40)) == "0.80 [0.65, 0.90]"
    assert str(mean_interval([2.0])) == "2.00 [2.00, 2.00]"
    assert rotate(("a", "b"), 3) == ("b", "a")


def test_shared_first_places_and_failures() -> None:
    assert shared_first([(5, 1), (5, 1), (3, 0)], ()) == ((1, 1, 3), (0.5, 0.5, 0.0))
    assert shared_first([9, 1, 2], failed=[0]) == ((3, 2, 1), (0.0, 0.0, 1.0))


class _Pick:
    """Player 0 picks a number 0..4, then a hidden coin (chance) may double it; the
    reward is the number over 8 (player 1 never moves)."""

    players = 2

    def determinize(self, rng: random.Random) -> tuple[int, int]:
        return (-1, 0)

    def to_act(self, s: tuple[int, int]) -> int:
        return 0 if s[0] < 0 else -1 if s[1] == 0 else -2

    def moves(self, s: tuple[int, int]) -> Sequence[int]:
        return range(5)

    def play(self, s: tuple[int, int], m: int) -> tuple[int, int]:
        return (m, 0)

    def chance(self, s: tuple[int, int], rng: random.Random) -> tuple[int, int]:
        return (s[0] * rng.choice((1, 2)), 1)

    def key(self, m: int, actor: int) -> int:
        return m

    def stop(self, s: tuple[int, int], depth: int) -> bool:
        return False

    def playout_move(self, s: tuple[int, int], rng: random.Random) -> int:
        return rng.randrange(5)

    def rewards(self, s: tuple[int, int]) -> list[float]:
        return [s[0] / 8, 0.0]


def test_search_finds_the_best_move_through_chance() -> None:
    result = search(_Pick(), 0, list(range(5)), random.Random(2), iterations=300)
    assert result.move == 4 and result.iterations == 300
    assert sum(v for _, v, _ in result.children) == 300
    with pytest.raises(ValueError, match="no move"):
        search(_Pick(), 0, [], random.Random(1), iterations=1)


class _PickPlayedOut(_Pick):
    """:class:`_Pick` that plays its own playouts (:class:`tabletop.search.PlaysOut`):
    the reward of a pick is its value, the chance of doubling counted as 1.5 (values
    are the pick itself)."""

    def __init__(self) -> None:
        self.calls = 0

    def playout(self, s: tuple[int, int], depth: int, rng: random.Random
                ) -> tuple[list[float], list[float]]:
        self.calls += 1
        assert depth == 1 and s[1] == 0  # right after the expansion, the coin unseen
        return [s[0] * 1.5 / 8, 0.0], [float(s[0]), 0.0]


def test_a_game_that_plays_its_own_playouts() -> None:
    game = _PickPlayedOut()
    result = search(game, 0, list(range(5)), random.Random(2), iterations=200)
    # one playout per expansion (the five picks); later iterations end in the tree
    assert result.move == 4 and game.calls == 5
    assert result.values == ()  # not a Valued game: its values are not kept


def test_specs() -> None:
    assert parse_spec(" Ismcts : iterations=5 ") == ("ismcts", {"iterations": "5"})
    assert split_specs("a:x=1,y=2,b") == ["a:x=1,y=2", "b"]
    with pytest.raises(SpecError, match="given twice"):
        parse_spec("a:x=1,x=2")
    with pytest.raises(ValueError, match="seconds must be at most"):
        Parameter("seconds", float, 0, "", above=True).parse("1e999")
    with pytest.raises(ValueError, match="seconds must be a number above 0"):
        Parameter("seconds", float, 0, "", above=True).parse("nan")


def test_the_prompt_loop() -> None:
    stdout = io.StringIO()
    prompt = Prompt(io.StringIO("\nhint\nboard\nundo\n"), stdout)
    answer = prompt.ask(1, ["x"], parse=lambda t: t, explain=lambda m: None,
                        hint=lambda: "try x", board=lambda: "BOARD",
                        undo=lambda: (True, "undone"))
    assert answer == UNDONE
    assert "try x" in stdout.getvalue() and "BOARD" in stdout.getvalue()
    assert Prompt(io.StringIO("quit\n"), io.StringIO()).ask(
        0, ["x"], parse=lambda t: t, explain=lambda m: None, hint=lambda: "",
        board=lambda: "", undo=lambda: (False, "")) is None


def test_the_page_stores_each_picture_once_and_escapes() -> None:
    html = page("<t>", [Frame("<svg>A</svg>", "", ["</script>"]),
                        Frame("<svg>A</svg>", "m", [])] * 3)
    assert html.count("\\u003csvg\\u003eA\\u003c/svg\\u003e") == 1
    blob = html.split('type="application/json">')[1].split("</script>")[0]
    assert "<t>" not in html and "<" not in blob and ">" not in blob
    with pytest.raises(ValueError):
        page("x", [])
