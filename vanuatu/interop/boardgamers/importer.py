"""Replaying a stored boardgamers.space game with our rules into a record.

The stored moves are translated (:mod:`.translate`) and applied one by one;
before each, the chance events our rules wait for are revealed from the seed
(:mod:`.chance`), and the stacks the engine took back by itself (a player whose
only choice is to take back one stack without effect, with no free action to
make, is not asked and nothing is stored) are taken back with a
:class:`~vanuatu.moves.Retrieve`. A move our rules refuse is either one of the
documented deviations (:mod:`.deviations`), kept and applied as played, or a
move the engine could not have made: the import stops there.
"""

from __future__ import annotations

import attrs

from ...components import Action, Character
from ...errors import VanuatuError
from ...moves import ACTION_MOVE_TYPES, ChanceMove, Move, Retrieve
from ...options import Options
from ...records import Headers, Record, printable
from ...rules.actions import action_options
from ...rules.engine import apply_unchecked, apply_with_forced, explain
from ...rules.free import free_moves
from ...rules.scoring import final_scores
from ...rules.turns import majorities
from ...state import GameState, Phase
from .catalog import TILE_NAMES, engine_components
from .chance import EngineChance, NoOutcome
from .deviations import Deviation, ScoreComparison, documented
from .reading import EngineGame, ForeignGameError
from .translate import FREE_TYPES, rest_token, translate_move

__all__ = ["ImportedGame", "replay_game"]



@attrs.frozen
class ImportedGame:
    """A stored game read into a record.

    Attributes:
        record: the record, chance events and moves as played.
        deviations: the moves the engine accepted and our rules refuse
            (documented ones, kept as played), in order.
        scores: our final scores (R8), or ``None`` when the game is not over;
            after a defeat (R10.3), the PP each player held (no end scoring).
        engine_scores: the scores the engine stored.
        state: the position at the end of the record (deviations applied).
    """

    record: Record
    deviations: tuple[Deviation, ...]
    scores: tuple[int, ...] | None
    engine_scores: tuple[int, ...]
    state: GameState = attrs.field(repr=False, eq=False)

    @property
    def comparison(self) -> ScoreComparison | None:
        """Our final scores beside the engine's, when the game is over."""
        if self.scores is None:
            return None
        return ScoreComparison(self.scores, self.engine_scores)

    @property
    def clean(self) -> bool:
        """Whether our rules accept every move and score the game as the engine did."""
        comparison = self.comparison
        return not self.deviations and (comparison is None or comparison.equal)


def options_for(game: EngineGame) -> Options:
    """Our options for the stored game: its variants, the engine's component
    reading, and the engine's reading of R4.3 (ordered planning pairs)."""
    return Options(
        players=game.players,
        characters=game.characters,
        rising_waters=game.rising_waters,
        components=engine_components(game.legacy_board),
        paired_planning_together=False,
    )


def headers_for(game: EngineGame) -> Headers:
    """Headers saying where the record comes from."""
    tags = [
        ("Source", "boardgamers.space"),
        ("Seed", printable(game.seed, 200).replace("#", "").strip() or "-"),
        ("Board", "first layout (3,0 for 4,2)" if game.legacy_board else "current"),
        ("Reading", "the engine's components: tile F1 holds 3 fish and 1 treasure (R1.3)"),
        ("EngineScores", " ".join(str(s) for s in game.scores)),
    ]
    return Headers(event="boardgamers.space", names=game.names, tags=tuple(tags))


