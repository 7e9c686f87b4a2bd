"""Play in the browser: ``vapor-willie serve``, the JSON API of ``docs/web.rst`` and the
pages that use it.

The server is the game-neutral one of :mod:`tabletop.web` (each game a record file on
disk, bots moving on the server as soon as it is their turn, event streams); this
package is Vapor Willie's plug-in for it (:mod:`vapor_willie.web.plugin`): each seat
sees the game through :func:`vapor_willie.observe` (:mod:`vapor_willie.web.views`,
VW12), the new-game body is read by :mod:`vapor_willie.web.options`, the draws come
from the game's :class:`~vapor_willie.chance_order.ChanceOrder`, and Vapor Willie's own
page files are in ``vapor_willie/web/static``. The web framework (Starlette, run by
uvicorn) is the optional extra ``web``; only :mod:`vapor_willie.web.app` imports it.

See ``docs/vapor_willie/web.rst``.
"""

from __future__ import annotations

__all__: list[str] = []
