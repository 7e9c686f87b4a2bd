"""Drawing helpers of :mod:`vanuatu.svg`: the colours, an element builder over
:mod:`xml.etree.ElementTree`, and the pieces (huts, boats, cubes, markers).

Player colours come from the Okabe–Ito palette, which stays distinct under the
common forms of colour blindness; the letters on them keep a contrast of 4.5:1
and a size of 12 units at least (:data:`SMALLEST_TEXT`); every piece also carries
its player's number and a ``<title>`` (a tooltip in a browser), so colour is
never the only clue.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

__all__ = [
    "GOOD_COLOURS",
    "PLAYER_COLOURS",
    "PLAYER_TEXT",
    "SMALLEST_TEXT",
    "Svg",
    "boat",
    "cube",
    "hut",
    "player_colour",
]

#: Okabe–Ito colours for P0..P4: vermillion, blue, bluish green, reddish purple, orange.
PLAYER_COLOURS: tuple[str, ...] = ("#D55E00", "#0072B2", "#009E73", "#CC79A7", "#E69F00")
#: The text colour readable on each player colour (a contrast of 4.5:1 at least).
PLAYER_TEXT: tuple[str, ...] = ("#000000", "#ffffff", "#000000", "#000000", "#000000")
#: Cube colours and letters by good (kava, copra, beef).
GOOD_COLOURS: tuple[tuple[str, str, str], ...] = (
    ("#8fbf4f", "#000000", "K"),
    ("#f5f0e1", "#000000", "C"),
    ("#8c2d19", "#ffffff", "B"),
)
NEUTRAL = "#666666"
INK = "#1a1a1a"
#: The smallest size of any text of the picture, in its units.
SMALLEST_TEXT = 12.0


def player_colour(player: int) -> tuple[str, str]:
    """``(fill, text colour)`` of ``player`` (a neutral grey for ``-1``)."""
    if 0 <= player < len(PLAYER_COLOURS):
        return PLAYER_COLOURS[player], PLAYER_TEXT[player]
    return NEUTRAL, "#ffffff"


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


class Svg:
    """A small builder: every method adds one element under ``parent`` and
    returns it. Numbers are written with one decimal at most."""

    def __init__(self, width: float, height: float) -> None:
        self.root = ET.Element("svg", {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {_num(width)} {_num(height)}",
            "font-family": "DejaVu Sans, Verdana, Arial, sans-serif",
        })
        self.width = width
        self.height = height

    def el(self, parent: ET.Element | None, tag: str, title: str | None = None,
           **attrs: object) -> ET.Element:
        """Add a ``tag`` element; ``title`` adds a ``<title>`` child; attribute
        names use ``_`` for ``-`` (``stroke_width``)."""
        node = ET.SubElement(self.root if parent is None else parent, tag, {
            k.rstrip("_").replace("_", "-"): _num(v) if isinstance(v, float) else str(v)
            for k, v in attrs.items() if v is not None
        })
        if title:
            ET.SubElement(node, "title").text = title
        return node

    def group(self, parent: ET.Element | None = None, title: str | None = None,
              **attrs: object) -> ET.Element:
        """A ``<g>`` element."""
        return self.el(parent, "g", title, **attrs)

    def text(self, parent: ET.Element | None, x: float, y: float, words: str, size: float = 16,
             anchor: str = "start", weight: str | None = None, fill: str = INK,
             title: str | None = None) -> ET.Element:
        """A line of text with its baseline at ``y``."""
        node = self.el(parent, "text", title, x=float(x), y=float(y), font_size=float(size),
                       text_anchor=anchor, font_weight=weight, fill=fill)
        node.text = words
        return node

    def rect(self, parent: ET.Element | None, x: float, y: float, w: float, h: float,
             fill: str, stroke: str | None = INK, title: str | None = None,
             **attrs: object) -> ET.Element:
        """A rectangle."""
        return self.el(parent, "rect", title, x=float(x), y=float(y), width=float(w),
                       height=float(h), fill=fill, stroke=stroke, **attrs)

    def polygon(self, parent: ET.Element | None, points: list[tuple[float, float]], fill: str,
                stroke: str | None = INK, title: str | None = None,
                **attrs: object) -> ET.Element:
        """A polygon through ``points``."""
        text = " ".join(f"{_num(x)},{_num(y)}" for x, y in points)
        return self.el(parent, "polygon", title, points=text, fill=fill, stroke=stroke, **attrs)

    def circle(self, parent: ET.Element | None, x: float, y: float, r: float, fill: str,
               stroke: str | None = INK, title: str | None = None,
               **attrs: object) -> ET.Element:
        """A circle."""
        return self.el(parent, "circle", title, cx=float(x), cy=float(y), r=float(r),
                       fill=fill, stroke=stroke, **attrs)

    def tostring(self) -> str:
        """The document as text."""
        return ET.tostring(self.root, encoding="unicode")


def hexagon(x: float, y: float, r: float) -> list[tuple[float, float]]:
    """The corners of a pointy-top hexagon of radius ``r`` centred on ``(x, y)``."""
    return [(x + r * math.cos(math.radians(60 * k - 30)),
             y + r * math.sin(math.radians(60 * k - 30))) for k in range(6)]


def hut(svg: Svg, parent: ET.Element, x: float, y: float, player: int | None,
        title: str, size: float = 18) -> None:
    """A hut (a house shape) with its owner's number; ``player=None`` draws a
    free hut slot (dashed outline)."""
    s = size
    points = [(x, y - s / 2), (x + s / 2, y - s / 8), (x + s / 2, y + s / 2),
              (x - s / 2, y + s / 2), (x - s / 2, y - s / 8)]
    g = svg.group(parent, title)
    if player is None:
        svg.polygon(g, points, "none", "#6b6b6b", stroke_dasharray="3 2", stroke_width=1.0)
        return
    fill, ink = player_colour(player)
    svg.polygon(g, points, fill, INK, stroke_width=1.2)
    svg.text(g, x, y + s * 0.4, str(player), max(SMALLEST_TEXT, s * 0.62), "middle", "bold", ink)


def boat(svg: Svg, parent: ET.Element, x: float, y: float, player: int, title: str,
         size: float = 22) -> None:
    """A sailboat (hull and sail) with its owner's number on the sail."""
    fill, ink = player_colour(player)
    s = size
    g = svg.group(parent, title)
    svg.polygon(g, [(x - s / 2, y), (x + s / 2, y), (x + s / 3, y + s / 3),
                    (x - s / 3, y + s / 3)], "#5b3a1a", INK, stroke_width=1.0)
    svg.polygon(g, [(x - s / 2.6, y - 1), (x + s / 2.4, y - 1), (x + s / 12, y - s * 0.95)],
                fill, INK, stroke_width=1.2)
    svg.text(g, x + s / 12, y - s * 0.12, str(player), max(SMALLEST_TEXT, s * 0.5), "middle",
             "bold", ink)


