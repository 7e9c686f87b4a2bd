"""The ``vanuatu`` command (also ``python -m vanuatu``).

::

    vanuatu play --players 3 --seed 1 --out game.vnt   play a game between random bots
    vanuatu validate FILE...                           check records (--json for JSON)
    vanuatu replay FILE --to 40                        show the position after 40 moves
    vanuatu convert FILE --to json --out game.json     convert between the two forms

Exit status: 0 on success, 1 when a record holds an illegal move, 2 when a
file cannot be read or written or the command line is wrong. Errors are one
line on standard error. When standard output is closed early (``vanuatu
replay game.vnt | head -1``), the command stops quietly with status 141, like
a Unix tool stopped by ``SIGPIPE``.

``vanuatu play --seed 7`` derives separate seeds for the chance events and for
each bot from its seed (:func:`derive_seed`), so it does not deal the same game
as ``vanuatu.Game(players=4, seed=7)``. The record holds every chance event:
a game is reproduced from its record, not from a seed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import secrets
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from . import __version__
from .bots import BOTS
from .display import describe_scores, describe_state
from .entries import _read_path
from .errors import IllegalMove, RecordError, VanuatuError
from .game import Game
from .headers import Headers
from .options import Options
from .record import Record, _read_source
from .record_format import _actor_word
from .validate import _check_moves, validate

__all__ = ["main"]

#: A safety net for bots that never finish a game.
MAX_MOVES = 20_000

#: The exit status when standard output is closed early (128 + SIGPIPE).
BROKEN_PIPE = 141

_EXIT_CODES = (
    "exit status: 0 success; 1 a record holds an illegal move; 2 a file cannot be read or "
    "written, or the command line is wrong; 141 standard output was closed early"
)


class _Usage(Exception):
    """A wrong command line, reported in one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Usage(f"{message} (see '{self.prog} --help')")