class _Replay:
    def __init__(self, game: EngineGame) -> None:
        self.game = game
        self.options = options_for(game)
        self.chance = EngineChance(game.seed, game.players, game.rising_waters)
        self.state = _new(self.options)
        self.moves: list[Move] = []
        self.deviations: list[Deviation] = []

    def play(self, move: Move, index: int | None) -> None:
        """Apply ``move`` (the ``index``-th stored move, or one the engine made by
        itself), or keep it as a documented deviation."""
        try:
            violation = explain(self.state, move)
            if violation is None:
                self.state, forced = apply_with_forced(self.state, move)
                self.moves.append(move)
                for reveal in forced:
                    self._check_forced(reveal, index)
                return
            rule = documented(self.state, move, violation) if index is not None else None
            if rule is None:
                raise ForeignGameError(
                    f"the engine could not have made this move ({move}): "
                    f"{violation.rule} {violation.reason}", index)
            self.deviations.append(
                Deviation(index or 0, move, len(self.moves), rule, violation.reason))
            self.state = apply_unchecked(self.state, move)
            self.moves.append(move)
        except ForeignGameError:
            raise
        except (VanuatuError, ValueError, KeyError, IndexError) as e:
            raise ForeignGameError(f"{move}: cannot be applied ({e})", index) from None

    def _check_forced(self, reveal: ChanceMove, index: int | None) -> None:
        try:
            expected = self.chance.outcome(reveal.event, self.state)
        except NoOutcome as e:
            raise ForeignGameError(f"the seed does not reproduce the game: {e}", index) from None
        if ChanceMove(reveal.event, expected) != reveal:  # type: ignore[arg-type]
            raise ForeignGameError(
                f"the seed does not reproduce the game: the {reveal.event} revealed by itself "
                f"is {reveal.outcome}, the seed draws {expected}", index)

    def reveal(self, index: int | None) -> None:
        """Reveal every chance event our rules wait for, as the seed draws it."""
        while self.state.is_chance:
            event = self.state.pending_chance
            assert event is not None
            try:
                outcome = self.chance.outcome(event, self.state)
            except NoOutcome as e:
                raise ForeignGameError(f"the seed does not reproduce the game: {e}",
                                       index) from None
            move = ChanceMove(event, outcome)  # type: ignore[arg-type]
            if explain(self.state, move) is not None:
                raise ForeignGameError(
                    f"the seed does not reproduce the game: it draws '{move}', which this "
                    f"game cannot reveal here", index)
            self.play(move, index)

    def automatic(self, following: int | None) -> None:
        """Take back the stacks the engine took back by itself before the
        ``following``-th stored move (``None`` after the last one)."""
        while True:
            self.reveal(following)
            state = self.state
            if state.phase != Phase.ACTIONS or state.to_act < 0:
                return
            action = _only_take_back(state)
            if action is None:
                return
            self.play(Retrieve(state.to_act, action), None)


def _engine_can(state: GameState, p: int, action: Action) -> bool:
    """Whether the engine offers a way to perform ``action`` to ``p``: where
    our rules do, and a second Rest (R12.1) while a token is available."""
    if action_options(state, p, action):
        return True
    return action == Action.REST and bool(state.rest_available)


def _only_take_back(state: GameState) -> Action | None:
    """The stack the engine takes back by itself for the player to act: the
    one it leaves them when their only choice is to take back one stack
    without effect and they have no free action to make."""
    p = state.to_act
    pl = state.players[p]
    if free_moves(state, p):
        return None
    if pl.character == Character.GOVERNOR and pl.bonus_ready:
        return None
    held = majorities(state, p)
    if len(held) == 1:
        return None if _engine_can(state, p, held[0]) else held[0]
    if held:
        return None
    stacks = [a for a in Action if pl.markers[a]]
    if len(stacks) != 1:
        return None
    if pl.character == Character.PREACHER and pl.bonus_ready \
            and _engine_can(state, p, stacks[0]):
        return None
    return stacks[0]


def _new(options: Options) -> GameState:
    from ...rules.engine import new_game

    return new_game(options)


