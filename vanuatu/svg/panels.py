"""The panels of :func:`vanuatu.svg.board` around the archipelago: the header
(round, phase, who acts, fish price, tourists, upcoming tiles, last move), the
action board with every marker stack, the demand tiles, and the players."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

import attrs

from ..components import ACTIONS, GOODS
from ..describe.language import (
    action_word,
    character_word,
    good_name,
    pgettext,
    rest_token_name,
    spoken,
)
from ..describe.language import translate as _
from ..moves import Explore, Fish, Move
from ..reference.cards import character_card
from ..state import GameState, Phase
from ..text.display import who_acts
from ..translation import N_
from .shapes import INK, Svg, cube, player_colour

__all__ = [
    "BOARD_HEIGHT",
    "PANEL_X",
    "View",
    "action_board",
    "characters_panel",
    "demand_tiles",
    "header",
    "last_move_spaces",
    "phase_name",
    "players_table",
    "public_text",
]

#: Where the panels on the right start, and where the board area ends.
PANEL_X = 705.0
BOARD_HEIGHT = 522.0
_POSITIONS = (N_("top"), N_("middle"), N_("bottom"))
#: Each phase as the header and the caption name it.
_PHASES = {
    Phase.SETUP: N_("setup phase"),
    Phase.PREPARATION: N_("preparation phase"),
    Phase.NEUTRAL: N_("neutral phase"),
    Phase.CHARACTERS: N_("characters phase"),
    Phase.PLANNING: N_("planning phase"),
    Phase.ACTIONS: N_("actions phase"),
    Phase.REST: N_("rest phase"),
    Phase.OVER: N_("over phase"),
}
#: The variants (R10) by their short names.
_VARIANTS = {"two-player": N_("two-player"), "no-characters": N_("no-characters"),
             "rising-waters": N_("rising-waters")}


def phase_name(phase: Phase) -> str:
    """``planning phase``, in the language of :func:`vanuatu.describe.language.speaking`."""
    return _(_PHASES[phase]) if phase in _PHASES else f"{phase.word} phase"


@attrs.frozen
class View:
    """What a picture may show: the state to draw (rest tokens of others
    removed), whose view it is, who holds a rest token, the token names that
    may be shown, and the available rest tokens when they may be shown."""

    state: GameState
    player: int | None
    rest_held: tuple[bool, ...]
    rest_shown: tuple[str | None, ...]
    rest_available: tuple[str, ...] | None
    reveal: bool


def _who(p: int, names: Sequence[str]) -> str:
    if 0 <= p < len(names) and names[p]:
        return f"P{p} {names[p]}"
    return f"P{p}"


def _whose_view(p: int, names: Sequence[str]) -> str:
    """``P1 Ana's view``; ``P0: your view`` when the seat is named "you" (in the
    language spoken)."""
    if 0 <= p < len(names) and names[p].strip().lower() in ("you", _("you").lower()):
        return _("P{player}: your view").format(player=p)
    return _("{player}'s view").format(player=_who(p, names))


def last_move_spaces(state: GameState, move: Move | None) -> frozenset[str]:
    """The spaces a move acted on, to outline them: its destination or island,
    a placed tile's space, the boat's space for fishing and exploring."""
    if move is None:
        return frozenset()
    out = set()
    for field in ("dest", "island", "space"):
        value = getattr(move, field, None)
        if isinstance(value, str):
            out.add(value)
    dike = getattr(move, "dike", None)
    if dike:
        out.update(dike)
    if isinstance(move, Fish | Explore) and 0 <= move.player < state.num_players:
        out.add(state.space_name(state.players[move.player].boat))
    return frozenset(out)


def public_text(move: Move, view: View) -> str:
    """The notation of ``move`` as the view may show it: the token of another
    player's Rest stays face down (R9)."""
    token = getattr(move, "token", None)
    if token is not None and not view.reveal and move.player != view.player:
        return _("P{player} rest (token face down)").format(player=move.player)
    return str(move)


