"""What a game supplies to be served: the protocol :class:`WebGame` and the small
records it speaks in.

The server of :mod:`tabletop.web` keeps games, seats, tokens, files, bots and
event streams; everything it needs to know about one game's rules goes through a
:class:`WebGame`: a new game from options and seats, the legal moves of a seat
with their labels, a move applied, the observation and the picture of a seat,
the narration, the record, the final scores (in the state), why a move is
refused, the bots' decisions (made in worker processes from the record's text: see
:mod:`tabletop.web.bots`), and the reading of the game's options from the body of ``POST
/api/games``. ``vanuatu.web`` is Vanuatu's.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

import attrs

from tabletop.translation import Catalog

__all__ = ["HUMAN", "ExtraPages", "GamePage", "NewGame", "WebGame"]

#: The seat kind of a person playing through a link.
HUMAN = "human"

G = TypeVar("G")
M = TypeVar("M")


@attrs.frozen
class NewGame:
    """A new game as the body of ``POST /api/games`` asks for it: the game's own
    ``options`` (whatever its :meth:`WebGame.new_game` reads), one ``seats`` kind per
    player (:data:`HUMAN` or a bot spec) and the ``seed`` of the setup."""

    options: object
    seats: tuple[str, ...]
    seed: int


@attrs.frozen
class GamePage:
    """The words and files of a game's pages.

    ``title`` heads every page (``heading``, when given, the new-game page);
    ``players`` are the numbers of players the new-game page offers
    (``default_players`` selected) and ``bots`` the bot specs of its seat lists;
    ``options_html`` is the markup of the game's own fieldsets there (each check box
    with ``data-list="NAME"`` adds its value to the list ``NAME`` of the body).
    ``why_placeholder``, ``scores_title``, ``free_group`` (the heading of the moves a
    seat may make out of turn) and ``pass_note`` (why the next player alone should
    look) are words of the game page. ``static`` names the game's own style sheets
    and scripts, as ``(package, file)`` of files in the package's ``static`` folder,
    in the order the game page loads them, before the shared ``game.js`` (which calls
    the functions of ``window.tabletopGame`` that the scripts define: ``draw``,
    ``players``, ``scores``, ``outcome`` and ``when``, each optional).
    ``learn``, when given, is the path of the game's guided first game, which the
    new-game page links to as "Learn to play".

    The pages speak the request's language (:mod:`tabletop.web.language`): the words
    above are English source messages of the game's ``catalog`` (a
    :class:`tabletop.translation.Catalog`; without one they are shown as they are);
    ``options`` gives the markup of ``options_html`` in a language; ``script_words``
    gives, in a language, the words the game's scripts show (read from the page's
    ``#page-words`` JSON, beside the server's own); a static file ``NAME.EXT`` may have
    a file per language, ``NAME.LANG.EXT`` (``texts.pt.js``), which the pages of that
    language load instead.
    """

    title: str
    players: Sequence[int]
    default_players: int
    bots: Sequence[str]
    heading: str = ""
    options_html: str = ""
    why_placeholder: str = ""
    scores_title: str = "Final scores"
    free_group: str = "free moves"
    pass_note: str = ""
    static: Sequence[tuple[str, str]] = ()
    learn: str = ""
    catalog: Catalog | None = None
    options: Callable[[str], str] | None = None
    script_words: Callable[[str], Mapping[str, str]] | None = None

    def words(self, message: str, lang: str) -> str:
        """``message`` (one of the words above) in ``lang``, through the game's catalog."""
        return message if self.catalog is None or not message else self.catalog.gettext(
            message, lang)

    def options_in(self, lang: str) -> str:
        """The markup of the game's options in ``lang``."""
        return self.options(lang) if self.options is not None else self.options_html


#: What the optional hook ``extra_pages(handlers)`` of a :class:`WebGame` returns: the
#: routes the game adds (Vanuatu's "Learn to play"), ``{path: (methods, handler)}``, each
#: handler an async function of a Starlette request; the hook may add its own files to
#: ``handlers.static`` (served under ``/static/``). The optional attribute
#: ``extra_openapi`` holds the OpenAPI paths of those routes.
ExtraPages = Mapping[str, tuple[tuple[str, ...], Callable[[Any], Awaitable[Any]]]]


