"""The names a server answers to (:class:`HostGuard`). A server that listens on the
machine's own address (``127.0.0.1``, ``::1``, ``localhost``: the serve commands'
default) answers a request whose ``Host`` is ``localhost`` (or a name under it), an IP
address or the machine's own name (``NAME.local`` too), and refuses one that names
another site: a page of that site whose name was pointed at ``127.0.0.1`` (DNS
rebinding) would otherwise be the server's own origin, past the ``Origin`` check of
:func:`~tabletop.web.guards.check_post`. A server that listens on another address
(``--host 0.0.0.0``) answers to any name.

>>> answers_to("localhost:8000", "127.0.0.1"), answers_to("127.0.0.1:8000", "127.0.0.1")
(True, True)
>>> answers_to("[::1]:8000", "::1"), answers_to("evil.example:8000", "127.0.0.1")
(True, False)
>>> answers_to("evil.example", "0.0.0.0")
True
"""

from __future__ import annotations

import functools
import ipaddress
import socket
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from tabletop.translation import N_

from .language import WORDS, scope_header, send_json
from .text import escaped

__all__ = ["HostGuard", "answers_to", "is_loopback"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
App = Callable[[Scope, Callable[[], Awaitable[Message]], Callable[[Message], Awaitable[None]]],
               Awaitable[None]]

#: What a refused ``Host`` is told, in the request's language.
REFUSED = N_("Host {host}: this server listens on {address} and answers to localhost, an "
             "IP address or this machine's name only; a page that reaches it by another "
             "name is refused (DNS rebinding)")


def is_loopback(address: str) -> bool:
    """Whether ``address`` (a serve command's ``--host``) is the machine's own."""
    if address.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(address.strip("[]")).is_loopback
    except ValueError:
        return False


@functools.cache
def _own_names() -> frozenset[str]:
    names = {socket.gethostname().lower()}
    try:
        names.add(socket.getfqdn().lower())
    except OSError:  # no name service: the short name is enough
        pass
    return frozenset(n for n in names if n)


def _name(host: str) -> str:
    """The name or address of a ``Host`` header, without its port."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def answers_to(host: str | None, listen: str) -> bool:
    """Whether a server listening on ``listen`` answers a request for ``host`` (its
    ``Host`` header; ``None``: none, as HTTP/1.0 allows)."""
    if host is None or not host.strip() or not is_loopback(listen):
        return True  # no name (HTTP/1.0, or an empty Host): no site's either
    name = _name(host).rstrip(".")
    if (name == "localhost" or name.endswith(".localhost") or name in _own_names()
            or name.removesuffix(".local") in _own_names()):  # mDNS: the machine's own
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class HostGuard:
    """ASGI middleware: a request for a name the server does not answer to
    (:func:`answers_to`) is a 403 with the refusal as JSON, in the language the
    language middleware chose for it."""

    def __init__(self, app: App, listen: str) -> None:
        self.app = app
        self.listen = listen

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Message]],
                       send: Callable[[Message], Awaitable[None]]) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        host = scope_header(scope, b"host")
        if answers_to(host, self.listen):
            await self.app(scope, receive, send)
            return
        lang = str(scope.get("state", {}).get("lang", "en"))
        await send_json(send, 403, {"error": WORDS.gettext(REFUSED, lang).format(
            host=repr(escaped(host or "", 80)), address=self.listen)})
