"""The ruleset of one game as frozen data.

:class:`Options` holds the player count, the variants (R10) and every
**Ruling** of RULES.md that has an alternative, so that the alternative is one
flag away:

>>> from vanuatu import Options, OptionsError
>>> Options(players=4).players
4
>>> try:
...     Options(players=6)
... except OptionsError as error:
...     print(error)
players: R1.1 the base game is for 3 to 5 players (2 with the two-player rules), not 6
"""

from __future__ import annotations

import attrs

from tabletop.one_line import shown

from .components import DEFAULT_COMPONENTS, Components
from .errors import OptionsError

__all__ = ["VARIANTS", "Options"]

#: The variant flags of :class:`Options` (R10.2, R10.3) with the word that names
#: the variant in force when the flag is not its default; every other flag
#: besides ``players`` and ``components`` is a ruling.
VARIANTS: dict[str, str] = {"characters": "no-characters", "rising_waters": "rising-waters"}


def _check_flag(instance: Options, attribute: attrs.Attribute[bool], value: bool) -> None:
    if not isinstance(value, bool):
        raise OptionsError(f"{attribute.name}: must be True or False, not {shown(value)}")


def _check_players(instance: Options, attribute: attrs.Attribute[int], value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise OptionsError(f"players: must be an integer, not {shown(value)}")
    if not 2 <= value <= 5:
        who = value if -10**9 < value < 10**9 else "a number that large"
        raise OptionsError(
            f"players: R1.1 the base game is for 3 to 5 players (2 with the two-player rules), "
            f"not {who}"
        )


@attrs.frozen(cache_hash=True)
class Options:
    """How a game is played: player count, variants and rulings.

    Attributes:
        players: 3 to 5 (2 uses the official two-player rules, R10.1).
        characters: ``False`` plays without characters (R10.2).
        rising_waters: play with the Rising Waters mini-expansion (R10.3).
        components: the component catalog (R1); replace it to play with
            another reading of the printed components.
        paired_planning_together: **Ruling R4.3** — the two markers of one pass
            are judged together (``True``, default). ``False`` orders the pair:
            only the second marker may depend on the first.
        governor_onto_resolved: **Ruling R5.6** — the Governor may move a stack
            onto a space already resolved this round (``True``, default).
        sail_revisit: **Ruling R6.1** — a sail walk may pass a tile twice
            (``True``, default); ``False`` allows only simple paths.
        fishing_lowers_price: the first-edition reading of R6.4 in which fishing
            lowers the fish price (``False``, default, as R6.4 rules).
        replenish_ignores_supply: **Ruling R1.4** — island replenishment ignores
            the cube supply (``True``, default).
    """

    players: int = attrs.field(default=4, validator=_check_players)
    characters: bool = attrs.field(default=True, validator=_check_flag)
    rising_waters: bool = attrs.field(default=False, validator=_check_flag)
    components: Components = attrs.field(default=DEFAULT_COMPONENTS, repr=False)
    paired_planning_together: bool = attrs.field(default=True, validator=_check_flag)
    governor_onto_resolved: bool = attrs.field(default=True, validator=_check_flag)
    sail_revisit: bool = attrs.field(default=True, validator=_check_flag)
    fishing_lowers_price: bool = attrs.field(default=False, validator=_check_flag)
    replenish_ignores_supply: bool = attrs.field(default=True, validator=_check_flag)

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.components, Components):
            kind = type(self.components).__name__
            raise OptionsError(f"components: must be a Components, not {kind}")
        problems = self.components.problems()
        if problems:
            raise OptionsError("components: " + "; ".join(problems))
        tourists = len(self.components.tourist_tiles) - (
            self.components.removed_tourist_tile(self.players) is not None
        )
        if tourists < self.components.rounds:
            raise OptionsError(
                f"components: R1.6 needs {self.components.rounds} tourist tiles in play, "
                f"only {tourists}"
            )
        if self.characters:
            # R3.8: a player picks while every player holds a character; R10.1: five
            # offered each round, none of those offered the round before
            need = 10 if self.players == 2 else self.players + 1
            if len(self.components.characters) < need:
                raise OptionsError(
                    f"components: {self.players} players need at least {need} characters, "
                    f"not {len(self.components.characters)}"
                )
        if self.players == 2 and not self.characters:
            raise OptionsError(
                "characters: R10.2 play without characters is for 3 to 5 players; the "
                "two-player rules (R10.1) need the characters"
            )

    @property
    def two_player(self) -> bool:
        """Whether the official two-player rules (R10.1) are in force."""
        return self.players == 2

    @property
    def variant_words(self) -> tuple[str, ...]:
        """Short names of the variants in force (R10), for display."""
        words = ["two-player"] if self.two_player else []
        for name, word in VARIANTS.items():
            if getattr(self, name) != getattr(attrs.fields(Options), name).default:
                words.append(word)
        return tuple(words)
