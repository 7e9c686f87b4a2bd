"""What makes a component set unplayable: :meth:`vanuatu.Components.problems`.

Every field is checked, so that a set that passes plays any game to its end
without an exception, and every size is bounded by what the board and the
notation can hold, so that no work grows with a number read from input (a
sail of 10^7 steps would make the engine build walks of every length):

* at most :data:`MAX_SPACES` spaces; the start tiles and the tile stack must
  fit on them;
* a sail of at most :data:`MAX_SAIL_STEPS` steps and no more than the ocean
  tiles of the set (a walk over more cannot be simple);
* a planning pass of one or two markers (what ``P0 plan A B`` can write);
* at most :data:`MAX_START_TILES` start ocean tiles (their order is a chance
  event with one outcome per permutation);
* the Beggar exchanges 1 to 3 PP (R7.2; ``beggar_max`` must be 3, which the
  planning search of R4.3 counts on);
* at most :data:`MAX_ENTRIES` rounds and entries in any other list (tourist
  tiles, demand tiles, rest tokens, prices...);
* numbers that moves name (fish and treasure values, demand tile ids, tourist
  values) of at most three digits, as the notation reads them;
* ids and rest tokens that are words of the notation.
"""

from __future__ import annotations

import re

import attrs

from .fields import ComponentFields
from .kinds import GOODS, Character, EndScoring, TileSpec

__all__ = ["MAX_BEG", "MAX_ENTRIES", "MAX_NUMBER", "MAX_SAIL_STEPS", "MAX_SPACES",
           "MAX_START_TILES", "problems"]

#: The most spaces a board may have (the printed board has 16).
MAX_SPACES = 64
#: The longest sail a component set may allow (the printed game: 3, R6.1).
MAX_SAIL_STEPS = 6
#: The most PP the Beggar may exchange at once (R7.2); the only ``beggar_max``
#: the planning search (R4.3) handles.
MAX_BEG = 3
#: The largest number a move names (the notation reads at most three digits).
MAX_NUMBER = 999
#: The most entries of any other list of a component set, and the most rounds.
MAX_ENTRIES = 99
#: The most start ocean tiles (R2.1: their order is a chance event of n! outcomes).
MAX_START_TILES = 5

_SPACE = re.compile(r"-?[0-9]{1,3},-?[0-9]{1,3}")
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]{0,39}")
_TOKEN = re.compile(r"[a-z][a-z0-9-]{0,39}")

_POSITIVE = ("conversion_vatus", "rounds", "markers_per_player", "sail_max_steps",
             "demand_display_size", "submerged_at", "defeat_at", "beggar_max")
_NOT_NEGATIVE = ("conversion_pp", "start_vatus", "start_pp", "huts_per_player", "build_cost",
                 "builder_cost", "draw_pp", "artist_pp", "guide_pp_per_drawing", "dikes",
                 "dike_cost", "export_completion_bonus")
_INT_TUPLES = ("goods_price", "goods_export", "cube_supply")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(value: object) -> bool:
    return isinstance(value, tuple) and all(_is_int(v) for v in value)


def _words(value: object) -> bool:
    return isinstance(value, tuple) and all(isinstance(v, str) for v in value)


def problems(c: ComponentFields) -> list[str]:
    """What makes ``c`` unplayable, one sentence each (empty when it is sound)."""
    out = _type_problems(c)
    if out:
        return out  # the other checks need the right types
    out.extend(_board_problems(c))
    out.extend(_tile_problems(c))
    out.extend(_count_problems(c))
    return out


