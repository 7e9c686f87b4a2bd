"""The ``vapor-willie`` command in three languages: ``--lang`` before or after the
command's name, the locale environment without it, English for a language without a
catalog, a ``--lang`` that is no language tag refused in one line; each command's
output and errors in Portuguese and Japanese, and a scan of them for English words of
the interface (rule ids, the moves' notation, cube types and file names may stay)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from english_scan import english_words as scan
from vapor_willie_play import random_game

import vapor_willie as vw
from vapor_willie.cli import main

#: English words of the interface that Portuguese or Japanese output must not show (none
#: of them is a word of the move notation, a cube type or a bot's name).
ENGLISH = frozenset("""
the and of is to for with not you your moves round player players game winner record
written error usage options illegal cannot expected island islands ports boat bag score
after seed gains loses draws drawn card cards adrift begins ends stopped arguments required
legal none nothing between show write print file positional invalid choice unrecognized
fulfilled pending step over chance analysed played loss value ranks linked table games
wins endings intervals lost read header unknown
must parameter parameters takes spec number whole most scheduler address
""".split())

LANGS = ("pt", "ja")


#: The values of the rulings (``--ruling rato=drawn``), written as they are.
RULING_VALUES = tuple(value for _, values in vw.options.RULINGS.values() for value in values)


def english_words(text: str, *allowed: str) -> set[str]:
    return scan(text, ENGLISH, *allowed, *RULING_VALUES)


def run(argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str = "") -> tuple[int, str]:
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        status = main(argv)
    finally:
        sys.stdin = old
    captured = capsys.readouterr()
    return status, captured.out + captured.err


@pytest.fixture(scope="module")
def game() -> vw.Game:
    played = random_game(2, seed=1, moves=2000)
    assert played.is_over()
    return played


@pytest.fixture()
def record(tmp_path: Path, game: vw.Game) -> Path:
    path = tmp_path / "g.vwr"
    game.record.dump(str(path))
    return path


def notation(game: vw.Game) -> list[str]:
    """The moves of ``game`` as written (they stay in any language)."""
    return [str(m) for m in game.moves]


@pytest.fixture(autouse=True)
def _no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def test_lang_goes_before_or_after_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--lang", "pt", "play", "--players", "2", "--seed", "1"],
                 ["play", "--players", "2", "--seed", "1", "--lang", "pt"],
                 ["play", "--lang=pt-BR", "--players", "2", "--seed", "1"]):
        status, text = run(argv, capsys)
        assert status == 0
        assert "Fim de partida após" in text and "Vencedor: P" in text
        assert "Game over" not in text


def test_the_locale_environment_chooses_without_lang(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert "Vencedor:" in run(["play", "--players", "2", "--seed", "1"], capsys)[1]
    monkeypatch.setenv("LC_MESSAGES", "ja_JP.UTF-8")
    assert "勝者:" in run(["play", "--players", "2", "--seed", "1"], capsys)[1]
    monkeypatch.setenv("LC_ALL", "pt_PT")
    assert "Vencedor:" in run(["play", "--players", "2", "--seed", "1"], capsys)[1]
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")  # no catalog: English
    assert "Winner:" in run(["play", "--players", "2", "--seed", "1"], capsys)[1]
    assert "Vencedor:" in run(["play", "--players", "2", "--seed", "1", "--lang", "pt"],
                              capsys)[1]


def test_a_lang_that_is_no_tag_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    status, text = run(["play", "--players", "2", "--lang", "../x"], capsys)
    assert status == 2
    assert text.strip().count("\n") == 0
    assert "argument --lang: lang '../x' is not a language tag" in text


def test_english_stays_as_it_was(capsys: pytest.CaptureFixture[str], record: Path) -> None:
    status, text = run(["validate", str(record)], capsys)
    assert status == 0 and text.startswith(f"{record}: ")
    assert text.endswith(" moves, complete)\n") and ": ok (" in text
    status, text = run(["--lang", "en", "replay", str(record), "--to", "0"], capsys)
    assert text.splitlines()[:2] == [f"{record}: before any move", "Round 0; boat at S; to "
                                     "act: chance"]


@pytest.mark.parametrize("lang", LANGS)
def test_help_speaks_the_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    heads = {"pt": "uso: vapor-willie", "ja": "使い方: vapor-willie"}
    for command in ([], ["play"], ["validate"], ["replay"], ["convert"], ["view"], ["arena"],
                    ["analyse"], ["serve"]):
        status, text = run([*command, "--help", "--lang", lang], capsys)
        assert status == 0 and text.startswith(heads[lang]), command
        assert not english_words(text), (command, english_words(text))


@pytest.mark.parametrize("lang", LANGS)
def test_play_validate_replay_narrate_in_the_language(
        lang: str, capsys: pytest.CaptureFixture[str], record: Path, game: vw.Game) -> None:
    words = {"pt": ("Vencedor:", "jogadas, completa)", "Rodada", "Preparação"),
             "ja": ("勝者:", "手、完了）", "ラウンド", "セットアップ")}[lang]
    moves = notation(game)
    status, text = run(["play", "--players", "2", "--seed", "1", "--lang", lang], capsys)
    assert status == 0 and words[0] in text
    assert not english_words(text, "invented-1")
    status, text = run(["validate", str(record), "--lang", lang], capsys)
    assert status == 0 and words[1] in text
    assert not english_words(text, str(record))
    status, text = run(["replay", str(record), "--to", "40", "--lang", lang], capsys)
    assert status == 0 and words[2] in text
    assert not english_words(text, str(record), *moves)
    status, text = run(["replay", str(record), "--narrate", "--lang", lang], capsys)
    assert status == 0 and words[3] in text
    assert not english_words(text, str(record), *moves)


@pytest.mark.parametrize("lang", LANGS)
def test_errors_speak_the_language(lang: str, capsys: pytest.CaptureFixture[str],
                                   tmp_path: Path, game: vw.Game) -> None:
    said = {"pt": ("erro", "cabeçalho desconhecido", "jogada ilegal", "linha", "esperava",
                   "não está entre 2 e 4", "interpretação"),
            "ja": ("エラー", "不明なヘッダー", "不正な手", "行目", "必要", "範囲外", "ルール解釈")
            }[lang]
    bad = tmp_path / "bad.vwr"
    bad.write_text("Format: vapor-willie-record 2\nPlayers: 2\nColour: red\n")
    status, text = run(["replay", str(bad), "--lang", lang], capsys)
    assert status == 2 and said[0] in text and said[1] in text and said[3] in text
    assert not english_words(text, str(bad))
    illegal = tmp_path / "ill.vwr"
    illegal.write_text("\n".join(game.record.to_text().splitlines()[:20] + ["P0 dock PZ", ""]))
    status, text = run(["analyse", str(illegal), "--lang", lang], capsys)
    assert status == 1 and said[2] in text and " VW3." in text
    status, text = run(["validate", str(illegal), "--lang", lang], capsys)
    assert status == 1 and " VW3." in text
    assert not english_words(text, str(illegal))
    status, text = run(["play", "--players", "9", "--lang", lang], capsys)
    assert status == 2 and said[5] in text and "VW1.1" in text
    status, text = run(["play", "--players", "x", "--lang", lang], capsys)
    assert status == 2 and text.count("\n") == 1
    assert not english_words(text, "--players")
    status, text = run(["play", "--players", "2", "--ruling", "no=such", "--lang", lang], capsys)
    assert status == 2 and said[6] in text
    status, text = run(["validate", str(tmp_path / "none.vwr"), "--lang", lang], capsys)
    assert status == 2 and not english_words(text, str(tmp_path / "none.vwr"))
    status, text = run(["view", "x.vwr", "--out", str(tmp_path / "no" / "p.html"),
                        "--lang", lang], capsys)
    assert status == 2 and not english_words(text, "x.vwr", str(tmp_path / "no"))


@pytest.mark.parametrize("lang", LANGS)
def test_view_convert_arena_analyse_in_the_language(
        lang: str, capsys: pytest.CaptureFixture[str], record: Path, tmp_path: Path,
        game: vw.Game) -> None:
    page = tmp_path / "g.html"
    status, text = run(["view", str(record), "--out", str(page), "--lang", lang], capsys)
    assert status == 0 and page.exists()
    assert not english_words(text, str(page))
    status, text = run(["convert", str(record), "--to", "json", "--lang", lang], capsys)
    assert status == 0 and '"format"' in text  # a record never changes with the language
    status, text = run(["arena", "--bots", "random,random", "--games", "2", "--lang", lang],
                       capsys)
    assert status == 0
    assert not english_words(text, "random"), english_words(text, "random")
    status, text = run(["analyse", str(record), "--to", "12", "--lang", lang], capsys)
    assert status == 0
    assert not english_words(text, str(record), "heuristic", *notation(game))
    status, text = run(["analyse", str(record), "--at", "12", "--lang", lang], capsys)
    assert status == 0
    assert not english_words(text, str(record), "heuristic", *notation(game))


#: Bot specs refused for each reason of tabletop.specs and tabletop.registry.
BAD_SPECS = ("ismcts:seconds=-1", "ismcts:x=1", "foo", "ismcts:iterations", ":", "random:x=1",
             "ismcts:epsilon=3", "ismcts:width=1.5", "ismcts:width=99999999", "heuristic:depth=0")


@pytest.mark.parametrize("lang", LANGS)
def test_bot_specs_are_refused_in_the_language(lang: str, capsys: pytest.CaptureFixture[str],
                                               record: Path) -> None:
    found = {}
    for spec in BAD_SPECS:
        for argv in (["play", "--players", "2", "--bots", spec],
                     ["arena", "--bots", f"random,{spec}", "--games", "1"],
                     ["analyse", str(record), "--bot", spec]):
            status, text = run([*argv, "--lang", lang], capsys)
            assert status == 2 and text.count("\n") == 1, (argv, text)
            words = english_words(text, str(record), "seconds", "iterations", "epsilon")
            if words:
                found[" ".join(argv)] = words
    assert found == {}


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_dask_address_is_refused_in_the_language(
        lang: str, capsys: pytest.CaptureFixture[str], record: Path) -> None:
    for address in ("nope", "tcp://h:99999", "ftp://h:1"):
        status, text = run(["validate", str(record), "--dask", address, "--lang", lang], capsys)
        assert status == 2 and not english_words(text, str(record), address), text


@pytest.mark.parametrize("lang", LANGS)
def test_serve_refusals_speak_the_language(lang: str, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    status, text = run(["serve", "--port", "99999", "--lang", lang], capsys)
    assert status == 2 and "65535" in text
    assert not english_words(text, "--port")


@pytest.mark.parametrize("lang", LANGS)
def test_terminal_play_speaks_the_language(lang: str, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    said = {"pt": ("Suas jogadas, P0:", "Não é permitido", "palavra de jogada desconhecida",
                   "Interrompida após"),
            "ja": ("P0の指せる手:", "指せません", "不明な手の語", "中断しました")}[lang]
    status, text = run(["play", "--players", "2", "--seed", "4", "--human", "P0", "--bots",
                        "random", "--lang", lang], capsys, "help\nfly 5\nP1 pass\n1\nquit\n")
    assert status == 0
    for words in said:
        assert words in text, words
    assert "Your moves" not in text and "Not legal" not in text


def test_the_installed_command_reads_LANG(record: Path) -> None:
    import os
    import subprocess

    root = Path(__file__).resolve().parents[3]
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG="pt_BR.UTF-8", PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-m", "vapor_willie", "validate", str(record)],
                          capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0 and "jogadas, completa)" in done.stdout
    done = subprocess.run([sys.executable, "-m", "vapor_willie", "play", "--players", "x"],
                          capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 2 and done.stderr.startswith("vapor-willie: erro: argumento")


@pytest.mark.parametrize(("lang", "games", "records"), [
    ("en", "games", "records"), ("pt", "partidas", "registros"), ("ja", "ゲーム", "記録")])
def test_the_progress_bars_count_in_the_language(
        lang: str, games: str, records: str, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # arena and validate count on a progress bar (tabletop.progress), as vanuatu's do
    import vapor_willie.cli.arena as arena_command
    import vapor_willie.cli.validate as validate_command
    from tabletop.progress import Progress, progress

    bars: list[Progress] = []

    def kept(total: int | None, description: str, **kwargs: object) -> Progress:
        bars.append(progress(total, description, enabled=False))
        return bars[-1]

    monkeypatch.setattr(arena_command, "progress", kept)
    monkeypatch.setattr(validate_command, "progress", kept)
    record = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "3", "--out", str(record)]) == 0
    assert main(["arena", "--players", "2", "--bots", "random", "--games", "2",
                 "--lang", lang]) == 0
    assert main(["validate", str(record), str(record), "--lang", lang]) == 0
    capsys.readouterr()
    assert [(b.description, b.total, b.done) for b in bars] == [
        (games, 2, 2), (records, None, 2)]
