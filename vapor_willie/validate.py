"""The former home of :func:`~vapor_willie.validate` (now
:mod:`vapor_willie.records.validation`, as :mod:`vanuatu.records.validation`); kept for
one release: each name taken from here warns with a :class:`DeprecationWarning`.

The package loads this module before binding the function :func:`vapor_willie.validate`
(so that a later ``import vapor_willie.validate`` cannot put the module in the function's
place), which is why the warning comes with each name rather than with the import.
"""

from __future__ import annotations

import warnings
from typing import Any

__all__ = ["Refusal", "ValidationReport", "validate", "validate_text"]  # noqa: F822


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    warnings.warn(
        f"vapor_willie.validate has moved to vapor_willie.records.validation; import "
        f"{name} from vapor_willie (or vapor_willie.records) instead",
        DeprecationWarning,
        stacklevel=2,
    )
    from . import records

    return getattr(records, name)
