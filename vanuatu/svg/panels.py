"""The panels of :func:`vanuatu.svg.board` around the archipelago: the header
(round, phase, who acts, fish price, tourists, upcoming tiles, last move), the
action board with every marker stack, the demand tiles, and the players."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

import attrs

from ..components import ACTIONS, GOODS
from ..moves import Explore, Fish, Move
from ..reference.cards import character_card
from ..state import GameState, Phase
from ..text.display import who_acts
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
    "players_table",
    "public_text",
]

#: Where the panels on the right start, and where the board area ends.
PANEL_X = 705.0
BOARD_HEIGHT = 522.0
_POSITIONS = ("top", "middle", "bottom")


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
    """``P1 Ana's view``; ``P0: your view`` when the seat is named "you"."""
    if 0 <= p < len(names) and names[p].strip().lower() == "you":
        return f"P{p}: your view"
    return f"{_who(p, names)}'s view"


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
        return f"P{move.player} rest (token face down)"
    return str(move)


def header(svg: Svg, view: View, last_move: Move | None, names: Sequence[str]) -> None:
    """Round, phase, who acts and the general supply, on two lines."""
    state = view.state
    c = state.options.components
    g = svg.group(None, None, id="header")
    first = f" · First Player P{state.first_player}" if state.first_player >= 0 else ""
    whose = "public view" if view.player is None else _whose_view(view.player, names)
    if view.reveal:
        whose = "everything shown"
    line = (f"Round {state.round} of {c.rounds} · {state.phase.word} phase · "
            f"{who_acts(state)}{first}")
    if state.is_over:
        over = "defeat: three islands submerged (R10.3)" if state.defeat else "game over"
        line = f"Round {state.round} of {c.rounds} · {over}{first}"
    svg.text(g, 16, 28, line, 21, weight="bold")
    if 0 <= state.to_act < state.num_players:
        fill, _ = player_colour(state.to_act)
        svg.rect(g, 4, 12, 7, 20, fill, None)
    svg.text(g, WIDTH_RIGHT, 28, whose, 15, "end", fill="#555555")
    tile = "" if state.tourist_tile is None else f" (tile {state.tourist_tile})"
    upcoming = " ".join(
        f"{t} ({c.tile(t).kind})" for t in state.upcoming) or "none"
    words = [f"Fish price {state.fish_price}", f"tourists waiting {state.tourists_waiting}{tile}",
             f"upcoming tiles: {upcoming}",
             f"stack {state.tiles_revealed}/{c.stack_size} revealed"]
    if state.options.variant_words:
        words.append("variants: " + ", ".join(state.options.variant_words))
    svg.text(g, 16, 54, " · ".join(words), 16)
    if state.flood_in is not None:
        svg.text(g, 16, 78, f"Rising Waters: the water rises after {state.flood_in} more "
                 f"action(s)", 16, weight="bold", fill="#0b4f8a")
    if last_move is not None:
        svg.text(g, 16, BOARD_HEIGHT - 4, f"Last move: {public_text(last_move, view)}", 16,
                 weight="bold", title="the move that led to this position")


WIDTH_RIGHT = 1170.0


