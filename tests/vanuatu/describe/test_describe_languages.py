"""Portuguese and Japanese words everywhere a move is said: every legal move of random
positions has a description in each language, with every placeholder filled and, where
the English is a sentence, different from it; every reason the rules give for refusing
a move is said again in each language with its rule id kept; every event of a narrated
game has its sentence in each language; the score table and the position too."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_play import VARIANTS, random_game

import vanuatu
from vanuatu import describe_move, explain, legal_moves
from vanuatu.describe.refusals import refusal_reason
from vanuatu.narration import events
from vanuatu.text.display import describe_scores, describe_state

LANGS = ("pt", "ja")


def _game(variant: int, seed: int) -> vanuatu.Game:
    options = VARIANTS[variant % len(VARIANTS)]
    _, moves = random_game(options, seed)
    return vanuatu.Game.from_record(vanuatu.Record(options, moves=tuple(moves)))


def _is_sentence(text: str) -> bool:
    return " " in text


@settings(max_examples=25, deadline=None)
@given(variant=st.integers(0, 20), seed=st.integers(0, 10_000), at=st.floats(0, 1))
def test_every_legal_move_has_a_description_in_each_language(variant: int, seed: int,
                                                             at: float) -> None:
    game = _game(variant, seed)
    state = game.states[int(at * (len(game.states) - 1))]
    for move in legal_moves(state)[:60]:
        english = describe_move(move, state)
        for lang in LANGS:
            words = describe_move(move, state, lang)
            assert words and "{" not in words and "}" not in words
            if _is_sentence(english):
                assert words != english, (lang, english)


@settings(max_examples=20, deadline=None)
@given(variant=st.integers(0, 20), seed=st.integers(0, 10_000))
def test_every_reason_of_a_refusal_is_said_in_each_language(variant: int, seed: int) -> None:
    game = _game(variant, seed)
    rng = random.Random(seed)
    pool = list(game.moves)
    for k in range(0, len(game.states), 11):
        state = game.states[k]
        for move in rng.sample(pool, min(len(pool), 12)):
            violation = explain(state, move)
            if violation is None:
                continue
            for lang in LANGS:
                said = refusal_reason(violation.reason, lang)
                assert said != violation.reason, (lang, violation.rule, violation.reason)
                assert "{" not in said


@pytest.mark.parametrize(("reason", "lang", "said"), [
    ("fish cannot be planned — no fish marker where the boat is (R6.4), and no other action "
     "is planned", "pt", "Pescar não pode ser planejado — não há marcador de peixe onde está "
     "o barco (R6.4), e nenhuma outra ação foi planejada"),
    ("P1 does not hold the majority on build (P0 does)", "ja",
     "建設のマジョリティはP1ではなくP0が持っている"),
    ("a hut costs 3 Vatus, only 1 held", "en", "a hut costs 3 Vatus, only 1 held"),
    ("a reason no rule gives", "pt", "a reason no rule gives"),
    ("game.vnt: line 3: unknown header 'Plyers' — did you mean 'Players'?", "pt",
     "game.vnt: linha 3: cabeçalho desconhecido 'Plyers' — você quis dizer 'Players'?"),
])
def test_a_reason_in_words_of_a_language(reason: str, lang: str, said: str) -> None:
    assert refusal_reason(reason, lang) == said


@settings(max_examples=10, deadline=None)
@given(variant=st.integers(0, 20), seed=st.integers(0, 10_000))
def test_every_event_of_a_game_is_said_in_each_language(variant: int, seed: int) -> None:
    game = _game(variant, seed)
    for k in range(len(game.moves)):
        for event in events(game.states[k], game.moves[k], player=0):
            for lang in LANGS:
                said = event.say(lang)
                assert said and "{" not in said
                if _is_sentence(event.sentence) and not event.sentence.startswith("reveal"):
                    assert said != event.sentence, (lang, event)


def test_the_english_sentence_is_unchanged() -> None:
    game = vanuatu.Game(players=3, seed=1)
    (said,) = [e for e in events(game.state, legal_moves(game.state)[0])][:1]
    assert said.sentence == said.say("en") == "P2 takes the navigator."
    assert said.say("pt") == "P2 pega o Navegador."
    assert said.say("ja") == "P2は航海士を取る。"


def test_the_score_table_and_the_position_in_each_language() -> None:
    game = _game(0, 3)
    scores = game.final_scores()
    assert "Posição" in describe_scores(scores, lang="pt").splitlines()[0]
    assert "合計" in describe_scores(scores, lang="ja").splitlines()[0]
    assert describe_scores(scores) == describe_scores(scores, lang="en")
    text = describe_state(game.states[20], lang="ja")
    assert text.startswith("ラウンド1/8")
    assert describe_state(game.states[20]).startswith("Round 1 of 8")
