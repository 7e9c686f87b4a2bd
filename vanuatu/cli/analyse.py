"""``vanuatu analyse``: the blunder check of a record.

For each player move of a record (up to ``--to N``), a bot judges the
position from what the player to act could see (R9) and the command prints
the move played, the bot's choice and the difference in the player's
expected final PP between them (:mod:`vanuatu.bots.analysis`), and the move
played in words (:func:`vanuatu.describe_move`); chance events are skipped.
``--at N`` shows instead the bot's best candidate moves in the position after
the first N moves, each in words too. With ``--json`` the rows and candidates
hold a ``description`` (and a row the ``best_description`` of the bot's choice).

::

    vanuatu analyse game.vnt                       every move, by the heuristic bot
    vanuatu analyse game.vnt --to 40 --bot ismcts:iterations=200
    vanuatu analyse game.vnt --at 12 --top 5
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from tabletop.columns import table

from ..bots import BOTS, view_for
from ..bots.analysis import Analysis, Analyst, analyse
from ..describe import describe_move
from ..describe.refusals import refusal_reason
from ..errors import BotError, IllegalMove
from ..moves import ChanceMove, Move
from ..records import Record
from ..state import GameState
from .common import EXIT_CODES, UsageError, derive_seed, non_negative, out, positive
from .seats import new_bot
from .words import gettext as _
from .words import language, ngettext

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``analyse`` command to the subparsers ``sub``."""
    cmd = sub.add_parser(
        "analyse", help=_("a bot's verdict on each move of a record (the blunder check)"),
        epilog=_(EXIT_CODES),
        description=_("For each move of a record, print the move played, the bot's choice and "
                      "the difference in the player's expected final PP between them (the bot "
                      "sees only what the player could see, R9). Chance events are skipped."))
    cmd.add_argument("file", metavar="FILE")
    cmd.add_argument("--to", type=non_negative, metavar="N",
                     help=_("analyse the first N moves only (chance events count; default: "
                            "all)"))
    cmd.add_argument("--at", type=non_negative, metavar="N",
                     help=_("show the bot's best moves in the position after the first N "
                            "moves instead"))
    cmd.add_argument("--top", type=positive, default=3, metavar="K",
                     help=_("candidate moves shown with --at (3)"))
    cmd.add_argument("--bot", default="heuristic",
                     help=_("the judging bot's spec ({bots}; default heuristic)").format(
                         bots=", ".join(BOTS)))
    cmd.add_argument("--seed", type=non_negative, default=0, help=_("the bot's seed (0)"))
    cmd.add_argument("--json", action="store_true", help=_("print one JSON object"))
    cmd.set_defaults(run=run)


def _states(record: Record, path: str) -> list[GameState]:
    try:
        return list(record.states())
    except IllegalMove as e:
        raise IllegalMove(f"{path}: {e.move}", e.rule, e.reason) from None


