"""Play in the browser: ``vanuatu serve``, a JSON API and the pages that use it.

The server is a thin shell over the library: each game is a record file on
disk (:mod:`vanuatu.web.store`), each human seat sees the game through
:func:`vanuatu.observe` (:mod:`vanuatu.web.views`, R9), and bots move on the
server as soon as it is their turn. The web framework (Starlette, run by
uvicorn) is the optional extra ``web``: ``pip install 'vanuatu[web]'``; only
:mod:`vanuatu.web.app` imports it, so this package's other modules need
nothing beyond the core.

See ``docs/web.rst`` for the API contract and a curl session.
"""

from __future__ import annotations

__all__: list[str] = []
