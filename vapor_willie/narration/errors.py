"""The errors of reading records, moves and options, in a player's language.

Like the reasons of the rules (:mod:`~vapor_willie.narration.refusals`), an error is
written in English where it is found and said again here: the places before it
(``game.vwr: line 3: moves[2]:``) are kept, ``line N`` said in the language, and the
rest read against the English patterns below (or those of the rules' reasons). An
error this module does not know is given as written.

>>> error_text("game.vwr: line 4: unknown header 'Colour'", "pt")
"game.vwr: linha 4: cabeçalho desconhecido 'Colour'"
>>> error_text("'P0 fly': unknown move word 'fly'", "ja")
"'P0 fly': 不明な手の語 'fly'"
>>> error_text("P0 dock PA: VW4.3 docking costs a silvo and P0 has none", "pt")
'P0 dock PA: VW4.3 atracar custa um silvo e P0 não tem nenhum'
"""

from __future__ import annotations

import re
from functools import lru_cache

from tabletop.spec_words import spec_words
from tabletop.system_words import SYSTEM, system_words
from tabletop.translation import check_language

from ..translation import N_
from ..translation import translate as _
from .refusals import refusal_reason, refusal_text

__all__ = ["ERRORS", "SYSTEM", "error_text", "system_words"]

_X = r"(?P<thing>'[^']*'|\"[^\"]*\")"

#: The errors of records, moves and options, as patterns (see
#: :mod:`~vapor_willie.narration.refusal_patterns`), each group kept as it is.
ERRORS: tuple[tuple[str, str], ...] = (
    # -- files
    (r"cannot read the file: (?P<why>.+)", N_("cannot read the file: {why}")),
    (r"cannot write the file: (?P<why>.+)", N_("cannot write the file: {why}")),
    (r"cannot read: (?P<why>.+)", N_("cannot read: {why}")),
    (r"larger than (?P<n>\d+) bytes", N_("larger than {n} bytes")),
    (r"not UTF-8 text", N_("not UTF-8 text")),
    # -- the headers of a record
    (r"(?P<header>\w+): given twice \(line (?P<line>\d+)\)",
     N_("{header}: given twice (line {line})")),
    (r"not a (?P<format>\S+) (?P<version>\d+) record: (?P<value>.+)",
     N_("not a {format} {version} record: {value}")),
    (r"not a (?P<format>\S+) (?P<version>\d+) record", N_("not a {format} {version} record")),
    (r"(?P<header>\w+): expected a whole number, not (?P<value>.+)",
     N_("{header}: expected a whole number, not {value}")),
    (r"(?P<field>\w+): expected a whole number", N_("{field}: expected a whole number")),
    (r"Rulings: expected words like 'islands=enter', not (?P<value>.+)",
     N_("Rulings: expected words like 'islands=enter', not {value}")),
    (rf"unknown header {_X}", N_("unknown header {thing}")),
    (rf"the header {_X} comes after the first move \(headers come first\)",
     N_("the header {thing} comes after the first move (headers come first)")),
    (r"the record has no 'Players:' header", N_("the record has no 'Players:' header")),
    (r"a name is given for seat (?P<seat>P\d+), not in a (?P<n>\d+)-player game",
     N_("a name is given for seat {seat}, not in a {n}-player game")),
    (r"a JSON record is an object", N_("a JSON record is an object")),
    (rf"{_X}: unknown field \(the fields are (?P<fields>[^)]*)\)",
     N_("{thing}: unknown field (the fields are {fields})")),
    (r"names: expected a list of strings", N_("names: expected a list of strings")),
    (r"names: (?P<n>\d+) names for (?P<players>\d+) players",
     N_("names: {n} names for {players} players")),
    (rf"the key {_X} is given twice", N_("the key {thing} is given twice")),
    (r"a name is a string, not (?P<type>\w+)", N_("a name is a string, not {type}")),
    (r"a name is at most (?P<most>\d+) characters, not (?P<count>\d+)",
     N_("a name is at most {most} characters, not {count}")),
    (r"a name may not contain '#' \(it starts a comment in the text form\)",
     N_("a name may not contain '#' (it starts a comment in the text form)")),
    (r"a name may not contain line breaks or control characters",
     N_("a name may not contain line breaks or control characters")),
    (r"a name is not valid Unicode text \(it holds a lone surrogate\)",
     N_("a name is not valid Unicode text (it holds a lone surrogate)")),
    (r"a name may not start or end with blanks", N_("a name may not start or end with blanks")),
    (r"names: expected a tuple of strings, not (?P<type>\w+)",
     N_("names: expected a tuple of strings, not {type}")),
    (r"moves: expected a list of moves", N_("moves: expected a list of moves")),
    (r"expected a move as text", N_("expected a move as text")),
    # -- moves
    (r"a move is at most (?P<n>\d+) characters", N_("a move is at most {n} characters")),
    (r"an empty move", N_("an empty move")),
    (rf"a player's move needs a word after {_X}", N_("a player's move needs a word after {thing}")),
    (rf"unknown move word {_X}", N_("unknown move word {thing}")),
    (rf"{_X} is not a player \(P0, P1\.\.\.\)", N_("{thing} is not a player (P0, P1...)")),
    (r"expected (?P<usage>'.+)", N_("expected {usage}")),
    (rf"{_X} is not a name", N_("{thing} is not a name")),
    (rf"unknown ability {_X} \(\+parrot, \+captain\)",
     N_("unknown ability {thing} (+parrot, +captain)")),
    (r"more than 999 silvos in a bundle", N_("more than 999 silvos in a bundle")),
    (r"more than 100 cubes in a bundle", N_("more than 100 cubes in a bundle")),
    (rf"{_X} is not a cube type or a number of silvos \('2s'\) in a bundle",
     N_("{thing} is not a cube type or a number of silvos ('2s') in a bundle")),
    # -- options and rulings
    (rf"ruling {_X}: expected NAME=VALUE \(one of (?P<names>[^)]*)\)",
     N_("ruling {thing}: expected NAME=VALUE (one of {names})")),
    (rf"ruling {_X}: no such ruling \(one of (?P<names>[^)]*)\)",
     N_("ruling {thing}: no such ruling (one of {names})")),
    (rf"ruling (?P<name>\S+): {_X} is not one of (?P<values>.+)",
     N_("ruling {name}: {thing} is not one of {values}")),
    (r"ruling (?P<name>\S+): given twice \((?P<values>[^)]*)\)",
     N_("ruling {name}: given twice ({values})")),
    (rf"rulings: unknown ruling {_X} \(one of (?P<names>[^)]*)\)",
     N_("rulings: unknown ruling {thing} (one of {names})")),
    (r"rulings: expected words like 'islands=enter'",
     N_("rulings: expected words like 'islands=enter'")),
    (r"players: (?P<value>.+) is not between (?P<low>\d+) and (?P<high>\d+) \(VW1\.1\)",
     N_("players: {value} is not between {low} and {high} (VW1.1)")),
    (rf"river: no river face {_X} \(one of (?P<faces>[^)]*)\)",
     N_("river: no river face {thing} (one of {faces})")),
    (rf"boat: no boat card face {_X} \(one of (?P<faces>[^)]*)\)",
     N_("boat: no boat card face {thing} (one of {faces})")),
    (r"max_rounds: at most (?P<most>\d+), not (?P<value>.+)",
     N_("max_rounds: at most {most}, not {value}")),
    (r"max_rounds: must be a whole number >= 0, not (?P<value>.+)",
     N_("max_rounds: must be a whole number >= 0, not {value}")),
    # -- the body of a new game (the web API)
    (r"(?P<field>\w+): expected a list of at most (?P<most>\d+) strings",
     N_("{field}: expected a list of at most {most} strings")),
    (r"the body must be a JSON object", N_("the body must be a JSON object")),
    (r"(?P<field>.+): not a field \(fields: (?P<fields>[^)]*)\)",
     N_("{field}: not a field (fields: {fields})")),
    (r"players: VW1\.1 expected a whole number from (?P<low>\d+) to (?P<high>\d+), not "
     r"(?P<value>.+)",
     N_("players: VW1.1 expected a whole number from {low} to {high}, not {value}")),
    (r"seats: (?P<n>\d+) seats for (?P<players>\d+) players",
     N_("seats: {n} seats for {players} players")),
    (r"seats: (?P<spec>.+) is not a seat kind \(kinds: (?P<kinds>.+), or a bot spec such as "
     r"(?P<example>\S+)\)",
     N_("seats: {spec} is not a seat kind (kinds: {kinds}, or a bot spec such as {example})")),
    (r"max_rounds: VW10\.3 expected a whole number from 0 \(no limit\) to (?P<most>\d+), not "
     r"(?P<value>.+)",
     N_("max_rounds: VW10.3 expected a whole number from 0 (no limit) to {most}, not {value}")),
    (r"seed: expected a whole number from 0 to (?P<most>\d+), not (?P<value>.+)",
     N_("seed: expected a whole number from 0 to {most}, not {value}")),
)

