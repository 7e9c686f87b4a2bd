"""The documented path of the PettingZoo environment: everything of
:mod:`vanuatu.adapters.pettingzoo`, where the code lives."""

from .adapters.pettingzoo import *  # noqa: F403
from .adapters.pettingzoo import __all__ as __all__
