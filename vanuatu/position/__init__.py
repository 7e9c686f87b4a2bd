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
:func:`vanuatu.observe` (a game cannot start from it: :meth:`vanuatu.Game.from_position`
and a record's ``Position`` header refuse it). A bad string raises
:class:`~vanuatu.PositionError` naming the field, and so does a position no game
can reach between two moves (a clock step out of range, the wrong one to act,
tokens beyond the supply...: :mod:`vanuatu.position.checks`):

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

from collections.abc import Sequence

from ..components import ACTIONS
from ..moves import CHANCE
from ..observe import observe
from ..options import Options
from ..state import NOBODY, GameState, PlayerState
from .parse import (
    FIELDS,
    GOOD_LETTERS,
    HIDDEN,
    NONE,
    VERSION,
    options_word,
    parse_position,
)

__all__ = ["FIELDS", "VERSION", "from_position", "to_position"]


# -- writing -----------------------------------------------------------------


def _join(values: Sequence[object], sep: str = ".") -> str:
    return sep.join(str(v) for v in values) if values else NONE


def _digits(values: Sequence[int]) -> str:
    """Counts per action space: one digit each (``.`` between them if one is over 9)."""
    if all(0 <= v <= 9 for v in values):
        return "".join(str(v) for v in values)
    return ".".join(str(v) for v in values)


def _player_word(p: int) -> str:
    return {CHANCE: "chance", NOBODY: "none"}.get(p, f"P{p}")


def _space_word(state: GameState, i: int) -> str:
    tile = state.board[i]
    sp = state.spaces[i]
    names = state.options.components.spaces
    items = []
    for letter, value, default in (
        ("F", sp.fish, 0), ("T", sp.treasure, 0), ("C", _join(sp.cubes), "0.0.0"),
        ("H", _join(sp.huts), NONE), ("D", sp.drawings, 0), ("U", sp.tourists, 0),
        ("W", sp.water, 0), ("K", _join([names[j] for j in sp.dikes], ";"), NONE),
    ):
        if value != default:
            items.append(f"{letter}{value}")
    word = "." if tile is None else tile
    return word + (":" + "".join(items) if items else "")


def _player_text(state: GameState, i: int, pl: PlayerState, hidden: bool) -> str:
    names = state.options.components.spaces
    boat = names[pl.boat] if 0 <= pl.boat < len(names) else NONE
    character = (pl.character or NONE) + ("*" if pl.bonus_ready else "")
    rest = HIDDEN if hidden and pl.rest_token is not None else (pl.rest_token or NONE)
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
        str(t) + (":" + "".join(GOOD_LETTERS[g] for g in filled) if filled else "")
        for t, filled in state.demand_display
    ) or NONE
    resolved = "".join(str(state.resolved >> a & 1) for a in ACTIONS)
    governed = _join([ACTIONS[g].word if 0 <= g < len(ACTIONS) else NONE
                      for g in state.governed])
    fields = (
        VERSION,
        options_word(state.options),
        f"{state.round}.{state.phase.word}.{state.step}",
        _player_word(state.to_act),
        NONE if state.first_player < 0 else f"P{state.first_player}",
        "/".join(_space_word(state, i) for i in range(len(c.spaces))),
        players,
        _join(state.upcoming, ","),
        str(state.tiles_revealed),
        display,
        _join(state.demand_pile),
        _join(state.demand_discards),
        NONE if state.tourist_tile is None else str(state.tourist_tile),
        str(state.tourists_waiting),
        _join(state.tourist_pile),
        str(state.fish_price),
        HIDDEN if hide_available else _join(state.rest_available, ","),
        _digits(state.neutral),
        resolved,
        _join(state.offered, ","),
        _join(state.offered_before, ","),
        NONE if state.flood_in is None else str(state.flood_in),
        governed,
        "1" if state.defeat else "0",
    )
    return " ".join(fields)


def from_position(text: str, options: Options | None = None) -> GameState:
    """The :class:`~vanuatu.GameState` written in the position string ``text``.

    ``options`` is needed only for a position with custom components (option
    letter ``x``); when given it must match the options written in the string.
    Raises :class:`~vanuatu.PositionError` naming the field that cannot be read,
    or the rule that a position no game can reach between two moves breaks
    (:mod:`vanuatu.position.checks`). Whitespace around the string (the end of
    a line read from a file) is ignored; a string of more than 10,000
    characters is refused before it is read.
    """
    return parse_position(text, options)
