"""tabletop: the hooks both games use (values beside rewards, a start time, the
order in which an iteration asks its horizon, the answers of a human, the page's data)."""

from __future__ import annotations

import io
import random
import time

from tabletop.page import Frame, page, page_data
from tabletop.search import Valued, search
from tabletop.terminal import MAX_LINE, Prompt, Table, printable


class _Race:
    """Add 1 or 2 to a counter, then a chance event adds 0 or 1; it ends at 6 or more.
    The value of player 0 is the counter; the reward its share of 6."""

    players = 1

    def __init__(self) -> None:
        self.asked: list[tuple[int, bool]] = []

    def determinize(self, rng: random.Random) -> tuple[int, bool]:
        self.asked.append((-1, False))
        return (0, False)

    def to_act(self, s: tuple[int, bool]) -> int:
        return -2 if s[0] >= 6 else (-1 if s[1] else 0)

    def moves(self, s: tuple[int, bool]) -> list[int]:
        return [1, 2]

    def play(self, s: tuple[int, bool], m: int) -> tuple[int, bool]:
        return (s[0] + m, True)

    def chance(self, s: tuple[int, bool], rng: random.Random) -> tuple[int, bool]:
        return (s[0] + rng.randrange(2), False)

    def key(self, m: int, actor: int) -> int:
        return m

    def stop(self, s: tuple[int, bool], depth: int) -> bool:
        self.asked.append(s)
        return False

    def playout_move(self, s: tuple[int, bool], rng: random.Random) -> int:
        return 2

    def rewards(self, s: tuple[int, bool]) -> list[float]:
        return [min(1.0, s[0] / 6)]


class _ValuedRace(_Race):
    def outcome(self, s: tuple[int, bool]) -> tuple[list[float], list[float]]:
        return self.rewards(s), [float(s[0])]


def test_a_valued_game_gives_each_root_child_its_mean_value() -> None:
    game = _ValuedRace()
    assert isinstance(game, Valued) and not isinstance(_Race(), Valued)
    result = search(game, 0, [1, 2], random.Random(3), iterations=200)
    assert len(result.values) == len(result.children) == 2
    assert all(6.0 <= v <= 7.0 for v in result.values)  # every iteration ends the race
    assert search(_Race(), 0, [1, 2], random.Random(3), iterations=50).values == ()


def test_the_horizon_is_asked_at_chance_states_before_their_draw() -> None:
    game = _Race()
    search(game, 0, [1, 2], random.Random(1), iterations=1)
    # the iteration starts at a determinization; every state it reaches that is not
    # over is asked, the chance ones (True) before their event is drawn
    assert game.asked[0] == (-1, False)
    assert any(chance for _, chance in game.asked[1:])
    assert all(n < 6 for n, _ in game.asked[1:])


def test_a_time_budget_counts_from_its_start() -> None:
    long_ago = time.perf_counter() - 60.0
    result = search(_Race(), 0, [1, 2], random.Random(1), seconds=1.0, start=long_ago)
    assert result.iterations == 1  # at least one iteration, however late
    assert result.seconds >= 60.0


def test_prompt_reads_numbers_moves_and_refusals() -> None:
    out = io.StringIO()
    prompt = Prompt(io.StringIO(), out, why_example="why jump 3")

    def parse(text: str) -> str:
        if not text.startswith("P"):
            raise ValueError(f"{text!r} is no move")
        return text

    def refuse(move: str) -> str | None:
        return None if move.startswith("P0") else f"You play P0: {move} is not yours."

    moves = ["P0 a", "P0 b"]
    kw = dict(parse=parse, explain=lambda m: None if m in moves else "R1 no",
              refuse=refuse)
    assert prompt.read("2", moves, **kw) == "P0 b"  # type: ignore[arg-type]
    assert prompt.read("²", moves, **kw) is None  # type: ignore[arg-type]
    assert prompt.read("9" * 50, moves, **kw) is None  # type: ignore[arg-type]
    assert prompt.read("P1 a", moves, **kw) is None  # type: ignore[arg-type]
    assert prompt.read("P0 c", moves, **kw) is None  # type: ignore[arg-type]
    assert prompt.read("\x1b[2J", moves, **kw) is None  # type: ignore[arg-type]
    said = out.getvalue()
    assert "There is no move ²: choose 1 to 2." in said
    assert f"There is no move {'9' * 19}…: choose 1 to 2." in said
    assert "You play P0: P1 a is not yours." in said
    assert "Not legal: R1 no" in said
    assert "\x1b" not in said and "Not a move: '\\x1b[2J' is no move" in said


