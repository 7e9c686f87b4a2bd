"""Readable text for positions and scores (used by the ``vanuatu replay`` and
``vanuatu play`` commands).

>>> import vanuatu
>>> game = vanuatu.Game(players=3, seed=1)
>>> print(describe_state(game.state).splitlines()[0])
Round 1 of 8 · characters phase · P2 to act · First Player P2
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.columns import columns
from tabletop.columns import left as pad_left
from tabletop.columns import right as pad_right

from ..components import ACTIONS, GOODS
from ..describe.language import action_word, character_word, good_name, ngettext, speaking
from ..describe.language import translate as _
from ..moves import CHANCE
from ..rules.characters import available
from ..rules.scoring import FinalScores, final_scores
from ..state import NOBODY, GameState, Phase, PlayerState, SpaceState
from ..translation import N_

__all__ = ["describe_scores", "describe_state", "who_acts"]

_POSITIONS = (N_("top"), N_("middle"), N_("bottom"))

#: The phases of a round by name (R3), as the position's first line says them.
_PHASES = {
    Phase.SETUP: N_("setup phase"),
    Phase.PREPARATION: N_("preparation phase"),
    Phase.NEUTRAL: N_("neutral markers phase"),
    Phase.CHARACTERS: N_("characters phase"),
    Phase.PLANNING: N_("planning phase"),
    Phase.ACTIONS: N_("actions phase"),
    Phase.REST: N_("rest phase"),
    Phase.OVER: N_("over phase"),
}
#: The rest tokens (R1.7) by name.
_TOKENS = {"first": N_("first"), "vatu": N_("vatu"), "point": N_("point"), "both": N_("both")}
#: The variants (R10) by their short names.
_VARIANTS = {"two-player": N_("two-player"), "no-characters": N_("no characters"),
             "rising-waters": N_("Rising Waters")}


def _player(p: int, names: Sequence[str]) -> str:
    if 0 <= p < len(names) and names[p]:
        return f"P{p} ({names[p]})"
    return f"P{p}"


def _token(token: str) -> str:
    return _(_TOKENS[token]) if token in _TOKENS else token


def who_acts(state: GameState, lang: str = "en") -> str:
    """Who acts in ``state``, in words of ``lang``: ``"P2 to act"``, ``"chance to
    reveal"`` or ``"game over"``."""
    with speaking(lang):
        if state.to_act == CHANCE:
            return _("chance to reveal")
        if state.to_act == NOBODY:
            return _("game over")
        return _("P{player} to act").format(player=state.to_act)


def _goods(counts: Sequence[int]) -> str:
    return " ".join(f"{good_name(g)} {n}" for g, n in zip(GOODS, counts, strict=True)
                    if n) or _("none")


def _space_line(state: GameState, i: int, names: Sequence[str]) -> str:
    c = state.options.components
    name = c.spaces[i]
    tile = state.board[i]
    sp: SpaceState = state.spaces[i]
    if tile is None:
        parts = [_("(empty)")]
    else:
        spec = c.tile(tile)
        kind = _("island") if spec.is_island else _("ocean")
        parts = [f"{tile} ({kind})"]
        if spec.is_island:
            parts.append(_("cubes: {goods}").format(goods=_goods(sp.cubes)))
            if sp.huts:
                parts.append(_("huts: {players}").format(
                    players=" ".join(f"P{h}" for h in sp.huts)))
            if sp.drawings:
                parts.append(_("drawings: {count}").format(count=sp.drawings))
            if sp.tourists:
                parts.append(_("tourists: {count}").format(count=sp.tourists))
        else:
            if sp.fish:
                parts.append(_("fish markers: {count}").format(count=sp.fish))
            if sp.treasure:
                parts.append(_("treasure markers: {count}").format(count=sp.treasure))
        if state.options.rising_waters:
            if sp.water:
                parts.append(_("water: {count}").format(count=sp.water))
            if sp.dikes:
                parts.append(_("dikes toward {spaces}").format(
                    spaces=" ".join(c.spaces[d] for d in sp.dikes)))
    boats = [_player(p, names) for p, pl in enumerate(state.players) if pl.boat == i]
    if boats:
        parts.append(_("boats: {players}").format(players=", ".join(boats)))
    return f"  {_pad(name, 5, False)}  " + " · ".join(parts)