def header(svg: Svg, view: View, last_move: Move | None, names: Sequence[str]) -> None:
    """Round, phase, who acts and the general supply, on two lines."""
    state = view.state
    c = state.options.components
    g = svg.group(None, None, id="header")
    first = (_(" · First Player P{player}").format(player=state.first_player)
             if state.first_player >= 0 else "")
    whose = _("public view") if view.player is None else _whose_view(view.player, names)
    if view.reveal:
        whose = _("everything shown")
    round_of = _("Round {round} of {rounds}").format(round=state.round, rounds=c.rounds)
    line = f"{round_of} · {phase_name(state.phase)} · {who_acts(state, spoken())}{first}"
    if state.is_over:
        over = (_("defeat: three islands submerged (R10.3)") if state.defeat
                else _("game over"))
        line = f"{round_of} · {over}{first}"
    svg.text(g, 16, 28, line, 21, weight="bold")
    if 0 <= state.to_act < state.num_players:
        fill, _ink = player_colour(state.to_act)
        svg.rect(g, 4, 12, 7, 20, fill, None)
    svg.text(g, WIDTH_RIGHT, 28, whose, 15, "end", fill="#555555")
    tile = ("" if state.tourist_tile is None
            else _(" (tile {tile})").format(tile=state.tourist_tile))
    upcoming = " ".join(
        f"{t} ({_(c.tile(t).kind)})" for t in state.upcoming) or _("none")
    words = [_("Fish price {price}").format(price=state.fish_price),
             _("tourists waiting {count}").format(count=state.tourists_waiting) + tile,
             _("upcoming tiles: {tiles}").format(tiles=upcoming),
             _("stack {revealed}/{size} revealed").format(revealed=state.tiles_revealed,
                                                         size=c.stack_size)]
    if state.options.variant_words:
        words.append(_("variants: {variants}").format(variants=", ".join(
            _(_VARIANTS[v]) if v in _VARIANTS else v for v in state.options.variant_words)))
    svg.text(g, 16, 54, " · ".join(words), 16)
    if state.flood_in is not None:
        svg.text(g, 16, 78, _("Rising Waters: the water rises after {count} more "
                              "action(s)").format(count=state.flood_in),
                 16, weight="bold", fill="#0b4f8a")
    if last_move is not None:
        svg.text(g, 16, BOARD_HEIGHT - 4,
                 _("Last move: {move}").format(move=public_text(last_move, view)), 16,
                 weight="bold", title=_("the move that led to this position"))


WIDTH_RIGHT = 1170.0


def action_board(svg: Svg, view: View, last_move: Move | None) -> None:
    """The nine action spaces, each with its marker stacks (R4.1, R10.1)."""
    state = view.state
    g = svg.group(None, None, id="action-board")
    x0, y0, row = PANEL_X, 72.0, 27.0
    svg.text(g, x0, y0, _("Action board"), 17, weight="bold")
    marked = getattr(last_move, "action", None)
    for k, action in enumerate(ACTIONS):
        y = y0 + 8 + k * row
        done = bool(state.resolved >> int(action) & 1)
        fill = "#fff3b0" if marked == action else ("#eeeeee" if done else "#fafafa")
        svg.rect(g, x0, y, WIDTH_RIGHT - x0, row - 3, fill, "#bbbbbb", stroke_width=0.8,
                 data_action=action.word)
        word = action_word(action)
        svg.text(g, x0 + 8, y + 18, word, 15, weight="bold",
                 fill="#595959" if done else INK)
        if done:  # after the name, however long in its language (at most "Transportar")
            svg.text(g, x0 + max(104.0, 12 + 9.5 * len(word)), y + 18, "✓", 15,
                     fill="#555555",
                     title=_("resolved this round"))
        stacks = [(p, pl.markers[action]) for p, pl in enumerate(state.players)
                  if pl.markers[action]]
        if state.neutral[action]:
            stacks.append((-1, state.neutral[action]))
        x = x0 + 130
        for p, n in stacks:
            who = _("neutral") if p < 0 else f"P{p}"
            fill_p, ink = player_colour(p)
            label = f"N×{n}" if p < 0 else f"P{p}×{n}"
            svg.rect(g, x, y + 2, 58, row - 7, fill_p, INK, _(
                "{who}: {count} marker(s) on {action}").format(
                who=who, count=n, action=action_word(action)), rx=4, stroke_width=0.8)
            svg.text(g, x + 29, y + 17, label, 14, "middle", "bold", ink)
            x += 64