class WebGame(Protocol[G, M]):
    """A game the server of :mod:`tabletop.web` can serve.

    ``G`` is the game object the server holds for each game (changed in place by
    :meth:`play` and :meth:`undo`, always under the game's lock), ``M`` a move.
    A method that refuses raises :class:`tabletop.web.store.StoreError` with the
    HTTP status that says why (400 bad input, 403 a move of another seat, 422 an
    illegal move with its rule id).

    The words a method gives follow the request's language when the method takes a
    keyword parameter ``lang`` (``"en"``, ``"pt"`` or ``"ja"``): the server passes it to
    :meth:`legal_moves`, :meth:`narration`, :meth:`explain`, :meth:`picture` and
    :meth:`replay_page` when their signature has it
    (:func:`tabletop.web.language.with_lang`), and calls them as above otherwise.
    """

    #: A short lowercase name: the file names of records and downloads
    #: (``vanuatu-ID.vnt``), the folder of the game's own static files.
    slug: str
    #: The suffix of a record file (``.vnt``).
    record_suffix: str
    #: The words and files of the pages.
    page: GamePage
    #: The bot spec whose choice ``GET .../hint`` gives.
    hint_bot: str
    #: The JSON schema of the body of ``POST /api/games`` (OpenAPI).
    new_game_schema: Mapping[str, Any]
    #: The JSON schemas of the game's own fields of a state (OpenAPI).
    state_schema: Mapping[str, Any]

    def parse_new_game(self, body: Mapping[str, Any]) -> NewGame:
        """The options, seats and seed the body asks for (names aside); 400 names what
        is wrong."""

    def new_game(self, new: NewGame, names: tuple[str, ...]) -> G:
        """The game after its setup, with the seats' ``names``."""

    def load(self, path: Path) -> G:
        """The game of the record file ``path`` (the game's text form)."""

    def record(self, game: G, player: int | None, form: str) -> str:
        """The record as ``player`` may see it (``None``: all of it), in the text form
        (``form`` ``"text"``, what :meth:`load` reads) or as JSON (``"json"``)."""

    def names(self, game: G) -> Sequence[str]:
        """The names of the seats."""

    def moves_played(self, game: G) -> int:
        """The number of moves played, chance events included."""

    def moves(self, game: G) -> Sequence[M]:
        """The moves played, chance events included, in order."""

    def actors(self, game: G) -> Sequence[int]:
        """The player of each move played (negative for a chance event)."""

    def to_act(self, game: G) -> int:
        """The player to act (negative for chance)."""

    def is_over(self, game: G) -> bool:
        """Whether the game has ended."""

    def chance_order(self, game: G, seed: int, key: str) -> object:
        """The order of ``game``'s chance events, fixed when the game is made from its
        ``seed`` (public: the setup it deals) and its secret ``key`` (what follows), as
        a physical game fixes the order of its piles. The server keeps it beside the
        game, never in a state a seat can see, and makes the same one again after a
        restart, so that a move taken back and another played instead meet the same
        chance."""

    def chance(self, game: G, order: Any) -> M | None:
        """The chance event to play now, the next of ``order`` (made by
        :meth:`chance_order`); ``None`` if chance is not to act."""

    def play(self, game: G, move: M) -> None:
        """Apply ``move``; an illegal one is a 422 with its rule, and changes nothing."""

    def undo(self, game: G) -> None:
        """Take back the last move."""

    def parse_move(self, game: G, player: int, body: Mapping[str, Any]) -> M:
        """The move a request body names (``move``: its notation, ``id``: its action
        id, one of them); :class:`~tabletop.web.store.Unreadable` for a text that is no
        move at all."""

    def actor(self, move: M) -> int:
        """The player who makes ``move``."""

    def move_text(self, move: M) -> str:
        """The notation of ``move``."""

    def explain(self, game: G, move: M) -> tuple[str, str] | None:
        """Why ``move`` is refused now, as its rule id and reason; ``None`` if legal."""

    def legal(self, game: G, player: int, move: M) -> bool:
        """Whether ``move`` is one of ``player``'s legal moves now."""

    def think(self, game: G, kind: str, seed: int) -> Callable[[], M]:
        """The bot ``kind`` (a bot spec) to act now, seeded with ``seed``: called under
        the game's lock, it takes what the bot needs and returns the function that
        thinks (without the lock: a search may take seconds)."""

    def bot_budget(self, kind: str) -> float | None:
        """The seconds a decision of the bot ``kind`` (a bot spec) asks for: the time
        its spec gives, ``None`` for a search with no time of its own (it is given the
        server's cap), ``0`` for a bot that does not search; 400 for a spec that is
        no bot of the game."""

    def decide(self, record: str, kind: str, seed: int, seconds: float) -> M:
        """In a worker process: the move of the bot ``kind``, seeded with ``seed``,
        for the player to act in the game of ``record`` (the text form of
        :meth:`record`), thinking at most ``seconds``. Everything it is given and
        the move it returns cross between processes (pickled)."""

    def legal_moves(self, game: G, player: int) -> list[dict[str, Any]]:
        """The moves ``player`` may make now, each labelled: ``text`` (its notation),
        ``group`` (the heading it is listed under), ``free`` (whether it may be made
        out of turn), and whatever else the game's script reads (where it is played)."""

    def observation(self, game: G, player: int) -> dict[str, Any]:
        """What ``player``'s seat may know of the game, as JSON (the state's ``view``)."""

    def final_scores(self, game: G) -> dict[str, Any]:
        """The final scores of a game that has ended, as JSON (the state's ``scores``)."""

    def state(self, game: G, player: int) -> dict[str, Any]:
        """The game's other fields of the state of ``player``'s seat (its round,
        phase, variants...)."""

    def picture(self, game: G, player: int) -> str:
        """The board as ``player``'s seat sees it, as SVG."""

    def narration(self, game: G, player: int, since: int) -> list[dict[str, object]]:
        """The moves from number ``since`` on, told as ``player`` may know them: each
        with ``n`` (1-based), ``actor``, ``text`` and ``said`` (sentences)."""

    def replay_page(self, game: G, player: int | None) -> str:
        """The one-file replay page of the game as ``player`` may see it (``None``:
        every move shown, after the end)."""
