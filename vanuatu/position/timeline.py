"""What the clock of a position says about the rest of it.

A position's round, phase and step tell how far the game has gone, and so how
many of many things it must show: stack tiles placed and revealed (R2.2, R3.6,
R3.7), tourist tiles drawn (R1.6, R2.4, R3.2), markers planned (R4.2) and
neutral markers placed (R10.1), characters taken and bonuses ready (R3.8,
R3.9, R10.1, R10.2), action spaces resolved and Governor moves (R5.6), the die
and the flood (R10.3), the fish price set back (R3.5). Each check returns the
reason a position cannot occur, or ``None``; :func:`vanuatu.position.checks.impossibility`
runs them with the field each one blames.
"""

from __future__ import annotations

from collections import Counter

from ..components import Character
from ..rules.chance.die import DIE_FACES
from ..rules.chance.offer import OFFERED
from ..rules.chance.tile import VOLCANO
from ..rules.neutral import NEUTRAL_COUNTS
from ..state import GameState, Phase, PreparationStep, SetupStep

__all__ = ["TIMELINE_CHECKS"]


def _in_setup_before(state: GameState, step: int) -> bool:
    """Whether the position is in setup, at ``step`` or before it."""
    return state.phase == Phase.SETUP and state.step <= step


def _in_preparation_before(state: GameState, step: int) -> bool:
    """Whether the position is in round preparation, at ``step`` or before it."""
    return state.phase == Phase.PREPARATION and state.step <= step


def _acting(state: GameState) -> bool:
    """Whether Phase IV has begun this round and not been followed by Phase V:
    the actions phase, or a game a defeat ended in it (R10.3)."""
    return state.phase == Phase.ACTIONS or (state.phase == Phase.OVER and state.defeat)


def _taken_this_round(state: GameState, p: int) -> bool:
    """Whether player ``p`` took a character in this round's Phase II (R3.8)."""
    if not state.options.characters:
        return False
    if state.phase == Phase.CHARACTERS:
        return (p - state.first_player) % len(state.players) < state.step
    return state.phase == Phase.PLANNING or _acting(state)


# -- the tile stack ----------------------------------------------------------------


def _expected_tiles(state: GameState) -> tuple[tuple[int, int], tuple[int, int]]:
    """The ranges (low, high) of stack tiles placed on the board and revealed."""
    size = state.options.components.stack_size
    r = state.round

    def cap(k: int) -> int:
        return min(max(k, 0), size)

    if state.phase == Phase.SETUP:
        if state.step < SetupStep.STACK:
            return (0, 0), (0, 0)
        if state.step == SetupStep.STACK:
            return (0, 0), (0, cap(VOLCANO))
        return (0, 0), (cap(VOLCANO), cap(VOLCANO))
    if state.phase == Phase.PREPARATION:
        before, after = cap(VOLCANO * (r - 2)), cap(VOLCANO * (r - 1))
        if state.step < PreparationStep.PLACEMENT:
            return (before, before), (after, after)
        if state.step == PreparationStep.PLACEMENT:
            return (before, after), (after, after)
        return (after, after), (after, cap(VOLCANO * r))
    placed = cap(VOLCANO * (r - 1))
    return (placed, placed), (cap(VOLCANO * r), cap(VOLCANO * r))


