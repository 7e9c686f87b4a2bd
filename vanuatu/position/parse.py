"""Reading position strings (the format is described in :mod:`vanuatu.position`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

import attrs

from ..components import ACTIONS, DEFAULT_COMPONENTS, GOODS, Action, Character, Components
from ..errors import OptionsError, PositionError
from ..moves import CHANCE
from ..options import Options
from ..state import NOBODY, GameState, Phase, PlayerState, SpaceState
from .checks import impossibility

__all__ = ["FIELDS", "FLAGS", "GOOD_LETTERS", "HIDDEN", "MAX_LENGTH", "NONE", "VERSION",
           "options_word", "parse_position", "playable_position"]

#: The version tag that starts every position string of this format.
VERSION = "v1"

#: The longest position string read: those of real games are a few hundred
#: characters; anything longer is refused before it is split into fields.
MAX_LENGTH = 10_000

#: The names of the fields, in order (errors name them).
FIELDS: tuple[str, ...] = (
    "version", "options", "clock", "to-act", "first-player", "board", "players", "upcoming",
    "tiles-revealed", "demand-display", "demand-pile", "demand-discards", "tourist-tile",
    "tourists-waiting", "tourist-pile", "fish-price", "rest-available", "neutral", "resolved",
    "offered", "offered-before", "flood", "governed", "defeat",
)

#: Option letters: (attribute, value that the letter stands for).
FLAGS: dict[str, tuple[str, bool]] = {
    "n": ("characters", False),
    "w": ("rising_waters", True),
    "o": ("paired_planning_together", False),
    "g": ("governor_onto_resolved", False),
    "s": ("sail_revisit", False),
    "f": ("fishing_lowers_price", True),
    "c": ("replenish_ignores_supply", False),
}
GOOD_LETTERS = "".join(g[0] for g in GOODS)
NONE = "-"
HIDDEN = "?"


def options_word(options: Options) -> str:
    """The options field: the player count and a letter per option not at its default."""
    letters = "".join(k for k, (name, value) in FLAGS.items() if getattr(options, name) == value)
    if options.components != DEFAULT_COMPONENTS:
        letters += "x"
    return f"{options.players}{letters}"




class _Bad(Exception):
    """A problem inside one field (turned into a PositionError naming the field)."""


#: The longest message about one field: a huge field is never echoed in full.
_MAX_MESSAGE = 200


def _cut(message: str) -> str:
    return message if len(message) <= _MAX_MESSAGE else message[: _MAX_MESSAGE - 1] + "…"


def _int(text: str, what: str, low: int = 0, high: int = 999) -> int:
    if not re.fullmatch(r"-?[0-9]{1,4}", text):
        raise _Bad(f"{what} must be a number, not {text!r}")
    value = int(text)
    if not low <= value <= high:
        raise _Bad(f"{what} must be {low} to {high}, not {value}")
    return value


def _ints(text: str, what: str, high: int = 999) -> tuple[int, ...]:
    if text == NONE:
        return ()
    return tuple(_int(w, what, 0, high) for w in text.split("."))


def _words(text: str, known: Sequence[str], what: str, sep: str = ",") -> tuple[str, ...]:
    if text == NONE:
        return ()
    out = tuple(text.split(sep))
    for w in out:
        if w not in known:
            raise _Bad(f"unknown {what} {w!r}")
    return out


def _per_action(text: str, what: str) -> tuple[int, ...]:
    parts = text.split(".") if "." in text else list(text)
    if len(parts) != len(ACTIONS):
        raise _Bad(f"{what} needs one count per action space ({len(ACTIONS)}), not {text!r}")
    return tuple(_int(w, what) for w in parts)


def _space_index(c: Components, name: str, what: str) -> int:
    if name not in c.space_index:
        raise _Bad(f"{what} {name!r} is not a space of the board")
    return c.space_index[name]


def _player_index(text: str, players: int, what: str) -> int:
    m = re.fullmatch(r"P([0-9])", text)
    if not m or int(m.group(1)) >= players:
        raise _Bad(f"{what} must be P0 to P{players - 1}, not {text!r}")
    return int(m.group(1))


def _options(text: str, given: Options | None) -> Options:
    m = re.fullmatch(r"([2-5])([a-z]*)", text)
    if not m:
        raise _Bad(f"expected the player count (2 to 5) and option letters, not {text!r}")
    letters = m.group(2)
    for ch in letters:
        if ch not in FLAGS and ch != "x":
            raise _Bad(f"unknown option letter {ch!r} (letters: {''.join(FLAGS)}x)")
    # a letter stands for the value given in FLAGS, its absence for the default
    flags = {name: value if k in letters else not value for k, (name, value) in FLAGS.items()}
    players = int(m.group(1))
    if given is None:
        if "x" in letters:
            raise _Bad("the position uses custom components: pass options=Options(...)")
        try:
            return Options(players=players, **flags)  # type: ignore[arg-type]
        except OptionsError as error:
            raise _Bad(str(error)) from None
    same = given.players == players and all(getattr(given, k) == v for k, v in flags.items())
    if not same or ("x" in letters) != (given.components != DEFAULT_COMPONENTS):
        raise _Bad(f"{text!r} does not match the options given ({options_word(given)})")
    return given


def _space(c: Components, text: str, i: int) -> tuple[str | None, SpaceState]:
    tile_word, _, rest = text.partition(":")
    tile = None if tile_word == "." else tile_word
    if tile is not None and tile not in c.tile_map:
        raise _Bad(f"space {c.spaces[i]}: unknown tile {tile!r}")
    items = re.findall(r"([A-Z])([^A-Z]*)", rest)
    if "".join(k + v for k, v in items) != rest:
        raise _Bad(f"space {c.spaces[i]}: cannot read {rest!r}")
    values: dict[str, object] = {}
    for letter, value in items:
        what = f"space {c.spaces[i]} {letter}"
        if letter in "FTDUW":
            key = {"F": "fish", "T": "treasure", "D": "drawings", "U": "tourists",
                   "W": "water"}[letter]
            values[key] = _int(value, what)
        elif letter == "C":
            cubes = _ints(value, what)
            if len(cubes) != len(GOODS):
                raise _Bad(f"{what}: cubes need {len(GOODS)} counts, not {value!r}")
            values["cubes"] = cubes
        elif letter == "H":
            values["huts"] = _ints(value, what, 4)
        elif letter == "K":
            values["dikes"] = tuple(_space_index(c, n, what) for n in value.split(";"))
        else:
            raise _Bad(f"space {c.spaces[i]}: unknown item {letter!r}")
    return tile, SpaceState(**values)  # type: ignore[arg-type]


def _player(c: Components, text: str) -> PlayerState:
    parts = text.split(":")
    if len(parts) != 10:
        raise _Bad(f"a player has 10 parts separated by ':', not {len(parts)}: {text!r}")
    vatus, pp, boat, fish, treasures, huts, character, markers, in_hand, rest = parts
    bonus = character.endswith("*")
    character = character.rstrip("*")
    if character != NONE and (character not in c.characters
                              or character not in tuple(Character)):
        raise _Bad(f"unknown character {character!r}")
    if rest not in (NONE, HIDDEN) and rest not in c.rest_tokens:
        raise _Bad(f"unknown rest token {rest!r}")
    return PlayerState(
        vatus=_int(vatus, "vatus"), pp=_int(pp, "pp", 0, 9999),
        boat=-1 if boat == NONE else _space_index(c, boat, "boat"),
        fish=_ints(fish, "fish"), treasures=_ints(treasures, "treasures"),
        huts_left=_int(huts, "huts"), character=None if character == NONE else Character(character),
        bonus_ready=bonus, markers=_per_action(markers, "markers"),
        in_hand=_int(in_hand, "in-hand"),
        # a hidden token ("?") reads as None, as vanuatu.observe shows it (R9)
        rest_token=None if rest in (NONE, HIDDEN) else rest,
    )


def _display(text: str, c: Components) -> tuple[tuple[int, tuple[int, ...]], ...]:
    if text == NONE:
        return ()
    out = []
    for word in text.split("/"):
        tile, _, filled = word.partition(":")
        t = _int(tile, "demand tile")
        if t not in c.demand_goods:
            raise _Bad(f"unknown demand tile {t}")
        if any(ch not in GOOD_LETTERS for ch in filled):
            raise _Bad(f"goods are written {', '.join(GOOD_LETTERS)}, not {filled!r}")
        out.append((t, tuple(GOOD_LETTERS.index(ch) for ch in filled)))
    return tuple(out)


def _governed(text: str, players: int) -> tuple[int, ...]:
    words = text.split(".")
    if len(words) != players:
        raise _Bad(f"needs one entry per player ({players}), not {text!r}")
    known = {a.word: int(a) for a in ACTIONS}
    for w in words:
        if w != NONE and w not in known:
            raise _Bad(f"unknown action space {w!r}")
    return tuple(-1 if w == NONE else known[w] for w in words)


def _to_act(text: str, players: int) -> int:
    if text == "chance":
        return CHANCE
    if text == "none":
        return NOBODY
    return _player_index(text, players, "the player to act")


def _clock(text: str) -> tuple[int, Phase, int]:
    parts = text.split(".")
    if len(parts) != 3:
        raise _Bad(f"expected round.phase.step, not {text!r}")
    try:
        phase = Phase[parts[1].upper()]
    except KeyError:
        words = ", ".join(p.word for p in Phase)
        raise _Bad(f"unknown phase {parts[1]!r} (one of {words})") from None
    return _int(parts[0], "the round", 1, 99), phase, _int(parts[2], "the step")


def parse_position(text: str, options: Options | None = None) -> GameState:
    """The state of a position string (see :func:`vanuatu.from_position`)."""
    if not isinstance(text, str):
        raise TypeError(f"from_position() needs a string, not {type(text).__name__}")
    if options is not None and not isinstance(options, Options):
        raise TypeError(f"from_position(): options must be Options, not {type(options).__name__}")
    if len(text) > MAX_LENGTH:
        raise PositionError(f"a position is at most {MAX_LENGTH:,} characters, not "
                            f"{len(text):,}")
    words = text.strip().split(" ")
    if words[0] != VERSION:
        raise PositionError(f"position field 1 (version): expected {VERSION!r}, not "
                            f"{words[0][:20]!r}")
    if len(words) != len(FIELDS):
        raise PositionError(f"a position has {len(FIELDS)} fields separated by single "
                            f"spaces, not {len(words)}")
    if not text.isascii() or not text.strip().isprintable():
        raise PositionError("a position is one line of printable ASCII")
    f = _Fields(dict(zip(FIELDS, words, strict=True)))
    opts = f.read("options", lambda t: _options(t, options))
    c = opts.components
    n = opts.players

    def board(t: str) -> tuple[tuple[str | None, ...], tuple[SpaceState, ...]]:
        parts = t.split("/")
        if len(parts) != len(c.spaces):
            raise _Bad(f"needs {len(c.spaces)} spaces separated by '/', not {len(parts)}")
        cells = [_space(c, w, i) for i, w in enumerate(parts)]
        seen: set[str] = set()
        for i, (tile, sp) in enumerate(cells):
            if tile is not None and tile in seen:
                raise _Bad(f"tile {tile} is on two spaces")
            seen.add(tile or "")
            if any(h >= n for h in sp.huts):
                raise _Bad(f"space {c.spaces[i]}: a hut of a player not in a {n}-player game")
        return tuple(t for t, _ in cells), tuple(s for _, s in cells)

    def players(t: str) -> tuple[PlayerState, ...]:
        parts = t.split("/")
        if len(parts) != n:
            raise _Bad(f"needs {n} players separated by '/', not {len(parts)}")
        out = tuple(_player(c, w) for w in parts)
        for p, pl in enumerate(out):
            where = tiles[pl.boat] if pl.boat >= 0 else None
            if pl.boat >= 0 and (where is None or c.tile(where).is_island):
                raise _Bad(f"P{p}'s boat is on {c.spaces[pl.boat]}, which holds no ocean tile "
                           f"(R6)")
        return out

    def demand(t: str) -> tuple[int, ...]:
        return tuple(int(w) for w in _words(t, [str(d) for d in c.demand_goods],
                                            "demand tile", "."))

    def optional(t: str, what: str) -> int | None:
        return None if t == NONE else _int(t, what)

    rnd, phase, step = f.read("clock", _clock)
    tiles, spaces = f.read("board", board)
    upcoming = f.read("upcoming", lambda t: _words(t, [x.id for x in c.tiles], "tile"))
    placed = set(upcoming) & set(tiles)
    if placed:
        raise PositionError(f"position field 8 (upcoming): {sorted(placed)[0]} is already on "
                            f"the board")
    state = GameState(
        options=opts, round=rnd, phase=phase, step=step,
        to_act=f.read("to-act", lambda t: _to_act(t, n)),
        first_player=f.read("first-player",
                            lambda t: -1 if t == NONE else _player_index(t, n, "first player")),
        players=f.read("players", players),
        board=tiles,
        spaces=spaces,
        upcoming=upcoming,
        tiles_revealed=f.read("tiles-revealed", lambda t: _int(t, "tiles revealed")),
        demand_display=f.read("demand-display", lambda t: _display(t, c)),
        demand_pile=f.read("demand-pile", demand),
        demand_discards=f.read("demand-discards", demand),
        tourist_pile=f.read("tourist-pile", lambda t: _ints(t, "tourist tile")),
        tourist_tile=f.read("tourist-tile", lambda t: optional(t, "tourist tile")),
        tourists_waiting=f.read("tourists-waiting", lambda t: _int(t, "tourists waiting")),
        fish_price=f.read("fish-price", lambda t: _int(t, "fish price")),
        rest_available=f.read(
            "rest-available",
            lambda t: () if t == HIDDEN else _words(t, c.rest_tokens, "rest token")),
        neutral=f.read("neutral", lambda t: _per_action(t, "neutral")),
        resolved=f.read("resolved", _resolved),
        offered=f.read("offered", lambda t: _words(t, c.characters, "character")),
        offered_before=f.read("offered-before", lambda t: _words(t, c.characters, "character")),
        flood_in=f.read("flood", lambda t: optional(t, "flood")),
        governed=f.read("governed", lambda t: _governed(t, n)),
        defeat=f.read("defeat", _defeat),
    )
    problem = impossibility(state)
    if problem is not None:
        name, reason = problem
        raise PositionError(f"position field {FIELDS.index(name) + 1} ({name}): {reason}")
    return state


def playable_position(text: str, options: Options | None = None) -> GameState:
    """The state of a position string a game may start from: like
    :func:`parse_position`, but a public position (hidden rest tokens written
    ``?``, R9) is refused, since it is what one player sees and cannot be
    played. Every path that starts a game at a position (:meth:`vanuatu.Game.from_position`,
    a record's ``Position`` header) reads it with this one rule."""
    state = parse_position(text, options)
    words = text.strip().split(" ")
    rest = FIELDS.index("rest-available")
    hidden = words[rest] == HIDDEN or any(
        w.split(":")[-1] == HIDDEN for w in words[FIELDS.index("players")].split("/"))
    if hidden:
        raise PositionError("a public position (rest tokens written '?', R9) is what one "
                            "player sees and cannot be played")
    return state


def _resolved(text: str) -> int:
    if len(text) != len(ACTIONS) or set(text) - {"0", "1"}:
        raise _Bad(f"needs one 0 or 1 per action space ({len(ACTIONS)}), not {text!r}")
    return sum(1 << int(Action(a)) for a, ch in enumerate(text) if ch == "1")


def _defeat(text: str) -> bool:
    if text not in ("0", "1"):
        raise _Bad(f"must be 0 or 1, not {text!r}")
    return text == "1"


_T = TypeVar("_T")


@attrs.frozen
class _Fields:
    """The fields of a position by name; :meth:`read` names the field in errors."""

    words: dict[str, str]

    def read(self, name: str, parse: Callable[[str], _T]) -> _T:
        try:
            return parse(self.words[name])
        except _Bad as error:
            where = f"position field {FIELDS.index(name) + 1} ({name})"
            raise PositionError(f"{where}: {_cut(str(error))}") from None
