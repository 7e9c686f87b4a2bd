"""Log a game played at a table, move by move, in the text notation.

At a table the tiles, demand tiles and tourists are drawn by hand, so the game
is created with ``auto_chance=False`` and every reveal is entered as a move.
Each line is checked as it is entered: a mistake is refused with the rule it
breaks, and the game stays as it was. The moves entered make a game record.

    python examples/log_table_game.py [--out round1.vnt]
"""

from __future__ import annotations

import argparse

import vanuatu

#: Round 1 of a three-player game, as written down at the table.
ROUND_ONE = """\
reveal start start-blank start-fish start-wreck
reveal tile A2
reveal tile B1
reveal demand 7
reveal demand 1
reveal demand 3
reveal tourist 2
reveal first P1
P1 take navigator
P2 take fisherman
P0 take builder
P1 plan sail fish
P2 plan sail fish
P0 plan build buy
P1 plan build sell
P2 plan explore draw
P0 plan rest sail
P1 plan rest
P2 plan rest
P0 plan draw
P1 sail 0,1 2 +bonus
P2 sail 1,1 1
P0 buy 0,0 copra
P1 build 0,0
P2 explore
P0 build 0,0 +bonus
P1 fish
P2 fish +bonus
P0 retrieve sail
P1 sell 2
P2 draw 0,0
P0 retrieve draw
P1 rest first
P2 rest both
P0 rest vatu
"""


def log_game(lines: list[str], players: int) -> vanuatu.Game:
    """Enter ``lines`` one by one; stop at the first line that is refused."""
    game = vanuatu.Game(players=players, auto_chance=False)
    for number, line in enumerate(lines, start=1):
        try:
            game.play(line)
        except vanuatu.VanuatuError as error:
            print(f"line {number}: {error}")
            break
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description="Log round 1 of a table game.")
    parser.add_argument("--out", help="write the record here (.json for JSON, else text)")
    args = parser.parse_args()
    game = log_game(ROUND_ONE.splitlines(), players=3)
    state = game.state
    print(f"{len(game.moves)} moves entered; now round {state.round}, {state.phase.word}")
    for p, player in enumerate(state.players):
        print(f"P{p}: {player.vatus} Vatus, {player.pp} PP")

    # A slip of the pen: P1 writes down Sell without any fish token and
    # without a planned action that could bring one (R4.3).
    slip = [*ROUND_ONE.splitlines()[:11], "P1 plan sell buy"]
    log_game(slip, players=3)

    if args.out:
        game.record.dump(args.out)
        print(f"record written to {args.out}:", vanuatu.validate(game.record).summary())

if __name__ == "__main__":
    main()
