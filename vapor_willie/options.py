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

from collections.abc import Iterable, Mapping

import attrs

from tabletop.one_line import cut, shown

from .components import DEFAULT_COMPONENTS, Components
from .errors import OptionsError

__all__ = ["MAX_ROUNDS", "RULINGS", "Options", "check_ruling_values", "parse_ruling",
           "parse_rulings", "rulings_help", "rulings_once"]

#: The largest round limit (VW10.3 option): what a record's ``MaxRounds:`` holds.
MAX_ROUNDS = 999_999

#: The readings of the rule sheet that are options (``docs/vapor_willie/rules.rst``):
#: the option, its word in a record's ``Rulings:`` header, and its values, the default
#: first.
RULINGS: dict[str, tuple[str, tuple[str, ...]]] = {
    "island_cubes": ("islands", ("anchor", "enter")),   # VW4.2
    "rato_returns": ("rato", ("drawn", "any")),         # VW7.2
    "drift_hay": ("drift-hay", ("one", "half")),        # VW6.3, VW8.2
    "cash_back": ("cash-back", ("allowed", "closed")),  # VW6.2
    "boards_turned": ("turn-boards", ("extensions", "any")),  # VW5.8
    "negotiation": ("negotiation", ("bounded", "open")),  # VW8.3
}


def parse_ruling(text: str) -> tuple[str, str]:
    """The option field and value of a ruling written ``NAME=VALUE`` with its record
    word (``islands=enter``), as on the command line; raises
    :class:`~vapor_willie.OptionsError` naming what is wrong in one line.

    >>> parse_ruling("islands=enter")
    ('island_cubes', 'enter')
    >>> parse_ruling("rato=some")
    Traceback (most recent call last):
    ...
    vapor_willie.errors.OptionsError: ruling rato: 'some' is not one of drawn, any
    """
    name, sep, value = text.partition("=")
    name, value = name.strip(), value.strip()
    by_word = {word: (field, values) for field, (word, values) in RULINGS.items()}
    if not sep or not name or not value:
        raise OptionsError(f"ruling {cut(text, 40)!r}: expected NAME=VALUE (one of "
                           f"{', '.join(by_word)})")
    if name not in by_word:
        raise OptionsError(f"ruling {cut(name, 30)!r}: no such ruling (one of "
                           f"{', '.join(by_word)})")
    field, values = by_word[name]
    if value not in values:
        raise OptionsError(f"ruling {name}: {cut(value, 30)!r} is not one of {', '.join(values)}")
    return field, value


def check_ruling_values(rulings: Mapping[str, str]) -> None:
    """:func:`parse_ruling` for each ruling of ``rulings`` (word to value) whose word
    is known: a value a ruling does not take is named by the ruling's word.

    >>> check_ruling_values({"islands": "swim"})
    Traceback (most recent call last):
    ...
    vapor_willie.errors.OptionsError: ruling islands: 'swim' is not one of anchor, enter
    """
    known = {word for word, _ in RULINGS.values()}
    for word, value in rulings.items():
        if word in known:
            parse_ruling(f"{word}={value}")


def parse_rulings(texts: list[str] | tuple[str, ...] | None) -> dict[str, str]:
    """The option fields of several rulings written ``NAME=VALUE``
    (:func:`parse_ruling`), ready for ``Options(**fields)``; a ruling given twice with
    two values is refused.

    >>> parse_rulings(["rato=any", "drift-hay=half"])
    {'rato_returns': 'any', 'drift_hay': 'half'}
    """
    parsed = [parse_ruling(text) for text in texts or ()]
    rulings_once((RULINGS[field][0], value) for field, value in parsed)
    return dict(parsed)


