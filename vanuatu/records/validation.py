"""Validation of game records: replay a record until the first move the rules
refuse, and say which move, where, and which rule it breaks.

>>> import vanuatu
>>> from vanuatu import validate_text
>>> game = vanuatu.Game(players=3, seed=1)
>>> report = validate_text(game.record.to_text() + "P2 plan fish\\n")
>>> report.valid, report.moves_applied, report.line
(False, 8, 13)
>>> print(report.summary())
illegal at move 9 (line 13): P2 plan fish: R3.8 a Plan move is not possible in the characters phase
>>> vanuatu.validate(game.record).summary()
'ok (8 moves, incomplete)'

Malformed input (not a record at all, an unknown version, a missing player
count...) raises :class:`~vanuatu.RecordError`; a move that does not parse is
reported like an illegal move, with the :class:`~vanuatu.NotationError`
message as its reason and no rule.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from typing import Any

import attrs

from ..components import DEFAULT_COMPONENTS
from ..errors import NotationError, RecordError
from ..moves import Move
from ..options import Options
from ..rules.engine import apply_unchecked, explain, new_game
from ..rules.scoring import FinalScores, final_scores
from ..state import GameState
from .limits import shorten
from .reading import load_source, read_source
from .record import Record
from .source import RecordSource, parse_entry

__all__ = [
    "Checked",
    "Refusal",
    "Step",
    "ValidationReport",
    "check_source",
    "check_steps",
    "source_steps",
    "validate",
    "validate_text",
]


@attrs.frozen
class ValidationReport:
    """The result of :func:`validate`.

    Attributes:
        valid: every move is legal (the game need not be over).
        moves_applied: the number of legal moves before the first illegal one.
        total_moves: the number of moves in the record.
        complete: the game is over after the moves applied.
        final_scores: the R8 scores when the game is complete, else ``None``.
        index: the position (from 0) of the first illegal move, or ``None``;
            it is move number ``index + 1`` for people.
        line: its line in a text record, or ``None``.
        text: the move as written (in full; :meth:`summary` and
            :meth:`to_dict` cut it to 80 characters, ``…`` marking the cut).
        rule: the rule id it breaks (``"R4.3"``); ``None`` when the move does
            not parse or its written actor is wrong.
        reason: why it is illegal.
    """

    valid: bool
    moves_applied: int
    total_moves: int
    complete: bool
    final_scores: FinalScores | None = None
    index: int | None = None
    line: int | None = None
    text: str | None = None
    rule: str | None = None
    reason: str | None = None

    def summary(self) -> str:
        """One line: ``ok (N moves, complete)`` or
        ``illegal at move K (line L): <move>: <rule> <reason>``; the move
        is cut to 80 characters and the reason to 300."""
        if self.valid:
            done = "complete" if self.complete else "incomplete"
            return f"ok ({self.moves_applied} moves, {done})"
        assert self.index is not None
        where = f" (line {self.line})" if self.line is not None else ""
        rule = f"{self.rule} " if self.rule else ""
        text = shorten(self.text or "")
        reason = shorten(self.reason or "", 300)
        return f"illegal at move {self.index + 1}{where}: {text}: {rule}{reason}"

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data (the move and the reason cut like
        in :meth:`summary`)."""
        out: dict[str, Any] = {
            "valid": self.valid,
            "moves_applied": self.moves_applied,
            "total_moves": self.total_moves,
            "complete": self.complete,
        }
        if not self.valid:
            out["illegal"] = {
                "index": self.index,
                "move_number": None if self.index is None else self.index + 1,
                "line": self.line,
                "text": None if self.text is None else shorten(self.text),
                "rule": self.rule,
                "reason": None if self.reason is None else shorten(self.reason, 300),
            }
        if self.final_scores is not None:
            fs = self.final_scores
            out["final_scores"] = {
                "defeat": fs.defeat,
                "ranking": [list(place) for place in fs.ranking],
                "players": [attrs.asdict(line) for line in fs.lines],
            }
        return out


def validate(source: Record | RecordSource | str | os.PathLike[str]) -> ValidationReport:
    """Replay a record with :func:`vanuatu.explain` and :func:`vanuatu.apply`
    up to the first move they refuse.

    ``source`` is a :class:`~vanuatu.Record`, a
    :class:`~vanuatu.records.RecordSource`, or the path of a record file in
    either form (a ``str`` is always a path). For the text of a record, use
    :func:`validate_text`. A record file's moves are validated one by one, so
    that a move that does not parse is reported like an illegal move, with its
    line. Raises :class:`~vanuatu.RecordError` when the input is not a readable
    record.
    """
    if isinstance(source, Record):
        return check_steps(source.options, _record_steps(source), len(source.moves)).report
    if isinstance(source, RecordSource):
        return check_source(source).report
    if not isinstance(source, str | os.PathLike):
        raise RecordError(
            f"validate() takes a Record, a RecordSource or a path, not "
            f"{type(source).__name__} (use validate_text() for the text of a record)"
        )
    if isinstance(source, str) and ("\n" in source or source.lstrip().startswith("{")):
        raise RecordError(
            f"{source[:30]!r}...: not a file name (a str is a path: use validate_text() for "
            f"the text of a record)"
        )
    return check_source(load_source(source)).report


