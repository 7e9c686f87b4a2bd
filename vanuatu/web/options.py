"""The body of ``POST /api/games`` for Vanuatu: the number of players, a kind per
seat, the variants (R10) and the seed, read into :class:`vanuatu.Options`.

Every field is checked for its type and its range before anything is built from
it (a list of seats is never made from a number of players out of range), and a
refusal names the field, its range and the rule where one applies (R1.1 for the
number of players). The schema of the body (:func:`new_game_schema`) admits exactly
what :func:`parse_new_game` accepts.
"""

from __future__ import annotations

import functools
import re
import secrets
from typing import Any

from tabletop.web.bot_specs import spec_pattern
from tabletop.web.errors import refused
from tabletop.web.game import HUMAN
from tabletop.web.store import StoreError
from tabletop.web.text import NAME_PATTERN, escaped, shown, whole

from ..bots import BOTS, make_bot
from ..describe.refusals import refusal_reason
from ..errors import BotError, OptionsError
from ..options import Options
from ..translation import N_, catalog

__all__ = ["DOCUMENTED_SPECS", "FIELDS", "HUMAN", "MAX_SEED", "MAX_SPEC", "PLAYERS", "SEAT_KINDS",
           "SPEC_PATTERN",
           "VARIANTS",
           "new_game_schema", "parse_new_game"]

#: The variants a new game may name, and the option each one sets.
VARIANTS = {"rising-waters": "rising_waters", "no-characters": "characters"}
#: The fields of the body of a new game.
FIELDS = ("players", "seats", "variants", "seed", "names")
#: The numbers of players of a served game (R1.1; 2 with the two-player rules, R10.1).
PLAYERS = range(2, 6)
#: The largest seed.
MAX_SEED = 2**63 - 1
_PRESETS = ("heuristic", "ismcts:seconds=1", "random")


def _usable(spec: str) -> bool:
    try:
        make_bot(spec, 0)
    except BotError:  # a bot whose library is not installed
        return False
    return True


#: The seats named in full: ``"human"``, a bot by its name (its default parameters)
#: and the new-game page's presets (``ismcts:seconds=1``); only bots this
#: installation can make.
SEAT_KINDS: tuple[str, ...] = (HUMAN, *(s for s in dict.fromkeys((*_PRESETS, *BOTS))
                                        if _usable(s)))
#: The longest bot spec of a seat.
MAX_SPEC = 200
#: A bot spec with parameters, ``NAME:KEY=VALUE,...`` (``ismcts:iterations=50``): a
#: seat may also be one of these, which the bot registry then reads (R1.1 seats).
SPEC_PATTERN = (r"^(?:" + "|".join(sorted(b for b in SEAT_KINDS if b != HUMAN and ":" not in b))
                + r"):[a-z_]{1,20}=[0-9A-Za-z._-]{1,20}(?:,[a-z_]{1,20}=[0-9A-Za-z._-]{1,20})*$")
#: The bot specs with parameters the document of the API promises (the schema's
#: ``pattern``): each bot's own parameters, each value in its range
#: (:func:`tabletop.web.bot_specs.spec_pattern`); the registry reads any other spec of
#: :data:`SPEC_PATTERN`'s form.
DOCUMENTED_SPECS = spec_pattern(BOTS, sorted(b for b in SEAT_KINDS if b != HUMAN and ":" not in b),
                                _usable)


def _refused(message: str, rule: str | None = None, **values: Any) -> StoreError:
    """A 400 whose ``message`` (with its ``{fields}``) is one of Vanuatu's catalog."""
    return refused(400, message, catalog=catalog(), rule=rule, **values)


def _list_of_strings(body: dict[str, Any], field: str, most: int) -> list[str] | None:
    value = body.get(field)
    if value is None:  # left out, or null: the default
        return None
    if not isinstance(value, list) or len(value) > most or not all(
            isinstance(v, str) for v in value):
        raise _refused(N_("{field}: expected a list of at most {most} strings"), field=field,
                       most=most)
    return value


