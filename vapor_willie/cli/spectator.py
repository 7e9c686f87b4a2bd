"""The game as a spectator sees it (``vapor-willie view --public``) and the page of
``vapor-willie view``: every card face up, as one player saw it, or as the table sees
it, with every objective card not yet fulfilled face down (VW12).

A spectator sees no player's unfulfilled objective cards, no objective cards drawn and
not yet kept, nor the objective pile; the move list names neither the card a player
draws (``reveal objective``) nor the card kept (``keep``).

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=1)
>>> while game.state.current < 0:  # setup: keep the first card, take the first character
...     game.play(game.legal_moves()[0])
>>> seen = public_state(game.state)
>>> {card for p in seen.players for card in p.objectives}
{'hidden'}
>>> [public_label(m, None) for m in game.moves[5:8]]
['reveal objective', 'reveal objective', 'P0 keep']
>>> public_label(game.moves[7], 0)
'P0 keep O7'
"""

from __future__ import annotations

import inspect

from ..viewer import page, public_label, public_state, score_table

__all__ = ["public_label", "public_state", "score_table", "view_page"]


def view_page(record: object, *, player: int | None = None, public: bool = False,
              title: str | None = None, lang: str = "en") -> str:
    """The HTML page of ``record`` (a :class:`vapor_willie.Record`): every card face up,
    the game as ``player`` saw it, or with ``public`` as a spectator saw it (VW12).
    ``title`` is the page's title (default ``"Vapor Willie"``); the page is
    :func:`vapor_willie.viewer.page`'s, in ``lang`` where the page speaks languages."""
    if public and player is not None:
        raise ValueError("view_page(): give public=True or player=, not both")
    if lang != "en" and "lang" in inspect.signature(page).parameters:
        return page(record, player, title, public=public, lang=lang)  # type: ignore[call-arg,unused-ignore]
    return page(record, player, title, public=public)
