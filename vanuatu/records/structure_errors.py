"""The errors of cattrs' structuring of a record's JSON said as one message that names
the field's path and what was expected, in the English of the record's refusals, which
:func:`vanuatu.describe.refusals.refusal_reason` says again in a player's language.

cattrs collects the errors of a value in a
:class:`~cattrs.ClassValidationError` (a field of an object) or an
:class:`~cattrs.IterableValidationError` (an item of a list); the first of them is
told, its place written as the record writes it (``options.components.spaces[0]``,
``record`` for the top level):

>>> from vanuatu.components import Components
>>> from vanuatu.records.strict import JSON_CONVERTER
>>> try:
...     JSON_CONVERTER.structure({"spaces": [1]}, Components)
... except Exception as e:
...     print(first_error(e, "components"))
components.spaces[0]: expected a string, not an integer
"""

from __future__ import annotations

import collections.abc
from typing import Any, get_origin

import attrs
import cattrs

from ..errors import OptionsError, RecordError
from .strict import Mismatch

__all__ = ["detail", "first_error", "located"]

#: What a value of each type must be, as the record's refusals say it.
_EXPECTED: dict[Any, str] = {
    bool: "a boolean", int: "an integer", float: "a number", str: "a string",
    list: "a list", tuple: "a list", collections.abc.Sequence: "a list",
    dict: "an object", collections.abc.Mapping: "an object",
}


def _expected(t: Any) -> str | None:
    if t is None:
        return None
    if attrs.has(t):
        return "an object"
    return _EXPECTED.get(get_origin(t) or t)


def detail(exc: BaseException, t: Any) -> str:
    """What is wrong with one value, ``exc`` raised structuring it as ``t``
    (a ``format_exception`` of :func:`cattrs.transform_error`)."""
    if isinstance(exc, Mismatch | RecordError | OptionsError):
        return str(exc)
    if isinstance(exc, cattrs.ForbiddenExtraKeysError):
        known = ", ".join(f.name for f in attrs.fields(exc.cl)) if attrs.has(exc.cl) else ""
        extra = sorted(exc.extra_fields)
        fields = ", ".join(repr(k[:40]) for k in extra[:5])
        if len(extra) > 5:
            fields += f" and {len(extra) - 5} more"
        return f"unknown field {fields}" + (f" (the fields are {known})" if known else "")
    if isinstance(exc, KeyError):
        return "required field missing"
    if isinstance(exc, AttributeError) and str(exc).endswith("object has no attribute 'items'"):
        return "expected an object"
    expected = _expected(t)
    if expected is not None:
        return f"expected {expected}"
    if isinstance(exc, TypeError) and str(exc).endswith("object is not iterable"):
        return "expected a list"
    return "not a valid value"


def located(message: str, top: str = "record") -> str:
    """``message`` from :func:`cattrs.transform_error` (``"what @ $.path"``) as
    ``"path: what"`` (the path of the top level, ``$``, is ``top``)."""
    if " @ " not in message:
        return message
    msg, _, path = message.rpartition(" @ ")
    path = path.removeprefix("$").lstrip(".")
    return f"{top + path if not path or path.startswith('[') else path}: {msg}"


def first_error(error: Exception, path: str = "$") -> str:
    """The first error of ``error`` (a cattrs validation error, or an error of a hook)
    as ``"path: what"``, the path starting at ``path``."""
    if not isinstance(error, cattrs.BaseValidationError):
        return str(error)
    messages = cattrs.transform_error(error, path=path, format_exception=detail)
    return located(messages[0]) if messages else "not a valid value"
