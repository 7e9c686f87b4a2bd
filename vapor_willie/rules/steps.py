"""The moves that resolve a pending player step (VW3.5): setup choices, cubes that do
not fit, the face point, the Rato's cube, port card icons and negotiation."""

from __future__ import annotations

from ..moves import (
    Answer,
    Bundle,
    Choose,
    Counter,
    Drift,
    Exchange,
    Keep,
    Move,
    MoveBoat,
    Offer,
    Pass,
    ReturnCube,
    TakeCharacter,
)
from ..state import GameState, Step
from .board import graph
from .common import (
    Refusal,
    add_cube,
    cube_index,
    gain_silvos,
    lot_held,
    pop,
    prepend,
    set_player,
    to_bag,
)
from .effects import drop_cube, enter, take_cube
from .evolve import replace_player, replace_state

__all__ = ["FAMILY_ITEMS", "FAMILY_OFFERS", "LOTS", "OFFER_LIMIT", "apply_step", "bundle_family",
           "drift_cube", "refuse_step", "step_candidates"]

#: The offers :func:`~vapor_willie.legal_moves` lists in a negotiation (VW8.3 ruling):
#: bundles of up to this many items a side (an item: one cube or one silvo)...
FAMILY_ITEMS = 3
#: ... made by a player who has made fewer offers (counter-offers included) than this
#: since the port opened. ``apply`` and ``explain`` accept any offer that can be
#: honoured, within :data:`OFFER_LIMIT`.
FAMILY_OFFERS = 2
#: The offers (counter-offers included) a player may make while one port card is open
#: (VW8.3 ruling): the bound that makes every negotiation, and so every game, end.
OFFER_LIMIT = 3

#: Words of silvo amounts, never cube types (the data loader refuses such cube ids).
LOTS = ("1s", "2s", "3s")

#: The move types that resolve each step, and the rule that governs it.
_STEP_MOVES: dict[str, tuple[tuple[type, ...], str, str]] = {
    "keep": ((Keep,), "VW2.4", "'keep CARD'"),
    "character": ((TakeCharacter,), "VW2.6", "'take CHARACTER'"),
    "overflow": ((Drift,), "VW5.2", "'drift CUBE POINT'"),
    "face": ((TakeCharacter, Pass), "VW5.5", "'take CHARACTER' or 'pass'"),
    "return": ((ReturnCube,), "VW7.2", "'return CUBE'"),
    "choice": ((Exchange, Choose), "VW8.2", "'exchange ...' or 'choose move|silvos'"),
    "drift": ((Drift,), "VW8.2", "'drift CUBE POINT silvos|moves'"),
    "port-character": ((TakeCharacter, Pass), "VW8.2", "'take CHARACTER' or 'pass'"),
    "moves": ((MoveBoat, Pass), "VW8.2", "'move POINT' or 'pass'"),
    "offer": ((Offer, Pass), "VW8.3", "'offer PLAYER GIVE for GET' or 'pass'"),
    "answer": ((Answer, Counter), "VW8.3", "'accept', 'decline' or 'counter GIVE for GET'"),
}


def step_candidates(state: GameState, step: Step) -> list[Move]:
    """A superset of the legal moves resolving ``step`` (filtered by the engine)."""
    p, k = step.target, step.kind
    c = state.options.components
    near = graph(state).neighbours(state.boat)
    cubes = c.cube_ids
    if k == "keep":
        return [Keep(p, x) for x in state.players[p].hand]
    if k in ("character", "face", "port-character"):
        out: list[Move] = [TakeCharacter(p, x) for x in c.characters]
        return out if k == "character" else [*out, Pass(p)]
    if k == "overflow":
        return [Drift(p, x, pt) for x in cubes for pt in near]
    if k == "return":
        held = [x for x, n in zip(cubes, state.players[p].cubes, strict=True) if n] \
            if state.options.rato_returns == "any" else []
        return [ReturnCube(p, x) for x in sorted(set(state.players[p].hand) | set(held))]
    if k == "choice":
        others = [q for q in range(state.num_players) if q != p]
        choices: list[Move] = [Choose(p, "move"), Choose(p, "silvos")]
        return choices + [Exchange(p, q, g, t) for q in others for g in cubes for t in cubes]
    if k == "drift":
        return [Drift(p, x, pt, g) for x in cubes for pt in near for g in ("silvos", "moves")]
    if k == "moves":
        return [*(MoveBoat(p, pt) for pt in near), Pass(p)]
    if k == "offer":
        offers: list[Move] = [Pass(p)]
        if _offers_made(state, p) < FAMILY_OFFERS:
            mine = bundle_family(state, p)
            offers += [Offer(p, q, g, t) for q in range(state.num_players) if q != p
                       for g, t in _pairs(mine, bundle_family(state, q))]
        return offers
    answers: list[Move] = [Answer(p, True), Answer(p, False)]
    if _offers_made(state, p) < FAMILY_OFFERS:
        o = int(step.items[0])
        answers += [Counter(p, g, t) for g, t in _pairs(bundle_family(state, p),
                                                        bundle_family(state, o))]
    return answers


