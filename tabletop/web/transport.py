"""The connections of a server (``vanuatu serve``, ``vapor-willie serve``): uvicorn's
HTTP/1.1, with two guards so that one client cannot hold what the others need.

* A request is read whole, its head and its body, within :data:`REQUEST_SECONDS` of
  its first byte (or of the connection's opening): a client that sends a request a
  byte at a time, or never ends its head, is cut off, and its descriptor freed.
  What the server then takes to answer (a long poll, an event stream) is not counted.
* One client (:func:`~tabletop.web.clients.client_of`: an IPv4 address, an IPv6 /64)
  holds at most :data:`CONNECTIONS_PER_ADDRESS` connections at once; the next ones
  are closed as they open.

A client is the address the connection comes from: the headers a proxy would set
(``X-Forwarded-For``, ``X-Forwarded-Proto``) are not read, whoever sends them (uvicorn
reads them from 127.0.0.1 unless told not to), so that no client passes the limits
that count clients by naming another address.

Only the serve commands import this module (uvicorn is the optional extra ``web``).
"""

from __future__ import annotations

import asyncio
import collections
from typing import Any, ClassVar

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from .clients import client_of

__all__ = ["CONNECTIONS_PER_ADDRESS", "REQUEST_SECONDS", "GuardedProtocol", "serve"]

#: How long a client has to send a whole request, in seconds.
REQUEST_SECONDS = 10.0
#: The most connections one client holds at once (a browser opens about six).
CONNECTIONS_PER_ADDRESS = 64
#: The states of the client's side of a connection while it sends a request.
_SENDING = (h11.IDLE, h11.SEND_BODY)


class GuardedProtocol(H11Protocol):
    """:class:`uvicorn.protocols.http.h11_impl.H11Protocol` with the guards of this
    module."""

    #: The open connections of each address (one server a process).
    open_by_address: ClassVar[collections.Counter[str]] = collections.Counter()
    request_seconds: ClassVar[float] = REQUEST_SECONDS
    per_address: ClassVar[int] = CONNECTIONS_PER_ADDRESS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._address: str | None = None
        self._deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._address = client_of(self.client[0]) if self.client else "?"
        self.open_by_address[self._address] += 1
        if self.open_by_address[self._address] > self.per_address:
            transport.close()
            return
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self._address is not None:
            self.open_by_address[self._address] -= 1
            if self.open_by_address[self._address] <= 0:
                del self.open_by_address[self._address]
            self._address = None
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._deadline is None and self.conn.their_state in _SENDING:
            self._arm()  # the first byte of the next request
        super().data_received(data)
        if self.conn.their_state not in _SENDING:
            self._disarm()  # read whole: the answer takes what it takes

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.request_seconds, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.conn.their_state in _SENDING and not self.transport.is_closing():
            self.transport.close()


def serve(app: Any, host: str, port: int) -> None:
    """Serve ``app`` on ``host``:``port`` until interrupted, with the guards of this
    module, each request from the address of its connection."""
    uvicorn.run(app, host=host, port=port, log_level="warning", http=GuardedProtocol,
                proxy_headers=False)
