"""A fixed-length vector of numbers describing what one player sees (R9), for
learning algorithms (the OpenSpiel observation tensor, the PettingZoo
observation). Pure Python: the adapters turn it into arrays.

>>> import vanuatu
>>> from vanuatu.features import feature_names, features
>>> state = vanuatu.Game(players=3, seed=7).state
>>> vector = features(state, 0)
>>> len(vector) == len(feature_names(state.options))
True
>>> names = feature_names(state.options)
>>> vector[names.index("round")], vector[names.index("phase=characters")]
(1.0, 1.0)

Players are listed from the observer's seat: block ``player+0`` is the observer,
``player+1`` the next player in index order, and so on. Only public information
and the observer's own rest token are in the vector.
"""

from __future__ import annotations

from functools import lru_cache

import attrs

from .components import ACTIONS, GOODS
from .moves import CHANCE
from .observe import observe
from .options import Options
from .state import GameState, Phase

__all__ = ["feature_names", "feature_size", "features"]


def _max_value(markers: list[int]) -> int:
    return max(markers, default=0)


@lru_cache(maxsize=64)
def feature_names(options: Options) -> tuple[str, ...]:
    """The name of each entry of :func:`features` (``"space 1,0 fish"``...)."""
    c = options.components
    tiles = [t.id for t in c.tiles]
    out: list[str] = []
    for s in c.spaces:
        out += [f"space {s} tile={t}" for t in tiles]
        out += [f"space {s} {w}" for w in ("fish", "treasure", *GOODS, "drawings", "tourists",
                                           "water", "dikes")]
        out += [f"space {s} huts of player+{k}" for k in range(options.players)]
    fish = _max_value([t.fish for t in c.tiles])
    treasure = _max_value([t.treasure for t in c.tiles])
    for k in range(options.players):
        p = f"player+{k}"
        out += [f"{p} {w}" for w in ("vatus", "pp", "huts left", "in hand", "bonus ready",
                                     "rest held", "to act", "first player")]
        out += [f"{p} boat={s}" for s in c.spaces]
        out += [f"{p} fish {v}" for v in range(1, fish + 1)]
        out += [f"{p} treasure {v}" for v in range(1, treasure + 1)]
        out += [f"{p} character={ch}" for ch in c.characters]
        out += [f"{p} markers {a.word}" for a in ACTIONS]
        out += [f"{p} rest={t}" for t in c.rest_tokens]
        out += [f"{p} governed={a.word}" for a in ACTIONS]
    out += ["round", "step", "fish price", "tourists waiting", "tourist tile", "tiles revealed",
            "chance to act", "flood pending", "flood in", "defeat", "rest available seen"]
    out += [f"phase={ph.word}" for ph in Phase]
    out += [f"rest available={t}" for t in c.rest_tokens]
    out += [f"neutral {a.word}" for a in ACTIONS]
    out += [f"resolved {a.word}" for a in ACTIONS]
    out += [f"offered={ch}" for ch in c.characters]
    out += [f"offered before={ch}" for ch in c.characters]
    out += [f"upcoming={t}" for t in tiles]
    demand = [d for d, _ in c.demand_tiles]
    out += [f"demand pile={d}" for d in demand]
    out += [f"tourist pile {v}" for v in sorted(set(c.tourist_tiles))]
    for slot in range(c.demand_display_size):
        out += [f"demand {slot} tile={d}" for d in demand]
        out += [f"demand {slot} filled {g}" for g in GOODS]
    return tuple(out)


def feature_size(options: Options) -> int:
    """The length of :func:`features` for games of ``options``."""
    return len(feature_names(options))


@attrs.frozen
class _Layout:
    """What :func:`features` needs of the options, computed once."""

    tiles: dict[str, int]
    chars: tuple[str, ...]
    tokens: tuple[str, ...]
    demand: tuple[int, ...]
    tourist_values: tuple[int, ...]
    fish: range
    treasure: range
    spaces: range


@lru_cache(maxsize=64)
def _layout(options: Options) -> _Layout:
    c = options.components
    return _Layout(
        tiles={t.id: i for i, t in enumerate(c.tiles)},
        chars=c.characters,
        tokens=c.rest_tokens,
        demand=tuple(d for d, _ in c.demand_tiles),
        tourist_values=tuple(sorted(set(c.tourist_tiles))),
        fish=range(1, _max_value([t.fish for t in c.tiles]) + 1),
        treasure=range(1, _max_value([t.treasure for t in c.tiles]) + 1),
        spaces=range(len(c.spaces)),
    )


def features(state: GameState, player: int) -> list[float]:
    """What ``player`` sees of ``state`` (:func:`vanuatu.observe`), as numbers
    (see :func:`feature_names`)."""
    seen = observe(state, player)
    s = seen.state
    lay = _layout(s.options)
    n = len(s.players)
    tiles = lay.tiles
    seats = [(player + k) % n for k in range(n)]
    out: list[float | bool | int] = []
    blank = [0.0] * len(tiles)
    for i, sp in enumerate(s.spaces):
        hot = list(blank)
        tile = s.board[i]
        if tile is not None:
            hot[tiles[tile]] = 1.0
        out += hot
        out += (sp.fish, sp.treasure, *sp.cubes, sp.drawings, sp.tourists, sp.water,
                len(sp.dikes))
        out += [sp.huts.count(q) for q in seats]
    for q in seats:
        pl = s.players[q]
        out += (pl.vatus, pl.pp, pl.huts_left, pl.in_hand, pl.bonus_ready, seen.rest_held[q],
                q == s.to_act, q == s.first_player)
        out += [b == pl.boat for b in lay.spaces]
        out += [pl.fish.count(v) for v in lay.fish]
        out += [pl.treasures.count(v) for v in lay.treasure]
        out += [pl.character == ch for ch in lay.chars]
        out += pl.markers
        own = pl.rest_token if q == player else None
        out += [own == t for t in lay.tokens]
        governed = s.governed[q] if q < len(s.governed) else -1
        out += [governed == a for a in ACTIONS]
    visible = bool(s.rest_available) or not any(seen.rest_held)
    out += (s.round, s.step, s.fish_price, s.tourists_waiting, s.tourist_tile or 0,
            s.tiles_revealed, s.to_act == CHANCE, s.flood_in is not None, s.flood_in or 0,
            s.defeat, visible)
    out += [s.phase == ph for ph in Phase]
    out += [t in s.rest_available for t in lay.tokens]
    out += s.neutral
    out += [bool(s.resolved >> a & 1) for a in ACTIONS]
    out += [ch in s.offered for ch in lay.chars]
    out += [ch in s.offered_before for ch in lay.chars]
    out += [t in s.upcoming for t in tiles]
    out += [d in s.demand_pile for d in lay.demand]
    out += [s.tourist_pile.count(v) for v in lay.tourist_values]
    for slot in range(s.options.components.demand_display_size):
        if slot < len(s.demand_display):
            tile_id, filled = s.demand_display[slot]
            out += [d == tile_id for d in lay.demand]
            out += [filled.count(g) for g in range(len(GOODS))]
        else:
            out += [0.0] * (len(lay.demand) + len(GOODS))
    return list(map(float, out))
