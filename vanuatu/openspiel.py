"""The documented path of the OpenSpiel adapter: everything of
:mod:`vanuatu.adapters.openspiel`, where the code lives. Importing it registers
the game ``python_vanuatu``."""

from .adapters.openspiel import *  # noqa: F403
from .adapters.openspiel import __all__ as __all__
