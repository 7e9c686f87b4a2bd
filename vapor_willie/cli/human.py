"""``vapor-willie play --human P0 --bots heuristic``: play a game in the terminal
against bots (or ``--bots`` alone: a game between the bots given).

On each of their decisions the human sees the position as their player may see it
(VW12: the others' objective cards face down) and a numbered list of their legal moves,
and answers with a number or a move in the notation (``move 5``, ``P0 dock PA``), or a
command of :mod:`tabletop.terminal` (``why <move>``, ``hint``, ``undo``,
``board``, ``help``, ``quit``). The other players' moves, and the draws, are told in
words as they happen (:mod:`vapor_willie.narration`). At the end, on ``quit`` or at the
end of the input, the record so far is written to ``--out``. The loop itself is the one
of ``vanuatu play --human`` (:class:`tabletop.terminal.Table`).
"""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Sequence
from typing import TextIO

from tabletop.terminal import Prompt
from tabletop.terminal import Table as BaseTable

from ..bots import Bot, BotError, decide, make_bot, split_specs
from ..components import DEFAULT_COMPONENTS, load_components
from ..errors import NotationError
from ..game import Game
from ..moves import Move
from ..narration import narrate
from ..narration.errors import error_text
from ..narration.refusals import refusal_reason, step_name
from ..notation import parse_move
from ..observe import HIDDEN, observe
from ..options import Options
from ..rules.board import graph
from ..rules.engine import explain
from ..state import GameState
from .common import (
    MAX_MOVES,
    Usage,
    derive_seed,
    describe_scores,
    ending_words,
    ruling_fields,
    winners_line,
)
from .move_list import move_note
from .words import gettext as _
from .words import language

__all__ = ["human_seats", "move_lines", "run_table", "view_text"]


def human_seats(text: str, players: int) -> tuple[int, ...]:
    """The seats of ``--human`` (``P0`` or ``P0,P2``; ``0`` also accepted)."""
    seats = []
    for word in text.split(","):
        w = word.strip().upper().removeprefix("P")
        if not (w.isascii() and w.isdigit() and len(w) < 3 and int(w) < players):
            raise Usage(_("--human: {seat} is not a seat of a {n}-player game (P0 to "
                          "{last})").format(seat=repr(word.strip()[:20]), n=players,
                                            last=f"P{players - 1}"))
        seats.append(int(w))
    return tuple(sorted(set(seats)))


def view_text(game: Game, player: int) -> str:
    """The position as ``player`` may see it, in a few lines, in the command's language."""
    state = game.state
    seen = observe(state, player).state
    c = state.options.components
    none = _("-")
    linked = ", ".join(graph(state).neighbours(state.boat)) or _("nothing")
    lines = [_("== Round {round}; the boat is at {point} (linked to {linked}) ==").format(
        round=state.round, point=state.boat, linked=linked)]
    river = c.river(state.river)
    lines.append(_("Islands: {islands}").format(islands=", ".join(
        f"{i.id}@{'/'.join(i.points)}={cube or none}"
        for i, cube in zip(river.islands, state.islands, strict=True))))
    ports = ", ".join(f"{p.id}@{'/'.join(p.points)}" for p in river.ports)
    if state.open_port:
        ports += _("; open card {card}").format(card=state.open_port)
    lines.append(_("Ports: {ports}").format(ports=ports))
    if state.drifting:
        lines.append(_("Adrift: {cubes}").format(
            cubes=", ".join(f"{cube}@{pt}" for pt, cube in state.drifting)))
    lines.append(_("Bag: {cubes}").format(cubes=", ".join(
        f"{n} {t}" for t, n in zip(c.cube_ids, state.bag, strict=True))))
    lines.append(_("Characters on the table: {characters}").format(
        characters=", ".join(state.table) or _("none")))
    names = game.names
    for i, p in enumerate(seen.players):
        cubes = ", ".join(f"{n} {t}" for t, n in zip(c.cube_ids, p.cubes, strict=True)
                          if n) or _("no cubes")
        cards = []
        for card in p.objectives:
            if card == HIDDEN:
                cards.append("?")
            else:
                o = c.objective(card)
                cards.append(_("{card} ({needs}, {stars} stars)").format(
                    card=card, needs="+".join(f"{n} {t}" for t, n in o.items), stars=o.stars))
        who = f"P{i}" + (f" {names[i]}" if i < len(names) and names[i] else "")
        if i == player:
            who = _("{player} (you)").format(player=who)
        line = _("{player}: {silvos} silvos; {cubes}; character {character}; objectives "
                 "{objectives}; fulfilled {fulfilled}").format(
            player=who, silvos=p.silvos, cubes=cubes, character=p.character or none,
            objectives=", ".join(cards) or none, fulfilled=", ".join(p.fulfilled) or none)
        if not p.extension_placed:
            line += _("; extension not placed")
        lines.append(line)
        if p.hand and i == player:
            lines.append(_("  choosing from: {cards}").format(cards=", ".join(p.hand)))
    step = state.step
    if step is not None:
        lines.append(_("Pending: {step}").format(step=step_name(step.kind, language()))
                     + (f" ({', '.join(step.items)})" if step.items else ""))
    elif state.current >= 0:
        lines.append(_("Actions this turn: {actions}").format(
            actions=", ".join(state.actions) or _("none yet")))
    return "\n".join(lines)


