"""The former home of :class:`~vapor_willie.records.Record` (now
:mod:`vapor_willie.records`); kept so that ``from vapor_willie.record import Record``
goes on working."""

from __future__ import annotations

from .records.record import FORMAT, JSON_FIELDS, VERSION, Record

__all__ = ["FORMAT", "JSON_FIELDS", "VERSION", "Record"]
