"""Checking a record move by move: the first illegal move is named with its index,
its line and the rule it breaks (the report of :mod:`vapor_willie.records.report`).

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=4)
>>> text = game.record.to_text() + "P0 dock PZ\\n"
>>> report = validate_text(text)
>>> report.ok, report.index, report.rule
(False, 7, 'VW3.5')
"""

from __future__ import annotations

import os

import attrs

from ..errors import VaporWillieError
from ..rules.engine import apply_unchecked as _step
from ..rules.engine import explain, new_game
from ..rules.scoring import final_scores
from .record import Record
from .report import Refusal, ValidationReport

__all__ = ["validate", "validate_text"]


def validate(source: Record | str | os.PathLike[str], *,
             keep_going: bool = False) -> ValidationReport:
    """Replay a record (a :class:`Record` or the path of a record file) and report the
    first illegal move; raises :class:`~vapor_willie.RecordError` when a file cannot be
    read. With ``keep_going=True`` every move is checked: each refused move is listed
    in :attr:`~ValidationReport.refusals` and applied as if legal when it can be."""
    if isinstance(source, str | os.PathLike):
        source = Record.load(os.fspath(source))
    if not isinstance(source, Record):
        raise TypeError(f"validate() needs a Record or a path, not {type(source).__name__}")
    record = source
    state = new_game(record.options)
    refusals: list[Refusal] = []
    applied = 0
    for i, move in enumerate(record.moves):
        v = explain(state, move)
        if v is None:
            state = _step(state, move)
            if not refusals:
                applied += 1
            continue
        line = record.lines[i] if i < len(record.lines) and record.lines[i] else None
        refusal = Refusal(i, line, str(move), v.rule, v.reason)
        if not keep_going:
            return ValidationReport(False, applied, len(record.moves), state.is_over, None,
                                    i, line, str(move), v.rule, v.reason, (), state)
        if not state.is_over and move.player == state.to_act:
            try:
                state = _step(state, move)
                refusal = attrs.evolve(refusal, applied=True)
            except (VaporWillieError, LookupError, ValueError, TypeError, AssertionError):
                pass  # it cannot be applied: the check goes on from the same state
        refusals.append(refusal)
    scores = final_scores(state) if state.is_over else None
    if refusals:
        r = refusals[0]
        return ValidationReport(False, applied, len(record.moves), state.is_over, scores,
                                r.index, r.line, r.text, r.rule, r.reason, tuple(refusals),
                                state)
    return ValidationReport(True, applied, len(record.moves), state.is_over, scores,
                            state=state)


def validate_text(text: str, *, keep_going: bool = False) -> ValidationReport:
    """:func:`validate` of a record's text or JSON form (raises
    :class:`~vapor_willie.RecordError` when it cannot be read)."""
    return validate(Record.parse(text), keep_going=keep_going)
