"""What one seat of a served game may see, as JSON (VW12).

Everything here starts from :func:`vapor_willie.observe` or from the notation a seat
may read: another player's objective cards not yet fulfilled, the cards drawn and not
yet kept, and the objective pile are never read, so they can never be written into a
response.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..game import Game
from ..moves import Answer, ChanceMove, Keep, Move
from ..narration import narrate, sentence
from ..observe import HIDDEN, observe
from ..records.record import Record
from ..rules.engine import legal_moves
from ..rules.scoring import final_scores
from ..state import GameState
from .words import N_
from .words import translate as _

__all__ = ["GROUPS", "game_fields", "legal_moves_json", "masked_record", "move_json",
           "narration_of", "observation_json", "scores_json", "shown_move", "view_json"]

#: The heading each kind of move is listed under, by its notation's word.
GROUPS: dict[str, str] = {
    "move": N_("Move the boat (VW4.1)"), "anchor": N_("Anchor at an island (VW4.2)"),
    "dock": N_("Dock at a port (VW4.3)"), "extend": N_("Place your extension (VW4.4)"),
    "objective": N_("Take objective cards (VW4.5)"), "end": N_("End the turn (VW3.1)"),
    "cash": N_("Cash a cube (VW6.2)"), "fulfil": N_("Fulfil an objective (VW9.1)"),
    "rato": N_("The Rato (VW7.2)"), "rata": N_("The Rata (VW7.3)"),
    "drift": N_("Set a cube adrift (VW5.2)"), "keep": N_("Keep an objective card (VW2.4)"),
    "return": N_("Return a cube (VW7.2)"), "take": N_("Take a character (VW2.6)"),
    "pass": N_("Pass"), "choose": N_("Choose (VW8.2)"), "exchange": N_("Exchange (VW8.2)"),
    "offer": N_("Offer a deal (VW8.3)"), "counter": N_("Counter the offer (VW8.3)"),
    "accept": N_("Answer the offer (VW8.3)"), "decline": N_("Answer the offer (VW8.3)"),
}


def _word(move: Move) -> str:
    if isinstance(move, Answer):
        return "accept" if move.accept else "decline"
    return str(getattr(type(move), "WORD", str(move).split()[1]))


def shown_move(before: GameState, move: Move, viewer: int) -> Move:
    """``move`` as ``viewer`` may read it: an objective card drawn or kept by another
    player is written :data:`~vapor_willie.observe.HIDDEN` (VW12)."""
    if isinstance(move, ChanceMove) and move.event == "objective":
        step = before.step
        if step is None or step.target != viewer:
            return ChanceMove("objective", (HIDDEN,))
    if isinstance(move, Keep) and move.player != viewer:
        return attrs.evolve(move, card=HIDDEN)
    return move


def move_json(move: Move, index: int, state: GameState, viewer: int,
              lang: str = "en") -> dict[str, object]:
    """A legal move as JSON: its notation, its ``id`` (its place in the seat's list of
    legal moves now), its group, ``free`` (false: no move is made out of turn, VW3.1),
    where it is played (``points`` of the river, ``islands``, ``ports``) and the move in
    words (``description``); the group and the words in ``lang``."""
    word = _word(move)
    point = getattr(move, "point", None) or getattr(move, "mouth", None)
    island = getattr(move, "island", None)
    port = getattr(move, "port", None)
    return {"text": str(move), "id": index, "group": _(GROUPS.get(word, word), lang),
            "word": word, "free": False,
            "points": [point] if isinstance(point, str) else [],
            "islands": [island] if isinstance(island, str) else [],
            "ports": [port] if isinstance(port, str) else [],
            "description": sentence(state, move, viewer, lang)}


def legal_moves_json(game: Game, player: int, lang: str = "en") -> list[dict[str, object]]:
    """The ``legal_moves`` of a state: each of the seat's legal moves as JSON, their
    words in ``lang``."""
    state = game.state
    return [move_json(m, i, state, player, lang)
            for i, m in enumerate(legal_moves(state, player))]


def observation_json(seen: GameState, player: int) -> dict[str, object]:
    """A seat's observation (``seen``: :func:`vapor_willie.observe`'s state) as JSON."""
    cubes = seen.options.components.cube_ids
    players = []
    for i, p in enumerate(seen.players):
        players.append({
            "player": i, "silvos": p.silvos,
            "cubes": {c: n for c, n in zip(cubes, p.cubes, strict=True) if n},
            "character": p.character, "objectives": list(p.objectives),
            "fulfilled": list(p.fulfilled), "hand": list(p.hand),
            "extension_placed": p.extension_placed})
    step = seen.step
    return {
        "player": player, "cube_kinds": list(cubes), "round": seen.round,
        "to_act": seen.to_act,
        "current": seen.current, "first_player": seen.first_player,
        "river": seen.river, "boat": seen.boat,
        "islands": list(seen.islands),
        "bag": {c: n for c, n in zip(cubes, seen.bag, strict=True) if n},
        "table": list(seen.table),
        "drifting": [{"point": pt, "cube": c} for pt, c in seen.drifting],
        "extensions": [{"board": b, "mouth": m} for b, m in seen.extensions],
        "flipped": list(seen.flipped),
        "objective_pile": len(seen.objective_pile),
        "port_unseen": len(seen.port_unseen), "port_discard": list(seen.port_discard),
        "open_port": seen.open_port, "actions": list(seen.actions),
        "step": None if step is None else {"kind": step.kind, "target": step.target,
                                           "items": list(step.items)},
        "ended": seen.ended,
        "players": players,
    }


def view_json(game: Game, player: int) -> dict[str, object]:
    """The ``view`` of a state: the seat's :func:`vapor_willie.observe` as JSON while the
    game runs; after the end (VW10) nothing is hidden, every objective card face up for
    the scoring (VW11.5), as in the record and the replay the seats may read then."""
    state = game.state
    return observation_json(state if state.is_over else observe(state, player).state, player)


def game_fields(game: Game, player: int) -> dict[str, Any]:
    """Vapor Willie's own fields of the state of ``player``'s seat: the round, the
    ``phase`` (``setup``, ``turn``, a pending step's kind, or ``over``), the rulings
    chosen away from the default (``NAME=VALUE``, as in the record's headers), the round
    limit, the river face, the boat's point and the pending offer a seat answers."""
    state = game.state
    step = state.step
    phase = ("over" if state.is_over else step.kind if step is not None
             else "setup" if state.current < 0 else "turn")
    offer = None
    if step is not None and step.kind == "answer" and len(step.items) == 3:
        offer = {"from": int(step.items[0]), "to": step.target, "give": step.items[1],
                 "get": step.items[2]}
    return {"round": state.round, "phase": phase,
            "rulings": [f"{k}={v}" for k, v in state.options.rulings().items()],
            "max_rounds": state.options.max_rounds, "river": state.river,
            "boat": state.boat, "offer": offer}


def scores_json(game: Game) -> dict[str, object]:
    """The ``scores`` of a state after the end: the VW11 score of each player."""
    scores = final_scores(game.state)
    return {"winners": list(scores.winners), "ended": game.state.ended,
            "lines": [{"player": line.player, "items": dict(line.items),
                       "total": line.total} for line in scores.lines]}


def masked_record(game: Game, player: int) -> Record:
    """The record of ``game`` as ``player`` may read it while it runs: each objective
    card another player drew or kept is written :data:`~vapor_willie.observe.HIDDEN`
    (VW12)."""
    states = game.states
    moves = tuple(shown_move(states[i], m, player) for i, m in enumerate(game.moves))
    return attrs.evolve(game.record, moves=moves)


def narration_of(game: Game, player: int, since: int, limit: int = 400,
                 lang: str = "en") -> list[dict[str, object]]:
    """The moves from number ``since`` on, each told as ``player`` may know it (VW12):
    ``n`` (1-based), ``actor``, ``text`` (its notation as the seat may read it) and
    ``said`` (sentences in ``lang``)."""
    moves = game.moves
    states = game.states
    since = max(0, min(since, len(moves)))
    start = max(since, len(moves) - limit)
    told: list[dict[str, object]] = []
    for i in range(start, len(moves)):
        move = moves[i]
        told.append({
            "n": i + 1,
            "actor": "chance" if move.player < 0 else f"P{move.player}",
            "text": str(shown_move(states[i], move, player)),
            "said": narrate(states[i], move, states[i + 1], player, lang)})
    return told
