"""The body of ``POST /api/games`` for Vanuatu: the number of players, a kind per
seat, the variants (R10) and the seed, read into :class:`vanuatu.Options`."""

from __future__ import annotations

import secrets

from tabletop.web.game import HUMAN
from tabletop.web.store import StoreError

from ..bots import make_bot
from ..errors import BotError, OptionsError
from ..options import Options

__all__ = ["FIELDS", "HUMAN", "VARIANTS", "parse_new_game"]

#: The variants a new game may name, and the option each one sets.
VARIANTS = {"rising-waters": "rising_waters", "no-characters": "characters"}
#: The fields of the body of a new game.
FIELDS = ("players", "seats", "variants", "seed", "names")


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
    """
    if not isinstance(body, dict):
        raise StoreError(400, "the body must be a JSON object")
    unknown = sorted(set(body) - set(FIELDS))
    if unknown:
        raise StoreError(400, f"{unknown[0]}: not a field (fields: {', '.join(FIELDS)})")
    players = body.get("players")
    if isinstance(players, bool) or not isinstance(players, int):
        raise StoreError(400, f"players: expected a whole number from 2 to 5, not {players!r}")
    seats = body.get("seats", [HUMAN] + ["heuristic"] * (players - 1))
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise StoreError(400, "seats: expected a list of strings ('human' or a bot spec)")
    if len(seats) != players:
        raise StoreError(400, f"seats: {len(seats)} seats for {players} players")
    for spec in seats:
        if spec != HUMAN:
            try:
                make_bot(spec, 0)
            except BotError as e:
                raise StoreError(400, f"seats: {e}") from None
    variants = body.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise StoreError(400, "variants: expected a list of strings")
    for v in variants:
        if v not in VARIANTS:
            raise StoreError(400, f"variants: unknown variant {v!r} "
                                  f"(variants: {', '.join(VARIANTS)})")
    seed = body.get("seed")
    if seed is None:
        seed = secrets.randbelow(2**32)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise StoreError(400, f"seed: expected a whole number from 0, not {seed!r}")
    try:
        options = Options(players=players, characters="no-characters" not in variants,
                          rising_waters="rising-waters" in variants)
    except OptionsError as e:
        raise StoreError(400, str(e)) from None
    return options, seats, seed
