"""Integer action ids: a fixed table of every move of the game, for frameworks
that want moves as numbers (OpenSpiel, PettingZoo, neural networks).

For given :class:`~vanuatu.Options` the table never changes: an id always means
the same move, whatever the position, made by the player it is asked for (the
player to act, as in OpenSpiel). Chance outcomes have a table of their own.

>>> import vanuatu
>>> from vanuatu import action_ids
>>> from vanuatu.moves import Plan
>>> options = vanuatu.Options(players=4)
>>> action_ids.num_distinct_actions(options)
983
>>> game = vanuatu.Game(options=options, seed=7)
>>> legal = action_ids.legal_action_ids(game.state)
>>> move = action_ids.decode(legal[0], game.state)
>>> move
TakeCharacter(player=2, character='navigator')
>>> action_ids.encode(move, options) == legal[0]
True
>>> mask = action_ids.legal_action_mask(game.state)
>>> len(mask), sum(mask) == len(legal)
(983, True)

Ids of illegal moves and ids out of range are refused clearly:

>>> try:
...     action_ids.decode(action_ids.encode(Plan(2, (vanuatu.Action.FISH,)), options), game.state)
... except vanuatu.IllegalMove as error:
...     print(error)
P2 plan fish (action id 206): R3.8 a Plan move is not possible in the characters phase
>>> try:
...     action_ids.decode(5000, game.state)
... except vanuatu.ActionIdError as error:
...     print(error)
action id 5000 is out of range: this game has ids 0 to 982

The table, in id order (each family only where the options allow it):

* ``PlaceTile``: every stack tile (component order) on every space (R3.6);
* ``PlaceNeutral`` (two players, R10.1): every multiset of 2, then of 3, action spaces;
* ``TakeCharacter``: every character (R3.8);
* ``Plan``: every multiset of 1, then of 2, action spaces (a planning pass, R4.2);
* ``Sail``: destination × steps 1-3 × (plain, ``+bonus``) (R6.1);
* ``Build``: hut island (any space, or none) × dike (none, or any island space and
  neighbouring space, with Rising Waters) × bonus (R6.2, R10.3);
* ``Explore``, ``Fish``: plain and ``+bonus``;
* ``Sell``: every multiset of fish token values the token supply allows (with the
  printed components up to 8 ones, 4 twos and 2 threes) × bonus (R6.5);
* ``Buy``: island × good × bonus; ``Draw``, ``Transport``: island × bonus;
  ``Rest``: token × bonus;
* ``Retrieve``: action space; ``Govern``: source × other target (R5.6);
* ``SellTreasure``: every multiset of treasure token values the token supply
  allows (one token, then two...; a sale may name several tokens, R12.12);
  ``Beg``: 1 to 3 PP (R7).

``+bonus`` variants are left out when the game has no characters (R10.2).
Every family is small enough to be listed whole (the largest, ``Build`` with
Rising Waters' dikes, has 2,208 ids), so no move needs to be split into
sub-decisions: one id is one complete move of :func:`vanuatu.legal_moves`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, permutations, product

import attrs

from ..components import ACTIONS, GOODS
from ..errors import ActionIdError
from ..moves import (
    ACTION_MOVE_TYPES,
    CHANCE,
    PLAYER_MOVE_TYPES,
    Beg,
    Build,
    Buy,
    ChanceMove,
    Draw,
    Explore,
    Fish,
    Govern,
    Move,
    PlaceNeutral,
    PlaceTile,
    Plan,
    Rest,
    Retrieve,
    Sail,
    Sell,
    SellTreasure,
    TakeCharacter,
    Transport,
)
from ..options import Options
from ..rules.engine import chance_outcomes, explain, legal_moves
from ..state import GameState

__all__ = [
    "ActionTable",
    "action_table",
    "chance_outcome_ids",
    "decode",
    "decode_chance",
    "encode",
    "encode_chance",
    "legal_action_ids",
    "legal_action_mask",
    "num_chance_outcomes",
    "num_distinct_actions",
]

#: Neutral markers placed by each player in turn (R10.1); characters offered (R10.1).
NEUTRAL_COUNTS = (2, 3)
OFFERED_CHARACTERS = 5
#: Faces of the Rising Waters die (R10.3).
DIE_FACES = 6


def _key(move: Move) -> Hashable:
    """A move without its player: what an id stands for."""
    if isinstance(move, ChanceMove):
        return move
    return (type(move), *attrs.astuple(move, recurse=False)[1:])


@attrs.frozen
class ActionTable:
    """The id tables of one set of options: :attr:`moves` (player moves, made by
    player 0 in the table) and :attr:`chance` (chance outcomes)."""

    options: Options
    moves: tuple[Move, ...]
    chance: tuple[ChanceMove, ...]
    _ids: dict[Hashable, int] = attrs.field(eq=False, repr=False)
    _chance_ids: dict[Hashable, int] = attrs.field(eq=False, repr=False)

    def id_of(self, move: Move) -> int | None:
        """The id of a player move, ``None`` if the table has none."""
        return self._ids.get(_key(move))

    def chance_id_of(self, move: ChanceMove) -> int | None:
        """The id of a chance outcome, ``None`` if the table has none."""
        return self._chance_ids.get(_normal_chance(self.options, move))


def _token_values(markers: Sequence[int]) -> dict[int, int]:
    """How many tokens of each value exist: a tile with n markers gives n, ..., 1 (R1.3)."""
    out: dict[int, int] = {}
    for n in markers:
        for v in range(1, n + 1):
            out[v] = out.get(v, 0) + 1
    return out


def _multisets(supply: dict[int, int]) -> list[tuple[int, ...]]:
    """Every non-empty multiset of token values that ``supply`` (how many tokens
    of each value) allows, each sorted, in a fixed order."""
    values = sorted(supply)
    out = []
    for counts in product(*(range(supply[v] + 1) for v in values)):
        sold = tuple(v for v, k in zip(values, counts, strict=True) for _ in range(k))
        if sold:
            out.append(sold)
    return out


def _player_moves(options: Options) -> list[Move]:
    c = options.components
    spaces = c.spaces
    bonuses = (False, True) if options.characters else (False,)
    out: list[Move] = []
    out += [PlaceTile(0, t.id, s) for t in c.tiles if t.letter is not None for s in spaces]
    if options.two_player:
        for k in NEUTRAL_COUNTS:
            out += [PlaceNeutral(0, a) for a in combinations_with_replacement(ACTIONS, k)]
    if options.characters:
        out += [TakeCharacter(0, ch) for ch in c.characters]
    for k in sorted(set(c.plan_passes)):
        out += [Plan(0, a) for a in combinations_with_replacement(ACTIONS, k)]
    out += [Sail(0, s, k, b) for s in spaces for k in range(1, c.sail_max_steps + 1)
            for b in bonuses]
    dikes: list[tuple[str, str] | None] = [None]
    if options.rising_waters:
        dikes += [(spaces[i], spaces[j]) for i in range(len(spaces)) for j in c.neighbours[i]]
    huts: list[str | None] = [*spaces, None]
    out += [Build(0, h, b, d) for h in huts for d in dikes for b in bonuses
            if h is not None or d is not None]
    out += [Explore(0, b) for b in bonuses] + [Fish(0, b) for b in bonuses]
    for sold in _multisets(_token_values([t.fish for t in c.tiles])):
        out += [Sell(0, sold, b) for b in bonuses]
    out += [Buy(0, s, g, b) for s in spaces for g in GOODS for b in bonuses]
    out += [Draw(0, s, b) for s in spaces for b in bonuses]
    out += [Transport(0, s, b) for s in spaces for b in bonuses]
    out += [Rest(0, t, b) for t in c.rest_tokens for b in bonuses]
    out += [Retrieve(0, a) for a in ACTIONS]
    if options.characters:
        out += [Govern(0, a, t) for a in ACTIONS for t in ACTIONS if a != t]
    treasures = _multisets(_token_values([t.treasure for t in c.tiles]))
    out += [SellTreasure(0, sold) for sold in sorted(treasures, key=lambda vs: (len(vs), vs))]
    if options.characters:
        out += [Beg(0, k) for k in range(1, c.beggar_max + 1)]
    return out


def _chance_moves(options: Options) -> list[ChanceMove]:
    c = options.components
    out = [ChanceMove("start", p) for p in sorted(set(permutations(c.start_ocean_tiles)))]
    out += [ChanceMove("tile", t.id) for t in c.tiles if t.letter is not None]
    out += [ChanceMove("demand", t) for t, _ in c.demand_tiles]
    out += [ChanceMove("tourist", v) for v in sorted(set(c.tourist_tiles))]
    out += [ChanceMove("first", p) for p in range(options.players)]
    if options.two_player:
        out += [ChanceMove("characters", k)
                for k in combinations(c.characters, OFFERED_CHARACTERS)]
    if options.rising_waters:
        out += [ChanceMove("die", v) for v in range(1, DIE_FACES + 1)]
    return out


def _normal_chance(options: Options, move: ChanceMove) -> ChanceMove:
    """The offer of characters is a set (R12.8): its id is that of the sorted offer."""
    if move.event == "characters" and isinstance(move.outcome, tuple):
        order = {ch: i for i, ch in enumerate(options.components.characters)}
        if all(ch in order for ch in move.outcome):
            return ChanceMove("characters", tuple(sorted(move.outcome, key=order.__getitem__)))
    return move


@lru_cache(maxsize=64)
def action_table(options: Options) -> ActionTable:
    """The :class:`ActionTable` of ``options`` (built once, then cached)."""
    if not isinstance(options, Options):
        raise TypeError(f"action_table() needs Options, not {type(options).__name__}")
    moves = tuple(_player_moves(options))
    chance = tuple(_chance_moves(options))
    return ActionTable(options, moves, chance, {_key(m): i for i, m in enumerate(moves)},
                       {m: i for i, m in enumerate(chance)})


def num_distinct_actions(options: Options) -> int:
    """How many player action ids the game of ``options`` has."""
    return len(action_table(_need_options(options, "num_distinct_actions")).moves)


def num_chance_outcomes(options: Options) -> int:
    """How many chance outcome ids the game of ``options`` has."""
    return len(action_table(_need_options(options, "num_chance_outcomes")).chance)


def encode(move: Move, options: Options) -> int:
    """The id of a player move (whoever makes it); :class:`~vanuatu.ActionIdError`
    if no id stands for it (a fish value that does not exist...)."""
    _need_options(options, "encode")
    if isinstance(move, ChanceMove):
        raise ActionIdError(f"{move}: a chance outcome; use encode_chance()")
    _need_move(move, ACTION_MOVE_TYPES + PLAYER_MOVE_TYPES, "encode")
    found = action_table(options).id_of(move)
    if found is None:
        raise ActionIdError(f"{move}: no action id stands for this move in a game of "
                            f"{options.players} players {'/'.join(options.variant_words)}")
    return found


def encode_chance(move: ChanceMove, options: Options) -> int:
    """The id of a chance outcome (see :func:`chance_outcome_ids`)."""
    _need_options(options, "encode_chance")
    if isinstance(move, ACTION_MOVE_TYPES + PLAYER_MOVE_TYPES):
        raise ActionIdError(f"{move}: not a chance outcome; use encode()")
    _need_move(move, (ChanceMove,), "encode_chance")
    found = action_table(options).chance_id_of(move)
    if found is None:
        raise ActionIdError(f"{move}: no chance outcome id stands for it")
    return found


def _need_options(options: object, verb: str) -> Options:
    if not isinstance(options, Options):
        raise TypeError(f"{verb}() needs Options, not {type(options).__name__}")
    return options


def _need_state(state: object, verb: str) -> GameState:
    if not isinstance(state, GameState):
        raise TypeError(f"{verb}() needs a GameState, not {type(state).__name__}")
    return state


def _need_move(move: object, types: tuple[type, ...], verb: str) -> None:
    if not isinstance(move, types):
        hint = " (parse notation with vanuatu.parse_move)" if isinstance(move, str) else ""
        raise TypeError(f"{verb}() needs a move object from vanuatu.moves, not "
                        f"{type(move).__name__} {move!r:.40}{hint}")


def _need_player(player: object, state: GameState, verb: str) -> int | None:
    """``player`` as given (``None``: the one to act), a clear error otherwise."""
    if player is None:
        return None
    if isinstance(player, bool) or not isinstance(player, int):
        raise TypeError(f"{verb}(): a player is an int index (0 for P0) or None, "
                        f"not {player!r:.40}")
    if not 0 <= player < len(state.players):
        raise ValueError(f"{verb}(): no player {_number(player, 'P')} in a "
                         f"{len(state.players)}-player game")
    return player


def _number(value: int, prefix: str = "") -> str:
    """``value`` for a message: a number too long to print (Python refuses to
    write one of over 4300 digits) is described by its length instead."""
    if value.bit_length() <= 64:
        return f"{prefix}{value}"
    return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"


def _check_id(action_id: object, size: int, what: str) -> int:
    if isinstance(action_id, bool) or not hasattr(action_id, "__index__"):
        raise TypeError(f"a {what} is an int, not {action_id!r:.40}")
    value = int(action_id.__index__())  # numpy integers too
    if not 0 <= value < size:
        raise ActionIdError(f"{what} {_number(value)} is out of range: this game has ids 0 to "
                            f"{size - 1}")
    return value


def decode(action_id: int, state: GameState, player: int | None = None,
           *, check: bool = True) -> Move:
    """The move of ``player`` (default: the player to act) that ``action_id``
    stands for in ``state``.

    Raises :class:`~vanuatu.ActionIdError` for an id out of range and, unless
    ``check`` is false, :class:`~vanuatu.IllegalMove` (with the rule id of
    :func:`vanuatu.explain`) for the id of a move that is illegal now.
    """
    table = action_table(_need_state(state, "decode").options)
    i = _check_id(action_id, len(table.moves), "action id")
    given = _need_player(player, state, "decode")
    actor = state.to_act if given is None else given
    move: Move = attrs.evolve(table.moves[i], player=actor)  # type: ignore[arg-type]
    if check:
        if actor == CHANCE:
            raise ActionIdError(f"action id {i}: a chance event is pending; use decode_chance()")
        violation = explain(state, move)
        if violation is not None:
            error = violation.error()
            error.args = (f"{move} (action id {i}): {error.rule} {error.reason}",)
            raise error
    return move


def decode_chance(outcome_id: int, state: GameState, *, check: bool = True) -> ChanceMove:
    """The chance outcome ``outcome_id`` stands for; with ``check``, an
    :class:`~vanuatu.IllegalMove` if it is not a possible outcome now."""
    table = action_table(_need_state(state, "decode_chance").options)
    move = table.chance[_check_id(outcome_id, len(table.chance), "chance outcome id")]
    if check:
        violation = explain(state, move)
        if violation is not None:
            raise violation.error()
    return move


def legal_action_ids(state: GameState, player: int | None = None) -> list[int]:
    """The ids of the legal moves of ``player`` (default: the player to act, whose
    free actions are included), ascending; empty at a chance event."""
    player = _need_player(player, _need_state(state, "legal_action_ids"), "legal_action_ids")
    if state.to_act == CHANCE and player is None:
        return []
    table = action_table(state.options)
    ids = []
    for move in legal_moves(state, player):
        found = table.id_of(move)
        if found is None:  # a move the table cannot name: the table is incomplete
            raise ActionIdError(f"{move}: legal, but no action id stands for it")
        ids.append(found)
    return sorted(set(ids))


def legal_action_mask(state: GameState, player: int | None = None) -> tuple[bool, ...]:
    """One flag per action id: ``True`` where the move is legal (see :func:`legal_action_ids`)."""
    _need_player(player, _need_state(state, "legal_action_mask"), "legal_action_mask")
    mask = [False] * num_distinct_actions(state.options)
    for i in legal_action_ids(state, player):
        mask[i] = True
    return tuple(mask)


def chance_outcome_ids(state: GameState) -> list[tuple[int, float]]:
    """At a chance event, ``(outcome id, probability)`` of every outcome, ascending by id."""
    table = action_table(_need_state(state, "chance_outcome_ids").options)
    out = []
    for move, p in chance_outcomes(state):
        found = table.chance_id_of(move)
        if found is None:
            raise ActionIdError(f"{move}: a possible outcome, but no id stands for it")
        out.append((found, p))
    return sorted(out)
