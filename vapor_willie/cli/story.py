"""``vapor-willie replay FILE --narrate``: a record told as a story, move by move, in the
shape of ``vanuatu replay --narrate``: a heading line, ``Round N`` as each round begins,
then each move numbered with its sentences (:mod:`vapor_willie.narration`) indented
under it."""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence

from ..moves import Move
from ..narration import narrate
from ..options import Options
from ..records import Record, validate
from ..rules.engine import apply_unchecked, new_game
from ..translation import translate as gettext
from .common import Usage, out
from .words import gettext as _
from .words import language

__all__ = ["story_lines", "tell_file"]


def story_lines(options: Options, moves: Sequence[Move],
                viewer: int | None = None, lang: str = "en") -> Iterator[str]:
    """The lines of the story of the legal ``moves`` of a game with ``options``, every
    card named (``viewer=None``) or as ``viewer`` may see them (VW12), in ``lang``.

    >>> import vapor_willie as vw
    >>> game = vw.Game(players=2, seed=1)
    >>> lines = list(story_lines(game.record.options, game.moves[:2]))
    >>> lines[:3]  # doctest: +ELLIPSIS
    ['Setup', '    1. reveal cube ...', '         A cube is drawn for island I1: ...']
    """
    state = new_game(options)
    heading = ""
    for i, move in enumerate(moves):
        group = (gettext("Setup", lang) if state.current < 0
                 else gettext("Round {round}", lang).format(round=state.round))
        if group != heading:
            heading = group
            yield group
        after = apply_unchecked(state, move)
        yield f"{i + 1:>5}. {move}"
        begins = gettext("Round {round} begins.", lang).format(round=after.round)
        for said in narrate(state, move, after, viewer, lang):
            if said != begins:
                yield f"         {said}"  # a new round is told by its heading
        state = after


def tell_file(path: str, to: int | None = None) -> int:
    """Print the story of the first ``to`` moves (all by default) of the record in the file
    ``path``; return the exit status: 1 when an illegal move stops the story before
    ``to``, with the refusal on standard error."""
    record = Record.read(path)
    total = len(record.moves)
    upto = total if to is None else to
    if not 0 <= upto <= total:
        raise Usage(_("--to: the record has {total} moves, {to} is not between 0 and "
                      "{total}").format(total=total, to=upto))
    report = validate(record)
    names = ", ".join(f"P{p} {n}" for p, n in enumerate(record.names) if n)
    o = record.options
    players = _("{n} players").format(n=o.players) + (f" ({names})" if names else "")
    out(_("{file}: {players} · river {river}, boat {boat}").format(
        file=path, players=players, river=o.river, boat=o.boat))
    lang = language()
    for line in story_lines(o, record.moves[: min(upto, report.moves_applied)], lang=lang):
        out(line)
    if upto > report.moves_applied:
        print(_("{file}: {summary} (the story stops before it)").format(
            file=path, summary=report.summary(lang)), file=sys.stderr)
        return 1
    return 0