def run(args: argparse.Namespace) -> int:
    """Analyse the record of ``args``; return the exit status."""
    record = Record.load(args.file)
    moves = record.moves
    total = len(moves)
    for flag in ("to", "at"):
        n = getattr(args, flag)
        if n is not None and n > total:
            raise UsageError(ngettext(
                "--{flag}: the record has {total} move, {n} is not between 0 and {total}",
                "--{flag}: the record has {total} moves, {n} is not between 0 and {total}",
                total).format(flag=flag, total=total, n=n))
    states = _states(record, args.file)
    bot = new_bot(args.bot, derive_seed(args.seed, "analyse"), "--bot")
    if not isinstance(bot, Analyst):
        raise UsageError(_("--bot {spec}: bot {name} gives no analysis (the heuristic and "
                           "ismcts bots do)").format(spec=args.bot, name=repr(bot.name)))
    if args.at is not None:
        return _position(args, bot, states[args.at], moves[:args.at])
    to = total if args.to is None else args.to
    rows = []
    for i in range(to):
        move, state = moves[i], states[i]
        if isinstance(move, ChanceMove) or not 0 <= state.to_act < state.num_players:
            continue
        analysis = _analysis(bot, state, moves[:i], args.bot)
        rows.append(_row(i + 1, move, analysis, state, "en" if args.json else language()))
    if args.json:
        out(json.dumps({"file": args.file, "bot": args.bot, "moves": rows}, indent=2))
        return 0
    out(ngettext("{file}: {count} move analysed by {bot} (expected final PP of the player "
                 "to act)",
                 "{file}: {count} moves analysed by {bot} (expected final PP of the player "
                 "to act)", len(rows)).format(file=args.file, count=len(rows), bot=args.bot))
    heads = [_("move"), _("who"), _("played"), _("bot"), _("loss PP"),
             _("the move played, in words")]
    cells = []
    for r in rows:
        loss = "?" if r["loss"] is None else f"{r['loss']:.1f}"
        choice = "=" if r["best"] == r["played"] else r["best"]
        cells.append([str(r["number"]), f"P{r['player']}", r["played"], choice, loss,
                      r["description"]])
    for line in table(heads, cells, to_right=(0, 4)):
        out(line)
    losses = [r["loss"] for r in rows if r["loss"] is not None]
    if rows:
        out(_("moves as the bot chose: {same} of {count}; largest loss {loss} PP").format(
            same=sum(r["best"] == r["played"] for r in rows), count=len(rows),
            loss=f"{max(losses, default=0.0):.1f}"))
    return 0


def _analysis(bot: Any, state: GameState, history: tuple[Move, ...], spec: str) -> Analysis:
    view = view_for(state, state.to_act, history)
    try:
        return analyse(bot, view)
    except BotError as e:
        raise UsageError(f"--bot {spec}: {refusal_reason(str(e), language())}") from None


def _row(number: int, move: Move, analysis: Analysis, state: GameState,
         lang: str = "en") -> dict[str, Any]:
    """The JSON row of one move: ``loss`` is the bot's choice's expected PP less
    the played move's (``None`` when the bot did not consider the played move);
    ``description`` and ``best_description`` say the played move and the bot's
    choice in words (:func:`vanuatu.describe_move`)."""
    best = analysis.candidates[0]
    played = analysis.find(move)
    return {
        "number": number, "player": analysis.player, "played": str(move),
        "best": str(best.move), "best_pp": round(best.pp, 3),
        "played_pp": None if played is None else round(played.pp, 3),
        "loss": None if played is None else round(best.pp - played.pp, 3),
        "description": describe_move(move, state, lang),
        "best_description": describe_move(best.move, state, lang),
    }


def _position(args: argparse.Namespace, bot: Any, state: GameState,
              history: tuple[Move, ...]) -> int:
    if not 0 <= state.to_act < state.num_players:
        if state.is_over:
            raise UsageError(_("--at {n}: no player is to act there (the game is over)").format(
                n=args.at))
        raise UsageError(_("--at {n}: no player is to act there (chance is)").format(n=args.at))
    analysis = _analysis(bot, state, history, args.bot)
    top = analysis.top(args.top)
    if args.json:
        out(json.dumps({
            "file": args.file, "bot": args.bot, "at": args.at, "player": analysis.player,
            "candidates": [{"move": str(c.move), "value": round(c.value, 4),
                            "pp": round(c.pp, 3), "visits": c.visits,
                            "description": describe_move(c.move, state)} for c in top],
        }, indent=2))
        return 0
    out(_("{file}: after move {number}, P{player} to act; {bot} ranks:").format(
        file=args.file, number=args.at, player=analysis.player, bot=args.bot))
    for k, c in enumerate(top, 1):
        value = _("value {value}").format(value=f"{c.value:.3f}")
        if c.visits is not None:
            value += "  " + ngettext("{count} visit", "{count} visits", c.visits).format(
                count=c.visits)
        out(f"  {k}. {c.move!s:<28} " + _("expected {pp} PP").format(pp=f"{c.pp:5.1f}")
            + f"  ({value})  {describe_move(c.move, state, language())}")
    return 0