def derive_seed(seed: int, purpose: str) -> int:
    """A seed for one purpose (``"chance"``, ``"bot 0"``...) derived from the
    ``--seed`` of the command line, stable across Python versions.

    >>> derive_seed(1, "chance") == derive_seed(1, "chance") != derive_seed(1, "bot 0")
    True
    """
    digest = hashlib.sha256(f"vanuatu/{seed}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _out(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _check_out(path: str) -> None:
    """Refuse an ``--out`` file that cannot be written, before any work is done."""
    if not path:
        raise _Usage("--out: expected a file name, not an empty one")
    target = Path(path)
    folder = target.parent
    if not folder.exists():
        raise RecordError(f"{path}: cannot write the file: No such file or directory (the "
                          f"folder {str(folder)!r} does not exist)")
    if not folder.is_dir():
        raise RecordError(f"{path}: cannot write the file: {str(folder)!r} is not a folder")
    if target.is_dir():
        raise RecordError(f"{path}: cannot write the file: it is a folder")
    if not os.access(target if target.exists() else folder, os.W_OK):
        raise RecordError(f"{path}: cannot write the file: permission denied")


# -- play ---------------------------------------------------------------------


def _play(args: argparse.Namespace) -> int:
    players: int = args.players
    options = Options(
        players=players, characters=not args.no_characters, rising_waters=args.rising_waters
    )
    names = [n.strip().lower() for n in args.bots.split(",")]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise _Usage(f"--bots: {len(names)} bots for {players} players")
    for name in names:
        if name not in BOTS:
            raise _Usage(f"--bots: unknown bot {name!r} (one of {', '.join(BOTS)})")
    if args.out is not None:
        _check_out(args.out)
    seed: int = args.seed if args.seed is not None else secrets.randbelow(2**32)
    bots = [BOTS[name](derive_seed(seed, f"bot {i}")) for i, name in enumerate(names)]
    headers = Headers(
        names=tuple(f"{name} bot" for name in names),
        tags=(("Seed", str(seed)), ("Generator", f"vanuatu {__version__} play")),
    )
    game = Game(options=options, seed=derive_seed(seed, "chance"), headers=headers)
    while not game.is_over():
        if len(game.moves) > MAX_MOVES:
            raise VanuatuError(f"the game did not end within {MAX_MOVES} moves")
        player = game.state.to_act
        game.play(bots[player].choose(game.state))
    if args.out:
        game.record.dump(args.out)
    scores = game.final_scores()
    _out(f"Game over after {len(game.moves)} moves (seed {seed}).")
    _out(describe_scores(scores, headers.names, options.rising_waters))
    winners = ", ".join(_actor_word(p) for p in scores.winners) or "nobody (defeat, R10.3)"
    _out(f"Winner: {winners}")
    if args.out:
        _out(f"Record written to {args.out}")
    return 0


# -- validate -----------------------------------------------------------------


def _error_text(path: str, error: Exception) -> str:
    text = str(error)
    return text[len(path) + 2:] if text.startswith(path + ": ") else text


def _validate(args: argparse.Namespace) -> int:
    status = 0
    results: list[dict[str, Any]] = []
    for path in args.files:
        try:
            report = validate(Path(path))
        except RecordError as e:
            status = 2
            message = _error_text(path, e)
            results.append({"file": path, "error": message})
            if not args.json:
                _out(f"{path}: cannot read: {message}")
            continue
        if not report.valid:
            status = max(status, 1)
        results.append({"file": path, **report.to_dict()})
        if not args.json:
            _out(f"{path}: {report.summary()}")
    if args.json:
        _out(json.dumps(results, indent=2, ensure_ascii=False))
    return status


# -- replay -------------------------------------------------------------------


def _replay(args: argparse.Namespace) -> int:
    try:
        source = _read_source(_read_path(args.file))
        record = Record.from_source(source)
    except RecordError as e:
        raise RecordError(f"{args.file}: {_error_text(args.file, e)}") from None
    total = len(record.moves)
    to: int = total if args.to is None else args.to
    if not 0 <= to <= total:
        raise _Usage(f"--to: the record has {total} moves, {to} is not between 0 and {total}")
    steps = (
        (i, entry.line, entry.text, move)
        for i, (entry, move) in enumerate(zip(source.entries[:to], record.moves, strict=False))
    )
    report, state = _check_moves(record.options, steps, total, record.headers.position)
    if not report.valid:
        print(f"{args.file}: {report.summary()}", file=sys.stderr)
        return 1
    if to == 0:
        _out(f"{args.file}: before the first move (of {total})")
    else:
        _out(f"{args.file}: after move {to} of {total}: {record.moves[to - 1]}")
    _out(describe_state(state, record.headers.names))
    return 0


# -- convert ------------------------------------------------------------------


def _convert(args: argparse.Namespace) -> int:
    if args.out is not None:
        _check_out(args.out)
    record = Record.load(args.file)
    if args.out:
        record.dump(args.out, args.to)
        _out(f"{args.file} -> {args.out} ({args.to})")
    else:
        sys.stdout.write(record.to_json() if args.to == "json" else record.to_text())
    return 0


# -- the parser ---------------------------------------------------------------


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number from 0, not {value}")
    return value


def _parser() -> _Parser:
    parser = _Parser(
        prog="vanuatu",
        description="Play, validate, replay and convert records of Vanuatu (Second Edition).",
        epilog=_EXIT_CODES,
    )
    parser.add_argument("--version", action="version", version=f"vanuatu {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True

    play = sub.add_parser(
        "play", help="play a whole game between bots and write its record", epilog=_EXIT_CODES
    )
    play.add_argument("--players", type=int, required=True, help="2 to 5 (2: R10.1)")
    play.add_argument(
        "--seed", type=_positive,
        help="seed of the game: separate seeds for the chance events and each bot are derived "
             "from it, so it does not deal the same game as vanuatu.Game(seed=...); the record "
             "holds every chance event, so a game is reproduced from its record, not its seed",
    )
    play.add_argument("--bots", default="random",
                      help="bot names, one or one per seat, comma separated (random)")
    play.add_argument("--out", help="record file: .json for JSON, else text (.vnt, .txt)")
    play.add_argument("--no-characters", action="store_true",
                      help="play without characters (R10.2)")
    play.add_argument("--rising-waters", action="store_true",
                      help="play with the Rising Waters mini-expansion (R10.3)")
    play.set_defaults(run=_play)

    val = sub.add_parser(
        "validate", help="check that every move of records is legal", epilog=_EXIT_CODES
    )
    val.add_argument("files", nargs="+", metavar="FILE")
    val.add_argument("--json", action="store_true", help="print the reports as JSON")
    val.set_defaults(run=_validate)

    rep = sub.add_parser(
        "replay", help="show the position after some moves of a record", epilog=_EXIT_CODES
    )
    rep.add_argument("file", metavar="FILE")
    rep.add_argument(
        "--to", type=_positive, metavar="N",
        help="show the position after the first N moves of the record (chance events count; "
             "default: all of them)",
    )
    rep.set_defaults(run=_replay)

    conv = sub.add_parser(
        "convert", help="convert a record between JSON and text", epilog=_EXIT_CODES
    )
    conv.add_argument("file", metavar="FILE")
    conv.add_argument("--to", choices=("json", "text"), required=True,
                      help="the form to write")
    conv.add_argument("--out", metavar="FILE", help="write here instead of standard output")
    conv.set_defaults(run=_convert)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``vanuatu`` command with ``argv`` (default: ``sys.argv[1:]``);
    return the exit status."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        run: Callable[[argparse.Namespace], int] = args.run
        status = run(args)
        sys.stdout.flush()  # a closed pipe is reported here, not at exit
        return status
    except BrokenPipeError:
        # the reader stopped (``| head``): stop quietly, and let the interpreter's
        # last flush go nowhere
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return BROKEN_PIPE
    except SystemExit as e:  # --help and --version
        return e.code if isinstance(e.code, int) else 0
    except _Usage as e:
        print(f"vanuatu: error: {e}", file=sys.stderr)
        return 2
    except IllegalMove as e:
        print(f"vanuatu: illegal move: {e}", file=sys.stderr)
        return 1
    except VanuatuError as e:
        print(f"vanuatu: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        where = f"{e.filename}: " if e.filename else ""
        print(f"vanuatu: error: {where}{e.strerror or e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("vanuatu: interrupted", file=sys.stderr)
        return 130