def _offers_made(state: GameState, p: int) -> int:
    return state.offers[p] if p < len(state.offers) else 0


def bundle_family(state: GameState, p: int) -> list[Bundle]:
    """The bundles of up to :data:`FAMILY_ITEMS` items that P``p`` holds (the empty
    bundle first): the sides of the offers that :func:`~vapor_willie.legal_moves`
    lists (VW8.3 ruling)."""
    pl = state.players[p]
    kinds = [(cube, n) for cube, n in zip(state.options.components.cube_ids, pl.cubes,
                                          strict=True) if n]
    out: list[Bundle] = []

    def grow(i: int, cubes: tuple[str, ...], room: int) -> None:
        if i == len(kinds):
            for s in range(min(room, pl.silvos) + 1):
                out.append(Bundle(cubes, s))
            return
        cube, n = kinds[i]
        for k in range(min(n, room) + 1):
            grow(i + 1, cubes + (cube,) * k, room - k)

    grow(0, (), FAMILY_ITEMS)
    return sorted(out, key=lambda b: (b.size, str(b)))


def _pairs(give: list[Bundle], get: list[Bundle]) -> list[tuple[Bundle, Bundle]]:
    """The offers of the family: not both sides empty, no cube type on both sides, and
    silvos on one side at most (the others trade an item for itself)."""
    return [(g, t) for g in give for t in get
            if not (g.is_empty and t.is_empty) and not (g.silvos and t.silvos)
            and not set(g.cubes) & set(t.cubes)]


def _lacks(state: GameState, p: int, bundle: Bundle) -> str | None:
    """Why P``p`` cannot give ``bundle``, or ``None``."""
    pl = state.players[p]
    if bundle.silvos > pl.silvos:
        return f"P{p} has {pl.silvos} silvos, not {bundle.silvos}"
    for cube in sorted(set(bundle.cubes)):
        i = cube_index(state.options, cube)
        if i < 0:
            return f"no cube type {cube!r}"
        need = bundle.cubes.count(cube)
        if pl.cubes[i] < need:
            return f"P{p} holds {pl.cubes[i]} {cube}, not {need}"
    return None


def _refuse_bundles(state: GameState, giver: int, give: Bundle, taker: int,
                    get: Bundle) -> Refusal | None:
    if give.is_empty and get.is_empty:
        return "VW8.3", "an offer of nothing for nothing exchanges nothing"
    why = _lacks(state, giver, give) or _lacks(state, taker, get)
    if why is not None:
        return "VW8.3", f"the offer cannot be honoured: {why}"
    if state.options.negotiation == "open":  # the 0.2.0 reading: silvos past the top lost
        return None
    top = state.options.components.track_max
    for who, gains in ((taker, give.silvos - get.silvos), (giver, get.silvos - give.silvos)):
        after = state.players[who].silvos + gains
        if gains > 0 and after > top:
            room = top - state.players[who].silvos
            return "VW8.3", (f"P{who} would have {after} silvos, past the top of the track "
                             f"({top}), and silvos past it are lost (VW6.1): P{who} has room "
                             f"for {room} more")
    return None


def _refuse_offer(state: GameState, p: int) -> Refusal | None:
    made = _offers_made(state, p)
    if made >= OFFER_LIMIT and state.options.negotiation == "bounded":
        return "VW8.3", (f"P{p} has made the {OFFER_LIMIT} offers a player may make while a "
                         "port card is open ('pass', or answer 'accept' or 'decline')")
    return None