def tiles(state: GameState) -> str | None:
    """Field ``tiles-revealed``: every revealed stack tile is on the Volcano or
    the board, in the order of the stack's letters (R2.2), and as many as the
    round has placed and revealed (R3.6, R3.7); the start tiles are in place
    once revealed (R2.1)."""
    c = state.options.components
    island = c.space_index[c.start_island_space]
    if state.board[island] != c.start_island:
        return f"the start island lies on {c.start_island_space} (R2.1)"
    starts = [state.board[c.space_index[s]] for s in c.start_spaces]
    if _in_setup_before(state, SetupStep.START_TILES):
        if any(t is not None for t in starts) or any(t is not None for t in state.board
                                                    if t != c.start_island):
            return "no tile is placed before the start tiles are revealed (R2.1)"
    elif sorted(t or "" for t in starts) != sorted(c.start_ocean_tiles):
        return f"the start tiles {', '.join(c.start_ocean_tiles)} lie on the start spaces " \
               f"{', '.join(c.start_spaces)} (R2.1)"
    letter_of = {t: letter for letter, ids in c.stack_tiles.items() for t in ids}
    placed = [t for t in state.board if t is not None and t in letter_of]
    if len(set(state.upcoming)) != len(state.upcoming) or len(state.upcoming) > VOLCANO:
        return f"the Volcano holds up to {VOLCANO} different tiles (R2.2, R3.7)"
    if any(t not in letter_of for t in state.upcoming):
        return "only tiles of the stack are revealed onto the Volcano (R2.2)"
    revealed = len(placed) + len(state.upcoming)
    if revealed != state.tiles_revealed:
        return f"{len(placed)} stack tiles on the board and {len(state.upcoming)} on the " \
               f"Volcano, but {state.tiles_revealed} revealed (R2.2, R3.7)"
    letters = Counter(letter_of[t] for t in placed + list(state.upcoming))
    order = c.stack_letters
    if letters != Counter(order[k % len(order)] for k in range(revealed)):
        return f"the stack shows its letters in order ({''.join(order)}, twice): " \
               f"{revealed} revealed tiles cannot be {''.join(sorted(letters.elements()))} (R2.2)"
    (low, high), (rlow, rhigh) = _expected_tiles(state)
    where = f"{state.phase.word} of round {state.round}"
    if not low <= len(placed) <= high:
        want = str(low) if low == high else f"{low} to {high}"
        return f"{want} stack tiles are placed by the {where}, not {len(placed)} (R3.6)"
    if not rlow <= revealed <= rhigh:
        want = str(rlow) if rlow == rhigh else f"{rlow} to {rhigh}"
        return f"{want} stack tiles are revealed by the {where}, not {revealed} (R2.2, R3.7)"
    return None


# -- tourists ----------------------------------------------------------------------


def tourists(state: GameState) -> str | None:
    """Field ``tourist-pile``: the pile and the shown tile come from the tiles
    kept for the player count, one drawn each round (R1.6, R2.4, R3.2)."""
    c = state.options.components
    n = len(state.players)
    kept = Counter(c.tourist_tiles)
    removed = c.removed_tourist_tile(n)
    if removed is not None and kept[removed]:
        kept[removed] -= 1
    shown = Counter(state.tourist_pile)
    if state.tourist_tile is not None:
        shown[state.tourist_tile] += 1
    extra = shown - kept
    if extra:
        return f"a tourist tile of value {min(extra)} more than the {n}-player set holds (R1.6)"
    hidden = _in_setup_before(state, SetupStep.TOURISTS) or _in_preparation_before(
        state, PreparationStep.TOURISTS)
    if hidden != (state.tourist_tile is None):
        return "a tourist tile is shown from setup's tourist step to the end of each round " \
               "(R2.4, R3.2)"
    if not (state.phase == Phase.SETUP and state.step <= SetupStep.TOURISTS):
        drawn = state.round - (1 if hidden else 0)
        if len(state.tourist_pile) != kept.total() - drawn:
            return f"{kept.total() - drawn} tourist tiles are left in the pile in round " \
                   f"{state.round}, not {len(state.tourist_pile)} (R1.6, R3.2)"
    elif len(state.tourist_pile) != kept.total():
        return f"the pile holds all {kept.total()} tourist tiles before the first is " \
               f"revealed (R2.4)"
    return None


def tourists_waiting(state: GameState) -> str | None:
    """Field ``tourists-waiting``: as many tourists as the tile shows wait until
    Phase IV, fewer as they are transported (R3.2, R6.8)."""
    shown = state.tourist_tile or 0
    if state.tourists_waiting > shown:
        return f"{state.tourists_waiting} tourists wait, the tile shows {shown} (R3.2)"
    if not (_acting(state) or state.phase == Phase.OVER) and state.tourists_waiting != shown:
        return f"all {shown} tourists of the tile wait until Phase IV (R3.2, R6.8)"
    return None


# -- markers -----------------------------------------------------------------------


