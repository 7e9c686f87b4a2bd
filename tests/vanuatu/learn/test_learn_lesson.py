"""The guided first game (:mod:`vanuatu.learn`): its script is a legal game from the
seed that reaches every step, it teaches all nine actions (R4.1, R6), it accepts the
lesson's move and explains any other, and every word goes through the translation
layer."""

from __future__ import annotations

import string
import struct
from pathlib import Path

import pytest

import vanuatu
import vanuatu.translation
from vanuatu.components import Action
from vanuatu.learn import Step, Tutor, lesson
from vanuatu.learn import messages as m
from vanuatu.learn.script import LEARNER, SCRIPT, advance, new_lesson_game, script_moves
from vanuatu.moves import Plan, SellTreasure

TUTOR = Tutor.make()
STEPS = lesson()


def of_kind(kind: str) -> list[Step]:
    return [s for s in STEPS if s.kind == kind]


def test_the_script_is_a_legal_game_from_the_seed_reaching_every_step() -> None:
    game, order = new_lesson_game()
    for step, move in zip(STEPS, script_moves(), strict=False):
        advance(game, order)
        assert game.state == step.state and game.state.to_act == LEARNER
        assert move in vanuatu.legal_moves(game.state, LEARNER) and move == step.move
        assert TUTOR.step(game.state) is step
        game.play(move)
    assert len(STEPS) == len(SCRIPT) + 1 and STEPS[-1].state.is_over


def test_R3_8_the_character_steps_take_a_character() -> None:
    steps = of_kind("character")
    assert len(steps) == 3 and all(s.rules[0] == "R3.8" for s in steps)
    assert "Guide" in TUTOR.say(steps[0]).do


def test_R4_3_the_planning_steps_plan_only_plannable_actions() -> None:
    steps = of_kind("plan")
    assert steps and all(s.rules[0] == "R4.3" and isinstance(s.move, Plan) for s in steps)
    text = TUTOR.say(steps[0])
    assert "R4.3" in text.why and text.rules[0].url.endswith("#rule-r4-3")


def test_R6_every_one_of_the_nine_actions_is_taught() -> None:
    performed = {s.action for s in of_kind("perform")}
    assert performed == set(Action)
    for step in of_kind("perform"):
        assert step.rules[0].startswith("R6.") and step.rules[1] == "R5.3"


def test_R5_4_the_retrieve_steps_take_markers_back() -> None:
    steps = of_kind("retrieve")
    assert steps and all(s.rules[0] == "R5.4" for s in steps)


def test_R3_6_the_placement_steps_place_the_upcoming_tiles() -> None:
    steps = of_kind("place")
    assert len(steps) == 2 and all(s.rules[0] == "R3.6" for s in steps)
    assert steps[0].new_round and "Round 2 begins" in TUTOR.say(steps[0]).intro


def test_R8_the_lesson_ends_with_the_final_scores() -> None:
    last = STEPS[-1]
    assert last.kind == "scoring" and last.rules == ("R8",) and last.move is None
    assert last.state.round == 8 and any(s.state.round == 1 for s in STEPS)
    why = TUTOR.say(last).why
    for line in vanuatu.final_scores(last.state).lines:
        assert f"P{line.player}: {line.total} PP" in why


def test_R2_the_first_step_explains_the_setup() -> None:
    assert "(R2)" in TUTOR.say(STEPS[0]).intro


def test_the_lessons_move_is_accepted() -> None:
    for step in STEPS[:-1]:
        assert step.move is not None and TUTOR.check(step.state, step.move).accepted


def test_another_legal_move_gets_its_explanation() -> None:
    step = of_kind("plan")[0]
    other = next(mv for mv in vanuatu.legal_moves(step.state, LEARNER)
                 if mv not in step.accepted and isinstance(mv, Plan))
    verdict = TUTOR.check(step.state, other)
    assert not verdict.accepted and verdict.rule is None
    assert "this lesson plans Transport + Rest" in verdict.explanation


def test_an_illegal_move_gets_the_rules_refusal() -> None:
    step = STEPS[0]
    verdict = TUTOR.check(step.state, vanuatu.parse_move("P0 fish"))
    assert not verdict.accepted and verdict.rule == "R3.8"
    assert "not allowed" in verdict.explanation and "(R3.8" in verdict.explanation


def test_another_players_move_and_a_free_action_are_refused() -> None:
    step = STEPS[0]
    assert "P0 only" in TUTOR.check(step.state, vanuatu.parse_move("P1 take guide")).explanation
    assert not TUTOR.check(step.state, SellTreasure(LEARNER, 3)).accepted
    elsewhere = vanuatu.Game(players=3, seed=2).state
    assert "not a step" in TUTOR.check(elsewhere, vanuatu.parse_move("P0 take guide")).explanation


@pytest.mark.parametrize("step", STEPS, ids=lambda s: f"{s.index}-{s.kind}")
def test_every_text_is_whole_with_no_placeholder_left(step: Step) -> None:
    text = TUTOR.say(step)
    for words in (text.intro, text.do, text.why):
        assert "{" not in words and "}" not in words
    assert text.do and text.why and text.rules


def test_every_message_is_one_whole_message_with_known_names() -> None:
    known = {"round", "rounds", "lines", "move", "character", "bonus", "actions", "reasons",
             "action", "rule", "name", "total", "rank", "pp", "first", "vatus", "treasures",
             "huts", "reason", "title"}
    for message in m.MESSAGES:
        names = {f for _, f, _, _ in string.Formatter().parse(message) if f}
        assert names <= known, message


def write_mo(path: Path, messages: dict[str, str]) -> None:
    catalog = {"": "Content-Type: text/plain; charset=UTF-8\n", **messages}
    keys = sorted(catalog)
    ids = [k.encode() for k in keys]
    strs = [catalog[k].encode() for k in keys]
    start = 7 * 4 + 16 * len(keys)
    offsets, blob = [], b""
    for data in ids + strs:
        offsets.append((len(data), start + len(blob)))
        blob += data + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    table = b"".join(struct.pack("<2I", *pair) for pair in offsets)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(head + table + blob)


def test_the_words_go_through_the_translation_layer(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vanuatu.translation, "LOCALEDIR", tmp_path)
    write_mo(tmp_path / "pt" / "LC_MESSAGES" / "vanuatu.mo", {
        m.DO["character"]: "Escolha o {character}.",
        m.NOT_THIS["plan"]: "Este plano não: {actions}.",
    })
    assert TUTOR.say(STEPS[0], "pt").do.startswith("Escolha o ")
    step = of_kind("plan")[0]
    other = next(mv for mv in vanuatu.legal_moves(step.state, LEARNER)
                 if mv not in step.accepted and isinstance(mv, Plan))
    assert TUTOR.check(step.state, other, "pt").explanation.startswith("Este plano não: ")
    assert TUTOR.say(STEPS[0], "ja") == TUTOR.say(STEPS[0])
