"""A tiny game for the tests of :mod:`tabletop.web`: "count to ten". Players take turns
adding 1 or 2 to a total; after each move that leaves the total even, chance adds 0 or
1 (unless the game is made with ``"chance": false``); whoever brings the total to ten
or more wins. :data:`COUNT` is its :class:`tabletop.web.game.WebGame`; nothing here
imports either real game.

Its bots: ``first`` adds 1 at once; ``slow:PATH`` thinks until the file ``PATH``
exists (or the cap is over), then adds 2 to an odd total and 1 to an even one;
``stuck`` thinks for an hour whatever the cap; ``long:N`` asks for ``N`` seconds a
move (and adds 1 at once)."""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from tabletop.web.game import HUMAN, GamePage, NewGame
from tabletop.web.store import StoreError, Unreadable

__all__ = ["COUNT", "GOAL", "Add", "Count", "CountGame"]

GOAL = 10


@attrs.frozen
class Add:
    player: int  # -1: chance
    n: int

    def __str__(self) -> str:
        return f"{'chance' if self.player < 0 else f'P{self.player}'} add {self.n}"


class Count:
    """The game object the server holds: changed in place."""

    def __init__(self, players: int, names: Sequence[str], moves: Sequence[Add] = (),
                 chance: bool = True) -> None:
        self.players = players
        self.names = tuple(names)
        self.moves: list[Add] = list(moves)
        self.chance = chance

    @property
    def total(self) -> int:
        return sum(m.n for m in self.moves)

    @property
    def over(self) -> bool:
        return self.total >= GOAL

    def to_act(self) -> int:
        if self.over:
            return -2
        last = self.moves[-1] if self.moves else None
        if self.chance and last is not None and last.player >= 0 and self.total % 2 == 0:
            return -1  # chance
        mine = sum(m.player >= 0 for m in self.moves)
        return mine % self.players


