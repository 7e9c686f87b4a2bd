"""The optional native core (Rust): a second implementation of the rules' hot
loop, checked move by move against the Python rules, which stay the reference.
Install it with ``pip install ./native``; :data:`vanuatu.NATIVE` says whether it
is loaded (without it, :meth:`NativeState.from_state` raises :class:`NativeUnavailable`).
Moves cross the boundary as the ids of :mod:`vanuatu.adapters.action_ids`, chance
outcomes as its outcome ids; a call that needs a rule not ported yet (see
:data:`COVERAGE`) raises :class:`NotCoveredError` naming it, never a wrong answer.

>>> import vanuatu
>>> from vanuatu import action_ids, native
>>> state = vanuatu.new_game(vanuatu.Options(players=3))
>>> if native.NATIVE:
...     core = native.NativeState.from_state(state)
...     assert core.to_state() == state
...     assert core.chance_outcome_ids() == action_ids.chance_outcome_ids(state)
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import attrs

from . import moves as m
from .components import ACTIONS, GOODS, LINKED_ACTION, Character
from .errors import ActionIdError, IllegalMove, VanuatuError
from .options import Options
from .rules.rest_phase import FIRST_TOKEN, REST_BONUS
from .state import GameState, Phase, PlayerState, SpaceState

__all__ = ["COVERAGE", "NATIVE", "NativeState", "NativeUnavailable", "NotCoveredError",
           "random_games", "random_walk", "random_walks"]

#: The version of the wire forms this face writes (``WIRE_VERSION`` of the core).
_WIRE_VERSION = 2

try:
    _core: Any = importlib.import_module("vanuatu_native")
except ImportError:
    _core = None
#: Why the core is not used, when it is installed but of another version.
_STALE = ""
if _core is not None and getattr(_core, "WIRE_VERSION", 0) != _WIRE_VERSION:
    _STALE = (f"the installed native core reads wire version "
              f"{getattr(_core, 'WIRE_VERSION', 0)}, this vanuatu writes {_WIRE_VERSION}: ")
    _core = None

#: ``True`` when the native extension module ``vanuatu_native`` is loaded.
NATIVE: bool = _core is not None

#: What the native core covers: whole games of every variant (2 to 5 players,
#: with or without characters, Rising Waters) under every ruling of
#: :class:`~vanuatu.Options` (:data:`_RULINGS`), the defaults and their
#: alternatives. What remains refused with :class:`NotCoveredError` are
#: positions play never reaches (a player to act in Phase V...).
COVERAGE: tuple[str, ...] = (
    "state conversion", "final scores R8", "setup R2", "preparation R3.1-R3.7 R10.3",
    "neutral markers and offer R10.1", "characters R3.8", "planning R4.2 R4.3",
    "actions R5.1-R5.8 R6", "Governor R5.6", "Preacher R5.5", "floods and dikes R10.3",
    "rest phase R5.9", "end of round R3.1-R3.3", "end of game R8",
    "free actions R7.1 R7.2",
    "rulings paired_planning_together governor_onto_resolved sail_revisit "
    "fishing_lowers_price replenish_ignores_supply",
)


class NotCoveredError(VanuatuError, NotImplementedError):
    """A position or rule the native core does not cover yet (the Python rules do)."""


class NativeUnavailable(VanuatuError, RuntimeError):
    """The native extension is not installed (``pip install ./native``)."""


#: Wire codes of the chance events and of the move families (see native/src/tables.rs).
_EVENTS = ("start", "tile", "demand", "tourist", "first", "characters", "die")
_FAMILIES: tuple[type, ...] = (m.PlaceTile, m.PlaceNeutral, m.TakeCharacter, m.Plan,
                               *m.ACTION_MOVE_TYPES, m.Retrieve, m.Govern, m.SellTreasure, m.Beg)
#: The rulings, in the order of their wire form (native/src/turn_tables.rs).
_RULINGS = ("paired_planning_together", "governor_onto_resolved", "sail_revisit",
            "fishing_lowers_price", "replenish_ignores_supply")


def _need_core() -> Any:
    if _core is None:
        raise NativeUnavailable(f"{_STALE or 'the native core is not installed: '}"
                                "pip install ./native (needs a Rust toolchain)")
    return _core


def _translate(error: Exception, what: object) -> Exception:
    """The Python exception of an error the core raised."""
    core = _need_core()
    message = str(error)
    if isinstance(error, core.NotCovered):
        return NotCoveredError(message)
    if isinstance(error, core.Illegal):
        return IllegalMove(what, None, message)
    if isinstance(error, core.BadId):
        return ActionIdError(message)
    return ValueError(message)


def _call(what: object, method: Any, *args: object) -> Any:
    core = _need_core()
    errors = (core.NotCovered, core.Illegal, core.BadId, core.Malformed)
    try:
        return method(*args)
    except errors as error:
        raise _translate(error, what) from None


def _outcome_args(options: Options, move: m.ChanceMove) -> list[int]:
    c = options.components
    tiles = {t.id: i for i, t in enumerate(c.tiles)}
    o = move.outcome
    if move.event == "start":
        assert isinstance(o, tuple)
        return [tiles[t] for t in o]
    if move.event == "tile":
        return [tiles[str(o)]]
    if move.event == "characters":
        assert isinstance(o, tuple)
        return [c.characters.index(ch) for ch in o]
    assert isinstance(o, int)
    return [o]


def _action_args(options: Options, move: object) -> list[int] | None:
    """The wire arguments of a Phase IV move (spaces, goods and tokens by index), or
    ``None`` for a move of another family."""
    c = options.components
    index = c.space_index
    bonus = int(getattr(move, "bonus", False))
    if isinstance(move, m.Sail):
        return [index[move.dest], move.steps, bonus]
    if isinstance(move, m.Build):
        dike = [-1, -1] if move.dike is None else [index[move.dike[0]], index[move.dike[1]]]
        return [-1 if move.island is None else index[move.island], bonus, *dike]
    if isinstance(move, m.Explore | m.Fish):
        return [bonus]
    if isinstance(move, m.Sell):
        return [bonus, *move.fish]
    if isinstance(move, m.Buy):
        return [index[move.island], GOODS.index(move.good), bonus]
    if isinstance(move, m.Draw | m.Transport):
        return [index[move.island], bonus]
    if isinstance(move, m.Rest):
        return [c.rest_tokens.index(move.token), bonus]
    if isinstance(move, m.Retrieve):
        return [int(move.action)]
    if isinstance(move, m.Govern):
        return [int(move.source), int(move.target)]
    return None


def _turn_wire(options: Options) -> list[int]:
    """What Phases IV and V read besides the id tables: the Governor and the
    Preacher (R5.5, R5.6), the rest tokens' bonuses (R1.7, R5.9), the fish price
    track (R6.5), the cube supply (R1.4), the defeat (R10.3) and the rulings."""
    c = options.components
    chars = list(c.characters)
    w = [chars.index(ch) if ch in chars else -1
         for ch in (Character.GOVERNOR, Character.PREACHER)]
    for token in c.rest_tokens:
        vatus, pp = REST_BONUS.get(token, (0, 0))
        w += [int(token == FIRST_TOKEN), vatus, pp]
    w += [*_listed(c.fish_price_track), *c.cube_supply, c.defeat_at]
    w += [int(getattr(options, name)) for name in _RULINGS]
    return w


def _move_args(move: object) -> list[int]:
    if isinstance(move, m.SellTreasure):
        return list(move.values)
    if isinstance(move, m.Beg):
        return [move.amount]
    if isinstance(move, m.PlaceNeutral | m.Plan):
        return [int(a) for a in move.actions]
    return []


def _place_args(options: Options, move: m.PlaceTile) -> list[int]:
    c = options.components
    tile = next(i for i, t in enumerate(c.tiles) if t.id == move.tile)
    return [tile, c.space_index[move.space]]


@lru_cache(maxsize=16)
def _tables(options: Options) -> Any:
    """The core's tables of ``options`` (built once per options)."""
    return _call(options, _need_core().CoreTables, _tables_wire(options))


