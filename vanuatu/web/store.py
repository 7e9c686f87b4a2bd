"""The games of ``vanuatu serve`` on disk: the store of :mod:`tabletop.web.store`
with the rules of Vanuatu (:data:`vanuatu.web.plugin.VANUATU`).

A served game lives in two files of the games folder: ``<id>.vnt``, the game
record in the text form (:mod:`vanuatu.records`), rewritten atomically after each
move, and ``<id>.seats.json``, written once: each seat (a human with the token of
its link, or a bot spec), the seed and the key that fix the game's chance order
(:class:`~vanuatu.chance_order.ChanceOrder`: the setup the seed deals, then every
pile, offer and roll from the key), kept beside the game and never in its state, so
that a restarted server plays what the old one would have, and a move taken back
meets the same chance whatever is played instead.

This module needs no web framework: nothing but :mod:`tabletop` and :mod:`vanuatu`.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from tabletop.web import store as shared
from tabletop.web.store import MAX_MOVES, Seat, StoreError

from ..game import Game
from ..moves import Move
from .options import HUMAN, VARIANTS, parse_new_game
from .plugin import VANUATU

__all__ = ["HUMAN", "MAX_MOVES", "VARIANTS", "GameStore", "Seat", "ServedGame", "StoreError",
           "parse_new_game"]

#: A game of the server: its seats, its :class:`vanuatu.Game` and its files
#: (:class:`tabletop.web.store.ServedGame`).
ServedGame = shared.ServedGame[Game, Move]


class GameStore(shared.GameStore[Game, Move]):
    """Every Vanuatu game of a games folder, loaded when the store is made
    (:class:`tabletop.web.store.GameStore` with :data:`~vanuatu.web.plugin.VANUATU`).

    ``on_change(game_id)`` is called after every change of a game (from
    whatever thread made it).
    """

    def __init__(self, folder: str | os.PathLike[str],
                 on_change: Callable[[str], None] | None = None) -> None:
        super().__init__(VANUATU, folder, on_change)
