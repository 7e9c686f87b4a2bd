"""Readable text for positions and scores (used by the ``vanuatu replay`` and
``vanuatu play`` commands).

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> print(describe_state(game.state).splitlines()[0])
Round 1 of 8 · characters phase · P2 to act · First Player P2
"""

from __future__ import annotations

from collections.abc import Sequence

from ..components import ACTIONS, GOODS
from ..moves import CHANCE
from ..rules.characters import available
from ..rules.scoring import FinalScores, final_scores
from ..state import NOBODY, GameState, PlayerState, SpaceState

__all__ = ["describe_scores", "describe_state", "who_acts"]

_POSITIONS = ("top", "middle", "bottom")


def _player(p: int, names: Sequence[str]) -> str:
    if 0 <= p < len(names) and names[p]:
        return f"P{p} ({names[p]})"
    return f"P{p}"


def who_acts(state: GameState) -> str:
    """Who acts in ``state``, in words: ``"P2 to act"``, ``"chance to reveal"``
    or ``"game over"``."""
    if state.to_act == CHANCE:
        return "chance to reveal"
    if state.to_act == NOBODY:
        return "game over"
    return f"P{state.to_act} to act"


def _goods(counts: Sequence[int]) -> str:
    return " ".join(f"{g} {n}" for g, n in zip(GOODS, counts, strict=True) if n) or "none"


def _space_line(state: GameState, i: int, names: Sequence[str]) -> str:
    c = state.options.components
    name = c.spaces[i]
    tile = state.board[i]
    sp: SpaceState = state.spaces[i]
    if tile is None:
        parts = ["(empty)"]
    else:
        spec = c.tile(tile)
        parts = [f"{tile} ({spec.kind})"]
        if spec.is_island:
            parts.append(f"cubes: {_goods(sp.cubes)}")
            if sp.huts:
                parts.append("huts: " + " ".join(f"P{h}" for h in sp.huts))
            if sp.drawings:
                parts.append(f"drawings: {sp.drawings}")
            if sp.tourists:
                parts.append(f"tourists: {sp.tourists}")
        else:
            if sp.fish:
                parts.append(f"fish markers: {sp.fish}")
            if sp.treasure:
                parts.append(f"treasure markers: {sp.treasure}")
        if state.options.rising_waters:
            if sp.water:
                parts.append(f"water: {sp.water}")
            if sp.dikes:
                parts.append("dikes toward " + " ".join(c.spaces[d] for d in sp.dikes))
    boats = [_player(p, names) for p, pl in enumerate(state.players) if pl.boat == i]
    if boats:
        parts.append("boats: " + ", ".join(boats))
    return f"  {name:>5}  " + " · ".join(parts)


def _markers(markers: Sequence[int]) -> str:
    return ", ".join(f"{a.word} {n}" for a, n in zip(ACTIONS, markers, strict=False) if n) or "none"


def _player_line(state: GameState, p: int, pl: PlayerState, names: Sequence[str]) -> str:
    parts = [f"Vatus {pl.vatus}", f"PP {pl.pp}"]
    parts.append("fish tokens: " + (" ".join(map(str, pl.fish)) or "none"))
    parts.append("treasures: " + (" ".join(map(str, pl.treasures)) or "none"))
    parts.append(f"huts left {pl.huts_left}")
    if state.options.characters or pl.character:
        if pl.character:
            bonus = "bonus ready" if pl.bonus_ready else "bonus used"
            parts.append(f"character {pl.character} ({bonus})")
        else:
            parts.append("no character")
    parts.append(f"markers: {_markers(pl.markers)}")
    if pl.in_hand:
        parts.append(f"{pl.in_hand} in hand")
    if pl.rest_token:
        parts.append(f"rest token {pl.rest_token}")
    return f"  {_player(p, names)}: " + " · ".join(parts)