def _tables_wire(options: Options) -> list[int]:
    c = options.components
    letters: dict[str, int] = {}
    for name in [*c.stack_letters, *(t.letter for t in c.tiles if t.letter is not None)]:
        letters.setdefault(name, len(letters))
    tile_index = {t.id: i for i, t in enumerate(c.tiles)}
    w = [options.players, int(options.characters), int(options.rising_waters),
         len(c.spaces), len(ACTIONS), len(c.tiles)]
    for t in c.tiles:
        w += [-1 if t.letter is None else letters[t.letter], t.fish, t.treasure,
              int(t.is_island), *t.goods_counts]
    w += [len(c.start_spaces), *(c.space_index[s] for s in c.start_spaces)]
    w += [tile_index.get(c.boat_start_tile, -1)]
    w += [len(c.stack_letters), *(letters[x] for x in c.stack_letters)]
    beggar = c.characters.index(Character.BEGGAR) if Character.BEGGAR in c.characters else -1
    e = c.end_scoring
    w += [c.stack_size, c.demand_display_size, len(c.characters), beggar, c.beggar_max,
          len(c.rest_tokens), c.markers_per_player, len(c.plan_passes), c.rounds,
          c.conversion_vatus, c.conversion_pp, e.fish_vatus_per_value, e.first_player_pp,
          e.vatus_per_pp, e.treasure_pp_per_value, e.hut_pp_per_tourist]
    for nbs in c.neighbours:
        w += _listed(nbs)
    w += [len(c.demand_tiles)]
    for tile, goods in c.demand_tiles:
        w += [tile, len(goods)]
    w += [c.fish_price_track[0], *_listed(c.die_rounds), c.submerged_at]
    # what the planning search reads (R4.3)
    for t in c.tiles:
        w += [t.huts, t.drawings, t.tourists]
    w += [int(LINKED_ACTION.get(ch, -1)) for ch in c.characters]
    w += [c.sail_max_steps, c.build_cost, c.builder_cost, c.dike_cost, c.dikes, *c.goods_price,
          *c.goods_export, c.export_completion_bonus, c.draw_pp, c.artist_pp,
          c.guide_pp_per_drawing, *_listed(c.plan_passes)]
    for _, goods in c.demand_tiles:
        w += _listed(sorted(GOODS.index(g) for g in goods))
    from .adapters.action_ids import action_table  # only when the core is used

    table = action_table(options)
    w.append(len(table.chance))
    for chance in table.chance:
        args = _outcome_args(options, chance)
        w += [_EVENTS.index(str(chance.event)), len(args), *args]
    w.append(len(table.moves))
    for move in table.moves:
        args = _move_args(move)
        if isinstance(move, m.TakeCharacter):
            args = [c.characters.index(move.character)]
        elif isinstance(move, m.PlaceTile):
            args = _place_args(options, move)
        else:
            args = _action_args(options, move) or args
        w += [_FAMILIES.index(type(move)), len(args), *args]
    return w + _turn_wire(options)


