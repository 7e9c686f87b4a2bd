"""The tutor: the step of a position, its words, and the verdict on a move."""

from __future__ import annotations

import attrs

from ..components import Action
from ..describe import describe_move
from ..moves import FREE_MOVE_TYPES, Move, Plan, TakeCharacter
from ..reference import RULE_IDS, RuleText, action_text, character_card, rule_text
from ..rules.engine import explain
from ..rules.scoring import final_scores
from ..translation import translate
from . import messages as m
from .script import LEARNER
from .steps import ACTION_RULES, Step, lesson

__all__ = ["StepText", "Tutor", "Verdict"]


@attrs.frozen
class Verdict:
    """The tutor's answer to a move: whether the lesson accepts it, and if not why
    (``rule``: the id of the rule that refuses it, for an illegal move)."""

    accepted: bool
    explanation: str = ""
    rule: str | None = None


@attrs.frozen
class StepText:
    """A step in words: ``intro`` (empty unless it opens the lesson or a round),
    ``do`` (what to do), ``why`` and the texts of its ``rules`` (with their links)."""

    intro: str
    do: str
    why: str
    rules: tuple[RuleText, ...]


def _action(action: Action, lang: str) -> str:
    return action_text(action, lang).title


def _actions(move: Plan, lang: str) -> str:
    return " + ".join(_action(a, lang) for a in move.actions)


def _values(step: Step, lang: str) -> dict[str, str]:
    move, state = step.move, step.state
    values: dict[str, str] = {"round": str(state.round)}
    if move is None:
        values["rounds"] = str(max(s.state.round for s in lesson() if s.move is not None))
        lines = []
        for line in final_scores(state).lines:
            name = "P0" if line.player == LEARNER else f"P{line.player}"
            lines.append(translate(m.SCORE_LINE, lang).format(
                name=name, total=line.total, rank=line.rank, pp=line.pp_in_play,
                first=line.first_player, vatus=line.vatus, treasures=line.treasures,
                huts=line.huts))
        values["lines"] = " ".join(lines)
        return values
    values["move"] = describe_move(move, state, lang)
    if isinstance(move, TakeCharacter):
        card = character_card(move.character, lang)
        values["character"], values["bonus"] = card.title, card.text
    if isinstance(move, Plan):
        values["actions"] = _actions(move, lang)
        values["reasons"] = " ".join(action_text(a, lang).text for a in move.actions)
    if step.action is not None:
        values["action"] = _action(step.action, lang)
        values["rule"] = rule_text(ACTION_RULES[step.action], lang).text
    return values


@attrs.frozen
class Tutor:
    """The lesson's guide over its ``steps`` (:func:`~vanuatu.learn.lesson`)."""

    steps: tuple[Step, ...]

    @classmethod
    def make(cls) -> Tutor:
        """The tutor of :func:`~vanuatu.learn.lesson`."""
        return cls(lesson())

    def step(self, state: object) -> Step | None:
        """The step of the position ``state`` (``None``: not a step of the lesson)."""
        return next((s for s in self.steps if s.state == state), None)

    def say(self, step: Step, lang: str = "en") -> StepText:
        """The words of ``step`` in ``lang``."""
        values = _values(step, lang)
        intro = ""
        if step.index == 0:
            intro = translate(m.INTRO_SETUP, lang)
        elif step.new_round:
            intro = translate(m.INTRO_ROUND, lang).format(**values)
        return StepText(intro, translate(m.DO[step.kind], lang).format(**values),
                        translate(m.WHY[step.kind], lang).format(**values),
                        tuple(rule_text(r, lang) for r in step.rules))

    def check(self, state: object, move: Move, lang: str = "en") -> Verdict:
        """The verdict on ``move`` in the position ``state``: accepted if it is the
        lesson's move; else why not (a legal move: why it is not the lesson's; an
        illegal one: the rules' refusal, :func:`vanuatu.explain`)."""
        step = self.step(state)
        if step is None:
            return Verdict(False, translate(m.OFF_LESSON, lang))
        if move in step.accepted:
            return Verdict(True)
        if move.player != LEARNER:
            return Verdict(False, translate(m.NOT_YOURS, lang))
        violation = explain(step.state, move)
        if violation is not None:
            title = rule_text(violation.rule, lang).title if violation.rule in RULE_IDS else ""
            return Verdict(False, translate(m.ILLEGAL, lang).format(
                reason=violation.reason, rule=violation.rule, title=title), violation.rule)
        if isinstance(move, FREE_MOVE_TYPES):
            return Verdict(False, translate(m.NOT_FREE, lang))
        text = translate(m.NOT_THIS[step.kind], lang).format(**_values(step, lang))
        return Verdict(False, text)

