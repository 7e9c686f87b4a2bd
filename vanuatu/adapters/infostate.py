"""Information states: what one player has seen of a game so far (perfect
recall), and worlds consistent with it, for search over imperfect information
(OpenSpiel's ``information_state_string`` and ``resample_from_infostate``).

The only hidden information a :class:`~vanuatu.GameState` holds is R9's rest
tokens: which token each player kept this round, and which tokens are still
available (seen only by a player choosing one). A :class:`History` logs the
moves of a game with, for each decision, the available tokens its player saw:

>>> import random
>>> import vanuatu
>>> from vanuatu.infostate import History
>>> game = vanuatu.Game(players=3, seed=7)
>>> history = History.start(game.state)
>>> bot = random.Random(1)
>>> while not history.state.is_over:
...     moves = vanuatu.legal_moves(history.state)
...     if history.state.is_chance:
...         moves = [m for m, _ in vanuatu.chance_outcomes(history.state)]
...     history = history.play(bot.choice(moves))
>>> text = history.information_state(0)
>>> text.splitlines()[0]
'vanuatu 3'

Another player's Rest move of the current round is written ``rest ?`` until
Phase V reveals it (R5.9); :meth:`History.resample` deals the hidden tokens
again, at random among the deals the player's own observations allow, so the
player's information state stays the same.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import permutations

import attrs

from ..components import Action
from ..moves import CHANCE, Move, Rest
from ..observe import observe
from ..position import to_position
from ..position.parse import options_word
from ..rules.engine import apply_unchecked
from ..state import GameState, Phase

__all__ = ["Entry", "History"]


@attrs.frozen
class Entry:
    """One move of a game, the round it was made in, and the rest tokens its
    player saw available when deciding (``None`` when none was hidden)."""

    move: Move
    round: int
    seen: tuple[str, ...] | None = None
    #: The move's notation (kept: information states write it often).
    text: str = attrs.field(eq=False, default=attrs.Factory(lambda e: str(e.move),
                                                             takes_self=True))


def _seen(state: GameState, player: int) -> tuple[str, ...] | None:
    """The available rest tokens ``player`` sees now, when R9 hides them from others."""
    if state.phase != Phase.ACTIONS or player < 0:
        return None
    if not state.players[player].markers[Action.REST]:
        return None
    if all(p.rest_token is None for p in state.players):
        return None
    seen = observe(state, player).state.rest_available
    return seen if seen == state.rest_available and seen else None


def _hidden_now(state: GameState) -> bool:
    """Whether this round's rest tokens are still face down (R5.9, R10.3 defeat)."""
    return state.phase == Phase.ACTIONS or (state.phase == Phase.OVER and state.defeat)


@attrs.frozen
class _Link:
    """One entry of the log, and the log before it."""

    entry: Entry
    before: _Link | None = None


@attrs.frozen
class History:
    """A game state with the moves that led to it (a linked list: sharing is cheap)."""

    state: GameState
    log: _Link | None = None

    @classmethod
    def start(cls, state: GameState) -> History:
        """The history of a game starting at ``state`` (no move yet)."""
        return cls(state)

    def play(self, move: Move) -> History:
        """The history after ``move`` (taken from the legal moves: not checked)."""
        actor = self.state.to_act if move.player == CHANCE else move.player
        entry = Entry(move, self.state.round, _seen(self.state, actor))
        return History(apply_unchecked(self.state, move), _Link(entry, self.log))

    def entries(self) -> list[Entry]:
        """Every move so far, oldest first."""
        out = []
        link = self.log
        while link is not None:
            out.append(link.entry)
            link = link.before
        out.reverse()
        return out

    def _masked(self, player: int) -> Iterator[str]:
        hidden = _hidden_now(self.state)
        rnd = self.state.round
        for e in self.entries():
            m = e.move
            if isinstance(m, Rest) and m.player != player and hidden and e.round == rnd:
                yield f"P{m.player} rest ?" + (" +bonus" if m.bonus else "")
                continue
            text = e.text
            if e.seen is not None and m.player == player:
                text += " (available " + ",".join(e.seen) + ")"
            yield text

    def information_state(self, player: int) -> str:
        """What ``player`` knows: the moves so far as they saw them, then the
        public position they see now (:func:`vanuatu.to_position`), one per line."""
        head = f"vanuatu {options_word(self.state.options)}"
        return "\n".join([head, *self._masked(player), to_position(self.state, player)])

    def resample(self, player: int, uniform: Callable[[], float]) -> History:
        """A history ``player`` cannot tell from this one (the same
        :meth:`information_state`), with the other players' hidden rest tokens
        dealt again; ``uniform()`` draws a number in [0, 1) to pick among the
        possible deals."""
        s = self.state
        if not _hidden_now(s):
            return self
        holders = [q for q, pl in enumerate(s.players) if q != player and pl.rest_token]
        if not holders:
            return self
        tokens = s.options.components.rest_tokens
        own = s.players[player].rest_token
        entries = self.entries()
        now = [i for i, e in enumerate(entries) if e.round == s.round]
        seen_now = _seen(s, player)
        deals = []
        for deal in permutations([t for t in tokens if t != own], len(holders)):
            given = dict(zip(holders, deal, strict=True))
            if self._consistent(entries, now, given, player, seen_now):
                deals.append(given)
        given = deals[min(int(uniform() * len(deals)), len(deals) - 1)]
        return self._rebuilt(entries, now, given)

    def _consistent(self, entries: list[Entry], now: list[int], given: dict[int, str],
                    player: int, seen_now: tuple[str, ...] | None) -> bool:
        tokens = self.state.options.components.rest_tokens
        taken: set[str] = set()
        for i in now:
            e = entries[i]
            if e.seen is not None and e.move.player == player:
                if e.seen != tuple(t for t in tokens if t not in taken):
                    return False
            if isinstance(e.move, Rest):
                taken.add(given.get(e.move.player, e.move.token))
        return seen_now is None or seen_now == tuple(t for t in tokens if t not in taken)

    def _rebuilt(self, entries: list[Entry], now: list[int], given: dict[int, str]) -> History:
        s = self.state
        tokens = s.options.components.rest_tokens
        taken: set[str] = set()
        new = list(entries)
        for i in now:
            e = entries[i]
            if e.seen is not None:
                e = attrs.evolve(e, seen=tuple(t for t in tokens if t not in taken))
            if isinstance(e.move, Rest):
                token = given.get(e.move.player, e.move.token)
                e = Entry(attrs.evolve(e.move, token=token), e.round, e.seen)
                taken.add(token)
            new[i] = e
        players = tuple(attrs.evolve(pl, rest_token=given[q]) if q in given else pl
                        for q, pl in enumerate(s.players))
        state = attrs.evolve(s, players=players,
                             rest_available=tuple(t for t in tokens if t not in taken))
        # the moves before this round are shared; this round's are linked again
        link = self.log
        for _ in range(len(entries) - now[0] if now else 0):
            assert link is not None
            link = link.before
        for e in new[now[0]:] if now else ():
            link = _Link(e, link)
        return History(state, link)
