"""The action board and the phases for players (vanuatu.action_text,
vanuatu.phase_text): an entry per action space and per phase, keyed by name,
each with the rule ids it rests on."""

from __future__ import annotations

import pytest

import vanuatu
from vanuatu import ACTIONS, Action, Phase, action_text, phase_text
from vanuatu.reference import PHASE_IDS, UnknownEntryError

WORDS = ("sail", "build", "explore", "fish", "sell", "buy", "draw", "transport", "rest")


def test_the_board_has_the_nine_actions_in_board_order() -> None:
    assert tuple(action_text(a).id for a in ACTIONS) == WORDS


@pytest.mark.parametrize("action", ACTIONS)
def test_an_action_entry_cites_its_rule(action: Action) -> None:
    entry = action_text(action)
    assert entry == action_text(action.word)
    assert entry.title == action.word.capitalize()
    assert entry.see[0] == f"R6.{action.value + 1}"
    assert entry.anchor == f"action-{action.word}"
    assert 1 <= entry.text.count(".") <= 4


def test_the_phases_of_a_round_and_the_rest() -> None:
    assert PHASE_IDS == ("setup", "preparation", "neutral", "characters", "planning",
                         "actions", "rest", "scoring", "rising-waters")
    assert "R4.3" in phase_text("planning").see
    assert "R8" in phase_text("scoring").see
    assert "R10.3" in phase_text("rising-waters").see
    assert phase_text("rising-waters").anchor == "phase-rising-waters"
    assert phase_text("rest").anchor != action_text("rest").anchor


@pytest.mark.parametrize("phase", list(Phase))
def test_every_phase_of_a_state_has_an_entry(phase: Phase) -> None:
    entry = phase_text(phase)
    assert entry.text and set(entry.see) <= set(vanuatu.RULE_IDS)
    assert entry.id == (phase.word if phase is not Phase.OVER else "scoring")


@pytest.mark.parametrize("bad", ["swim", "Sail", 3, None])
def test_an_unknown_action_is_refused(bad: object) -> None:
    with pytest.raises(UnknownEntryError, match="no action") as caught:
        action_text(bad)  # type: ignore[arg-type]
    assert "sail, build" in str(caught.value)


@pytest.mark.parametrize("bad", ["over", "round", 4, None])
def test_an_unknown_phase_is_refused(bad: object) -> None:
    with pytest.raises(UnknownEntryError, match="no phase") as caught:
        phase_text(bad)  # type: ignore[arg-type]
    assert "rising-waters" in str(caught.value)
