"""Validation of game records: replay a record until the first move the rules
refuse, and say which move, where, and which rule it breaks.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> report = vanuatu.validate(game.record.to_text() + "P2 plan fish\\n")
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
from typing import Any

import attrs

from .components import DEFAULT_COMPONENTS
from .entries import MoveEntry, RecordSource, _parse_entry, _read_path
from .errors import NotationError, RecordError
from .record import Record, _as_text, _read_source
from .record_format import _actor_word
from .rules.engine import apply_unchecked, explain, new_game
from .rules.scoring import FinalScores, final_scores
from .state import GameState

__all__ = ["ValidationReport", "validate"]

_SUFFIXES = (".vnt", ".txt", ".json")


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
        text: the move as written.
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
        ``illegal at move K (line L): <move>: <rule> <reason>``."""
        if self.valid:
            done = "complete" if self.complete else "incomplete"
            return f"ok ({self.moves_applied} moves, {done})"
        assert self.index is not None
        where = f" (line {self.line})" if self.line is not None else ""
        rule = f"{self.rule} " if self.rule else ""
        return f"illegal at move {self.index + 1}{where}: {self.text}: {rule}{self.reason}"

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data."""
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
                "text": self.text,
                "rule": self.rule,
                "reason": self.reason,
            }
        if self.final_scores is not None:
            fs = self.final_scores
            out["final_scores"] = {
                "defeat": fs.defeat,
                "ranking": [list(place) for place in fs.ranking],
                "players": [attrs.asdict(line) for line in fs.lines],
            }
        return out


def validate(source: Record | RecordSource | str | bytes | os.PathLike[str]) -> ValidationReport:
    """Replay a record with :func:`vanuatu.explain` and :func:`vanuatu.apply`
    up to the first move they refuse.

    ``source`` is a :class:`~vanuatu.Record`, a path (``os.PathLike``, or a
    one-line string naming an existing file or ending in ``.vnt``, ``.txt`` or
    ``.json``), or the text of a record in either form (bytes or str). Raises
    :class:`~vanuatu.RecordError` when the input is not a readable record.
    """
    if isinstance(source, Record):
        entries = tuple(
            MoveEntry(str(m), actor=_actor_word(m.player), index=i)
            for i, m in enumerate(source.moves)
        )
        source = RecordSource(source.options, source.headers, entries)
    elif not isinstance(source, RecordSource):
        source = _read_source(_read(source))
    return _replay(source)


def _read(source: str | bytes | os.PathLike[str]) -> str:
    if isinstance(source, os.PathLike):
        return _read_path(source)
    if isinstance(source, str) and "\n" not in source and 0 < len(source) < 4096:
        if source.lower().endswith(_SUFFIXES):
            return _read_path(source)
        try:
            if os.path.isfile(source):
                return _read_path(source)
        except (OSError, ValueError):
            pass
    return _as_text(source)


def _replay(source: RecordSource) -> ValidationReport:
    state: GameState = new_game(source.options)
    total = len(source.entries)
    for i, entry in enumerate(source.entries):
        try:
            move = _parse_entry(entry)
        except (NotationError, RecordError) as e:
            return _refused(state, i, total, entry, None, str(e))
        try:
            violation = explain(state, move)
            if violation is not None:
                return _refused(state, i, total, entry, violation.rule, violation.reason)
            state = apply_unchecked(state, move)  # explain has just accepted it
        except Exception as e:
            if source.options.components == DEFAULT_COMPONENTS:
                raise
            # the engine trusts its component set; a foreign one is the record's fault
            raise RecordError(
                f"{entry.place}: the rules cannot be applied with the record's component "
                f"set ({type(e).__name__}: {e})"
            ) from None
    return ValidationReport(
        valid=True,
        moves_applied=total,
        total_moves=total,
        complete=state.is_over,
        final_scores=final_scores(state) if state.is_over else None,
    )


def _refused(
    state: GameState, index: int, total: int, entry: MoveEntry, rule: str | None, reason: str
) -> ValidationReport:
    return ValidationReport(
        valid=False,
        moves_applied=index,
        total_moves=total,
        complete=state.is_over,
        final_scores=final_scores(state) if state.is_over else None,
        index=index,
        line=entry.line,
        text=entry.text,
        rule=rule,
        reason=reason,
    )
