"""``vapor-willie ... --out``: a name that cannot be written is refused before any
work, in one line with status 2, the same words for every command, in each language."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from vapor_willie.cli import main
from vapor_willie.cli.common import Usage, check_out

#: The commands that take ``--out``; ``{record}`` is a record file of the test's folder.
COMMANDS = {
    "play": ["play", "--players", "2", "--seed", "1"],
    "play --human": ["play", "--players", "2", "--seed", "1", "--human", "P0"],
    "convert": ["convert", "{record}", "--to", "json"],
    "view": ["view", "{record}"],
}

#: The faults of an ``--out`` name (the folder holds ``sub/``, the file ``file`` and
#: ``g.vwr``), and what the command says in each language; ``{here}`` is the folder.
FAULTS: dict[str, tuple[str, dict[str, str]]] = {
    "empty": ("", {
        "en": "vapor-willie: error: --out: cannot write '': No such file or directory",
        "pt": "vapor-willie: erro: --out: não foi possível gravar '': Arquivo ou pasta "
              "inexistente",
        "ja": "vapor-willie: エラー: --out: ''に書き込めません: そのファイルまたはフォルダは"
              "ありません",
    }),
    "trailing slash": ("x.out/", {
        "en": "vapor-willie: error: --out: cannot write 'x.out/': Is a directory",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'x.out/': É uma pasta",
        "ja": "vapor-willie: エラー: --out: 'x.out/'に書き込めません: フォルダです",
    }),
    "dot": ("sub/.", {
        "en": "vapor-willie: error: --out: cannot write 'sub/.': Is a directory",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'sub/.': É uma pasta",
        "ja": "vapor-willie: エラー: --out: 'sub/.'に書き込めません: フォルダです",
    }),
    "dot dot": ("sub/..", {
        "en": "vapor-willie: error: --out: cannot write 'sub/..': Is a directory",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'sub/..': É uma pasta",
        "ja": "vapor-willie: エラー: --out: 'sub/..'に書き込めません: フォルダです",
    }),
    "missing folder": ("no/x.out", {
        "en": "vapor-willie: error: --out: cannot write 'no/x.out': no folder '{here}/no'",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'no/x.out': não existe a "
              "pasta '{here}/no'",
        "ja": "vapor-willie: エラー: --out: 'no/x.out'に書き込めません: フォルダ'{here}/no'が"
              "ありません",
    }),
    "folder is a file": ("file/x.out", {
        "en": "vapor-willie: error: --out: cannot write 'file/x.out': no folder '{here}/file'",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'file/x.out': não existe a "
              "pasta '{here}/file'",
        "ja": "vapor-willie: エラー: --out: 'file/x.out'に書き込めません: フォルダ'{here}/file'"
              "がありません",
    }),
    "a folder": ("sub", {
        "en": "vapor-willie: error: --out: cannot write 'sub': Is a directory",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'sub': É uma pasta",
        "ja": "vapor-willie: エラー: --out: 'sub'に書き込めません: フォルダです",
    }),
    "a loop of links": ("loop", {
        "en": "vapor-willie: error: --out: cannot write 'loop': it is a loop of links",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'loop': é um ciclo de links",
        "ja": "vapor-willie: エラー: --out: 'loop'に書き込めません: リンクが循環しています",
    }),
    "a folder that is a loop of links": ("loop/x.out", {
        "en": "vapor-willie: error: --out: cannot write 'loop/x.out': the folder 'loop' is a "
              "loop of links",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'loop/x.out': a pasta 'loop' "
              "é um ciclo de links",
        "ja": "vapor-willie: エラー: --out: 'loop/x.out'に書き込めません: "
              "フォルダ'loop'のリンクが循環しています",
    }),
    "not writable": ("x.out", {
        "en": "vapor-willie: error: --out: cannot write 'x.out': Permission denied",
        "pt": "vapor-willie: erro: --out: não foi possível gravar 'x.out': Permissão negada",
        "ja": "vapor-willie: エラー: --out: 'x.out'に書き込めません: アクセスが拒否されました",
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
    itself and a record ``g.vwr``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    (tmp_path / "loop").symlink_to("loop")
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert main(["play", "--players", "2", "--seed", "1", "--out", "g.vwr"]) == 0
    capsys.readouterr()
    return tmp_path


def _entries(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def _refused(argv: list[str], out: str, folder: Path, monkeypatch: pytest.MonkeyPatch,
             capsys: pytest.CaptureFixture[str], writable: bool = True) -> str:
    """The one line of standard error of ``argv --out out``, checked to end with
    status 2, nothing on standard output and nothing written."""
    before = _entries(folder)
    with monkeypatch.context() as patch:
        if not writable:
            patch.setattr(os, "access", _no_writing(os.access))
        status = main(argv + ["--out", out])
    captured = capsys.readouterr()
    assert (status, captured.out) == (2, "")
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    assert _entries(folder) == before
    return captured.err.removesuffix("\n")


def _said(fault: str, lang: str, folder: Path) -> str:
    return FAULTS[fault][1][lang].replace("{here}", str(folder.resolve()))


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_refuses_each_fault_of_out_in_the_same_words(
        folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        command: str, fault: str) -> None:
    argv = [w.format(record="g.vwr") for w in COMMANDS[command]]
    said = _refused(argv, FAULTS[fault][0], folder, monkeypatch, capsys,
                    writable=fault != "not writable")
    assert said == _said(fault, "en", folder)


@pytest.mark.parametrize("lang", ["pt", "ja"])
@pytest.mark.parametrize("fault", FAULTS)
def test_each_fault_of_out_is_said_in_the_language_of_the_command(
        folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        fault: str, lang: str) -> None:
    said = _refused(COMMANDS["play"] + ["--lang", lang], FAULTS[fault][0], folder,
                    monkeypatch, capsys, writable=fault != "not writable")
    assert said == _said(fault, lang, folder)


def test_a_long_name_is_cut_to_200_characters(
        folder: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    name = "n" * 250 + "/x.out"
    absolute = f"{folder.resolve()}/{'n' * 250}"
    said = _refused(COMMANDS["play"], name, folder, monkeypatch, capsys)
    assert said == (f"vapor-willie: error: --out: cannot write {name[:200]!r}: no folder "
                    f"{absolute[:200]!r}")


def test_a_folder_named_with_its_full_path_is_said_with_it(
        folder: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    name = str(folder / "sub" / "no" / "x.out")
    said = _refused(COMMANDS["play"], name, folder, monkeypatch, capsys)
    assert said == (f"vapor-willie: error: --out: cannot write {name!r}: no folder "
                    f"{str(folder.resolve() / 'sub' / 'no')!r}")


def test_every_fault_is_a_usage_error_and_a_name_that_can_be_written_passes(
        folder: Path) -> None:
    for fault, (path, _) in FAULTS.items():
        if fault != "not writable":
            with pytest.raises(Usage):
                check_out(path)
    for path in ("x.out", "sub/x.out", "g.vwr", "file", str(folder / "sub" / "x.out"), "./x"):
        check_out(path)


@pytest.mark.parametrize("name", ["no/.", "file/.", "file/..", "no/x.out/."])
def test_a_name_ending_in_a_dot_is_refused_whatever_comes_before(
        folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        name: str) -> None:
    # pathlib would read no/. as no, and write the record to a file of that name
    said = _refused(COMMANDS["play"], name, folder, monkeypatch, capsys)
    assert said == f"vapor-willie: error: --out: cannot write {name!r}: Is a directory"
    assert (folder / "file").read_text(encoding="utf-8") == "x"


def test_a_folder_reached_through_a_missing_one_is_named_as_written(
        folder: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    said = _refused(COMMANDS["play"], "no/../x.out", folder, monkeypatch, capsys)
    assert said == (f"vapor-willie: error: --out: cannot write 'no/../x.out': no folder "
                    f"{str(folder.resolve() / 'no' / '..')!r}")


def test_links_are_followed_to_the_folder_of_the_file_and_a_loop_is_one_line(
        folder: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    (folder / "link").symlink_to(folder / "no" / "g.vwr")
    said = _refused(COMMANDS["play"], "link", folder, monkeypatch, capsys)
    assert said == (f"vapor-willie: error: --out: cannot write 'link': no folder "
                    f"{str(folder.resolve() / 'no')!r}")
    said = _refused(COMMANDS["play"], "loop/x.out", folder, monkeypatch, capsys)
    assert said == ("vapor-willie: error: --out: cannot write 'loop/x.out': the folder 'loop' "
                    "is a loop of links")
