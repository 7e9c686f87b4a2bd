"""The kinds of component of the game as frozen data classes (VW1): cube types, river
points and faces, extension boards, boat faces, objective and port cards, and the
:class:`Components` they make up.

:mod:`vapor_willie.components` re-exports every name here and fills the classes from a
data file; :mod:`vapor_willie.components.schema` checks the file's shape first.

>>> CubeType("hay", 8, 1, 1, 2).silvos, CHARACTERS
(1, ('rato', 'rata', 'captain', 'parrot'))
"""

from __future__ import annotations

from functools import cached_property

import attrs

__all__ = [
    "CHARACTERS",
    "EVERYONE_ICONS",
    "ICONS",
    "POINT_KINDS",
    "BoatFace",
    "Components",
    "CubeType",
    "ExtensionBoard",
    "ObjectiveCard",
    "Place",
    "Point",
    "PortCard",
    "RiverFace",
]

#: The kinds of river points (VW1.3).
POINT_KINDS = ("start", "plain", "bag", "whistle", "face", "restock", "end")
#: The port card icons (VW8.2).
ICONS = ("cube-silvo", "two-silvos", "choice", "trade", "drift")
#: The icons a port card may show below its dash, for everyone but the docking player:
#: the rule sheet names only the negotiation there (VW1.7, VW8.2 ruling).
EVERYONE_ICONS = ("trade",)
#: The four characters (VW1.8); their abilities are rules, so the names are fixed.
CHARACTERS = ("rato", "rata", "captain", "parrot")


@attrs.frozen
class CubeType:
    """A type of supply cube (VW1.2): its count, silvo value (VW6.2) and end score
    (``points`` for every ``per`` cubes, VW11.1)."""

    id: str
    count: int
    silvos: int
    points: int
    per: int


@attrs.frozen
class Point:
    """A point of a river or extension board (VW1.3)."""

    id: str
    kind: str


@attrs.frozen
class Place:
    """An island or a port space, linked to the points it can be reached from."""

    id: str
    points: tuple[str, ...]


@attrs.frozen
class RiverFace:
    """A face of the river board (VW1.3)."""

    id: str
    start: str
    points: tuple[Point, ...]
    links: tuple[tuple[str, str], ...]
    islands: tuple[Place, ...]
    ports: tuple[Place, ...]
    mouths: tuple[str, ...]


@attrs.frozen
class ExtensionBoard:
    """A river extension board (VW1.4)."""

    id: str
    entry: str
    points: tuple[Point, ...]
    links: tuple[tuple[str, str], ...]


@attrs.frozen
class BoatFace:
    """A face of the boat cards: the sizes of its holds (VW1.5)."""

    id: str
    holds: tuple[int, ...]


@attrs.frozen
class ObjectiveCard:
    """An objective card (VW1.6): the cubes to discard and its stars."""

    id: str
    items: tuple[tuple[str, int], ...]
    stars: int


@attrs.frozen
class PortCard:
    """A port card (VW1.7): icons for the docking player and for everyone."""

    id: str
    player: tuple[str, ...]
    everyone: tuple[str, ...]


@attrs.frozen
class Components:
    """Every component of the game, as loaded from a data file."""

    min_players: int
    max_players: int
    cubes: tuple[CubeType, ...]
    track_min: int
    track_max: int
    track_start: int
    #: ``(from, to, points)`` bands of the silvo track (VW11.2).
    bands: tuple[tuple[int, int, int], ...]
    characters: tuple[str, ...]
    objectives_in_play: tuple[tuple[int, int], ...]
    river_faces: tuple[RiverFace, ...]
    extension_boards: tuple[ExtensionBoard, ...]
    boat_faces: tuple[BoatFace, ...]
    objective_cards: tuple[ObjectiveCard, ...]
    port_cards: tuple[PortCard, ...]
    #: The data as read (a JSON object), for writing it into records.
    raw: str = attrs.field(default="", eq=False, repr=False)
    #: The name of the component set (the data file's ``name``; the shipped set is
    #: ``invented-1``: its boards and cards are not from the printed game).
    name: str = attrs.field(default="", eq=False)

    @cached_property
    def cube_ids(self) -> tuple[str, ...]:
        """The cube type ids in data order (the order of every cube-count tuple)."""
        return tuple(t.id for t in self.cubes)

    def river(self, face: str) -> RiverFace:
        """The river face with id ``face``."""
        for r in self.river_faces:
            if r.id == face:
                return r
        raise KeyError(face)

    def boat(self, face: str) -> BoatFace:
        """The boat card face with id ``face``."""
        for b in self.boat_faces:
            if b.id == face:
                return b
        raise KeyError(face)

    def objective(self, card: str) -> ObjectiveCard:
        """The objective card with id ``card``."""
        for o in self.objective_cards:
            if o.id == card:
                return o
        raise KeyError(card)

    def port_card(self, card: str) -> PortCard:
        """The port card with id ``card``."""
        for p in self.port_cards:
            if p.id == card:
                return p
        raise KeyError(card)