def _listed(values: Sequence[int]) -> list[int]:
    return [len(values), *values]  # the wire form of a list: its length, then its items


def _state_wire(state: GameState) -> list[int]:
    c = state.options.components
    tiles = {t.id: i for i, t in enumerate(c.tiles)}
    chars = {ch: i for i, ch in enumerate(c.characters)}
    rests = {r: i for i, r in enumerate(c.rest_tokens)}
    w = [state.round, int(state.phase), state.step, state.to_act, state.first_player,
         len(state.players)]
    for p in state.players:
        w += [p.vatus, p.pp, p.boat, *_listed(p.fish), *_listed(p.treasures), p.huts_left,
              -1 if p.character is None else chars[p.character], int(p.bonus_ready),
              *_listed(p.markers), p.in_hand, -1 if p.rest_token is None else rests[p.rest_token]]
    w += _listed([-1 if t is None else tiles[t] for t in state.board])
    for s in state.spaces:
        w += [s.fish, s.treasure, *s.cubes, *_listed(s.huts), s.drawings, s.tourists, s.water,
              *_listed(s.dikes)]
    w += [*_listed([tiles[t] for t in state.upcoming]), state.tiles_revealed,
          len(state.demand_display)]
    for tile, goods in state.demand_display:
        w += [tile, *_listed(goods)]
    w += [*_listed(state.demand_pile), *_listed(state.demand_discards),
          *_listed(state.tourist_pile)]
    w += [0] if state.tourist_tile is None else [1, state.tourist_tile]
    w += [state.tourists_waiting, state.fish_price,
          *_listed([rests[r] for r in state.rest_available]), *_listed(state.neutral),
          state.resolved, *_listed([chars[ch] for ch in state.offered]),
          *_listed([chars[ch] for ch in state.offered_before])]
    w += [0] if state.flood_in is None else [1, state.flood_in]
    w += [*_listed(state.governed), int(state.defeat)]
    return w


