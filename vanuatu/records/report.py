"""What a check of a record says: :class:`ValidationReport`, and one
:class:`Refusal` per move refused.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> moves = ["P2 tkae vendor", "P2 take vendor", "P0 take vendor", "P1 take fisherman"]
>>> text = game.record.to_text() + "\\n".join(moves)
>>> report = vanuatu.validate_text(text, keep_going=True)
>>> print(report.summary())
illegal at move 9 (line 13): P2 tkae vendor: 'P2 tkae vendor': unknown move word 'tkae' \
(and 1 more refused move)
>>> for line in report.details():
...     print(line)
move 9 (line 13): P2 tkae vendor: 'P2 tkae vendor': unknown move word 'tkae' (not applied: \
it cannot be)
move 11 (line 15): P0 take vendor: R3.8 vendor is held by another player (applied as if legal)
>>> report.moves_applied, report.total_moves
(8, 12)
"""

from __future__ import annotations

from typing import Any

import attrs

from ..describe.language import ngettext, speaking
from ..describe.language import translate as _
from ..describe.refusals import refusal_reason
from ..rules.scoring import FinalScores
from .limits import printable, shorten

__all__ = ["Refusal", "ValidationReport"]


@attrs.frozen
class Refusal:
    """A move a check refused.

    Attributes:
        index: its position in the record, from 0 (move ``index + 1``).
        line: its line in a text record, or ``None``.
        text: the move as written.
        rule: the rule id it breaks, or ``None`` when it does not parse or its
            written actor is wrong.
        reason: why it is refused.
        applied: whether it was then applied as if it were legal (only when a
            check goes on past refused moves: ``keep_going``).
    """

    index: int
    line: int | None
    text: str
    rule: str | None
    reason: str
    applied: bool = False

    def describe(self, lang: str = "en") -> str:
        """One line: ``move K (line L): <move>: <rule> <reason>``, cut and
        escaped like :meth:`ValidationReport.summary`, in ``lang``."""
        with speaking(lang):
            rule = f"{self.rule} " if self.rule else ""
            text = printable(self.text, 80)
            said = f"{text}: {rule}{printable(refusal_reason(self.reason, lang), 300)}"
            if self.line is not None:
                return _("move {number} (line {line}): {said}").format(
                    number=self.index + 1, line=self.line, said=said)
            return _("move {number}: {said}").format(number=self.index + 1, said=said)

    def to_dict(self) -> dict[str, Any]:
        """The refusal as JSON-ready data (the move and the reason cut)."""
        return {
            "index": self.index,
            "move_number": self.index + 1,
            "line": self.line,
            "text": shorten(self.text),
            "rule": self.rule,
            "reason": shorten(self.reason, 300),
            "applied": self.applied,
        }


@attrs.frozen
class ValidationReport:
    """The result of :func:`~vanuatu.validate`.

    Attributes:
        valid: every move is legal (the game need not be over).
        moves_applied: the number of legal moves before the first illegal one.
        total_moves: the number of moves in the record (the moves after a
            refused one are counted without being read: in a text record,
            every line with content).
        complete: the game is over after the moves applied (with
            ``keep_going``: after every move of the record, the refused ones
            applied as if legal where they could be).
        final_scores: the R8 scores when the game is complete, else ``None``.
        index: the position (from 0) of the first illegal move, or ``None``;
            it is move number ``index + 1`` for people.
        line: its line in a text record, or ``None``.
        text: the move as written (in full; :meth:`summary` and
            :meth:`to_dict` cut it to 80 characters, ``…`` marking the cut).
        rule: the rule id it breaks (``"R4.3"``); ``None`` when the move does
            not parse or its written actor is wrong.
        reason: why it is illegal.
        refusals: with ``keep_going``, every move refused, in order (the
            first is the one above); else ``()``.
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

    def summary(self, lang: str = "en") -> str:
        """One line: ``ok (N moves, complete)`` or
        ``illegal at move K (line L): <move>: <rule> <reason>`` (with
        ``(and N more refused moves)`` when a check went on); the move is cut
        to 80 characters and the reason to 300, and their characters that are
        not printable are escaped (:func:`~vanuatu.records.printable`). In
        ``lang`` (the rule id and the move as they are)."""
        with speaking(lang):
            return self._summary(lang)

    def _summary(self, lang: str) -> str:
        if self.valid:
            if self.complete:
                return ngettext("ok ({count} move, complete)", "ok ({count} moves, complete)",
                                self.moves_applied).format(count=self.moves_applied)
            return ngettext("ok ({count} move, incomplete)", "ok ({count} moves, incomplete)",
                            self.moves_applied).format(count=self.moves_applied)
        assert self.index is not None
        rule = f"{self.rule} " if self.rule else ""
        text = printable(self.text or "", 80)
        reason = printable(refusal_reason(self.reason or "", lang), 300)
        said = f"{text}: {rule}{reason}"
        if self.line is not None:
            line = _("illegal at move {number} (line {line}): {said}").format(
                number=self.index + 1, line=self.line, said=said)
        else:
            line = _("illegal at move {number}: {said}").format(number=self.index + 1, said=said)
        more = len(self.refusals) - 1
        if more > 0:
            line += " " + ngettext("(and {count} more refused move)",
                                   "(and {count} more refused moves)", more).format(count=more)
        return line

    def details(self, lang: str = "en") -> list[str]:
        """One line per refused move (with ``keep_going``), saying whether it
        was applied as if legal, in ``lang``."""
        with speaking(lang):
            return [
                r.describe(lang) + " "
                + (_("(applied as if legal)") if r.applied else _("(not applied: it cannot be)"))
                for r in self.refusals
            ]

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
        if self.refusals:
            out["refusals"] = [r.to_dict() for r in self.refusals]
        if self.final_scores is not None:
            fs = self.final_scores
            out["final_scores"] = {
                "defeat": fs.defeat,
                "ranking": [list(place) for place in fs.ranking],
                "players": [attrs.asdict(line) for line in fs.lines],
            }
        return out
