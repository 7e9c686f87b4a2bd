"""The former home of the kinds of component (now :mod:`vapor_willie.components.kinds`,
the same module name as :mod:`vanuatu.components.kinds`); kept importable for one
release with a :class:`DeprecationWarning`."""

from __future__ import annotations

import warnings

from .components.kinds import *  # noqa: F403  (the same names as the new module)
from .components.kinds import __all__ as __all__

warnings.warn(
    "vapor_willie.pieces has moved to vapor_willie.components.kinds (every name is also "
    "in vapor_willie.components); import it from there instead",
    DeprecationWarning,
    stacklevel=2,
)
