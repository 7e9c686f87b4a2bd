"""Validation of game records: replay a record until the first move the rules
refuse (or past every refused move, with ``keep_going``), and say which move,
where, and which rule it breaks.

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
from itertools import islice

import attrs

from tabletop.one_line import cut

from ..components import DEFAULT_COMPONENTS, Action, Character
from ..errors import IllegalMove, NotationError, RecordError
from ..moves import ACTION_MOVE_TYPES, Beg, ChanceMove, Move, SellTreasure
from ..options import Options
from ..position.parse import playable_position
from ..rules.engine import apply_unchecked, apply_with_forced, legal_moves, new_game
from ..rules.scoring import final_scores
from ..state import GameState, Phase
from .reading import open_file, open_source
from .record import Record
from .report import Refusal, ValidationReport
from .restate import contradiction, restated
from .source import MoveEntry, RecordSource, RecordStream, parse_entry

__all__ = [
    "Checked",
    "Step",
    "applicable",
    "check_source",
    "check_steps",
    "source_steps",
    "validate",
    "validate_text",
]


def validate(
    source: Record | RecordSource | str | os.PathLike[str], *, keep_going: bool = False
) -> ValidationReport:
    """Replay a record with the rules (:func:`vanuatu.apply`) up to the first
    move they refuse.

    ``source`` is a :class:`~vanuatu.Record`, a
    :class:`~vanuatu.records.RecordSource`, or the path of a record file in
    either form (a ``str`` is always a path). For the text of a record, use
    :func:`validate_text`. A record file's moves are read and validated one by
    one, so that a move that does not parse is reported like an illegal move,
    with its line, and the moves after the first refused one are not read.
    Raises :class:`~vanuatu.RecordError` when the input is not a readable
    record.

    With ``keep_going=True`` every move is checked: each refused move is
    reported in :attr:`~vanuatu.ValidationReport.refusals`, then applied as if
    it were legal (:func:`vanuatu.apply_unchecked`) when it can be, and the
    check goes on from there (so the later verdicts are only as good as that
    guess). This is how an archive with one known deviation is audited.

    A ``reveal`` that restates a chance outcome applied by itself (the only
    possible outcome) is accepted; one that contradicts it is refused (see
    :mod:`vanuatu.records.restate`).
    """
    if isinstance(source, Record):
        steps = _record_steps(source)
        return check_steps(
            source.options, steps, len(source.moves), keep_going, source.headers.position
        ).report
    if isinstance(source, RecordSource):
        return check_source(source, keep_going=keep_going).report
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
    return check_source(open_file(source), keep_going=keep_going).report


def validate_text(text: str | bytes, *, keep_going: bool = False) -> ValidationReport:
    """Validate the text of a record in either form (see :func:`validate`);
    bytes are read as UTF-8."""
    return check_source(open_source(text), keep_going=keep_going).report


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

    def refused(self, rule: str | None, reason: str, applied: bool = False) -> Refusal:
        """The :class:`~vanuatu.records.Refusal` of this step."""
        return Refusal(self.index, self.line, self.text, rule, reason, applied)


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
                f"moves[{i}]: {cut(move, 40)!r} is text, not a move (see vanuatu.parse_move)"
            )
        yield Step(i, None, None, move)


def source_steps(
    entries: Iterable[MoveEntry], to: int | None = None
) -> Iterator[Step]:
    """The steps of the first ``to`` ``entries`` (all by default), each
    parsed when it is reached."""
    for i, entry in enumerate(entries if to is None else islice(entries, to)):
        try:
            yield Step(i, entry.line, entry.text, parse_entry(entry))
        except (NotationError, RecordError) as e:
            yield Step(i, entry.line, entry.text, None, str(e))


def check_source(
    source: RecordSource | RecordStream, to: int | None = None, *, keep_going: bool = False
) -> Checked:
    """Check the first ``to`` moves of ``source`` (all by default), parsing
    each when it is reached (see :func:`check_steps`). A
    :class:`~vanuatu.records.RecordStream` is read up to the move refused (or
    the ``to``-th); the moves after it are counted, not read."""
    if isinstance(source, RecordSource):
        steps = source_steps(source.entries, to)
        return check_steps(
            source.options, steps, len(source.entries), keep_going, source.headers.position
        )
    checked = check_steps(
        source.options, source_steps(source, to), -1, keep_going, source.headers.position
    )
    total = source.read + source.uncounted()
    return Checked(attrs.evolve(checked.report, total_moves=total), checked.state)


def check_steps(
    options: Options,
    steps: Iterable[Step],
    total: int,
    keep_going: bool = False,
    position: str = "",
) -> Checked:
    """Check ``steps`` of a game under ``options`` (of a record of ``total``
    moves) up to the first one refused, or, with ``keep_going``, all of them,
    each refused move applied as if legal where it can be (:func:`applicable`,
    see :func:`validate`); the report, and the state reached. The game starts at
    ``position`` (a position string, the header ``Position``) when it is
    given, else from setup (R2)."""
    state: GameState = playable_position(position, options) if position else new_game(options)
    applied = 0
    refusals: list[Refusal] = []
    forced: tuple[ChanceMove, ...] = ()  # outcomes applied by themselves after the last move
    place = "the setup"
    try:
        for step in steps:
            place = f"line {step.line}" if step.line is not None else f"moves[{step.index}]"
            move = step.move
            if move is None:
                refusal = step.refused(None, step.problem)
            else:
                try:
                    state, forced = apply_with_forced(state, move)
                    if not refusals:
                        applied += 1
                    continue
                except IllegalMove as e:
                    used = restated(forced, move)
                    if used:  # a reveal of what happened by itself: nothing to do
                        forced = forced[used:]
                        if not refusals:
                            applied += 1
                        continue
                    error = contradiction(forced, move) or e
                    refusal = step.refused(error.rule, error.reason)
                except Exception as e:
                    if not any(r.applied for r in refusals):
                        raise
                    # the position came from moves applied as if legal: the rules owe it nothing
                    refusal = step.refused(None, f"the rules cannot judge this move in the "
                                                 f"position reached by applying refused moves "
                                                 f"({type(e).__name__}: {e})")
            forced = ()
            if not keep_going:
                return Checked(_report(state, applied, total, [refusal]), state)
            try:
                if move is not None and applicable(state, move):
                    state = apply_unchecked(state, move)
                    refusal = attrs.evolve(refusal, applied=True)
            except Exception:  # a move the rules cannot apply is left out
                pass
            refusals.append(refusal)
        try:
            return Checked(_report(state, applied, total, refusals, keep_going), state)
        except Exception:
            if not any(r.applied for r in refusals):
                raise
            # no scores for a position the rules cannot score
            report = _report(state, applied, total, refusals, keep_going, scores=False)
            return Checked(report, state)
    except RecordError:
        raise
    except Exception as e:
        if options.components == DEFAULT_COMPONENTS:
            raise
        # the engine trusts its component set; a foreign one is the record's fault
        raise RecordError(
            f"{place}: the rules cannot be applied with the record's component "
            f"set ({type(e).__name__}: {e})"
        ) from None


def applicable(state: GameState, move: Move) -> bool:
    """Whether a refused ``move`` can be applied as if it were legal: its actor
    is the one to act, and the move is of a kind the position takes (a player
    move of a type among the legal moves, the action of one of the actor's
    stacks in Phase IV, or an outcome of the pending chance event); or it is a
    free action (R7), which its owner may make at any time, of what they hold
    (the Beggar's exchange refused for its timing, R7.2). Anything else is
    never applied: the rules only know how to apply the kinds of move a
    position expects.

    >>> import vanuatu
    >>> state = vanuatu.new_game(vanuatu.Options(players=3))
    >>> applicable(state, vanuatu.parse_move("reveal start x y z"))
    True
    >>> applicable(state, vanuatu.parse_move("P0 fish"))
    False
    """
    if isinstance(move, Beg | SellTreasure):  # its owner's at any time (R7)
        return _free_applicable(state, move)
    if move.player != state.to_act:
        return False
    if isinstance(move, ChanceMove):
        return move.event == state.pending_chance
    if isinstance(move, ACTION_MOVE_TYPES) and state.phase == Phase.ACTIONS:
        # the action of one of the actor's stacks (a Rest the rules make impossible, R12.1)
        action: Action = getattr(move, "action")  # noqa: B009 - ActionMove's class variable
        return state.players[move.player].markers[action] > 0
    return any(type(m) is type(move) for m in legal_moves(state))


def _free_applicable(state: GameState, move: Beg | SellTreasure) -> bool:
    """Whether a refused free action can be applied as played: the Beggar's
    exchange within what they hold (refused for its timing, R7.2), or a sale of
    treasure tokens the player holds."""
    if state.phase == Phase.OVER or not 0 <= move.player < state.num_players:
        return False
    pl = state.players[move.player]
    if isinstance(move, Beg):
        top = min(state.options.components.beggar_max, pl.pp)
        return pl.character == Character.BEGGAR and 1 <= move.amount <= top
    held = list(pl.treasures)
    for value in move.values:
        if value not in held:
            return False
        held.remove(value)
    return True


def _report(
    state: GameState,
    applied: int,
    total: int,
    refusals: list[Refusal],
    keep_going: bool = False,
    scores: bool = True,
) -> ValidationReport:
    """The report after ``applied`` legal moves, ending in ``state``."""
    first = refusals[0] if refusals else None
    return ValidationReport(
        valid=first is None,
        moves_applied=applied,
        total_moves=total,
        complete=state.is_over,
        final_scores=final_scores(state) if state.is_over and scores else None,
        index=None if first is None else first.index,
        line=None if first is None else first.line,
        text=None if first is None else first.text,
        rule=None if first is None else first.rule,
        reason=None if first is None else first.reason,
        refusals=tuple(refusals) if keep_going else (),
    )
