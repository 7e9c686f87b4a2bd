"""Whether a position read from a string could occur in a game.

:func:`vanuatu.from_position` reads the fields of a position string one by one
(:mod:`vanuatu.position.parse`); :func:`impossibility` then checks that the
whole could stand between two moves of a real game, so that
:func:`vanuatu.legal_moves`, :func:`vanuatu.apply` and the bots never meet a
state the rules cannot handle:

* the clock: a round of the game, a phase that exists for the options (neutral
  markers only with two players, R10.1; characters only with them, R10.2), a
  step within the phase, never Phase V (R5.9 runs by itself);
* the one to act: ``none`` exactly when the game is over, ``chance`` exactly
  when a chance event is pending, the player at the seat of the step in a phase
  played in turn order (R3), the First Player while tiles are placed (R3.6), a
  player with markers on the board in Phase IV (R5.2);
* the components: markers on a tile within what it prints (R1.3), fish and
  treasure tokens of values the supply holds, and no more of each value than
  the tiles on the board have given (R6.3, R6.4), cubes, huts, drawings and
  tourists on islands only and within what the island prints and has room for
  (R1.3, R6.2, R6.7, R6.8), every hut of a player left or built (R1.9), Vatus
  below 10 (R1.1c), action markers within each player's (R1.1), each demand
  tile in one place with fills among the goods it asks for and three on
  display after the draw (R1.5, R3.3), a fish price on the track (R6.5), a
  tourist tile of the set (R1.6), every rest token available outside Phase IV
  and none in two places (R1.7, R5.9), water, dikes, a flood and a defeat only
  with Rising Waters, dikes facing ocean tiles, submerged islands emptied and
  a defeat exactly at three of them (R10.3);
* what the clock implies (:mod:`vanuatu.position.timeline`): the stack tiles
  placed and revealed, the tourist tiles drawn, markers planned pass by pass,
  neutral markers, characters held and offered and their bonuses, spaces
  resolved, Governor moves, the die and the fish price;
* the flow: the automatic steps between decisions (:mod:`vanuatu.rules.flow`)
  have all run, so the position waits for a move.

Each problem names the field of the string it lies in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..components import Components
from ..moves import CHANCE
from ..state import NOBODY, GameState, Phase, PreparationStep, SetupStep, SpaceState
from .timeline import TIMELINE_CHECKS

__all__ = ["impossibility", "token_supply"]

#: Neutral-marker placements of a round with two players (R10.1).
NEUTRAL_STEPS = 2


def token_supply(c: Components, kind: str) -> Counter[int]:
    """How many ``kind`` (``"fish"`` or ``"treasure"``) tokens of each value the
    components hold: a tile printing ``n`` markers gives tokens of values ``n``
    down to 1 (R1.4, R6.3, R6.4)."""
    out: Counter[int] = Counter()
    for tile in c.tiles:
        out.update(range(1, getattr(tile, kind) + 1))
    return out


def _over_supply(held: Iterable[int], supply: Counter[int]) -> str | None:
    counts = Counter(held)
    for value, k in sorted(counts.items()):
        if value not in supply:
            return f"no token of value {value} in the supply (values {min(supply, default=0)}" \
                   f" to {max(supply, default=0)})"
        if k > supply[value]:
            return f"{k} tokens of value {value}, the supply has {supply[value]}"
    return None


def _clock(state: GameState) -> str | None:
    c = state.options.components
    o = state.options
    ph, st, n = state.phase, state.step, len(state.players)
    if state.round > c.rounds:
        return f"round {state.round} of a {c.rounds}-round game"
    if ph == Phase.SETUP:
        top = len(SetupStep) - 1
        if state.round != 1:
            return "setup happens in round 1"
    elif ph == Phase.PREPARATION:
        top = len(PreparationStep) - 1
        if state.round < 2:
            return "round 1 starts with setup, not preparation"
    elif ph == Phase.NEUTRAL:
        if not o.two_player:
            return f"neutral markers are placed only with two players (R10.1), not {n}"
        top = NEUTRAL_STEPS - 1
    elif ph == Phase.CHARACTERS:
        if not o.characters:
            return "no character phase without characters (R10.2)"
        top = n - 1
    elif ph == Phase.PLANNING:
        top = len(c.plan_passes) * n - 1
    elif ph == Phase.REST:
        return "Phase V (rest) runs by itself and never waits for a move (R5.9)"
    else:  # actions, over
        top = 0
    if st > top:
        return f"step {st} of phase {ph.word}, which has steps 0 to {top}"
    return None


def _to_act(state: GameState) -> str | None:
    from ..rules.chance import chance_outcomes, pending_event
    from ..rules.turn_order import in_turn

    ph, who = state.phase, state.to_act
    if ph == Phase.OVER or who == NOBODY:
        if ph != Phase.OVER:
            return f"'none' acts only once the game is over, not in phase {ph.word}"
        if who != NOBODY:
            return "a finished game has nobody to act ('none')"
        return None
    pending = pending_event(state)
    if who == CHANCE or pending is not None:
        if pending is None:
            return f"'chance' acts only while a chance event is pending, not at " \
                   f"{ph.word} step {state.step}"
        if who != CHANCE:
            return f"the game waits for a chance event ({pending}), so 'chance' acts"
        if not chance_outcomes(state):
            return f"the chance event ({pending}) has no possible outcome in this position"
        return None
    if ph in (Phase.SETUP, Phase.PREPARATION):
        if ph == Phase.PREPARATION and state.step == PreparationStep.PLACEMENT:
            if who != state.first_player:
                return f"the First Player (P{state.first_player}) places the tiles (R3.6)"
            return None
        return f"at {ph.word} step {state.step} no player acts"
    if ph in (Phase.NEUTRAL, Phase.CHARACTERS, Phase.PLANNING):
        seat = in_turn(state, state.step)
        if who != seat:
            return f"step {state.step} of phase {ph.word} is P{seat}'s turn (R3), not P{who}'s"
        return None
    if not state.players[who].markers_on_board:  # actions
        return f"P{who} has no marker on the board to act with in Phase IV (R5.2)"
    return None


def _first_player(state: GameState) -> str | None:
    if state.first_player < 0 and not (
        state.phase == Phase.SETUP and state.step <= SetupStep.FIRST_PLAYER
    ):
        return "the First Player is chosen at setup (R2.8)"
    return None


def _board(state: GameState) -> str | None:
    c = state.options.components
    for i, (tile, sp) in enumerate(zip(state.board, state.spaces, strict=True)):
        problem = _space(state, i, tile, sp)
        if problem is not None:
            return f"space {c.spaces[i]}: {problem}"
    if sum(len(sp.dikes) for sp in state.spaces) > c.dikes:
        return f"more dikes than the {c.dikes} of the supply (R10.3)"
    return None


def _space(state: GameState, i: int, tile: str | None, sp: SpaceState) -> str | None:
    """What is wrong with what lies on space ``i`` (R1.3, R6, R10.3), or ``None``."""
    c = state.options.components
    if tile is None:
        return None if sp == SpaceState() else "an empty space holds nothing (R1.2)"
    spec = c.tile(tile)
    if sp.fish > spec.fish:
        return f"{sp.fish} fish markers, the tile prints {spec.fish}"
    if sp.treasure > spec.treasure:
        return f"{sp.treasure} treasure markers, the tile prints {spec.treasure}"
    if (sp.water or sp.dikes) and not state.options.rising_waters:
        return "water and dikes only with Rising Waters (R10.3)"
    if not spec.is_island:
        if sp.cubes != (0, 0, 0) or sp.huts or sp.drawings or sp.tourists or sp.water \
                or sp.dikes:
            return "cubes, huts, drawings, tourists, water and dikes go on islands (R1.3)"
        return None
    goods = spec.goods_counts
    if any(k > g for k, g in zip(sp.cubes, goods, strict=True)):
        return f"cubes {'.'.join(map(str, sp.cubes))} beyond the goods the island prints " \
               f"({'.'.join(map(str, goods))}, R1.3, R3.4)"
    for what, k, room, rule in (("huts", len(sp.huts), spec.huts, "R6.2"),
                                ("drawings", sp.drawings, spec.drawings, "R6.7"),
                                ("tourists", sp.tourists, spec.tourists, "R6.8")):
        if k > room:
            return f"{k} {what}, the island has room for {room} ({rule})"
    if sp.water > c.submerged_at:
        return f"{sp.water} water markers, at most {c.submerged_at} (R10.3)"
    if sp.water >= c.submerged_at and (sp.cubes != (0, 0, 0) or sp.huts or sp.drawings
                                       or sp.tourists):
        return "a submerged island loses its cubes, tourists, drawings and huts (R10.3)"
    if len(set(sp.dikes)) != len(sp.dikes) or any(
            j not in c.neighbours[i] or state.board[j] is None
            or c.tile(state.board[j] or "").is_island for j in sp.dikes):
        return "dikes go on sides towards neighbouring ocean tiles, one a side (R10.3)"
    first = min(c.die_rounds, default=c.rounds + 1)
    if sp.water and (state.round, state.phase) < (first, Phase.ACTIONS):
        return f"no water rises before Phase IV of round {first} (R10.3)"
    if sp.dikes and (state.round, state.phase) < (1, Phase.ACTIONS):
        return "no dike is built before the first Phase IV (R10.3)"
    return None


def _given(state: GameState, kind: str) -> Counter[int]:
    """How many ``kind`` tokens of each value the tiles on the board have given:
    a tile printing ``n`` markers with ``k`` left gave values ``n`` down to
    ``k + 1`` (R6.3, R6.4)."""
    c = state.options.components
    out: Counter[int] = Counter()
    for tile, sp in zip(state.board, state.spaces, strict=True):
        if tile is not None:
            out.update(range(getattr(sp, kind) + 1, getattr(c.tile(tile), kind) + 1))
    return out


def _players(state: GameState) -> str | None:
    c = state.options.components
    for kind, held in (("fish", [v for pl in state.players for v in pl.fish]),
                       ("treasure", [v for pl in state.players for v in pl.treasures])):
        problem = _over_supply(held, token_supply(c, kind))
        if problem is not None:
            return f"{kind} tokens: {problem}"
        extra = Counter(held) - _given(state, kind)
        if extra:
            value = min(extra)
            rule = "R6.4" if kind == "fish" else "R6.3"
            return f"{kind} tokens: more of value {value} than the tiles on the board have " \
                   f"given ({rule})"
    built = Counter(h for sp in state.spaces for h in sp.huts)
    boats = state.phase == Phase.SETUP and state.step <= SetupStep.START_TILES
    for p, pl in enumerate(state.players):
        if pl.vatus >= c.conversion_vatus:
            return f"P{p} has {pl.vatus} Vatus: every {c.conversion_vatus} become " \
                   f"{c.conversion_pp} PP at once (R1.1c)"
        if (pl.boat < 0) != boats:
            return f"P{p}'s boat is on the board from the start tiles on (R2.7)"
        if pl.huts_left + built[p] > c.huts_per_player:
            return f"P{p} has {pl.huts_left} huts left and {built[p]} built, " \
                   f"more than {c.huts_per_player} (R1.1)"
        if pl.huts_left + built[p] != c.huts_per_player and not state.options.rising_waters:
            return f"P{p} has {pl.huts_left} huts left and {built[p]} built, " \
                   f"not {c.huts_per_player} (R1.9; only a flood removes huts, R10.3)"
        if pl.markers_on_board + pl.in_hand > c.markers_per_player:
            return f"P{p} has more than {c.markers_per_player} action markers (R1.1)"
        if list(pl.fish) != sorted(pl.fish) or list(pl.treasures) != sorted(pl.treasures):
            return f"P{p}'s tokens are written in ascending order"
    boats_at = [pl.boat for pl in state.players if pl.boat >= 0]
    if state.options.two_player and len(set(boats_at)) < len(boats_at) \
            and state.board[boats_at[0]] != c.boat_start_tile:
        return f"the boats share {c.spaces[boats_at[0]]}: with two players a Sail never " \
               f"ends on the other boat's tile, so they only start together (R10.1)"
    return None


def _rest_tokens(state: GameState) -> str | None:
    every = state.options.components.rest_tokens
    held = [(p, pl.rest_token) for p, pl in enumerate(state.players) if pl.rest_token is not None]
    # a defeat (R10.3) ends the game in Phase IV, before the tokens come back
    if state.phase != Phase.ACTIONS and not state.defeat:
        if held:
            p, token = held[0]
            return f"P{p} keeps the rest token {token!r} outside Phase IV; every token " \
                   f"is returned in Phase V (R5.9)"
        if set(state.rest_available) != set(every):
            return f"every rest token ({', '.join(every)}) is available outside Phase IV " \
                   f"(R1.7, R5.9)"
        return None
    tokens = [token for _, token in held] + list(state.rest_available)
    twice = next((t for t in tokens if tokens.count(t) > 1), None)
    if twice is not None:
        return f"the rest token {twice!r} is in two places (R1.7)"
    return None


def _display(state: GameState) -> str | None:
    c = state.options.components
    goods = c.demand_goods
    ids = [t for t, _ in state.demand_display]
    if len(ids) > c.demand_display_size:
        return f"{len(ids)} demand tiles, the display holds {c.demand_display_size}"
    every = ids + list(state.demand_pile) + list(state.demand_discards)
    if len(set(every)) != len(every):
        twice = next(t for t in every if every.count(t) > 1)
        return f"demand tile {twice} is in two places"
    if set(every) != set(goods):
        lost = min(set(goods) - set(every))
        return f"demand tile {lost} is on the display, in the pile or among the discards " \
               f"(R1.5, R3.3)"
    drawing = (state.phase == Phase.SETUP and state.step <= SetupStep.DEMAND) or (
        state.phase == Phase.PREPARATION and state.step <= PreparationStep.DEMAND)
    if not drawing and len(ids) != c.demand_display_size:
        return f"{c.demand_display_size} demand tiles are on display after the draw " \
               f"(R2.3, R3.3), not {len(ids)}"
    if state.phase == Phase.SETUP and (state.demand_discards or any(f for _, f in
                                                                     state.demand_display)):
        return "no demand tile is filled or discarded during setup (R2.3)"
    for t, filled in state.demand_display:
        need = Counter(goods[t])
        if Counter(filled) - need or list(filled) != sorted(filled):
            return f"demand tile {t} is filled with goods it does not ask for (R1.5)"
        if len(filled) == len(goods[t]) and state.phase not in (Phase.ACTIONS, Phase.OVER):
            return f"demand tile {t} is completely filled, so was discarded in Phase I (R3.3)"
    return None


def _submerged(state: GameState) -> str | None:
    c = state.options.components
    if not state.options.rising_waters:
        return None
    sunk = sum(1 for sp in state.spaces if sp.water >= c.submerged_at)
    if (sunk >= c.defeat_at) != state.defeat:
        return f"{sunk} islands are submerged: the game ends in defeat at {c.defeat_at} " \
               f"(R10.3)"
    return None


def impossibility(state: GameState) -> tuple[str, str] | None:
    """``(field, reason)`` of the first thing that makes ``state`` a position no
    game can reach between two moves, or ``None``."""
    c = state.options.components
    o = state.options
    checks = (
        ("clock", _clock), ("to-act", _to_act), ("first-player", _first_player),
        ("board", _board), ("players", _players), ("rest-available", _rest_tokens),
        ("demand-display", _display), ("defeat", _submerged), *TIMELINE_CHECKS,
    )
    for field, check in checks:
        problem = check(state)
        if problem is not None:
            return field, problem
    if state.fish_price not in c.fish_price_track:
        return "fish-price", f"the fish price is one of {sorted(set(c.fish_price_track))} (R6.5)"
    tiles = set(c.tourist_tiles)
    if state.tourist_tile is not None and state.tourist_tile not in tiles:
        return "tourist-tile", f"no tourist tile of value {state.tourist_tile} (R1.6)"
    if state.flood_in is not None and not o.rising_waters:
        return "flood", "a flood is pending only with Rising Waters (R10.3)"
    if state.defeat and not (o.rising_waters and state.phase == Phase.OVER):
        return "defeat", "a defeat ends a game played with Rising Waters (R10.3)"
    if state.tiles_revealed > c.stack_size:
        return "tiles-revealed", f"the stack has {c.stack_size} tiles"
    from ..rules.flow import advance

    if advance(state) != state:
        return "clock", (f"{state.phase.word} step {state.step} of this position goes on by "
                         f"itself and does not wait for a move")
    return None
