"""``vanuatu view``: write a record as one self-contained web page."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from tabletop.out_files import beside
from tabletop.translation import from_environment

from .. import Record, RecordError, ValidationReport, validate
from ..records.reading import read_file
from ..viewer.html import page
from .common import EXIT_CODES, UsageError, check_out, error_text, out
from .words import gettext as _
from .words import language, ngettext

__all__ = ["load_legal_part", "register", "run"]


def register(sub: Any) -> None:
    """Add the ``view`` command to the subparsers ``sub``."""
    view = sub.add_parser(
        "view", help=_("write a record as one web page to step through (no network needed)"),
        description=_("Write the record of FILE as one web page that steps through the game, "
                      "with no network needed."), epilog=_(EXIT_CODES),
    )
    view.add_argument("file", metavar="FILE")
    view.add_argument("--out", metavar="FILE",
                      help=_("the page to write (default: FILE with the suffix .html)"))
    view.add_argument("--public", action="store_true",
                      help=_("keep the rest tokens face down until Phase V, as at the table "
                             "(R9)"))
    view.add_argument("--player", metavar="P1",
                      help=_("show the game as this player saw it: their own rest tokens face "
                             "up, the others face down until Phase V (R9)"))
    view.add_argument("--title", help=_("the page's title (default: the record's event)"))
    view.set_defaults(run=run)


def load_legal_part(path: str) -> tuple[Record, ValidationReport]:
    """The record of ``path`` and its validation report. When a move does not
    parse, the record holds the moves before it (the report says why it stops)."""
    if not path:
        read_file(path)  # refused as the file it names (Path("") would read the folder ".")
    report = validate(Path(path))
    try:
        return Record.load(path), report
    except RecordError:
        if report.valid or report.index is None:
            raise
    text = read_file(path)  # bounded, as validate() read it
    if text.lstrip().startswith("{"):
        data = json.loads(text)
        data["moves"] = data.get("moves", [])[: report.index]
        return Record.from_json(json.dumps(data)), report
    if report.line is None:
        raise RecordError(f"move {report.index + 1} cannot be read: {report.reason}")
    lines = text.splitlines(keepends=True)
    return Record.from_text("".join(lines[: report.line - 1])), report


def run(args: argparse.Namespace) -> int:
    """Write the page of ``args``; return the exit status (1 when the record
    holds an illegal move: the page then shows the moves before it)."""
    # the page beside the record by default; a FILE naming a folder is refused by its reading
    target = args.out if args.out is not None else beside(args.file, ".html")
    if target is not None:
        check_out(target)
    try:
        record, report = load_legal_part(args.file)
    except RecordError as e:
        raise RecordError(f"{args.file}: {error_text(args.file, e)}") from None
    if target is None:
        check_out(args.file)
        raise AssertionError(args.file)  # never reached: check_out refuses a folder's name
    player = None
    if args.player is not None:
        word = args.player.strip().upper().removeprefix("P")
        players = record.options.players
        if not (word.isascii() and word.isdigit() and len(word) < 3
                and 0 <= int(word) < players):
            raise UsageError(_("--player: {seat} is not a seat of this {players}-player game "
                               "(P0 to P{last})").format(seat=repr(args.player[:20]),
                                                         players=players, last=players - 1))
        if args.public:
            raise UsageError(_("--player and --public: give one of them"))
        player = int(word)
    # the page's language: --lang where the command has it, else the locale's
    lang = getattr(args, "lang", None) or from_environment(os.environ)
    Path(target).write_text(page(record, title=args.title, public=args.public, report=report,
                                 player=player, lang=lang), encoding="utf-8")
    shown = report.moves_applied
    out(f"{args.file} -> {target} " + ngettext("({count} move, {positions} positions)",
                                              "({count} moves, {positions} positions)",
                                              shown).format(count=shown, positions=shown + 1))
    if not report.valid:
        print(_("{file}: {summary} (the page stops before it)").format(
            file=args.file, summary=report.summary(language())), file=sys.stderr)
        return 1
    return 0
