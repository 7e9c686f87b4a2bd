"""Text tables padded by display width (tabletop.columns): a wide or full-width
character takes two columns, so a Japanese table lines up on screen; both games'
analysis tables and the arena's table are padded with it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from vapor_willie_play import random_game

from tabletop.columns import columns, left, right, table

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "records" / "opening-4p.vnt"


def starts(line: str) -> list[int]:
    """The display columns where the cells of ``line`` start: a cell starts after two
    blanks or more (a cell's own words are one blank apart)."""
    found, at, blanks = [], 0, 2
    for c in line:
        if c != " " and blanks >= 2:
            found.append(at)
        blanks = blanks + 1 if c == " " else 0
        at += columns(c)
    return found


def test_a_wide_character_takes_two_columns() -> None:
    assert (columns("bot"), columns("ボット"), columns("（PP）"), columns("Ｆ")) == (3, 6, 6, 2)
    assert left("手", 4) == "手  " and right("手", 4) == "  手"


def test_a_japanese_table_lines_up_by_display_width() -> None:
    lines = table(["手", "指した手", "損失"], [["9", "P2 take diver", "0.8"],
                                             ["10", "P3 take governor", "12.0"]],
                  to_right=(0, 2))
    assert lines == ["手  指した手          損失",
                     " 9  P2 take diver      0.8",
                     "10  P3 take governor  12.0"]
    assert len({columns(line) for line in lines}) == 1


@given(st.lists(st.lists(st.text(alphabet="abあ漢Ｆ１", min_size=1, max_size=6),
                         min_size=3, max_size=3), min_size=1, max_size=6))
def test_every_column_starts_at_the_same_display_column(rows: list[list[str]]) -> None:
    lines = table(["一", "b", "三"], rows)
    assert len({tuple(starts(line)) for line in lines}) == 1


def ends(line: str) -> list[int]:
    """The display columns where the cells of ``line`` end (see :func:`starts`)."""
    reversed_line = line[::-1]
    width = columns(line)
    return sorted(width - at for at in starts(reversed_line))


@pytest.mark.parametrize("lang", ["ja", "pt", "en"])
def test_vanuatu_analyse_lines_up_in_every_language(lang: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from vanuatu.cli import main

    assert main(["analyse", str(EXAMPLE), "--to", "14", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()[1:-1]
    assert len(lines) == 7
    # the number and the loss right-aligned, the seat, the move played and the bot's move
    # left-aligned (a notation's words are one blank apart), then the words
    heads, head_ends = starts(lines[0]), ends(lines[0])
    for line in lines[1:]:
        assert starts(line)[1:4] == heads[1:4], (lines[0], line)
        assert ends(line)[0] == head_ends[0] and ends(line)[4] == head_ends[4], (lines[0], line)


@pytest.mark.parametrize("lang", ["ja", "pt"])
def test_vapor_willie_analyse_lines_up(lang: str, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    from vapor_willie.cli import main

    record = tmp_path / "g.vwr"
    record.write_text(random_game(2, seed=1, moves=2000).record.to_text(), encoding="utf-8")
    assert main(["analyse", str(record), "--to", "12", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()[1:-1]
    heads = starts(lines[0])
    for line in lines[1:]:
        assert starts(line)[1:4] == heads[1:4], (lines[0], line)


@pytest.mark.parametrize("lang", ["ja", "pt"])
def test_the_arena_table_lines_up(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    from vanuatu.cli import main

    assert main(["arena", "--players", "3", "--bots", "random,heuristic,random", "--games",
                 "3", "--lang", lang]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [i for i, line in enumerate(out) if line.startswith(("random ", "heuristic "))]
    lines = [out[rows[0] - 1], *(out[i] for i in rows)]
    assert len(lines) == 3 and (columns(lines[0]) > len(lines[0]) or lang == "pt")
    # the bot, the win rate, the mean score and rank left-aligned; the games, the wins and
    # the CPU time right-aligned
    for line in lines[1:]:
        assert starts(line)[3:6] == starts(lines[0])[3:6], (lines[0], line)
        assert ends(line)[1:3] == ends(lines[0])[1:3], (lines[0], line)
        assert ends(line)[6] == ends(lines[0])[6], (lines[0], line)
