"""The documented path of integer action ids: everything of
:mod:`vanuatu.adapters.action_ids`, where the code lives."""

from .adapters.action_ids import *  # noqa: F403
from .adapters.action_ids import __all__ as __all__