def move_lines(state: GameState, moves: Sequence[Move], lang: str = "en") -> list[str]:
    """The numbered move list, each move with what it does (the kind of the point it
    sails to, the silvo a second move costs: :func:`~vapor_willie.cli.move_list.move_note`),
    in ``lang``."""
    texts = [str(m) for m in moves]
    width = max((len(t) for t in texts), default=0)
    lines = []
    for k, (m, text) in enumerate(zip(moves, texts, strict=True), 1):
        note = move_note(state, m, lang)
        lines.append(f"  {k:>3}. {text:<{width}}  ({note})" if note else f"  {k:>3}. {text}")
    return lines


class Table(BaseTable[Move]):
    """A game between humans at the terminal and bots (the loop of
    :class:`tabletop.terminal.Table`, with Vapor Willie's view, notation, rules
    and bots)."""

    max_moves = MAX_MOVES

    def __init__(self, game: Game, humans: tuple[int, ...], bots: dict[int, Bot],
                 hint_bot: Bot, prompt: Prompt) -> None:
        super().__init__(game, humans, prompt)
        self.game: Game = game
        self.bots = bots
        self.hint_bot = hint_bot

    def to_act(self) -> int:
        """The player to act."""
        return self.game.state.to_act

    def narrate(self, k: int) -> list[str]:
        """The sentences of the ``k``-th move, as the (first) human sees it; a lone
        human is not told their own move again, only what it did."""
        viewer = self.humans[0] if self.humans else None
        states, move = self.game.states, self.game.moves[k]
        lines = narrate(states[k], move, states[k + 1], viewer, self.prompt.lang)
        if move.player in self.humans and len(self.humans) == 1:
            lines = lines[1:]
        return list(lines)

    def view_text(self, player: int) -> str:
        """The position as ``player`` may see it, and their numbered moves."""
        moves = self.game.legal_moves()
        return "\n".join(["", view_text(self.game, player),
                          _("Your moves, {player}:").format(player=f"P{player}"),
                          *move_lines(self.game.state, moves, self.prompt.lang)])

    def parse(self, player: int, text: str) -> Move:
        """``text`` as a move of ``player`` (the ``P0`` may be left out)."""
        first = text.split()[0]
        if not (first[:1] in ("P", "p") and first[1:].isdigit()) and first.lower() != "reveal":
            text = f"P{player} {text}"
        try:
            return parse_move(text)
        except NotationError as e:
            raise ValueError(error_text(str(e), self.prompt.lang)) from None

    def explain(self, move: Move) -> str | None:
        """The rule id and reason of :func:`vapor_willie.explain`."""
        why = explain(self.game.state, move)
        return None if why is None else f"{why.rule} {refusal_reason(why.reason, self.prompt.lang)}"

    def refuse(self, player: int, move: Move) -> str | None:
        """A move of another player, or of chance, is refused."""
        if move.player == player:
            return None
        if move.player < 0:
            return _("Not legal: you play {player}, not chance").format(player=f"P{player}")
        return _("Not legal: you play {player}, not {other}").format(
            player=f"P{player}", other=f"P{move.player}")

    def hint(self, player: int) -> str:
        """What the hint bot would play from ``player``'s view."""
        try:
            return _("A bot would play: {move}").format(
                move=decide(self.hint_bot, self.game.state))
        except (ValueError, RuntimeError) as e:
            return _("No hint: {why}").format(why=e)

    def bot_move(self, player: int) -> Move:
        """The move of ``player``'s bot, from that player's view."""
        return decide(self.bots[player], self.game.state)

    def too_long(self) -> Exception:
        """A game past :data:`~vapor_willie.cli.common.MAX_MOVES` moves."""
        return Usage(_("the game did not end within {n} moves").format(n=MAX_MOVES))


