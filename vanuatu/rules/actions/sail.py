"""R6.1 Sail: pay k Vatus (the Navigator: nothing) and move the boat k steps
over ocean tiles; with two players not onto the other boat (R10.1)."""

from __future__ import annotations

from ...moves import Sail
from ...state import GameState, PlayerState
from ..board import adjacency, space_name
from ..evolve import replace_player, with_player
from ..money import pay
from ..violation import Impossibility

RULE = "R6.1"


def destinations(state: GameState, p: int, steps: int) -> tuple[int, ...]:
    """Spaces a ``steps``-step sail can end on (R6.1; R10.1 for two players)."""
    b = adjacency(state)
    walks = b.walks if state.options.sail_revisit else b.simple_walks
    dests = walks[steps - 1][state.players[p].boat]
    if state.options.two_player:
        other = state.players[1 - p].boat  # the other player of two (R10.1)
        dests = tuple(d for d in dests if d != other)
    return dests


def options(state: GameState, p: int, bonus: bool) -> list[Sail]:
    """Every sail of ``p`` now (R6.1): each destination and step count, paid or
    (with the Navigator's bonus, R1.8) free."""
    pl = state.players[p]
    out: list[Sail] = []
    for k in range(1, state.options.components.sail_max_steps + 1):
        if pl.vatus < k and not bonus:
            break
        for d in destinations(state, p, k):
            if pl.vatus >= k:
                out.append(Sail(p, space_name(state, d), k))
            if bonus:
                out.append(Sail(p, space_name(state, d), k, True))
    return out


def bonus_changes(state: GameState, move: Sail) -> bool:
    """Whether the Navigator's free sail changes the sail: whenever the sail
    costs Vatus (R6.1, R1.8, R12.2)."""
    return move.steps > 0


def why_impossible(state: GameState, p: int) -> Impossibility:
    """Why ``p`` cannot sail (R6.1): no Vatu for one step, every reachable tile
    taken by the other boat (R10.1, two players), or no ocean tile to sail to."""
    if state.players[p].vatus < 1:
        return Impossibility(RULE, "no Vatu to pay for one step")
    if state.options.two_player:
        b = adjacency(state)
        if b.walks[0][state.players[p].boat]:
            return Impossibility("R10.1", "a boat may not end a sail on the other boat's tile")
    return Impossibility(RULE, "no ocean tile to sail to")


def why_unavailable(state: GameState, move: Sail) -> Impossibility:
    """Why ``move`` is not one of the sails listed now: a step count out of range
    or an unknown space (R6.1, R1.2), Vatus it cannot pay (R1.1), the other boat's
    tile (R10.1), or a destination not reachable in exactly that many steps over
    ocean tiles (R6.1)."""
    c = state.options.components
    p = move.player
    pl = state.players[p]
    if not 1 <= move.steps <= c.sail_max_steps:
        return Impossibility(RULE, f"a sail is 1 to {c.sail_max_steps} steps, not {move.steps}")
    if move.dest not in c.space_index:
        return Impossibility("R1.2", f"no space {move.dest!r} on the board")
    if not move.bonus and pl.vatus < move.steps:
        return Impossibility("R1.1", f"cannot pay {move.steps} Vatus with {pl.vatus}")
    d = c.space_index[move.dest]
    if state.options.two_player and d == state.players[1 - p].boat:
        return Impossibility("R10.1", "a boat may not end a sail on the other boat's tile")
    return Impossibility(
        RULE, f"{move.dest} cannot be reached in exactly {move.steps} steps over ocean tiles"
    )


def perform(state: GameState, move: Sail, pl: PlayerState, use: bool) -> GameState:
    """Move the boat to the destination, paying a Vatu a step unless the
    Navigator's bonus sails for free (R6.1, R1.8)."""
    if not use:  # the Navigator sails for free (R1.8)
        pl = pay(pl, move.steps, who=move.player, rule=RULE)
    pl = replace_player(pl, boat=state.options.components.space_index[move.dest])
    return with_player(state, move.player, pl)