def replay_game(game: EngineGame) -> ImportedGame:
    """Replay ``game`` with our rules (see the module's text)."""
    run = _Replay(game)
    history = list(game.history)
    run.reveal(0 if history else None)
    _check_start(run, game)
    i = 0
    run.automatic(0 if history else None)
    while i < len(history):
        p, raw = history[i]
        token = None
        consumed = [i]
        later: list[int] = []
        if raw.get("type") == "act" and raw.get("action") == "rest":
            j = i + 1
            while j < len(history) and history[j][1].get("type") in FREE_TYPES:
                later.append(j)
                j += 1
            if j < len(history) and history[j][1].get("type") == "rest" and history[j][0] == p:
                token = rest_token(history[j][1].get("token"), j)
                consumed.append(j)
            else:
                later = []
                left = run.state.rest_available
                if len(left) != 1:
                    raise ForeignGameError(
                        f"a Rest with {len(left)} tokens available and no token chosen", i)
                token = left[0]
        move = translate_move(p, raw, i, token)
        if not isinstance(move, ACTION_MOVE_TYPES) and raw.get("type") not in FREE_TYPES:
            _check_turn(run.state, move, i)
        for j in later:  # made while the Rest waited for its token: before it ends
            run.play(translate_move(history[j][0], history[j][1], j), j)
        run.play(move, i)
        i = max(consumed + later) + 1
        run.automatic(i if i < len(history) else None)
    _check_facts(run, game)
    state = run.state
    scores = None
    if state.phase == Phase.OVER:
        # a defeat (R10.3) ends the game without end scoring: compare the PP held
        scores = (tuple(pl.pp for pl in state.players) if state.defeat
                  else final_scores(state).totals)
    record = Record(options=run.options, headers=headers_for(game), moves=tuple(run.moves))
    return ImportedGame(record, tuple(run.deviations), scores, game.scores, state)


def _check_start(run: _Replay, game: EngineGame) -> None:
    """The start tiles (R2.1) and the First Player (R2.8) the seed draws must be
    those of the stored game."""
    c = run.state.options.components
    for space in c.start_spaces:
        stored = game.board.get(space)
        ours = run.state.board[c.space_index[space]]
        if stored is not None and TILE_NAMES.get(stored, stored) != ours:
            raise ForeignGameError(
                f"the seed does not reproduce the stored facts: the game has "
                f"{TILE_NAMES.get(stored, stored)} on {space}, the seed draws {ours}", 0)
    first = next((i for i, (_, move) in enumerate(game.history)
                  if move.get("type") not in FREE_TYPES), None)
    if first is not None and game.history[first][0] != run.state.first_player:
        raise ForeignGameError(
            f"the seed does not reproduce the stored facts: it draws P{run.state.first_player} "
            f"as First Player (R2.8), but the first move is P{game.history[first][0]}'s", first)


def _check_turn(state: GameState, move: Move, index: int) -> None:
    if state.phase == Phase.OVER:
        raise ForeignGameError(f"{move}: the game is already over", index)
    if move.player != state.to_act:
        raise ForeignGameError(f"{move}: it is P{state.to_act}'s turn, not "
                               f"P{move.player}'s", index)


def _check_facts(run: _Replay, game: EngineGame) -> None:
    """The stored facts the seed must reproduce: the tiles on the board, the
    boats, and the engine's count of draws."""
    where = len(game.history) - 1 if game.history else None
    state = run.state
    spaces = state.options.components.spaces
    ours = {spaces[i]: tile for i, tile in enumerate(state.board) if tile is not None}
    if game.board:
        theirs = {cell: TILE_NAMES.get(tile, tile) for cell, tile in game.board.items()}
        if theirs != ours:
            diff = sorted(c for c in set(ours) | set(theirs) if ours.get(c) != theirs.get(c))
            cell = diff[0]
            raise ForeignGameError(
                f"the seed does not reproduce the stored board: on {cell} the game stored "
                f"{theirs.get(cell, 'no tile')}, the replay has {ours.get(cell, 'no tile')}",
                where)
    boats = tuple(spaces[pl.boat] for pl in state.players)
    if all(game.boats) and game.boats != boats:
        raise ForeignGameError(
            f"the replay does not reproduce the stored boats: {' '.join(game.boats)} "
            f"stored, {' '.join(boats)} replayed", where)
    if game.draws is not None and game.draws != run.chance.random.draws:
        raise ForeignGameError(
            f"the seed does not reproduce the game: the engine drew {game.draws} times, "
            f"the replay {run.chance.random.draws}", where)
