"""``vapor-willie analyse``: the blunder check of a record, as ``vanuatu analyse``.

For each player move of a record (up to ``--to N``), the heuristic bot judges the
position from what the player to act could see (VW12: the cards it cannot see are dealt
at random, :func:`vapor_willie.bots.determinize.determinize`) and the command prints the
move played, the bot's choice and how much lower the value of the position after the
move played is than after the bot's choice (the value of
:func:`vapor_willie.bots.lookahead.value`: the player's VW11 points and what is under way,
less a share of the best other player's), and the move played in words; chance events
are skipped. ``--at N`` shows instead the bot's best moves in the position after the
first N moves. ``--json`` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from tabletop.columns import table

from ..bots import BotError
from ..bots.determinize import determinize
from ..bots.heuristic import HeuristicBot
from ..bots.interface import view_for
from ..bots.lookahead import move_values
from ..bots.registry import make_bot
from ..moves import Move
from ..narration.errors import error_text
from ..narration.refusals import refusal_reason
from ..narration.words import describe
from ..records import Record
from ..rules.engine import apply_unchecked, explain, new_game
from ..state import GameState
from .common import Usage, derive_seed, out, whole_number
from .words import EXIT_CODES, language, ngettext
from .words import gettext as _

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``analyse`` command to the subparsers ``sub``."""
    p = sub.add_parser(
        "analyse", help=_("a bot's verdict on each move of a record (the blunder check)"),
        epilog=_(EXIT_CODES),
        description=_("For each move of a record, print the move played, the bot's choice "
                      "and how much worse the move played leaves the player (the bot sees "
                      "only what the player could see, VW12). Chance events are skipped."))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--to", type=whole_number(0), metavar="N",
                   help=_("analyse the first N moves only (chance events count; default: "
                          "all)"))
    p.add_argument("--at", type=whole_number(0), metavar="N",
                   help=_("show the bot's best moves in the position after the first N moves "
                          "instead"))
    p.add_argument("--top", type=whole_number(1), default=3, metavar="K",
                   help=_("candidate moves shown with --at (3)"))
    p.add_argument("--bot", default="heuristic",
                   help=_("the judging bot's spec (heuristic, with rivalry= and depth=; "
                          "default heuristic)"))
    p.add_argument("--seed", type=whole_number(0), default=0, help=_("the bot's seed (0)"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    p.set_defaults(run=run)


def _states(record: Record, path: str) -> list[GameState]:
    state = new_game(record.options)
    states = [state]
    for k, move in enumerate(record.moves, 1):
        why = explain(state, move)
        if why is not None:
            raise _Illegal(_("{file}: move {n} ({move}): {rule} {reason}").format(
                file=path, n=k, move=str(move)[:80], rule=why.rule,
                reason=refusal_reason(why.reason, language())))
        state = apply_unchecked(state, move)
        states.append(state)
    return states


class _Illegal(Exception):
    """A record's move is illegal (status 1)."""


def _ranked(bot: HeuristicBot, state: GameState, rng: random.Random
            ) -> list[tuple[Move, float]]:
    """The legal moves of the player to act, best first, valued from that player's view."""
    view = view_for(state, state.to_act)
    full = determinize(view.observation, rng)
    values = move_values(full, view.legal_moves, rng, bot.rivalry, bot.depth)
    pairs = list(zip(view.legal_moves, values, strict=True))
    return sorted(pairs, key=lambda mv: -mv[1])


def run(args: argparse.Namespace) -> int:
    """Analyse the record; 0 done, 1 the record holds an illegal move."""
    record = Record.read(args.file)
    total = len(record.moves)
    for flag in ("to", "at"):
        n = getattr(args, flag)
        if n is not None and n > total:
            raise Usage(_("--{flag}: the record has {total} moves, {n} is not between 0 "
                          "and {total}").format(flag=flag, total=total, n=n))
    try:
        bot = make_bot(args.bot, derive_seed(args.seed, "analyse"))
    except BotError as e:
        raise Usage(f"--bot: {error_text(str(e), language())}") from None
    if not isinstance(bot, HeuristicBot):
        raise Usage(_("--bot {spec}: bot {name} gives no analysis (the heuristic bot "
                      "does)").format(spec=args.bot, name=repr(bot.name)))
    try:
        states = _states(record, args.file)
    except _Illegal as e:
        print(_("vapor-willie: illegal move: {message}").format(message=e), file=sys.stderr)
        return 1
    rng = random.Random(derive_seed(args.seed, "analyse-deal"))
    if args.at is not None:
        return _position(args, bot, states[args.at], rng)
    rows: list[dict[str, Any]] = []
    for i in range(total if args.to is None else args.to):
        move, state = record.moves[i], states[i]
        if move.player < 0 or not 0 <= state.to_act < state.num_players:
            continue
        ranked = _ranked(bot, state, rng)
        best, best_value = ranked[0]
        played = next((v for m, v in ranked if m == move), None)
        if played is not None and best_value - played < 1e-9:
            best = move  # a tie with the bot's choice is the bot's choice
        rows.append({
            "number": i + 1, "player": state.to_act, "played": str(move),
            "best": str(best), "best_value": round(best_value, 3),
            "played_value": None if played is None else round(played, 3),
            "loss": None if played is None else round(best_value - played, 3),
            "description": describe(move, None), "best_description": describe(best, None)})
    if args.json:
        out(json.dumps({"file": args.file, "bot": args.bot, "moves": rows}, indent=2))
        return 0
    _table(args, record, states, rows)
    return 0


def _table(args: argparse.Namespace, record: Record, states: list[GameState],
           rows: list[dict[str, Any]]) -> None:
    lang = language()
    out(ngettext("{file}: {n} move analysed by {bot} (the value of the position for the "
                 "player to act)",
                 "{file}: {n} moves analysed by {bot} (the value of the position for the "
                 "player to act)", len(rows)).format(file=args.file, n=len(rows), bot=args.bot))
    heads = [_("move"), _("who"), _("played"), _("bot"), _("loss"),
             _("the move played, in words")]
    cells = []
    for r in rows:
        loss = "?" if r["loss"] is None else f"{r['loss']:.1f}"
        choice = "=" if r["best"] == r["played"] else r["best"]
        words = r["description"] if lang == "en" else describe(
            record.moves[r["number"] - 1], None, lang)
        cells.append([str(r["number"]), f"P{r['player']}", r["played"], choice, loss, words])
    for line in table(heads, cells, to_right=(0, 4)):
        out(line)
    losses = [r["loss"] for r in rows if r["loss"] is not None]
    if rows:
        out(_("moves as the bot chose: {same} of {n}; largest loss {loss}").format(
            same=sum(r["best"] == r["played"] for r in rows), n=len(rows),
            loss=f"{max(losses, default=0.0):.1f}"))


def _position(args: argparse.Namespace, bot: HeuristicBot, state: GameState,
              rng: random.Random) -> int:
    if not 0 <= state.to_act < state.num_players:
        if state.is_over:
            raise Usage(_("--at {n}: no player is to act there (nobody is)").format(
                n=args.at))
        raise Usage(_("--at {n}: no player is to act there (chance is)").format(n=args.at))
    top = _ranked(bot, state, rng)[: args.top]
    if args.json:
        out(json.dumps({"file": args.file, "bot": args.bot, "at": args.at,
                        "player": state.to_act,
                        "candidates": [{"move": str(m), "value": round(v, 4),
                                        "description": describe(m, None)} for m, v in top]},
                       indent=2))
        return 0
    out(_("{file}: after move {n}, {player} to act; {bot} ranks:").format(
        file=args.file, n=args.at, player=f"P{state.to_act}", bot=args.bot))
    for k, (m, v) in enumerate(top, 1):
        out(f"  {k}. {m!s:<28} " + _("value {value}").format(value=f"{v:6.2f}")
            + f"  {describe(m, None, language())}")
    return 0
