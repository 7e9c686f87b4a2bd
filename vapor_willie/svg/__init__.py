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

:class:`vapor_willie.Game` shows its board in a notebook through ``_repr_svg_``. The
parts of the picture are drawn by :mod:`~vapor_willie.svg.river` (the river and the
extension boards) and :mod:`~vapor_willie.svg.panels` (the players and the table), with
the shapes of :mod:`~vapor_willie.svg.shapes`; they are the groups ``vw-river``,
``vw-players`` (a ``g.player`` each) and ``vw-table`` of the picture, which the phone
layout of ``vapor-willie view`` shows one above the other.
"""

from __future__ import annotations

from tabletop.svg import SvgDocument
from tabletop.translation import check_language

from ..observe import observe
from ..state import GameState
from ..translation import translate as _
from .panels import player_panels, table_panel
from .river import KINDS as KINDS
from .river import RIVER as RIVER
from .river import river_board
from .shapes import CUBE_COLOURS, HEIGHT, WIDTH, esc
from .shapes import PALETTE as PALETTE
from .shapes import PLAYER_COLOURS as PLAYER_COLOURS

__all__ = ["CUBE_COLOURS", "SvgDocument", "board"]


_STYLE = ("<style>.label{font:600 13px sans-serif;fill:#223}.name{font:700 14px sans-serif}"
          ".small{font:11px sans-serif;fill:#222}.tiny{font:9px sans-serif;fill:#333}"
          ".pt{font:700 10px sans-serif}.light{fill:#fff}</style>")


def board(state: GameState, player: int | None = None, lang: str = "en", *,
          reveal: bool = False) -> SvgDocument:
    """The SVG picture of ``state``: every card face up with ``player=None`` or
    ``reveal`` (``Pplayer``'s panel still marked as theirs), else as ``Pplayer`` may
    see it (VW12: the others' unfulfilled objectives face down), its
    words in ``lang`` (``"en"``, ``"pt"`` or ``"ja"``; the words of the data and the
    notation, point and card ids, stay as they are). The picture is an
    :class:`~tabletop.svg.SvgDocument`, a ``str`` that a notebook shows.

    >>> import vapor_willie as vw
    >>> "Saco" in board(vw.Game(players=2, seed=1).state, lang="pt")
    True
    """
    if not isinstance(state, GameState):
        raise TypeError(f"board() needs a GameState, not {type(state).__name__}")
    lang = check_language(lang)
    seen = state if player is None or reveal else observe(state, player).state
    label = _("Vapor Willie board", lang)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'width="{WIDTH}" height="{HEIGHT}" class="vw-board" role="img" '
             f'aria-label="{esc(label)}" lang="{lang}">', _STYLE,
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fdfcf7"/>']
    parts += ['<g id="vw-river">', *river_board(state, lang), "</g>"]
    parts += ['<g id="vw-players">', *player_panels(state, seen, player, lang), "</g>"]
    parts += ['<g id="vw-table">', *table_panel(state, seen, lang), "</g>"]
    parts.append("</svg>")
    return SvgDocument("\n".join(parts))