def describe_state(state: GameState, names: Sequence[str] = ()) -> str:
    """A multi-line description of every public and private part of a state:
    round, phase, who acts; the board space by space (tile, markers, cubes,
    huts by owner, drawings, tourists, boats); demand tiles and their fills;
    fish price and tourists; each player's holdings, markers and character;
    and the R8 score breakdown once the game is over.

    ``names`` are the players' names by seat, shown beside ``P0``, ``P1``...
    """
    c = state.options.components
    lines = [
        f"Round {state.round} of {c.rounds} · {state.phase.word} phase · {who_acts(state)}"
        + (f" · First Player P{state.first_player}" if state.first_player >= 0 else "")
    ]
    variants = state.options.variant_words
    if variants:
        lines.append("Variants: " + ", ".join(variants))
    tourists = f"tourists waiting {state.tourists_waiting}"
    if state.tourist_tile is not None:
        tourists += f" (tourist tile {state.tourist_tile})"
    lines.append(f"Fish price {state.fish_price} · {tourists}")
    upcoming = " ".join(state.upcoming) or "none"
    lines.append(
        f"Upcoming tiles: {upcoming} · {state.tiles_revealed} of {c.stack_size} stack tiles "
        f"revealed"
    )
    if state.flood_in is not None:
        lines.append(f"Rising Waters: the water rises after {state.flood_in} more actions")
    lines.append("Board:")
    lines.extend(_space_line(state, i, names) for i in range(len(c.spaces)))
    lines.append("Demand tiles:")
    if not state.demand_display:
        lines.append("  none")
    for pos, (tile, filled) in zip(_POSITIONS, state.demand_display, strict=False):
        wants = " ".join(GOODS[g] for g in c.demand_goods.get(tile, ()))
        got = " ".join(GOODS[g] for g in filled) or "nothing"
        lines.append(f"  {pos:<6}  #{tile}: {wants} · filled: {got}")
    lines.append("Action spaces:")
    for a in ACTIONS:
        stacks = [f"P{p} {pl.markers[a]}" for p, pl in enumerate(state.players) if pl.markers[a]]
        if state.neutral[a]:
            stacks.append(f"neutral {state.neutral[a]}")
        lines.append(f"  {a.word:<9}  " + (", ".join(stacks) or "-"))
    lines.append("Players:")
    lines.extend(_player_line(state, p, pl, names) for p, pl in enumerate(state.players))
    if state.offered:
        lines.append("Characters offered (R10.1): " + " ".join(state.offered))
    elif state.options.characters and not state.options.two_player:
        lines.append("Characters in the pool: " + " ".join(available(state)))
    if state.rest_available:
        lines.append("Rest tokens available: " + " ".join(state.rest_available))
    if state.is_over:
        lines.append("Final scores (R8):")
        lines.append(describe_scores(final_scores(state), names, state.options.rising_waters))
    return "\n".join(lines)


#: How the columns of :func:`describe_scores` combine, shown under the table.
SCORE_NOTE = (
    "  Total = In play + every R8 column. Fish PP (R8.1): the fish tokens left are sold at\n"
    "  1 Vatu per value, every full 10 Vatus make 5 PP (R1.1c); the Vatus left over score\n"
    "  in Vatus (R8.3), 1 PP per 3."
)

#: The line that replaces the ranks after a Rising Waters defeat.
DEFEAT_NOTE = "  defeat (R10.3): every player loses (three islands are submerged), so no ranks"


def describe_scores(
    scores: FinalScores, names: Sequence[str] = (), water: bool = False
) -> str:
    """The R8 breakdown as a table: one row per player with each scoring item,
    the total and the rank, then a line saying how the items combine
    (:data:`SCORE_NOTE`). After a Rising Waters defeat (R10.3) there is no
    rank column, and the last line says that every player lost.

    >>> import vanuatu
    >>> game = vanuatu.Game(players=3, seed=1)
    >>> print(describe_scores(game.final_scores()).splitlines()[0])  # doctest: +ELLIPSIS
      Player  In play  Fish PP (R8.1)  First (R8.2)  ...  Huts (R8.5)  Total  Rank
    """
    heads = ["Player", "In play", "Fish PP (R8.1)", "First (R8.2)", "Vatus (R8.3)",
             "Treasures (R8.4)", "Huts (R8.5)"]
    if water:
        heads.append("Water (R10.3)")
    heads.append("Total")
    if not scores.defeat:
        heads.append("Rank")
    rows = []
    for ln in scores.lines:
        row = [_player(ln.player, names), ln.pp_in_play, ln.fish, ln.first_player, ln.vatus,
               ln.treasures, ln.huts]
        if water:
            row.append(ln.water)
        row.append(ln.total)
        if not scores.defeat:
            row.append(ln.rank)
        rows.append([str(v) for v in row])
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(heads)]
    out = ["  " + "  ".join(h.ljust(w) if i == 0 else h.rjust(w)
                            for i, (h, w) in enumerate(zip(heads, widths, strict=True)))]
    for r in rows:
        out.append("  " + "  ".join(v.ljust(w) if i == 0 else v.rjust(w)
                                    for i, (v, w) in enumerate(zip(r, widths, strict=True))))
    out.append(SCORE_NOTE)
    if scores.defeat:
        out.append(DEFEAT_NOTE)
    return "\n".join(out)
