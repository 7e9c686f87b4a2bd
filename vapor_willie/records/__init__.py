"""Game records: the :class:`Record` (options, names, every move, draws included), its
text form (``.vwr``) and JSON form (``.json``) and the check of a record move by move
(:func:`validate`, :class:`ValidationReport`), laid out as :mod:`vanuatu.records` is.

>>> import vapor_willie as vw
>>> record = vw.Game(players=2, seed=1).record
>>> vw.records.Record.parse(record.to_text()) == vw.records.Record.parse(record.to_json())
True
"""

from __future__ import annotations

from .record import FORMAT, JSON_FIELDS, VERSION, Record
from .report import Refusal, ValidationReport
from .validation import validate, validate_text

__all__ = ["FORMAT", "JSON_FIELDS", "VERSION", "Record", "Refusal", "ValidationReport",
           "validate", "validate_text"]
