"""What a check of a record says: :class:`ValidationReport` (the shape of
:class:`vanuatu.ValidationReport`), with one :class:`Refusal` per move refused.

>>> import vapor_willie as vw
>>> text = vw.Game(players=2, seed=4).record.to_text() + "P0 dock PZ\\n"
>>> report = vw.validate_text(text)
>>> report.valid, report.index, report.rule
(False, 7, 'VW3.5')
>>> print(report.summary())  # doctest: +NORMALIZE_WHITESPACE
illegal at move 8 (line 14): P0 dock PZ: VW3.5 a keep step is pending (VW2.4):
expected 'keep CARD'
"""

from __future__ import annotations

from typing import Any

import attrs

from ..limits import quote
from ..rules.scoring import FinalScores
from ..state import GameState
from ..translation import translate as _
from ..translation import translate_plural as ngettext

__all__ = ["Refusal", "ValidationReport"]


def _reason(reason: str, lang: str) -> str:
    if lang == "en":
        return reason
    from ..narration.refusals import refusal_reason

    return refusal_reason(reason, lang)


def _cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, its control characters escaped."""
    if text.isprintable() and len(text) <= limit:
        return text
    return quote(text, limit)


@attrs.frozen
class Refusal:
    """A move a check refused: its ``index`` (from 0), ``line`` (or ``None``), the
    move as written (``text``), the ``rule`` it breaks and the ``reason``. ``applied``
    is always false: a check that goes on (``keep_going``) never applies a refused
    move (the field keeps the shape of :class:`vanuatu.records.Refusal`)."""

    index: int
    line: int | None
    text: str
    rule: str | None
    reason: str
    applied: bool = False

    def describe(self, lang: str = "en") -> str:
        """One line: ``move K (line L): <move>: <rule> <reason>``, in ``lang`` (the move
        and the rule id as they are)."""
        rule = f"{self.rule} " if self.rule else ""
        reason = _cut(_reason(self.reason, lang), 300)
        if self.line:
            return _("move {n} (line {line}): {move}: {rule}{reason}", lang).format(
                n=self.index + 1, line=self.line, move=_cut(self.text, 80), rule=rule,
                reason=reason)
        return _("move {n}: {move}: {rule}{reason}", lang).format(
            n=self.index + 1, move=_cut(self.text, 80), rule=rule, reason=reason)

    def to_dict(self) -> dict[str, Any]:
        """The refusal as JSON-ready data."""
        return {"index": self.index, "move_number": self.index + 1, "line": self.line,
                "text": _cut(self.text, 80), "rule": self.rule,
                "reason": _cut(self.reason, 300), "applied": self.applied}


@attrs.frozen
class ValidationReport:
    """The result of :func:`~vapor_willie.validate`.

    Attributes:
        valid: every move is legal (the game need not be over).
        moves_applied: the number of legal moves before the first illegal one.
        total_moves: the number of moves in the record.
        complete: the game is over after the moves applied.
        final_scores: the VW11 scores when the game is complete, else ``None``.
        index: the position of the first illegal move, from 0 (move number
            ``index + 1``), or ``None``.
        line: its line in the record's text, or ``None``.
        text: the move as written.
        rule: the rule id it breaks.
        reason: why it is refused.
        refusals: with ``keep_going``, every move refused, in order; else ``()``.
        state: the state after the moves applied.

    ``ok``, ``moves`` and ``move`` are the former names of ``valid``,
    ``moves_applied`` and ``text``.
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
    refusals: tuple[Refusal, ...] = ()
    state: GameState | None = attrs.field(default=None, repr=False, eq=False)

    @property
    def ok(self) -> bool:
        """The former name of :attr:`valid`."""
        return self.valid

    @property
    def moves(self) -> int:
        """The former name of :attr:`moves_applied`."""
        return self.moves_applied

    @property
    def move(self) -> str | None:
        """The former name of :attr:`text`."""
        return self.text

    def summary(self, lang: str = "en") -> str:
        """One line: ``ok (N moves, complete)`` or ``illegal at move K (line L): <move>:
        <rule> <reason>`` (and how many more moves were refused), in ``lang``."""
        if self.valid:
            if self.complete:
                return ngettext("ok ({n} move, complete)", "ok ({n} moves, complete)",
                                        self.moves_applied, lang).format(n=self.moves_applied)
            return ngettext("ok ({n} move, incomplete)", "ok ({n} moves, incomplete)",
                                    self.moves_applied, lang).format(n=self.moves_applied)
        assert self.index is not None
        first = Refusal(self.index, self.line, self.text or "", self.rule, self.reason or "")
        more = len(self.refusals) - 1
        said = _("illegal at {refusal}", lang).format(refusal=first.describe(lang))
        if more > 0:
            said += ngettext(" (and {n} more refused move)",
                                     " (and {n} more refused moves)", more, lang).format(n=more)
        return said

    def details(self, lang: str = "en") -> list[str]:
        """One line per refused move (with ``keep_going``); none is applied; in ``lang``."""
        return [_("{refusal} (not applied)", lang).format(refusal=r.describe(lang))
                for r in self.refusals]

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data."""
        out: dict[str, Any] = {"valid": self.valid, "moves_applied": self.moves_applied,
                               "total_moves": self.total_moves, "complete": self.complete}
        if not self.valid:
            assert self.index is not None
            out["illegal"] = Refusal(self.index, self.line, self.text or "", self.rule,
                                     self.reason or "").to_dict()
            del out["illegal"]["applied"]
        if self.refusals:
            out["refusals"] = [r.to_dict() for r in self.refusals]
        if self.final_scores is not None:
            out["final_scores"] = {
                "winners": list(self.final_scores.winners),
                "players": [{"player": line.player, "total": line.total,
                             "items": [list(item) for item in line.items]}
                            for line in self.final_scores.lines]}
        return out

    def __str__(self) -> str:
        return self.sentence()

    def sentence(self, lang: str = "en") -> str:
        """The report in one sentence (its ``str()``), in ``lang``."""
        if self.valid:
            if self.complete:
                return ngettext("{n} move, all legal; the game is over",
                                        "{n} moves, all legal; the game is over",
                                        self.moves_applied, lang).format(n=self.moves_applied)
            return ngettext("{n} move, all legal; the game is not over",
                                    "{n} moves, all legal; the game is not over",
                                    self.moves_applied, lang).format(n=self.moves_applied)
        assert self.index is not None
        # numbered from 1, as in summary(), details() and the JSON's move_number
        said = _("move {n} ({move}): {rule} {reason}", lang).format(
            n=self.index + 1, move=_cut(self.text or "", 80), rule=self.rule,
            reason=_cut(_reason(self.reason or "", lang), 300))
        if self.line:
            return _("line {line}: {refusal}", lang).format(line=self.line, refusal=said)
        return said
