"""The phone panels of a Vanuatu picture, shared by the pages of ``vanuatu view``
(:mod:`vanuatu.viewer.html`, on the page of :mod:`tabletop.page`) and of
``vanuatu serve`` (:mod:`vanuatu.web`): a script and its style sheet, the files
``panels.js`` and ``panels.css`` of ``vanuatu/web/static``, which the server serves
and a ``vanuatu view`` page holds inline (so that it needs no network). They know
the groups of :func:`vanuatu.svg.board` (``header``, ``archipelago``,
``action-board``, ``characters``, ``demand``, ``players``), so they are Vanuatu's,
not the shared page's.

>>> "function vanuatuPanels(" in PANELS_SCRIPT and ".panel.html" in PANELS_STYLE
True
"""

from __future__ import annotations

from tabletop.web.assets import static_text

__all__ = ["PANELS_SCRIPT", "PANELS_STYLE"]

#: The style of the phone panels built by :data:`PANELS_SCRIPT` (``panels.css``).
PANELS_STYLE = static_text("vanuatu.web", "panels.css")

#: ``vanuatuPanels(svg, box, options)``: the picture of :func:`vanuatu.svg.board`
#: cut into panels that stack on a phone, each readable at 390 CSS px: the
#: header, the action board, the demand tiles, the general supply and the
#: player table become HTML built from the picture's own texts and titles (so
#: they hold exactly what the picture shows, R9 included); the archipelago, a
#: map that cannot reflow, stays a picture wide enough for its text and
#: scrolls sideways to ``options.focus`` (a space) or its middle.
#: ``vanuatuLegible(svg)``: the whole picture drawn smaller than its own size
#: (beside a list of moves) gets words of 12 CSS px at least (``panels.js``).
PANELS_SCRIPT = static_text("vanuatu.web", "panels.js")
