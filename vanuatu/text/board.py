"""The archipelago as a small text map, for terminals (``vanuatu play --human``).

Each space is drawn where it lies, so neighbours touch: islands in square
brackets, ocean tiles in round ones, empty spaces as dots; the digits after a
tile are the boats on it (by player number), and the line under each row
names its spaces.

>>> import vanuatu
>>> print(board_map(vanuatu.Game(players=3, seed=1).state, names=True))
               .        [S]    (Sb 012)      .
             -1,0       0,0       1,0       2,0
          .       (Sf)      (Sw)        .         .
        -1,1       0,1       1,1       2,1       3,1
     .         .         .         .         .         .
   -1,2       0,2       1,2       2,2       3,2       4,2
                    .
                   1,3

``S`` is the start island, ``Sf``, ``Sw`` and ``Sb`` the start fish, wreck
and blank ocean tiles; a submerged island (R10.3) shows as ``[~~]``.
"""

from __future__ import annotations

from ..state import GameState

__all__ = ["board_map"]

_SHORT = {"start-island": "S", "start-fish": "Sf", "start-wreck": "Sw", "start-blank": "Sb"}
_HALF = 5


def _axial(name: str) -> tuple[int, int]:
    q, r = name.split(",")
    return int(q), int(r)


def _cell(state: GameState, i: int) -> str:
    tile = state.board[i]
    if tile is None:
        return "."
    spec = state.options.components.tile(tile)
    boats = "".join(str(p) for p, pl in enumerate(state.players) if pl.boat == i)
    label = _SHORT.get(tile, tile) + (f" {boats}" if boats else "")
    if not spec.is_island:
        return f"({label})"
    sp = state.spaces[i]
    if state.options.rising_waters and sp.water >= state.options.components.submerged_at:
        return "[~~]"
    return f"[{label}]"


def board_map(state: GameState, names: bool = False) -> str:
    """The map of ``state``'s board; ``names`` adds a line under each row with
    the ``q,r`` names of its spaces."""
    spaces = state.options.components.spaces
    where = {i: _axial(name) for i, name in enumerate(spaces)}
    left = min(2 * q - r for q, r in where.values())
    lines = []
    for row in sorted({r for _, r in where.values()}):
        cells = [(2 * q - r - left, i) for i, (q, r) in where.items() if r == row]
        for named in (False, True)[: 1 + names]:
            line = ""
            for col, i in sorted(cells):
                text = spaces[i] if named else _cell(state, i)
                centre = col * _HALF + _HALF
                start = max(len(line) + (1 if line else 0), centre - len(text) // 2)
                line += " " * (start - len(line)) + text
            lines.append(line.rstrip())
    return "\n".join(lines)
