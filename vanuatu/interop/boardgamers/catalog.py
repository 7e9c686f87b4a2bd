"""The boardgamers.space engine's names for the components, and its reading of
them as a :class:`~vanuatu.components.Components` set.

That engine calls the start island ``efate``, the start ocean tiles
``startFish``, ``startWreck`` and ``startBoat``, the stack tiles ``a1`` ..
``f2``, the Transport action ``tourist`` and the ``vatu`` rest token ``coin``.
Its tile F1 holds 3 fish and 1 treasure (the other reading of the ruling on
F1 in R1.3), so a game played there is imported with that reading. Games saved
before its current board (``boardLayout`` absent or 1) have the space ``3,0``
where the current board has ``4,2``.

>>> engine_components().tile("F1").fish, engine_components().tile("F1").treasure
(3, 1)
>>> "3,0" in engine_components(legacy=True).spaces
True
>>> tile_name("startBoat"), tile_name("f1")
('start-blank', 'F1')
"""

from __future__ import annotations

from functools import cache

import attrs

from ...components import DEFAULT_COMPONENTS, Action, Components, TileSpec

__all__ = [
    "ACTION_NAMES",
    "CHARACTER_ORDER",
    "LEGACY_SPACE",
    "REST_NAMES",
    "START_ORDER",
    "TILE_NAMES",
    "engine_components",
    "tile_name",
]

#: The engine's tile ids and ours.
TILE_NAMES: dict[str, str] = {
    "efate": "start-island",
    "startFish": "start-fish",
    "startWreck": "start-wreck",
    "startBoat": "start-blank",
    **{f"{letter}{n}": f"{letter.upper()}{n}" for letter in "abcdef" for n in (1, 2)},
}

#: The start ocean tiles in the order the engine shuffles them (R2.1).
START_ORDER: tuple[str, ...] = ("startFish", "startWreck", "startBoat")

#: The engine's action names and ours.
ACTION_NAMES: dict[str, Action] = {
    "sail": Action.SAIL,
    "fish": Action.FISH,
    "sell": Action.SELL,
    "explore": Action.EXPLORE,
    "build": Action.BUILD,
    "buy": Action.BUY,
    "draw": Action.DRAW,
    "tourist": Action.TRANSPORT,
    "rest": Action.REST,
}

#: The engine's rest tokens and ours (R1.7).
REST_NAMES: dict[str, str] = {"first": "first", "both": "both", "point": "point", "coin": "vatu"}

#: The characters in the engine's catalog order (its two-player offers shuffle
#: this list, so the order matters for the draws).
CHARACTER_ORDER: tuple[str, ...] = (
    "navigator", "fisherman", "vendor", "diver", "builder", "buyer", "artist", "guide",
    "beggar", "preacher", "governor",
)

#: The space of the engine's first board layout that the current board lacks.
LEGACY_SPACE = "3,0"


def tile_name(engine_id: str) -> str:
    """Our id of the engine's tile ``engine_id`` (``KeyError`` if unknown)."""
    return TILE_NAMES[engine_id]


@cache
def engine_components(legacy: bool = False) -> Components:
    """The engine's component set: the printed one with F1 read as 3 fish and 1
    treasure, on its first board (``legacy``) or its current one."""
    components = DEFAULT_COMPONENTS.replace_tile(TileSpec("F1", "ocean", "F", fish=3, treasure=1))
    if legacy:
        spaces = [s for s in components.spaces if s != "4,2"]
        spaces.insert(4, LEGACY_SPACE)
        components = attrs.evolve(components, spaces=tuple(spaces))
    return components