def markers(state: GameState) -> str | None:
    """Field ``players``: markers stay in hand until Phase III, each pass places
    its markers (R4.2), none is in hand in Phase IV and all are back after it
    (R5.8)."""
    c = state.options.components
    n = len(state.players)
    passes = c.plan_passes
    for p, pl in enumerate(state.players):
        on = pl.markers_on_board
        if state.phase == Phase.PLANNING:
            seat = (p - state.first_player) % n
            made = state.step // n + (1 if seat < state.step % n else 0)
            placed = sum(passes[:made])
            if on != placed or pl.in_hand != c.markers_per_player - placed:
                return f"P{p} has made {made} planning passes: {placed} markers on the " \
                       f"board and {c.markers_per_player - placed} in hand, not {on} " \
                       f"and {pl.in_hand} (R4.2)"
        elif _acting(state):
            if pl.in_hand:
                return f"P{p} has every marker placed in Phase IV, not {pl.in_hand} in " \
                       f"hand (R4.2)"
        elif on:
            return f"P{p} has markers on the action spaces outside Phase III and IV (R4.2, R5.8)"
        elif state.phase == Phase.OVER or (state.phase == Phase.SETUP
                                           and state.step <= SetupStep.FIRST_PLAYER):
            if pl.in_hand:
                return f"P{p} has no marker in hand {_when(state)} (R4.2)"
        elif pl.in_hand != c.markers_per_player:
            return f"P{p} has all {c.markers_per_player} markers in hand before Phase III (R4.2)"
    return None


def _when(state: GameState) -> str:
    return "once the game is over" if state.phase == Phase.OVER else "during setup"


def neutral(state: GameState) -> str | None:
    """Field ``neutral``: two players only; 2 neutral markers from the First
    Player, then 3 from the other, before Phase II; they stay all round (R10.1)."""
    total = sum(state.neutral)
    if not state.options.two_player:
        return None if total == 0 else "neutral markers only with two players (R10.1)"
    if state.phase == Phase.NEUTRAL:
        want = sum(NEUTRAL_COUNTS[:state.step])
    elif state.phase in (Phase.SETUP, Phase.PREPARATION):
        want = 0
    else:
        want = sum(NEUTRAL_COUNTS)
    if total != want:
        return f"{want} neutral markers are on the action spaces at {state.phase.word} step " \
               f"{state.step}, not {total} (R10.1)"
    return None


def resolved(state: GameState) -> str | None:
    """Field ``resolved``: spaces are resolved only in Phase IV (R5.3, R5.4)."""
    if state.resolved and not (_acting(state) or state.phase == Phase.OVER):
        return "action spaces are resolved only in Phase IV (R5.3)"
    return None


def governed(state: GameState) -> str | None:
    """Field ``governed``: only the Governor, in Phase IV, with its bonus spent (R5.6)."""
    moved = [p for p, g in enumerate(state.governed) if g >= 0]
    if not moved:
        return None
    if not (_acting(state) or state.phase == Phase.OVER):
        return "stacks are moved with the Governor only in Phase IV (R5.6)"
    if state.phase == Phase.OVER and not state.defeat:
        return None  # the characters may have been set aside (R10.1)
    for p in moved:
        pl = state.players[p]
        if pl.character != Character.GOVERNOR or pl.bonus_ready:
            return f"P{p} moved a stack with the Governor, so holds it with its bonus used (R5.6)"
    return None


# -- characters --------------------------------------------------------------------


def characters(state: GameState) -> str | None:
    """Field ``players``: the characters held and their bonuses (R3.8, R3.9,
    R10.1, R10.2)."""
    o = state.options
    held = [pl.character for pl in state.players if pl.character is not None]
    if not o.characters:
        if held or any(pl.bonus_ready for pl in state.players):
            return "nobody holds a character in a game without characters (R10.2)"
        return None
    twice = next((ch for ch in held if held.count(ch) > 1), None)
    if twice is not None:
        return f"two players hold the {twice} (R3.8)"
    for p, pl in enumerate(state.players):
        taken = _taken_this_round(state, p)
        if pl.bonus_ready and not taken:
            return f"P{p}'s bonus is ready only in the round its character is taken (R3.9)"
        if taken and pl.character is None:
            return f"P{p} took a character this round (R3.8)"
        if taken and o.two_player and pl.character not in state.offered:
            return f"P{p} took {pl.character}, which is not offered this round (R10.1)"
        if not taken and o.two_player and pl.character is not None and not state.defeat:
            return f"P{p} holds {pl.character}: with two players the characters are set " \
                   f"aside at the end of each round (R10.1)"
        if not taken and not o.two_player and (pl.character is None) != (state.round == 1):
            return f"P{p} keeps a character from round 1's Phase II on (R3.8)" \
                if pl.character is None else \
                f"P{p} holds {pl.character} before taking one in round 1 (R3.8)"
    return None


