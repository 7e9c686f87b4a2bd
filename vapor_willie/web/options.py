"""The body of ``POST /api/games`` for Vapor Willie: the number of players, a kind per
seat, the rulings (``docs/vapor_willie/rules.rst``), the round limit and the seed,
read into :class:`vapor_willie.Options`.

Every field is checked for its type and its range before anything is built from it,
and a refusal names the field, its range and the rule where one applies (VW1.1 for the
number of players). The schema of the body (:func:`new_game_schema`) admits exactly
what :func:`parse_new_game` accepts. The server's own rulings (``vapor-willie serve
--ruling``) are the defaults of a body that names none.

>>> options, seats, seed = parse_new_game({"players": 2, "seed": 3,
...                                        "rulings": ["cash-back=closed"]})
>>> options.cash_back, seats, seed
('closed', ['human', 'heuristic'], 3)
"""

from __future__ import annotations

import functools
import re
import secrets
from collections.abc import Mapping
from typing import Any

from tabletop.web.bot_specs import spec_pattern
from tabletop.web.game import HUMAN
from tabletop.web.store import StoreError
from tabletop.web.text import NAME_PATTERN, escaped, shown, whole

from ..bots import BOTS, BotError, make_bot
from ..components import DEFAULT_COMPONENTS
from ..errors import OptionsError
from ..narration.errors import error_text
from ..options import RULINGS, Options, parse_rulings

__all__ = ["DOCUMENTED_SPECS", "FIELDS", "MAX_ROUNDS", "MAX_SEED", "MAX_SPEC", "PLAYERS",
           "RULING_WORDS", "SEAT_KINDS", "SPEC_PATTERN", "new_game_schema", "parse_new_game"]

#: The fields of the body of a new game.
FIELDS = ("players", "seats", "rulings", "max_rounds", "seed", "names")
#: The numbers of players (VW1.1).
PLAYERS = range(2, 5)
#: The largest seed.
MAX_SEED = 2**63 - 1
#: The largest round limit (VW10.3 option).
MAX_ROUNDS = 200
#: Every ruling a body may name, ``NAME=VALUE``.
RULING_WORDS: tuple[str, ...] = tuple(f"{word}={value}" for word, values in RULINGS.values()
                                      for value in values)
_PRESETS = ("heuristic", "ismcts:seconds=1", "random")
#: The words of each ruling, one tuple a ruling (``("rato=drawn", "rato=any")``, ...).
_RULINGS_BY_NAME: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"{word}={value}" for value in values) for word, values in RULINGS.values())


def _usable(spec: str) -> bool:
    try:
        make_bot(spec, 0)
    except BotError:
        return False
    return True


#: The seats named in full: ``"human"``, a bot by its name and the page's presets.
SEAT_KINDS: tuple[str, ...] = (HUMAN, *(s for s in dict.fromkeys((*_PRESETS, *BOTS))
                                        if _usable(s)))
#: The longest bot spec of a seat.
MAX_SPEC = 200
#: A bot spec with parameters, ``NAME:KEY=VALUE,...`` (``ismcts:iterations=50``).
SPEC_PATTERN = (r"^(?:" + "|".join(sorted(b for b in SEAT_KINDS if b != HUMAN and ":" not in b))
                + r"):[a-z_]{1,20}=[0-9A-Za-z._-]{1,20}(?:,[a-z_]{1,20}=[0-9A-Za-z._-]{1,20})*$")
#: The bot specs with parameters the document of the API promises (the schema's
#: ``pattern``): each bot's own parameters, each value in its range
#: (:func:`tabletop.web.bot_specs.spec_pattern`); the registry reads any other spec of
#: :data:`SPEC_PATTERN`'s form.
DOCUMENTED_SPECS = spec_pattern(BOTS, sorted(b for b in SEAT_KINDS if b != HUMAN and ":" not in b),
                                _usable)


def _words(message: str, lang: str) -> str:
    return error_text(message, lang)


def _refused(message: str, rule: str | None = None, said: str | None = None) -> StoreError:
    """A 400 saying ``message``, in English and in the language of each request that reads
    it (``said``, when given, is the message to say in another language)."""
    error = StoreError(400, message, rule)
    error.speak = functools.partial(_words, message if said is None else said)
    return error


def _strings(body: Mapping[str, Any], field: str, most: int) -> list[str] | None:
    value = body.get(field)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > most or not all(
            isinstance(v, str) for v in value):
        raise _refused(f"{field}: expected a list of at most {most} strings")
    return value


