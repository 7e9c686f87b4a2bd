"""Checking a record move by move: the first illegal move is named with its index,
its line and the rule it breaks.

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=4)
>>> text = game.record.to_text() + "P0 dock PZ\\n"
>>> report = validate_text(text)
>>> report.ok, report.index, report.rule
(False, 7, 'VW3.5')
"""

from __future__ import annotations

import attrs

from .record import Record
from .rules.engine import apply_unchecked as _step
from .rules.engine import explain, new_game
from .state import GameState

__all__ = ["ValidationReport", "validate", "validate_text"]


@attrs.frozen
class ValidationReport:
    """The result of :func:`validate`.

    Attributes:
        ok: every move is legal.
        moves: how many moves were checked and legal.
        complete: the game is over after them.
        index, line, rule, reason: the first illegal move (0-based index, text line or
            ``0``), or ``None``.
        state: the state after the legal moves.
    """

    ok: bool
    moves: int
    complete: bool
    state: GameState = attrs.field(repr=False)
    index: int | None = None
    line: int | None = None
    rule: str | None = None
    reason: str | None = None
    move: str | None = None

    def __str__(self) -> str:
        if self.ok:
            end = "the game is over" if self.complete else "the game is not over"
            return f"{self.moves} moves, all legal; {end}"
        where = f"line {self.line}: " if self.line else ""
        return f"{where}move {self.index} ({self.move}): {self.rule} {self.reason}"


def validate(record: Record) -> ValidationReport:
    """Replay ``record`` and report the first illegal move."""
    if not isinstance(record, Record):
        raise TypeError(f"validate() needs a Record, not {type(record).__name__}")
    state = new_game(record.options)
    for i, move in enumerate(record.moves):
        v = explain(state, move)
        if v is not None:
            line = record.lines[i] if i < len(record.lines) else None
            return ValidationReport(False, i, state.is_over, state, i, line or None, v.rule,
                                    v.reason, str(move))
        state = _step(state, move)
    return ValidationReport(True, len(record.moves), state.is_over, state)


def validate_text(text: str) -> ValidationReport:
    """:func:`validate` of a record's text or JSON form (raises :class:`RecordError`
    when it cannot be read)."""
    return validate(Record.loads(text))

