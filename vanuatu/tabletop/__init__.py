"""What the two games of the distribution share and that knows neither game's rules.

Nothing here imports :mod:`vanuatu`'s or :mod:`vapor_willie`'s rules: a game plugs in
through small protocols.

* :mod:`~vanuatu.tabletop.stats`: arena statistics (win rates with Wilson 95% intervals,
  means with normal 95% intervals, the per-bot summary of a match), seat rotation and
  seed derivation.
* :mod:`~vanuatu.tabletop.search`: single-observer information-set Monte Carlo tree
  search over the :class:`~vanuatu.tabletop.search.SearchGame` protocol.
* :mod:`~vanuatu.tabletop.terminal`: the question-and-answer loop of a human playing at
  the terminal (numbered moves, ``why``, ``hint``, ``undo``).
* :mod:`~vanuatu.tabletop.page`: the shell of a one-file, offline web page that steps
  through the positions of a game.
"""

from __future__ import annotations

__all__: list[str] = []
