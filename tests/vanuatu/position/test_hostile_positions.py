"""Hostile position strings: :func:`vanuatu.from_position` reads only positions
that could occur between two moves, and names the field of anything else.

Each mutation of a real position string (a character, a number, a field of
another game or of the same game at another time, a player's part, an item on
a space, the characters offered, a count per action space) either raises
:class:`vanuatu.PositionError` or reads into a state the rules handle: a player
to act has a legal move and a chance event an outcome, each move applies and
:func:`vanuatu.explain` agrees, the string and every player's public form read
back, and the bots choose a move."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_play import VARIANTS

import vanuatu
from vanuatu.bots import decide, make_bot


@functools.cache
def _positions(variant: int, seed: int) -> tuple[str, ...]:
    """Every position string (full and public forms) of one random game."""
    rng = random.Random(seed)
    state = vanuatu.new_game(VARIANTS[variant])
    out = []
    while True:
        out.append(vanuatu.to_position(state))
        out.append(vanuatu.to_position(state, player=rng.randrange(state.num_players)))
        if state.is_over:
            return tuple(out)
        move = (vanuatu.sample_chance(state, rng) if state.is_chance
                else rng.choice(vanuatu.legal_moves(state)))
        state = vanuatu.apply(state, move)


def _field(text: str, k: int, value: str) -> str:
    words = text.split(" ")
    words[k - 1] = value
    return " ".join(words)


def _at(phase: str, players: int = 3, rising: bool = False) -> str:
    variant = VARIANTS.index(vanuatu.Options(players=players, rising_waters=rising))
    return next(p for p in _positions(variant, 1) if f".{phase}." in p.split(" ")[2])


def _refused(text: str, field: str) -> str:
    with pytest.raises(vanuatu.PositionError, match=rf"\({field}\)") as info:
        vanuatu.from_position(text)
    return str(info.value)


# -- the cases found by hand -----------------------------------------------------


def test_r3_clock_step_beyond_the_phase() -> None:
    assert "steps 0 to" in _refused(_field(_at("planning"), 3, "1.planning.9"), "clock")
    _refused(_field(_at("characters"), 3, "1.characters.7"), "clock")
    _refused(_field(_at("planning"), 3, "99.planning.0"), "clock")
    _refused(_field(_at("planning"), 3, "1.rest.0"), "clock")


def test_r10_1_neutral_phase_only_with_two_players() -> None:
    message = _refused(_field(_at("planning"), 3, "1.neutral.0"), "clock")
    assert "R10.1" in message


def test_to_act_none_only_when_over() -> None:
    assert "over" in _refused(_field(_at("actions"), 4, "none"), "to-act")
    _refused(_field(_at("planning"), 4, "none"), "to-act")


def test_to_act_chance_only_with_a_pending_event() -> None:
    assert "chance" in _refused(_field(_at("actions"), 4, "chance"), "to-act")


def test_r3_the_player_at_the_seat_acts() -> None:
    text = _at("planning")
    who = text.split(" ")[3]
    other = "P1" if who != "P1" else "P2"
    assert "turn" in _refused(_field(text, 4, other), "to-act")


def test_r1_5_demand_fills_among_the_goods_asked() -> None:
    text = _at("actions")
    display = text.split(" ")[9]
    filled = "/".join(w.split(":")[0] + ":kkkk" for w in display.split("/"))
    assert "R1.5" in _refused(_field(text, 10, filled), "demand-display")


@pytest.mark.parametrize("value", ["0", "999", "3.3.3", ".".join(["1"] * 24)])
def test_r1_4_treasure_tokens_within_the_supply(value: str) -> None:
    text = _at("actions")
    players = text.split(" ")[6].split("/")
    parts = players[0].split(":")
    parts[4] = value
    players[0] = ":".join(parts)
    assert "treasure tokens" in _refused(_field(text, 7, "/".join(players)), "players")


def test_r5_9_every_rest_token_available_outside_phase_iv() -> None:
    text = _at("planning", players=5)
    assert "R5.9" in _refused(_field(text, 17, "?"), "rest-available")
    assert "R5.9" in _refused(_field(text, 17, "first,vatu"), "rest-available")
    players = text.split(" ")[6].split("/")
    players[1] = ":".join(players[1].split(":")[:-1] + ["point"])
    assert "outside Phase IV" in _refused(_field(text, 7, "/".join(players)), "rest-available")


def test_r1_7_a_rest_token_is_in_one_place() -> None:
    text = _at("actions")
    players = text.split(" ")[6].split("/")
    players[0] = ":".join(players[0].split(":")[:-1] + ["first"])
    message = _refused(_field(_field(text, 7, "/".join(players)), 17, "first,vatu"),
                       "rest-available")
    assert "two places" in message


def test_public_position_reads_as_the_observed_state() -> None:
    game = vanuatu.Game(players=3, seed=2)
    text = vanuatu.to_position(game.state, player=0)
    assert vanuatu.from_position(text) == vanuatu.observe(game.state, 0).state


# -- the fuzzer -------------------------------------------------------------------

CHARACTERS = tuple(str(ch) for ch in vanuatu.components.Character)


def _swap(word: str, sep: str, rng: random.Random, change: Callable[[str], str]) -> str:
    """``word`` with one of its ``sep``-separated parts changed."""
    parts = word.split(sep)
    i = rng.randrange(len(parts))
    parts[i] = change(parts[i])
    return sep.join(parts)


def _player_part(part: str, rng: random.Random) -> str:
    """A new value for one ``:`` part of a player (character, markers, in hand...)."""
    return rng.choice((
        rng.choice(CHARACTERS) + rng.choice(("", "*")), "-", "-*", str(rng.randrange(12)),
        "".join(str(rng.choice((0, 0, 0, 1, 2, 5))) for _ in range(9)),
        rng.choice(("first", "vatu", "point", "both", "?")), part + "*", "1.1.2.3.3",
    ))


def _space_item(word: str, rng: random.Random) -> str:
    """One item added to or changed on a space of the board (cubes, huts, water...)."""
    item = rng.choice((
        "C" + ".".join(str(rng.randrange(4)) for _ in range(3)), "H" + str(rng.randrange(5)),
        "H0.0.1.1", "D" + str(rng.randrange(5)), "U" + str(rng.randrange(7)),
        "W" + str(rng.randrange(7)), "K1,1", "K0,0", "K2,1;1,2", "F3", "T2",
    ))
    tile, _, items = word.partition(":")
    return f"{tile}:{items}{item}" if rng.random() < 0.5 else f"{tile}:{item}"


def _mutate(text: str, rng: random.Random, variant: int) -> str:
    words = text.split(" ")
    k = rng.randrange(1, len(words))
    word = words[k]
    how = rng.randrange(12)
    if how == 0 and word:  # change one character
        i = rng.randrange(len(word))
        word = word[:i] + rng.choice("0123456789-.:/,?PkcbFTCHDUWK*xyz") + word[i + 1:]
    elif how == 1:  # a number made larger or negative
        word = "".join(str(rng.choice((0, 9, 99, 9999))) if ch.isdigit() and rng.random() < 0.3
                       else ch for ch in word)
    elif how == 2:  # the field of another position of the same options
        other = _positions(rng.randrange(len(VARIANTS)), rng.randrange(2))
        donor = rng.choice(other).split(" ")
        word = donor[k]
    elif how == 3 and word:  # drop a piece
        i = rng.randrange(len(word))
        word = word[:i] + word[i + 1:]
    elif how == 4:  # repeat a piece
        word = word + rng.choice(("/", ".", ":", ",")) + word
    elif how in (5, 6):  # a field of the same game at another time (clock, board, offers...)
        donor = rng.choice(_positions(variant, rng.randrange(2))).split(" ")
        k = rng.choice((k, 2, 2, 6, 7, 8, 9, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23))
        word = donor[k]
    elif how == 7:  # one part of one player
        k = 6
        word = _swap(words[k], "/", rng,
                     lambda w: _swap(w, ":", rng, lambda part: _player_part(part, rng)))
    elif how == 8:  # one item on one space of the board
        k = 5
        word = _swap(words[k], "/", rng, lambda w: _space_item(w, rng))
    elif how == 9:  # characters offered, now or the round before
        k = rng.choice((19, 20))
        word = ",".join(rng.sample(CHARACTERS, rng.choice((0, 1, 4, 5, 5, 6, 11)))) or "-"
    elif how == 10:  # a count per action space (neutral, resolved, governed)
        k = rng.choice((17, 18, 22))
        word = rng.choice((
            "".join(rng.choice("0000012") for _ in range(9)),
            "".join(rng.choice("01") for _ in range(9)),
            ".".join(rng.choice(("-", "-", "sail", "fish", "rest")) for _ in words[22].split(".")),
        ))
    else:
        word = rng.choice(("-", "?", "0", "none", "chance", "P0", "P4", "1", "6", "9"))
    words[k] = word
    return " ".join(words)


def check_mutation(text: str, bots: bool = True) -> None:
    """``text`` reads into a state the rules handle, or raises PositionError:
    legal moves (or a chance event with outcomes) unless the game is over, each
    of them applies and :func:`vanuatu.explain` agrees, every player's view and
    the string itself read back, and a bot chooses a move."""
    try:
        state = vanuatu.from_position(text)
    except vanuatu.PositionError:
        return
    assert vanuatu.from_position(vanuatu.to_position(state)) == state, text
    for p in range(state.num_players):
        seen = vanuatu.observe(state, p).state
        assert vanuatu.from_position(vanuatu.to_position(state, player=p)) == seen, text
    if state.is_over:
        assert not vanuatu.legal_moves(state), text
        return
    if state.is_chance:
        outcomes = vanuatu.chance_outcomes(state)
        assert outcomes, text
        for move, _ in outcomes[:3]:
            vanuatu.apply(state, move)
        return
    moves = vanuatu.legal_moves(state)
    assert moves, text
    rng = random.Random(text)
    for move in moves[:3] + rng.sample(moves, min(3, len(moves))):
        vanuatu.apply(state, move)
        assert vanuatu.explain(state, move) is None
    if bots and "?" not in text.split(" ")[16] and ":?" not in text.split(" ")[6]:
        for spec in ("random", "heuristic"):
            assert decide(make_bot(spec, seed=1), state) in moves, text


def _fuzz(seed: int, rounds: int) -> None:
    rng = random.Random(seed)
    variant = seed % len(VARIANTS)
    texts = _positions(variant, seed % 3)
    for _ in range(rounds):
        text = rng.choice(texts)
        for _ in range(rng.randrange(1, 3)):
            text = _mutate(text, rng, variant)
        check_mutation(text)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_mutated_positions_read_or_raise_position_error(seed: int) -> None:
    _fuzz(seed, 40)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_mutated_positions_read_or_raise_position_error_long(seed: int) -> None:
    _fuzz(seed, 200)


def test_every_position_of_random_games_reads_back() -> None:
    """The checks refuse no position a game reaches (full and public forms)."""
    for variant in range(len(VARIANTS)):
        for text in _positions(variant, 0):
            vanuatu.from_position(text)


def test_r7_1_many_treasure_tokens_give_few_sales() -> None:
    """Tokens of one value are alike: the sales of n tokens are counted by the
    values' counts, not the 2^n subsets (a state off the supply, built by hand)."""
    import attrs

    state = vanuatu.from_position(_at("actions"))
    p = state.to_act
    players = list(state.players)
    players[p] = attrs.evolve(players[p], treasures=(1,) * 8 + (2,) * 8 + (3,) * 8)
    rich = attrs.evolve(state, players=tuple(players))
    sales = [m for m in vanuatu.legal_moves(rich, p) if isinstance(m, vanuatu.moves.SellTreasure)]
    assert len(sales) == 9 * 9 * 9 - 1
