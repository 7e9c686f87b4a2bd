"""What each move of the terminal's move list does, in the game's words: the kind of
the point a move sails to (VW5: a whistle, a bag point, a face...), the islands and
ports beside it, the cubes adrift on it, the silvo a second move costs (VW3.3), what
an island holds, what docking costs (VW4.3), what a cube is worth in silvos (VW6.2).

>>> import vapor_willie as vw
>>> from vapor_willie.moves import MoveBoat
>>> game = vw.Game(players=2, seed=1)
>>> while game.state.step is not None or game.state.current < 0:
...     game.play(game.legal_moves()[0])
>>> point_words(game.state, "3")
'whistle: +1 silvo; beside port PA'
>>> move_note(game.state, MoveBoat(game.state.to_act, "1"))
'plain point; beside island I1 (hay)'
"""

from __future__ import annotations

from ..moves import Anchor, Cash, Dock, Move, MoveBoat, UseRata
from ..rules.board import state_layout
from ..state import GameState
from ..translation import N_, translate

__all__ = ["KIND_WORDS", "move_note", "point_words"]

_ = translate

#: What each kind of point does (VW1.3, VW5).
KIND_WORDS: dict[str, str] = {
    "start": N_("the start"),
    "plain": N_("plain point"),
    "bag": N_("bag: draw a cube"),
    "whistle": N_("whistle: +1 silvo"),
    "face": N_("face: take or change a character"),
    "restock": N_("restock: the islands are restocked"),
    "end": N_("The End"),
}


def point_words(state: GameState, point: str, player: int | None = None,
                lang: str = "en") -> str:
    """The kind of ``point`` and what lies beside it, for ``player`` sailing there."""
    lay = state_layout(state)
    kind = lay.kind.get(point, "plain")
    words = [_(KIND_WORDS.get(kind, kind), lang)]
    if kind == "end" and player is not None:
        words[0] = (_("The End: the game ends", lang) if state.players[player].fulfilled
                    else _("The End: nothing happens without a fulfilled objective", lang))
    if kind == "restock" and sum(state.bag) < len(state.islands):
        words[0] = _("restock: the bag is short, the game ends", lang)
    board = lay.board.get(point, "river")
    if board != "river":
        words.append(_("extension {board}", lang).format(board=board))
    adrift = [cube for pt, cube in state.drifting if pt == point]
    if adrift:
        words.append(_("adrift: {cubes}", lang).format(cubes=", ".join(adrift)))
    beside = []
    for i, island in enumerate(lay.islands):
        if point in lay.island_points[island]:
            beside.append(_("island {island} ({cube})", lang).format(
                island=island, cube=state.islands[i] or _("empty", lang)))
    beside += [_("port {port}", lang).format(port=port) for port in lay.ports
               if point in lay.port_points[port]]
    if beside:
        words.append(_("beside {places}", lang).format(places=", ".join(beside)))
    return "; ".join(words)


def move_note(state: GameState, move: Move, lang: str = "en") -> str | None:
    """What ``move`` does, in a few words, or ``None`` for a move that says it all."""
    if isinstance(move, (MoveBoat, UseRata)):
        note = point_words(state, move.point, move.player, lang)
        second = (isinstance(move, MoveBoat) and move.via is None and state.step is None
                  and "move" in state.actions)
        if second:
            note = _("second move, costs 1 silvo", lang) + "; " + note
        return note
    if isinstance(move, Anchor):
        lay = state_layout(state)
        if move.island in lay.islands:
            cube = state.islands[lay.islands.index(move.island)]
            return _("island {island}: {cube}", lang).format(
                island=move.island, cube=cube or _("empty", lang))
        return None
    if isinstance(move, Dock):
        if move.via == "captain":
            return _("free with the captain", lang)
        return _("costs 1 silvo", lang)
    if isinstance(move, Cash):
        for t in state.options.components.cubes:
            if t.id == move.cube:
                return _("+{n} silvos; the cube drifts on {point}", lang).format(
                    n=t.silvos, point=move.point)
    return None
