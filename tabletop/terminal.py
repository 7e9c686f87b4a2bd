"""The question-and-answer loop of a human playing at the terminal, whatever the game:
numbered legal moves, and the commands ``why <move>``, ``hint``, ``undo``, ``board``,
``help`` and ``quit``. The game plugs in through callbacks (reading a move, saying
which rule refuses one, a hint, the position, taking moves back); both ``vanuatu play
--human`` and ``vapor-willie play --human`` ask their humans through :class:`Prompt`.

What the human types is echoed (when it is piped in) and quoted only cut short and with
its control characters escaped, so that an answer cannot drive the terminal; a line is
read up to :data:`MAX_LINE` characters, the rest of it dropped.

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
from pathlib import Path
from typing import Any, Generic, Protocol, TextIO, TypeVar

from .translation import N_, Catalog

__all__ = ["HELP", "MAX_LINE", "UNDONE", "WORDS", "Prompt", "Table", "TableGame", "printable"]

M = TypeVar("M")

#: What :meth:`Prompt.ask` returns after an undo.
UNDONE = "undone"

#: The longest answer read; the rest of a longer line is dropped.
MAX_LINE = 10_000

#: The shared words of the terminal loop (the gettext domain ``tabletop``).
WORDS = Catalog("tabletop", Path(__file__).resolve().parent / "locale")


def _(message: str, lang: str) -> str:
    return WORDS.gettext(message, lang)


HELP = N_("""Answer with the number of a move or the move itself.
Commands:
  undo          take back your last move (and the others' moves after it)
  why <move>    say which rule refuses a move
  hint          what a bot would play here
  board         show the position again
  help          this text
  quit          stop; the record so far is kept""")


def printable(text: str, width: int | None = None) -> str:
    """``text`` with every character that is not printable written as its Python escape
    (``\\x1b``), cut to ``width`` characters (``…`` marking the cut) when given.

    >>> printable("\\x1b[31mred" + "d" * 30, 12)
    '\\\\x1b[31mred…'
    """
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if width is None or len(text) <= width else text[: width - 1] + "…"


class Prompt:
    """Reads a human's answers from ``stdin`` and writes to ``stdout``; ``help_text`` is
    what ``help`` shows (by default :data:`HELP` in ``lang``), ``why_example`` the example
    of ``why`` given when the move is left out, ``lang`` the language of its words
    (``en``, ``pt``, ``ja``; the commands typed stay the same)."""

    def __init__(self, stdin: TextIO, stdout: TextIO, help_text: str | None = None,
                 why_example: str = "why <move>", lang: str = "en") -> None:
        self.stdin = stdin
        self.stdout = stdout
        self.lang = lang
        self.help_text = _(HELP, lang) if help_text is None else help_text
        self.why_example = why_example

    def words(self, message: str) -> str:
        """``message``, one of the shared words of the loop, in the prompt's language."""
        return _(message, self.lang)

    def say(self, text: str = "") -> None:
        """Write a line."""
        self.stdout.write(text + "\n")

    def numbered(self, moves: Sequence[object]) -> None:
        """Write the moves, numbered from 1."""
        for k, move in enumerate(moves, 1):
            self.say(f"  {k:>3}. {move}")

    def readline(self) -> str | None:
        """The next answer, stripped (at most :data:`MAX_LINE` characters); ``None`` at
        the end of the input."""
        line = self.stdin.readline(MAX_LINE)
        if not line:
            return None
        if not line.endswith("\n"):  # drop the rest of a long line
            while True:
                rest = self.stdin.readline(MAX_LINE)
                if not rest or rest.endswith("\n"):
                    break
        return line.strip()

    def read(self, answer: str, moves: Sequence[M], *, parse: Callable[[str], M],
             explain: Callable[[M], str | None],
             refuse: Callable[[M], str | None] | None = None) -> M | None:
        """The legal move ``answer`` names (its number in ``moves``, or a move that
        ``parse`` reads), or ``None`` after saying why not: ``refuse`` may refuse a
        move in its own words (a move of another player, say), ``explain`` says which
        rule refuses it."""
        if answer.isdigit():  # also digits int() cannot read, such as '²'
            k = int(answer) if answer.isascii() and len(answer) <= 9 else 0
            if 1 <= k <= len(moves):
                return moves[k - 1]
            self.say(_("There is no move {answer}: choose 1 to {count}.", self.lang).format(
                answer=printable(answer, 20), count=len(moves)))
            return None
        try:
            move = parse(answer)
        except ValueError as e:
            self.say(_("Not a move: {reason} (type 'help' for help)", self.lang).format(
                reason=e))
            return None
        if refuse is not None:
            said = refuse(move)
            if said is not None:
                self.say(said)
                return None
        why = explain(move)
        if why is None:
            return move
        self.say(_("Not legal: {reason}", self.lang).format(reason=why))
        return None

    def ask(self, player: int, moves: Sequence[M], *, parse: Callable[[str], M],
            explain: Callable[[M], str | None], hint: Callable[[], str],
            board: Callable[[], str], undo: Callable[[], tuple[bool, str]],
            refuse: Callable[[M], str | None] | None = None) -> M | str | None:
        """Read answers until one is a legal move and return it; ``None`` at the end of
        the input or on ``quit``; :data:`UNDONE` after an undo.

        ``parse`` reads a move (raising :class:`ValueError` with the reason),
        ``explain`` says why a move is refused (``None`` if legal), ``refuse`` (if
        given) refuses a move in its own words before that (see :meth:`read`), ``hint``
        what a bot would play, ``board`` the position, ``undo`` takes back the player's
        last move and says what it did (``False`` when there was nothing to undo).
        """
        while True:
            self.stdout.write(f"P{player}> ")
            self.stdout.flush()
            answer = self.readline()
            if answer is None:
                self.say("")
                return None
            if not self.stdin.isatty():  # a transcript of piped input shows the answers
                self.say(printable(answer, 200))
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
                    self.say(_("Say which move: '{example}'.", self.lang).format(
                        example=self.why_example))
                    continue
                try:
                    move = parse(rest)
                except ValueError as e:
                    self.say(_("Not a move: {reason} (type 'help' for help)", self.lang).format(
                        reason=e))
                    continue
                why = explain(move)
                self.say(_("{move} is legal.", self.lang).format(move=move) if why is None
                         else f"{move}: {why}")
            else:
                chosen = self.read(answer, moves, parse=parse, explain=explain, refuse=refuse)
                if chosen is not None:
                    return chosen


class TableGame(Protocol[M]):
    """What :class:`Table` needs of a game: its moves so far, the player to act, its
    legal moves, playing and taking back a move, and whether it is over (the
    ``Game`` of either package)."""

    @property
    def moves(self) -> Sequence[M]:
        """The moves played so far."""
        ...

    def legal_moves(self) -> Sequence[M]:
        """The legal moves of the player to act."""
        ...

    def play(self, move: M) -> Any:
        """Play a legal move."""
        ...

    def undo(self) -> M:
        """Take back the last move and return it."""
        ...

    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...


class Table(Generic[M]):
    """A game between humans at the terminal (the seats ``humans``) and bots, told as
    the first human sees it. A game subclasses it and gives what is its own: the
    position as a player sees it (:meth:`view_text`), the sentences of a move
    (:meth:`narrate`), reading and refusing a move (:meth:`parse`, :meth:`explain`,
    :meth:`refuse`), a hint, and the bots' moves (:meth:`bot_move`). Moves need a
    ``player`` attribute (negative for chance)."""

    #: The longest game played before :meth:`too_long` is raised.
    max_moves = 100_000

    def __init__(self, game: TableGame[M], humans: Sequence[int], prompt: Prompt) -> None:
        self.game = game
        self.humans = tuple(humans)
        self.prompt = prompt
        self.told = 0

    # -- what a game gives ------------------------------------------------------------

    def to_act(self) -> int:
        """The player to act."""
        raise NotImplementedError

    def view_text(self, player: int) -> str:
        """The position as ``player`` may see it, and their numbered moves."""
        raise NotImplementedError

    def narrate(self, k: int) -> list[str]:
        """The sentences that tell the ``k``-th move (from 0) to the first human."""
        raise NotImplementedError

    def parse(self, player: int, text: str) -> M:
        """``text`` as a move of ``player`` (a :class:`ValueError` if it is none)."""
        raise NotImplementedError

    def explain(self, move: M) -> str | None:
        """The rule that refuses ``move`` and why, or ``None`` if it is legal."""
        raise NotImplementedError

    def refuse(self, player: int, move: M) -> str | None:
        """A refusal of ``move`` in its own words before the rules are asked: a move
        that is not ``player``'s."""
        who = getattr(move, "player", player)
        if who == player:
            return None
        lang = self.prompt.lang
        if who < 0:
            return _("You play P{player}: {move} is a move of chance.", lang).format(
                player=player, move=move)
        return _("You play P{player}: {move} is a move of P{who}.", lang).format(
            player=player, move=move, who=who)

    def hint(self, player: int) -> str:
        """What a bot would play, judging only from what ``player`` sees."""
        raise NotImplementedError

    def bot_move(self, player: int) -> M:
        """The move of ``player``'s bot."""
        raise NotImplementedError

    def too_long(self) -> Exception:
        """The error raised when the game goes on past :attr:`max_moves`."""
        return RuntimeError(_("the game did not end within {moves} moves", self.prompt.lang)
                            .format(moves=self.max_moves))

    # -- the loop ---------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        """Write a line for the humans."""
        self.prompt.say(text)

    def show(self, player: int) -> None:
        """Say the position as ``player`` sees it, and their numbered moves."""
        self.say(self.view_text(player))

    def tell(self) -> None:
        """Narrate the moves not told yet."""
        for k in range(self.told, len(self.game.moves)):
            for line in self.narrate(k):
                self.say(f"  {line}")
        self.told = len(self.game.moves)

    def read_move(self, player: int, answer: str) -> M | None:
        """The legal move ``answer`` names, or ``None`` after saying why not."""
        return self.prompt.read(answer, self.game.legal_moves(),
                                parse=lambda text: self.parse(player, text),
                                explain=self.explain,
                                refuse=lambda move: self.refuse(player, move))

    def ask(self, player: int) -> M | str | None:
        """Read the human's answer until it is a legal move; ``None`` at the end of the
        input or on ``quit``, :data:`UNDONE` after an undo."""
        return self.prompt.ask(
            player, self.game.legal_moves(), parse=lambda text: self.parse(player, text),
            explain=self.explain, refuse=lambda move: self.refuse(player, move),
            hint=lambda: self.hint(player), board=lambda: self.view_text(player),
            undo=lambda: self.undo(player))

    def undo(self, player: int) -> tuple[bool, str]:
        """Take back ``player``'s last move and every move after it; whether it did,
        and what to say."""
        if not any(getattr(m, "player", None) == player for m in self.game.moves):
            return False, _("Nothing to undo: you have not moved yet.", self.prompt.lang)
        while True:
            move = self.game.undo()
            if getattr(move, "player", None) == player:
                break
        self.told = min(self.told, len(self.game.moves))
        return True, _("Taken back: {move} (and the moves after it).", self.prompt.lang).format(
            move=move)

    def play(self) -> bool:
        """Play to the end; ``False`` when a human stopped first."""
        while not self.game.is_over():
            if len(self.game.moves) > self.max_moves:
                raise self.too_long()
            player = self.to_act()
            if player in self.humans:
                self.show(player)
                answer = self.ask(player)
                if answer is None:
                    return False
                if isinstance(answer, str):  # undone: look at the position again
                    continue
                move = answer
            else:
                move = self.bot_move(player)
            self.game.play(move)
            self.tell()
        return True
