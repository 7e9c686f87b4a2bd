"""The former home of the facts several rules read off a position, kept
importable for one release with a :class:`DeprecationWarning`.

They now live where their names say: the board's adjacency, room on an island
and a space's name in :mod:`vanuatu.rules.board` (``info`` is
:func:`~vanuatu.rules.board.adjacency`, ``name`` is
:func:`~vanuatu.rules.board.space_name`), turn order in
:mod:`vanuatu.rules.turn_order` and the cube supply in :mod:`vanuatu.rules.supply`.
"""

from __future__ import annotations

import warnings

from .board import adjacency as info
from .board import island_room
from .board import space_name as name
from .supply import cube_supply
from .turn_order import in_turn, next_seat, order, seat

__all__ = ["cube_supply", "in_turn", "info", "island_room", "name", "next_seat", "order", "seat"]

warnings.warn(
    "vanuatu.rules.facts is split: import adjacency (was info), island_room and space_name "
    "(was name) from vanuatu.rules.board, order, in_turn, next_seat and seat from "
    "vanuatu.rules.turn_order, cube_supply from vanuatu.rules.supply",
    DeprecationWarning,
    stacklevel=2,
)
