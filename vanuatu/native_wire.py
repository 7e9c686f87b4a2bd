"""The wire forms of the native core (:mod:`vanuatu.native`): the tables of one
set of options and a state as flat lists of integers, written front to back in
the order native/src/tables.rs, turn_tables.rs and state.rs read them, and a
state read back."""

from __future__ import annotations

from collections.abc import Sequence

from . import moves as m
from .components import ACTIONS, GOODS, LINKED_ACTION, Character
from .options import Options
from .rules.rest_phase import FIRST_TOKEN, REST_BONUS
from .state import GameState, Phase, PlayerState, SpaceState

__all__ = ["RULINGS", "from_wire", "state_wire", "tables_wire"]

#: Wire codes of the chance events and of the move families (see native/src/tables.rs).
_EVENTS = ("start", "tile", "demand", "tourist", "first", "characters", "die")
_FAMILIES: tuple[type, ...] = (m.PlaceTile, m.PlaceNeutral, m.TakeCharacter, m.Plan,
                               *m.ACTION_MOVE_TYPES, m.Retrieve, m.Govern, m.SellTreasure, m.Beg)
#: The rulings, in the order of their wire form (native/src/turn_tables.rs).
RULINGS = ("paired_planning_together", "governor_onto_resolved", "sail_revisit",
            "fishing_lowers_price", "replenish_ignores_supply")


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
    w += [int(getattr(options, name)) for name in RULINGS]
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


def tables_wire(options: Options) -> list[int]:
    """The wire form of the tables of ``options`` (components, id tables, rulings)."""
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


def state_wire(state: GameState) -> list[int]:
    """The wire form of ``state``."""
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


def from_wire(options: Options, data: Sequence[int]) -> GameState:
    """The state of ``options`` that the wire form ``data`` stands for."""
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

