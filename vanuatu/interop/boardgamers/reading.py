"""The shape of a stored boardgamers.space game, checked before anything is read.

A game is the engine's state object as JSON, or an envelope whose ``data`` or
``state`` field holds it. The import needs its ``_setup`` (``count``,
``expansions``, ``options``, ``seed``), its ``_history`` (``[{p, move}]``),
``boardLayout`` (absent or 1 on games saved before the current board, 2 after)
and the players' ``name`` and ``score``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, TypeGuard

import attrs

from ...errors import RecordError
from ...records import MAX_RECORD_BYTES, MAX_RECORD_MOVES, printable
from ...records.limits import check_size, decode, open_binary, parse_int
from ...records.strict import json_kind

__all__ = ["MAX_SEED", "EngineGame", "ForeignGameError", "load_game", "read_game_data"]

#: The longest seed read (each draw hashes the seed).
MAX_SEED = 1000


class ForeignGameError(RecordError):
    """The input is not a game of the boardgamers.space engine (or not one it
    could have stored): its shape is wrong, a move is unknown or impossible, or
    the seed does not reproduce what the game stored.

    ``index`` is the position of the move in the game's ``_history`` when one
    move is at fault, else ``None``.
    """

    def __init__(self, message: str, index: int | None = None) -> None:
        where = f"_history[{index}]: " if index is not None else ""
        super().__init__(where + message)
        self.index = index


@attrs.frozen
class EngineGame:
    """What the import reads of a stored game."""

    players: int
    rising_waters: bool
    characters: bool
    seed: str
    legacy_board: bool
    #: Each stored move: ``(player, move object)``.
    history: tuple[tuple[int, dict[str, Any]], ...]
    names: tuple[str, ...]
    #: The players' scores as the engine stored them.
    scores: tuple[int, ...]
    finished: bool
    #: The engine's count of draws from its generator, when stored.
    draws: int | None
    #: The tile id on each space at the end, when stored (engine names).
    board: dict[str, str]
    #: The space of each boat at the end, when stored.
    boats: tuple[str, ...]


def _int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _name(value: object) -> str:
    text = value if isinstance(value, str) else ""
    text = printable(text).replace("#", "").strip()
    return text[:200].strip()


def _check_seed_text(seed: str) -> None:
    """Refuse a seed that is not text (a lone surrogate, as ``"\\ud800"`` in the
    JSON): the engine's generator hashes the UTF-8 of the seed, which such a seed
    does not have."""
    try:
        seed.encode("utf-8")
    except UnicodeEncodeError as e:
        raise ForeignGameError(
            f"_setup.seed: character {e.start + 1} is a lone surrogate "
            f"({printable(seed[e.start])}), not text the engine could have hashed"
        ) from None


def read_game_data(data: object) -> EngineGame:
    """Check the shape of ``data`` (the decoded JSON of a stored game) and read
    what the import needs; raises :class:`ForeignGameError` naming what is wrong."""
    if isinstance(data, dict) and "_history" not in data:
        for key in ("data", "state"):
            if isinstance(data.get(key), dict):
                data = data[key]
                break
    if not isinstance(data, dict):
        raise ForeignGameError(
            f"not a boardgamers.space game: expected a JSON object, not {json_kind(data)}"
        )
    setup = data.get("_setup")
    if not isinstance(setup, dict):
        raise ForeignGameError("not a boardgamers.space game: no '_setup' object")
    count = setup.get("count")
    if not _int(count) or not 2 <= count <= 5:
        raise ForeignGameError(f"_setup.count: expected 2 to 5 players, not {count!r}"[:120])
    expansions = setup.get("expansions", [])
    if not isinstance(expansions, list) or any(e != "rising-waters" for e in expansions):
        raise ForeignGameError(
            f"_setup.expansions: only 'rising-waters' is known, not {expansions!r}"[:120]
        )
    options = setup.get("options", {})
    if not isinstance(options, dict):
        raise ForeignGameError("_setup.options: expected an object")
    seed = setup.get("seed")
    if not isinstance(seed, str | int) or isinstance(seed, bool):
        raise ForeignGameError("_setup.seed: expected a string")
    if len(str(seed)) > MAX_SEED:
        raise ForeignGameError(f"_setup.seed: at most {MAX_SEED} characters")
    _check_seed_text(str(seed))
    layout = data.get("boardLayout", 1)
    if layout not in (1, 2) or isinstance(layout, bool):
        raise ForeignGameError(f"boardLayout: expected 1 or 2, not {layout!r}"[:120])
    history = data.get("_history")
    if not isinstance(history, list):
        raise ForeignGameError("not a boardgamers.space game: no '_history' list")
    if len(history) > MAX_RECORD_MOVES:
        raise ForeignGameError(
            f"_history: {len(history)} moves is more than the limit of {MAX_RECORD_MOVES}"
        )
    moves: list[tuple[int, dict[str, Any]]] = []
    for i, entry in enumerate(history):
        if not isinstance(entry, dict) or not isinstance(entry.get("move"), dict):
            raise ForeignGameError("expected an object {p, move}", i)
        p = entry.get("p")
        if not _int(p) or not 0 <= p < count:
            raise ForeignGameError(f"p: no player {printable(repr(p), 20)} in a "
                                   f"{count}-player game", i)
        moves.append((p, entry["move"]))
    players = data.get("players")
    if not isinstance(players, list) or len(players) != count:
        raise ForeignGameError(f"players: expected a list of {count} players")
    names: list[str] = []
    scores: list[int] = []
    boats: list[str] = []
    for q, pl in enumerate(players):
        if not isinstance(pl, dict) or not _int(pl.get("score")):
            raise ForeignGameError(f"players[{q}]: expected an object with a whole 'score'")
        names.append(_name(pl.get("name")))
        scores.append(pl["score"])
        boat = pl.get("boat")
        boats.append(boat if isinstance(boat, str) else "")
    board_data = data.get("board", {})
    board = {}
    if isinstance(board_data, dict):
        for cell, tile in board_data.items():
            if isinstance(tile, dict) and isinstance(tile.get("id"), str):
                board[str(cell)] = tile["id"]
    draws = data.get("_rng")
    return EngineGame(
        players=count,
        rising_waters="rising-waters" in expansions or options.get("risingWaters") is True,
        characters=count == 2 or options.get("characters") is not False,
        seed=str(seed),
        legacy_board=layout != 2,
        history=tuple(moves),
        names=tuple(names) if any(names) else (),
        scores=tuple(scores),
        finished=data.get("finished") is True,
        draws=draws if _int(draws) else None,
        board=board,
        boats=tuple(boats),
    )


def _names_a_file(text: str) -> bool:
    """Whether ``text`` is a file name rather than JSON text (a game is an object)."""
    head = text.lstrip(" \t\r\n\ufeff")[:1]
    return head not in ("{", "[") and len(text) < 4096 and os.path.isfile(text)


def load_game(source: str | bytes | os.PathLike[str] | dict[str, Any] | object) -> EngineGame:
    """Read a stored game from a file name (a :class:`os.PathLike`, or a string
    naming a file), JSON text or bytes, or decoded JSON; files and texts are limited to
    :data:`~vanuatu.records.MAX_RECORD_BYTES`."""
    if not isinstance(source, str | bytes | os.PathLike):
        return read_game_data(source)
    a_name = isinstance(source, str) and "\n" not in source and len(source) < 4096
    if isinstance(source, str) and _names_a_file(source):
        source, a_name = Path(source), False
    if isinstance(source, os.PathLike):
        with open_binary(source) as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
            if len(raw) > MAX_RECORD_BYTES:  # say the file's size, not what was read
                check_size(os.fstat(f.fileno()).st_size, "game")
        source = raw
    if isinstance(source, bytes):
        source = decode(source, "game")
    check_size(len(source.encode("utf-8", "surrogatepass")), "game")
    try:
        data = json.loads(source, parse_int=parse_int)
    except RecursionError:
        raise ForeignGameError(
            "not a boardgamers.space game: the JSON is nested too deeply"
        ) from None
    except RecordError as e:  # a whole number of more digits than a game holds
        raise ForeignGameError(f"not a boardgamers.space game: {e}") from None
    except ValueError as e:
        hint = (f" (nor the name of a file: {printable(source, 60)!r})"
                if a_name and source.lstrip()[:1] not in ("{", "[") else "")
        raise ForeignGameError(f"not JSON: {printable(str(e), 120)}{hint}") from None
    return read_game_data(data)