class CountGame:
    """The game protocol of tabletop.web for Count."""

    slug = "count"
    record_suffix = ".count"
    page = GamePage(title="Count", players=(2, 3), default_players=2, bots=("first",),
                    options_html='<fieldset><legend>Rules</legend><label><input '
                                 'type="checkbox" data-list="rules" value="slow"> slow'
                                 '</label></fieldset>\n',
                    why_placeholder="add 2", scores_title="Winner",
                    static=(("tabletop.web", "viewer.css"),))
    hint_bot = "first"
    new_game_schema: Mapping[str, Any] = {"type": "object"}
    state_schema: Mapping[str, Any] = {"total": {"type": "integer"}}

    def parse_new_game(self, body: Mapping[str, Any]) -> NewGame:
        players = body.get("players")
        if players not in (2, 3):
            raise StoreError(400, f"players: 2 or 3, not {players!r}")
        seats = tuple(body.get("seats", [HUMAN] * players))
        if len(seats) != players or not all(s in (HUMAN, "first", "stuck", "crash")
                                            or s.startswith(("slow:", "long:"))
                                            for s in seats):
            raise StoreError(400, "seats: 'human' or a bot, one per player")
        return NewGame((players, body.get("chance", True) is not False), seats,
                       int(body.get("seed", 0)))

    def new_game(self, new: NewGame, names: tuple[str, ...]) -> Count:
        assert isinstance(new.options, tuple)
        players, chance = new.options
        return Count(players, names, chance=chance)

    def load(self, path: Path) -> Count:
        return self.read(path.read_text(encoding="utf-8"))

    def read(self, text: str) -> Count:
        data = json.loads(text)
        return Count(data["players"], data["names"], [Add(p, n) for p, n in data["moves"]],
                     data.get("chance", True))

    def record(self, game: Count, player: int | None, form: str) -> str:
        data = {"players": game.players, "names": list(game.names),
                "moves": [[m.player, m.n] for m in game.moves], "chance": game.chance}
        return json.dumps(data) if form == "json" else json.dumps(data, indent=1)

    def names(self, game: Count) -> Sequence[str]:
        return game.names

    def moves_played(self, game: Count) -> int:
        return len(game.moves)

    def moves(self, game: Count) -> Sequence[Add]:
        return game.moves

    def actors(self, game: Count) -> Sequence[int]:
        return [m.player for m in game.moves]

    def to_act(self, game: Count) -> int:
        return game.to_act()

    def is_over(self, game: Count) -> bool:
        return game.over

    def chance_order(self, game: Count, seed: int, key: str) -> list[int]:
        """The coin of each chance event, fixed from the seed and key."""
        rng = random.Random(f"{seed} {key}")
        return [rng.randrange(2) for _ in range(200)]

    def chance(self, game: Count, order: list[int]) -> Add | None:
        if game.to_act() != -1:
            return None
        drawn = sum(1 for m in game.moves if m.player == -1)
        return Add(-1, order[drawn % len(order)])

    def play(self, game: Count, move: Add) -> None:
        why = self.explain(game, move)
        if why is not None:
            raise StoreError(422, f"{move}: {why[1]}", why[0])
        game.moves.append(move)

    def undo(self, game: Count) -> None:
        game.moves.pop()

    def parse_move(self, game: Count, player: int, body: Mapping[str, Any]) -> Add:
        text = body.get("move")
        if not isinstance(text, str):
            raise StoreError(400, "move: expected a text")
        words = text.split()
        if words and not words[0].startswith("P"):
            words = [f"P{player}", *words]
        if len(words) != 3 or words[1] != "add" or not words[2].isdigit():
            raise Unreadable(400, f"move: {text!r} is no move of Count")
        return Add(int(words[0][1:]), int(words[2]))

    def actor(self, move: Add) -> int:
        return move.player

    def move_text(self, move: Add) -> str:
        return str(move)

    def explain(self, game: Count, move: Add) -> tuple[str, str] | None:
        if move.player != game.to_act():
            return ("C1", "it is not that player's turn")
        if move.player >= 0 and move.n not in (1, 2):
            return ("C2", "a player adds 1 or 2")
        return None

    def legal(self, game: Count, player: int, move: Add) -> bool:
        return self.explain(game, move) is None and move.player == player

    def think(self, game: Count, kind: str, seed: int) -> Callable[[], Add]:
        record = self.record(game, None, "text")
        return lambda: self.decide(record, kind, seed, 60.0)

    def bot_budget(self, kind: str) -> float | None:
        if kind == "first":
            return 0.0
        if kind.startswith("long:"):
            return float(kind[5:])
        return None

    def decide(self, record: str, kind: str, seed: int, seconds: float) -> Add:
        game = self.read(record)
        player = game.to_act()
        if kind == "stuck":
            time.sleep(3600)
        if kind == "crash":  # the worker process ends under the decision
            os._exit(3)
        if kind.startswith("slow:"):
            until = time.monotonic() + seconds
            while not os.path.exists(kind[5:]) and time.monotonic() < until:
                time.sleep(0.01)
            return Add(player, 2 if game.total % 2 else 1)
        return Add(player, 1)

    def legal_moves(self, game: Count, player: int) -> list[dict[str, Any]]:
        if game.to_act() != player:
            return []
        return [{"text": f"P{player} add {n}", "group": "add", "free": False} for n in (1, 2)]

    def observation(self, game: Count, player: int) -> dict[str, Any]:
        return {"total": game.total}

    def final_scores(self, game: Count) -> dict[str, Any]:
        return {"winners": [game.moves[-1].player]}

    def state(self, game: Count, player: int) -> dict[str, Any]:
        return {"total": game.total}

    def picture(self, game: Count, player: int) -> str:
        return f"<svg><text>{game.total}</text></svg>"

    def narration(self, game: Count, player: int, since: int) -> list[dict[str, object]]:
        return [{"n": i + 1, "actor": f"P{m.player}" if m.player >= 0 else "chance",
                 "text": str(m), "said": [f"The total is {sum(x.n for x in game.moves[:i + 1])}."]}
                for i, m in enumerate(game.moves) if i >= since]

    def replay_page(self, game: Count, player: int | None) -> str:
        return f"<!DOCTYPE html><title>Count</title><p>{len(game.moves)} moves</p>"


COUNT = CountGame()
