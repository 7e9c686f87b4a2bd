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
from collections.abc import Callable, Iterable, Iterator

from ..errors import RecordError
from ..moves import Move
from ..rules.engine import apply_unchecked as _step
from ..rules.engine import explain, new_game
from ..rules.scoring import final_scores
from .record import Record, entries_of, parse_entry, read_text
from .report import Refusal, ValidationReport
from .source import as_text

__all__ = ["validate", "validate_text"]


def validate(source: Record | str | os.PathLike[str], *,
             keep_going: bool = False) -> ValidationReport:
    """Replay a record (a :class:`Record` or the path of a record file) and report the
    first illegal move; raises :class:`~vapor_willie.RecordError` when a file cannot be
    read. With ``keep_going=True`` every move is checked: each refused move is listed
    in :attr:`~ValidationReport.refusals` and never applied (the rules only apply legal
    moves), so the moves after it are checked from the same position."""
    if isinstance(source, str | os.PathLike):
        path = os.fspath(source)
        text = read_text(path)
        try:
            return _check_text(text, keep_going)
        except RecordError as e:
            raise RecordError(f"{path}: {e}") from None
    if not isinstance(source, Record):
        raise TypeError(f"validate() needs a Record or a path, not {type(source).__name__}")
    lines = source.lines
    return _check(source, ((lines[i] if i < len(lines) else None, m)
                           for i, m in enumerate(source.moves)), keep_going,
                  lambda: len(source.moves))


def _check_text(text: str, keep_going: bool) -> ValidationReport:
    """Check a record's text; a text record's moves are read one by one, so that the
    moves after the first refused one are not read."""
    head, entries = entries_of(text)
    lazy = ((no, parse_entry(no, content, field)) for no, content, field in entries)
    read = 0

    def total() -> int:  # the moves read, and the lines with content not read
        return entries.total if entries.total is not None else read + sum(1 for _ in entries)

    def counted() -> Iterator[tuple[int | None, Move]]:
        nonlocal read
        for item in lazy:
            read += 1
            yield item

    return _check(head, counted(), keep_going, total)


def _check(record: Record, moves: Iterable[tuple[int | None, Move]], keep_going: bool,
           total: Callable[[], int]) -> ValidationReport:
    state = new_game(record.options)
    refusals: list[Refusal] = []
    applied = 0
    count = 0
    for i, (line, move) in enumerate(moves):
        count = i + 1
        v = explain(state, move)
        if v is None:
            state = _step(state, move)
            if not refusals:
                applied += 1
            continue
        line = line or None
        refusal = Refusal(i, line, str(move), v.rule, v.reason)
        if not keep_going:
            return ValidationReport(False, applied, total(), state.is_over, None,
                                    i, line, str(move), v.rule, v.reason, (), state)
        refusals.append(refusal)  # never applied: the check goes on from the same state
    scores = final_scores(state) if state.is_over else None
    if refusals:
        r = refusals[0]
        return ValidationReport(False, applied, count, state.is_over, scores, r.index, r.line,
                                r.text, r.rule, r.reason, tuple(refusals), state)
    return ValidationReport(True, applied, count, state.is_over, scores, state=state)


def validate_text(text: str | bytes, *, keep_going: bool = False) -> ValidationReport:
    """:func:`validate` of a record's text or JSON form, a str or UTF-8 bytes (raises
    :class:`~vapor_willie.RecordError` when it cannot be read)."""
    return _check_text(as_text(text, "validate_text"), keep_going)