_LINE = re.compile(r"line (?P<line>\d+)")


@lru_cache(maxsize=1)
def _compiled() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(pattern, re.DOTALL), message) for pattern, message in ERRORS)


def _rest(text: str, lang: str) -> str | None:
    for pattern, message in _compiled():
        found = pattern.fullmatch(text)
        if found is not None:
            values = {k: (system_words(v, lang) if k == "why" else v)
                      for k, v in found.groupdict().items()}
            return _(message, lang).format(**values)
    said = refusal_reason(text, lang)
    if said != text:
        return said
    return spec_words(text, lang)


def _said(text: str, lang: str) -> str:
    said = _rest(text, lang)
    if said is not None:
        return said
    ruled = refusal_text(text, lang)
    if ruled != text:
        return ruled
    place, colon, rest = text.partition(": ")
    if not colon or not rest:
        return text
    line = _LINE.fullmatch(place)
    if line is not None:
        place = _("line {line}", lang).format(line=line["line"])
    return f"{place}: {_said(rest, lang)}"


def error_text(message: str, lang: str = "en") -> str:
    """``message``, the message of an error of :mod:`vapor_willie` (a
    :class:`~vapor_willie.RecordError`, :class:`~vapor_willie.NotationError`,
    :class:`~vapor_willie.OptionsError` or :class:`~vapor_willie.IllegalMove`), in
    ``lang``."""
    if check_language(lang) == "en":
        return message
    return _said(message, lang)
