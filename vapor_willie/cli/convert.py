"""``vapor-willie convert``: a record from one form to the other (text ↔ JSON)."""

from __future__ import annotations

import argparse
from typing import Any

from ..records import Record
from .common import check_out, out
from .words import gettext as _

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``convert`` command to the subparsers ``sub``."""
    p = sub.add_parser("convert", help=_("write a record in its text or JSON form"))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--to", choices=("json", "text"), required=True,
                   help=_("the form to write"))
    p.add_argument("--out", metavar="FILE", help=_("write here instead of standard output"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Convert; 0, or 2 when the record cannot be read or written."""
    if args.out is not None:
        check_out(args.out)
    record = Record.load(args.file)
    text = record.to_json() if args.to == "json" else record.to_text()
    if args.out:
        record.dump(args.out, form=args.to)
    else:
        out(text)
    return 0
