"""``--out`` refused before any work, in one line with status 2: every command that
writes a file says the same fault in the same words, in each language."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from vanuatu.cli import main
from vanuatu.cli.common import UsageError, check_out
from vanuatu.cli.words import speaking
from vanuatu.errors import RecordError

#: The commands that take ``--out``; ``{record}`` is a record file of the test's folder,
#: ``{game}`` a file that does not exist (the ``--out`` check comes before reading it).
COMMANDS = {
    "play": ["play", "--players", "2", "--seed", "1"],
    "play --human": ["play", "--players", "2", "--seed", "1", "--human", "P0"],
    "convert": ["convert", "{record}", "--to", "json"],
    "view": ["view", "{record}"],
    "import": ["import", "boardgamers", "{game}"],
}

#: The faults of an ``--out`` name (the folder holds ``sub/``, the file ``file`` and
#: ``g.vnt``), and what the command says in each language.
FAULTS: dict[str, tuple[str, dict[str, str]]] = {
    "empty": ("", {
        "en": "vanuatu: error: --out: expected a file name, not an empty one",
        "pt": "vanuatu: erro: --out: era esperado um nome de arquivo, não um vazio",
        "ja": "vanuatu: エラー: --out: ファイル名が必要です（空は不可）",
    }),
    "trailing slash": ("x.out/", {
        "en": "vanuatu: error: x.out/: cannot write the file: a file name, not a folder, is "
              "needed",
        "pt": "vanuatu: erro: x.out/: não foi possível gravar o arquivo: é preciso um nome de "
              "arquivo, não uma pasta",
        "ja": "vanuatu: エラー: x.out/: ファイルを書き込めません："
              "フォルダではなくファイル名が必要です",
    }),
    "dot": ("sub/.", {
        "en": "vanuatu: error: sub/.: cannot write the file: a file name, not a folder, is "
              "needed",
        "pt": "vanuatu: erro: sub/.: não foi possível gravar o arquivo: é preciso um nome de "
              "arquivo, não uma pasta",
        "ja": "vanuatu: エラー: sub/.: ファイルを書き込めません："
              "フォルダではなくファイル名が必要です",
    }),
    "dot dot": ("sub/..", {
        "en": "vanuatu: error: sub/..: cannot write the file: a file name, not a folder, is "
              "needed",
        "pt": "vanuatu: erro: sub/..: não foi possível gravar o arquivo: é preciso um nome de "
              "arquivo, não uma pasta",
        "ja": "vanuatu: エラー: sub/..: ファイルを書き込めません："
              "フォルダではなくファイル名が必要です",
    }),
    "missing folder": ("no/x.out", {
        "en": "vanuatu: error: no/x.out: cannot write the file: No such file or directory "
              "(the folder 'no' does not exist)",
        "pt": "vanuatu: erro: no/x.out: não foi possível gravar o arquivo: a pasta 'no' não "
              "existe",
        "ja": "vanuatu: エラー: no/x.out: ファイルを書き込めません：フォルダ'no'がありません",
    }),
    "folder is a file": ("file/x.out", {
        "en": "vanuatu: error: file/x.out: cannot write the file: 'file' is not a folder",
        "pt": "vanuatu: erro: file/x.out: não foi possível gravar o arquivo: 'file' não é uma "
              "pasta",
        "ja": "vanuatu: エラー: file/x.out: ファイルを書き込めません："
              "'file'はフォルダではありません",
    }),
    "a folder": ("sub", {
        "en": "vanuatu: error: sub: cannot write the file: it is a folder",
        "pt": "vanuatu: erro: sub: não foi possível gravar o arquivo: é uma pasta",
        "ja": "vanuatu: エラー: sub: ファイルを書き込めません：フォルダです",
    }),
    "a loop of links": ("loop", {
        "en": "vanuatu: error: loop: cannot write the file: it is a loop of links",
        "pt": "vanuatu: erro: loop: não foi possível gravar o arquivo: é um ciclo de links",
        "ja": "vanuatu: エラー: loop: ファイルを書き込めません：リンクが循環しています",
    }),
    "a folder that is a loop of links": ("loop/x.out", {
        "en": "vanuatu: error: loop/x.out: cannot write the file: the folder 'loop' is a loop "
              "of links",
        "pt": "vanuatu: erro: loop/x.out: não foi possível gravar o arquivo: a pasta 'loop' é "
              "um ciclo de links",
        "ja": "vanuatu: エラー: loop/x.out: ファイルを書き込めません："
              "フォルダ'loop'のリンクが循環しています",
    }),
    "not writable": ("x.out", {
        "en": "vanuatu: error: x.out: cannot write the file: permission denied",
        "pt": "vanuatu: erro: x.out: não foi possível gravar o arquivo: permissão negada",
        "ja": "vanuatu: エラー: x.out: ファイルを書き込めません：アクセスが拒否されました",
    }),
}


def _no_writing(real: Callable[..., bool]) -> Callable[..., bool]:
    """``os.access`` that answers no to every question about writing."""
    def access(path: object, mode: int, *args: object, **kwargs: object) -> bool:
        return False if mode & os.W_OK else real(path, mode, *args, **kwargs)
    return access


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
           capsys: pytest.CaptureFixture[str]) -> Path:
    """The test's folder, made the working one: ``sub/``, ``file``, the link ``loop`` to
    itself and a record ``g.vnt``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    (tmp_path / "loop").symlink_to("loop")
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert main(["play", "--players", "2", "--seed", "1", "--out", "g.vnt"]) == 0
    capsys.readouterr()
    return tmp_path


def _entries(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def _refused(argv: list[str], fault: str, folder: Path, monkeypatch: pytest.MonkeyPatch,
             capsys: pytest.CaptureFixture[str]) -> str:
    """The one line of standard error of ``argv`` with the ``--out`` of ``fault``,
    checked to end with status 2, nothing on standard output and nothing written."""
    before = _entries(folder)
    with monkeypatch.context() as patch:
        if fault == "not writable":
            patch.setattr(os, "access", _no_writing(os.access))
        status = main(argv + ["--out", FAULTS[fault][0]])
    captured = capsys.readouterr()
    assert (status, captured.out) == (2, "")
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    assert _entries(folder) == before
    return captured.err.removesuffix("\n")


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_refuses_each_fault_of_out_in_the_same_words(
        folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        command: str, fault: str) -> None:
    argv = [w.format(record="g.vnt", game="none.json") for w in COMMANDS[command]]
    assert _refused(argv, fault, folder, monkeypatch, capsys) == FAULTS[fault][1]["en"]


@pytest.mark.parametrize("lang", ["pt", "ja"])
@pytest.mark.parametrize("fault", FAULTS)
def test_each_fault_of_out_is_said_in_the_language_of_the_command(
        folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        fault: str, lang: str) -> None:
    argv = COMMANDS["play"] + ["--lang", lang]
    assert _refused(argv, fault, folder, monkeypatch, capsys) == FAULTS[fault][1][lang]


def test_an_empty_name_is_a_usage_error_and_the_others_record_errors(folder: Path) -> None:
    with pytest.raises(UsageError):
        check_out("")
    for fault, (path, _) in FAULTS.items():
        if fault not in ("empty", "not writable"):
            with pytest.raises(RecordError):
                check_out(path)


def test_a_name_that_can_be_written_passes(folder: Path) -> None:
    for path in ("x.out", "sub/x.out", "g.vnt", "file", str(folder / "sub" / "x.out"), "./x"):
        with speaking("en"):
            check_out(path)
