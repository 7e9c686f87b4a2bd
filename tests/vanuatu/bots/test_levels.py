"""The levels for people (vanuatu.bots.levels) and the casual bot they start from
(vanuatu.bots.casual): registered, listed by ``--help``, legal in every variant, and
the pool of a rating run (``vanuatu arena`` with more bots than seats)."""

from __future__ import annotations

import json
import random

import pytest

import vanuatu
from vanuatu import Options
from vanuatu.bots import BOTS, LEVELS, Budget, decide, levels, make_bot
from vanuatu.bots.arena import Pool, game_specs, run_arena
from vanuatu.bots.casual import draw
from vanuatu.cli import main

NAMES = ("easy", "medium", "hard", "expert")

#: Every variant a level must play: players, Rising Waters (R10.3), characters (R10.2).
VARIANTS = [
    Options(players=2),
    Options(players=3),
    Options(players=5),
    Options(players=3, rising_waters=True),
    Options(players=4, characters=False),
]


def test_the_levels_are_registered_in_order_with_a_summary() -> None:
    assert tuple(level.name for level in levels()) == NAMES
    assert levels() == LEVELS
    for level in LEVELS:
        maker = BOTS[level.name]
        assert maker.parameters == ()
        assert maker.summary == level.summary and level.summary
        BOTS.check(level.spec)  # the spec it plays is a valid spec of a registered kind
        assert make_bot(level.name, seed=1).name == level.name


def test_the_levels_are_not_random_and_grow_in_search() -> None:
    kinds = [BOTS.parse(level.spec)[0] for level in LEVELS]
    assert kinds == ["casual", "casual", "ismcts", "ismcts"]
    hard, expert = (dict(BOTS.parse(level.spec)[1]) for level in LEVELS[2:])
    assert int(hard["iterations"]) < int(expert["iterations"])
    # expert's playouts go a phase further, within a time under the server's cap
    assert int(expert["horizon"]) > int(hard.get("horizon", 0))
    assert float(expert["seconds"]) < 5


def test_the_rated_levels_are_in_order_of_strength() -> None:
    # the rating run put easy < medium < hard; expert's match against hard put it
    # above hard, the two intervals apart
    easy, medium, hard, expert = (level.rating for level in LEVELS)
    assert easy < medium < hard < expert
    assert LEVELS[3].rating_low > LEVELS[2].rating_high
    for level in LEVELS:
        assert level.rating_low <= level.rating <= level.rating_high
        assert level.to_json()["rating_ci"] == [level.rating_low, level.rating_high]


@pytest.mark.parametrize("command", ["play", "arena"])
def test_help_lists_the_levels(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    for level in LEVELS:
        assert level.name in text
        if command == "arena":
            assert f"{level.name} ({level.summary})" in text


def _short_game(level: str, options: Options, seed: int, decisions: int) -> int:
    """The level at seat 0 and random bots elsewhere for ``decisions`` of the
    level's moves (a search cut to a few iterations by the view's budget); every
    move is checked legal by :func:`~vanuatu.bots.decide`. Returns the decisions."""
    game = vanuatu.Game(options=options, seed=seed)
    bot = make_bot(level, seed)
    others = make_bot("random", seed)
    made = 0
    while not game.is_over() and made < decisions:
        if game.state.to_act == 0:
            move = decide(bot, game.state, game.moves, Budget(iterations=4))
            made += 1
        else:
            move = decide(others, game.state, game.moves)
        assert move in game.legal_moves()
        game.play(move)
    return made


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: (
    f"{o.players}p{'-rising' if o.rising_waters else ''}"
    f"{'-no-characters' if not o.characters else ''}"))
@pytest.mark.parametrize("level", NAMES)
def test_each_level_makes_legal_moves_in_every_variant(level: str, options: Options) -> None:
    assert _short_game(level, options, seed=3, decisions=12) == 12


@pytest.mark.slow
@pytest.mark.parametrize(("options", "seats"), [
    (Options(players=2), ("easy", "expert")),
    (Options(players=3, rising_waters=True), ("medium", "hard", "expert")),
], ids=["2p", "3p-rising"])
def test_the_levels_play_whole_games_with_their_own_budgets(
        options: Options, seats: tuple[str, ...]) -> None:
    summary = run_arena(game_specs(list(seats), games=1, seed=2, options=options))
    assert [b.name for b in summary.bots] == list(seats)
    assert all(b.failures == 0 and b.decisions > 0 for b in summary.bots)


def test_the_casual_draw_stays_among_the_best_moves() -> None:
    scores = [0.0, 10.0, 9.5, 9.0, -4.0]
    drawn = {draw(scores, 3, 4.0, random.Random(s)) for s in range(200)}
    assert drawn == {1, 2, 3}
    assert {draw(scores, 1, 4.0, random.Random(s)) for s in range(20)} == {1}
    assert {draw(scores, 5, 0.0, random.Random(s)) for s in range(20)} == {1}


def test_a_pool_seats_every_table_at_every_seat() -> None:
    pool = game_specs(["a", "b", "c", "d"], games=12, seed=1, options=Options(players=2))
    assert isinstance(pool, Pool)
    seats = [spec.seats for spec in pool]
    assert len(set(seats)) == 12  # 6 tables, each bot at each seat of each
    assert len({spec.seed for spec in pool}) == 12
    assert [spec.seats for spec in pool[12:]] == []
    assert pool[-1].seats == ("d", "c")


def test_a_pool_of_too_many_bots_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--players", "2", "--bots", ",".join(["random"] * 13),
                 "--games", "1"]) != 0
    assert "at most 12" in capsys.readouterr().err
    assert main(["arena", "--players", "2", "--bots", "random,heuristic,nobody",
                 "--games", "1"]) != 0
    assert "unknown bot 'nobody'" in capsys.readouterr().err


def test_arena_rates_a_pool_in_its_json(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("openskill")
    assert main(["arena", "--players", "2", "--bots", "random,easy,medium", "--games", "6",
                 "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [b["name"] for b in data["bots"]] == ["random", "easy", "medium"]
    assert [b["games"] for b in data["bots"]] == [4, 4, 4]
    for bot in data["bots"]:
        low, high = bot["rating_ci"]
        assert low < bot["rating"] < high
    assert main(["arena", "--players", "2", "--bots", "random,easy,medium", "--games", "6",
                 "--seed", "1"]) == 0
    assert "rating" in capsys.readouterr().out.splitlines()[2]
