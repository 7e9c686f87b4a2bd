"""Every move told in words, as one player (or an onlooker) sees it.

The sentence of a move is made from the move and from what changed between the state
before and the state after it (silvos, cubes, characters, objective cards, the end of the
game), so it stays true whatever rule produced the change. A card the viewer may not see
(VW12) is not named. The main sentence comes from
:mod:`~vapor_willie.narration.words` (a player's move, by the class of the move) or
:mod:`~vapor_willie.narration.chance` (a draw).

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=3, auto_chance=False)
>>> while game.state.is_chance:
...     _ = game.play_chance()
>>> narrate_game(game.record, viewer=1)[0]  # doctest: +ELLIPSIS
'A cube is drawn for island I1: ...'
>>> str(game.moves[5]), narrate_game(game.record, viewer=1)[5]  # P0's card, seen by P1
('reveal objective O8', 'P0 draws an objective card.')
>>> narrate_game(game.record, viewer=0)[5]
'P0 draws objective card O8.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..moves import ChanceMove, Move, MoveBoat, UseRata
from ..rules.engine import apply, new_game
from ..state import GameState, PlayerState
from .chance import draw
from .words import describe

__all__ = ["narrate", "narrate_game", "sentence"]


#: Why the game ended, by the ``ended`` of the state (VW10).
_ENDINGS = {"the-end": "the boat reached The End (VW10.1)",
            "bag": "the bag cannot restock the islands (VW10.2)",
            "rounds": "the round limit was reached (VW10.3)"}


def sentence(before: GameState, move: Move, viewer: int | None = None) -> str:
    """The main sentence of ``move`` played in ``before`` (a chance event names what was
    drawn unless ``viewer`` may not see it): :func:`~vapor_willie.narration.chance.draw`
    or :func:`~vapor_willie.narration.words.describe`."""
    if isinstance(move, ChanceMove):
        return draw(before, move, viewer)
    return describe(move, viewer)


def _cubes(state: GameState, pl: PlayerState) -> dict[str, int]:
    return {c: n for c, n in zip(state.options.components.cube_ids, pl.cubes, strict=True)}


def _diff(before: GameState, move: Move, after: GameState) -> list[str]:
    out = []
    for i, (a, b) in enumerate(zip(before.players, after.players, strict=True)):
        parts = []
        if b.silvos != a.silvos:
            d = b.silvos - a.silvos
            parts.append(f"{d:+d} silvo{'s' if abs(d) > 1 else ''} ({b.silvos})")
        ca, cb = _cubes(before, a), _cubes(after, b)
        gained = [f"{cube}" + (f" x{n}" if n > 1 else "")
                  for cube in cb if (n := cb[cube] - ca[cube]) > 0]
        lost = [f"{cube}" + (f" x{n}" if n > 1 else "")
                for cube in cb if (n := ca[cube] - cb[cube]) > 0]
        if gained:
            parts.append("gains " + ", ".join(gained))
        if lost:
            parts.append("loses " + ", ".join(lost))
        if b.character != a.character:
            parts.append(f"now holds the {b.character}" if b.character else
                         f"returns the {a.character} to the table")
        if len(b.fulfilled) > len(a.fulfilled):
            card = b.fulfilled[-1]
            stars = before.options.components.objective(card).stars
            parts.append(f"fulfils {card} ({stars} star{'s' if stars != 1 else ''})")
        if parts:
            out.append(f"P{i}: " + "; ".join(parts) + ".")
    if after.boat != before.boat and not isinstance(move, (MoveBoat, UseRata)):
        out.append(f"The boat is at {after.boat}.")
    if after.ended and not before.ended:
        why = _ENDINGS.get(after.ended, after.ended)
        out.append(f"The game is over: {why}.")
    elif after.round != before.round and after.round > 0 and before.current >= 0:
        out.append(f"Round {after.round} begins.")
    return out


def narrate(before: GameState, move: Move, after: GameState | None = None,
            viewer: int | None = None) -> list[str]:
    """The sentences of ``move`` played in ``before``: what was done, then what it changed
    (``after`` is computed when not given)."""
    if after is None:
        after = apply(before, move)
    lines = [sentence(before, move, viewer)]
    lines += _diff(before, move, after)
    return lines


def narrate_game(record: object, viewer: int | None = None) -> list[str]:
    """Every sentence of a record's game, move by move (``record`` has ``options`` and
    ``moves``)."""
    state = new_game(record.options)  # type: ignore[attr-defined]
    out: list[str] = []
    moves: Sequence[Move] = record.moves  # type: ignore[attr-defined]
    for move in moves:
        after = apply(state, move)
        out += narrate(state, move, after, viewer)
        state = after
    return out

