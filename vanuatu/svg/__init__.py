"""Pictures of positions as SVG, in the spirit of python-chess's ``chess.svg``.

:func:`board` draws everything public (R9): the 16 spaces of the archipelago
as hexagons on their axial coordinates, with tiles, markers, cubes, huts,
drawings, tourists, boats, water and dikes; the action board with every
marker stack; the demand tiles; the fish price, round, phase, tourists and
upcoming tiles; and each player's holdings. With ``player=`` it draws what
that player sees (:func:`vanuatu.observe`), so a rest token held by another
player stays face down.

The result is an :class:`SvgDocument` (:class:`tabletop.svg.SvgDocument`, the
type of Vapor Willie's pictures too), a ``str`` that Jupyter displays as a
picture; :class:`vanuatu.Game` and :class:`vanuatu.GameState` display the
same way.

>>> import vanuatu
>>> from vanuatu import svg
>>> game = vanuatu.Game(players=3, seed=1)
>>> picture = svg.board(game.state, size=600)
>>> picture.startswith("<svg") and 'width="600"' in picture
True
>>> picture._repr_svg_() == picture
True

Only the standard library is used (:mod:`xml.etree.ElementTree`).
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

import attrs

from tabletop.svg import SvgDocument

from ..components import GOODS
from ..describe.language import good_name, speaking
from ..describe.language import translate as _
from ..moves import Move
from ..observe import observe
from ..state import GameState, Phase, SpaceState
from .panels import (
    BOARD_HEIGHT,
    View,
    action_board,
    characters_panel,
    demand_tiles,
    header,
    last_move_spaces,
    phase_name,
    players_table,
)
from .shapes import (
    INK,
    Svg,
    boat,
    cube,
    fish_marker,
    hexagon,
    hut,
    treasure_marker,
)

__all__ = ["SvgDocument", "board", "board_fragments"]

#: The width of the picture in its own units (``viewBox``).
WIDTH = 1180.0
HEX = 64.0
_ROOT3 = math.sqrt(3)
_ISLAND = "#e6d49a"
_OCEAN = "#b9def0"
_EMPTY = "#f3f3f3"
_SUBMERGED = "#4a6a82"


def _centre(name: str) -> tuple[float, float]:
    q, r = (int(v) for v in name.split(","))
    return 60 + HEX * _ROOT3 * (q - r / 2 + 2.1), 150 + HEX * 1.5 * r


def board(
    state: GameState,
    *,
    player: int | None = None,
    size: int | None = 900,
    last_move: Move | None = None,
    names: Sequence[str] = (),
    reveal: bool = False,
    lang: str = "en",
) -> SvgDocument:
    """The picture of ``state`` as an SVG document.

    Args:
        state: the position.
        player: draw this player's view (R9): their own rest token face up,
            the others face down. ``None`` draws the public view, every rest
            token face down.
        size: the width in pixels (the height follows); ``None`` leaves the
            size to the page.
        last_move: the move that led to ``state``: its spaces and its action
            space are outlined, and it is written under the header.
        names: the players' names by seat, shown beside ``P0``, ``P1``...
        reveal: draw hidden information too (rest tokens face up and the
            rest tokens still available), for a game already over.
        lang: the language of the labels, titles and hover texts (``en``,
            ``pt``, ``ja``; another language reads English).

    >>> import vanuatu
    >>> "Rodada 1 de 8" in board(vanuatu.Game(players=2, seed=1).state, lang="pt")
    True
    """
    _check(state)
    with speaking(lang):
        return SvgDocument(_draw(state, player, size, last_move, names, reveal).tostring())


def board_fragments(
    state: GameState,
    *,
    player: int | None = None,
    last_move: Move | None = None,
    names: Sequence[str] = (),
    reveal: bool = False,
    lang: str = "en",
) -> list[str]:
    """The picture of :func:`board` (with ``size=None``) cut into pieces whose
    concatenation is the document: the opening tag, each piece of each panel
    (each space, each player's row...) and the closing tags. Pictures of
    successive positions share most pieces, so a page holding every position
    of a game keeps each piece once (see :mod:`vanuatu.viewer.html`).

    >>> import vanuatu
    >>> state = vanuatu.Game(players=3, seed=1).state
    >>> "".join(board_fragments(state)) == board(state, size=None)
    True
    """
    _check(state)
    with speaking(lang):
        root = _draw(state, player, None, last_move, names, reveal).root
    pieces = [_open_tag(root)]
    for child in root:
        if child.tag == "g" and len(child):
            pieces.append(_open_tag(child))
            pieces.extend(ET.tostring(k, encoding="unicode") for k in child)
            pieces.append("</g>")
        else:
            pieces.append(ET.tostring(child, encoding="unicode"))
    pieces.append("</svg>")
    return pieces


def _check(state: object) -> None:
    if not isinstance(state, GameState):
        raise TypeError(f"board() needs a GameState, not {type(state).__name__} {state!r:.60}")


def _open_tag(node: ET.Element) -> str:
    text = ET.tostring(ET.Element(node.tag, node.attrib), encoding="unicode")
    return text[: -len(" />")] + ">" if text.endswith(" />") else text


def _draw(
    state: GameState,
    player: int | None,
    size: int | None,
    last_move: Move | None,
    names: Sequence[str],
    reveal: bool,
) -> Svg:
    if player is not None and reveal:
        raise ValueError(_("board(): give player= or reveal=True, not both"))
    view = _view(state, player, reveal)
    height = BOARD_HEIGHT + 62 + 40 * len(state.players)
    svg = Svg(WIDTH, height)
    if size is not None:
        svg.root.set("width", str(int(size)))
        svg.root.set("height", str(int(size * height / WIDTH)))
    _caption(svg, view)
    svg.rect(None, 0, 0, WIDTH, height, "#ffffff", None)
    header(svg, view, last_move, names)
    _archipelago(svg, view, last_move_spaces(state, last_move))
    if state.phase == Phase.CHARACTERS and not state.options.two_player:
        # the action spaces are all empty then (with two players the neutral
        # stacks stay, R10.1, and the offered characters are listed beside)
        characters_panel(svg, view)
    else:
        action_board(svg, view, last_move)
    demand_tiles(svg, view)
    players_table(svg, view, names, BOARD_HEIGHT + 10)
    return svg


def _caption(svg: Svg, view: View) -> None:
    """The ``<title>`` and ``<desc>`` of the picture, for those who do not see it."""
    state = view.state
    c = state.options.components
    whose = (_("everything shown") if view.reveal else _("the public view")
             if view.player is None else _("P{player}'s view").format(player=view.player))
    ET.SubElement(svg.root, "title").text = _(
        "Vanuatu board, round {round} of {rounds}, {phase} ({whose})").format(
        round=state.round, rounds=c.rounds, phase=phase_name(state.phase), whose=whose)
    ET.SubElement(svg.root, "desc").text = _(
        "The archipelago of {spaces} spaces with the boats, huts and goods on it; "
        "the action board with the marker stacks, the demand tiles, the fish price and "
        "a table of the {players} players. Each piece has its own title.").format(
        spaces=len(c.spaces), players=state.num_players)


def _view(state: GameState, player: int | None, reveal: bool) -> View:
    held = tuple(p.rest_token is not None for p in state.players)
    if reveal:
        return View(state, None, held, tuple(p.rest_token for p in state.players),
                    state.rest_available, True)
    if player is None:
        return View(state, None, held, (None,) * len(held), None, False)
    obs = observe(state, player)
    public = obs.state
    own = public.players[player].rest_token
    shown = tuple(own if i == player else None for i in range(len(held)))
    available = public.rest_available or None
    held = tuple(bool(h) for h in getattr(obs, "rest_held", held))
    # the observer's own state is drawn; another player's token name is never used
    clean = attrs.evolve(public, players=tuple(
        p if i == player else attrs.evolve(p, rest_token=None)
        for i, p in enumerate(public.players)))
    return View(clean, player, held, shown, available, False)


def _archipelago(svg: Svg, view: View, marked: frozenset[str]) -> None:
    state = view.state
    c = state.options.components
    layer = svg.group(None, None, id="archipelago")
    for i, name in enumerate(c.spaces):
        _space(svg, layer, view, i, name, name in marked)
    for i, name in enumerate(c.spaces):
        for j in state.spaces[i].dikes:
            _dike(svg, layer, name, c.spaces[j])


def _space(svg: Svg, layer: ET.Element, view: View, i: int, name: str, marked: bool) -> None:
    state = view.state
    c = state.options.components
    x, y = _centre(name)
    tile = state.board[i]
    sp = state.spaces[i]
    spec = None if tile is None else c.tile(tile)
    submerged = (spec is not None and spec.is_island and state.options.rising_waters
                 and sp.water >= c.submerged_at)
    if spec is None:
        fill, what = _EMPTY, _("space {space}: empty").format(space=name)
    elif submerged:
        fill, what = _SUBMERGED, _("space {space}: island {tile}, submerged (R10.3)").format(
            space=name, tile=tile)
    elif spec.is_island:
        fill, what = _ISLAND, _("space {space}: island {tile}").format(space=name, tile=tile)
    else:
        fill, what = _OCEAN, _("space {space}: ocean {tile}").format(space=name, tile=tile)
    g = svg.group(layer, None, class_="space", data_space=name)
    svg.polygon(g, hexagon(x, y, HEX - 1.5), fill, "#4a4a4a", what,
                stroke_width=1.2, stroke_dasharray="5 4" if spec is None else None)
    svg.text(g, x, y + HEX - 19, name, 14, "middle", fill="#333333")
    if spec is None:
        svg.text(g, x, y + 5, _("empty"), 14, "middle", fill="#595959")
    else:
        label = tile or ""
        svg.text(g, x, y - HEX + 30, label, 16 if len(label) < 9 else 12.5, "middle", "bold",
                 "#ffffff" if submerged else INK)
    if spec is not None and spec.is_island and not submerged:
        _island(svg, g, x, y, name, spec.huts, spec.drawings, spec.tourists, sp)
    elif spec is not None and not spec.is_island:
        _ocean(svg, g, x, y, name, sp.fish, sp.treasure)
    if submerged:
        svg.text(g, x, y + 5, _("submerged"), 14, "middle", "bold", "#ffffff")
    if state.options.rising_waters and spec is not None and spec.is_island and sp.water:
        svg.text(g, x + 40, y - 16, f"≈{sp.water}", 16, "middle", "bold", "#0b4f8a",
                 _("{count} water marker(s) of {most} (R10.3)").format(
                     count=sp.water, most=c.submerged_at))
    boats = [p for p, pl in enumerate(state.players) if pl.boat == i]
    step = min(22.0, 96.0 / max(len(boats), 1))
    for k, p in enumerate(boats):
        bx = x + (k - (len(boats) - 1) / 2) * step
        boat(svg, g, bx, y + 24, p, _("P{player}'s boat on {space}").format(
            player=p, space=name), min(22.0, step + 2))
    if marked:
        svg.polygon(g, hexagon(x, y, HEX - 4), "none", "#000000", None, stroke_width=4.0,
                    class_="last-move")


def _row(count: int, width: float, x: float) -> list[float]:
    return [x + (k - (count - 1) / 2) * width for k in range(count)]


def _island(svg: Svg, g: ET.Element, x: float, y: float, name: str, huts: int, drawings: int,
            tourists: int, sp: SpaceState) -> None:
    goods = [k for k, n in enumerate(sp.cubes) for _k in range(n)]
    for cx, good in zip(_row(len(goods), 17, x), goods, strict=True):
        cube(svg, g, cx, y - 20, good, _("{good} cube on {space}").format(
            good=good_name(GOODS[good]), space=name))
    slots = list(sp.huts) + [None] * max(0, huts - len(sp.huts))
    for hx, owner in zip(_row(len(slots), 21, x), slots, strict=True):
        title = (_("free hut slot on {space}").format(space=name) if owner is None
                 else _("P{player}'s hut on {space}").format(player=owner, space=name))
        hut(svg, g, hx, y + 2, owner, title)
    for k, dx in enumerate(_row(drawings, 17, x - 22)):
        done = k < sp.drawings
        svg.el(g, "path", (_("sand drawing on {space}") if done
                           else _("free drawing slot on {space}")).format(space=name),
               d=_swirl(dx, y + 26), fill="none", stroke="#7a4b00" if done else "#b5a87c",
               stroke_width=2.2 if done else 1.0,
               stroke_dasharray=None if done else "2 2")
    if tourists:
        tx = x + 24
        svg.text(g, tx, y + 31, f"{sp.tourists}/{tourists}", 14, "middle", "bold",
                 title=_("{count} tourist(s) of {most} on {space}").format(
                     count=sp.tourists, most=tourists, space=name))
        _tourist(svg, g, tx - 22, y + 26, _("{count} tourist(s) on {space}").format(
            count=sp.tourists, space=name))


def _swirl(x: float, y: float) -> str:
    return (f"M{x - 6:.1f},{y:.1f} a6,6 0 1,1 6,6 a4,4 0 1,1 -4,-4 a2,2 0 1,1 2,2")


def _tourist(svg: Svg, g: ET.Element, x: float, y: float, title: str) -> None:
    t = svg.group(g, title)
    svg.circle(t, x, y - 5, 3.2, "#ffffff", INK, stroke_width=1.0)
    svg.el(t, "path", d=f"M{x - 5:.1f},{y + 7:.1f} q5,-12 10,0 z", fill="#ffffff",
           stroke=INK, stroke_width=1.0)


def _ocean(svg: Svg, g: ET.Element, x: float, y: float, name: str, fish: int,
           treasure: int) -> None:
    for k, fx in enumerate(_row(fish, 26, x)):
        fish_marker(svg, g, fx - 3, y - 18, _(
            "fish marker {number} of {count} on {space}: the next fish token is worth "
            "{count}").format(number=k + 1, count=fish, space=name))
    for k, tx in enumerate(_row(treasure, 19, x)):
        treasure_marker(svg, g, tx, y - 1, _(
            "treasure marker {number} of {count} on {space}: the next treasure token is "
            "worth {count}").format(number=k + 1, count=treasure, space=name))


def _dike(svg: Svg, layer: ET.Element, island: str, ocean: str) -> None:
    (x1, y1), (x2, y2) = _centre(island), _centre(ocean)
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    dx, dy = (x2 - x1), (y2 - y1)
    length = math.hypot(dx, dy)
    px, py = -dy / length * HEX / 2, dx / length * HEX / 2
    svg.el(layer, "line", _("dike between {island} and {ocean} (R10.3)").format(
        island=island, ocean=ocean),
           x1=mx + px, y1=my + py, x2=mx - px, y2=my - py, stroke="#6b3e00",
           stroke_width=7.0, stroke_linecap="round")
