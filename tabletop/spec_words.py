"""The refusals of a bot's spec (:mod:`tabletop.specs`, :mod:`tabletop.registry`) in a
player's language, for both games: each message those modules write in English is
read back against its pattern and said again from the catalog of the domain
``tabletop``; the bot's name, the parameters' names and values stay as they are.

>>> spec_words("bot 'ismcts': width must be at most 9, not '10' (parameters: width=N)", "pt")
"bot 'ismcts': width precisa ser no máximo 9, não '10' (parâmetros: width=N)"
>>> spec_words("unknown bot 'foo' (bots: random, ismcts)", "ja")
"不明なボット 'foo'（ボット：random, ismcts）"
>>> spec_words("not a message of a spec", "pt") is None
True
"""

from __future__ import annotations

from .commandline import WORDS
from .patterns import Patterns
from .translation import N_, check_language

__all__ = ["SPEC_PATTERNS", "spec_words"]

_Q = r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\""
_P = r"(?P<param>\w+)"

#: The English patterns of the refusals of a spec, each with its source message; a
#: group ``why`` is said again, ``accepted`` is the list of a bot's parameters.
SPEC_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"bot spec (?P<spec>" + _Q + r"): no bot name \(bots: (?P<bots>.+)\)",
     N_("bot spec {spec}: no bot name (bots: {bots})")),
    (r"bot spec (?P<spec>" + _Q + r"): no bot name", N_("bot spec {spec}: no bot name")),
    (r"bot (?P<name>" + _Q + r"): parameter (?P<item>" + _Q + r") is not key=value",
     N_("bot {name}: parameter {item} is not key=value")),
    (r"bot (?P<name>" + _Q + r"): parameter (?P<key>" + _Q + r") given twice",
     N_("bot {name}: parameter {key} given twice")),
    (r"unknown bot (?P<name>" + _Q + r") \(bots: (?P<bots>.+)\)",
     N_("unknown bot {name} (bots: {bots})")),
    (r"bot (?P<name>" + _Q + r"): unknown parameter (?P<key>" + _Q + r") \((?P<accepted>.+)\)",
     N_("bot {name}: unknown parameter {key} ({accepted})")),
    (r"bot (?P<name>" + _Q + r"): (?P<why>.+) \((?P<accepted>(?:parameters: |\S+ takes no )"
     r".+)\)",
     N_("bot {name}: {why} ({accepted})")),
    (r"parameters: (?P<params>.+)", N_("parameters: {params}")),
    (r"(?P<bot>\S+) takes no parameters", N_("{bot} takes no parameters")),
    (_P + r" must be one of (?P<choices>.+), not (?P<value>.+)",
     N_("{param} must be one of {choices}, not {value}")),
    (_P + r" must be a whole number from (?P<least>\S+), not (?P<value>.+)",
     N_("{param} must be a whole number from {least}, not {value}")),
    (_P + r" must be a whole number above (?P<least>\S+), not (?P<value>.+)",
     N_("{param} must be a whole number above {least}, not {value}")),
    (_P + r" must be a number from (?P<least>\S+), not (?P<value>.+)",
     N_("{param} must be a number from {least}, not {value}")),
    (_P + r" must be a number above (?P<least>\S+), not (?P<value>.+)",
     N_("{param} must be a number above {least}, not {value}")),
    (_P + r" must be at most (?P<most>\S+), not (?P<value>.+)",
     N_("{param} must be at most {most}, not {value}")),
    (_P + r" must be a whole number, not (?P<value>.+)",
     N_("{param} must be a whole number, not {value}")),
    (_P + r" must be a number, not (?P<value>.+)", N_("{param} must be a number, not {value}")),
    (r"a bot spec is a str, not (?P<type>\w+)", N_("a bot spec is a str, not {type}")),
)


_TABLE = Patterns(SPEC_PATTERNS)


def _said(message: str, lang: str) -> str | None:
    def group(name: str, value: str) -> str:
        if name in ("why", "accepted"):
            return _said(value, lang) or value
        return value
    return _TABLE.say(message, lambda source: WORDS.gettext(source, lang), group)


def spec_words(message: str, lang: str) -> str | None:
    """``message``, a refusal of a bot's spec, in ``lang``; ``None`` when it is not
    one of them."""
    if check_language(lang) == "en":
        return message if _said(message, "en") is not None else None
    return _said(message, lang)

