"""Play in the browser: ``vanuatu serve``, a JSON API and the pages that use it.

The server is the game-neutral one of :mod:`tabletop.web` (each game a record file
on disk, bots moving on the server as soon as it is their turn, event streams);
this package is Vanuatu's plug-in for it (:mod:`vanuatu.web.plugin`): each human
seat sees the game through :func:`vanuatu.observe` (:mod:`vanuatu.web.views`, R9),
the new-game body is read by :mod:`vanuatu.web.options`, and Vanuatu's own page
files are in ``vanuatu/web/static``. The web framework (Starlette, run by uvicorn)
is the optional extra ``web``: ``pip install 'vanuatu[web]'``; only
:mod:`vanuatu.web.app` (and :mod:`tabletop.web.app`) import it, so this package's
other modules need nothing beyond the core.

See ``docs/web.rst`` for the API contract and a curl session.
"""

from __future__ import annotations

__all__: list[str] = []
