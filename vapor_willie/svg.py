"""The board as an SVG picture: the river with its points, links, islands and their
cubes, ports, the boat and the cubes adrift; the extension boards; the bag, the
characters on the table and the open port card; and for every player their holds,
silvo track, character and objective cards -- face up or face down as the viewer may
see them (VW12).

>>> import vapor_willie as vw
>>> game = vw.Game(players=3, seed=1)
>>> picture = board(game.state, player=0)
>>> picture.startswith("<svg") and picture.rstrip().endswith("</svg>")
True
>>> "O" in board(game.state)  # everything face up for an onlooker of a finished record
True

``player=None`` shows every card; ``player=k`` shows the position as ``Pk`` sees it.
The picture is an :class:`~tabletop.svg.SvgDocument` (the type of
:func:`vanuatu.svg.board` too), a ``str`` that a notebook displays:

>>> picture._repr_svg_() == picture
True

:class:`vapor_willie.Game` shows its board in a notebook through ``_repr_svg_``.
"""

from __future__ import annotations

import html
from collections import deque

from tabletop.svg import SvgDocument

from .observe import HIDDEN, observe
from .rules.board import graph, layout
from .state import GameState

__all__ = ["CUBE_COLOURS", "SvgDocument", "board"]

#: Fill colours of the cube types of the default data (others get one of PALETTE).
CUBE_COLOURS = {"hay": "#e9c83f", "barrel": "#8d5a2b", "fruit": "#e8772e", "duck": "#f4f4f4",
                "goat": "#9a9a9a", "cow": "#2f2f2f"}
PALETTE = ("#c0392b", "#16a085", "#8e44ad", "#2c3e50", "#d35400", "#27ae60")
#: Fill colours and labels of the point kinds.
KINDS = {"start": ("#b8e6b8", "S"), "plain": ("#ffffff", ""), "bag": ("#d7c4ec", "bag"),
         "whistle": ("#bfe0f7", "+1s"), "face": ("#fbe3a8", "face"),
         "restock": ("#f6c1c1", "rest"), "end": ("#444444", "END")}
PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd")
WIDTH, HEIGHT = 980, 620
RIVER = (20, 40, 620, 330)  # x, y, width, height of the river board's area


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _cube_colour(state: GameState, cube: str) -> str:
    if cube in CUBE_COLOURS:
        return CUBE_COLOURS[cube]
    ids = state.options.components.cube_ids
    return PALETTE[ids.index(cube) % len(PALETTE)] if cube in ids else "#ff00ff"


def _cube(state: GameState, cube: str, x: float, y: float, size: float = 12) -> str:
    return (f'<rect class="cube cube-{_e(cube)}" x="{x:.1f}" y="{y:.1f}" width="{size}" '
            f'height="{size}" rx="2" fill="{_cube_colour(state, cube)}" stroke="#222" '
            f'stroke-width="0.8"><title>{_e(cube)}</title></rect>')


def _layers(start: str, points: list[str], links: list[tuple[str, str]]) -> dict[str, int]:
    """Each point's distance in links from ``start`` (unreachable points last)."""
    nbrs: dict[str, list[str]] = {p: [] for p in points}
    for a, b in links:
        if a in nbrs and b in nbrs:
            nbrs[a].append(b)
            nbrs[b].append(a)
    depth = {start: 0} if start in nbrs else {}
    queue = deque(depth)
    while queue:
        p = queue.popleft()
        for q in nbrs[p]:
            if q not in depth:
                depth[q] = depth[p] + 1
                queue.append(q)
    last = max(depth.values(), default=0) + 1
    return {p: depth.get(p, last) for p in points}