def parse_new_game(body: object, rulings: Mapping[str, str] | None = None
                   ) -> tuple[Options, list[str], int]:
    """Read the body of ``POST /api/games``: the options, the seat kinds and the seed;
    ``rulings`` (option fields, as :func:`vapor_willie.options.parse_rulings` gives
    them) are the server's, which a body's ``rulings`` replace one by one.
    :class:`~tabletop.web.store.StoreError` 400 names what is wrong.

    >>> parse_new_game({"players": 5})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tabletop.web.store.StoreError: players: VW1.1 expected a whole number from 2 to 4, not 5
    >>> parse_new_game({"players": 2, "rulings": ["rato=some"]})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tabletop.web.store.StoreError: rulings: ruling rato: 'some' is not one of drawn, any
    """
    if not isinstance(body, dict):
        raise _refused("the body must be a JSON object")
    unknown = sorted(set(body) - set(FIELDS))
    if unknown:
        raise _refused(f"{escaped(unknown[0])}: not a field (fields: {', '.join(FIELDS)})")
    players = whole(body.get("players"))
    if isinstance(players, bool) or not isinstance(players, int) or players not in PLAYERS:
        raise _refused(f"players: VW1.1 expected a whole number from {PLAYERS[0]} to "
                              f"{PLAYERS[-1]}, not {shown(players)}", "VW1.1")
    seats = _strings(body, "seats", PLAYERS[-1])
    if seats is None:
        seats = [HUMAN] + ["heuristic"] * (players - 1)
    if len(seats) != players:
        raise _refused(f"seats: {len(seats)} seats for {players} players")
    for spec in seats:
        if spec in SEAT_KINDS:
            continue
        if len(spec) > MAX_SPEC or not re.fullmatch(SPEC_PATTERN, spec):
            raise _refused(f"seats: {shown(spec)} is not a seat kind (kinds: "
                                  f"{', '.join(SEAT_KINDS)}, or a bot spec such as "
                                  f"ismcts:iterations=50)")
        try:
            BOTS.check(spec)
        except BotError as e:
            raise _refused(f"seats: {shown(str(e))}", said=f"seats: {e}") from None
    asked = _strings(body, "rulings", len(RULING_WORDS))
    try:
        fields = dict(rulings or {})
        fields.update(parse_rulings(asked))
    except OptionsError as e:
        raise _refused(f"rulings: {e}") from None
    max_rounds = whole(body.get("max_rounds"))
    if max_rounds is None:
        max_rounds = 0
    if isinstance(max_rounds, bool) or not isinstance(max_rounds, int) or not (
            0 <= max_rounds <= MAX_ROUNDS):
        raise _refused(f"max_rounds: VW10.3 expected a whole number from 0 (no limit) "
                              f"to {MAX_ROUNDS}, not {shown(max_rounds)}", "VW10.3")
    seed = whole(body.get("seed"))
    if seed is None:
        seed = secrets.randbelow(2**32)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise _refused(f"seed: expected a whole number from 0 to {MAX_SEED}, "
                              f"not {shown(seed)}")
    try:
        options = Options(players=players, max_rounds=max_rounds,
                          components=DEFAULT_COMPONENTS, **fields)
    except OptionsError as e:
        raise _refused(str(e)) from None
    return options, seats, seed


def new_game_schema() -> dict[str, Any]:
    """The JSON schema of the body of ``POST /api/games``: one branch per number of
    players, so that ``seats`` and ``names`` hold one item per player."""
    def branch(players: int) -> dict[str, Any]:
        return {"type": "object", "required": ["players"], "additionalProperties": False,
                "properties": {
                    "players": {"const": players},
                    "seats": {"type": ["array", "null"], "minItems": players, "maxItems": players,
                              "items": {"anyOf": [
                                  {"enum": list(SEAT_KINDS)},
                                  {"type": "string", "maxLength": MAX_SPEC,
                                   "pattern": DOCUMENTED_SPECS}]}},
                    "rulings": {"type": ["array", "null"], "maxItems": len(RULING_WORDS),
                                "items": {"enum": list(RULING_WORDS)},
                                # each ruling once at most, whatever its value
                                "allOf": [{"contains": {"enum": list(words)},
                                           "minContains": 0, "maxContains": 1}
                                          for words in _RULINGS_BY_NAME]},
                    "max_rounds": {"type": ["integer", "null"], "minimum": 0,
                                   "maximum": MAX_ROUNDS},
                    "seed": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_SEED},
                    "names": {"type": ["array", "null"], "minItems": players, "maxItems": players,
                              "items": {"type": "string", "minLength": 1, "maxLength": 40,
                                        "pattern": NAME_PATTERN}}}}
    return {"oneOf": [branch(p) for p in PLAYERS]}
