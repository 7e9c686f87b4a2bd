"""The documented path of the feature vector of what one player sees: everything of
:mod:`vanuatu.adapters.features`, where the code lives."""

from .adapters.features import *  # noqa: F403
from .adapters.features import __all__ as __all__
