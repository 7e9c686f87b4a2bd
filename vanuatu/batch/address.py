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

from tabletop.cluster import LOCAL, MAX_ADDRESS, SCHEMES, address_problem, check_address

__all__ = ["LOCAL", "MAX_ADDRESS", "SCHEMES", "address_problem", "check_address"]
