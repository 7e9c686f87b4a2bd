"""Learn to play: a guided first game of Vanuatu.

A real game from a fixed seed (:data:`~vanuatu.learn.script.SEED`, three players:
the learner ``P0`` and two heuristic bots), whose learner's moves are the
:data:`~vanuatu.learn.script.SCRIPT`. :func:`lesson` replays it into
:class:`Step` values, each saying what to do and why (citing its rules); a
:class:`Tutor` finds the step of a position and checks a move against it: the
lesson's move is accepted, another legal move gets the reason it is not the
lesson's, an illegal one the refusal of :func:`vanuatu.explain`. Over three
rounds the learner performs all nine actions (R4.1); the rest of the game is
played by the bots, and the last step explains the final scores (R8).

>>> from vanuatu.learn import Tutor
>>> tutor = Tutor.make()
>>> first = tutor.steps[0]
>>> first.kind, first.rules[0]
('character', 'R3.8')
>>> tutor.check(first.state, first.move).accepted
True
"""

from __future__ import annotations

from .steps import Step, lesson
from .tutor import Tutor, Verdict

__all__ = ["Step", "Tutor", "Verdict", "lesson"]
