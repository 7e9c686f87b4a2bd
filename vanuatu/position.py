"""Position strings: a whole :class:`~vanuatu.GameState` on one line, like FEN.

:func:`to_position` writes a state as one line of printable ASCII;
:func:`from_position` reads it back, exactly (``from_position(to_position(s)) == s``
for every reachable state, options included):

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=7)
>>> text = vanuatu.to_position(game.state)
>>> text.split()[:5]
['v1', '3', '1.characters.0', 'P1', 'P1']
>>> vanuatu.from_position(text) == game.state
True

``to_position(state, player=p)`` is the public form seen by player ``p``: what R9 hides
from them (the rest tokens others keep, the available rest tokens unless ``p`` is
choosing one) is written ``?``, and reading it back gives the public state of
:func:`vanuatu.observe`. A bad string raises :class:`~vanuatu.PositionError` naming
the field:

>>> try:
...     vanuatu.from_position(text.replace("1.characters.0", "1.lunch.0"))
... except vanuatu.PositionError as error:
...     print(error)  # doctest: +NORMALIZE_WHITESPACE
position field 3 (clock): unknown phase 'lunch'
(one of setup, preparation, neutral, characters, planning, actions, rest, over)

The fields, separated by single spaces (``-`` stands for "none" or "empty"):

==  ================  ==========================================================
 1  version           ``v1``
 2  options           players, then a letter per option that is not its default:
                      ``n`` no characters, ``w`` Rising Waters, ``o`` ordered
                      planning pairs, ``g`` Governor not onto resolved spaces,
                      ``s`` simple sail paths, ``f`` fishing lowers the price,
                      ``c`` replenishment limited by the supply, ``x`` custom
                      components (then pass ``options=`` to read it)
 3  clock             ``round.phase.step`` (``3.planning.5``)
 4  to-act            ``P2``, ``chance`` or ``none``
 5  first-player      ``P0`` (``-`` before it is chosen)
 6  board             the spaces in component order, ``/`` between them: the tile
                      id (``.`` when empty), then ``:`` and what lies there: ``F``
                      fish and ``T`` treasure markers, ``C`` cubes ``kava.copra.beef``,
                      ``H`` hut owners, ``D`` drawings, ``U`` tourists, ``W`` water,
                      ``K`` dikes (spaces behind them, ``;`` between)
 7  players           ``/`` between players, each
                      ``vatus:pp:boat:fish:treasures:huts:character:markers:in-hand:rest``
                      (character with ``*`` while its bonus is ready; markers one
                      digit per action space; rest ``?`` when hidden)
 8  upcoming          the tiles on the Volcano, ``,`` between them
 9  tiles-revealed    tiles of the stack revealed so far
10  demand-display    ``/`` between tiles, each ``id`` or ``id:goods filled`` (``k``,
                      ``c``, ``b``)
11  demand-pile       demand tile ids, ``.`` between them
12  demand-discards   the same
13  tourist-tile      value of the current tourist tile
14  tourists-waiting  tourists still waiting this round
15  tourist-pile      values of the face-down tourist tiles
16  fish-price        the fish price
17  rest-available    rest tokens still available, ``,`` between them (``?`` hidden)
18  neutral           neutral markers, one digit per action space
19  resolved          one ``0``/``1`` per action space resolved this round
20  offered           characters offered this round (two players)
21  offered-before    characters offered the round before
22  flood             performed actions left before the flood (Rising Waters)
23  governed          per player, the action space the Governor moved a stack to
24  defeat            ``1`` after a Rising Waters defeat, else ``0``
==  ================  ==========================================================
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

import attrs

from .components import ACTIONS, DEFAULT_COMPONENTS, GOODS, Action, Components
from .errors import OptionsError, PositionError
from .moves import CHANCE
from .observe import observe
from .options import Options
from .state import NOBODY, GameState, Phase, PlayerState, SpaceState

__all__ = ["FIELDS", "VERSION", "from_position", "to_position"]

#: The version tag that starts every position string of this format.
VERSION = "v1"

#: The names of the fields, in order (errors name them).
FIELDS: tuple[str, ...] = (
    "version", "options", "clock", "to-act", "first-player", "board", "players", "upcoming",
    "tiles-revealed", "demand-display", "demand-pile", "demand-discards", "tourist-tile",
    "tourists-waiting", "tourist-pile", "fish-price", "rest-available", "neutral", "resolved",
    "offered", "offered-before", "flood", "governed", "defeat",
)

#: Option letters: (attribute, value that the letter stands for).
_FLAGS: dict[str, tuple[str, bool]] = {
    "n": ("characters", False),
    "w": ("rising_waters", True),
    "o": ("paired_planning_together", False),
    "g": ("governor_onto_resolved", False),
    "s": ("sail_revisit", False),
    "f": ("fishing_lowers_price", True),
    "c": ("replenish_ignores_supply", False),
}
_GOOD_LETTERS = "".join(g[0] for g in GOODS)
_NONE = "-"
_HIDDEN = "?"


# -- writing -----------------------------------------------------------------


def _join(values: Sequence[object], sep: str = ".") -> str:
    return sep.join(str(v) for v in values) if values else _NONE


def _digits(values: Sequence[int]) -> str:
    """Counts per action space: one digit each (``.`` between them if one is over 9)."""
    if all(0 <= v <= 9 for v in values):
        return "".join(str(v) for v in values)
    return ".".join(str(v) for v in values)


def _player_word(p: int) -> str:
    return {CHANCE: "chance", NOBODY: "none"}.get(p, f"P{p}")


def _options_word(options: Options) -> str:
    letters = "".join(k for k, (name, value) in _FLAGS.items() if getattr(options, name) == value)
    if options.components != DEFAULT_COMPONENTS:
        letters += "x"
    return f"{options.players}{letters}"


def _space_word(state: GameState, i: int) -> str:
    tile = state.board[i]
    sp = state.spaces[i]
    names = state.options.components.spaces
    items = []
    for letter, value, default in (
        ("F", sp.fish, 0), ("T", sp.treasure, 0), ("C", _join(sp.cubes), "0.0.0"),
        ("H", _join(sp.huts), _NONE), ("D", sp.drawings, 0), ("U", sp.tourists, 0),
        ("W", sp.water, 0), ("K", _join([names[j] for j in sp.dikes], ";"), _NONE),
    ):
        if value != default:
            items.append(f"{letter}{value}")
    word = "." if tile is None else tile
    return word + (":" + "".join(items) if items else "")


def _player_text(state: GameState, i: int, pl: PlayerState, hidden: bool) -> str:
    names = state.options.components.spaces
    boat = names[pl.boat] if 0 <= pl.boat < len(names) else _NONE
    character = (pl.character or _NONE) + ("*" if pl.bonus_ready else "")
    rest = _HIDDEN if hidden and pl.rest_token is not None else (pl.rest_token or _NONE)
    return ":".join((
        str(pl.vatus), str(pl.pp), boat, _join(pl.fish), _join(pl.treasures),
        str(pl.huts_left), character, _digits(pl.markers), str(pl.in_hand), rest,
    ))


def to_position(state: GameState, player: int | None = None) -> str:
    """The position string of ``state`` (one line of printable ASCII).

    With ``player``, the public form seen by that player: the rest tokens other
    players keep and the available rest tokens are written ``?`` where R9 hides
    them from ``player``.
    """
    if not isinstance(state, GameState):
        raise TypeError(f"to_position() needs a GameState, not {type(state).__name__}")
    hide_available = False
    if player is not None:
        seen = observe(state, player).state
        hide_available = seen.rest_available != state.rest_available
    c = state.options.components
    players = "/".join(
        _player_text(state, i, pl, player is not None and i != player)
        for i, pl in enumerate(state.players)
    )
    display = "/".join(
        str(t) + (":" + "".join(_GOOD_LETTERS[g] for g in filled) if filled else "")
        for t, filled in state.demand_display
    ) or _NONE
    resolved = "".join(str(state.resolved >> a & 1) for a in ACTIONS)
    governed = _join([ACTIONS[g].word if 0 <= g < len(ACTIONS) else _NONE
                      for g in state.governed])
    fields = (
        VERSION,
        _options_word(state.options),
        f"{state.round}.{state.phase.word}.{state.step}",
        _player_word(state.to_act),
        _NONE if state.first_player < 0 else f"P{state.first_player}",
        "/".join(_space_word(state, i) for i in range(len(c.spaces))),
        players,
        _join(state.upcoming, ","),
        str(state.tiles_revealed),
        display,
        _join(state.demand_pile),
        _join(state.demand_discards),
        _NONE if state.tourist_tile is None else str(state.tourist_tile),
        str(state.tourists_waiting),
        _join(state.tourist_pile),
        str(state.fish_price),
        _HIDDEN if hide_available else _join(state.rest_available, ","),
        _digits(state.neutral),
        resolved,
        _join(state.offered, ","),
        _join(state.offered_before, ","),
        _NONE if state.flood_in is None else str(state.flood_in),
        governed,
        "1" if state.defeat else "0",
    )
    return " ".join(fields)


# -- reading -----------------------------------------------------------------


class _Bad(Exception):
    """A problem inside one field (turned into a PositionError naming the field)."""


def _int(text: str, what: str, low: int = 0, high: int = 999) -> int:
    if not re.fullmatch(r"-?[0-9]{1,4}", text):
        raise _Bad(f"{what} must be a number, not {text!r}")
    value = int(text)
    if not low <= value <= high:
        raise _Bad(f"{what} must be {low} to {high}, not {value}")
    return value


def _ints(text: str, what: str, high: int = 999) -> tuple[int, ...]:
    if text == _NONE:
        return ()
    return tuple(_int(w, what, 0, high) for w in text.split("."))


def _words(text: str, known: Sequence[str], what: str, sep: str = ",") -> tuple[str, ...]:
    if text == _NONE:
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


@cache
def _hidden_token() -> str | None:
    """The value :func:`vanuatu.observe` shows for a rest token kept by another player."""
    state = GameState(options=Options(players=2), round=1, phase=Phase.ACTIONS, step=0,
                      to_act=0, first_player=0,
                      players=(PlayerState(0, 0, 0, rest_token=DEFAULT_COMPONENTS.rest_tokens[0]),
                               PlayerState(0, 0, 0)),
                      board=(None,) * len(DEFAULT_COMPONENTS.spaces),
                      spaces=(SpaceState(),) * len(DEFAULT_COMPONENTS.spaces))
    return observe(state, 1).state.players[0].rest_token


def _options(text: str, given: Options | None) -> Options:
    m = re.fullmatch(r"([2-5])([a-z]*)", text)
    if not m:
        raise _Bad(f"expected the player count (2 to 5) and option letters, not {text!r}")
    letters = m.group(2)
    for ch in letters:
        if ch not in _FLAGS and ch != "x":
            raise _Bad(f"unknown option letter {ch!r} (letters: {''.join(_FLAGS)}x)")
    fields: dict[str, object] = {name: value for k, (name, value) in _FLAGS.items()
                                 if k in letters}
    players = int(m.group(1))
    if given is None:
        if "x" in letters:
            raise _Bad("the position uses custom components: pass options=Options(...)")
        try:
            return Options(players=players, **fields)  # type: ignore[arg-type]
        except OptionsError as error:
            raise _Bad(str(error)) from None
    want = attrs.evolve(given, players=players, components=given.components, **fields)
    for k, (name, _) in _FLAGS.items():
        if k not in letters:
            want = attrs.evolve(want, **{name: getattr(attrs.fields(Options), name).default})
    if want != given or (("x" in letters) != (given.components != DEFAULT_COMPONENTS)):
        raise _Bad(f"{text!r} does not match the options given ({_options_word(given)})")
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


def _player(c: Components, text: str, hidden: str | None) -> PlayerState:
    parts = text.split(":")
    if len(parts) != 10:
        raise _Bad(f"a player has 10 parts separated by ':', not {len(parts)}: {text!r}")
    vatus, pp, boat, fish, treasures, huts, character, markers, in_hand, rest = parts
    bonus = character.endswith("*")
    character = character.rstrip("*")
    if character != _NONE and character not in c.characters:
        raise _Bad(f"unknown character {character!r}")
    if rest not in (_NONE, _HIDDEN) and rest not in c.rest_tokens:
        raise _Bad(f"unknown rest token {rest!r}")
    return PlayerState(
        vatus=_int(vatus, "vatus"), pp=_int(pp, "pp", 0, 9999),
        boat=-1 if boat == _NONE else _space_index(c, boat, "boat"),
        fish=_ints(fish, "fish"), treasures=_ints(treasures, "treasures"),
        huts_left=_int(huts, "huts"), character=None if character == _NONE else character,
        bonus_ready=bonus, markers=_per_action(markers, "markers"),
        in_hand=_int(in_hand, "in-hand"),
        rest_token=None if rest == _NONE else (hidden if rest == _HIDDEN else rest),
    )


def _display(text: str, c: Components) -> tuple[tuple[int, tuple[int, ...]], ...]:
    if text == _NONE:
        return ()
    out = []
    for word in text.split("/"):
        tile, _, filled = word.partition(":")
        t = _int(tile, "demand tile")
        if t not in c.demand_goods:
            raise _Bad(f"unknown demand tile {t}")
        if any(ch not in _GOOD_LETTERS for ch in filled):
            raise _Bad(f"goods are written {', '.join(_GOOD_LETTERS)}, not {filled!r}")
        out.append((t, tuple(_GOOD_LETTERS.index(ch) for ch in filled)))
    return tuple(out)


def _governed(text: str, players: int) -> tuple[int, ...]:
    words = text.split(".")
    if len(words) != players:
        raise _Bad(f"needs one entry per player ({players}), not {text!r}")
    known = {a.word: int(a) for a in ACTIONS}
    for w in words:
        if w != _NONE and w not in known:
            raise _Bad(f"unknown action space {w!r}")
    return tuple(-1 if w == _NONE else known[w] for w in words)


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


def from_position(text: str, options: Options | None = None) -> GameState:
    """The :class:`~vanuatu.GameState` written in the position string ``text``.

    ``options`` is needed only for a position with custom components (option
    letter ``x``); when given it must match the options written in the string.
    Raises :class:`~vanuatu.PositionError` naming the field that cannot be read.
    """
    if not isinstance(text, str):
        raise TypeError(f"from_position() needs a string, not {type(text).__name__}")
    if options is not None and not isinstance(options, Options):
        raise TypeError(f"from_position(): options must be Options, not {type(options).__name__}")
    words = text.strip().split(" ")
    if not words[0] or words[0] != VERSION:
        raise PositionError(f"position field 1 (version): expected {VERSION!r}, not "
                            f"{words[0][:20]!r}")
    if len(words) != len(FIELDS):
        raise PositionError(f"a position has {len(FIELDS)} fields separated by single "
                            f"spaces, not {len(words)}")
    if not text.isascii() or not text.strip().isprintable():
        raise PositionError("a position is one line of printable ASCII")
    field = dict(zip(FIELDS, words, strict=True))
    values: dict[str, object] = {}
    opts = _read(field, "options", lambda t: _options(t, options))
    assert isinstance(opts, Options)
    c = opts.components
    n = opts.players
    hidden = _hidden_token()

    def board(t: str) -> tuple[tuple[str | None, ...], tuple[SpaceState, ...]]:
        parts = t.split("/")
        if len(parts) != len(c.spaces):
            raise _Bad(f"needs {len(c.spaces)} spaces separated by '/', not {len(parts)}")
        cells = [_space(c, w, i) for i, w in enumerate(parts)]
        return tuple(t for t, _ in cells), tuple(s for _, s in cells)

    def players(t: str) -> tuple[PlayerState, ...]:
        parts = t.split("/")
        if len(parts) != n:
            raise _Bad(f"needs {n} players separated by '/', not {len(parts)}")
        return tuple(_player(c, w, hidden) for w in parts)

    tiles = [t.id for t in c.tiles]
    demand = [str(t) for t in c.demand_goods]
    steps: list[tuple[str, Callable[[str], object]]] = [
        ("clock", _clock),
        ("to-act", lambda t: _to_act(t, n)),
        ("first-player", lambda t: -1 if t == _NONE else _player_index(t, n, "first player")),
        ("board", board),
        ("players", players),
        ("upcoming", lambda t: _words(t, tiles, "tile")),
        ("tiles-revealed", lambda t: _int(t, "tiles revealed")),
        ("demand-display", lambda t: _display(t, c)),
        ("demand-pile", lambda t: tuple(int(w) for w in _words(t, demand, "demand tile", "."))),
        ("demand-discards",
         lambda t: tuple(int(w) for w in _words(t, demand, "demand tile", "."))),
        ("tourist-tile", lambda t: None if t == _NONE else _int(t, "tourist tile")),
        ("tourists-waiting", lambda t: _int(t, "tourists waiting")),
        ("tourist-pile", lambda t: _ints(t, "tourist tile")),
        ("fish-price", lambda t: _int(t, "fish price")),
        ("rest-available",
         lambda t: () if t == _HIDDEN else _words(t, c.rest_tokens, "rest token")),
        ("neutral", lambda t: _per_action(t, "neutral")),
        ("resolved", _resolved),
        ("offered", lambda t: _words(t, c.characters, "character")),
        ("offered-before", lambda t: _words(t, c.characters, "character")),
        ("flood", lambda t: None if t == _NONE else _int(t, "flood")),
        ("governed", lambda t: _governed(t, n)),
        ("defeat", _defeat),
    ]
    for name, parse in steps:
        values[name] = _read(field, name, parse)
    rnd, phase, step = values.pop("clock")  # type: ignore[misc]
    values["board"], spaces = values["board"]  # type: ignore[misc]
    fields = {name.replace("-", "_"): v for name, v in values.items()}
    return GameState(
        options=opts, round=rnd, phase=phase, step=step, spaces=spaces,
        first_player=fields.pop("first_player"), flood_in=fields.pop("flood"),
        **fields,  # type: ignore[arg-type]
    )


def _resolved(text: str) -> int:
    if len(text) != len(ACTIONS) or set(text) - {"0", "1"}:
        raise _Bad(f"needs one 0 or 1 per action space ({len(ACTIONS)}), not {text!r}")
    return sum(1 << int(Action(a)) for a, ch in enumerate(text) if ch == "1")


def _defeat(text: str) -> bool:
    if text not in ("0", "1"):
        raise _Bad(f"must be 0 or 1, not {text!r}")
    return text == "1"


def _read(field: dict[str, str], name: str, parse: Callable[[str], object]) -> object:
    try:
        return parse(field[name])
    except _Bad as error:
        raise PositionError(f"position field {FIELDS.index(name) + 1} ({name}): {error}") from None