def _type_problems(c: ComponentFields) -> list[str]:

    out = []
    for name in ("spaces", "start_spaces", "start_ocean_tiles", "stack_letters", "rest_tokens",
                 "characters"):
        if not _words(getattr(c, name)):
            out.append(f"{name} must be a tuple of words")
    for name in ("start_island_space", "start_island", "boat_start_tile"):
        if not isinstance(getattr(c, name), str):
            out.append(f"{name} must be a word")
    for name in (*_POSITIVE, *_NOT_NEGATIVE):
        if not _is_int(getattr(c, name)):
            out.append(f"{name} must be an integer, not {getattr(c, name)!r:.40}")
    for name in (*_INT_TUPLES, "tourist_tiles", "plan_passes", "fish_price_track",
                 "die_rounds"):
        if not _ints(getattr(c, name)):
            out.append(f"{name} must be a tuple of integers")
    for name in _INT_TUPLES:
        value = getattr(c, name)
        if _ints(value) and len(value) != len(GOODS):
            out.append(f"{name} needs one number per good ({', '.join(GOODS)})")
    if not isinstance(c.tiles, tuple) or not all(isinstance(t, TileSpec) for t in c.tiles):
        out.append("tiles must be a tuple of TileSpec")
    else:
        for t in c.tiles:
            counts = (t.fish, t.treasure, t.huts, t.drawings, t.tourists)
            if not isinstance(t.id, str) or not isinstance(t.kind, str) or not all(
                    _is_int(n) for n in counts) or not _words(t.goods) or not (
                    t.letter is None or isinstance(t.letter, str)):
                out.append(f"tile {t.id!r:.40} has fields of the wrong type")
    if not isinstance(c.demand_tiles, tuple) or not all(
            isinstance(d, tuple) and len(d) == 2 and _is_int(d[0]) and _words(d[1])
            for d in c.demand_tiles):
        out.append("demand_tiles must be pairs of a number and a tuple of goods")
    if not isinstance(c.tourist_removed, tuple) or not all(
            isinstance(d, tuple) and len(d) == 2 and _ints(d) for d in c.tourist_removed):
        out.append("tourist_removed must be pairs of a player count and a tourist value")
    e = c.end_scoring
    if not isinstance(e, EndScoring):
        out.append("end_scoring must be an EndScoring")
    elif not all(_is_int(getattr(e, f.name)) for f in attrs.fields(EndScoring)):
        out.append("end_scoring values must be integers")
    return out


def _board_problems(c: ComponentFields) -> list[str]:
    out = []
    if not 1 <= len(c.spaces) <= MAX_SPACES:
        out.append(f"the board needs 1 to {MAX_SPACES} spaces, not {len(c.spaces)}")
    for s in c.spaces:
        if not _SPACE.fullmatch(s) or s != ",".join(str(int(x)) for x in s.split(",")):
            out.append(f"space {s!r:.40} is not a space name \"q,r\" (e.g. \"2,0\")")
    if len(set(c.spaces)) != len(c.spaces):
        out.append("a space is listed twice")
    for s in (c.start_island_space, *c.start_spaces):
        if s not in c.spaces:
            out.append(f"start space {s!r} is not a board space")
    if len({c.start_island_space, *c.start_spaces}) != 1 + len(c.start_spaces):
        out.append("the start spaces must be different spaces")
    return out


def _tile_problems(c: ComponentFields) -> list[str]:
    out = []
    tiles = {t.id: t for t in c.tiles}
    if len(tiles) != len(c.tiles):
        out.append("a tile id is listed twice")
    for t in c.tiles:
        if not _ID.fullmatch(t.id):
            out.append(f"tile id {t.id!r:.40} is not a word of letters, digits and '-'")
        if t.kind not in ("island", "ocean"):
            out.append(f"tile {t.id!r} is of kind {t.kind!r:.20}, not island or ocean")
        for name in ("fish", "treasure", "huts", "drawings", "tourists"):
            if not 0 <= getattr(t, name) <= MAX_NUMBER:
                out.append(f"tile {t.id!r}: {name} must be 0 to {MAX_NUMBER}")
        if any(g not in GOODS for g in t.goods):
            out.append(f"tile {t.id!r} prints goods other than {', '.join(GOODS)}")
    if c.start_island not in tiles or not tiles[c.start_island].is_island:
        out.append(f"start_island {c.start_island!r} is not an island tile")
    if len(c.start_spaces) != len(c.start_ocean_tiles):
        out.append("start_spaces and start_ocean_tiles differ in length")
    if not 1 <= len(c.start_ocean_tiles) <= MAX_START_TILES:
        out.append(f"there must be 1 to {MAX_START_TILES} start ocean tiles, "
                   f"not {len(c.start_ocean_tiles)}")
    for tid in c.start_ocean_tiles:
        if tid not in tiles or tiles[tid].kind != "ocean":
            out.append(f"start ocean tile {tid!r} is not an ocean tile")
    if len(set(c.start_ocean_tiles)) != len(c.start_ocean_tiles):
        out.append("a start ocean tile is listed twice")
    for tid in (c.start_island, *c.start_ocean_tiles):
        if tid in tiles and tiles[tid].letter is not None:
            out.append(f"start tile {tid!r} must not have a stack letter")
    if c.boat_start_tile not in c.start_ocean_tiles:
        out.append(f"boat_start_tile {c.boat_start_tile!r} is not a start ocean tile")
    if len(set(c.stack_letters)) != len(c.stack_letters):
        out.append("a stack letter is listed twice")
    for letter in c.stack_letters:
        if not c.stack_tiles.get(letter):
            out.append(f"stack letter {letter!r} has no tile")
    stack = sum(len(c.stack_tiles.get(letter, ())) for letter in set(c.stack_letters))
    if stack < 2:
        out.append(f"the tile stack needs at least 2 tiles for the Volcano (R2.2), not {stack}")
    placed = 1 + len(c.start_ocean_tiles) + sum(
        len(c.stack_tiles.get(letter, ())) for letter in set(c.stack_letters))
    if placed > len(c.spaces):
        out.append(f"the start tiles and the stack ({placed} tiles) do not fit on the "
                   f"{len(c.spaces)} spaces of the board")
    oceans = sum(1 for t in c.tiles if t.kind == "ocean")
    if _is_int(c.sail_max_steps) and not c.sail_max_steps <= min(MAX_SAIL_STEPS, max(oceans, 1)):
        out.append(f"sail_max_steps must be at most {min(MAX_SAIL_STEPS, max(oceans, 1))} "
                   f"(the ocean tiles of the set, and never more than {MAX_SAIL_STEPS}), "
                   f"not {c.sail_max_steps}")
    return out