class _Reader:
    """Reads a wire form of the core front to back."""

    def __init__(self, data: Sequence[int]) -> None:
        self.data = data
        self.at = 0

    def one(self) -> int:
        self.at += 1
        return int(self.data[self.at - 1])

    def ints(self) -> tuple[int, ...]:
        n = self.one()
        self.at += n
        return tuple(int(v) for v in self.data[self.at - n:self.at])

    def optional(self) -> int | None:
        return self.one() if self.one() else None


def _character(name: str) -> str:
    try:
        return Character(name)
    except ValueError:
        return name


def _from_wire(options: Options, data: Sequence[int]) -> GameState:
    c = options.components
    tile_ids = [t.id for t in c.tiles]
    r = _Reader(data)
    round_, phase, step, to_act, first = (r.one() for _ in range(5))
    players = []
    for _ in range(r.one()):
        vatus, pp, boat = r.one(), r.one(), r.one()
        fish, treasures, huts_left = r.ints(), r.ints(), r.one()
        ch, ready, markers, in_hand, rest = r.one(), r.one(), r.ints(), r.one(), r.one()
        players.append(PlayerState(
            vatus, pp, boat, fish, treasures, huts_left,
            None if ch < 0 else _character(c.characters[ch]), bool(ready), markers, in_hand,
            None if rest < 0 else c.rest_tokens[rest]))
    board = tuple(None if t < 0 else tile_ids[t] for t in r.ints())
    spaces = []
    for _ in board:
        fish_, treasure = r.one(), r.one()
        cubes = (r.one(), r.one(), r.one())
        huts, drawings, tourists, water, dikes = r.ints(), r.one(), r.one(), r.one(), r.ints()
        spaces.append(SpaceState(fish_, treasure, cubes, huts, drawings, tourists, water, dikes))
    upcoming = tuple(tile_ids[t] for t in r.ints())
    revealed = r.one()
    display = tuple((r.one(), r.ints()) for _ in range(r.one()))
    pile, discards, tourists_ = r.ints(), r.ints(), r.ints()
    tourist_tile, waiting, price = r.optional(), r.one(), r.one()
    rest_available = tuple(c.rest_tokens[i] for i in r.ints())
    neutral, resolved = r.ints(), r.one()
    offered = tuple(_character(c.characters[i]) for i in r.ints())
    before = tuple(_character(c.characters[i]) for i in r.ints())
    flood_in, governed, defeat = r.optional(), r.ints(), bool(r.one())
    return GameState(options, round_, Phase(phase), step, to_act, first, tuple(players), board,
                     tuple(spaces), upcoming, revealed, display, pile, discards, tourists_,
                     tourist_tile, waiting, price, rest_available, neutral, resolved, offered,
                     before, flood_in, governed, defeat)


def _check_id(value: object, what: str) -> int:
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"a {what} is an int, not {value!r:.40}")
    number = int(value.__index__())
    if not -(2**62) < number < 2**62:
        raise ActionIdError(f"{what} of {number.bit_length()} bits is out of range")
    return number


