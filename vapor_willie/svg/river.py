"""The river board of the picture: its points in columns by their distance from the
start, the links, the islands with their cube, the ports, the extension boards, the
cubes adrift and the boat."""

from __future__ import annotations

from collections import deque

from ..names import NAMES, name
from ..rules.board import graph, layout
from ..state import GameState
from ..translation import translate as _
from .shapes import PLAYER_COLOURS, draw_cube, esc

__all__ = ["KINDS", "RIVER", "point_positions", "river_board"]


#: Fill colours and labels of the point kinds.
KINDS = {"start": ("#b8e6b8", "S"), "plain": ("#ffffff", ""), "bag": ("#d7c4ec", "bag"),
         "whistle": ("#bfe0f7", "+1s"), "face": ("#fbe3a8", "face"),
         "restock": ("#f6c1c1", "rest"), "end": ("#444444", "END")}
RIVER = (20, 40, 620, 330)  # x, y, width, height of the river board's area


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


def point_positions(state: GameState) -> dict[str, tuple[float, float]]:
    """Where each point of the river and of the extension boards is drawn."""
    c = state.options.components
    river = c.river(state.river)
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


def river_board(state: GameState, lang: str = "en") -> list[str]:
    """The SVG elements of the river and the extension boards in ``state``, their words
    in ``lang``."""
    c = state.options.components
    river = c.river(state.river)
    lay = layout(state.options, state.river)
    g = graph(state)
    pos = point_positions(state)
    face = _("River face {face}; round {round}", lang).format(face=state.river,
                                                              round=state.round)
    out = [f'<rect x="{RIVER[0]}" y="{RIVER[1]}" width="{RIVER[2]}" height="{RIVER[3]}" '
           f'rx="12" fill="#e6f2fb" stroke="#7fa7c9"/>',
           f'<text x="{RIVER[0] + 10}" y="{RIVER[1] + 18}" class="label">'
           f'{esc(face)}'
           f'</text>']
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
        title = _("island {island}", lang).format(island=island.id)
        out.append(f'<ellipse class="island" cx="{x:.1f}" cy="{y:.1f}" rx="24" ry="14" '
                   f'fill="#cfe8a9" stroke="#6b8e23" data-island="{esc(island.id)}"><title>'
                   f'{esc(title)}</title>'
                   f'</ellipse>')
        out.append(f'<text x="{x - 21:.1f}" y="{y + 4:.1f}" class="small">{esc(island.id)}</text>')
        if cube:
            out.append(draw_cube(state, cube, x + 2, y - 6, lang=lang))
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
        title = _("port {port}", lang).format(port=port.id)
        out.append(f'<rect class="port" x="{x - 16:.1f}" y="{y - 14:.1f}" width="32" '
                   f'height="28" rx="3" fill="#e4cfa6" stroke="#8b6b3a" data-port="{esc(port.id)}">'
                   f'<title>{esc(title)}</title></rect>'
                   f'<text x="{x:.1f}" y="{y + 4:.1f}" '
                   f'class="small" text-anchor="middle">{esc(port.id)}</text>')
    # extension boards
    for k, ext in enumerate(c.extension_boards[: state.num_players]):
        placed = dict(state.extensions).get(ext.id)
        first = pos[ext.points[0].id]
        status = (_("turned over", lang) if ext.id in state.flipped
                  else _("at mouth {mouth}", lang).format(mouth=placed) if placed
                  else _("not placed", lang))
        out.append(f'<text x="{first[0] - 68:.1f}" y="{first[1] + 4:.1f}" class="small" '
                   f'fill="{PLAYER_COLOURS[k % 4]}">P{k} {esc(ext.id)}</text>'
                   f'<text x="{first[0] - 68:.1f}" y="{first[1] + 15:.1f}" class="tiny">'
                   f'{esc(status)}</text>')
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
        label = name("mark", kind, lang) if kind in NAMES["mark"] else label
        point = _("point {point} ({kind})", lang).format(point=p,
                                                         kind=name("kind", kind, lang))
        active = p in g.active
        light = " light" if kind == "end" and active else ""  # white on the dark end point
        out.append(f'<g class="point" data-point="{esc(p)}"><circle cx="{x:.1f}" cy="{y:.1f}" '
                   f'r="14" fill="{fill if active else "#eee"}" stroke="'
                   f'{"#1d4e79" if active else "#bbb"}" stroke-width="2"><title>{esc(point)}'
                   f'</title></circle>'
                   f'<text x="{x:.1f}" y="{y - 1:.1f}" text-anchor="middle" '
                   f'class="pt{light}" fill="#123">{esc(p)}</text>'
                   f'<text x="{x:.1f}" y="{y + 9:.1f}" text-anchor="middle" '
                   f'class="tiny{light}" fill="#345">{esc(label)}</text></g>')
    adrift: dict[str, list[str]] = {}
    for point, cube in state.drifting:
        adrift.setdefault(point, []).append(cube)
    for point, cubes in adrift.items():
        if point in pos:
            x, y = pos[point]
            for k, cube in enumerate(cubes):
                out.append(draw_cube(state, cube, x + 12 + 9 * k, y + 8, 9, lang=lang))
    if state.boat in pos:
        x, y = pos[state.boat]
        title = _("the boat at {point}", lang).format(point=state.boat)
        out.append(f'<g class="boat"><path d="M{x - 17:.1f},{y - 10:.1f} h34 l-6,9 h-22 z" '
                   f'fill="#b5651d" stroke="#3d2106" stroke-width="1.5"/>'
                   f'<rect x="{x - 2:.1f}" y="{y - 26:.1f}" width="6" height="16" '
                   f'fill="#555"/><title>'
                   f'{esc(title)}</title></g>')
    return out

