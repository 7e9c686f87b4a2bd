"""The former home of :func:`~vapor_willie.validate` (now
:mod:`vapor_willie.records.validation`); kept so that its imports go on working."""

from __future__ import annotations

from .records.report import Refusal, ValidationReport
from .records.validation import validate, validate_text

__all__ = ["Refusal", "ValidationReport", "validate", "validate_text"]