def _markers(markers: Sequence[int]) -> str:
    return ", ".join(f"{action_word(a)} {n}" for a, n in zip(ACTIONS, markers, strict=False)
                     if n) or _("none")


def _player_line(state: GameState, p: int, pl: PlayerState, names: Sequence[str]) -> str:
    parts = [_("Vatus {count}").format(count=pl.vatus), _("PP {count}").format(count=pl.pp)]
    parts.append(_("fish tokens: {values}").format(
        values=" ".join(map(str, pl.fish)) or _("none")))
    parts.append(_("treasures: {values}").format(
        values=" ".join(map(str, pl.treasures)) or _("none")))
    parts.append(_("huts left {count}").format(count=pl.huts_left))
    if state.options.characters or pl.character:
        if pl.character:
            bonus = _("bonus ready") if pl.bonus_ready else _("bonus used")
            parts.append(_("character {character} ({bonus})").format(
                character=character_word(pl.character), bonus=bonus))
        else:
            parts.append(_("no character"))
    parts.append(_("markers: {markers}").format(markers=_markers(pl.markers)))
    if pl.in_hand:
        parts.append(_("{count} in hand").format(count=pl.in_hand))
    if pl.rest_token:
        parts.append(_("rest token {token}").format(token=_token(pl.rest_token)))
    return f"  {_player(p, names)}: " + " · ".join(parts)


def describe_state(state: GameState, names: Sequence[str] = (), lang: str = "en") -> str:
    """A multi-line description of every public and private part of a state:
    round, phase, who acts; the board space by space (tile, markers, cubes,
    huts by owner, drawings, tourists, boats); demand tiles and their fills;
    fish price and tourists; each player's holdings, markers and character;
    and the R8 score breakdown once the game is over.

    ``names`` are the players' names by seat, shown beside ``P0``, ``P1``...; ``lang``
    the language of the words (the tile names, spaces and ``P0`` stay as they are).
    """
    with speaking(lang):
        return _state_lines(state, names, lang)