def cube(svg: Svg, parent: ET.Element, x: float, y: float, good: int, title: str,
         size: float = 15) -> None:
    """A goods cube: a square in the good's colour with its initial."""
    fill, ink, letter = GOOD_COLOURS[good]
    g = svg.group(parent, title)
    svg.rect(g, x - size / 2, y - size / 2, size, size, fill, INK, stroke_width=1.0)
    svg.text(g, x, y + size * 0.33, letter, max(SMALLEST_TEXT, size * 0.72), "middle", "bold", ink)


def fish_marker(svg: Svg, parent: ET.Element, x: float, y: float, title: str) -> None:
    """A fish marker: a fish shape (body and tail)."""
    g = svg.group(parent, title)
    svg.el(g, "ellipse", cx=float(x), cy=float(y), rx=8.0, ry=4.5, fill="#f2f2f2",
           stroke=INK, stroke_width=1.0)
    svg.polygon(g, [(x + 7, y), (x + 13, y - 5), (x + 13, y + 5)], "#f2f2f2", INK,
                stroke_width=1.0)


def treasure_marker(svg: Svg, parent: ET.Element, x: float, y: float, title: str) -> None:
    """A treasure marker: a gold diamond."""
    svg.polygon(parent, [(x, y - 8), (x + 7, y), (x, y + 8), (x - 7, y)], "#F0E442", INK,
                title, stroke_width=1.0)