def characters_panel(svg: Svg, view: View) -> None:
    """Phase II in the place of the action board (whose spaces are all empty
    then): every character of the pool (R3.8), each one free to take marked
    ``data-character``, each one held shown with its holder."""
    state = view.state
    c = state.options.components
    g = svg.group(None, None, id="characters")
    x0, y0 = PANEL_X, 72.0
    svg.text(g, x0, y0, _("Characters (R3.8)"), 17, weight="bold")
    holder = {str(p.character): k for k, p in enumerate(state.players) if p.character}
    pool = c.characters
    width = (WIDTH_RIGHT - x0) / 3
    for k, ch in enumerate(str(x) for x in pool):
        x = x0 + (k % 3) * width
        y = y0 + 8 + (k // 3) * 32
        who = holder.get(ch)
        if who is None:
            card = character_card(ch, spoken())
            svg.rect(g, x, y, width - 6, 28, "#fafafa", "#5b6b78",
                     _("{character}: free to take. {when} {text}").format(
                         character=character_word(ch), when=card.when, text=card.text),
                     rx=4, stroke_width=0.8, data_character=ch)
            svg.text(g, x + 8, y + 19, character_word(ch), 15, weight="bold")
        else:
            svg.rect(g, x, y, width - 6, 28, "#e4e4e4", "#bbbbbb",
                     _("{character}: held by P{player}").format(character=character_word(ch),
                                                                player=who),
                     rx=4, stroke_width=0.8)
            svg.text(g, x + 8, y + 19, f"{character_word(ch)} P{who}", 15, fill="#4d4d4d")


def demand_tiles(svg: Svg, view: View) -> None:
    """The displayed demand tiles, top to bottom, with their filled slots (R1.5, R6.6)."""
    state = view.state
    c = state.options.components
    g = svg.group(None, None, id="demand")
    x0, y0 = PANEL_X, 340.0
    svg.text(g, x0, y0, _("Demand tiles"), 17, weight="bold")
    for k, (tile, filled) in enumerate(state.demand_display):
        y = y0 + 10 + k * 32
        wants = c.demand_goods.get(tile, ())
        full = len(filled) >= len(wants)
        svg.rect(g, x0, y, 250, 28, "#e8f4e0" if full else "#fafafa", "#bbbbbb",
                 stroke_width=0.8)
        pos = _(_POSITIONS[k]) if k < len(_POSITIONS) else str(k)
        svg.text(g, x0 + 8, y + 19, f"{pos} #{tile}", 15)
        left = list(filled)
        for s, good in enumerate(wants):
            x = x0 + 130 + s * 24
            if good in left:
                left.remove(good)
                cube(svg, g, x, y + 14, good, _(
                    "{good} delivered to demand tile #{tile}").format(
                    good=good_name(GOODS[good]), tile=tile), 17)
            else:
                svg.rect(g, x - 8.5, y + 5.5, 17, 17, "none", "#666666",
                         _("{good} wanted by demand tile #{tile}").format(
                             good=good_name(GOODS[good]), tile=tile),
                         stroke_dasharray="3 2", data_good=GOODS[good])
                svg.text(g, x, y + 19, GOODS[good][0].upper(), 12, "middle", fill="#666666")
        if full:
            svg.text(g, x0 + 210, y + 19, _("full"), 13, "middle", "bold", "#2b6b00")
    _general(svg, g, view, x0 + 262, y0)


def _general(svg: Svg, g: ET.Element, view: View, x: float, y: float) -> None:
    state = view.state
    c = state.options.components
    svg.text(g, x, y, _("Fish price"), 17, weight="bold")
    for k, price in enumerate(c.fish_price_track):
        bx = x + k * 34
        here = price == state.fish_price
        svg.rect(g, bx, y + 10, 28, 28, "#F0E442" if here else "#fafafa", INK,
                 (_("fish price {price} (now)") if here
                  else _("fish price {price}")).format(price=price),
                 stroke_width=2.5 if here else 0.8)
        svg.text(g, bx + 14, y + 30, str(price), 16, "middle", "bold" if here else None)
    lines: list[str | tuple[str, list[str]]] = [
        _("Tourists waiting: {count}").format(count=state.tourists_waiting)]
    if state.offered:
        offered = [str(ch) for ch in state.offered]
        lines.extend(_offered_lines(_("Offered: "), offered))
    if view.rest_available is not None:
        tokens = [rest_token_name(t) for t in view.rest_available]
        lines.append(_("Rest tokens: {tokens}").format(tokens=" ".join(tokens[:2]) or _("none")))
        if tokens[2:]:
            lines.append("  " + " ".join(tokens[2:]))
    else:
        free = len(state.options.components.rest_tokens) - sum(view.rest_held)
        lines.append(_("Rest tokens: {count} face down").format(count=free))
    for k, line in enumerate(lines):
        if isinstance(line, str):
            svg.text(g, x, y + 60 + k * 22, line, 15)
        else:
            _characters(svg, svg.text(g, x, y + 60 + k * 22, line[0], 15), line[1])


#: The characters of a line of the offered ones, at most (their names' length).
_LINE = 26


def _offered_lines(head: str, offered: list[str]) -> list[tuple[str, list[str]]]:
    """The lines of the offered characters: in English two after ``head``, then three
    a line; in another language as many as their names fit in the panel's width."""
    if spoken() == "en":
        out = [(head, offered[:2])]
        out.extend(("  ", offered[k:k + 3]) for k in range(2, len(offered), 3))
        return out
    lines: list[tuple[str, list[str]]] = [(head, [])]
    used = len(head)
    for name in offered:
        size = len(character_word(name)) + 1
        if lines[-1][1] and used + size > _LINE:
            lines.append(("  ", []))
            used = 2
        lines[-1][1].append(name)
        used += size
    return lines


def _characters(svg: Svg, node: ET.Element, names: list[str]) -> None:
    """Character names as ``<tspan data-character=...>`` after the text of
    ``node``: the same line as plain words, each name a place a page can hook."""
    for n, name in enumerate(names):
        span = svg.el(node, "tspan", data_character=name)
        span.text = character_word(name)
        span.tail = " " if n < len(names) - 1 else None


_COLUMNS = ((N_("Player"), 16.0), (N_("Vatus"), 205.0), (N_("PP"), 268.0),
            (N_("Fish tokens"), 322.0), (N_("Treasures"), 442.0), (N_("Huts left"), 548.0),
            (N_("Character"), 638.0), (N_("Rest"), 855.0), (N_("Markers"), 962.0))


def players_table(svg: Svg, view: View, names: Sequence[str], y0: float) -> None:
    """One row per player: Vatus, PP, fish and treasure tokens, huts left,
    character and bonus, rest token (face down unless it may be shown),
    markers on the board and in hand."""
    state = view.state
    g = svg.group(None, None, id="players")
    svg.rect(g, 8, y0, WIDTH_RIGHT, 28, "#e9eef2", None)
    for title, x in _COLUMNS:
        heading = pgettext("players table", "Rest") if title == "Rest" else _(title)
        svg.text(g, x, y0 + 20, heading, 15, weight="bold")
    for p, pl in enumerate(state.players):
        y = y0 + 30 + p * 40
        fill, ink = player_colour(p)
        row = svg.group(g, None, class_="player", data_player=str(p))
        if p == state.to_act:
            svg.rect(row, 8, y, WIDTH_RIGHT, 38, "#fff3b0", None, _("to act"))
        svg.rect(row, 16, y + 6, 26, 26, fill, INK, _("P{player}'s colour").format(player=p),
                 rx=5)
        svg.text(row, 29, y + 25, str(p), 16, "middle", "bold", ink)
        who = _who(p, names)
        short = who if len(who) <= 17 else who[:16] + "…"
        svg.text(row, 50, y + 25, short, 17 if len(short) <= 12 else 13, weight="bold",
                 title=who)
        cells = [str(pl.vatus), str(pl.pp), " ".join(map(str, pl.fish)) or "–",
                 " ".join(map(str, pl.treasures)) or "–", str(pl.huts_left)]
        for (_title, x), text in zip(_COLUMNS[1:6], cells, strict=True):
            svg.text(row, x, y + 25, text, 17)
        character = character_word(str(pl.character)) if pl.character else "–"
        if pl.character:
            character += _(" (bonus ready)") if pl.bonus_ready else _(" (bonus used)")
        svg.text(row, _COLUMNS[6][1], y + 25, character, 15)
        _rest(svg, row, view, p, _COLUMNS[7][1], y)
        on = sum(pl.markers)
        markers = _("{count} placed").format(count=on) + (
            _(", {count} in hand").format(count=pl.in_hand) if pl.in_hand else "")
        if state.phase in (Phase.PLANNING, Phase.ACTIONS) or on or pl.in_hand:
            svg.text(row, _COLUMNS[8][1], y + 25, markers, 15)


def _rest(svg: Svg, row: ET.Element, view: View, p: int, x: float, y: float) -> None:
    if not view.rest_held[p]:
        svg.text(row, x, y + 25, "–", 17)
        return
    token = view.rest_shown[p]
    if token is None:
        svg.rect(row, x, y + 6, 40, 26, "#3d3d3d", INK,
                 _("P{player} holds a rest token, face down (R9)").format(player=p), rx=4)
        svg.text(row, x + 20, y + 25, "?", 17, "middle", "bold", "#ffffff")
    else:
        svg.rect(row, x, y + 6, 80, 26, "#ffffff", INK, _("P{player}'s rest token: {token}").format(
            player=p, token=rest_token_name(token)), rx=4)
        svg.text(row, x + 40, y + 25, rest_token_name(token), 15, "middle", "bold")

