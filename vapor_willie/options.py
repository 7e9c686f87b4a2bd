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

__all__ = ["RULINGS", "Options"]

#: The readings of the rule sheet that are options (``docs/vapor_willie/rules.rst``):
#: the option, its word in a record's ``Rulings:`` header, and its values, the default
#: first.
RULINGS: dict[str, tuple[str, tuple[str, ...]]] = {
    "island_cubes": ("islands", ("anchor", "enter")),   # VW4.2
    "rato_returns": ("rato", ("drawn", "any")),         # VW7.2
    "drift_hay": ("drift-hay", ("one", "half")),        # VW6.3, VW8.2
}


@attrs.frozen(cache_hash=True)
class Options:
    """What the players agree on before a game.

    Attributes:
        players: 2 to 4 (VW1.1).
        river: the id of the river board face (VW2.1).
        boat: the id of the boat card face everybody uses (VW2.3).
        max_rounds: 0 (the default): no round limit, as in the rule sheet; a positive
            number ends the game after that round (VW10.3 option, for simulations).
        island_cubes: ``"anchor"``: an island's cube is taken by the anchor action;
            ``"enter"``: also by entering a point linked to the island (VW4.2 ruling).
        rato_returns: ``"drawn"``: the Rato returns one of the two cubes drawn;
            ``"any"``: any cube of the boat card (VW7.2 ruling).
        drift_hay: ``"one"``: a hay turned into silvos or moves by the drift icon is
            worth 1; ``"half"``: hay counts in pairs there too, so one hay gives 0
            (VW6.3 ruling).
        components: the component data (:data:`~vapor_willie.DEFAULT_COMPONENTS`).
    """

    players: int = 3
    river: str = "A"
    boat: str = "B"
    max_rounds: int = 0
    components: Components = attrs.field(default=DEFAULT_COMPONENTS, repr=False)
    island_cubes: str = "anchor"
    rato_returns: str = "drawn"
    drift_hay: str = "one"

    def rulings(self) -> dict[str, str]:
        """The readings chosen away from the default, by their record word
        (``{"islands": "enter"}``).

        >>> Options(players=2, island_cubes="enter").rulings()
        {'islands': 'enter'}
        """
        out = {}
        for name, (word, values) in RULINGS.items():
            value = getattr(self, name)
            if value != values[0]:
                out[word] = value
        return out

    @staticmethod
    def ruling_fields(words: dict[str, str]) -> dict[str, str]:
        """The option fields of rulings given by their record words; raises
        :class:`~vapor_willie.OptionsError` naming an unknown one."""
        by_word = {word: name for name, (word, _) in RULINGS.items()}
        out = {}
        for word, value in words.items():
            if word not in by_word:
                raise OptionsError(f"rulings: unknown ruling {word[:30]!r} (one of "
                                   f"{', '.join(by_word)})")
            out[by_word[word]] = value
        return out

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
        for name, (_, values) in RULINGS.items():
            if getattr(self, name) not in values:
                raise OptionsError(f"{name}: {str(getattr(self, name))[:30]!r} is not one of "
                                   f"{', '.join(values)}")
        if isinstance(self.max_rounds, bool) or not isinstance(self.max_rounds, int) or (
            self.max_rounds < 0
        ):
            raise OptionsError(f"max_rounds: must be a whole number >= 0, not "
                               f"{self.max_rounds!r} (VW10.3)")