def validate_text(text: str | bytes) -> ValidationReport:
    """Validate the text of a record in either form (see :func:`validate`);
    bytes are read as UTF-8."""
    return check_source(read_source(text)).report


@attrs.define
class Step:
    """One move of a record to check, where it is written.

    Attributes:
        index: its position in the record, from 0.
        line: its line in a text record, or ``None``.
        written: the move as written, or ``None`` when it is the notation of
            ``move`` (a :class:`~vanuatu.Record` holds move objects).
        move: the move, or ``None`` when the written move is not one.
        problem: why the written move is not a move (the
            :class:`~vanuatu.NotationError` or :class:`~vanuatu.RecordError`
            message), when ``move`` is ``None``.
    """

    index: int
    line: int | None
    written: str | None
    move: Move | None
    problem: str = ""

    @property
    def text(self) -> str:
        """The move as written."""
        if self.written is not None:
            return self.written
        return str(self.move) if self.move is not None else ""


@attrs.define
class Refusal:
    """The move a check refused: its :class:`Step`, the rule it breaks
    (``None`` when it does not parse or its written actor is wrong) and why."""

    step: Step
    rule: str | None
    reason: str


@attrs.frozen
class Checked:
    """The result of :func:`check_steps`: the report, and the state after the
    moves applied (before the first move refused, or after the last one)."""

    report: ValidationReport
    state: GameState


def _record_steps(record: Record) -> Iterator[Step]:
    for i, move in enumerate(record.moves):
        if isinstance(move, str):
            raise RecordError(
                f"moves[{i}]: {move[:40]!r} is text, not a move (see vanuatu.parse_move)"
            )
        yield Step(i, None, None, move)


def source_steps(source: RecordSource, to: int | None = None) -> Iterator[Step]:
    """The steps of the first ``to`` entries of ``source`` (all by default),
    each parsed when it is reached."""
    for i, entry in enumerate(source.entries[:to]):
        try:
            yield Step(i, entry.line, entry.text, parse_entry(entry))
        except (NotationError, RecordError) as e:
            yield Step(i, entry.line, entry.text, None, str(e))


def check_source(source: RecordSource, to: int | None = None) -> Checked:
    """Check the first ``to`` moves of ``source`` (all by default), parsing
    each when it is reached (see :func:`check_steps`)."""
    return check_steps(source.options, source_steps(source, to), len(source.entries))


def check_steps(options: Options, steps: Iterable[Step], total: int) -> Checked:
    """Check ``steps`` of a game under ``options`` (of a record of ``total``
    moves) up to the first one refused; the report, and the state before the
    move refused or after the last step."""
    state: GameState = new_game(options)
    applied = 0
    for step in steps:
        move = step.move
        if move is None:
            return Checked(_report(state, applied, total, Refusal(step, None, step.problem)), state)
        try:
            violation = explain(state, move)
            if violation is not None:
                refusal = Refusal(step, violation.rule, violation.reason)
                return Checked(_report(state, applied, total, refusal), state)
            state = apply_unchecked(state, move)  # explain has just accepted it
        except Exception as e:
            if options.components == DEFAULT_COMPONENTS:
                raise
            # the engine trusts its component set; a foreign one is the record's fault
            place = f"line {step.line}" if step.line is not None else f"moves[{step.index}]"
            raise RecordError(
                f"{place}: the rules cannot be applied with the record's component "
                f"set ({type(e).__name__}: {e})"
            ) from None
        applied += 1
    return Checked(_report(state, applied, total), state)


def _report(
    state: GameState, applied: int, total: int, refusal: Refusal | None = None
) -> ValidationReport:
    """The report after ``applied`` moves reaching ``state``, ``refusal``
    saying which move was refused, if any."""
    return ValidationReport(
        valid=refusal is None,
        moves_applied=applied,
        total_moves=total,
        complete=state.is_over,
        final_scores=final_scores(state) if state.is_over else None,
        index=None if refusal is None else refusal.step.index,
        line=None if refusal is None else refusal.step.line,
        text=None if refusal is None else refusal.step.text,
        rule=None if refusal is None else refusal.rule,
        reason=None if refusal is None else refusal.reason,
    )
