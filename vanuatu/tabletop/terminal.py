"""The question-and-answer loop of a human playing at the terminal, whatever the game:
numbered legal moves, and the commands ``why <move>``, ``hint``, ``undo``, ``board``,
``help`` and ``quit``. The game plugs in through callbacks.

>>> import io
>>> prompt = Prompt(io.StringIO("3\\nwhy fly\\n2\\n"), io.StringIO())
>>> def parse(text):
...     if text == "fly":
...         return "fly"
...     raise ValueError(f"unknown move {text!r}")
>>> prompt.ask(0, ["a", "b"], parse=parse,
...            explain=lambda m: None if m in ("a", "b") else "no wings",
...            hint=lambda: "a", board=lambda: "", undo=lambda: (False, ""))
'b'
>>> print(prompt.stdout.getvalue())  # doctest: +NORMALIZE_WHITESPACE
P0> 3
There is no move 3: choose 1 to 2.
P0> why fly
fly: no wings
P0> 2
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TextIO, TypeVar

__all__ = ["HELP", "UNDONE", "Prompt"]

M = TypeVar("M")

#: What :meth:`Prompt.ask` returns after an undo.
UNDONE = "undone"

HELP = """Answer with the number of a move or the move itself.
Commands:
  undo          take back your last move (and the others' moves after it)
  why <move>    say which rule refuses a move
  hint          what a bot would play here
  board         show the position again
  help          this text
  quit          stop; the record so far is kept"""


def _printable(text: str) -> str:
    """``text`` with every character a terminal would obey (escape codes, control
    characters) written as its Python escape (``\\x1b``)."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class Prompt:
    """Reads a human's answers from ``stdin`` and writes to ``stdout``."""

    def __init__(self, stdin: TextIO, stdout: TextIO, help_text: str = HELP) -> None:
        self.stdin = stdin
        self.stdout = stdout
        self.help_text = help_text

    def say(self, text: str = "") -> None:
        """Write a line."""
        self.stdout.write(text + "\n")

    def numbered(self, moves: Sequence[object]) -> None:
        """Write the moves, numbered from 1."""
        for k, move in enumerate(moves, 1):
            self.say(f"  {k:>3}. {move}")

    def ask(self, player: int, moves: Sequence[M], *, parse: Callable[[str], M],
            explain: Callable[[M], str | None], hint: Callable[[], str],
            board: Callable[[], str], undo: Callable[[], tuple[bool, str]]
            ) -> M | str | None:
        """Read answers until one is a legal move and return it; ``None`` at the end of
        the input or on ``quit``; :data:`UNDONE` after an undo.

        ``parse`` reads a move (raising :class:`ValueError` with the reason),
        ``explain`` says why a move is refused (``None`` if legal), ``hint`` what a bot
        would play, ``board`` the position, ``undo`` takes back the player's last move
        and says what it did (``False`` when there was nothing to undo).
        """
        while True:
            self.stdout.write(f"P{player}> ")
            self.stdout.flush()
            line = self.stdin.readline(10_000)
            if not line:
                self.say("")
                return None
            answer = line.strip()
            if not self.stdin.isatty():  # a transcript of piped input shows the answers
                self.say(_printable(answer[:200]))
            if not answer:
                continue
            word = answer.split()[0].lower()
            if word == "quit":
                return None
            if word == "help":
                self.say(self.help_text)
            elif word == "board":
                self.say(board())
            elif word == "hint":
                self.say(hint())
            elif word == "undo":
                done, message = undo()
                self.say(message)
                if done:
                    return UNDONE
            elif word == "why":
                rest = answer[3:].strip()
                if not rest:
                    self.say("Say which move: 'why <move>'.")
                    continue
                try:
                    move = parse(rest)
                except ValueError as e:
                    self.say(f"Not a move: {e}")
                    continue
                why = explain(move)
                self.say(f"{move} is legal." if why is None else f"{move}: {why}")
            elif answer.isascii() and answer.isdigit() and len(answer) < 7:  # not '²'
                k = int(answer)
                if 1 <= k <= len(moves):
                    return moves[k - 1]
                self.say(f"There is no move {k}: choose 1 to {len(moves)}.")
            else:
                try:
                    move = parse(answer)
                except ValueError as e:
                    self.say(f"Not a move: {e} (type 'help' for help)")
                    continue
                why = explain(move)
                if why is None:
                    return move
                self.say(f"Not legal: {why}")