@attrs.frozen(eq=False)
class NativeState:
    """A game state held by the native core (made by :meth:`from_state`)."""

    options: Options
    _core: Any = attrs.field(repr=False)

    @classmethod
    def from_state(cls, state: GameState) -> NativeState:
        """The native twin of ``state``, which :meth:`to_state` gives back exactly."""
        if not isinstance(state, GameState):
            raise TypeError(f"NativeState.from_state() needs a GameState, not "
                            f"{type(state).__name__}")
        options = state.options
        try:
            wire = _state_wire(state)
        except (KeyError, ValueError, TypeError) as error:
            raise ValueError(f"not a state of these options: {error!r:.80}") from None
        try:
            core = _call(state, _need_core().Core, _tables(options), wire)
        except OverflowError:
            raise ValueError("a number of the state is too large for the native core") from None
        return cls(options, core)

    def to_state(self) -> GameState:
        """The :class:`~vanuatu.GameState` equal to this one."""
        return _from_wire(self.options, self._core.to_wire())

    def legal_action_ids(self, *, in_move_order: bool = False) -> list[int]:
        """As :func:`vanuatu.action_ids.legal_action_ids` (empty at a chance event);
        with ``in_move_order``, in the order of :func:`vanuatu.legal_moves` instead
        of ascending (``benchmarks/golden.py --core native`` replays its games so)."""
        if in_move_order:
            return list(_call(self, self._core.legal_action_ids_in_move_order))
        return list(_call(self, self._core.legal_action_ids))

    def chance_outcome_ids(self) -> list[tuple[int, float]]:
        """As :func:`vanuatu.action_ids.chance_outcome_ids`."""
        return list(_call(self, self._core.chance_outcome_ids))

    def apply(self, action_id: int) -> NativeState:
        """The state after ``action_id`` (an outcome id at a chance event);
        :class:`~vanuatu.IllegalMove` unless it is legal now."""
        number = _check_id(action_id, "chance outcome id" if self.is_chance() else "action id")
        return NativeState(self.options, _call(number, self._core.apply, number))

    def size_in_bytes(self) -> int:
        """The bytes the core holds for this state (its structure and buffers,
        not the tables it shares with every state of its options)."""
        return int(self._core.size_in_bytes())

    def is_chance(self) -> bool:
        """Whether a chance event is pending."""
        return bool(self._core.is_chance())

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return bool(self._core.is_over())

    def final_totals(self) -> tuple[int, ...]:
        """Each player's R8 total, as ``vanuatu.final_scores(state).totals``."""
        return tuple(self._core.final_totals())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, NativeState):
            return NotImplemented
        return self.options == other.options and bool(self._core == other._core)

    def __hash__(self) -> int:
        return hash(self._core)


def random_games(state: GameState | NativeState, count: int, seed: int) -> list[tuple[int, ...]]:
    """The final totals of ``count`` random games played natively from ``state``
    (chance outcomes by their probabilities, moves uniformly), seeded by ``seed``."""
    native = state if isinstance(state, NativeState) else NativeState.from_state(state)
    found = _call(state, native._core.random_games, *_counts("random_games", count), _seed(seed))
    return [tuple(totals) for totals in found]


def _counts(verb: str, *values: object) -> list[int]:
    counts = [_check_id(v, "count") for v in values]
    if any(k < 0 for k in counts):
        raise ValueError(f"{verb}(): counts must be 0 or more, not {counts}")
    return counts


def random_walk(state: GameState | NativeState, moves: int, seed: int) -> tuple[NativeState, int]:
    """Up to ``moves`` random moves played natively from ``state`` (as
    :func:`random_games`), stopping at the end of the game or before a position
    the core does not cover: the state reached and the number of moves made."""
    native = state if isinstance(state, NativeState) else NativeState.from_state(state)
    core, made = native._core.random_walk(*_counts("random_walk", moves), _seed(seed))
    return NativeState(native.options, core), int(made)


def random_walks(state: GameState | NativeState, count: int, moves: int, seed: int) -> int:
    """``count`` random walks of :func:`random_walk` from ``state`` in one native
    call (walk ``k`` seeded from ``seed`` and ``k``): the moves made in all."""
    native = state if isinstance(state, NativeState) else NativeState.from_state(state)
    return int(native._core.random_walks(*_counts("random_walks", count, moves), _seed(seed)))


def _seed(seed: object) -> int:
    return _check_id(seed, "seed") % 2**64
