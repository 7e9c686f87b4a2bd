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
>>> narrate_game(game.record, viewer=0, lang="ja")[5]
'P0は目標カードO8を引きます。'
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.translation import list_separator

from ..moves import ChanceMove, Move, MoveBoat, UseRata
from ..names import name as piece_name
from ..rules.engine import apply, new_game
from ..state import GameState, PlayerState
from ..translation import N_, translate
from ..translation import translate_plural as ngettext
from .chance import draw
from .words import character_name, describe

__all__ = ["ending", "narrate", "narrate_game", "sentence"]


#: Why the game ended, by the ``ended`` of the state (VW10).
_ENDINGS = {"the-end": N_("the boat reached The End (VW10.1)"),
            "bag": N_("the bag cannot restock the islands (VW10.2)"),
            "rounds": N_("the round limit was reached (VW10.3)")}

_ = translate


def ending(ended: str, lang: str = "en") -> str:
    """Why the game ended (the ``ended`` of a state, VW10), in ``lang``."""
    return _(_ENDINGS[ended], lang) if ended in _ENDINGS else ended


def sentence(before: GameState, move: Move, viewer: int | None = None,
             lang: str = "en") -> str:
    """The main sentence of ``move`` played in ``before`` (a chance event names what was
    drawn unless ``viewer`` may not see it): :func:`~vapor_willie.narration.chance.draw`
    or :func:`~vapor_willie.narration.words.describe`, in ``lang``."""
    if isinstance(move, ChanceMove):
        return draw(before, move, viewer, lang)
    return describe(move, viewer, lang)


def _cubes(state: GameState, pl: PlayerState) -> dict[str, int]:
    return {c: n for c, n in zip(state.options.components.cube_ids, pl.cubes, strict=True)}


def _counted(cubes: dict[str, int], lang: str) -> str:
    """The cubes and their counts; their names in ``lang`` (English: their ids)."""
    return list_separator(lang).join(
        (cube if lang == "en" else piece_name("cube", cube, lang)) + (f" x{n}" if n > 1 else "")
        for cube, n in cubes.items())


def _changes(before: GameState, after: GameState, a: PlayerState, b: PlayerState,
             lang: str) -> list[str]:
    parts = []
    if b.silvos != a.silvos:
        d = b.silvos - a.silvos
        parts.append(ngettext("{change:+d} silvo ({silvos})",
                                      "{change:+d} silvos ({silvos})", abs(d), lang).format(
            change=d, silvos=b.silvos))
    ca, cb = _cubes(before, a), _cubes(after, b)
    gained = {cube: n for cube in cb if (n := cb[cube] - ca[cube]) > 0}
    lost = {cube: n for cube in cb if (n := ca[cube] - cb[cube]) > 0}
    if gained:
        parts.append(_("gains {cubes}", lang).format(cubes=_counted(gained, lang)))
    if lost:
        parts.append(_("loses {cubes}", lang).format(cubes=_counted(lost, lang)))
    if b.character != a.character:
        parts.append(_("now holds {character}", lang).format(
            character=character_name(b.character, lang)) if b.character else
            _("returns {character} to the table", lang).format(
                character=character_name(a.character or "", lang)))
    if len(b.fulfilled) > len(a.fulfilled):
        card = b.fulfilled[-1]
        stars = before.options.components.objective(card).stars
        parts.append(ngettext("fulfils {card} ({stars} star)",
                                      "fulfils {card} ({stars} stars)", stars, lang).format(
            card=card, stars=stars))
    return parts


def _diff(before: GameState, move: Move, after: GameState, lang: str = "en") -> list[str]:
    out = []
    for i, (a, b) in enumerate(zip(before.players, after.players, strict=True)):
        parts = _changes(before, after, a, b, lang)
        if parts:
            out.append(_("{player}: {changes}.", lang).format(
                player=f"P{i}", changes=_("; ", lang).join(parts)))
    if after.boat != before.boat and not isinstance(move, (MoveBoat, UseRata)):
        out.append(_("The boat is at {point}.", lang).format(point=after.boat))
    if after.ended and not before.ended:
        out.append(_("The game is over: {why}.", lang).format(why=ending(after.ended, lang)))
    elif after.round != before.round and after.round > 0 and before.current >= 0:
        out.append(_("Round {round} begins.", lang).format(round=after.round))
    return out


def narrate(before: GameState, move: Move, after: GameState | None = None,
            viewer: int | None = None, lang: str = "en") -> list[str]:
    """The sentences of ``move`` played in ``before``: what was done, then what it changed
    (``after`` is computed when not given), in ``lang``."""
    if after is None:
        after = apply(before, move)
    lines = [sentence(before, move, viewer, lang)]
    lines += _diff(before, move, after, lang)
    return lines


def narrate_game(record: object, viewer: int | None = None, lang: str = "en") -> list[str]:
    """Every sentence of a record's game, move by move (``record`` has ``options`` and
    ``moves``), in ``lang``."""
    state = new_game(record.options)  # type: ignore[attr-defined]
    out: list[str] = []
    moves: Sequence[Move] = record.moves  # type: ignore[attr-defined]
    for move in moves:
        after = apply(state, move)
        out += narrate(state, move, after, viewer, lang)
        state = after
    return out

