"""The address of a Dask scheduler, checked as text before anything connects.

An address is ``local`` (a new local cluster) or ``[SCHEME://]HOST:PORT``: the
scheme one of :data:`SCHEMES` (``tcp`` when none is given, as Dask reads it),
the host a name, an IPv4 address or an IPv6 address in brackets, and the port
a number from 1 to 65535. :func:`address_problem` says what is wrong with an
address, or ``None``; nothing is resolved and nothing is connected to.

>>> address_problem("tcp://scheduler.example.org:8786") is None
True
>>> address_problem("[::1]:8786") is None
True
>>> address_problem("tcp://host:notaport")
"the port 'notaport' is not a number from 1 to 65535"
>>> address_problem("ftp://x:1")
"the scheme 'ftp' is not one of Dask's (tcp, tls, ws, wss, ucx)"
>>> address_problem("nonsense")
"expected 'local' or [SCHEME://]HOST:PORT (tcp://scheduler:8786), not 'nonsense'"
"""

from __future__ import annotations

import ipaddress
import re

from ..records.limits import printable

__all__ = ["LOCAL", "SCHEMES", "address_problem", "check_address"]

#: The address of a new local cluster.
LOCAL = "local"
#: The schemes of the Dask schedulers a command can reach (Dask's ``inproc`` is only
#: for a scheduler in the same process).
SCHEMES = ("tcp", "tls", "ws", "wss", "ucx")
#: The longest address read.
MAX_ADDRESS = 300

_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9_-]{0,62})(?:\.[A-Za-z0-9_-]{1,63})*\.?")
_FORM = "[SCHEME://]HOST:PORT (tcp://scheduler:8786)"


def _quoted(text: str) -> str:
    return "'" + printable(text, 60) + "'"


def address_problem(address: str) -> str | None:
    """What is wrong with the scheduler address ``address`` (one line, quoting it
    safely), or ``None`` when it is ``local`` or a well-formed ``SCHEME://HOST:PORT``."""
    if address == LOCAL:
        return None
    if not address.strip():
        return "expected a scheduler address or 'local', not an empty one"
    if len(address) > MAX_ADDRESS:
        return f"an address has at most {MAX_ADDRESS} characters, not {len(address)}"
    scheme, sep, rest = address.partition("://")
    if not sep:
        scheme, rest = "tcp", address
    elif scheme not in SCHEMES:
        return f"the scheme {_quoted(scheme)} is not one of Dask's ({', '.join(SCHEMES)})"
    host, colon, port = rest.rpartition(":")
    if not colon or not host:
        return f"expected 'local' or {_FORM}, not {_quoted(address)}"
    if not (port.isascii() and port.isdigit() and len(port) <= 5 and 1 <= int(port) <= 65535):
        return f"the port {_quoted(port)} is not a number from 1 to 65535"
    if host.startswith("[") and host.endswith("]"):
        try:
            ipaddress.IPv6Address(host[1:-1])
        except ValueError:
            return f"the host {_quoted(host)} is not an IPv6 address"
        return None
    if len(host) > 253 or not _HOST.fullmatch(host):
        return f"the host {_quoted(host)} is not a host name or an IP address"
    if re.fullmatch(r"[0-9.]+", host):
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            return f"the host {_quoted(host)} is not an IPv4 address"
    return None


def check_address(address: str) -> None:
    """Raise :class:`ValueError` naming what is wrong with ``address``
    (:func:`address_problem`)."""
    problem = address_problem(address)
    if problem is not None:
        raise ValueError(f"Dask scheduler address: {problem}")
