"""Reading games played on other engines into records of this library.

:mod:`vanuatu.interop.boardgamers` imports the games of the JavaScript engine
of boardgamers.space (see :doc:`interop`).
"""

from __future__ import annotations

__all__: list[str] = []