def action_board(svg: Svg, view: View, last_move: Move | None) -> None:
    """The nine action spaces, each with its marker stacks (R4.1, R10.1)."""
    state = view.state
    g = svg.group(None, None, id="action-board")
    x0, y0, row = PANEL_X, 72.0, 27.0
    svg.text(g, x0, y0, "Action board", 17, weight="bold")
    marked = getattr(last_move, "action", None)
    for k, action in enumerate(ACTIONS):
        y = y0 + 8 + k * row
        done = bool(state.resolved >> int(action) & 1)
        fill = "#fff3b0" if marked == action else ("#eeeeee" if done else "#fafafa")
        svg.rect(g, x0, y, WIDTH_RIGHT - x0, row - 3, fill, "#bbbbbb", stroke_width=0.8,
                 data_action=action.word)
        svg.text(g, x0 + 8, y + 18, action.word, 15, weight="bold",
                 fill="#595959" if done else INK)
        if done:
            svg.text(g, x0 + 104, y + 18, "✓", 15, fill="#555555",
                     title="resolved this round")
        stacks = [(p, pl.markers[action]) for p, pl in enumerate(state.players)
                  if pl.markers[action]]
        if state.neutral[action]:
            stacks.append((-1, state.neutral[action]))
        x = x0 + 130
        for p, n in stacks:
            who = "neutral" if p < 0 else f"P{p}"
            fill_p, ink = player_colour(p)
            label = f"N×{n}" if p < 0 else f"P{p}×{n}"
            svg.rect(g, x, y + 2, 58, row - 7, fill_p, INK, f"{who}: {n} marker(s) on "
                     f"{action.word}", rx=4, stroke_width=0.8)
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
    svg.text(g, x0, y0, "Characters (R3.8)", 17, weight="bold")
    holder = {str(p.character): k for k, p in enumerate(state.players) if p.character}
    pool = c.characters
    width = (WIDTH_RIGHT - x0) / 3
    for k, ch in enumerate(str(x) for x in pool):
        x = x0 + (k % 3) * width
        y = y0 + 8 + (k // 3) * 32
        who = holder.get(ch)
        if who is None:
            card = character_card(ch)
            svg.rect(g, x, y, width - 6, 28, "#fafafa", "#5b6b78",
                     f"{ch}: free to take. {card.when} {card.text}",
                     rx=4, stroke_width=0.8, data_character=ch)
            svg.text(g, x + 8, y + 19, ch, 15, weight="bold")
        else:
            svg.rect(g, x, y, width - 6, 28, "#e4e4e4", "#bbbbbb", f"{ch}: held by P{who}",
                     rx=4, stroke_width=0.8)
            svg.text(g, x + 8, y + 19, f"{ch} P{who}", 15, fill="#4d4d4d")


def demand_tiles(svg: Svg, view: View) -> None:
    """The displayed demand tiles, top to bottom, with their filled slots (R1.5, R6.6)."""
    state = view.state
    c = state.options.components
    g = svg.group(None, None, id="demand")
    x0, y0 = PANEL_X, 340.0
    svg.text(g, x0, y0, "Demand tiles", 17, weight="bold")
    for k, (tile, filled) in enumerate(state.demand_display):
        y = y0 + 10 + k * 32
        wants = c.demand_goods.get(tile, ())
        full = len(filled) >= len(wants)
        svg.rect(g, x0, y, 250, 28, "#e8f4e0" if full else "#fafafa", "#bbbbbb",
                 stroke_width=0.8)
        pos = _POSITIONS[k] if k < len(_POSITIONS) else str(k)
        svg.text(g, x0 + 8, y + 19, f"{pos} #{tile}", 15)
        left = list(filled)
        for s, good in enumerate(wants):
            x = x0 + 130 + s * 24
            if good in left:
                left.remove(good)
                cube(svg, g, x, y + 14, good, f"{GOODS[good]} delivered to demand tile #{tile}",
                     17)
            else:
                svg.rect(g, x - 8.5, y + 5.5, 17, 17, "none", "#666666",
                         f"{GOODS[good]} wanted by demand tile #{tile}",
                         stroke_dasharray="3 2", data_good=GOODS[good])
                svg.text(g, x, y + 19, GOODS[good][0].upper(), 12, "middle", fill="#666666")
        if full:
            svg.text(g, x0 + 210, y + 19, "full", 13, "middle", "bold", "#2b6b00")
    _general(svg, g, view, x0 + 262, y0)


def _general(svg: Svg, g: ET.Element, view: View, x: float, y: float) -> None:
    state = view.state
    c = state.options.components
    svg.text(g, x, y, "Fish price", 17, weight="bold")
    for k, price in enumerate(c.fish_price_track):
        bx = x + k * 34
        here = price == state.fish_price
        svg.rect(g, bx, y + 10, 28, 28, "#F0E442" if here else "#fafafa", INK,
                 f"fish price {price}" + (" (now)" if here else ""),
                 stroke_width=2.5 if here else 0.8)
        svg.text(g, bx + 14, y + 30, str(price), 16, "middle", "bold" if here else None)
    lines: list[str | tuple[str, list[str]]] = [f"Tourists waiting: {state.tourists_waiting}"]
    if state.offered:
        offered = [str(ch) for ch in state.offered]
        lines.append(("Offered: ", offered[:2]))
        for k in range(2, len(offered), 3):
            lines.append(("  ", offered[k:k + 3]))
    if view.rest_available is not None:
        tokens = list(view.rest_available)
        lines.append("Rest tokens: " + (" ".join(tokens[:2]) or "none"))
        if tokens[2:]:
            lines.append("  " + " ".join(tokens[2:]))
    else:
        free = len(state.options.components.rest_tokens) - sum(view.rest_held)
        lines.append(f"Rest tokens: {free} face down")
    for k, line in enumerate(lines):
        if isinstance(line, str):
            svg.text(g, x, y + 60 + k * 22, line, 15)
        else:
            _characters(svg, svg.text(g, x, y + 60 + k * 22, line[0], 15), line[1])


def _characters(svg: Svg, node: ET.Element, names: list[str]) -> None:
    """Character names as ``<tspan data-character=...>`` after the text of
    ``node``: the same line as plain words, each name a place a page can hook."""
    for n, name in enumerate(names):
        span = svg.el(node, "tspan", data_character=name)
        span.text = name
        span.tail = " " if n < len(names) - 1 else None


_COLUMNS = (("Player", 16.0), ("Vatus", 205.0), ("PP", 268.0), ("Fish tokens", 322.0),
            ("Treasures", 442.0), ("Huts left", 548.0), ("Character", 638.0),
            ("Rest", 855.0), ("Markers", 962.0))


def players_table(svg: Svg, view: View, names: Sequence[str], y0: float) -> None:
    """One row per player: Vatus, PP, fish and treasure tokens, huts left,
    character and bonus, rest token (face down unless it may be shown),
    markers on the board and in hand."""
    state = view.state
    g = svg.group(None, None, id="players")
    svg.rect(g, 8, y0, WIDTH_RIGHT, 28, "#e9eef2", None)
    for title, x in _COLUMNS:
        svg.text(g, x, y0 + 20, title, 15, weight="bold")
    for p, pl in enumerate(state.players):
        y = y0 + 30 + p * 40
        fill, ink = player_colour(p)
        row = svg.group(g, None, class_="player", data_player=str(p))
        if p == state.to_act:
            svg.rect(row, 8, y, WIDTH_RIGHT, 38, "#fff3b0", None, "to act")
        svg.rect(row, 16, y + 6, 26, 26, fill, INK, f"P{p}'s colour", rx=5)
        svg.text(row, 29, y + 25, str(p), 16, "middle", "bold", ink)
        who = _who(p, names)
        short = who if len(who) <= 17 else who[:16] + "…"
        svg.text(row, 50, y + 25, short, 17 if len(short) <= 12 else 13, weight="bold",
                 title=who)
        cells = [str(pl.vatus), str(pl.pp), " ".join(map(str, pl.fish)) or "–",
                 " ".join(map(str, pl.treasures)) or "–", str(pl.huts_left)]
        for (_, x), text in zip(_COLUMNS[1:6], cells, strict=True):
            svg.text(row, x, y + 25, text, 17)
        character = str(pl.character) if pl.character else "–"
        if pl.character:
            character += " (bonus ready)" if pl.bonus_ready else " (bonus used)"
        svg.text(row, _COLUMNS[6][1], y + 25, character, 15)
        _rest(svg, row, view, p, _COLUMNS[7][1], y)
        on = sum(pl.markers)
        markers = f"{on} placed" + (f", {pl.in_hand} in hand" if pl.in_hand else "")
        if state.phase in (Phase.PLANNING, Phase.ACTIONS) or on or pl.in_hand:
            svg.text(row, _COLUMNS[8][1], y + 25, markers, 15)


def _rest(svg: Svg, row: ET.Element, view: View, p: int, x: float, y: float) -> None:
    if not view.rest_held[p]:
        svg.text(row, x, y + 25, "–", 17)
        return
    token = view.rest_shown[p]
    if token is None:
        svg.rect(row, x, y + 6, 40, 26, "#3d3d3d", INK, f"P{p} holds a rest token, face down "
                 "(R9)", rx=4)
        svg.text(row, x + 20, y + 25, "?", 17, "middle", "bold", "#ffffff")
    else:
        svg.rect(row, x, y + 6, 80, 26, "#ffffff", INK, f"P{p}'s rest token: {token}", rx=4)
        svg.text(row, x + 40, y + 25, token, 15, "middle", "bold")

