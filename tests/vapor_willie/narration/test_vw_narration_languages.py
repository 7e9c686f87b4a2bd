"""The narration, the moves' descriptions and the rules' reasons in Portuguese and
Japanese: every move of random games is told in each language (English as it was),
with no English word of the interface, and every reason the rules give is said again
(the rule id kept)."""

from __future__ import annotations

import re

import pytest
from english_scan import english_words
from vapor_willie_play import random_game

import vapor_willie as vw
from vapor_willie.moves import Choose, Dock, Exchange, Keep, Offer
from vapor_willie.narration import narrate, narrate_game
from vapor_willie.narration.errors import error_text
from vapor_willie.narration.refusal_patterns import PATTERNS
from vapor_willie.narration.refusals import refusal_reason, refusal_text
from vapor_willie.narration.words import describe
from vapor_willie.rules.engine import explain, legal_moves

ENGLISH = frozenset("""
the and of is to for with not moves round player game draws drawn card cards adrift
begins ends over gains loses holds takes keeps docks anchors sets returns passes chooses
accepts declines fulfils uses joins turn bag boat island port objective from nothing
""".split())


@pytest.fixture(scope="module")
def games() -> list[vw.Game]:
    return [random_game(players, seed=seed, moves=600) for players, seed in ((2, 1), (3, 2),
                                                                              (4, 3))]


def test_describe_in_each_language() -> None:
    dock = Dock(1, "PA", via="captain")
    assert describe(dock, None) == "P1 docks at port PA (with the captain)."
    assert describe(dock, None, "pt") == "P1 atraca no porto PA (com o Capitão)."
    assert describe(dock, None, "ja") == "P1は港PAに停泊します（船長を使用）。"
    assert describe(Keep(0, "O3"), 1, "pt") == "P0 guarda uma das cartas de objetivo compradas."
    assert describe(Keep(0, "O3"), 0, "ja") == "P0は目標カードO3を残します。"
    offer = Offer(0, 1, "hay,2s", "nothing")
    assert describe(offer, None) == "P0 offers P1 hay, 2 silvos for nothing."
    assert describe(offer, None, "pt") == "P0 oferece a P1 feno, 2 silvos em troca de nada."
    assert "干し草、2シルボ" in describe(offer, None, "ja")
    exchange = Exchange(0, 1, "hay", "duck")  # VW8.2: a cube for a cube, each by its name
    assert describe(exchange, None, "pt") == "P0 troca seu feno pelo pato de P1."
    assert describe(Choose(0, "move"), None, "ja") == "P0は船の追加の移動を選びます。"


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_every_move_is_told_in_the_language(games: list[vw.Game], lang: str) -> None:
    for game in games:
        english = narrate_game(game.record)
        said = narrate_game(game.record, lang=lang)
        assert len(said) == len(english)
        assert english == narrate_game(game.record, lang="en")
        words = english_words("\n".join(said), ENGLISH, *(str(m) for m in game.moves))
        assert not words, words
        for viewer in range(game.options.players):
            hidden = narrate_game(game.record, viewer=viewer, lang=lang)
            assert len(hidden) == len(narrate_game(game.record, viewer=viewer))


def test_VW12_a_hidden_card_stays_hidden_in_every_language() -> None:
    game = vw.Game(players=2, seed=3)
    state = game.states[5]
    for lang in ("pt", "ja"):
        told = " ".join(narrate(state, game.moves[5], game.states[6], viewer=1, lang=lang))
        assert str(game.moves[5]).split()[-1] not in told


def _reasons(games: list[vw.Game]) -> set[str]:
    """The reasons the rules give for the legal moves of one position played in others."""
    found: set[str] = set()
    for game in games:
        states = game.states
        for k in range(0, len(states) - 1, 7):
            others = legal_moves(states[min(k + 3, len(states) - 1)])
            for move in others[:12]:
                why = explain(states[k], move)
                if why is not None:
                    found.add(why.reason)
    return found


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_every_reason_of_the_rules_is_said_again(games: list[vw.Game], lang: str) -> None:
    reasons = _reasons(games)
    assert len(reasons) > 5
    for reason in reasons:
        said = refusal_reason(reason, lang)
        assert said != reason, reason
        assert not re.search(r"\{\w+\}", said)


def test_a_refusal_keeps_its_move_and_rule_id() -> None:
    text = "P0 dock PA: VW4.3 docking costs a silvo and P0 has none"
    assert refusal_text(text, "pt") == (
        "P0 dock PA: VW4.3 atracar custa um silvo e P0 não tem nenhum")
    assert refusal_text(text, "ja").startswith("P0 dock PA: VW4.3 停泊には")
    assert refusal_text(text) == text and refusal_reason("no such reason", "pt") == "no such reason"


def test_each_pattern_reads_its_own_english() -> None:
    for pattern, message in PATTERNS:
        example = re.sub(r"\{(\w+)\}", lambda m: {"thing": "'x'"}.get(m[1], "P1"), message)
        if re.fullmatch(pattern, example):
            assert refusal_reason(example, "pt") != example, message


def test_errors_of_records_and_moves() -> None:
    assert error_text("g.vwr: line 4: unknown header 'Colour'", "pt") == (
        "g.vwr: linha 4: cabeçalho desconhecido 'Colour'")
    assert error_text("'P0 fly': unknown move word 'fly'", "ja") == "'P0 fly': 不明な手の語 'fly'"
    assert error_text("g.vwr: cannot read the file: No such file or directory", "pt") == (
        "g.vwr: não foi possível ler o arquivo: Arquivo ou pasta inexistente")
    assert error_text("something else: entirely", "ja") == "something else: entirely"
