"""What the commands share: the usage error, printing, and describing states and
scores, in the command's language (:mod:`vapor_willie.cli.words`)."""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
from collections.abc import Callable

from tabletop.commandline import Parser, Unwritable, UsageError, out_fault
from tabletop.translation import list_separator
from tabletop.whole_numbers import whole_number as shared_whole_number

from ..components import DEFAULT_COMPONENTS, DEFAULT_NAME, Components
from ..errors import OptionsError
from ..moves import CHANCE
from ..options import parse_ruling, parse_rulings, rulings_help
from ..rules.scoring import FinalScores
from ..state import GameState
from .words import N_, language
from .words import gettext as _

__all__ = [
    "MAX_MOVES",
    "Usage",
    "UsageParser",
    "add_ruling_argument",
    "check_out",
    "components_line",
    "derive_seed",
    "describe_scores",
    "describe_state",
    "ending_words",
    "out",
    "ruling_fields",
    "score_item",
    "whole_number",
    "winners_line",
]


class Usage(UsageError):
    """A wrong command line, reported in one line (exit status 2)."""


def whole_number(lowest: int | None, what: str = "a number",
                 highest: int | None = None) -> Callable[[str], int]:
    """An argument type: a whole number from ``lowest`` (``None``: any; to ``highest``),
    in ASCII digits (:func:`tabletop.whole_numbers.whole_number`); ``what`` names it
    in the errors (``"a number of games"``)."""
    return shared_whole_number(lowest, what, highest, _)


class UsageParser(Parser):
    """An argument parser in the command's language whose errors are :class:`Usage`
    (the parser of both games' commands, :class:`tabletop.commandline.Parser`)."""

    usage_error = Usage

    def said(self, message: str) -> str:
        """An argparse error ``message`` in the command's language, a refusal of the
        game's own (a bad ruling) said again too."""
        from tabletop.commandline import argparse_words

        from ..narration.errors import error_text

        return argparse_words(message, lambda inner: error_text(inner, language()))


def out(text: str) -> None:
    """Print ``text`` on standard output."""
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def check_out(path: str) -> None:
    """Refuse an ``--out`` file that cannot be written, before any work is done
    (:func:`tabletop.commandline.out_fault`): a name ending in a slash or naming a
    folder (:class:`pathlib.Path` would drop the slash and write another file), a file
    in no folder, or one not writable; a :class:`Usage` error says which."""
    from ..narration.errors import system_words

    fault = out_fault(path)
    if fault is None:
        return
    file = repr(path[:200])
    if fault.why is Unwritable.LINK_LOOP and fault.folder is not None:
        raise Usage(_("--out: cannot write {file}: the folder {folder} is a loop of "
                      "links").format(file=file, folder=repr(fault.folder[:200])))
    if fault.why is Unwritable.LINK_LOOP:
        raise Usage(_("--out: cannot write {file}: it is a loop of links").format(file=file))
    if fault.folder is not None:
        raise Usage(_("--out: cannot write {file}: no folder {folder}").format(
            file=file, folder=repr(_absolute(fault.folder)[:200])))
    why = {Unwritable.EMPTY: "No such file or directory",
           Unwritable.NOT_WRITABLE: "Permission denied"}.get(fault.why, "Is a directory")
    raise Usage(_("--out: cannot write {file}: {why}").format(
        file=file, why=system_words(why, language())))


def _absolute(folder: str) -> str:
    """The full name of a ``folder`` that is not there, its links followed; as written
    when following them would name one that is (``no/..``)."""
    real = os.path.realpath(folder)
    return os.path.join(os.getcwd(), folder) if os.path.isdir(real) else real


