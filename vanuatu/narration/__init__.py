"""What a move did, as typed events with English sentences.

:func:`events` compares the state before a move with the state after it (the
chance events the engine resolves by itself included), so the rules stay in
one place: the narration reads their outcome, it never repeats them.

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
from ..moves import ChanceMove, Move
from ..rules.engine import apply
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
    after = apply(state, move)
    return after, _events(state, move, after, player)


def events(state: GameState, move: Move, *, player: int | None = None) -> tuple[Event, ...]:
    """What ``move`` does in ``state``, as events in the order they happen.

    ``player`` narrates as that player sees the game (R9): another player's
    rest token stays face down until Phase V. ``None`` tells everything the
    move says (a record shows every move).
    """
    return apply_with_events(state, move, player=player)[1]


def _events(before: GameState, move: Move, after: GameState,
            viewer: int | None) -> tuple[Event, ...]:
    out: list[Event] = []
    mover = move.player
    if not isinstance(move, ChanceMove) and type(move).__name__ != "PlaceTile":
        character = before.players[mover].character
        move_text, words = describe(before, move, viewer, str(character or ""))
        out.append(Played(mover, move_text, words))
    out.extend(_tokens(before, after))
    out.extend(_spaces(before, after, move))
    out.extend(_exports(before, after, move))
    water = list(_flood(before, after))
    round_over = after.round != before.round or (after.is_over and not before.is_over)
    tokens: list[str | None] = [None] * before.num_players
    if round_over and not after.defeat:  # R10.3: a defeat ends the game at once, no Phase V
        tokens = [pl.rest_token for pl in before.players]
        if 0 <= mover and getattr(move, "token", None):
            tokens[mover] = getattr(move, "token", None)
    if 0 <= mover < before.num_players:
        out.extend(_money(before, after, move, mover, tokens[mover]))
    for p in before.turn_order():
        token = tokens[p]
        if token:
            out.append(RestRevealed(p, token))
        if p != mover:
            out.extend(_money(before, after, move, p, token))
    out.extend(_price(before, after, move))
    out.extend(water)
    if after.first_player != before.first_player and after.first_player >= 0:
        out.append(FirstPlayerChanged(after.first_player))
    if round_over and not after.defeat:
        left = before.tourists_waiting - (type(move).__name__ == "Transport")
        out.append(RoundEnded(before.round))
        if left > 0 and not after.is_over:
            out.append(TouristsLeft(left))
    if after.round != before.round:
        out.append(RoundStarted(after.round))
    out.extend(_supply(before, after, move))
    if isinstance(move, ChanceMove) and move.event == "die" and isinstance(move.outcome, int):
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
    placer = move.player if type(move).__name__ == "PlaceTile" else -1
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


def _exports(before: GameState, after: GameState, move: Move) -> Iterator[Event]:
    if type(move).__name__ != "Buy":
        return
    good = str(getattr(move, "good", ""))
    cubes = 2 if _bonus(before, move, "buyer") else 1
    filled_before = dict(before.demand_display)
    for tile, filled in after.demand_display:
        was = len(filled_before.get(tile, ()))
        wants = before.options.components.demand_goods.get(tile, ())
        for k, g in enumerate(_multiset_gain(filled_before.get(tile, ()), filled)):
            cubes -= 1
            yield CubeExported(move.player, GOODS[g], tile, was + k + 1 >= len(wants))
    for _ in range(max(cubes, 0)):
        yield CubeLost(move.player, good)


def _bonus(before: GameState, move: Move, character: str) -> bool:
    """Whether ``move`` uses the bonus of ``character`` (R1.8)."""
    return bool(getattr(move, "bonus", False)) and (
        str(before.players[move.player].character) == character)


def _cost(before: GameState, move: Move) -> tuple[int, str]:
    c = before.options.components
    kind = type(move).__name__
    if kind == "Sail" and not _bonus(before, move, "navigator"):
        return int(getattr(move, "steps", 0)), "to sail"
    if kind == "Build":
        cheap = _bonus(before, move, "builder")
        hut = (c.builder_cost if cheap else c.build_cost) if getattr(move, "island", None) else 0
        dike = c.dike_cost if getattr(move, "dike", None) else 0
        return hut + dike, "to build"
    if kind == "Buy":
        return c.goods_price[GOODS.index(str(getattr(move, "good", "kava")))], "for the cube"
    return 0, ""


def _income(before: GameState, after: GameState, move: Move) -> tuple[int, str]:
    kind = type(move).__name__
    if kind == "Sell":
        return sum(getattr(move, "fish", ())) * before.fish_price, "for the fish"
    if kind == "Explore" and _bonus(before, move, "diver"):
        return before.spaces[before.players[move.player].boat].treasure, "as Diver"
    if kind == "Transport":
        island = before.options.components.space_index[str(getattr(move, "island", ""))]
        return len(before.spaces[island].huts), "from the huts there"
    if kind == "SellTreasure":
        return int(getattr(move, "value", 0)), "for the treasure"
    if kind == "Beg":
        return int(getattr(move, "amount", 0)), "by begging"
    return 0, ""


def _money(before: GameState, after: GameState, move: Move, p: int,
           token: str | None) -> Iterator[Event]:
    b, a = before.players[p], after.players[p]
    cost, why_cost = _cost(before, move) if move.player == p else (0, "")
    income, why = _income(before, after, move) if move.player == p else (0, "")
    if token in ("vatu", "both"):
        income += 1
        why = "from the rest token" if not why else why + " and the rest token"
    c = before.options.components
    turned = b.vatus - cost + income - a.vatus
    times = turned // c.conversion_vatus if turned > 0 and turned % c.conversion_vatus == 0 else 0
    if cost:
        yield Paid(p, cost, why_cost)
    if income:
        yield Gained(p, vatus=income, reason=why)
    if times:
        yield Converted(p, times * c.conversion_vatus, times * c.conversion_pp)
    pp = a.pp - b.pp - times * c.conversion_pp
    if pp:
        yield Gained(p, pp=pp, reason=_pp_reason(move, p, token))


def _pp_reason(move: Move, p: int, token: str | None) -> str:
    if move.player != p:
        return "from the rest token"
    return {
        "Buy": "for the export", "Draw": "for the drawing", "Fish": "as Fisherman",
        "Transport": "as Guide", "Beg": "",
    }.get(type(move).__name__, "from the rest token" if token else "")


def _price(before: GameState, after: GameState, move: Move) -> Iterator[Event]:
    track = before.options.components.fish_price_track
    price = before.fish_price
    if type(move).__name__ == "Sell" and price in track:
        dropped = track[min(track.index(price) + 1, len(track) - 1)]
        if dropped != price:
            yield FishPriceChanged(price, dropped)
        price = dropped
    if after.fish_price != price:
        yield FishPriceChanged(price, after.fish_price)


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
    elif (isinstance(move, ChanceMove) and move.event == "tourist"
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
