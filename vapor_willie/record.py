"""The former home of :class:`~vapor_willie.records.Record` (now
:mod:`vapor_willie.records`, as :mod:`vanuatu.records`); kept importable for one release
with a :class:`DeprecationWarning`."""

from __future__ import annotations

import warnings

from .records.record import FORMAT, JSON_FIELDS, VERSION, Record

__all__ = ["FORMAT", "JSON_FIELDS", "VERSION", "Record"]

warnings.warn(
    "vapor_willie.record has moved to vapor_willie.records; import Record from "
    "vapor_willie (or vapor_willie.records) instead",
    DeprecationWarning,
    stacklevel=2,
)
