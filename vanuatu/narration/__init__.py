"""What a move did, as typed events with English sentences.

:func:`events` compares the state before a move with the state after it (the
chance events the engine resolves by itself included), and reads what the
rules report as they apply the move (:mod:`vanuatu.rules.reports`: the money
each player paid, gained and converted, the fish price, the cubes lost), so
the rules stay in one place: the narration reads their outcome, it never
repeats them.

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> state = game.state
>>> move = vanuatu.legal_moves(state)[0]
>>> new_state, said = vanuatu.apply_with_events(state, move)
>>> new_state == vanuatu.apply(state, move)
True
>>> said[0].sentence
'P2 takes the navigator.'

The event classes are in :mod:`vanuatu.narration.player_events` (a player's move and
money) and :mod:`vanuatu.narration.table_events` (the table, the rounds, the end).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from ..components import GOODS
from ..moves import (
    Beg,
    Build,
    Buy,
    ChanceEvent,
    ChanceMove,
    Draw,
    Explore,
    Fish,
    Move,
    PlaceTile,
    Rest,
    Sail,
    Sell,
    SellTreasure,
    Transport,
)
from ..rules.engine import apply
from ..rules.reports import CubeLost as LostCube
from ..rules.reports import MoneyMoved, PriceSet, Report, recorded
from ..rules.rest_phase import RULE as REST_RULE
from ..rules.scoring import final_scores
from ..state import GameState, Phase
from .player_events import (
    Converted,
    CubeExported,
    CubeLost,
    DikeBuilt,
    DrawingMade,
    Event,
    Gained,
    HutBuilt,
    Paid,
    Played,
    RestRevealed,
    TokenTaken,
    TouristMoved,
)
from .table_events import (
    CharactersOffered,
    DemandDiscarded,
    DemandRevealed,
    DieRolled,
    FinalResult,
    FirstPlayerChanged,
    FishPriceChanged,
    Flood,
    GameOver,
    IslandRefilled,
    PhaseStarted,
    RoundEnded,
    RoundStarted,
    ScoreItem,
    Submerged,
    TilePlaced,
    TileRevealed,
    TouristsArrived,
    TouristsLeft,
)
from .words import describe

__all__ = ["apply_with_events", "events", "narrate"]


def apply_with_events(
    state: GameState, move: Move, *, player: int | None = None
) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``move`` (as :func:`vanuatu.apply`, which raises
    :class:`~vanuatu.IllegalMove` for an illegal move) and what happened."""
    after, reports = recorded(lambda: apply(state, move))
    return after, _events(state, move, after, reports, player)


def events(state: GameState, move: Move, *, player: int | None = None) -> tuple[Event, ...]:
    """What ``move`` does in ``state``, as events in the order they happen.

    ``player`` narrates as that player sees the game (R9): another player's
    rest token stays face down until Phase V. ``None`` tells everything the
    move says (a record shows every move).
    """
    return apply_with_events(state, move, player=player)[1]


def _events(before: GameState, move: Move, after: GameState, reports: list[Report],
            viewer: int | None) -> tuple[Event, ...]:
    out: list[Event] = []
    mover = move.player
    if not isinstance(move, (ChanceMove, PlaceTile)):
        character = before.players[mover].character
        move_text, words = describe(before, move, viewer, str(character or ""))
        out.append(Played(mover, move_text, words,
                          source=(before, move, viewer, str(character or ""))))
    out.extend(_tokens(before, after))
    out.extend(_spaces(before, after, move))
    out.extend(_exports(before, after, move, reports))
    water = list(_flood(before, after))
    round_over = after.round != before.round or (after.is_over and not before.is_over)
    tokens: list[str | None] = [None] * before.num_players
    if round_over and not after.defeat:  # R10.3: a defeat ends the game at once, no Phase V
        tokens = [pl.rest_token for pl in before.players]
        if isinstance(move, Rest):
            tokens[mover] = move.token
    if 0 <= mover < before.num_players:
        out.extend(_money(move, mover, reports))
    for p in before.turn_order():
        token = tokens[p]
        if token:
            out.append(RestRevealed(p, token))
        if p != mover:
            out.extend(_money(move, p, reports))
    out.extend(FishPriceChanged(r.before, r.after) for r in reports if isinstance(r, PriceSet))
    out.extend(water)
    if after.first_player != before.first_player and after.first_player >= 0:
        out.append(FirstPlayerChanged(after.first_player))
    if round_over and not after.defeat:
        brought = sum(max(0, a.tourists - b.tourists)
                      for a, b in zip(after.spaces, before.spaces, strict=True))
        left = before.tourists_waiting - brought
        out.append(RoundEnded(before.round))
        if left > 0 and not after.is_over:
            out.append(TouristsLeft(left))
    if after.round != before.round:
        out.append(RoundStarted(after.round))
    out.extend(_supply(before, after, move))
    if isinstance(move, ChanceMove) and move.event == ChanceEvent.DIE and isinstance(
            move.outcome, int):
        out.append(DieRolled(move.outcome))
    if after.offered and after.offered != before.offered:
        out.append(CharactersOffered(tuple(str(ch) for ch in after.offered)))
    if after.phase != before.phase and after.phase not in (Phase.OVER, Phase.PREPARATION):
        out.append(PhaseStarted(after.phase.word))
    if after.is_over and not before.is_over:
        out.extend(_final(after))
    return tuple(out)


