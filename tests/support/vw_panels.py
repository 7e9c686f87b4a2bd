"""What both of Vapor Willie's replay pages (``vapor-willie view``, a served seat's
``/games/{id}/replay``) show on a phone, checked in a browser page."""

from __future__ import annotations

from typing import Any

#: The smallest text of a phone panel, in CSS pixels, and how it is measured: the font
#: size of each text of the panel's picture times the picture's scale.
_SMALLEST_TEXT = """() => {
  let least = 1e9;
  document.querySelectorAll("#panels svg").forEach((svg) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    svg.querySelectorAll("text").forEach((t) => {
      least = Math.min(least, parseFloat(getComputedStyle(t).fontSize) * scale);
    });
  });
  return least;
}"""

_BOAT_IN_VIEW = """() => {
  const panel = document.querySelector("#panel-river");
  const boat = panel.querySelector(".boat").getBoundingClientRect();
  const seen = panel.getBoundingClientRect();
  return [panel.scrollWidth > panel.clientWidth, boat.left >= seen.left - 1,
          boat.right <= seen.right + 1];
}"""


def check_phone_panels(pg: Any, width: int) -> None:
    """At phone width: the board is shown as stacked panels (the river, the table, each
    player), the river scrolls sideways with the boat in view, no text under 12 px."""
    assert not pg.is_visible("#board")
    ids = pg.eval_on_selector_all("#panels .panel", "(ps) => ps.map((p) => p.id)")
    assert ids[:2] == ["panel-river", "panel-table"] and "panel-player-0" in ids
    assert pg.evaluate(_BOAT_IN_VIEW) == [True, True, True]
    assert pg.evaluate(_SMALLEST_TEXT) >= 11.99
    page_width = pg.evaluate("() => document.documentElement.scrollWidth")
    assert page_width <= width  # only the river panel scrolls, not the page