def _give_bundle(state: GameState, src: int, dst: int, bundle: Bundle) -> GameState:
    if bundle.silvos:
        state = gain_silvos(gain_silvos(state, src, -bundle.silvos), dst, bundle.silvos)
    for cube in bundle.cubes:
        state = take_cube(drop_cube(state, src, cube), dst, cube)
    return state


def _count_offer(state: GameState, p: int) -> GameState:
    made = list(state.offers) + [0] * (state.num_players - len(state.offers))
    made[p] += 1
    return replace_state(state, offers=tuple(made))


def refuse_step(state: GameState, step: Step, move: Move) -> Refusal | None:
    """Why ``move`` does not resolve ``step``, or ``None``."""
    types, rule, usage = _STEP_MOVES[step.kind]
    if not isinstance(move, types):
        return "VW3.5", f"a {step.kind} step is pending ({rule}): expected {usage}"
    p, k = step.target, step.kind
    pl = state.players[p]
    c = state.options.components
    if isinstance(move, Keep):
        if move.card not in pl.hand:
            return rule, f"{move.card!r} is not among the cards drawn ({', '.join(pl.hand)})"
    elif isinstance(move, TakeCharacter):
        ch = move.character
        if ch not in c.characters:
            return "VW1.8", f"no character {ch!r}"
        if ch == pl.character:
            return rule, f"P{p} already holds the {ch}"
        if k != "port-character" and ch not in state.table:
            return rule, f"the {ch} is not on the table"
    elif isinstance(move, Drift):
        if (move.gain is None) != (k == "overflow"):
            return rule, ("the drift icon needs 'silvos' or 'moves'" if k == "drift"
                          else "a cube that does not fit gains nothing")
        if move.gain not in (None, "silvos", "moves"):
            return rule, f"unknown gain {move.gain!r}"
        if not lot_held(state, p, move.cube) or move.cube in LOTS:
            return rule, f"P{p} holds no {move.cube!r} cube"
        if move.point not in graph(state).neighbours(state.boat):
            return rule, f"point {move.point!r} is not linked to the boat's point {state.boat}"
    elif isinstance(move, ReturnCube):
        if move.cube not in pl.hand:
            if state.options.rato_returns == "any":
                if move.cube in LOTS or not lot_held(state, p, move.cube):
                    return rule, f"{move.cube!r} is neither among the cubes drawn " \
                                 f"({', '.join(pl.hand)}) nor on P{p}'s boat card"
            else:
                return rule, f"{move.cube!r} is not among the cubes drawn " \
                             f"({', '.join(pl.hand)})"
    elif isinstance(move, Choose):
        if move.option not in ("move", "silvos"):
            return rule, f"unknown option {move.option!r} (move, silvos)"
    elif isinstance(move, Offer):
        q = move.other
        if not 0 <= q < state.num_players or q == p:
            return rule, f"P{q} is not another player of the game"
        return _refuse_offer(state, p) or _refuse_bundles(state, p, move.give, q, move.get)
    elif isinstance(move, Counter):
        return _refuse_offer(state, p) or _refuse_bundles(state, p, move.give,
                                                          int(step.items[0]), move.get)
    elif isinstance(move, Answer):
        if move.accept:
            o = int(step.items[0])
            return _refuse_bundles(state, o, Bundle.parse(step.items[1]), p,
                                   Bundle.parse(step.items[2]))
    elif isinstance(move, Exchange):
        q = move.other
        if not 0 <= q < state.num_players or q == p:
            return rule, f"P{q} is not another player of the game"
        if move.give in LOTS or move.take in LOTS:
            return rule, "a forced exchange is one cube for one cube"
        if not lot_held(state, p, move.give):
            return rule, f"P{p} does not hold {move.give!r}"
        if not lot_held(state, q, move.take):
            return rule, f"P{q} does not hold {move.take!r}"
    elif isinstance(move, MoveBoat):
        if move.via is not None:
            return rule, "an extra move is not an ability"
        if move.point not in graph(state).neighbours(state.boat):
            return "VW4.1", f"point {move.point!r} is not linked to the boat's point {state.boat}"
    return None


