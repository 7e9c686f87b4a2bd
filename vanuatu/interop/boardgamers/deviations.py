"""The moves the boardgamers.space engine accepts and our rules refuse.

RULES.md documents three such differences (R12): each is kept in the imported
record as played, reported with its rule and ruling, and applied as played so
that the rest of the game (and its scores) follows the online game.

* **R7.2, begging between rounds** -- the Beggar's bonus lasts from its
  selection to the end of that round (R3.9); the engine gives it back when the
  next round starts, before its holder takes a new character.
* **R12.2, a bonus that changes nothing** -- the engine offers ``+bonus`` on
  every option of the character's action (the Vendor next to their own hut,
  the Guide to an island without drawing, the Buyer with no second cube, the
  Builder with a dike alone); our rules refuse it.
* **R12.1, a second Rest** -- reached through the Governor; the engine lets the
  player take a second token (the first is lost), our rules make it impossible.

Any other move our rules refuse is one the engine could not have made.
"""

from __future__ import annotations

import attrs

from ...components import Character
from ...moves import ACTION_MOVE_TYPES, Beg, Move, Rest
from ...rules.engine import explain
from ...rules.violation import Violation
from ...state import GameState
from ...translation import N_

__all__ = ["RULINGS", "Deviation", "ScoreComparison", "documented"]

#: The documented deviations: the rule refusing the move, and the ruling.
RULINGS: dict[str, str] = {
    "R7.2": N_("begging between rounds: the Beggar's bonus ends with its round (R3.9); "
               "the engine lets its holder beg again before taking a new character"),
    "R12.2": N_("a bonus that changes nothing: +bonus is refused where it would not change "
                "the action; the engine spends the bonus anyway"),
    "R12.1": N_("a second Rest: a player keeps at most one rest token a round; the engine "
                "lets the player take another (the first is lost)"),
}


@attrs.frozen
class Deviation:
    """One move the engine accepted and our rules refuse (a documented one).

    Attributes:
        index: the move's position in the game's ``_history``.
        move: the move as it stands in the record (index ``record_index``).
        record_index: its position in the record's moves, from 0 (``vanuatu
            validate`` numbers moves from 1).
        rule: the rule id of the ruling (``"R12.2"``).
        reason: why our rules refuse it.
    """

    index: int
    move: Move
    record_index: int
    rule: str
    reason: str

    @property
    def ruling(self) -> str:
        """The documented ruling the engine does not follow here."""
        return RULINGS[self.rule]

    def __str__(self) -> str:
        return (f"_history[{self.index}] (move {self.record_index + 1} of the record): "
                f"{self.move}: "
                f"{self.rule} {self.ruling} ({self.reason})")


@attrs.frozen
class ScoreComparison:
    """Our final scores (R8, deviations applied as played) beside the engine's."""

    ours: tuple[int, ...]
    engine: tuple[int, ...]

    @property
    def equal(self) -> bool:
        """Whether both engines score the game alike."""
        return self.ours == self.engine

    def __str__(self) -> str:
        if self.equal:
            return f"final scores agree (R8): {' '.join(map(str, self.ours))}"
        return (f"final scores differ: ours (R8) {' '.join(map(str, self.ours))}, "
                f"the engine's {' '.join(map(str, self.engine))}")


def documented(state: GameState, move: Move, violation: Violation) -> str | None:
    """The rule of the documented deviation that ``move`` (refused in ``state``
    for ``violation``) is, or ``None`` when it is none of them."""
    player = state.players[move.player] if 0 <= move.player < state.num_players else None
    if player is None:
        return None
    if isinstance(move, Beg) and violation.rule == "R7.2" and player.character == Character.BEGGAR:
        return "R7.2"
    if isinstance(move, Rest) and player.rest_token is not None:
        return "R12.1"
    if isinstance(move, ACTION_MOVE_TYPES) and getattr(move, "bonus", False):
        plain: Move = attrs.evolve(move, bonus=False)  # type: ignore[arg-type]
        if explain(state, plain) is None and violation.rule is not None \
                and "R12.2" in (violation.rule + violation.reason):
            return "R12.2"
    return None
