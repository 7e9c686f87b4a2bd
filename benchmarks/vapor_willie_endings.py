"""How the games of a Vapor Willie match ended, and who ended them: the figures of the
endings said in docs/vapor_willie/play.rst.

    vapor-willie arena --players 4 --bots ismcts,heuristic,heuristic,heuristic \\
        --games 40 --seed 2 --records DIR
    python benchmarks/vapor_willie_endings.py DIR                # the seats named ismcts
    python benchmarks/vapor_willie_endings.py DIR --bot heuristic

Each record (``DIR/*.vwr``) is replayed. Printed per game: whether the bot (the first
seat whose name starts with ``--bot``) won it (a shared first place counts), how it ended
(``bag``, VW10.2; ``the-end``, VW10.1; ``rounds``, the safety net), the seat that made the
last move counted from the bot's (``+0`` the bot itself, ``+1`` the next player...), whether
that seat won, and the scores; then the totals: the games won, the endings, and how many
games were ended by one of their winners, in all and among those the bot lost.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import vapor_willie as vw
from tabletop.stats import shared_first
from vapor_willie.moves import ChanceMove
from vapor_willie.rules.scoring import totals


def ending(record: vw.Record, bot: str) -> tuple[int, str, int, tuple[int, ...]]:
    """The bot's seat, how the game ended, the seat that made the last player's move,
    and the final scores."""
    seat = next((i for i, name in enumerate(record.names) if name.startswith(bot)), None)
    if seat is None:
        raise SystemExit(f"no seat named {bot!r} ({', '.join(record.names) or 'no names'})")
    state = vw.Game.from_record(record).state
    if not state.is_over:
        raise SystemExit("a record of a game that is not over")
    last = next(m.player for m in reversed(record.moves) if not isinstance(m, ChanceMove))
    return seat, state.ended, last, totals(state)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="the --records folder of an arena")
    parser.add_argument("--bot", default="ismcts", help="the bot's name (ismcts)")
    args = parser.parse_args()
    paths = sorted(args.folder.glob("*.vwr"))
    if not paths:
        print(f"no record (*.vwr) in {args.folder}", file=sys.stderr)
        return 2
    wins = 0.0
    endings: Counter[str] = Counter()
    by_winner = lost = lost_by_winner = 0
    for path in paths:
        seat, ended, last, scores = ending(vw.Record.load(path), args.bot)
        shares = shared_first(scores, ())[1]
        winners = [i for i, share in enumerate(shares) if share]
        won = seat in winners
        wins += shares[seat]
        endings[ended] += 1
        by_winner += last in winners
        if not won:
            lost += 1
            lost_by_winner += last in winners
        players = len(scores)
        print(f"{path.stem}: {'won ' if won else 'lost'} {ended:8s} "
              f"ended by +{(last - seat) % players} "
              f"({'a winner' if last in winners else 'not a winner'}), "
              f"scores {' '.join(map(str, scores))}")
    print(f"{args.bot}: {wins:.1f} wins in {len(paths)} games; endings "
          + ", ".join(f"{n} {k}" for k, n in sorted(endings.items()))
          + f"; ended by a winner: {by_winner} of {len(paths)}, "
          f"{lost_by_winner} of the {lost} games {args.bot} lost")
    return 0


if __name__ == "__main__":
    sys.exit(main())