def _transfer(state: GameState, src: int, dst: int, lot: str) -> GameState:
    if lot in LOTS:
        return gain_silvos(gain_silvos(state, src, -int(lot[0])), dst, int(lot[0]))
    return take_cube(drop_cube(state, src, lot), dst, lot)


def drift_cube(state: GameState, p: int, cube: str, point: str) -> GameState:
    """P``p`` sets one of their cubes adrift on ``point`` (VW5.2, VW6.2)."""
    state = drop_cube(state, p, cube)
    return replace_state(state, drifting=tuple(sorted(state.drifting + ((point, cube),))))


def apply_step(state: GameState, step: Step, move: Move) -> GameState:
    """The state after ``move`` resolves ``step`` (assumed legal)."""
    p = step.target
    state = pop(state)
    pl = state.players[p]
    if isinstance(move, Keep):
        hand = list(pl.hand)
        hand.remove(move.card)
        state = replace_state(state, objective_pile=tuple(sorted(state.objective_pile
                                                                 + tuple(hand))))
        return set_player(state, p, replace_player(
            pl, hand=(), objectives=tuple(sorted(pl.objectives + (move.card,)))))
    if isinstance(move, TakeCharacter):
        ch, old = move.character, pl.character
        owner = next((i for i, q in enumerate(state.players) if q.character == ch), None)
        if owner is None:
            table = [x for x in state.table if x != ch] + ([old] if old else [])
            order = state.options.components.characters
            state = replace_state(state, table=tuple(sorted(table, key=order.index)))
        else:  # VW8.2: taken from another player, who gets the one held in exchange
            state = set_player(state, owner, replace_player(state.players[owner], character=old))
        return set_player(state, p, replace_player(state.players[p], character=ch))
    if isinstance(move, Pass):
        if step.kind == "offer" and step.n + 1 < state.num_players:  # VW8.3
            return prepend(state, Step("offer", (p + 1) % state.num_players, step.n + 1))
        return state  # the rest of the step is given up
    if isinstance(move, Drift):
        state = drift_cube(state, p, move.cube, move.point)
        if move.gain is not None:  # VW6.2 option: turned into value like a cash
            state = replace_state(state, cashed=state.cashed + ((move.point, move.cube),))
        kind = state.options.components.cubes[cube_index(state.options, move.cube)]
        value = kind.silvos
        if state.options.drift_hay == "half" and kind.per > 1:  # VW6.3 option
            value //= kind.per
        if move.gain == "silvos":
            return gain_silvos(state, p, value)
        if move.gain == "moves":
            return prepend(state, Step("moves", p, value))
        return state
    if isinstance(move, ReturnCube):
        hand = list(pl.hand)
        if move.cube in hand:
            hand.remove(move.cube)
        else:  # VW7.2 option: a cube already held goes back, both drawn are kept
            pl = replace_player(pl, cubes=add_cube(pl.cubes, cube_index(state.options,
                                                                        move.cube), -1))
        state = to_bag(set_player(state, p, replace_player(pl, hand=())), move.cube)
        for cube in hand:
            state = take_cube(state, p, cube)
        return state
    if isinstance(move, Choose):
        if move.option == "move":
            return prepend(state, Step("moves", p, 1))
        return gain_silvos(state, p, 2)
    if isinstance(move, Exchange):
        return _transfer(_transfer(state, p, move.other, move.give), move.other, p, move.take)
    if isinstance(move, MoveBoat):
        return enter(prepend(state, Step("moves", p, step.n - 1)), p, move.point)
    if isinstance(move, Offer):  # VW8.3: answered, then the next player may offer
        return prepend(_count_offer(state, p),
                       Step("answer", move.other, items=(str(p), str(move.give),
                                                         str(move.get))),
                       Step("offer", (p + 1) % state.num_players, 0))
    if isinstance(move, Counter):
        return prepend(_count_offer(state, p),
                       Step("answer", int(step.items[0]), items=(str(p), str(move.give),
                                                                 str(move.get))))
    assert isinstance(move, Answer)
    if not move.accept:
        return state
    o, give, get = int(step.items[0]), Bundle.parse(step.items[1]), Bundle.parse(step.items[2])
    return _give_bundle(_give_bundle(state, o, p, give), p, o, get)