def _multiset_gain(before: Sequence[int], after: Sequence[int]) -> list[int]:
    return sorted((Counter(after) - Counter(before)).elements())


def _tokens(before: GameState, after: GameState) -> Iterator[Event]:
    for p, (b, a) in enumerate(zip(before.players, after.players, strict=True)):
        where = before.space_name(b.boat)
        for kind, was, now in (("fish", b.fish, a.fish), ("treasure", b.treasures, a.treasures)):
            for value in _multiset_gain(was, now):
                yield TokenTaken(p, kind, value, where)


def _spaces(before: GameState, after: GameState, move: Move) -> Iterator[Event]:
    c = before.options.components
    placer = move.player if isinstance(move, PlaceTile) else -1
    for i, name in enumerate(c.spaces):
        b, a = before.spaces[i], after.spaces[i]
        tile = after.board[i]
        if before.board[i] is None and tile is not None:
            yield TilePlaced(tile, c.tile(tile).kind, name, placer)
        for owner in _multiset_gain(b.huts, a.huts):
            yield HutBuilt(owner, name, len(a.huts))
        for j in sorted(set(a.dikes) - set(b.dikes)):
            yield DikeBuilt(move.player, name, c.spaces[j])
        if a.drawings > b.drawings:
            yield DrawingMade(move.player, name, a.drawings)
        if a.tourists > b.tourists:
            yield TouristMoved(move.player, name, a.tourists)


def _flood(before: GameState, after: GameState) -> Iterator[Event]:
    c = before.options.components
    flood: list[tuple[str, int]] = []
    for i, name in enumerate(c.spaces):
        if after.spaces[i].water > before.spaces[i].water:
            flood.append((name, after.spaces[i].water))
    if flood:
        yield Flood(tuple(flood))
        for name, water in flood:
            i = c.space_index[name]
            if water >= c.submerged_at > before.spaces[i].water:
                yield Submerged(name, len(before.spaces[i].huts))


def _exports(before: GameState, after: GameState, move: Move,
             reports: list[Report]) -> Iterator[Event]:
    """R6.6: the cubes a Buy put on the demand tiles, then those no tile needed."""
    if not isinstance(move, Buy):
        return
    filled_before = dict(before.demand_display)
    for tile, filled in after.demand_display:
        was = len(filled_before.get(tile, ()))
        wants = before.options.components.demand_goods.get(tile, ())
        for k, g in enumerate(_multiset_gain(filled_before.get(tile, ()), filled)):
            yield CubeExported(move.player, GOODS[g], tile, was + k + 1 >= len(wants))
    for r in reports:
        if isinstance(r, LostCube):
            yield CubeLost(r.player, GOODS[r.good])


#: Why a move's player pays, gains Vatus and gains PP, by the kind of move.
_PAID_FOR: dict[type, str] = {Sail: "to sail", Build: "to build", Buy: "for the cube"}
_GAINED_FOR: dict[type, str] = {
    Sell: "for the fish", Explore: "as Diver", Transport: "from the huts there",
    SellTreasure: "for the treasure", Beg: "by begging",
}
_PP_FOR: dict[type, str] = {
    Buy: "for the export", Draw: "for the drawing", Fish: "as Fisherman", Transport: "as Guide",
    Beg: "",
}


