"""Who a request comes from, as the server's limits count clients: an IPv4 address, or
the /64 network of an IPv6 address (one host, one home or one phone holds a whole /64,
so that counting its addresses one by one would let a single client seem a crowd).
The limits that count clients are the new games a minute
(:class:`~tabletop.web.limits.RateLimiter`), the connections held at once
(:mod:`tabletop.web.transport`) and the turns of the bots
(:mod:`tabletop.web.bots`).

>>> client_of("192.0.2.7"), client_of("::ffff:192.0.2.7")
('192.0.2.7', '192.0.2.7')
>>> client_of("2001:db8:1:2:aaaa::1") == client_of("2001:db8:1:2:bbbb::9")
True
>>> client_of("2001:db8:1:2::1"), client_of("testclient")
('2001:db8:1:2::/64', 'testclient')
"""

from __future__ import annotations

import functools
import ipaddress

__all__ = ["IPV6_PREFIX", "client_of"]

#: The length of the IPv6 network counted as one client.
IPV6_PREFIX = 64


@functools.lru_cache(maxsize=4096)
def client_of(host: str) -> str:
    """The client that ``host`` (a request's remote address) counts as: an IPv4
    address as it is (also when it comes mapped into IPv6), an IPv6 address as its
    /:data:`IPV6_PREFIX` network, anything else (a name, a socket path) as it is."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])  # no zone (fe80::1%eth0)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, IPV6_PREFIX), strict=False))
    return str(address)