def run_table(args: argparse.Namespace, stdin: TextIO | None = None,
              stdout: TextIO | None = None) -> int:
    """Play the game of ``args`` (``--human`` seats at the terminal, ``--bots`` for the
    others); exit status 0 (130 on Ctrl-C)."""
    comps = load_components(args.data) if args.data else DEFAULT_COMPONENTS
    options = Options(players=args.players, river=args.river, boat=args.boat,
                      max_rounds=args.max_rounds, components=comps, **ruling_fields(args))
    players = options.players
    humans = human_seats(args.human, players) if args.human else ()
    specs = split_specs(args.bots or "heuristic")
    bot_seats = [p for p in range(players) if p not in humans]
    if len(specs) == 1:
        specs *= len(bot_seats)
    if len(specs) != len(bot_seats):
        raise Usage(_("--bots: {bots} bots for the {seats} seats of bots").format(
            bots=len(specs), seats=len(bot_seats)))
    seed: int = args.seed if args.seed is not None else secrets.randbelow(2**32)
    try:
        bots = {p: make_bot(spec, derive_seed(seed, f"bot {p}"))
                for p, spec in zip(bot_seats, specs, strict=True)}
    except BotError as e:  # a spec that makes no bot
        raise Usage(f"--bots: {error_text(str(e), language())}") from None
    hint_bot = make_bot("heuristic", derive_seed(seed, "hint"))
    names = tuple("human" if p in humans else f"{specs[bot_seats.index(p)]} bot"
                  for p in range(players))
    game = Game(options=options, seed=derive_seed(seed, "chance"), names=names)
    prompt = Prompt(stdin or sys.stdin, stdout or sys.stdout, lang=language())
    table = Table(game, humans, bots, hint_bot, prompt)
    if humans:
        from tabletop.translation import join_list

        seats = [f"P{p}" for p in humans]
        # English names every seat with "and", as it always has
        said = " and ".join(seats) if language() == "en" else join_list(seats, language())
        prompt.say(_("Vapor Willie, {n} players (seed {seed}); you play {seats}. Type 'help' "
                     "for help.").format(n=players, seed=seed, seats=said))
    table.tell()
    status = 0
    try:
        finished = table.play()
    except KeyboardInterrupt:
        prompt.say("")
        finished, status = False, 130
    if finished:
        scores = game.final_scores()
        prompt.say(_("Game over after {moves} moves ({ended}).").format(
            moves=len(game.moves), ended=ending_words(game.state.ended)))
        prompt.say(describe_scores(scores))
        prompt.say(winners_line(scores.winners))
    else:
        prompt.say(_("Stopped after {moves} moves.").format(moves=len(game.moves)))
    if args.out:
        game.record.dump(args.out)
        prompt.say(_("Record written to {file}").format(file=args.out))
    return status
