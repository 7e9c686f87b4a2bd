"""The refusals of a Dask scheduler's address (:func:`tabletop.cluster.address_problem`,
:func:`tabletop.cluster.require`) in a player's language, for both games' ``--dask``:
the address, the scheme and the install command stay as they are.

>>> cluster_words("expected 'local' or [SCHEME://]HOST:PORT (tcp://scheduler:8786), "
...               "not 'nope'", "pt")
"esperava-se 'local' ou [SCHEME://]HOST:PORT (tcp://scheduler:8786), não 'nope'"
>>> cluster_words("something else", "ja")
'something else'
"""

from __future__ import annotations

from .commandline import WORDS
from .patterns import Patterns
from .translation import N_, check_language

__all__ = ["CLUSTER_PATTERNS", "cluster_words"]

_Q = r"'(?:[^'\\]|\\.)*'"

#: The English patterns of the refusals of an address, each with its source message.
CLUSTER_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"expected a scheduler address or 'local', not an empty one",
     N_("expected a scheduler address or 'local', not an empty one")),
    (r"an address has at most (?P<most>\d+) characters, not (?P<count>\d+)",
     N_("an address has at most {most} characters, not {count}")),
    (r"the scheme (?P<scheme>" + _Q + r") is not one of Dask's \((?P<schemes>.+)\)",
     N_("the scheme {scheme} is not one of Dask's ({schemes})")),
    (r"expected 'local' or (?P<form>\S+ \(\S+\)), not (?P<address>.+)",
     N_("expected 'local' or {form}, not {address}")),
    (r"the port (?P<port>" + _Q + r") is not a number from 1 to 65535",
     N_("the port {port} is not a number from 1 to 65535")),
    (r"the host (?P<host>" + _Q + r") is not an IPv6 address",
     N_("the host {host} is not an IPv6 address")),
    (r"the host (?P<host>" + _Q + r") is not an IPv4 address",
     N_("the host {host} is not an IPv4 address")),
    (r"the host (?P<host>" + _Q + r") is not a host name or an IP address",
     N_("the host {host} is not a host name or an IP address")),
    (r"Dask is not installed \((?P<why>.+)\): pip install (?P<extra>.+)",
     N_("Dask is not installed ({why}): pip install {extra}")),
    (r"Dask scheduler address: (?P<problem>.+)", N_("Dask scheduler address: {problem}")),
)


_TABLE = Patterns(CLUSTER_PATTERNS)


def cluster_words(message: str, lang: str) -> str:
    """``message``, a refusal of a scheduler's address, in ``lang`` (as it is when it
    is none of them)."""
    if check_language(lang) == "en":
        return message
    said = _TABLE.say(message, lambda source: WORDS.gettext(source, lang),
                      lambda name, value: cluster_words(value, lang) if name == "problem"
                      else value)
    return message if said is None else said