def _state_lines(state: GameState, names: Sequence[str], lang: str) -> str:
    c = state.options.components
    head = _("Round {round} of {rounds} · {phase} · {who}").format(
        round=state.round, rounds=c.rounds, phase=_(_PHASES[state.phase]),
        who=who_acts(state, lang))
    if state.first_player >= 0:
        head += " · " + _("First Player P{player}").format(player=state.first_player)
    lines = [head]
    variants = state.options.variant_words
    if variants:
        lines.append(_("Variants: {variants}").format(variants=", ".join(
            _(_VARIANTS[v]) if v in _VARIANTS else v for v in variants)))
    tourists = _("tourists waiting {count}").format(count=state.tourists_waiting)
    if state.tourist_tile is not None:
        tourists += " " + _("(tourist tile {tile})").format(tile=state.tourist_tile)
    lines.append(_("Fish price {price} · {tourists}").format(price=state.fish_price,
                                                             tourists=tourists))
    lines.append(_("Upcoming tiles: {tiles} · {revealed} of {stack} stack tiles revealed").format(
        tiles=" ".join(state.upcoming) or _("none"), revealed=state.tiles_revealed,
        stack=c.stack_size))
    if state.flood_in is not None:
        lines.append(ngettext("Rising Waters: the water rises after {count} more action",
                              "Rising Waters: the water rises after {count} more actions",
                              state.flood_in).format(count=state.flood_in))
    lines.append(_("Board:"))
    lines.extend(_space_line(state, i, names) for i in range(len(c.spaces)))
    lines.append(_("Demand tiles:"))
    if not state.demand_display:
        lines.append("  " + _("none"))
    positions = [_(pos) for pos in _POSITIONS]
    width = max(columns(pos) for pos in positions)
    for pos, (tile, filled) in zip(positions, state.demand_display, strict=False):
        wants = " ".join(good_name(GOODS[g]) for g in c.demand_goods.get(tile, ()))
        got = " ".join(good_name(GOODS[g]) for g in filled) or _("nothing")
        lines.append(f"  {_pad(pos, width, True)}  #{tile}: {wants} · "
                     + _("filled: {goods}").format(goods=got))
    lines.append(_("Action spaces:"))
    actions = [action_word(a) for a in ACTIONS]
    width = max(9, *(columns(name) for name in actions))
    for a, name in zip(ACTIONS, actions, strict=True):
        stacks = [f"P{p} {pl.markers[a]}" for p, pl in enumerate(state.players) if pl.markers[a]]
        if state.neutral[a]:
            stacks.append(_("neutral {count}").format(count=state.neutral[a]))
        lines.append(f"  {_pad(name, width, True)}  " + (", ".join(stacks) or "-"))
    lines.append(_("Players:"))
    lines.extend(_player_line(state, p, pl, names) for p, pl in enumerate(state.players))
    if state.offered:
        lines.append(_("Characters offered (R10.1): {characters}").format(
            characters=" ".join(character_word(ch) for ch in state.offered)))
    elif state.options.characters and not state.options.two_player:
        lines.append(_("Characters in the pool: {characters}").format(
            characters=" ".join(character_word(ch) for ch in available(state))))
    if state.rest_available:
        lines.append(_("Rest tokens available: {tokens}").format(
            tokens=" ".join(_token(t) for t in state.rest_available)))
    if state.is_over:
        lines.append(_("Final scores (R8):"))
        lines.append(describe_scores(final_scores(state), names, state.options.rising_waters,
                                     lang))
    return "\n".join(lines)


#: How the columns of :func:`describe_scores` combine, shown under the table.
SCORE_NOTE = N_(
    "  Total = In play + every R8 column. Fish PP (R8.1): the fish tokens left are sold at\n"
    "  1 Vatu per value, every full 10 Vatus make 5 PP (R1.1c); the Vatus left over score\n"
    "  in Vatus (R8.3), 1 PP per 3."
)

#: The line that replaces the ranks after a Rising Waters defeat.
DEFEAT_NOTE = N_(
    "  defeat (R10.3): every player loses (three islands are submerged), so no ranks")


def describe_scores(
    scores: FinalScores, names: Sequence[str] = (), water: bool = False, lang: str = "en"
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
    with speaking(lang):
        return _score_table(scores, names, water)


def _score_table(scores: FinalScores, names: Sequence[str], water: bool) -> str:
    heads = [_("Player"), _("In play"), _("Fish PP (R8.1)"), _("First (R8.2)"),
             _("Vatus (R8.3)"), _("Treasures (R8.4)"), _("Huts (R8.5)")]
    if water:
        heads.append(_("Water (R10.3)"))
    heads.append(_("Total"))
    if not scores.defeat:
        heads.append(_("Rank"))
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
    widths = [max(columns(h), *(columns(r[i]) for r in rows)) for i, h in enumerate(heads)]
    out = ["  " + "  ".join(_pad(h, w, i == 0)
                            for i, (h, w) in enumerate(zip(heads, widths, strict=True)))]
    for r in rows:
        out.append("  " + "  ".join(_pad(v, w, i == 0)
                                    for i, (v, w) in enumerate(zip(r, widths, strict=True))))
    out.append(_(SCORE_NOTE))
    if scores.defeat:
        out.append(_(DEFEAT_NOTE))
    return "\n".join(out)


def _pad(text: str, width: int, left: bool) -> str:
    """``text`` padded to ``width`` terminal columns, on the right if ``left``."""
    return pad_left(text, width) if left else pad_right(text, width)
