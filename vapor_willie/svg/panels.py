"""The panels of the picture beside the river: each player's holds, silvo track,
character and objective cards (face down where the viewer may not see them, VW12), and
the table: the bag, the characters, the open port card and what is pending."""

from __future__ import annotations

from ..names import name
from ..observe import HIDDEN
from ..state import GameState
from ..translation import translate as _
from .shapes import HEIGHT, PLAYER_COLOURS, draw_card, draw_cube, esc, text_width

__all__ = ["objective_card", "player_panels", "table_panel"]


def objective_card(state: GameState, card: str, x: float, y: float, done: bool = False,
                   lang: str = "en") -> str:
    """The objective card ``card`` (face down when :data:`~vapor_willie.observe.HIDDEN`,
    saying so in ``lang``)."""
    if card == HIDDEN:
        return draw_card(x, y, "?", _("objective", lang), False)
    try:
        o = state.options.components.objective(card)
    except KeyError:
        return draw_card(x, y, card, "", True, done)
    items = " ".join(f"{n}{cube[:2]}" for cube, n in o.items)
    return draw_card(x, y, f"{card} {'*' * o.stars}", items, True, done)


def player_panels(state: GameState, seen: GameState, viewer: int | None,
                  lang: str = "en") -> list[str]:
    """A panel for every player of ``seen`` (``state`` as ``viewer`` sees it), its words
    in ``lang``."""
    c = state.options.components
    out = []
    x0, top = 655, 20
    h = min(148, (HEIGHT - 30) // max(1, state.num_players))
    holds = c.boat(state.options.boat).holds
    for i, p in enumerate(seen.players):
        y = top + i * h
        colour = PLAYER_COLOURS[i % 4]
        acting = state.to_act == i
        out.append(f'<g class="player" data-player="{i}"><rect x="{x0}" y="{y}" width="315" '
                   f'height="{h - 8}" rx="8" fill="{"#fff7d6" if acting else "#fafafa"}" '
                   f'stroke="{colour}" stroke-width="{3 if acting else 1.5}"/>')
        who = (_("P{n} - you", lang) if viewer == i else "P{n}").format(n=i)
        if acting:
            who = _("{player} (to act)", lang).format(player=who)
        out.append(f'<text x="{x0 + 10}" y="{y + 18}" class="name" fill="{colour}">'
                   f'{esc(who)}</text>')
        held = name("character", p.character, lang) if p.character else "-"
        character = _("character: {name}", lang).format(name=held)
        out.append(f'<text x="{x0 + 150}" y="{y + 18}" class="small">'
                   f'{esc(character)}</text>')
        # silvo track
        lo, hi = c.track_min, c.track_max
        for s in range(lo, hi + 1):
            cx = x0 + 10 + (s - lo) * 19
            on = s == p.silvos
            out.append(f'<rect x="{cx}" y="{y + 26}" width="17" height="15" rx="2" '
                       f'fill="{colour if on else "#e8eef3"}" stroke="#8aa"/>'
                       f'<text x="{cx + 8.5}" y="{y + 37}" class="tiny" text-anchor="middle" '
                       f'fill="{"#fff" if on else "#567"}">{s}</text>')
        silvos = _("silvos", lang)
        out.append(f'<text x="{x0 + 10 + (hi - lo + 1) * 19 + 4}" y="{y + 38}" class="tiny">'
                   f'{esc(silvos)}</text>')
        # holds and cubes: pairs of one type in the holds of two, then one cube a hold
        counts = dict(zip(c.cube_ids, p.cubes, strict=True))
        hx = x0 + 10
        for size in holds:
            out.append(f'<rect x="{hx}" y="{y + 47}" width="{16 * size + 4}" height="20" '
                       f'rx="3" fill="#efe3cf" stroke="#a08560"/>')
            pick = [t for t in sorted(counts, key=lambda t: -counts[t]) if counts[t]]
            if pick:
                t = pick[0]
                n = min(size, counts[t])
                for k in range(n):
                    out.append(draw_cube(state, t, hx + 2 + 16 * k, y + 51, lang=lang))
                counts[t] -= n
            hx += 16 * size + 8
        extra = [t for t, n in counts.items() for _ in range(n)]
        for k, cube in enumerate(extra):
            out.append(draw_cube(state, cube, hx + 4 + 16 * k, y + 51, lang=lang))
        if extra:
            unfit = _("do not fit", lang)
            out.append(f'<text x="{hx + 8 + 16 * len(extra)}" y="{y + 62}" class="tiny" '
                       f'fill="#c00">{esc(unfit)}</text>')
        # objectives
        ox = x0 + 10
        for card in p.objectives:
            out.append(objective_card(state, card, ox, y + 74, lang=lang))
            ox += 62
        for card in p.fulfilled:
            out.append(objective_card(state, card, ox, y + 74, done=True, lang=lang))
            ox += 62
        if p.hand:
            hand = ", ".join("?" if x == HIDDEN else name("cube", x, lang) for x in p.hand)
            choosing = _("choosing from: {cards}", lang).format(cards=hand)
            out.append(f'<text x="{x0 + 10}" y="{y + 120}" class="tiny">'
                       f'{esc(choosing)}</text>')
        ext = (_("extension placed", lang) if p.extension_placed
               else _("extension not placed (-2)", lang))
        out.append(f'<text x="{x0 + 160}" y="{y + 120}" class="tiny">{esc(ext)}</text>')
        out.append("</g>")
    return out


def table_panel(state: GameState, seen: GameState, lang: str = "en") -> list[str]:
    """The bag, the characters on the table, the open port card and the status, their
    words in ``lang``."""
    c = state.options.components
    y = HEIGHT - 95
    bag = _("Bag", lang)
    out = [f'<text x="24" y="{y}" class="label">{esc(bag)}</text>']
    x = 24.0
    for cube, n in zip(c.cube_ids, state.bag, strict=True):
        said = f"{name('cube', cube, lang)} {n}"
        out.append(draw_cube(state, cube, x, y + 8, lang=lang))
        out.append(f'<text x="{x + 16:.1f}" y="{y + 19}" class="small">{esc(said)}</text>')
        x += max(62.0, 16 + text_width(said, 11) + 10)
    table = ", ".join(name("character", t, lang) for t in state.table) or _("none", lang)
    characters = _("Characters on the table: {names}", lang).format(names=table)
    out.append(f'<text x="24" y="{y + 48}" class="label">{esc(characters)}</text>')
    port = state.open_port
    if port:
        try:
            card = c.port_card(port)
            icons = " / ".join(", ".join(name("icon", i, lang) for i in side)
                               for side in (card.player, card.everyone))
        except KeyError:
            icons = ""
        open_port = _("Open port card: {port} ({icons})", lang).format(port=port, icons=icons)
        out.append(f'<text x="24" y="{y + 70}" class="label">{esc(open_port)}</text>')
    step = state.step
    if state.is_over:
        status = _("Game over ({how})", lang).format(how=name("ended", state.ended, lang))
    elif step is not None:
        kind = name("phase", step.kind, lang)
        status = (_("pending: {step} of P{n}", lang).format(step=kind, n=step.target)
                  if step.target >= 0 else _("pending: {step}", lang).format(step=kind))
    else:
        done = ", ".join(name("action", a, lang) for a in state.actions)
        status = (_("P{n}'s turn, actions {actions}", lang).format(n=state.current,
                                                                   actions=done) if done
                  else _("P{n}'s turn, no action yet", lang).format(n=state.current))
    out.append(f'<text x="380" y="{y + 48}" class="label">{esc(status)}</text>')
    piles = _("objective pile: {objectives}; port cards unseen: {ports}", lang).format(
        objectives=len(seen.objective_pile), ports=len(state.port_unseen))
    out.append(f'<text x="380" y="{y + 70}" class="small">{esc(piles)}</text>')
    return out