def test_prompt_drops_the_rest_of_a_long_line_and_escapes_its_echo() -> None:
    out = io.StringIO()
    answers = io.StringIO("x" * (3 * MAX_LINE) + "\nwhy\n\x1b[31m\n1\n")
    prompt = Prompt(answers, out, why_example="why jump 3")
    chosen = prompt.ask(0, ["a"], parse=lambda t: t, explain=lambda m: "no",
                        hint=lambda: "", board=lambda: "", undo=lambda: (False, ""))
    said = out.getvalue()
    assert chosen == "a"
    assert said.count("Not legal: no") == 2  # the long line once, then the escape code
    assert "Say which move: 'why jump 3'." in said
    assert "\x1b" not in said and "\\x1b[31m" in said
    assert printable("a\nb", 2) == "a…"


def test_page_data_stores_each_piece_once_with_headings_and_kinds() -> None:
    frames = [Frame(("<svg>", "<g id='sea'/>", "</svg>"), ""),
              Frame(("<svg>", "<g id='sea'/>", "<g/>", "</svg>"), "roll 3", ["A 3."],
                    group="Round 1", kind="chance")]
    data = page_data(frames)
    assert data["pieces"] == ["<svg>", "<g id='sea'/>", "</svg>", "<g/>"]
    assert data["positions"] == [[0, 1, 2], [0, 1, 3, 2]]
    assert data["moves"] == [{"n": 1, "text": "roll 3", "said": ["A 3."],
                              "group": "Round 1", "kind": "chance"}]
    html = page("T", frames, closing="<table id='x'></table>", banner="<p id='refusal'>no</p>",
                panels=[("sea", 500)])
    assert '<main class="stacked">' in html and '"panels":[["sea",500]]' in html
    assert '"closing":true' in html and "<p id='refusal'>no</p>" in html
    assert '<main class="stacked">' not in page("T", frames)


class _Move:
    def __init__(self, player: int, n: int) -> None:
        self.player, self.n = player, n

    def __str__(self) -> str:
        return f"P{self.player} take {self.n}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Move) and (self.player, self.n) == (other.player, other.n)

    def __hash__(self) -> int:
        return hash((self.player, self.n))


class _Pile:
    """Two players take 1 or 2 from a pile of 5 in turn."""

    def __init__(self) -> None:
        self.moves: list[_Move] = []

    def left(self) -> int:
        return 5 - sum(m.n for m in self.moves)

    def to_act(self) -> int:
        return len(self.moves) % 2

    def legal_moves(self) -> list[_Move]:
        return [_Move(self.to_act(), n) for n in (1, 2) if n <= self.left()]

    def play(self, move: _Move) -> None:
        self.moves.append(move)

    def undo(self) -> _Move:
        return self.moves.pop()

    def is_over(self) -> bool:
        return self.left() == 0


class _PileTable(Table[_Move]):
    def __init__(self, game: _Pile, answers: str) -> None:
        super().__init__(game, (0,), Prompt(io.StringIO(answers), io.StringIO()))
        self.pile = game

    def to_act(self) -> int:
        return self.pile.to_act()

    def view_text(self, player: int) -> str:
        return f"{self.pile.left()} left"

    def narrate(self, k: int) -> list[str]:
        return [f"{self.pile.moves[k]}."]

    def parse(self, player: int, text: str) -> _Move:
        word = text.split()
        if len(word) == 2 and word[0] == "take" and word[1].isdigit():
            return _Move(player, int(word[1]))
        if len(word) == 3 and word[0] in ("P0", "P1") and word[2].isdigit():
            return _Move(int(word[0][1]), int(word[2]))
        raise ValueError(f"{text!r} is not 'take N'")

    def explain(self, move: _Move) -> str | None:
        return None if move in self.pile.legal_moves() else "T1 the pile is too small"

    def hint(self, player: int) -> str:
        return "take 1"

    def bot_move(self, player: int) -> _Move:
        return self.pile.legal_moves()[0]


def test_the_shared_table_plays_undoes_and_refuses() -> None:
    game = _Pile()
    table = _PileTable(game, "undo\nP1 take 1\ntake 2\nundo\n2\nhint\n1\n1\n")
    assert table.play()
    said = table.prompt.stdout.getvalue()  # type: ignore[attr-defined]
    assert "Nothing to undo: you have not moved yet." in said
    assert "You play P0: P1 take 1 is a move of P1." in said
    assert "Taken back: P0 take 2 (and the moves after it)." in said
    assert "  P1 take 1." in said and "take 1" in said
    assert [str(m) for m in game.moves] == ["P0 take 2", "P1 take 1", "P0 take 1",
                                            "P1 take 1"]
    assert not _PileTable(_Pile(), "quit\n").play()
