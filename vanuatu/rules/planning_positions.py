"""The positions of one player that the search of the planning rule R4.3
walks (:mod:`vanuatu.rules.feasibility`): the player's resources after some
of their planned actions, and the numbering of the actions.

Such a position keeps only what can matter to the possibility of an action
later in the same round:

``(boat, vatus, pp, fish, treasures, beggar ready, island built on)``

PP matter only to a Beggar who has not begged yet (and then only up to 3);
everything that an action changes but that no later action of the same
player can depend on is dropped (each action is performed at most once).

The R4.3 search is four modules: this one (the positions and the numbering of
the actions), :mod:`vanuatu.rules.planning_table` (what the real board and
supply offer every player of one position), :mod:`vanuatu.rules.planning_player`
(one player's fixed facts, the nine actions restated on their positions, and
the :class:`~vanuatu.rules.planning_player.Node` the searches learn about each
position) and the searches themselves, :mod:`vanuatu.rules.feasibility`.
"""

from __future__ import annotations

from ..components import ACTIONS
from ..state import GameState

__all__ = [
    "STEPPING_STONES",
    "UNREACHABLE",
    "Hypo",
    "Position",
    "initial",
]

Hypo = tuple[int, int, int, tuple[int, ...], tuple[int, ...], bool, int]

Position = object
"""A :data:`Hypo` as the searches carry it: kept in caches, lists and search
nodes as one object (the compiled build would otherwise unpack the tuple each
time it is read from a container and build it anew each time it is put into
one); the methods that read its parts unpack it once."""
# (boat, vatus, pp for the Beggar (0..3), fish, treasures, beggar ready, island built on or -1)

SAIL, BUILD, EXPLORE, FISH, SELL, BUY, DRAW, TRANSPORT, REST = (int(a) for a in ACTIONS)
#: The bit set of the actions worth performing before another one: all but
#: Rest, which changes nothing.
STEPPING_STONES = ((1 << len(ACTIONS)) - 1) & ~(1 << REST)
#: No action is possible: a price no money reaches.
UNREACHABLE = 1 << 62


def initial(state: GameState, p: int) -> Hypo:
    """The hypothetical position of ``p`` now."""
    pl = state.players[p]
    beg = pl.bonus_ready and pl.character == "beggar"
    return (pl.boat, pl.vatus, min(pl.pp, 3) if beg else 0, pl.fish, pl.treasures, beg, -1)
