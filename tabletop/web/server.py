"""What the web application keeps besides the games: the waiters of each game's
changes (event streams, long polls), the bots thinking in processes of their own
(:mod:`tabletop.web.bots`), and the reading of a request's JSON body. No web
framework here: :mod:`tabletop.web.app` puts it on Starlette.
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from tabletop.json_keys import KeyGivenTwice, no_key_twice
from tabletop.translation import N_, check_language

from .bots import DEFAULT_SECONDS, BotPool
from .errors import refused
from .game import WebGame
from .guards import refusal
from .language import with_lang
from .store import (
    GameStore,
    NoMove,
    ServedGame,
    StoreError,
    Unreadable,
    UnreadableGame,
    state_json,
)
from .text import shown

__all__ = ["MAX_BODY", "MAX_DIGITS", "TOLD_AT_ONCE", "Hub", "Server", "read_json"]

#: The largest request body the API reads, in bytes (413 beyond it).
MAX_BODY = 16 * 1024
#: The most digits of a whole number of a request body.
MAX_DIGITS = 100
#: The most moves of a game's story told afresh for a request (more are read from the
#: whole story, told once for each position).
TOLD_AT_ONCE = 32

G = TypeVar("G")
M = TypeVar("M")


def _number(entry: dict[str, object]) -> int:
    """The number of a told move (``n``, 1-based)."""
    n = entry["n"]
    return n if isinstance(n, int) else 0


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise refused(400, N_("the body is not JSON: a number of {digits} digits (at most "
                              "{most}): {start}..."), digits=digits, most=MAX_DIGITS,
                      start=text[:20])
    return int(text)


def _parse_float(text: str) -> float:
    """A JSON number with a fraction or an exponent, refused where :class:`float`
    would read another number than the text says (past its range, or a non-zero
    number read as 0)."""
    if len(text) > MAX_DIGITS:
        raise refused(400, N_("the body is not JSON: a number of {length} characters (at "
                              "most {most})"), length=len(text), most=MAX_DIGITS)
    value = float(text)
    mantissa = text.lower().split("e", 1)[0]
    if value in (float("inf"), float("-inf")) or (
            value == 0.0 and any(c in "123456789" for c in mantissa)):
        raise refused(400, N_("the body is not JSON: {number} is out of the range of "
                              "numbers read"), number=text[:20])
    return value


def read_json(data: bytes) -> Any:
    """The JSON of a request body; a 400 that names what is wrong.

    >>> read_json(b'{"players": 3}')
    {'players': 3}
    >>> read_json(b"[" * 10_000)
    Traceback (most recent call last):
    ...
    tabletop.web.store.StoreError: the body is JSON nested too deeply
    """
    if len(data) > MAX_BODY:
        raise refused(413, N_("the body is over {limit} bytes"), limit=MAX_BODY)
    try:
        return json.loads(data, parse_int=_parse_int, parse_float=_parse_float,
                          object_pairs_hook=no_key_twice)
    except KeyGivenTwice as e:
        raise refused(400, N_("the body gives the field {field} twice"),
                      field=shown(e.key)) from None
    except RecursionError:
        raise refused(400, N_("the body is JSON nested too deeply")) from None
    except json.JSONDecodeError as e:
        error = StoreError(400, f"the body is not JSON: {e}")
        error.speak = functools.partial(_not_json, str(error), e.msg, e.lineno, e.colno)
        raise error from None
    except UnicodeDecodeError as e:  # bytes that are not text (UTF-8, or UTF-16 or -32)
        raise refused(400, N_("the body is not JSON: byte {at} is not {encoding} text"),
                      at=e.start + 1, encoding=e.encoding.upper()) from None
    except ValueError:  # no other is known; Python's words would be English
        raise refused(400, N_("the body is not JSON")) from None


#: The messages of Python's JSON decoder (:class:`json.JSONDecodeError`'s ``msg``).
_JSON_MESSAGES = {
    "Expecting value": N_("expecting a value"),
    "Expecting property name enclosed in double quotes":
        N_("expecting a property name in double quotes"),
    "Expecting ':' delimiter": N_("expecting ':'"),
    "Expecting ',' delimiter": N_("expecting ','"),
    "Unterminated string starting at": N_("unterminated string"),
    "Invalid control character at": N_("invalid control character"),
    "Invalid \\escape": N_("invalid escape with \\"),
    "Invalid \\uXXXX escape": N_("invalid \\uXXXX escape"),
    "Extra data": N_("extra data after the JSON"),
}


def _not_json(english: str, message: str, line: int, column: int, lang: str) -> str:
    """The 400 of a body that is not JSON: ``english`` in English, else
    :func:`json_error_words`."""
    return english if check_language(lang) == "en" else json_error_words(message, line, column,
                                                                         lang)


def json_error_words(message: str, line: int, column: int, lang: str) -> str:
    """The 400 of a body that is not JSON, in ``lang``: the decoder's ``message``
    (:class:`json.JSONDecodeError`'s ``msg``) at ``line`` and ``column``.

    >>> json_error_words("Expecting value", 1, 1, "pt")
    'o corpo não é JSON: esperava-se um valor (linha 1, coluna 1)'
    """
    from .language import WORDS

    said = WORDS.gettext(_JSON_MESSAGES[message], lang) if message in _JSON_MESSAGES else message
    return WORDS.gettext(N_("the body is not JSON: {what} (line {line}, column {column})"),
                         lang).format(what=said, line=line, column=column)


class Hub:
    """Wakes the waiters of a game (event streams, long polls) on each change."""

    def __init__(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        self.events: dict[str, asyncio.Event] = {}

    def event(self, game_id: str) -> asyncio.Event:
        """What the next change of ``game_id`` sets."""
        if game_id not in self.events:
            self.events[game_id] = asyncio.Event()
        return self.events[game_id]

    def wake(self, game_id: str) -> None:
        """Wake the waiters of ``game_id`` (in the event loop)."""
        old = self.events.pop(game_id, None)
        if old is not None:
            old.set()

    def changed(self, game_id: str) -> None:
        """Called from any thread after ``game_id`` changed."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self.wake, game_id)


class Server(Generic[G, M]):
    """The store of the games of ``folder``, the hub of their waiters and the bots
    (:class:`~tabletop.web.bots.BotPool`: ``bot_workers`` processes, each decision
    capped at ``bot_seconds``)."""

    def __init__(self, rules: WebGame[G, M], folder: str | os.PathLike[str],
                 bot_seconds: float = DEFAULT_SECONDS, bot_workers: int | None = None) -> None:
        self.rules = rules
        self.hub = Hub()
        self.store = GameStore(rules, folder, on_change=self.hub.changed)
        # the bots think in processes of their own: the requests of the people
        # playing never wait behind them, nor one game's bots behind another's search
        self.bots = BotPool(rules, self.store, bot_seconds, bot_workers)
        self.store.check_seats = self.bots.check_seats

    def schedule_bots(self, game_id: str) -> None:
        """``game_id`` was made or changed: let its bot move if one is to act (about
        the position now; a decision pending about another one is cancelled)."""
        self.bots.poke(game_id)

    def start(self) -> None:
        """In the event loop, when the application starts: the bots to act carry on."""
        self.hub.loop = asyncio.get_running_loop()
        self.bots.start()

    def stop(self) -> None:
        """When the application stops."""
        self.bots.stop()

    def seat(self, game_id: str, token: object) -> tuple[ServedGame[G, M], int]:
        """The game ``game_id`` and the player of the seat of ``token``."""
        try:
            served = self.store.get(game_id)
        except UnreadableGame as e:
            e.answer(token)
        return served, served.seat_of(token).player

    def hint(self, served: ServedGame[G, M], player: int) -> dict[str, Any]:
        """The answer of ``GET .../hint``: the move the hint bot would play for
        ``player`` (409 when it is not their turn), thought once for each position and
        seat (a client that asks again is answered from what was kept). Call in a
        thread: it waits for the game's lock."""
        rules = self.rules
        with served.lock:
            if served.over or rules.to_act(served.game) != player:
                raise refused(409, N_("it is not {player}'s turn"), player=f"P{player}")
            kept: dict[str, Any] | None = served.kept("hint", player, "")
            if kept is not None:
                return kept
            at = served.at
            thinker = rules.think(served.game, rules.hint_bot, served.moves_played)
        move = thinker()  # outside the lock: the game's other requests go on
        with served.lock:
            legal = rules.legal(served.game, player, move)
            hint = {"move": rules.move_text(move), "bot": rules.hint_bot, "legal": legal}
            served.keep("hint", player, "", hint, at)
        return hint

    def story(self, served: ServedGame[G, M], player: int, since: int,
              lang: str) -> list[dict[str, object]]:
        """The answer of ``GET .../log``: the moves after the first ``since``, told as
        ``player`` may know them, in ``lang``. The last few are told at once; more
        come from the whole story, told once for each position, seat and language (a
        client that asks for it again and again is answered from what was kept).
        Call in a thread: it waits for the game's lock."""
        tell = with_lang(self.rules.narration, lang)
        with served.lock:
            if served.moves_played - since <= TOLD_AT_ONCE:
                told: list[dict[str, object]] = tell(served.game, player, since)
                return told
            whole: list[dict[str, object]] = served.made(
                "story", player, lang, lambda: tell(served.game, player, 0))
        return [entry for entry in whole if _number(entry) > since]

    def verdict(self, served: ServedGame[G, M], parse: Callable[[dict[str, Any]], M],
                body: dict[str, Any], lang: str) -> dict[str, Any]:
        """The answer of ``POST .../why``: whether the move ``body`` names (read by
        ``parse``) is legal now and, if not, its rule and reason in ``lang``. Call in a
        thread: it waits for the game's lock."""
        with served.lock:
            try:
                move = parse(body)
            except Unreadable as e:
                return {"legal": False, "move": body.get("move"), "rule": None,
                        "reason": refusal(e, lang)[0]["error"]}  # as .../moves says it
            except NoMove as e:  # an id of an empty list: the rule that says why
                return {"legal": False, "move": None, "rule": e.rule,
                        "reason": e.in_language(lang)}
            violation = with_lang(self.rules.explain, lang)(served.game, move)
        if violation is None:
            return {"legal": True, "move": self.rules.move_text(move)}
        return {"legal": False, "move": self.rules.move_text(move), "rule": violation[0],
                "reason": violation[1]}

    def snapshot(self, served: ServedGame[G, M], player: int, svg: bool,
                 lang: str = "en") -> dict[str, Any]:
        """The state of ``player``'s seat, with its picture if ``svg``, its words in
        ``lang`` (where the game's methods take a ``lang``). The last answer of each
        seat and language is kept with the game until its next change
        (:meth:`~tabletop.web.served.ServedGame.made`)."""
        with served.lock:
            return self._snapshot(served, player, svg, lang)

    def _snapshot(self, served: ServedGame[G, M], player: int, svg: bool,
                  lang: str) -> dict[str, Any]:
        """:meth:`snapshot`, under ``served``'s lock."""
        body = dict(served.made("state", player, lang,
                                lambda: state_json(served, player, lang)))
        if svg:
            picture = with_lang(self.rules.picture, lang)
            body["svg"] = served.made("svg", player, lang,
                                      lambda: str(picture(served.game, player)))
        return body

    def state_event(self, served: ServedGame[G, M], player: int,
                    lang: str = "en") -> tuple[int, str]:
        """The version of the position (:attr:`~tabletop.web.served.ServedGame.version`:
        an undo and another move make as many moves as before, not the same version) and
        the server-sent event of :meth:`snapshot` (with its picture) that ``player``'s
        event streams in ``lang`` send: written once for each position, however many
        streams a seat holds open."""
        with served.lock:
            def written() -> tuple[int, str]:
                body = self._snapshot(served, player, True, lang)
                return body["version"], f"event: state\ndata: {json.dumps(body)}\n\n"
            return served.made("event", player, lang, written)