def _money(move: Move, p: int, reports: list[Report]) -> Iterator[Event]:
    """What ``p`` paid, gained and converted, as the rules reported it: by the
    move itself, and by a rest token in Phase V (R5.9)."""
    paid = converted_vatus = converted_pp = 0
    vatus = [0, 0]  # by the move, by the rest token
    pp = [0, 0]
    for r in reports:
        if isinstance(r, MoneyMoved) and r.player == p:
            by_token = r.rule == REST_RULE
            paid += r.paid
            vatus[by_token] += r.vatus
            pp[by_token] += r.pp
            converted_vatus += r.converted_vatus
            converted_pp += r.converted_pp
    kind = type(move)
    if paid:
        yield Paid(p, paid, _PAID_FOR.get(kind, ""))
    if sum(vatus):
        yield Gained(p, vatus=sum(vatus), reason=_why(_GAINED_FOR, kind, vatus))
    if converted_vatus:
        yield Converted(p, converted_vatus, converted_pp)
    if sum(pp):
        yield Gained(p, pp=sum(pp), reason=_why(_PP_FOR, kind, pp))


def _why(reasons: dict[type, str], kind: type, amounts: list[int]) -> str:
    """Why an amount was gained: by the move (``reasons`` of its kind), by the
    rest token, or both."""
    why = reasons.get(kind, "") if amounts[0] else ""
    if amounts[1]:
        return why + " and the rest token" if why else "from the rest token"
    return why


def _supply(before: GameState, after: GameState, move: Move) -> Iterator[Event]:
    c = before.options.components
    shown = {tile for tile, _ in after.demand_display}
    for tile, _ in before.demand_display:
        if tile not in shown:
            yield DemandDiscarded(tile)
    old = {tile for tile, _ in before.demand_display}
    for tile, _ in after.demand_display:
        if tile not in old:
            goods = tuple(GOODS[g] for g in c.demand_goods.get(tile, ()))
            yield DemandRevealed(tile, goods)
    if after.tourist_tile is not None and after.tourist_tile != before.tourist_tile:
        yield TouristsArrived(after.tourists_waiting)
    elif (isinstance(move, ChanceMove) and move.event == ChanceEvent.TOURIST
          and after.tourist_tile is not None):
        yield TouristsArrived(after.tourists_waiting)
    for i, name in enumerate(c.spaces):
        if before.board[i] is not None and sum(after.spaces[i].cubes) > sum(
                before.spaces[i].cubes):
            cubes = after.spaces[i].cubes
            yield IslandRefilled(name, tuple(GOODS[g] for g in range(3) for _ in range(cubes[g])))
    for tile_id in after.upcoming:
        if tile_id not in before.upcoming:
            yield TileRevealed(tile_id, c.tile(tile_id).kind)


_ITEMS = (("fish", "the fish tokens sold", "R8.1"), ("first_player", "being First Player",
          "R8.2"), ("vatus", "the Vatus left", "R8.3"), ("treasures", "the treasures kept",
          "R8.4"), ("huts", "huts and tourists", "R8.5"), ("water", "water on the huts",
          "R10.3"))


def _final(state: GameState) -> Iterator[Event]:
    scores = final_scores(state)
    yield GameOver(scores.defeat)
    for line in scores.lines:
        for field, item, rule in _ITEMS:
            value = int(getattr(line, field))
            if value:
                yield ScoreItem(line.player, item, rule, value)
    yield FinalResult(scores.totals, scores.winners)


def narrate(
    moves: Sequence[Move], state: GameState, *, player: int | None = None
) -> Iterator[tuple[int, Move, GameState, tuple[Event, ...]]]:
    """Play ``moves`` from ``state``: for each, its index, the move, the state
    after it and its events. Stops with :class:`~vanuatu.IllegalMove` at the
    first illegal move (the moves before it are yielded)."""
    for i, move in enumerate(moves):
        after, said = apply_with_events(state, move, player=player)
        yield i, move, after, said
        state = after
