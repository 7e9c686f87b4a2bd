"""``vanuatu play --human P0``: play a game in the terminal against bots.

On each of their turns the human sees their view of the game (R9: the other
players' rest tokens stay face down), their tokens and the action board, and
a numbered list of their legal moves, each in the notation and in words
(:func:`vanuatu.describe_move`). They answer with a number or a move in
the notation (``fish``, ``P0 sail 2,1 2``), or one of the commands below.
The other players' moves are told in words as they happen.

Commands: ``undo`` (take back your last move and the bots' moves after it;
the chance met after it stays as the seed fixed it, whatever you play instead,
:class:`~vanuatu.chance_order.ChanceOrder`),
``why <move>`` (the rule that refuses a move, :func:`vanuatu.explain`),
``hint`` (what a bot would play, and its three best moves with the
expected final PP after each), ``board`` (show the position again),
``help``, ``quit``. At the end, on ``quit`` or at the end of the input, the
record so far is written to ``--out``.

The question loop (numbers, commands, echo of piped answers) is
:class:`tabletop.terminal.Prompt`, shared with ``vapor-willie play
--human``; this module gives it Vanuatu's view, notation, rules and bots.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Sequence
from typing import TextIO

from tabletop.terminal import UNDONE, Prompt
from tabletop.terminal import Table as BaseTable
from tabletop.translation import join_list

from .. import (
    Game,
    GameState,
    Headers,
    Move,
    NotationError,
    VanuatuError,
    describe_move,
    events,
    explain,
    legal_moves,
    parse_move,
)
from ..bots import Bot, split_specs, view_for
from ..bots.analysis import analyse
from ..describe.refusals import refusal_reason
from ..text.board import board_map
from ..text.display import describe_scores, describe_state
from ..version import GENERATOR
from .common import MAX_MOVES, UsageError, check_out, derive_seed, game_options
from .seats import ask_bot, new_bot, public_state, rest_holders
from .words import N_, language, ngettext
from .words import gettext as _

__all__ = ["HELP", "UNDONE", "Table", "human_seats", "move_list", "run_human"]

HELP = N_("""Answer with the number of a move or the move itself (e.g. 'fish' or 'P0 sail 2,1 2').
Commands:
  undo          take back your last move (and the bots' moves after it)
  why <move>    say which rule refuses a move (e.g. 'why build 0,0')
  hint          what a bot would play here, and its three best moves
  board         show the position again
  help          this text
  quit          stop; the record so far is written to --out""")


def human_seats(text: str, players: int) -> tuple[int, ...]:
    """The seats of ``--human`` (``P0`` or ``P0,P2``, ``0`` also accepted)."""
    seats = []
    for word in text.split(","):
        w = word.strip().upper().removeprefix("P")
        if not (w.isascii() and w.isdigit() and len(w) < 3) or not 0 <= int(w) < players:
            raise UsageError(_("--human: {seat} is not a seat of a {players}-player game (P0 "
                               "to P{last})").format(seat=repr(word.strip()[:20]),
                                                     players=players, last=players - 1))
        seats.append(int(w))
    return tuple(sorted(set(seats)))


def move_list(state: GameState, moves: Sequence[Move], lang: str = "en") -> list[str]:
    """The numbered lines of ``moves``: each move's notation (what may be typed)
    and its description (:func:`vanuatu.describe_move`) in ``lang``.

    >>> state = Game(players=3, seed=1).state
    >>> for line in move_list(state, legal_moves(state)[8:10]):  # doctest: +ELLIPSIS
    ...     print(line)
        1. P2 take beggar    Take the Beggar: once this round, exchange 1 to 3 PP for as many Vatus
        2. P2 take preacher  Take the Preacher: once this round, perform the action of one ...
    """
    notations = [str(move) for move in moves]
    width = max(map(len, notations), default=0)
    return [f"  {k:>3}. {text:<{width}}  {describe_move(move, state, lang)}"
            for k, (text, move) in enumerate(zip(notations, moves, strict=True), 1)]


class Table(BaseTable[Move]):
    """A game between humans at the terminal and bots (the loop of
    :class:`tabletop.terminal.Table`, with Vanuatu's view, notation, rules
    and bots)."""

    max_moves = MAX_MOVES

    def __init__(self, game: Game, humans: Sequence[int], bots: dict[int, Bot],
                 hint_bot: Bot, stdin: TextIO, stdout: TextIO) -> None:
        super().__init__(game, humans, Prompt(stdin, stdout, _(HELP),
                                              why_example="why build 0,0", lang=language()))
        self.game: Game = game
        self.bots = bots
        self.hint_bot = hint_bot
        self.stdin = stdin
        self.stdout = stdout

    def to_act(self) -> int:
        """The player to act."""
        return self.game.state.to_act

    def narrate(self, k: int) -> list[str]:
        """The sentences of the ``k``-th move, as the (first) human sees it."""
        lang = self.prompt.lang
        return [event.say(lang) for event in events(self.game.states[k], self.game.moves[k],
                                                    player=self.humans[0])]

    def view_text(self, player: int) -> str:
        """The position as ``player`` sees it, and their numbered moves."""
        state = self.game.state
        lang = self.prompt.lang
        seen = public_state(state, player)
        out = ["", _("== Your view, P{player} (R9: hidden information stays hidden) ==").format(
                   player=player),
               _("Map: islands [ ], ocean tiles ( ), the digits are boats; S = start island"),
               board_map(seen, names=True)]
        names = self.game.headers.names if self.game.headers else ()
        empty, no_stack = _("(empty)"), "  -"
        spaces_head, players_head = _("Action spaces:"), _("Players:")
        lines = [line for line in describe_state(seen, names, lang).splitlines()
                 # empty spaces and empty action spaces say nothing
                 if not (line.endswith(empty) or line.endswith(no_stack))]
        for k, line in enumerate(lines):
            out.append(line)
            if line == spaces_head and lines[k + 1:k + 2] == [players_head]:
                out.append("  " + _("no markers"))
        holders = rest_holders(state, player)
        if holders:
            out.append(_("Rest tokens held face down: {players}").format(
                players=" ".join(f"P{p}" for p in holders)))
        out.append(_("Your moves, P{player}:").format(player=player))
        out.extend(move_list(state, legal_moves(state), lang))
        return "\n".join(out)

    def parse(self, player: int, text: str) -> Move:
        """``text`` as a move of ``player`` (the ``P0`` may be left out); a
        :class:`~vanuatu.NotationError` (a :class:`ValueError`) if it is none."""
        first = text.split()[0]
        if first[:1] in ("P", "p") and first[1:].isdigit():
            text = "P" + text[1:]
        elif first.lower() not in ("reveal", "roll"):
            text = f"P{player} {text}"
        try:
            return parse_move(text)
        except NotationError as e:
            raise ValueError(refusal_reason(str(e), self.prompt.lang)) from None

    def explain(self, move: Move) -> str | None:
        """The rule id and reason of :func:`vanuatu.explain`."""
        violation = explain(self.game.state, move)
        if violation is None:
            return None
        return f"{violation.rule} {refusal_reason(violation.reason, self.prompt.lang)}"

    def hint(self, player: int) -> str:
        """What a bot would play, judging only from what ``player`` sees, and its
        three best moves with the expected final PP after each."""
        try:
            view = view_for(self.game.state, player, self.game.moves)
            analysis = analyse(self.hint_bot, view)
        except (VanuatuError, ValueError) as e:
            return _("No hint: {reason}").format(reason=e)
        state, lang = self.game.state, self.prompt.lang
        lines = [_("A bot would play: {move} ({words})").format(
            move=analysis.best, words=describe_move(analysis.best, state, lang))]
        lines.extend(f"  {rank}. {c.move!s:<28} "
                     + _("expected {pp} PP").format(pp=f"{c.pp:5.1f}")
                     + f"  {describe_move(c.move, state, lang)}"
                     for rank, c in enumerate(analysis.top(3), 1))
        return "\n".join(lines)

    def bot_move(self, player: int) -> Move:
        """The move of ``player``'s bot, which sees only that player's view."""
        return ask_bot(self.bots[player], self.game.state, self.game.moves)

    def too_long(self) -> Exception:
        """A game past :data:`~vanuatu.cli.common.MAX_MOVES` moves."""
        return VanuatuError(_("the game did not end within {moves} moves").format(
            moves=MAX_MOVES))


def run_human(args: argparse.Namespace, stdin: TextIO | None = None,
              stdout: TextIO | None = None) -> int:
    """``vanuatu play --human``: play the game of ``args`` at the terminal."""
    options = game_options(args)
    players = options.players
    humans = human_seats(args.human, players)
    specs = split_specs(args.bots)
    bot_seats = [p for p in range(players) if p not in humans]
    if len(specs) == 1:
        specs *= len(bot_seats)
    if len(specs) != len(bot_seats):
        raise UsageError(_("--bots: {bots} bots for the {seats} seats of bots").format(
            bots=len(specs), seats=len(bot_seats)))
    if args.out is not None:
        check_out(args.out)
    seed: int = args.seed if args.seed is not None else secrets.randbelow(2**32)
    bots = {p: new_bot(spec, derive_seed(seed, f"bot {p}"))
            for p, spec in zip(bot_seats, specs, strict=True)}
    hint_bot = new_bot("heuristic", derive_seed(seed, "hint"))
    names = tuple("human" if p in humans else f"{specs[bot_seats.index(p)]} bot"
                  for p in range(players))
    headers = Headers(names=names, tags=(("Seed", str(seed)),
                                         ("Generator", GENERATOR)))
    game = Game(options=options, seed=derive_seed(seed, "chance"), headers=headers)
    table = Table(game, humans, bots, hint_bot, stdin or sys.stdin, stdout or sys.stdout)
    table.say(_("Vanuatu, {players} players; you play {seats}. Type 'help' for help.").format(
        players=players, seats=join_list([f"P{p}" for p in humans], language())))
    table.tell()
    status = 0
    try:
        finished = table.play()
    except KeyboardInterrupt:  # Ctrl-C: keep what was played, like the end of the input
        table.say("")
        finished, status = False, 130
    if finished:
        table.say(_("Game over."))
        table.say(describe_scores(game.final_scores(), names, options.rising_waters,
                                  language()))
    else:
        table.say(ngettext("Stopped after {count} move.", "Stopped after {count} moves.",
                           len(game.moves)).format(count=len(game.moves)))
    if args.out:
        game.record.dump(args.out)
        table.say(_("Record written to {path}").format(path=args.out))
    return status
