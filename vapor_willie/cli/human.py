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

from ..bots import Bot, decide, make_bot, split_specs
from ..components import DEFAULT_COMPONENTS, load_components
from ..errors import NotationError
from ..game import Game
from ..moves import Move
from ..narration import narrate
from ..notation import parse_move
from ..observe import HIDDEN, observe
from ..options import Options
from ..rules.board import graph
from ..rules.engine import explain
from ..state import GameState
from .common import MAX_MOVES, Usage, derive_seed, describe_scores, ruling_fields
from .move_list import move_note

__all__ = ["human_seats", "move_lines", "run_table", "view_text"]


def human_seats(text: str, players: int) -> tuple[int, ...]:
    """The seats of ``--human`` (``P0`` or ``P0,P2``; ``0`` also accepted)."""
    seats = []
    for word in text.split(","):
        w = word.strip().upper().removeprefix("P")
        if not (w.isascii() and w.isdigit() and len(w) < 3 and int(w) < players):
            raise Usage(f"--human: {word.strip()[:20]!r} is not a seat of a {players}-player "
                        f"game (P0 to P{players - 1})")
        seats.append(int(w))
    return tuple(sorted(set(seats)))


def view_text(game: Game, player: int) -> str:
    """The position as ``player`` may see it, in a few lines."""
    state = game.state
    seen = observe(state, player).state
    c = state.options.components
    lines = [f"== Round {state.round}; the boat is at {state.boat} "
             f"(linked to {', '.join(graph(state).neighbours(state.boat)) or 'nothing'}) =="]
    river = c.river(state.river)
    lines.append("Islands: " + ", ".join(
        f"{i.id}@{'/'.join(i.points)}={cube or '-'}"
        for i, cube in zip(river.islands, state.islands, strict=True)))
    lines.append("Ports: " + ", ".join(f"{p.id}@{'/'.join(p.points)}" for p in river.ports)
                 + (f"; open card {state.open_port}" if state.open_port else ""))
    if state.drifting:
        lines.append("Adrift: " + ", ".join(f"{cube}@{pt}" for pt, cube in state.drifting))
    lines.append("Bag: " + ", ".join(f"{n} {t}" for t, n in zip(c.cube_ids, state.bag,
                                                                   strict=True)))
    lines.append(f"Characters on the table: {', '.join(state.table) or 'none'}")
    names = game.names
    for i, p in enumerate(seen.players):
        cubes = ", ".join(f"{n} {t}" for t, n in zip(c.cube_ids, p.cubes, strict=True)
                          if n) or "no cubes"
        cards = []
        for card in p.objectives:
            if card == HIDDEN:
                cards.append("?")
            else:
                o = c.objective(card)
                cards.append(f"{card} ({'+'.join(f'{n} {t}' for t, n in o.items)}, "
                             f"{o.stars} stars)")
        who = f"P{i}" + (f" {names[i]}" if i < len(names) and names[i] else "")
        lines.append(f"{who}{' (you)' if i == player else ''}: {p.silvos} silvos; {cubes}; "
                     f"character {p.character or '-'}; objectives {', '.join(cards) or '-'}; "
                     f"fulfilled {', '.join(p.fulfilled) or '-'}"
                     + ("" if p.extension_placed else "; extension not placed"))
        if p.hand and i == player:
            lines.append(f"  choosing from: {', '.join(p.hand)}")
    step = state.step
    if step is not None:
        lines.append(f"Pending: {step.kind}" + (f" ({', '.join(step.items)})" if step.items
                                                else ""))
    elif state.current >= 0:
        lines.append(f"Actions this turn: {', '.join(state.actions) or 'none yet'}")
    return "\n".join(lines)


def move_lines(state: GameState, moves: Sequence[Move]) -> list[str]:
    """The numbered move list, each move with what it does (the kind of the point it
    sails to, the silvo a second move costs: :func:`~vapor_willie.cli.move_list.move_note`)."""
    texts = [str(m) for m in moves]
    width = max((len(t) for t in texts), default=0)
    lines = []
    for k, (m, text) in enumerate(zip(moves, texts, strict=True), 1):
        note = move_note(state, m)
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
        lines = narrate(states[k], move, states[k + 1], viewer)
        if move.player in self.humans and len(self.humans) == 1:
            lines = lines[1:]
        return list(lines)

    def view_text(self, player: int) -> str:
        """The position as ``player`` may see it, and their numbered moves."""
        moves = self.game.legal_moves()
        return "\n".join(["", view_text(self.game, player), f"Your moves, P{player}:",
                          *move_lines(self.game.state, moves)])

    def parse(self, player: int, text: str) -> Move:
        """``text`` as a move of ``player`` (the ``P0`` may be left out)."""
        first = text.split()[0]
        if not (first[:1] in ("P", "p") and first[1:].isdigit()) and first.lower() != "reveal":
            text = f"P{player} {text}"
        try:
            return parse_move(text)
        except NotationError as e:
            raise ValueError(str(e)) from None

    def explain(self, move: Move) -> str | None:
        """The rule id and reason of :func:`vapor_willie.explain`."""
        why = explain(self.game.state, move)
        return None if why is None else f"{why.rule} {why.reason}"

    def refuse(self, player: int, move: Move) -> str | None:
        """A move of another player, or of chance, is refused."""
        if move.player == player:
            return None
        return (f"Not legal: you play P{player}, not "
                f"{'chance' if move.player < 0 else f'P{move.player}'}")

    def hint(self, player: int) -> str:
        """What the hint bot would play from ``player``'s view."""
        try:
            return f"A bot would play: {decide(self.hint_bot, self.game.state)}"
        except (ValueError, RuntimeError) as e:
            return f"No hint: {e}"

    def bot_move(self, player: int) -> Move:
        """The move of ``player``'s bot, from that player's view."""
        return decide(self.bots[player], self.game.state)

    def too_long(self) -> Exception:
        """A game past :data:`~vapor_willie.cli.common.MAX_MOVES` moves."""
        return Usage(f"the game did not end within {MAX_MOVES} moves")


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
        raise Usage(f"--bots: {len(specs)} bots for the {len(bot_seats)} seats of bots")
    seed: int = args.seed if args.seed is not None else secrets.randbelow(2**32)
    bots = {p: make_bot(spec, derive_seed(seed, f"bot {p}"))
            for p, spec in zip(bot_seats, specs, strict=True)}
    hint_bot = make_bot("heuristic", derive_seed(seed, "hint"))
    names = tuple("human" if p in humans else f"{specs[bot_seats.index(p)]} bot"
                  for p in range(players))
    game = Game(options=options, seed=derive_seed(seed, "chance"), names=names)
    prompt = Prompt(stdin or sys.stdin, stdout or sys.stdout)
    table = Table(game, humans, bots, hint_bot, prompt)
    if humans:
        prompt.say(f"Vapor Willie, {players} players (seed {seed}); you play "
                   + " and ".join(f"P{p}" for p in humans) + ". Type 'help' for help.")
    table.tell()
    status = 0
    try:
        finished = table.play()
    except KeyboardInterrupt:
        prompt.say("")
        finished, status = False, 130
    if finished:
        scores = game.final_scores()
        prompt.say(f"Game over after {len(game.moves)} moves ({game.state.ended}).")
        prompt.say(describe_scores(scores))
        prompt.say("Winner: " + ", ".join(f"P{p}" for p in scores.winners))
    else:
        prompt.say(f"Stopped after {len(game.moves)} moves.")
    if args.out:
        game.record.dump(args.out)
        prompt.say(f"Record written to {args.out}")
    return status
