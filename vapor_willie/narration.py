"""Every move told in words, as one player (or an onlooker) sees it.

The sentence of a move is made from the move and from what changed between the state
before and the state after it (silvos, cubes, characters, objective cards, the end of the
game), so it stays true whatever rule produced the change. A card the viewer may not see
(VW12) is not named.

>>> import vapor_willie as vw
>>> game = vw.Game(players=2, seed=3, auto_chance=False)
>>> while game.state.is_chance:
...     _ = game.play_chance()
>>> narrate_game(game.record, viewer=1)[0]  # doctest: +ELLIPSIS
'A cube is drawn for island I1: ...'
>>> str(game.moves[5]), narrate_game(game.record, viewer=1)[5]  # P0's card, seen by P1
('reveal objective O1', 'P0 draws an objective card.')
>>> narrate_game(game.record, viewer=0)[5]
'P0 draws objective card O1.'
"""

from __future__ import annotations

from collections.abc import Sequence

from .moves import ChanceMove, Move
from .rules.engine import apply
from .state import GameState, PlayerState

__all__ = ["narrate", "narrate_game", "sentence"]

_VERBS = {
    "MoveBoat": "moves the boat to {point}",
    "Anchor": "anchors at island {island}",
    "Dock": "docks at port {port}",
    "Extend": "joins their extension board to mouth {mouth}",
    "TakeObjective": "takes an objective card",
    "EndTurn": "ends their turn",
    "Cash": "sets a {cube} adrift on {point} for silvos",
    "Fulfil": "fulfils objective {card}",
    "UseRato": "uses the Rato: two cubes from the bag",
    "UseRata": "uses the Rata to sail to {point}",
    "Drift": "sets a {cube} adrift on {point}",
    "Keep": "keeps objective card {card}",
    "ReturnCube": "returns a {cube} to the bag",
    "TakeCharacter": "takes the {character}",
    "Pass": "passes",
    "Choose": "chooses {option}",
    "Accept": "accepts",
    "Decline": "declines",
}


def _who(p: int) -> str:
    return f"P{p}"


def _fields(move: object) -> dict[str, object]:
    return {k: v for k, v in getattr(move, "__dict__", {}).items()} or {
        a: getattr(move, a) for a in getattr(move, "__slots__", ()) if hasattr(move, a)}


def sentence(before: GameState, move: Move, viewer: int | None = None) -> str:
    """The main sentence of ``move`` played in ``before`` (a chance event names what was
    drawn unless ``viewer`` may not see it)."""
    if isinstance(move, ChanceMove):
        return _chance(before, move, viewer)
    name = type(move).__name__
    p = move.player
    via = getattr(move, "via", None)
    fields = _fields(move)
    if name == "Keep" and viewer is not None and viewer != p:
        text = "keeps one of the objective cards drawn"
    elif name in _VERBS:
        try:
            text = _VERBS[name].format(**fields)
        except (KeyError, IndexError):
            text = str(move).split(" ", 1)[-1]
    else:  # offers, answers, exchanges...: their notation reads as a sentence
        text = str(move).split(" ", 1)[-1]
    if via:
        text += f" (with the {via})"
    return f"{_who(p)} {text}."


def _chance(before: GameState, move: ChanceMove, viewer: int | None) -> str:
    step = before.step
    what = " ".join(move.outcome)
    kind = step.kind if step is not None else ""
    if move.event == "cube":
        if kind == "island":
            c = before.options.components.river(before.options.river)
            island = c.islands[step.n].id if step is not None and step.n < len(c.islands) \
                else "?"
            return f"A cube is drawn for island {island}: {what}."
        if kind == "restock":
            return f"Restock: a {what} is drawn for an island."
        target = step.target if step is not None else -1
        return f"{_who(target)} draws a {what} from the bag." if target >= 0 else \
            f"A {what} is drawn from the bag."
    if move.event == "objective":
        target = step.target if step is not None else -1
        if viewer is not None and viewer != target:
            return f"{_who(target)} draws an objective card."
        return f"{_who(target)} draws objective card {what}."
    if move.event == "port":
        card = before.options.components.port_card(what) if what else None
        icons = ", ".join(card.player + card.everyone) if card else ""
        return f"Port card {what} is turned face up ({icons})."
    if move.event == "first":
        return f"{what} will play first."
    return f"Chance: {what}."


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
            out.append(f"{_who(i)}: " + "; ".join(parts) + ".")
    if after.boat != before.boat and str(move).split()[1:2] not in (["move"], ["rata"]):
        out.append(f"The boat is at {after.boat}.")
    if after.ended and not before.ended:
        why = {"the-end": "the boat reached The End (VW10.1)",
               "bag": "the bag cannot restock the islands (VW10.2)",
               "rounds": "the round limit was reached (VW10.3)"}.get(after.ended, after.ended)
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
    from .rules.engine import new_game

    state = new_game(record.options)  # type: ignore[attr-defined]
    out: list[str] = []
    moves: Sequence[Move] = record.moves  # type: ignore[attr-defined]
    for move in moves:
        after = apply(state, move)
        out += narrate(state, move, after, viewer)
        state = after
    return out

