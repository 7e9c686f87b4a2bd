"""The names of the seats of a new game (re-exported by :mod:`tabletop.web.store`): the
names asked for, or each seat's kind in the words of the request's language; and the
name a reader sees (:func:`shown_names`): a default name in the reader's language.

>>> shown_names(("você", "bot easy", "Ana"), "ja")
('あなた', 'ボット easy', 'Ana')
>>> shown_names(("あなた", "ボット easy"), "en")
('you', 'easy bot')
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from tabletop.translation import LANGUAGES, N_, check_language

from .errors import refused
from .game import HUMAN
from .language import WORDS
from .text import is_name

__all__ = ["seat_names", "shown_names"]


def seat_names(kinds: Sequence[str], given: object, lang: str = "en") -> tuple[str, ...]:
    """The names of the seats: ``given`` (one short printable name per seat), or
    ``"you"`` and ``"KIND bot"`` (``"person"`` for each human when there are several:
    the seat's number is the name), in ``lang``."""
    if given is not None:
        if (not isinstance(given, list) or len(given) != len(kinds)
                or not all(is_name(n) for n in given)):
            raise refused(400, N_("names: expected one name per seat, each of 1 to 40 "
                                  "characters, none of them '#', a control or an invisible "
                                  "character, and no blank at either end"))
        return tuple(given)
    person = WORDS.gettext(N_("person") if sum(k == HUMAN for k in kinds) > 1 else N_("you"),
                           lang)
    return tuple(person if k == HUMAN else WORDS.gettext("{bot} bot", lang).format(bot=k)
                 for k in kinds)


#: The default names of a seat, by the key of their English message.
_DEFAULTS = (N_("you"), N_("person"))
_BOT = N_("{bot} bot")


@functools.cache
def _readings() -> tuple[tuple[dict[str, str], re.Pattern[str]], ...]:
    """For each language: its default names (to their English message) and the pattern
    of its bot's name."""
    out = []
    for lang in LANGUAGES:
        words = {WORDS.gettext(m, lang).strip().lower(): m for m in _DEFAULTS}
        before, _, after = WORDS.gettext(_BOT, lang).partition("{bot}")
        out.append((words, re.compile(re.escape(before) + "(?P<bot>.+?)" + re.escape(after))))
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _shown(name: str, lang: str) -> str:
    for words, bot in _readings():
        message = words.get(name.strip().lower())
        if message is not None:
            return WORDS.gettext(message, lang)
        found = bot.fullmatch(name)
        if found is not None:
            return WORDS.gettext(_BOT, lang).format(bot=found["bot"])
    return name


def shown_names(names: Sequence[str], lang: str = "en") -> tuple[str, ...]:
    """The seats' ``names`` as a reader of ``lang`` sees them: a default name of
    :func:`seat_names` (``you``, ``person``, ``KIND bot``, in whatever language the game
    was made) in ``lang``, any other name as it is. The record keeps the names given."""
    lang = check_language(lang)
    return tuple(_shown(n, lang) if isinstance(n, str) else n for n in names)


# their public home (the docs name them)
seat_names.__module__ = shown_names.__module__ = "tabletop.web.store"
