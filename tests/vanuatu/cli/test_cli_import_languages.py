"""``vanuatu import boardgamers`` in Portuguese and Japanese: the deviations (their
rulings and reasons), the comparison of the final scores and the refusals of a file that
is not that engine's game say no English word of the interface; the places of the stored
game (``_history[4]``), the moves' notation and the rule ids stay as they are."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from english_scan import english_words, vocabulary

from vanuatu.cli import main
from vanuatu.interop.boardgamers import read_game

FIXTURES = Path(__file__).resolve().parents[1] / "interop" / "boardgamers" / "fixtures"
DEVIATING = sorted(FIXTURES.glob("deviation-*.json"))
LANGS = ("pt", "ja")


def english(text: str, lang: str, *allowed: str) -> set[str]:
    """The English words of Vanuatu's and tabletop's catalogs in ``text``."""
    return english_words(text, vocabulary(lang, ("vanuatu", "tabletop")), *allowed)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out + captured.err


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", DEVIATING, ids=lambda p: p.stem)
def test_the_deviations_speak_the_language(lang: str, path: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    game = read_game(json.loads(path.read_text(encoding="utf-8")))
    status, text = run(["import", "boardgamers", str(path), "--out", str(tmp_path / "g.vnt"),
                        "--lang", lang], capsys)
    assert status == 1
    for d in game.deviations:
        assert f"_history[{d.index}]" in text and f"{d.rule} " in text
    moves = [str(d.move) for d in game.deviations]
    moves += [m.replace(" +bonus", "") for m in moves]
    assert english(text, lang, str(path), str(tmp_path), *moves) == set()


@pytest.mark.parametrize(("lang", "differ"), [("pt", "as pontuações finais diferem"),
                                              ("ja", "最終得点が食い違います")])
def test_the_score_comparison_speaks_the_language(
        lang: str, differ: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads((FIXTURES / "clean-3p-base.json").read_text(encoding="utf-8"))
    data["players"][0]["score"] += 1
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status, text = run(["import", "boardgamers", str(path), "--out", str(tmp_path / "g.vnt"),
                        "--lang", lang], capsys)
    assert status == 1 and differ in text and "R8" in text
    assert english(text, lang, str(tmp_path)) == set()


def _foreign(tmp: Path) -> list[Path]:
    clean = json.loads((FIXTURES / "clean-3p-base.json").read_text(encoding="utf-8"))
    castle = copy.deepcopy(clean)
    castle["_history"][4]["move"]["type"] = "castle"
    count = copy.deepcopy(clean)
    count["_setup"]["count"] = 7
    turn = copy.deepcopy(clean)
    turn["_history"][6]["p"] = (turn["_history"][6]["p"] + 1) % 3
    texts = {"castle.json": json.dumps(castle), "count.json": json.dumps(count),
             "turn.json": json.dumps(turn), "empty.json": "{}", "list.json": "[1]",
             "not-json.json": "nope", "cut.json": '{"_setup": '}
    paths = []
    for name, text in texts.items():
        (tmp / name).write_text(text, encoding="utf-8")
        paths.append(tmp / name)
    return paths


@pytest.mark.parametrize("lang", LANGS)
def test_a_foreign_file_is_refused_in_the_language(
        lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    found = {}
    for path in [*_foreign(tmp_path), tmp_path / "none.json"]:
        status, text = run(["import", "boardgamers", str(path), "--lang", lang], capsys)
        assert status == 2 and text.count("\n") == 1, text
        played = re.findall(r"_history\[\d+\]: (P\d [a-z0-9, +-]+?)[:：]", text)
        words = english(text, lang, str(tmp_path), "boardgamers.space", *played)
        if words:
            found[path.name] = (words, text)
    assert found == {}


def test_in_english_the_messages_stay_as_they_were(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    castle = _foreign(tmp_path)[0]
    status, text = run(["import", "boardgamers", str(castle)], capsys)
    assert status == 2 and "_history[4]: unknown move type 'castle'" in text
    status, text = run(["import", "boardgamers", str(DEVIATING[0]), "--out",
                        str(tmp_path / "g.vnt")], capsys)
    assert "(move " in text and " of the record): " in text