def _count_problems(c: ComponentFields) -> list[str]:
    out = []
    for name in ("demand_tiles", "tourist_tiles", "tourist_removed", "rest_tokens",
                 "plan_passes", "fish_price_track", "die_rounds", "stack_letters"):
        if len(getattr(c, name)) > MAX_ENTRIES:
            out.append(f"{name} may have at most {MAX_ENTRIES} entries, "
                       f"not {len(getattr(c, name))}")
    if c.rounds > MAX_ENTRIES:
        out.append(f"rounds must be at most {MAX_ENTRIES}, not {c.rounds}")
    ids = [d for d, _ in c.demand_tiles]
    if len(set(ids)) != len(ids):
        out.append("a demand tile id is listed twice")
    for tile_id, goods in c.demand_tiles:
        if not goods or any(g not in GOODS for g in goods):
            out.append(f"demand tile {tile_id} has goods other than {', '.join(GOODS)}")
        if not 0 <= tile_id <= MAX_NUMBER:
            out.append(f"demand tile id {tile_id} must be 0 to {MAX_NUMBER}")
    if len(c.demand_tiles) < c.demand_display_size:
        out.append("fewer demand tiles than the display holds")
    if any(not 0 <= v <= MAX_NUMBER for v in c.tourist_tiles):
        out.append(f"tourist tile values must be 0 to {MAX_NUMBER}")
    for name in _POSITIVE:
        if getattr(c, name) < 1:
            out.append(f"{name} must be at least 1, not {getattr(c, name)}")
    for name in _NOT_NEGATIVE:
        if getattr(c, name) < 0:
            out.append(f"{name} must not be negative, not {getattr(c, name)}")
    for name in _INT_TUPLES:
        if min(getattr(c, name)) < 0:
            out.append(f"{name} must not be negative")
    if c.beggar_max != MAX_BEG:
        # the R4.3 planning search counts on the Beggar's 1 to 3 PP
        out.append(f"beggar_max must be {MAX_BEG} (R7.2), not {c.beggar_max}")
    if (sum(c.plan_passes) != c.markers_per_player or min(c.plan_passes, default=0) < 1
            or max(c.plan_passes, default=0) > 2):
        out.append(f"plan_passes {c.plan_passes} must place the "
                   f"{c.markers_per_player} markers, one or two a pass")
    if not c.fish_price_track or min(c.fish_price_track) < 1:
        out.append("fish_price_track needs at least one price of 1 or more")
    if not c.rest_tokens:
        out.append("there must be at least one rest token")
    for token in c.rest_tokens:
        if not _TOKEN.fullmatch(token):
            out.append(f"rest token {token!r:.40} is not a lower-case word")
    if len(set(c.rest_tokens)) != len(c.rest_tokens):
        out.append("a rest token is listed twice")
    known = set(Character)
    for ch in c.characters:
        if ch not in known:
            out.append(f"character {ch!r:.40} is not one of the eleven of R1.8")
    if len(set(c.characters)) != len(c.characters):
        out.append("a character is listed twice")
    e = c.end_scoring
    if e.vatus_per_pp < 1:
        out.append(f"end_scoring.vatus_per_pp must be at least 1 (R8.3), not {e.vatus_per_pp}")
    for name in ("fish_vatus_per_value", "first_player_pp", "treasure_pp_per_value",
                 "hut_pp_per_tourist"):
        if getattr(e, name) < 0:
            out.append(f"end_scoring.{name} must not be negative, not {getattr(e, name)}")
    return out
