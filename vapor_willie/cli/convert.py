"""``vapor-willie convert``: records from one form to the other (text ↔ JSON), as
``vanuatu convert`` converts them.

A file of many records (:mod:`vapor_willie.records.archive`: text records one after
another, or JSON Lines) is converted record by record: to JSON Lines (one JSON record a
line, ``--to json``) or to text records one after another (``--to text``); so is one
record written to a ``.jsonl`` file. A record that cannot be read is reported on
standard error with its number and line, and the others are converted (exit status 2).
A file that holds no record is one line on standard error (status 2).
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Iterator
from typing import IO, Any

from tabletop import batch
from tabletop.batch import NO_RECORD, RecordText, every_record
from tabletop.conversion import Unconverted, one_or_many, write_many, write_to

from ..errors import RecordError
from ..narration.errors import error_text
from ..records import Record
from ..records.archive import read_records, shift_error
from .common import check_out, out
from .validate import record_name
from .words import EXIT_CODES, language
from .words import gettext as _

__all__ = ["JSON_LINES_SUFFIXES", "register", "run"]

#: The suffixes of a file written as JSON Lines whatever the number of records (the
#: suffix :mod:`vapor_willie.records.archive` reads as JSON Lines).
JSON_LINES_SUFFIXES = batch.JSON_LINES_SUFFIXES


def register(sub: Any) -> None:
    """Add the ``convert`` command to the subparsers ``sub``."""
    p = sub.add_parser(
        "convert", help=_("convert records between JSON and text"), epilog=_(EXIT_CODES),
        description=_("Convert the record of FILE; a file of many records becomes JSON Lines "
                      "(--to json) or text records one after another (--to text)."))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--to", choices=("json", "text"), required=True,
                   help=_("the form to write"))
    p.add_argument("--out", metavar="FILE", help=_("write here instead of standard output"))
    p.set_defaults(run=run)


def _say(message: str) -> None:
    print(_("vapor-willie: error: {message}").format(message=message), file=sys.stderr)


def _read(item: RecordText) -> Record | str:
    """The record of ``item``, or why it cannot be read (its lines those of the file)."""
    if item.error is not None:
        return item.error
    try:
        return Record.parse(item.text)
    except RecordError as e:
        return shift_error(str(e), item.line)


def run(args: argparse.Namespace) -> int:
    """Convert the records of ``args``; 0, or 2 when a record cannot be read or
    written."""
    if args.out is not None:
        check_out(args.out)
    first, every = one_or_many(every_record(args.file, read_records(args.file), RecordText),
                               args.to, args.out)
    if first.line is None and first.error == NO_RECORD:
        raise RecordError(_("{file}: no record in the file").format(file=args.file))
    if every is None:
        record = _read(first)
        if isinstance(record, str):
            raise RecordError(f"{args.file}: {record}")
        return _one(args, record)
    status = write_to(args.out, functools.partial(_many, args.file, args.to, every),
                      lambda e: RecordError(f"{args.out}: cannot write the file: "
                                            f"{e.strerror or e}"))
    if args.out:
        out(f"{args.file} -> {args.out} ({'JSON Lines' if args.to == 'json' else args.to})")
    return status


def _one(args: argparse.Namespace, record: Record) -> int:
    text = record.to_json() if args.to == "json" else record.to_text()
    _check_faithful(args.file, record, text)
    if args.out:
        record.dump(args.out, form=args.to)
        out(f"{args.file} -> {args.out} ({args.to})")
    else:
        sys.stdout.write(text)
    return 0


def _check_faithful(where: str, record: Record, text: str) -> None:
    """Refuse to write ``text`` unless it reads back as ``record`` (a record the other
    form cannot hold is never written with a changed meaning)."""
    try:
        same = Record.parse(text) == record
    except RecordError as e:
        raise RecordError(_("{path}: cannot be converted without changing it ({error})").format(
            path=where, error=error_text(str(e), language()))) from None
    if not same:
        raise RecordError(_("{path}: cannot be converted without changing it").format(
            path=where))


def _many(file: str, to: str, items: Iterator[RecordText], stream: IO[str]) -> int:
    """Write each record of ``items`` to ``stream``; a record that cannot be read or
    converted is one line on standard error, and the others go on
    (:func:`tabletop.conversion.write_many`)."""
    def convert(item: RecordText) -> str:
        where = record_name(file, item.index, item.line, True)
        record = _read(item)
        if isinstance(record, str):
            raise Unconverted(_("{place}: cannot read: {error}").format(
                place=where, error=error_text(record, language())))
        text = record.to_json() if to == "json" else record.to_text()
        try:
            _check_faithful(where, record, text)
        except RecordError as e:
            raise Unconverted(str(e)) from None
        return text

    return write_many(items, convert, to, stream, _say)
