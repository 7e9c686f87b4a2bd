"""``vanuatu convert``: convert records between their JSON and text forms.

A file of many records (see :mod:`vanuatu.records.archive`) is converted record by
record: to JSON Lines (one JSON record per line) or to text records one after
another. A record that cannot be read is reported on standard error with its
number and line, and the others are converted (exit status 2).
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Iterator
from typing import IO, Any

from tabletop.batch import NO_RECORD, every_record
from tabletop.conversion import Unconverted, one_or_many, write_many, write_to

from ..errors import RecordError
from ..records import ArchiveRecord, Record, read_records
from .archives import label
from .common import EXIT_CODES, check_out, out, say
from .words import gettext as _

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``convert`` command to the subparsers ``sub``."""
    conv = sub.add_parser(
        "convert", help=_("convert records between JSON and text"), epilog=_(EXIT_CODES),
        description=_("Convert the record of FILE; a file of many records becomes JSON Lines "
                      "(--to json) or text records one after another (--to text)."),
    )
    conv.add_argument("file", metavar="FILE")
    conv.add_argument("--to", choices=("json", "text"), required=True,
                      help=_("the form to write"))
    conv.add_argument("--out", metavar="FILE",
                      help=_("write here instead of standard output"))
    conv.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Convert the records of ``args``; return the exit status."""
    if args.out is not None:
        check_out(args.out)
    first, every = one_or_many(every_record(args.file, read_records(args.file), ArchiveRecord),
                               args.to, args.out)
    if first.error == NO_RECORD:
        raise RecordError(_("{file}: no record in the file").format(file=args.file))
    if every is None:
        if first.record is None:
            raise RecordError(f"{args.file}: {first.error}")
        return _one(args, first.record)
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
        record.dump(args.out, args.to)
        out(f"{args.file} -> {args.out} ({args.to})")
    else:
        sys.stdout.write(text)
    return 0


def _check_faithful(path: str, record: Record, text: str) -> None:
    """Refuse to write ``text`` unless it reads back as ``record`` (a record
    the other form cannot hold is never written with a changed meaning)."""
    try:
        same = Record.parse(text) == record
    except RecordError as e:
        raise RecordError(_("{path}: cannot be converted without changing it ({error})").format(
            path=path, error=e)) from None
    if not same:
        raise RecordError(_("{path}: cannot be converted without changing it").format(path=path))


def _many(file: str, to: str, items: Iterator[ArchiveRecord], stream: IO[str]) -> int:
    """Write each record of ``items`` to ``stream`` (:func:`tabletop.conversion.write_many`)."""
    def convert(item: ArchiveRecord) -> str:
        where = label(file, item.index, item.line, True)
        if item.record is None:
            raise Unconverted(_("{place}: cannot read: {error}").format(
                place=where, error=item.error))
        text = item.record.to_json() if to == "json" else item.record.to_text()
        try:
            _check_faithful(where, item.record, text)
        except RecordError as e:
            raise Unconverted(str(e)) from None
        return text

    return write_many(items, convert, to, stream,
                      lambda message: say(_("vanuatu: error: {message}").format(message=message)))