def rulings_once(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """The rulings of ``pairs`` (a ruling's word and its value), each given once, or
    again with the same value; one given twice with two values is refused, for
    ``--ruling`` as in a record's ``Rulings:`` header.

    >>> rulings_once([("rato", "any"), ("islands", "enter"), ("rato", "any")])
    {'rato': 'any', 'islands': 'enter'}
    """
    out: dict[str, str] = {}
    for word, value in pairs:
        if out.setdefault(word, value) != value:
            raise OptionsError(f"ruling {cut(word, 30)}: given twice ({cut(out[word], 30)}, "
                               f"{cut(value, 30)})")
    return out


def rulings_help(lang: str = "en") -> str:
    """The rulings a table can choose, their values and defaults, for ``--help``, in
    ``lang`` (the names and values as they are written).

    >>> rulings_help().split("; ")[0]
    'islands=anchor|enter (default anchor, VW4.2)'
    >>> rulings_help("pt").split("; ")[0]
    'islands=anchor|enter (padrão anchor, VW4.2)'
    """
    from .translation import translate as _

    said = _("{name}={values} (default {default}, {rule})", lang)
    return "; ".join(said.format(name=word, values="|".join(values), default=values[0],
                                 rule=_RULE[field])
                     for field, (word, values) in RULINGS.items())


#: The rule of each ruling option.
_RULE = {"island_cubes": "VW4.2", "rato_returns": "VW7.2", "drift_hay": "VW6.3",
         "cash_back": "VW6.2", "boards_turned": "VW5.8", "negotiation": "VW8.3"}


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
        cash_back: ``"allowed"``: a cube cashed for silvos (or turned into silvos or
            moves by a port card) drifts and is taken back by whoever enters its point,
            the cashing player too, as the rule sheet says; ``"closed"`` (house rule): it
            stays adrift until the end of the turn it was cashed in (VW6.2 ruling).
        boards_turned: ``"extensions"``: only an extension board the boat leaves is
            turned over; ``"any"``: leaving the river board turns it to its other face
            too (VW5.8 ruling).
        negotiation: ``"bounded"``: a player makes at most
            :data:`~vapor_willie.rules.steps.OFFER_LIMIT` offers while a port card is
            open, and a deal that would take a player's silvos past the top of the track
            is refused; ``"open"``: neither (the reading of release 0.2.0, where silvos
            past the top are lost; records of format 1 are read with it) (VW8.3 ruling).
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
    cash_back: str = "allowed"
    boards_turned: str = "extensions"
    negotiation: str = "bounded"

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
                raise OptionsError(f"rulings: unknown ruling {cut(word, 30)!r} (one of "
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
            raise OptionsError(f"players: {shown(self.players)} is not between {c.min_players} and "
                               f"{c.max_players} (VW1.1)")
        faces = [r.id for r in c.river_faces]
        if self.river not in faces:
            raise OptionsError(f"river: no river face {shown(self.river)} (one of "
                               f"{', '.join(faces)})")
        boats = [b.id for b in c.boat_faces]
        if self.boat not in boats:
            raise OptionsError(f"boat: no boat card face {shown(self.boat)} (one of "
                               f"{', '.join(boats)})")
        for name, (_, values) in RULINGS.items():
            value = getattr(self, name)
            if value not in values:
                given = repr(cut(value, 30)) if isinstance(value, str) else shown(value, 30)
                raise OptionsError(f"{name}: {given} is not one of {', '.join(values)}")
        if self.boards_turned == "any":
            self._check_faces()
        if isinstance(self.max_rounds, bool) or not isinstance(self.max_rounds, int) or (
            self.max_rounds < 0
        ):
            raise OptionsError(f"max_rounds: must be a whole number >= 0, not "
                               f"{shown(self.max_rounds)} (VW10.3)")
        if self.max_rounds > MAX_ROUNDS:
            raise OptionsError(f"max_rounds: at most {MAX_ROUNDS}, not "
                               f"{shown(self.max_rounds, 20)} (VW10.3)")

    def _check_faces(self) -> None:
        """VW5.8 option ``turn-boards=any``: the river board is turned to its other face,
        so it needs two faces, and every mouth of one must be a point of the other (an
        extension board stays joined where it was)."""
        c = self.components
        if len(c.river_faces) != 2:
            raise OptionsError(f"boards_turned: 'any' needs a river board of two faces, "
                               f"not {len(c.river_faces)} (VW5.8)")
        for face in c.river_faces:
            other = next(r for r in c.river_faces if r.id != face.id)
            points = {p.id for p in other.points}
            for mouth in face.mouths:
                if mouth not in points:
                    raise OptionsError(f"boards_turned: 'any' needs mouth {mouth!r} of "
                                       f"river face {face.id} to be a point of face "
                                       f"{other.id} (VW5.8)")
