"""The names of the seats of a new game (re-exported by :mod:`tabletop.web.store`): the
names asked for, or each seat's kind in the words of the request's language."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tabletop.translation import N_

from .errors import StoreError
from .game import HUMAN
from .language import WORDS
from .text import NAME_PATTERN, is_text

__all__ = ["seat_names"]


def seat_names(kinds: Sequence[str], given: object, lang: str = "en") -> tuple[str, ...]:
    """The names of the seats: ``given`` (one short printable name per seat), or
    ``"you"`` and ``"KIND bot"`` (``"person"`` for each human when there are several:
    the seat's number is the name), in ``lang``."""
    if given is not None:
        if (not isinstance(given, list) or len(given) != len(kinds)
                or not all(is_text(n) and re.search(NAME_PATTERN, str(n)) for n in given)):
            raise StoreError(400, "names: expected one name per seat, each of 1 to 40 "
                                  "characters, none of them '#', a control or an invisible "
                                  "character, and no blank at either end")
        return tuple(given)
    person = WORDS.gettext(N_("person") if sum(k == HUMAN for k in kinds) > 1 else N_("you"),
                           lang)
    return tuple(person if k == HUMAN else WORDS.gettext("{bot} bot", lang).format(bot=k)
                 for k in kinds)


# its public home (the docs name it)
seat_names.__module__ = "tabletop.web.store"
