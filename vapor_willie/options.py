"""The options of a game: player count, the faces chosen at setup, the round limit
and the component data (VW2, VW10.3).

>>> Options(players=3).river, Options(players=3).boat
('A', 'B')
>>> Options(players=5)
Traceback (most recent call last):
...
vapor_willie.errors.OptionsError: players: 5 is not between 2 and 4 (VW1.1)
"""

from __future__ import annotations

import attrs

from .components import DEFAULT_COMPONENTS, Components
from .errors import OptionsError

__all__ = ["Options"]


@attrs.frozen(cache_hash=True)
class Options:
    """What the players agree on before a game.

    Attributes:
        players: 2 to 4 (VW1.1).
        river: the id of the river board face (VW2.1).
        boat: the id of the boat card face everybody uses (VW2.3).
        max_rounds: 0 (the default): no round limit, as in the rule sheet; a positive
            number ends the game after that round (VW10.3 option, for simulations).
        components: the component data (:data:`~vapor_willie.DEFAULT_COMPONENTS`).
    """

    players: int = 3
    river: str = "A"
    boat: str = "B"
    max_rounds: int = 0
    components: Components = attrs.field(default=DEFAULT_COMPONENTS, repr=False)

    def __attrs_post_init__(self) -> None:
        c = self.components
        if not isinstance(c, Components):
            raise OptionsError(f"components: must be Components, not {type(c).__name__}")
        if isinstance(self.players, bool) or not isinstance(self.players, int) or not (
            c.min_players <= self.players <= c.max_players
        ):
            raise OptionsError(f"players: {self.players!r} is not between {c.min_players} and "
                               f"{c.max_players} (VW1.1)")
        faces = [r.id for r in c.river_faces]
        if self.river not in faces:
            raise OptionsError(f"river: no river face {self.river!r} (one of {', '.join(faces)})")
        boats = [b.id for b in c.boat_faces]
        if self.boat not in boats:
            raise OptionsError(f"boat: no boat card face {self.boat!r} (one of "
                               f"{', '.join(boats)})")
        if isinstance(self.max_rounds, bool) or not isinstance(self.max_rounds, int) or (
            self.max_rounds < 0
        ):
            raise OptionsError(f"max_rounds: must be a whole number >= 0, not "
                               f"{self.max_rounds!r} (VW10.3)")