def _positions(state: GameState) -> dict[str, tuple[float, float]]:
    """Where each point of the river and of the extension boards is drawn."""
    c = state.options.components
    river = c.river(state.options.river)
    ids = [p.id for p in river.points]
    depth = _layers(river.start, ids, list(river.links))
    columns: dict[int, list[str]] = {}
    for p in ids:
        columns.setdefault(depth[p], []).append(p)
    x0, y0, w, h = RIVER
    n_cols = max(columns) + 1 if columns else 1
    pos: dict[str, tuple[float, float]] = {}
    for col, pts in columns.items():
        x = x0 + 30 + (w - 60) * (col / max(1, n_cols - 1))
        for k, p in enumerate(pts):
            y = y0 + 40 + (h - 80) * ((k + 0.5) / len(pts))
            pos[p] = (x, y)
    # extension boards: one row each below the river
    for b, ext in enumerate(c.extension_boards):
        y = y0 + h + 30 + 34 * (b // 2)
        xb = x0 + 20 + (w / 2) * (b % 2)
        for k, point in enumerate(ext.points):
            pos[point.id] = (xb + 70 + 52 * k, y)
    return pos


def _river(state: GameState) -> list[str]:
    c = state.options.components
    river = c.river(state.options.river)
    lay = layout(state.options)
    g = graph(state)
    pos = _positions(state)
    out = [f'<rect x="{RIVER[0]}" y="{RIVER[1]}" width="{RIVER[2]}" height="{RIVER[3]}" '
           f'rx="12" fill="#e6f2fb" stroke="#7fa7c9"/>',
           f'<text x="{RIVER[0] + 10}" y="{RIVER[1] + 18}" class="label">River face '
           f'{_e(state.options.river)}; round {state.round}</text>']
    drawn: set[tuple[str, str]] = set()
    for a in sorted(g.active):
        for b in g.neighbours(a):
            if (b, a) in drawn or a not in pos or b not in pos:
                continue
            drawn.add((a, b))
            (xa, ya), (xb, yb) = pos[a], pos[b]
            cross = lay.board.get(a) != lay.board.get(b)
            dash = ' stroke-dasharray="5 4"' if cross else ""
            out.append(f'<line x1="{xa:.1f}" y1="{ya:.1f}" x2="{xb:.1f}" y2="{yb:.1f}" '
                       f'stroke="#3b78b0" stroke-width="{2 if cross else 4}"{dash}/>')
    for a, b in river.links:  # links of the river drawn even when inactive
        if (a, b) not in drawn and (b, a) not in drawn and a in pos and b in pos:
            (xa, ya), (xb, yb) = pos[a], pos[b]
            out.append(f'<line x1="{xa:.1f}" y1="{ya:.1f}" x2="{xb:.1f}" y2="{yb:.1f}" '
                       f'stroke="#9bb" stroke-width="2"/>')
    # islands above their points, ports below
    for i, (island, cube) in enumerate(zip(river.islands, state.islands, strict=True)):
        xs = [pos[p][0] for p in island.points if p in pos]
        ys = [pos[p][1] for p in island.points if p in pos]
        if not xs:
            continue
        x, y = sum(xs) / len(xs), min(ys) - 34 + (i % 2) * 2
        for p in island.points:
            if p in pos:
                out.append(f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{pos[p][0]:.1f}" '
                           f'y2="{pos[p][1]:.1f}" stroke="#6b8e23" stroke-dasharray="2 3"/>')
        out.append(f'<ellipse class="island" cx="{x:.1f}" cy="{y:.1f}" rx="24" ry="13" '
                   f'fill="#cfe8a9" stroke="#6b8e23"><title>island {_e(island.id)}</title>'
                   f'</ellipse>')
        out.append(f'<text x="{x - 21:.1f}" y="{y + 4:.1f}" class="small">{_e(island.id)}</text>')
        if cube:
            out.append(_cube(state, cube, x + 2, y - 6))
    for port in river.ports:
        xs = [pos[p][0] for p in port.points if p in pos]
        ys = [pos[p][1] for p in port.points if p in pos]
        if not xs:
            continue
        x, y = sum(xs) / len(xs), max(ys) + 26
        for p in port.points:
            if p in pos:
                out.append(f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{pos[p][0]:.1f}" '
                           f'y2="{pos[p][1]:.1f}" stroke="#8b6b3a" stroke-dasharray="2 3"/>')
        out.append(f'<rect class="port" x="{x - 16:.1f}" y="{y - 9:.1f}" width="32" '
                   f'height="18" rx="3" fill="#e4cfa6" stroke="#8b6b3a"><title>port '
                   f'{_e(port.id)}</title></rect><text x="{x:.1f}" y="{y + 4:.1f}" '
                   f'class="small" text-anchor="middle">{_e(port.id)}</text>')
    # extension boards
    for k, ext in enumerate(c.extension_boards[: state.num_players]):
        placed = dict(state.extensions).get(ext.id)
        first = pos[ext.points[0].id]
        status = ("turned over" if ext.id in state.flipped
                  else f"at mouth {placed}" if placed else "not placed")
        out.append(f'<text x="{first[0] - 68:.1f}" y="{first[1] + 4:.1f}" class="small" '
                   f'fill="{PLAYER_COLOURS[k % 4]}">P{k} {_e(ext.id)}</text>'
                   f'<text x="{first[0] - 68:.1f}" y="{first[1] + 15:.1f}" class="tiny">'
                   f'{_e(status)}</text>')
    for ext in c.extension_boards[: state.num_players]:
        for a2, b2 in ext.links:
            if (a2, b2) not in drawn and (b2, a2) not in drawn:
                (xa, ya), (xb, yb) = pos[a2], pos[b2]
                out.append(f'<line x1="{xa:.1f}" y1="{ya:.1f}" x2="{xb:.1f}" y2="{yb:.1f}" '
                           f'stroke="#bbb" stroke-width="2"/>')
    shown = {p.id for p in river.points}
    for ext in c.extension_boards[: state.num_players]:
        shown |= {p.id for p in ext.points}
    for p in sorted(shown, key=lambda q: pos[q]):
        x, y = pos[p]
        kind = lay.kind.get(p, "plain")
        fill, label = KINDS.get(kind, ("#fff", kind[:4]))
        active = p in g.active
        out.append(f'<g class="point" data-point="{_e(p)}"><circle cx="{x:.1f}" cy="{y:.1f}" '
                   f'r="14" fill="{fill if active else "#eee"}" stroke="'
                   f'{"#1d4e79" if active else "#bbb"}" stroke-width="2"><title>point {_e(p)} '
                   f'({_e(kind)})</title></circle>'
                   f'<text x="{x:.1f}" y="{y - 1:.1f}" text-anchor="middle" class="pt" '
                   f'fill="{"#fff" if kind == "end" else "#123"}">{_e(p)}</text>'
                   f'<text x="{x:.1f}" y="{y + 9:.1f}" text-anchor="middle" class="tiny" '
                   f'fill="{"#fff" if kind == "end" else "#345"}">{_e(label)}</text></g>')
    adrift: dict[str, list[str]] = {}
    for point, cube in state.drifting:
        adrift.setdefault(point, []).append(cube)
    for point, cubes in adrift.items():
        if point in pos:
            x, y = pos[point]
            for k, cube in enumerate(cubes):
                out.append(_cube(state, cube, x + 12 + 9 * k, y + 8, 9))
    if state.boat in pos:
        x, y = pos[state.boat]
        out.append(f'<g class="boat"><path d="M{x - 17:.1f},{y - 10:.1f} h34 l-6,9 h-22 z" '
                   f'fill="#b5651d" stroke="#3d2106" stroke-width="1.5"/>'
                   f'<rect x="{x - 2:.1f}" y="{y - 26:.1f}" width="6" height="16" '
                   f'fill="#555"/><title>the boat at {_e(state.boat)}</title></g>')
    return out


def _card(x: float, y: float, text: str, sub: str, up: bool, done: bool = False) -> str:
    fill = "#d9f2d9" if done else "#fffbe8" if up else "#5b6f8a"
    return (f'<g class="card {"up" if up else "down"}"><rect x="{x:.1f}" y="{y:.1f}" '
            f'width="58" height="30" rx="3" fill="{fill}" stroke="#555"/>'
            f'<text x="{x + 4:.1f}" y="{y + 12:.1f}" class="small" '
            f'fill="{"#222" if up else "#fff"}">{_e(text)}</text>'
            f'<text x="{x + 4:.1f}" y="{y + 24:.1f}" class="tiny" '
            f'fill="{"#222" if up else "#fff"}">{_e(sub)}</text></g>')


def _objective(state: GameState, card: str, x: float, y: float, done: bool = False) -> str:
    if card == HIDDEN:
        return _card(x, y, "?", "objective", False)
    try:
        o = state.options.components.objective(card)
    except KeyError:
        return _card(x, y, card, "", True, done)
    items = " ".join(f"{n}{cube[:2]}" for cube, n in o.items)
    return _card(x, y, f"{card} {'*' * o.stars}", items, True, done)


def _players(state: GameState, seen: GameState, viewer: int | None) -> list[str]:
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
        mark = " (to act)" if acting else ""
        you = " - you" if viewer == i else ""
        out.append(f'<text x="{x0 + 10}" y="{y + 18}" class="name" fill="{colour}">P{i}{you}'
                   f'{mark}</text>')
        out.append(f'<text x="{x0 + 150}" y="{y + 18}" class="small">character: '
                   f'{_e(p.character or "-")}</text>')
        # silvo track
        lo, hi = c.track_min, c.track_max
        for s in range(lo, hi + 1):
            cx = x0 + 10 + (s - lo) * 19
            on = s == p.silvos
            out.append(f'<rect x="{cx}" y="{y + 26}" width="17" height="15" rx="2" '
                       f'fill="{colour if on else "#e8eef3"}" stroke="#8aa"/>'
                       f'<text x="{cx + 8.5}" y="{y + 37}" class="tiny" text-anchor="middle" '
                       f'fill="{"#fff" if on else "#567"}">{s}</text>')
        out.append(f'<text x="{x0 + 10 + (hi - lo + 1) * 19 + 4}" y="{y + 38}" class="tiny">'
                   f'silvos</text>')
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
                    out.append(_cube(state, t, hx + 2 + 16 * k, y + 51))
                counts[t] -= n
            hx += 16 * size + 8
        extra = [t for t, n in counts.items() for _ in range(n)]
        for k, cube in enumerate(extra):
            out.append(_cube(state, cube, hx + 4 + 16 * k, y + 51))
        if extra:
            out.append(f'<text x="{hx + 8 + 16 * len(extra)}" y="{y + 62}" class="tiny" '
                       f'fill="#c00">do not fit</text>')
        # objectives
        ox = x0 + 10
        for card in p.objectives:
            out.append(_objective(state, card, ox, y + 74))
            ox += 62
        for card in p.fulfilled:
            out.append(_objective(state, card, ox, y + 74, done=True))
            ox += 62
        if p.hand:
            hand = ", ".join("?" if x == HIDDEN else x for x in p.hand)
            out.append(f'<text x="{x0 + 10}" y="{y + 120}" class="tiny">choosing from: '
                       f'{_e(hand)}</text>')
        ext = "placed" if p.extension_placed else "not placed (-2)"
        out.append(f'<text x="{x0 + 160}" y="{y + 120}" class="tiny">extension {ext}</text>')
        out.append("</g>")
    return out


def _table(state: GameState, seen: GameState) -> list[str]:
    c = state.options.components
    y = HEIGHT - 95
    out = [f'<text x="24" y="{y}" class="label">Bag</text>']
    for k, (cube, n) in enumerate(zip(c.cube_ids, state.bag, strict=True)):
        x = 24 + 62 * k
        out.append(_cube(state, cube, x, y + 8))
        out.append(f'<text x="{x + 16}" y="{y + 19}" class="small">{_e(cube)} {n}</text>')
    out.append(f'<text x="24" y="{y + 48}" class="label">Characters on the table: '
               f'{_e(", ".join(state.table) or "none")}</text>')
    port = state.open_port
    if port:
        try:
            card = c.port_card(port)
            icons = " / ".join((", ".join(card.player), ", ".join(card.everyone)))
        except KeyError:
            icons = ""
        out.append(f'<text x="24" y="{y + 70}" class="label">Open port card: {_e(port)} '
                   f'({_e(icons)})</text>')
    step = state.step
    if state.is_over:
        status = f"Game over ({state.ended})"
    elif step is not None:
        status = f"pending: {step.kind}" + (f" of P{step.target}" if step.target >= 0 else "")
    else:
        status = f"P{state.current}'s turn, actions {', '.join(state.actions) or 'none yet'}"
    out.append(f'<text x="380" y="{y + 48}" class="label">{_e(status)}</text>')
    out.append(f'<text x="380" y="{y + 70}" class="small">objective pile: '
               f'{len(seen.objective_pile)} cards; port cards unseen: '
               f'{len(state.port_unseen)}</text>')
    return out


_STYLE = ("<style>.label{font:600 13px sans-serif;fill:#223}.name{font:700 14px sans-serif}"
          ".small{font:11px sans-serif;fill:#222}.tiny{font:9px sans-serif;fill:#333}"
          ".pt{font:700 10px sans-serif}</style>")


def board(state: GameState, player: int | None = None) -> SvgDocument:
    """The SVG picture of ``state``: every card face up with ``player=None``, else as
    ``Pplayer`` may see it (VW12: the others' unfulfilled objectives face down). The
    picture is an :class:`~tabletop.svg.SvgDocument`, a ``str`` that a notebook shows."""
    if not isinstance(state, GameState):
        raise TypeError(f"board() needs a GameState, not {type(state).__name__}")
    seen = state if player is None else observe(state, player).state
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'width="{WIDTH}" height="{HEIGHT}" class="vw-board" role="img" '
             f'aria-label="Vapor Willie board">', _STYLE,
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fdfcf7"/>']
    parts += _river(state)
    parts += _players(state, seen, player)
    parts += _table(state, seen)
    parts.append("</svg>")
    return SvgDocument("\n".join(parts))
