"""``vanuatu replay FILE --narrate``: a record told as a story, move by move."""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence

from .. import GameState, Move, Options, RecordError, new_game
from ..describe.language import speaking
from ..describe.language import translate as _
from ..narration import narrate
from ..narration.player_events import Played
from ..narration.table_events import RoundStarted
from ..translation import N_
from .common import UsageError, error_text, out
from .view import load_legal_part
from .words import gettext, language, ngettext


def variant_word(variant: str) -> str:
    """A variant (R10) as the command's language names it."""
    names = {"two-player": N_("two-player"), "no-characters": N_("no characters"),
             "rising-waters": N_("Rising Waters")}
    return gettext(names[variant]) if variant in names else variant

__all__ = ["story_lines", "tell_file", "variant_word"]


def story_lines(
    options: Options, moves: Sequence[Move], start: GameState | None = None,
    lang: str = "en",
) -> Iterator[str]:
    """The lines of the story of ``moves`` from ``start`` (by default the start
    of a game with ``options``), in ``lang``; raises :class:`~vanuatu.IllegalMove`
    at an illegal move, after the lines of the moves before it."""
    state = new_game(options) if start is None else start
    with speaking(lang):
        yield _("Round {round}").format(round=max(state.round, 1))
    for i, move, _state, said in narrate(moves, state):
        played = [e for e in said if isinstance(e, Played)]
        yield f"{i + 1:>5}. {played[0].move if played else move}"
        for event in said:
            if isinstance(event, RoundStarted):
                with speaking(lang):
                    yield _("Round {round}").format(round=event.round)
            else:
                yield f"         {event.say(lang)}"


def tell_file(path: str, to: int | None = None) -> int:
    """Print the story of the first ``to`` moves (all by default) of the
    record in the file ``path``; return the exit status: 1 when an illegal
    move (or one that does not parse) stops the story before ``to``, with the
    refusal on standard error."""
    try:
        record, report = load_legal_part(path)
    except RecordError as e:
        raise RecordError(f"{path}: {error_text(path, e)}") from None
    total = report.total_moves
    upto = total if to is None else to
    if not 0 <= upto <= total:
        raise UsageError(ngettext(
            "--to: the record has {total} move, {to} is not between 0 and {total}",
            "--to: the record has {total} moves, {to} is not between 0 and {total}",
            total).format(total=total, to=upto))
    names = ", ".join(f"P{p} {n}" for p, n in enumerate(record.headers.names) if n)
    variants = ", ".join(variant_word(v) for v in record.options.variant_words)
    out(ngettext("{path}: {count} player", "{path}: {count} players",
                 record.options.players).format(path=path, count=record.options.players)
        + (f" ({names})" if names else "") + (f" · {variants}" if variants else ""))
    start = next(record.states(0))  # setup, or the record's Position header
    for line in story_lines(record.options, record.moves[: min(upto, report.moves_applied)],
                            start, language()):
        out(line)
    if upto > report.moves_applied:
        print(gettext("{file}: {summary} (the story stops before it)").format(
            file=path, summary=report.summary(language())), file=sys.stderr)
        return 1
    return 0