def offered(state: GameState) -> str | None:
    """Field ``offered``: two players only, five characters drawn after the
    neutral markers among those not offered the round before (R10.1, R12.8)."""
    o = state.options
    if not o.two_player:
        return None if not state.offered else "characters are offered only to two players (R10.1)"
    c = o.components
    if len(set(state.offered)) != len(state.offered):
        return "a character is offered twice (R10.1)"
    again = set(state.offered) & set(state.offered_before)
    if again:
        return f"{sorted(again)[0]} was offered the round before (R10.1)"
    eligible = [ch for ch in c.characters if ch not in state.offered_before]
    size = min(OFFERED, len(eligible))
    if state.offered and len(state.offered) != size:
        return f"{size} characters are offered, not {len(state.offered)} (R10.1)"
    drawn = state.phase in (Phase.PLANNING, Phase.ACTIONS, Phase.OVER) or (
        state.phase == Phase.CHARACTERS and bool(state.offered))
    if drawn != bool(state.offered):
        return "the characters are offered from Phase II to the end of the round (R10.1, " \
               "R12.8)"
    return None


def offered_before(state: GameState) -> str | None:
    """Field ``offered-before``: what was offered in the round before (R10.1)."""
    o = state.options
    before = state.offered_before
    if not o.two_player or state.round == 1:
        return None if not before else "nothing was offered before this round (R10.1)"
    if len(set(before)) != len(before) or not 0 < len(before) <= OFFERED:
        return f"the round before offered up to {OFFERED} different characters (R10.1)"
    return None


# -- waters ------------------------------------------------------------------------


def flood(state: GameState) -> str | None:
    """Field ``flood``: the die is rolled at the start of the rounds that show it
    and counts down performed actions (R10.3)."""
    c = state.options.components
    if not state.options.rising_waters:
        return None
    rolled = state.round in c.die_rounds and not (
        state.phase == Phase.SETUP or _in_preparation_before(state, PreparationStep.DIE))
    if state.flood_in is None:
        if rolled and not (_acting(state) or state.phase == Phase.OVER):
            return f"the die rolled in round {state.round} counts down until Phase IV (R10.3)"
        return None
    if not rolled:
        return f"the die is rolled in rounds {', '.join(map(str, c.die_rounds))} only, " \
               f"after their preparation begins (R10.3)"
    if state.flood_in > max(DIE_FACES) or state.flood_in < 1:
        return f"the flood comes 1 to {max(DIE_FACES)} performed actions after the die " \
               f"(R10.3), not {state.flood_in}"
    return None


def fish_price(state: GameState) -> str | None:
    """Field ``fish-price``: back to the top of the track from round preparation
    to Phase IV (R3.5)."""
    top = state.options.components.fish_price_track[0]
    early = state.phase in (Phase.SETUP, Phase.NEUTRAL, Phase.CHARACTERS, Phase.PLANNING) or (
        state.phase == Phase.PREPARATION and state.step >= PreparationStep.PLACEMENT)
    if early and state.fish_price != top:
        return f"the fish price is {top} until Phase IV (R3.5)"
    return None


#: ``(field, check)`` in the order they run.
TIMELINE_CHECKS = (
    ("tiles-revealed", tiles),
    ("tourist-pile", tourists),
    ("tourists-waiting", tourists_waiting),
    ("players", markers),
    ("offered", offered),
    ("offered-before", offered_before),
    ("players", characters),
    ("neutral", neutral),
    ("resolved", resolved),
    ("governed", governed),
    ("flood", flood),
    ("fish-price", fish_price),
)