def parse_new_game(body: object) -> tuple[Options, list[str], int]:
    """Read the body of ``POST /api/games``: the options, the seat kinds and
    the seed. :class:`~tabletop.web.store.StoreError` 400 names what is wrong.

    >>> options, seats, seed = parse_new_game({"players": 2, "seed": 3,
    ...                                        "variants": ["rising-waters"]})
    >>> options.rising_waters, seats, seed
    (True, ['human', 'heuristic'], 3)
    >>> parse_new_game({"players": 3, "colour": "red"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tabletop.web.store.StoreError: colour: not a field (fields: players, seats, ...)
    >>> parse_new_game({"players": 10**30})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tabletop.web.store.StoreError: players: R1.1 expected a whole number from 2 to 5, not ...
    """
    if not isinstance(body, dict):
        raise _refused(N_("the body must be a JSON object"))
    unknown = sorted(set(body) - set(FIELDS))
    if unknown:
        raise _refused(N_("{name}: not a field (fields: {fields})"), name=escaped(unknown[0]),
                       fields=", ".join(FIELDS))
    players = whole(body.get("players"))
    if isinstance(players, bool) or not isinstance(players, int) or players not in PLAYERS:
        raise _refused(N_("players: R1.1 expected a whole number from {least} to {most}, not "
                          "{players}"), rule="R1.1", least=PLAYERS[0], most=PLAYERS[-1],
                       players=shown(players))
    seats = _list_of_strings(body, "seats", PLAYERS[-1])
    if seats is None:
        seats = [HUMAN] + ["heuristic"] * (players - 1)
    if len(seats) != players:
        raise _refused(N_("seats: {seats} seats for {players} players"), seats=len(seats),
                       players=players)
    for spec in seats:
        if spec in SEAT_KINDS:
            continue
        if len(spec) > MAX_SPEC or not re.fullmatch(SPEC_PATTERN, spec):
            raise _refused(N_("seats: {spec} is not a seat kind (kinds: {kinds}, or a bot spec "
                              "such as ismcts:iterations=50)"), spec=shown(spec),
                           kinds=", ".join(SEAT_KINDS))
        try:
            BOTS.check(spec)
        except BotError as e:
            raise _said_again(f"seats: {shown(str(e))}", "seats: ", str(e)) from None
    variants = _list_of_strings(body, "variants", len(VARIANTS)) or []
    for v in variants:
        if v not in VARIANTS:
            raise _refused(N_("variants: unknown variant {variant} (variants: {variants})"),
                           variant=shown(v), variants=", ".join(VARIANTS))
    if len(set(variants)) != len(variants):
        raise _refused(N_("variants: each variant at most once"))
    seed = whole(body.get("seed"))
    if seed is None:
        seed = secrets.randbelow(2**32)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise _refused(N_("seed: expected a whole number from 0 to {most}, not {seed}"),
                       most=MAX_SEED, seed=shown(seed))
    if players == 2 and "no-characters" in variants:
        raise _refused(N_("variants: R10.2 play without characters is for 3 to 5 players; the "
                          "two-player rules (R10.1) need the characters"), rule="R10.2")
    try:
        options = Options(players=players, characters="no-characters" not in variants,
                          rising_waters="rising-waters" in variants)
    except OptionsError as e:
        raise _said_again(str(e), "", str(e)) from None
    return options, seats, seed


def _reason(head: str, reason: str, lang: str) -> str:
    return head + refusal_reason(reason, lang)


def _said_again(message: str, head: str, reason: str) -> StoreError:
    """A 400 saying ``message`` in English and ``head`` with the library's ``reason``
    said again (:func:`vanuatu.describe.refusals.refusal_reason`) in another language."""
    error = StoreError(400, message)
    error.speak = functools.partial(_reason, head, reason)
    return error


def new_game_schema() -> dict[str, Any]:
    """The JSON schema of the body of ``POST /api/games``: one branch per number of
    players, so that ``seats`` and ``names`` hold one item per player."""
    def branch(players: int) -> dict[str, Any]:
        variants = [v for v in VARIANTS if players > 2 or v != "no-characters"]
        return {"type": "object", "required": ["players"], "additionalProperties": False,
                "properties": {
                    "players": {"const": players},
                    "seats": {"type": ["array", "null"], "minItems": players, "maxItems": players,
                              "items": {"anyOf": [
                                  {"enum": list(SEAT_KINDS)},
                                  {"type": "string", "maxLength": MAX_SPEC,
                                   "pattern": DOCUMENTED_SPECS}]}},
                    "variants": {"type": ["array", "null"], "uniqueItems": True,
                                 "maxItems": len(variants), "items": {"enum": variants}},
                    "seed": {"type": ["integer", "null"], "minimum": 0, "maximum": MAX_SEED},
                    "names": {"type": ["array", "null"], "minItems": players, "maxItems": players,
                              "items": {"type": "string", "minLength": 1, "maxLength": 40,
                                        "pattern": NAME_PATTERN}}}}
    return {"oneOf": [branch(p) for p in PLAYERS]}
