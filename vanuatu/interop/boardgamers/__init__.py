"""Import games of the boardgamers.space engine as records.

The games of *Vanuatu (Second Edition)* played online are played on the
JavaScript engine of boardgamers.space, which stores a game as its state
object: the setup (player count, variants, seed), every move as it stored it,
and the final position. :func:`import_game` replays such a game with our rules
and gives its :class:`~vanuatu.Record`: the chance events drawn again from the
seed, the moves in our notation, the players' names, the variants, and headers
saying where it came from. The record uses that engine's reading of the
components (tile F1, see :mod:`.catalog`) and of R4.3 (ordered planning pairs).

Moves the engine accepts and our rules refuse (:mod:`.deviations`) stay in the
record as played; :func:`read_game` lists them with the final scores of both
engines. Input that is not that engine's game raises
:class:`ForeignGameError` naming the move at fault. See :doc:`interop`.
"""

from __future__ import annotations

import os
from typing import Any

from ...records import Record
from .deviations import RULINGS, Deviation, ScoreComparison
from .importer import ImportedGame, replay_game
from .reading import EngineGame, ForeignGameError, load_game

__all__ = [
    "RULINGS",
    "Deviation",
    "EngineGame",
    "ForeignGameError",
    "ImportedGame",
    "ScoreComparison",
    "import_game",
    "read_game",
]


def read_game(data: str | bytes | os.PathLike[str] | dict[str, Any]) -> ImportedGame:
    """Import a stored game: decoded JSON (the state object, or an envelope
    whose ``data`` or ``state`` holds it), its JSON text or bytes, or a file
    name (a :class:`os.PathLike` or a string naming a file). Raises :class:`ForeignGameError` (a
    :class:`~vanuatu.RecordError`) for input that is not that engine's game."""
    return replay_game(load_game(data))


def import_game(data: str | bytes | os.PathLike[str] | dict[str, Any]) -> Record:
    """The :class:`~vanuatu.Record` of a stored game (see :func:`read_game`)."""
    return read_game(data).record
