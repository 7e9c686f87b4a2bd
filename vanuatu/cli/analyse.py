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

from ..bots import BOTS, view_for
from ..bots.analysis import Analysis, Analyst, analyse
from ..describe import describe_move
from ..errors import BotError, IllegalMove
from ..moves import ChanceMove, Move
from ..records import Record
from ..state import GameState
from .common import EXIT_CODES, UsageError, derive_seed, non_negative, out, positive
from .seats import new_bot

__all__ = ["register", "run"]


def register(sub: Any) -> None:
    """Add the ``analyse`` command to the subparsers ``sub``."""
    cmd = sub.add_parser(
        "analyse", help="a bot's verdict on each move of a record (the blunder check)",
        epilog=EXIT_CODES,
        description="For each move of a record, print the move played, the bot's choice and "
                    "the difference in the player's expected final PP between them (the bot "
                    "sees only what the player could see, R9). Chance events are skipped.")
    cmd.add_argument("file", metavar="FILE")
    cmd.add_argument("--to", type=non_negative, metavar="N",
                     help="analyse the first N moves only (chance events count; default: all)")
    cmd.add_argument("--at", type=non_negative, metavar="N",
                     help="show the bot's best moves in the position after the first N moves "
                          "instead")
    cmd.add_argument("--top", type=positive, default=3, metavar="K",
                     help="candidate moves shown with --at (3)")
    cmd.add_argument("--bot", default="heuristic",
                     help=f"the judging bot's spec ({', '.join(BOTS)}; default heuristic)")
    cmd.add_argument("--seed", type=non_negative, default=0, help="the bot's seed (0)")
    cmd.add_argument("--json", action="store_true", help="print one JSON object")
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
            raise UsageError(f"--{flag}: the record has {total} moves, {n} is not between 0 "
                             f"and {total}")
    states = _states(record, args.file)
    bot = new_bot(args.bot, derive_seed(args.seed, "analyse"), "--bot")
    if not isinstance(bot, Analyst):
        raise UsageError(f"--bot {args.bot}: bot {bot.name!r} gives no analysis (the "
                         "heuristic and ismcts bots do)")
    if args.at is not None:
        return _position(args, bot, states[args.at], moves[:args.at])
    to = total if args.to is None else args.to
    rows = []
    for i in range(to):
        move, state = moves[i], states[i]
        if isinstance(move, ChanceMove) or not 0 <= state.to_act < state.num_players:
            continue
        analysis = _analysis(bot, state, moves[:i], args.bot)
        rows.append(_row(i + 1, move, analysis, state))
    if args.json:
        out(json.dumps({"file": args.file, "bot": args.bot, "moves": rows}, indent=2))
        return 0
    width = max([len("played"), *(len(r["played"]) for r in rows)])
    out(f"{args.file}: {len(rows)} moves analysed by {args.bot} (expected final PP of the "
        "player to act)")
    out(f"{'move':>5}  {'who':<3}  {'played':<{width}}  {'bot':<{width}}  {'loss PP':>7}  "
        "the move played, in words")
    for r in rows:
        loss = "?" if r["loss"] is None else f"{r['loss']:.1f}"
        choice = "=" if r["best"] == r["played"] else r["best"]
        out(f"{r['number']:>5}  P{r['player']:<2}  {r['played']:<{width}}  "
            f"{choice:<{width}}  {loss:>7}  {r['description']}")
    losses = [r["loss"] for r in rows if r["loss"] is not None]
    if rows:
        out(f"moves as the bot chose: {sum(r['best'] == r['played'] for r in rows)} of "
            f"{len(rows)}; largest loss {max(losses, default=0.0):.1f} PP")
    return 0


def _analysis(bot: Any, state: GameState, history: tuple[Move, ...], spec: str) -> Analysis:
    view = view_for(state, state.to_act, history)
    try:
        return analyse(bot, view)
    except BotError as e:
        raise UsageError(f"--bot {spec}: {e}") from None


def _row(number: int, move: Move, analysis: Analysis, state: GameState) -> dict[str, Any]:
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
        "description": describe_move(move, state),
        "best_description": describe_move(best.move, state),
    }


def _position(args: argparse.Namespace, bot: Any, state: GameState,
              history: tuple[Move, ...]) -> int:
    if not 0 <= state.to_act < state.num_players:
        who = "nobody" if state.is_over else "chance"
        raise UsageError(f"--at {args.at}: no player is to act there ({who} is)")
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
    out(f"{args.file}: after move {args.at}, P{analysis.player} to act; {args.bot} ranks:")
    for k, c in enumerate(top, 1):
        visits = "" if c.visits is None else f"  {c.visits} visits"
        out(f"  {k}. {c.move!s:<28} expected {c.pp:5.1f} PP  (value {c.value:.3f}"
            f"{visits})  {describe_move(c.move, state)}")
    return 0
