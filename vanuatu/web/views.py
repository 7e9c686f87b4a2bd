"""What one seat of a served game may see, as JSON (R9).

Everything here starts from :func:`vanuatu.observe` or from the public forms
(:func:`vanuatu.to_position` with the seat, the masked history of
:func:`vanuatu.bots.interface.public_history`): another player's hidden rest
token is never read, so it can never be written into a response.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from tabletop.web.store import ServedGame as SharedServedGame
from tabletop.web.store import state_json as shared_state_json

from .. import action_ids
from ..bots.interface import public_history
from ..components import ACTIONS
from ..describe import describe_move
from ..errors import ActionIdError
from ..game import Game
from ..moves import Move
from ..narration import narrate
from ..narration.player_events import Played
from ..narration.words import shown_notation
from ..observe import Observation, observe
from ..position import to_position
from ..records import Record
from ..rules.engine import legal_moves
from ..rules.scoring import final_scores
from ..state import GameState

ServedGame = SharedServedGame[Game, Move]

__all__ = ["game_fields", "legal_moves_json", "masked_record", "move_json", "narration",
           "narration_of", "observation_json", "record_for", "scores_json", "state_json",
           "view_json"]

_FREE = ("sell-treasure", "beg")


def _places(move: Move, spaces: frozenset[str]) -> tuple[list[str], list[str]]:
    """The spaces of the archipelago and the action spaces a move is played at."""
    hexes: list[str] = []
    actions: list[str] = []
    for field in attrs.fields(type(move)):
        value = getattr(move, field.name)
        if isinstance(value, str) and value in spaces:
            hexes.append(value)
        elif field.name in ("action", "source", "target") and value in ACTIONS:
            actions.append(value.word)
        elif field.name == "actions":
            actions.extend(a.word for a in value)
        elif field.name == "dike" and value is not None:
            hexes.extend(v for v in value if v in spaces)
    if not hexes and not actions:
        action = getattr(type(move), "action", None)
        if action in ACTIONS:
            actions.append(action.word)
    return hexes, actions


def move_json(move: Move, state: GameState, lang: str = "en") -> dict[str, object]:
    """A legal move as JSON: its notation, its action id, its group (the verb
    of the notation), whether it is a free action (R7), the move in words
    (``description``, :func:`vanuatu.describe_move`, in ``lang``), and where it is played
    (``spaces``: archipelago spaces, ``actions``: action spaces, ``characters``:
    the character it takes, R3.8, ``goods``: the good it names, R6.6)."""
    text = str(move)
    words = text.split()
    group = words[1] if len(words) > 1 else text
    hexes, acts = _places(move, frozenset(state.options.components.spaces))
    try:
        ident: int | None = action_ids.encode(move, state.options)
    except (ActionIdError, ValueError, KeyError):
        ident = None
    character = getattr(move, "character", None)
    good = getattr(move, "good", None)
    return {"text": text, "id": ident, "group": group, "free": group in _FREE,
            "spaces": hexes, "actions": acts,
            "characters": [character] if isinstance(character, str) else [],
            "goods": [good] if isinstance(good, str) else [],
            "description": describe_move(move, state, lang)}


def observation_json(obs: Observation) -> dict[str, object]:
    """The observation of a seat as JSON: only what :func:`vanuatu.observe` kept."""
    s = obs.state
    c = s.options.components
    players = []
    for i, p in enumerate(s.players):
        players.append({
            "player": i,
            "vatus": p.vatus, "pp": p.pp,
            "boat": c.spaces[p.boat] if 0 <= p.boat < len(c.spaces) else None,
            "fish": list(p.fish), "treasures": list(p.treasures),
            "huts_left": p.huts_left, "character": p.character,
            "bonus_ready": p.bonus_ready,
            "markers": {a.word: p.markers[a] for a in ACTIONS if p.markers[a]},
            "in_hand": p.in_hand,
            "rest_held": obs.rest_held[i],
            # observe() hid every other player's token: this is the seat's own
            "rest_token": p.rest_token if i == obs.player else None,
        })
    spaces = []
    for i, name in enumerate(c.spaces):
        sp = s.spaces[i]
        spaces.append({"space": name, "tile": s.board[i], "fish": sp.fish,
                       "treasure": sp.treasure, "cubes": list(sp.cubes),
                       "huts": list(sp.huts), "drawings": sp.drawings,
                       "tourists": sp.tourists, "water": sp.water,
                       "dikes": [c.spaces[j] for j in sp.dikes]})
    return {
        "player": obs.player,
        "round": s.round, "phase": s.phase.word, "to_act": s.to_act,
        "first_player": s.first_player, "fish_price": s.fish_price,
        "upcoming": list(s.upcoming), "tourists_waiting": s.tourists_waiting,
        "demand": [{"tile": t, "filled": list(f)} for t, f in s.demand_display],
        "neutral": {a.word: s.neutral[a] for a in ACTIONS if s.neutral[a]},
        "resolved": [a.word for a in ACTIONS if s.resolved >> int(a) & 1],
        "offered": list(s.offered),
        "rest_available": list(s.rest_available),
        "rest_available_count": obs.rest_available_count,
        "players": players,
        "spaces": spaces,
    }


def game_fields(game: Game, player: int) -> dict[str, Any]:
    """Vanuatu's own fields of the state of ``player``'s seat, beside those of every
    game (:func:`tabletop.web.store.state_json`): the variants, the round, the phase
    and the seat's position form."""
    state = game.state
    return {
        "variants": list(state.options.variant_words),
        "round": state.round,
        "phase": state.phase.word,
        "position": to_position(state, player),
    }


