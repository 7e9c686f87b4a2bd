"""tabletop.commandline.out_fault: why a file named by ``--out`` cannot be written,
found before any work, one fault for each way it can fail."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.commandline import OutFault, Unwritable, out_fault


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The working folder, holding ``sub/`` and the file ``file``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    (tmp_path / "file").write_text("x", encoding="utf-8")
    return tmp_path


def _refusing(real: Callable[..., bool], refused: set[str]) -> Callable[..., bool]:
    """``os.access`` that refuses to let the ``refused`` names be written."""
    def access(path: object, mode: int, *args: object, **kwargs: object) -> bool:
        if mode & os.W_OK and str(path) in refused:
            return False
        return real(path, mode, *args, **kwargs)
    return access


def test_a_name_that_can_be_written_has_no_fault(here: Path) -> None:
    for path in ("x.out", "sub/x.out", "file", "./x.out", "sub//x.out", "sub/../x.out",
                 str(here / "sub" / "x.out")):
        assert out_fault(path) is None, path


def test_an_empty_name(here: Path) -> None:
    assert out_fault("") == OutFault(Unwritable.EMPTY)


@pytest.mark.parametrize("path", ["x.out/", "sub/", "no/", "file/", "/", "sub/.", ".",
                                  "sub/..", "..", "no/.", "file/.", "file/.."])
def test_a_name_that_can_only_be_a_folders(here: Path, path: str) -> None:
    assert out_fault(path) == OutFault(Unwritable.FOLDER_NAME)


@pytest.mark.parametrize(("path", "folder"), [
    ("no/x.out", "no"), ("no/deeper/x.out", "no/deeper"), ("no/../x.out", "no/.."),
    ("sub/no/x.out", "sub/no"),
])
def test_a_folder_that_does_not_exist(here: Path, path: str, folder: str) -> None:
    assert out_fault(path) == OutFault(Unwritable.NO_FOLDER, folder)


def test_a_folder_given_in_full_is_named_in_full(here: Path) -> None:
    path = str(here / "no" / "x.out")
    assert out_fault(path) == OutFault(Unwritable.NO_FOLDER, str(here / "no"))


def test_a_file_where_the_folder_should_be(here: Path) -> None:
    assert out_fault("file/x.out") == OutFault(Unwritable.NOT_A_FOLDER, "file")


def test_a_folder_that_exists(here: Path) -> None:
    assert out_fault("sub") == OutFault(Unwritable.FOLDER)
    assert out_fault(str(here)) == OutFault(Unwritable.FOLDER)


def test_a_link_to_a_file_yet_to_be_made_is_checked_in_the_folder_it_names(
        here: Path) -> None:
    (here / "ahead").symlink_to(here / "sub" / "x.out")
    assert out_fault("ahead") is None
    (here / "nowhere").symlink_to(here / "no" / "x.out")
    assert out_fault("nowhere") == OutFault(Unwritable.NO_FOLDER, str(here / "no"))
    (here / "in-a-file").symlink_to(here / "file" / "x.out")
    assert out_fault("in-a-file") == OutFault(Unwritable.NOT_A_FOLDER, str(here / "file"))
    (here / "to-sub").symlink_to(here / "sub")
    assert out_fault("to-sub") == OutFault(Unwritable.FOLDER)


def test_a_new_file_in_a_folder_that_cannot_be_written(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "access", _refusing(os.access, {"sub"}))
    assert out_fault("sub/x.out") == OutFault(Unwritable.NOT_WRITABLE)
    assert out_fault("x.out") is None


def test_a_file_that_cannot_be_written_is_asked_about_not_its_folder(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (here / "sub" / "kept").write_text("x", encoding="utf-8")
    real = os.access
    monkeypatch.setattr(os, "access", _refusing(real, {"sub/kept"}))
    assert out_fault("sub/kept") == OutFault(Unwritable.NOT_WRITABLE)
    monkeypatch.setattr(os, "access", _refusing(real, {"sub"}))
    assert out_fault("sub/kept") is None  # an existing file is written in place


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="the superuser writes any file")
def test_a_folder_without_the_right_to_write(here: Path) -> None:
    (here / "sub").chmod(0o500)
    try:
        assert out_fault("sub/x.out") == OutFault(Unwritable.NOT_WRITABLE)
    finally:
        (here / "sub").chmod(0o700)


def test_a_folder_that_may_not_be_looked_into_cannot_be_written(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.stat

    def guarded(path: str | os.PathLike[str], **kwargs: bool) -> os.stat_result:
        if str(path).startswith("locked"):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, **kwargs)

    monkeypatch.setattr(os, "stat", guarded)
    assert out_fault("locked/x.out") == OutFault(Unwritable.NOT_WRITABLE)


def test_the_faults_are_found_in_their_order(here: Path) -> None:
    # a name ending in a slash is refused before its folder is looked for
    assert out_fault("no/x.out/") == OutFault(Unwritable.FOLDER_NAME)
    # the folder that is not there is named, not a fault of the file in it
    assert out_fault("no/sub") == OutFault(Unwritable.NO_FOLDER, "no")


def test_the_fault_reads_the_file_system_and_changes_nothing(here: Path) -> None:
    before = sorted(here.rglob("*"))
    for path in ("", "x.out/", "no/x.out", "file/x.out", "sub", "x.out"):
        out_fault(path)
    assert sorted(here.rglob("*")) == before


def test_a_loop_of_links_is_neither_a_file_nor_a_folder(here: Path) -> None:
    (here / "loop").symlink_to("loop")
    (here / "one").symlink_to("two")
    (here / "two").symlink_to("one")
    assert out_fault("loop") == out_fault("one") == OutFault(Unwritable.LINK_LOOP)
    assert out_fault("loop/x.out") == OutFault(Unwritable.LINK_LOOP, "loop")
    assert out_fault("two/x.out") == OutFault(Unwritable.LINK_LOOP, "two")


def test_every_kind_of_fault_is_met() -> None:
    assert {u.value for u in Unwritable} == {
        "empty", "folder name", "no folder", "not a folder", "folder", "not writable",
        "link loop"}


def test_the_records_folder_of_an_arena_is_a_folder_that_can_be_written(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.commandline import records_fault, speaking

    assert records_fault(None) is None and records_fault("sub") is None
    assert records_fault("file") == "--records: 'file' is not a folder"
    assert records_fault("x" * 300) == f"--records: {'x' * 200!r} is not a folder"
    with speaking("pt"):
        assert records_fault("file") == "--records: 'file' não é uma pasta"
    monkeypatch.setattr(os, "access", _refusing(os.access, {"sub"}))
    assert records_fault("sub") == "--records: cannot write in 'sub'"
