"""The documented path of information states: everything of
:mod:`vanuatu.adapters.infostate`, where the code lives."""

from .adapters.infostate import *  # noqa: F403
from .adapters.infostate import __all__ as __all__
