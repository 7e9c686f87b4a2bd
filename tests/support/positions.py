"""Positions for the rules tests (a support module, not a test module).

Every position starts from a real game state (a seeded :class:`vanuatu.Game`
played to round 1's character selection) and is then changed with
``attrs.evolve`` to hold exactly what a test needs. The board is always put in
the same known arrangement (:data:`START_BOARD`) so that tests can name spaces:

* ``0,0`` start island (huts 3, drawings 1, tourists 5; one cube of each good)
* ``1,0`` start-blank (no markers) -- every boat starts here
* ``0,1`` start-fish (2 fish)
* ``1,1`` start-wreck (1 fish, 2 treasures)

``1,0`` and ``1,1`` are adjacent ocean tiles, both next to the start island.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import attrs

import vanuatu
from vanuatu import Action, GameState, Phase, PlayerState, SpaceState
from vanuatu.moves import Move

START_BOARD: dict[str, str] = {
    "0,0": "start-island",
    "1,0": "start-blank",
    "0,1": "start-fish",
    "1,1": "start-wreck",
}


def index(state: GameState, space: str) -> int:
    """The index of the space named ``"q,r"``."""
    return state.options.components.space_index[space]


def _fresh_space(state: GameState, tile: str) -> SpaceState:
    spec = state.options.components.tile(tile)
    return SpaceState(fish=spec.fish, treasure=spec.treasure, cubes=spec.goods_counts)


def with_tiles(state: GameState, tiles: Mapping[str, str | None]) -> GameState:
    """``state`` with the given tiles (printed markers and goods) on the given spaces;
    ``None`` empties a space."""
    board = list(state.board)
    spaces = list(state.spaces)
    for name, tile in tiles.items():
        i = index(state, name)
        board[i] = tile
        spaces[i] = SpaceState() if tile is None else _fresh_space(state, tile)
    return attrs.evolve(state, board=tuple(board), spaces=tuple(spaces))


def set_space(state: GameState, space: str, **changes: object) -> GameState:
    """``state`` with the :class:`SpaceState` of ``space`` changed."""
    i = index(state, space)
    sp = attrs.evolve(state.spaces[i], **changes)
    return attrs.evolve(state, spaces=(*state.spaces[:i], sp, *state.spaces[i + 1:]))


def set_player(state: GameState, p: int, **changes: object) -> GameState:
    """``state`` with player ``p`` changed; ``boat`` may be given as a ``"q,r"`` name,
    ``markers`` as a mapping ``{Action: count}``."""
    if isinstance(changes.get("boat"), str):
        changes["boat"] = index(state, changes["boat"])  # type: ignore[arg-type]
    m = changes.get("markers")
    if isinstance(m, Mapping):
        changes["markers"] = tuple(m.get(a, 0) for a in vanuatu.ACTIONS)
    if "character" in changes and "bonus_ready" not in changes:
        changes["bonus_ready"] = changes["character"] is not None
    pl = attrs.evolve(state.players[p], **changes)
    return attrs.evolve(state, players=(*state.players[:p], pl, *state.players[p + 1:]))


def player(state: GameState, p: int) -> PlayerState:
    return state.players[p]


def _character_phase(players: int, seed: int) -> GameState:
    game = vanuatu.Game(players=players, seed=seed)
    assert game.state.phase == Phase.CHARACTERS
    return game.state


def base(players: int = 4, seed: int = 1, first: int = 0) -> GameState:
    """Round 1 at the start of character selection on :data:`START_BOARD`, with
    ``first`` as First Player, every boat on ``1,0``, no characters held."""
    s = _character_phase(players, seed)
    empty = {name: None for name in s.options.components.spaces}
    s = with_tiles(s, {**empty, **START_BOARD})
    s = set_space(s, "0,0", cubes=(1, 1, 1))
    blank = index(s, "1,0")
    fresh = PlayerState(vatus=3, pp=0, boat=blank, in_hand=5)
    s = attrs.evolve(
        s,
        players=(fresh,) * players,
        first_player=first,
        to_act=first,
        step=0,
        fish_price=3,
        rest_available=s.options.components.rest_tokens,
        resolved=0,
    )
    return s


def planning(players: int = 4, seed: int = 1, first: int = 0, step: int = 0) -> GameState:
    """Like :func:`base` but in Phase III, pass/seat given by ``step``
    (``step // players`` is the pass, ``step % players`` the seat)."""
    s = base(players, seed, first)
    order = s.turn_order()
    return attrs.evolve(s, phase=Phase.PLANNING, step=step, to_act=order[step % players])


def acting(
    markers: Mapping[int, Mapping[Action, int]],
    players: int = 4,
    seed: int = 1,
    first: int = 0,
    to_act: int | None = None,
    keep: bool = True,
) -> GameState:
    """Phase IV with the given markers on the action spaces and nothing in hand.

    With ``keep`` the last player in turn order gets one marker on Rest when
    ``markers`` gives them none, so that the round does not end after one move.
    """
    s = base(players, seed, first)
    last = s.turn_order()[-1]
    for p in range(players):
        mine = markers.get(p, {})
        if keep and p == last and not mine:
            mine = {Action.REST: 1}
        s = set_player(s, p, markers=mine, in_hand=0)
    return attrs.evolve(
        s, phase=Phase.ACTIONS, step=0, to_act=first if to_act is None else to_act
    )


def characters(players: int = 4, seed: int = 1, first: int = 0) -> GameState:
    """Phase II of round 1 (:func:`base`)."""
    return base(players, seed, first)


def plan(state: GameState, p: int, *actions: Action) -> vanuatu.moves.Plan:
    from vanuatu.moves import Plan

    return Plan(p, tuple(sorted(actions)))


def legal(state: GameState, move: Move) -> bool:
    """Whether ``move`` is legal, checked three ways that must agree."""
    ok = vanuatu.explain(state, move) is None
    listed = move in vanuatu.legal_moves(state) or move in vanuatu.legal_moves(
        state, player=move.player
    )
    assert ok == listed, (str(move), vanuatu.explain(state, move))
    return ok


def names(moves: Iterable[Move]) -> set[str]:
    return {str(m) for m in moves}


def resolve(state: GameState, **picks: object) -> GameState:
    """Apply pending chance events, choosing ``picks[event]`` (a value or a list of
    values used in turn) when given, else the first outcome."""
    queues = {k: list(v) if isinstance(v, (list, tuple)) and k != "start" else [v]
              for k, v in picks.items()}
    while state.is_chance:
        outs = [m for m, _ in vanuatu.chance_outcomes(state)]
        ev = outs[0].event
        chosen = outs[0]
        q = queues.get(ev)
        if q:
            want = q.pop(0)
            chosen = next(m for m in outs if m.outcome == want)
        state = vanuatu.apply(state, chosen)
    return state


def end_round(state: GameState, **picks: object) -> GameState:
    """From :func:`acting`-like state ``state``, play the round out: the first
    player's last marker is a Rest (``vatu``) and nobody else has markers. Then
    resolve the chance events of the next round's preparation with ``picks``."""
    from vanuatu.moves import Rest

    p = state.first_player
    for q in range(state.num_players):
        state = set_player(state, q, markers={}, in_hand=0)
    state = set_player(state, p, markers={Action.REST: 1})
    state = attrs.evolve(state, phase=Phase.ACTIONS, step=0, to_act=p)
    state = vanuatu.apply(state, Rest(p, "vatu"))
    return resolve(state, **picks)
