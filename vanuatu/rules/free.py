"""Free actions (R7): treasure sales (one token or several at once, R12.12) and
the Beggar, by their owner, at any time while the game is not over, also on
another player's turn."""

from __future__ import annotations

from ..components import Character
from ..moves import Beg, SellTreasure
from ..state import GameState
from .actions.sell import choices
from .evolve import replace_player, with_player
from .money import gain
from .violation import Violation


def free_moves(state: GameState, p: int) -> list[SellTreasure | Beg]:
    pl = state.players[p]
    out: list[SellTreasure | Beg] = [SellTreasure(p, v) for v in sorted(set(pl.treasures))]
    if len(pl.treasures) > 1:  # several tokens in one sale (R12.12)
        out.extend(SellTreasure(p, vs) for vs in choices(pl.treasures) if len(vs) > 1)
    if pl.character == Character.BEGGAR and pl.bonus_ready:
        top = min(state.options.components.beggar_max, pl.pp)
        out.extend(Beg(p, k) for k in range(1, top + 1))
    return out


def refuse_free(state: GameState, move: SellTreasure | Beg) -> Violation | None:
    pl = state.players[move.player]
    if isinstance(move, SellTreasure):
        if not move.values:
            return Violation(move, "R7.1", "name at least one treasure token to sell")
        held = list(pl.treasures)
        for v in move.values:
            if v not in held:
                further = " (further)" if v in pl.treasures else ""
                return Violation(
                    move, "R7.1", f"P{move.player} holds no{further} treasure token of value {v}"
                )
            held.remove(v)
        return None
    if pl.character != Character.BEGGAR:
        who = pl.character or "without character"
        return Violation(move, "R7.2", f"only the Beggar may beg; P{move.player} is {who}")
    if not pl.bonus_ready:
        return Violation(move, "R7.2", "the Beggar's bonus was already used this round")
    top = state.options.components.beggar_max
    if not 1 <= move.amount <= top:
        return Violation(move, "R7.2", f"the Beggar exchanges 1 to {top} PP, not {move.amount}")
    if move.amount > pl.pp:
        return Violation(move, "R7.2", f"cannot exchange {move.amount} PP with {pl.pp} held")
    return None


def apply_free(state: GameState, move: SellTreasure | Beg) -> GameState:
    c = state.options.components
    pl = state.players[move.player]
    if isinstance(move, SellTreasure):
        left = list(pl.treasures)
        for v in move.values:
            left.remove(v)
        pl = replace_player(pl, treasures=tuple(left))
        pl = gain(pl, c, vatus=sum(move.values), who=move.player, rule="R7.1")
    else:
        pl = replace_player(pl, bonus_ready=False)
        pl = gain(pl, c, vatus=move.amount, pp=-move.amount, who=move.player, rule="R7.2")
    return with_player(state, move.player, pl)
