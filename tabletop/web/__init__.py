"""Play a game in the browser, whatever the game: a small web server (a JSON API,
pages, server-sent events) written once against the protocol
:class:`~tabletop.web.game.WebGame`, which a game supplies (``vanuatu.web`` is
Vanuatu's).

- :mod:`tabletop.web.game`: the protocol and the records it speaks in;
- :mod:`tabletop.web.store`: the games as record files on disk, their seats and
  tokens, undo, the bots' moves, loaded when asked for and evicted when idle
  (with :mod:`tabletop.web.disk`, :mod:`tabletop.web.errors` and
  :mod:`tabletop.web.state`, what a seat is answered);
- :mod:`tabletop.web.limits`: the live games, the idle time and the new games a
  client may start (429 past them); :mod:`tabletop.web.clients`: who a client is;
- :mod:`tabletop.web.guards`, :mod:`tabletop.web.text`: what a request must be (a
  JSON ``POST`` from the server's own origin) and text a message may show;
- :mod:`tabletop.web.server`: the waiters of each game's changes and the bots;
- :mod:`tabletop.web.bots`: the bots' decisions in worker processes, the games
  served in turn, each decision capped and played only on its own position;
- :mod:`tabletop.web.app`: the Starlette application (the optional extra ``web``;
  no other module of this package imports Starlette);
- :mod:`tabletop.web.pages`, :mod:`tabletop.web.openapi`: the HTML pages and the
  OpenAPI description;
- :mod:`tabletop.web.assets`: the style sheets and scripts, files of the ``static``
  folders of package data, which the one-file viewer pages (:mod:`tabletop.page`)
  hold inline too;
- :mod:`tabletop.web.language`, :mod:`tabletop.web.words`: the language of each
  request (``?lang=``, the page's switch remembered, ``Accept-Language``) and the
  words of the pages' scripts in it (with :mod:`tabletop.web.seats`, the seats'
  names);
- :mod:`tabletop.web.serve_command`: the options of a game's ``serve`` command and
  their checks.

This package imports neither game.
"""

from __future__ import annotations

__all__: list[str] = []
