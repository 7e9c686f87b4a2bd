"""The shapes of the board picture as SVG text: the colours, a cube, a card.

>>> draw_card(0, 0, "O1 **", "2ha", up=True).startswith('<g class="card up">')
True
"""

from __future__ import annotations

import html

from ..names import name
from ..state import GameState

__all__ = ["CUBE_COLOURS", "HEIGHT", "PALETTE", "PLAYER_COLOURS", "WIDTH", "cube_colour",
           "draw_card", "draw_cube", "esc", "text_width"]


#: Fill colours of the cube types of the default data (others get one of PALETTE).
CUBE_COLOURS = {"hay": "#e9c83f", "barrel": "#8d5a2b", "fruit": "#e8772e", "duck": "#f4f4f4",
                "goat": "#9a9a9a", "cow": "#2f2f2f"}
PALETTE = ("#c0392b", "#16a085", "#8e44ad", "#2c3e50", "#d35400", "#27ae60")
#: The colours of the players, by seat.
PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd")
WIDTH, HEIGHT = 980, 620


def esc(text: object) -> str:
    """``text`` escaped for SVG text and attributes."""
    return html.escape(str(text), quote=True)


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is drawn in a sans-serif font of ``size`` px: a wide
    character (of Japanese) a whole ``size``, any other about 0.6 of it.

    >>> text_width("hay 8", 10), text_width("干し草 8", 10)
    (30.0, 42.0)
    """
    return sum(size if ord(ch) >= 0x2E80 else 0.6 * size for ch in text)


def cube_colour(state: GameState, cube: str) -> str:
    """The fill colour of the cube type ``cube`` (:data:`CUBE_COLOURS`, else one of
    :data:`PALETTE` by the order of the data's cube types)."""
    if cube in CUBE_COLOURS:
        return CUBE_COLOURS[cube]
    ids = state.options.components.cube_ids
    return PALETTE[ids.index(cube) % len(PALETTE)] if cube in ids else "#ff00ff"


def draw_cube(state: GameState, cube: str, x: float, y: float, size: float = 12,
              lang: str = "en") -> str:
    """A cube of type ``cube``, its top left corner at ``(x, y)``, titled with its name
    in ``lang``."""
    return (f'<rect class="cube cube-{esc(cube)}" x="{x:.1f}" y="{y:.1f}" width="{size}" '
            f'height="{size}" rx="2" fill="{cube_colour(state, cube)}" stroke="#222" '
            f'stroke-width="0.8"><title>{esc(name("cube", cube, lang))}</title></rect>')


def draw_card(x: float, y: float, text: str, sub: str, up: bool, done: bool = False) -> str:
    """A card showing ``text`` over ``sub``: face ``up`` or down, green when ``done``."""
    fill = "#d9f2d9" if done else "#fffbe8" if up else "#5b6f8a"
    light = "" if up else " light"  # white on the face-down blue
    return (f'<g class="card {"up" if up else "down"}"><rect x="{x:.1f}" y="{y:.1f}" '
            f'width="58" height="30" rx="3" fill="{fill}" stroke="#555"/>'
            f'<text x="{x + 4:.1f}" y="{y + 12:.1f}" class="small{light}">{esc(text)}</text>'
            f'<text x="{x + 4:.1f}" y="{y + 24:.1f}" class="tiny{light}">{esc(sub)}</text></g>')