def view_json(game: Game, player: int) -> dict[str, object]:
    """The ``view`` of a state: the seat's :func:`vanuatu.observe` as JSON."""
    return observation_json(observe(game.state, player))


def legal_moves_json(game: Game, player: int, lang: str = "en") -> list[dict[str, object]]:
    """The ``legal_moves`` of a state: each of the seat's legal moves as JSON, their
    descriptions in ``lang``."""
    state = game.state
    return [move_json(m, state, lang) for m in legal_moves(state, player)]


def scores_json(game: Game) -> dict[str, object]:
    """The ``scores`` of a state after the end: the R8 breakdown."""
    scores = final_scores(game.state)
    return {"defeat": scores.defeat, "winners": list(scores.winners),
            "lines": [attrs.asdict(line) for line in scores.lines]}


def state_json(served: ServedGame, player: int) -> dict[str, Any]:
    """The response of ``GET /api/games/{id}`` for ``player``'s seat."""
    return shared_state_json(served, player)


def masked_record(game: Game, player: int) -> Record:
    """The record of ``game`` as ``player`` may see it while it runs: another player's
    rest token not yet revealed is masked (R9)."""
    record = game.record
    return attrs.evolve(record, moves=public_history(record.moves, player))


def record_for(served: ServedGame, player: int) -> Record:
    """The record as ``player`` may see it: while the game runs, another
    player's rest token not yet revealed is masked (R9); after the end, all."""
    if served.game.is_over():
        return served.game.record
    return masked_record(served.game, player)


def narration(served: ServedGame, player: int, since: int,
              limit: int = 400) -> list[dict[str, object]]:
    """The moves from number ``since`` on, each told as ``player`` may know it
    (R9): ``n`` (1-based), ``actor``, ``text`` and ``said`` (sentences)."""
    return narration_of(served.game, player, since, limit)


def narration_of(game: Game, player: int, since: int,
                 limit: int = 400, lang: str = "en") -> list[dict[str, object]]:
    """:func:`narration` of a :class:`vanuatu.Game`, its sentences (``said``) in
    ``lang``."""
    moves: Sequence[Move] = game.moves
    since = max(0, min(since, len(moves)))
    start = max(since, len(moves) - limit)
    states = game.states
    told = []
    for i, move, _after, said in narrate(moves[start:], states[start], player=player):
        played = [e for e in said if isinstance(e, Played)]
        told.append({
            "n": start + i + 1,
            "actor": "chance" if move.player < 0 else f"P{move.player}",
            "text": played[0].move if played else shown_notation(move, player),
            "said": [e.say(lang) for e in said],
        })
    return told
