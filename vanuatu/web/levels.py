"""The levels for people on the new-game page of ``vanuatu serve``: each level of
:func:`vanuatu.bots.levels` with its one-line summary and the rating the arena
measured (with its 95% interval), beside the seats whose lists offer them first.

>>> html = levels_html()
>>> '<li data-level="easy">' in html and "13.3 [3.5, 23.0]" in html
True
>>> LEVEL_SPECS
('easy', 'medium', 'hard', 'expert')
"""

from __future__ import annotations

from html import escape

from ..bots.levels import Level, levels
from ..translation import N_, translate

__all__ = ["LEVEL_SPECS", "levels_html"]

#: The levels' bot specs, ``easy`` first: the first bots of a seat's list.
LEVEL_SPECS: tuple[str, ...] = tuple(level.name for level in levels())

_LEGEND = N_("Bots by level")
_ABOUT = N_(
    "Any seat can be a bot of one of these levels, from the weakest to the strongest: "
    "new to the game? Play against easy. The rating is the strength the arena measured, "
    "with its 95% interval: higher is stronger.")
_RATING = N_("rating {rating} [{low}, {high}]")


def _item(level: Level, lang: str) -> str:
    rating = translate(_RATING, lang).format(
        rating=f"{level.rating:.1f}", low=f"{level.rating_low:.1f}",
        high=f"{level.rating_high:.1f}")
    return (f'<li data-level="{escape(level.name)}"><b>{escape(level.name)}</b>: '
            f'{escape(translate(level.summary, lang))} '
            f'<span class="rating">{escape(rating)}</span></li>\n')


def levels_html(lang: str = "en") -> str:
    """The fieldset of the levels on the new-game page, in ``lang``: a line per
    level (``data-level`` its name), its summary and its rating."""
    items = "".join(_item(level, lang) for level in levels())
    return (f'<fieldset id="levels"><legend>{escape(translate(_LEGEND, lang))}</legend>\n'
            f'<p>{escape(translate(_ABOUT, lang))}</p>\n<ul class="levels">\n{items}</ul>\n'
            "</fieldset>\n")
