"""Game records: the record, its sources and headers, the text form, the JSON
form, and validation.

A record is the options, the headers and every move of a game, chance events
included, so that the game can be replayed exactly. It has two forms that
convert to each other without loss: the canonical JSON form and a plain-text
form to type at the table (both in :doc:`formats`).

How a record is read
--------------------
There is one reading path, shared by :class:`Record`, :func:`validate` and the
command line (``vanuatu validate``, ``replay``, ``convert``):

1. :mod:`~vanuatu.records.reading` takes text, bytes or a file name, checks
   the size and the encoding (:mod:`~vanuatu.records.limits`), and picks the
   form: JSON when the text is a JSON value, else text.
2. The reader of that form (:mod:`~vanuatu.records.text_form` or
   :mod:`~vanuatu.records.json_form`) reads the options, the
   :class:`Headers` (:mod:`~vanuatu.records.headers`) and the moves, still in
   notation, into a :class:`RecordSource`: one :class:`MoveEntry` per move,
   with its line or index (:mod:`~vanuatu.records.source`). The moves are
   read lazily (a :class:`RecordStream`): a check stops reading at the first
   refused move. What both forms
   share (the format's name and version, the words of variants and rulings)
   is in :mod:`~vanuatu.records.format`; strict JSON typing in
   :mod:`~vanuatu.records.strict`.
3. Each entry is parsed by :func:`parse_entry` (the notation of
   :mod:`vanuatu.notation`, and the actor written beside a JSON move).
   :meth:`Record.from_source` parses every entry and refuses the record at
   the first bad one; :func:`check_source` (used by :func:`validate` and
   ``vanuatu replay``) parses each when it reaches it and reports a move that
   does not parse like an illegal move.
4. :func:`check_steps` replays the moves with the rules, from setup or from
   the position of the header ``Position`` (:attr:`Headers.position`, read
   with :func:`vanuatu.from_position`), up to the first
   refused one (or past each, with ``keep_going``), and returns the
   :class:`ValidationReport` (:mod:`~vanuatu.records.report`) and the state
   reached. A reveal restating a chance outcome applied by itself is accepted
   (:mod:`~vanuatu.records.restate`).

Replaying a :class:`Record` as a :class:`~vanuatu.Game` is
:meth:`vanuatu.Game.from_record`. The records layer never imports the game
layer, which imports it (:attr:`vanuatu.Game.record` makes a :class:`Record`).

A file of many records (text records one after another, or JSON Lines) is
cut into the text of each record by :func:`split_records`, one record at a
time, and each is read by the same path (:func:`read_records`,
:mod:`~vanuatu.records.archive`).

Writing is the other way: :meth:`Record.to_json` and :meth:`Record.to_text`
(:func:`write_json`, :func:`write_text`) write each move with ``str(move)``.

>>> import vanuatu
>>> from vanuatu.records import read_source, check_source
>>> game = vanuatu.Game(players=3, seed=1)
>>> source = read_source(game.record.to_text())
>>> checked = check_source(source)
>>> checked.report.summary(), checked.state == game.state
('ok (8 moves, incomplete)', True)
"""

from __future__ import annotations

from .archive import (
    JSON_LINES_SUFFIXES,
    ArchiveRecord,
    RecordText,
    read_records,
    shift_lines,
    split_records,
)
from .format import FORMAT, RULINGS, VARIANTS, VERSION, actor_word
from .headers import Headers, check_headers
from .json_form import read_json, write_json
from .limits import MAX_RECORD_BYTES, printable, shorten
from .reading import load_source, open_file, open_source, read_file, read_source
from .record import Record
from .report import Refusal, ValidationReport
from .source import MAX_RECORD_MOVES, MoveEntry, RecordSource, RecordStream, parse_entry
from .text_form import read_text, write_text
from .validation import (
    Checked,
    Step,
    check_source,
    check_steps,
    source_steps,
    validate,
    validate_text,
)

__all__ = [
    "FORMAT",
    "JSON_LINES_SUFFIXES",
    "MAX_RECORD_BYTES",
    "MAX_RECORD_MOVES",
    "RULINGS",
    "VARIANTS",
    "VERSION",
    "ArchiveRecord",
    "Checked",
    "Headers",
    "MoveEntry",
    "Record",
    "RecordSource",
    "RecordStream",
    "RecordText",
    "Refusal",
    "Step",
    "ValidationReport",
    "actor_word",
    "check_headers",
    "check_source",
    "check_steps",
    "load_source",
    "open_file",
    "open_source",
    "parse_entry",
    "printable",
    "read_file",
    "read_json",
    "read_records",
    "read_source",
    "read_text",
    "shift_lines",
    "shorten",
    "source_steps",
    "split_records",
    "validate",
    "validate_text",
    "write_json",
    "write_text",
]
