"""The ``vanuatu`` command in three languages: ``--lang`` before or after the command's
name, the locale environment without it, English for a language without a catalog;
and a scan of the outputs of the commands in Portuguese and Japanese for English words
of the interface (rule ids, move notation, tile names and player names may stay)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from english_scan import english_words as scan

from vanuatu.cli import main
from vanuatu.cli.words import choose_language

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "records" / "opening-4p.vnt"

#: English words of the interface that a page of Portuguese or Japanese must not show
#: (none of them is a word of the move notation, a tile's name or a bot's name).
ENGLISH = frozenset("""
the and of is to for with not you your move moves round phase player players game winner
record written error usage options illegal cannot expected markers island islands huts price
score scores rank after seed gains pays takes places begins ends stopped arguments required
would legal hidden left held none nothing filled boats water tourists waiting upcoming
revealed analysed between show write print file positional invalid choice unrecognized
must parameters mapping needs loaded runs scheduler address component set value type
""".split())


def english_words(text: str, *allowed: str) -> set[str]:
    """The words of :data:`ENGLISH` in ``text``, once quoted text, options, metavars,
    code (``vanuatu.Game(seed=...)``), hyphenated names (``start-island``) and the
    ``allowed`` strings (paths) are left out."""
    return scan(text, ENGLISH, *allowed)


def run(argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str = "") -> tuple[int, str]:
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        status = main(argv)
    finally:
        sys.stdin = old
    captured = capsys.readouterr()
    return status, captured.out + captured.err


@pytest.mark.parametrize(("argv", "environ", "lang"), [
    (["play", "--lang", "pt"], {}, "pt"),
    (["--lang", "ja", "validate", "x.vnt"], {}, "ja"),
    (["--lang=pt-BR", "replay", "x.vnt"], {"LANG": "ja_JP.UTF-8"}, "pt"),
    (["play"], {"LANG": "pt_BR.UTF-8"}, "pt"),
    (["play"], {"LC_MESSAGES": "ja_JP.UTF-8", "LANG": "pt_BR.UTF-8"}, "ja"),
    (["play"], {"LC_ALL": "pt_PT", "LC_MESSAGES": "ja_JP.UTF-8"}, "pt"),
    (["play"], {"LANGUAGE": "ja:pt", "LC_ALL": "pt_BR"}, "ja"),
    (["play"], {"LANG": "de_DE.UTF-8"}, "en"),
    (["play"], {"LANG": "C.UTF-8"}, "en"),
    (["play"], {}, "en"),
    (["play", "--lang", "de"], {"LANG": "pt_BR"}, "en"),
    (["play", "--lang", "not a tag"], {"LANG": "pt_BR"}, "en"),
    (["--", "--lang", "pt"], {}, "en"),
])
def test_the_language_of_a_run(argv: list[str], environ: dict[str, str], lang: str) -> None:
    assert choose_language(argv, environ) == lang


@pytest.mark.parametrize("argv", [
    ["--lang", "pt", "play", "--players", "3", "--seed", "1"],
    ["play", "--players", "3", "--seed", "1", "--lang", "pt"],
    ["play", "--lang=pt", "--players", "3", "--seed", "1"],
])
def test_lang_goes_before_or_after_the_command(argv: list[str],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    status, text = run(argv, capsys)
    assert status == 0
    assert "Fim de partida depois de" in text and "Vencedor:" in text
    assert "Game over" not in text


def test_without_lang_the_locale_environment_chooses(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    status, text = run(["play", "--players", "3", "--seed", "1"], capsys)
    assert status == 0 and "勝者：" in text
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    status, text = run(["play", "--players", "3", "--seed", "1"], capsys)
    assert status == 0 and "Winner:" in text


def test_a_lang_that_is_no_tag_is_a_usage_error_in_english(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, text = run(["play", "--players", "3", "--lang", "../x"], capsys)
    assert status == 2
    assert "argument --lang: lang '../x' is not a language tag" in text


def test_the_help_speaks_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--lang", "ja", "--help"], capsys)[1].startswith("使い方: vanuatu")
    text = run(["play", "--help", "--lang", "pt"], capsys)[1]
    assert text.startswith("uso: vanuatu play")
    assert "mostra esta ajuda e sai" in text and "opções:" in text
    assert run(["play", "--help"], capsys)[1].startswith("usage: vanuatu play")


def test_japanese_help_lines_fit_the_terminal(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    text = run(["play", "--help", "--lang", "ja"], capsys)[1]
    from vanuatu.cli.parser import wrap

    assert all(len(wrap(line, 80)) <= 1 for line in text.splitlines() if line.strip())


def test_errors_speak_the_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, text = run(["play", "--lang", "pt"], capsys)
    assert status == 2
    assert text == ("vanuatu: erro: faltam os argumentos obrigatórios: --players "
                    "(veja 'vanuatu play --help')\n")
    status, text = run(["--lang", "ja", "validate", str(tmp_path / "none.vnt")], capsys)
    assert status == 2 and "そのファイルまたはフォルダはありません" in text
    bad = tmp_path / "bad.vnt"
    bad.write_text("Players: 3\nP0 fish\n", encoding="utf-8")
    status, text = run(["--lang", "pt", "validate", str(bad)], capsys)
    assert status == 1
    assert text == (f"{bad}: ilegal na jogada 1 (linha 2): P0 fish: R2 há um evento de acaso "
                    "pendente\n")


def test_terminal_play_speaks_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    status, text = run(["play", "--players", "3", "--seed", "2", "--human", "P0", "--lang",
                        "ja"], capsys, "1\nwhy build 0,0\nplan fish\nquit\n")
    assert status == 0
    assert "バヌアツ、3人戦。あなたはP0です。" in text
    assert "P0は航海士を取る。" in text
    assert "P0 build 0,0: R4.2 計画フェイズに建設の手は指せない" in text
    assert "認められない手：R4.2 この回に置くマーカーは1個ではなく2個" in text


#: Records each refused for a rarer reason (the headers, the JSON, the moves).
REFUSED_RECORDS = {
    "empty.vnt": "",
    "cut.json": "{",
    "not-object.json": "[1]",
    "format.json": '{"format": "x"}',
    "version.json": '{"format": "vanuatu-record", "version": 9}',
    "twice-key.json": '{"a": 1, "a": 2}',
    "actor.json": '{"format": "vanuatu-record", "version": 1, "options": {"players": 3}, '
                  '"moves": [{"actor": "P9", "move": "P0 sail"}]}',
    "move-kind.json": '{"format": "vanuatu-record", "version": 1, "options": {"players": 3}, '
                      '"moves": [1]}',
    "missing.json": '{"format": "vanuatu-record", "version": 1, "options": {"players": 3}, '
                    '"moves": [{"move": "x"}]}',
    "options.json": '{"format": "vanuatu-record", "version": 1, "options": 3}',
    "field.json": '{"format": "vanuatu-record", "version": 1, "options": {"players": 3}, '
                  '"extra": 1}',
    "twice.vnt": "Players: 3\nPlayers: 3\n",
    "players.vnt": "Players: x\n",
    "variant.vnt": "Players: 3\nVariant: nope\n",
    "late.vnt": "Players: 3\nP0 take navigator\nEvent: x\n",
    "ruling.vnt": "Players: 3\nRulings: bogus=yes\n",
    "seat.vnt": "Players: 3\nP7: Ana\n",
    "control.vnt": "Players: 3\n\x01\n",
    "two-player.vnt": "Players: 3\nVariant: two-player\n",
    "comment.vnt": "Players: 3\nP0 sail é\n",
    "tags.json": '{"format": "vanuatu-record", "version": 1, "options": {"players": 3}, '
                 '"headers": {"tags": ["x"]}, "moves": []}',
    "spaces.json": '{"format": "vanuatu-record", "version": 1, "options": {"players": 3, '
                   '"components": {"spaces": [1]}}, "moves": []}',
    "required.json": '{"format": "vanuatu-record", "version": 1, "options": {"players": 3, '
                     '"components": {"spaces": ["0,0"]}}, "moves": []}',
    "components.vnt": 'Players: 3\nComponents: {"spaces": [1]}\n',
    "components-list.vnt": "Players: 3\nComponents: [1]\n",
}
#: The places in a record's refusals, which are the record's own field names.
FIELDS = ("moves[0].actor", "moves[0]", "options:", "record:", "format:", "version:",
          "format, version, options, moves, headers", "headers.tags",
          "options.components.spaces[0]", "components.spaces[0]",
          "options.components.start_island_space", "Components:")


#: The runs of the scan: arguments, and the answers typed at the terminal.
def _runs(tmp: Path) -> list[tuple[list[str], str]]:
    bad = tmp / "bad.vnt"
    bad.write_text("Players: 3\nP0 fish\n", encoding="utf-8")
    unreadable = tmp / "unreadable.vnt"
    unreadable.write_text("x\n", encoding="utf-8")
    refused = []
    for name, text in REFUSED_RECORDS.items():
        (tmp / name).write_text(text, encoding="utf-8")
        refused.append(str(tmp / name))
    answers = "1\n1\nwhy build 0,0\nhint\nfly\n99\nundo\nplan fish\nboard\nhelp\n2\n3\nquit\n"
    return [
        (["play", "--players", "3", "--seed", "2", "--human", "P0"], answers),
        (["play", "--players", "4", "--seed", "5", "--rising-waters"], ""),
        (["play", "--players", "2", "--seed", "3"], ""),
        (["play", "--players", "9"], ""),
        (["play", "--players", "3", "--bots", "foo"], ""),
        (["play", "--players", "3", "--bots", "ismcts:iterations=x"], ""),
        (["play", "--players", "3", "--bots", "random:x=1"], ""),
        (["play", "--players", "3", "--bots", "ismcts:iterations"], ""),
        (["play", "--players", "3", "--bots", "ismcts:seconds=-1"], ""),
        (["play", "--players", "3", "--bots", ":"], ""),
        (["play", "--players", "3", "--bots", "ismcts:core=c"], ""),
        (["play", "--players", "3", "--bots", "ismcts:core=native,random:x=1"], ""),
        (["play", "--players", "3", "--bots", "casual:choices=0"], ""),
        (["arena", "--players", "3", "--bots", "random,ismcts:width=0", "--games", "1"], ""),
        (["arena", "--players", "3", "--bots", "random", "--dask", "nope"], ""),
        (["analyse", str(EXAMPLE), "--bot", "ismcts:core=c"], ""),
        (["validate", *refused], ""),
        (["arena", "--players", "3", "--bots", "random", "--games", "2"], ""),
        (["play"], ""),
        (["plya"], ""),
        (["validate", str(bad), str(unreadable), str(tmp / "none.vnt"), str(EXAMPLE)], ""),
        (["replay", str(EXAMPLE), "--to", "40"], ""),
        (["replay", str(EXAMPLE), "--narrate", "--to", "60"], ""),
        (["replay", str(EXAMPLE), "--to", "9999"], ""),
        (["analyse", str(EXAMPLE), "--to", "14"], ""),
        (["analyse", str(EXAMPLE), "--at", "14"], ""),
        (["view", str(EXAMPLE), "--out", str(tmp / "game.html")], ""),
        (["convert", str(EXAMPLE), "--to", "json", "--out", str(tmp / "game.json")], ""),
        (["--help"], ""),
        *[([command, "--help"], "") for command in (
            "play", "arena", "analyse", "validate", "replay", "convert", "view", "serve",
            "import")],
        (["import", "boardgamers", "--help"], ""),
    ]


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_no_english_word_of_the_interface_in_the_outputs(
        lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    found: dict[str, set[str]] = {}
    for argv, answers in _runs(tmp_path):
        _, text = run([*argv, "--lang", lang], capsys, answers)
        assert text.strip(), argv
        words = english_words(text, str(tmp_path), str(EXAMPLE), *FIELDS)
        if words:
            found[" ".join(argv)] = words
    assert found == {}


def test_the_scan_finds_english_words() -> None:
    assert english_words("P0 take navigator: Game over after 12 moves") == {"after", "moves"}
    assert english_words("P0 build 0,0: R4.2 start-island 'the quoted' --players") == set()


@pytest.mark.parametrize(("lang", "games", "records"), [
    ("en", "games", "records"), ("pt", "partidas", "registros"), ("ja", "ゲーム", "記録")])
def test_the_progress_bars_speak_the_language(
        lang: str, games: str, records: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    import vanuatu.cli.arena as arena_command
    import vanuatu.cli.validate as validate_command
    from vanuatu.progress import progress

    labels: list[str] = []

    def kept(total: int | None, description: str, **kwargs: object) -> object:
        labels.append(description)
        return progress(total, description, enabled=False)

    monkeypatch.setattr(arena_command, "progress", kept)
    monkeypatch.setattr(validate_command, "progress", kept)
    run(["arena", "--players", "3", "--bots", "random", "--games", "1", "--lang", lang], capsys)
    run(["validate", str(EXAMPLE), "--lang", lang], capsys)
    assert labels == [games, records]