def describe_state(state: GameState) -> str:
    """A few lines describing a position, in the command's language."""
    c = state.options.components
    ids = c.cube_ids
    none = _("-")
    if state.ended:
        who = _("over ({why})").format(why=ending_words(state.ended))
    else:
        who = _("to act: {player}").format(player=_actor(state.to_act))
    lines = [_("Round {round}; boat at {point}; {who}").format(
        round=state.round, point=state.boat, who=who)]
    lines.append(_("Bag: {cubes}").format(cubes=", ".join(
        f"{n} {t}" for t, n in zip(ids, state.bag, strict=True))))
    lines.append(_("Islands: {islands}").format(islands=", ".join(
        f"{i.id}={cube or none}" for i, cube in zip(c.river(state.river).islands,
                                                    state.islands, strict=True))))
    if state.drifting:
        lines.append(_("Adrift: {cubes}").format(
            cubes=", ".join(f"{cube}@{pt}" for pt, cube in state.drifting)))
    for i, p in enumerate(state.players):
        cubes = ", ".join(f"{n} {t}" for t, n in zip(ids, p.cubes, strict=True) if n) or none
        lines.append(_("{player}: {silvos} silvos; cubes {cubes}; character {character}; "
                       "fulfilled {fulfilled}").format(
            player=f"P{i}", silvos=p.silvos, cubes=cubes, character=p.character or none,
            fulfilled=", ".join(p.fulfilled) or none))
    return "\n".join(lines)


def components_line(components: Components, path: str | None = None) -> str:
    """The line naming the component set a game is played with (VW1): the shipped set
    says that its boards and cards are invented."""
    if path is None and components == DEFAULT_COMPONENTS:
        return _("Components: {name} (invented boards and cards, not the printed game's; "
                 "see the docs to enter the real ones)").format(name=DEFAULT_NAME)
    name = components.name or _("unnamed")
    if path:
        return _("Components: {name} (from {path})").format(name=name, path=path)
    return _("Components: {name}").format(name=name)


def _actor(who: int) -> str:
    return _("chance") if who == CHANCE else f"P{who}"


#: The items of a score (VW11), by the names :func:`vapor_willie.final_scores` gives.
SCORE_ITEMS = {
    "cubes": N_("cubes"), "silvos": N_("silvos"), "objectives": N_("objectives"),
    "extension": N_("extension"), "unfulfilled": N_("unfulfilled"),
}


def score_item(item: str) -> str:
    """An item of a score line in the command's language (``silvos``, ...)."""
    return _(SCORE_ITEMS[item]) if item in SCORE_ITEMS else item


def describe_scores(scores: FinalScores) -> str:
    """The score lines, one per player, in the command's language."""
    return "\n".join(
        _("{player}: {total} ({items})").format(
            player=f"P{line.player}", total=line.total,
            items=list_separator(language()).join(
                f"{score_item(item)} {points:+d}" for item, points in line.items))
        for line in scores.lines)


def winners_line(winners: tuple[int, ...] | list[int]) -> str:
    """The line naming the winners."""
    return _("Winner: {players}").format(
        players=list_separator(language()).join(f"P{p}" for p in winners))


def ending_words(ended: str) -> str:
    """How a game ended (the ``ended`` of its state: ``the-end``, ``bag``, ``rounds``),
    in the command's language; English keeps the word."""
    if language() == "en":
        return ended
    from ..narration import ending

    return ending(ended, language())


#: A safety net for a game that never ends.
MAX_MOVES = 50_000


def derive_seed(seed: int, purpose: str) -> int:
    """A seed for one purpose (``"chance"``, ``"bot 0"``) derived from ``--seed``.

    >>> derive_seed(1, "chance") == derive_seed(1, "chance") != derive_seed(1, "bot 0")
    True
    """
    digest = hashlib.sha256(f"vapor-willie/{seed}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _ruling(text: str) -> str:
    try:
        parse_ruling(text)
    except OptionsError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return text


def add_ruling_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--ruling NAME=VALUE`` (repeatable) to ``parser``: the readings of the rule
    sheet chosen away from the default (:func:`vapor_willie.options.parse_ruling`)."""
    parser.add_argument("--ruling", action="append", type=_ruling, default=[],
                        metavar="NAME=VALUE",
                        help=_("a reading of the rules (repeatable): {rulings}").format(
                            rulings=rulings_help(language())).replace("%", "%%"))


def ruling_fields(args: argparse.Namespace) -> dict[str, str]:
    """The :class:`~vapor_willie.Options` fields of the ``--ruling`` arguments."""
    try:
        return parse_rulings(getattr(args, "ruling", None) or [])
    except OptionsError as e:
        raise Usage(f"--ruling: {_error(str(e))}") from None


def _error(message: str) -> str:
    from ..narration.errors import error_text

    return error_text(message, language())
