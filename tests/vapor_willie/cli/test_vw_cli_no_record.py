"""``vapor-willie validate`` and ``convert`` of a file that holds no record (an empty
JSON Lines file, or one of blank lines only): one line naming the file, counted as
unreadable, exit status 2, as ``vanuatu validate`` reports it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.batch import NO_RECORD, RecordResult, RecordText, every_record
from vapor_willie.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "g.vwr"
    assert main(["play", "--players", "2", "--seed", "4", "--out", str(path)]) == 0
    capsys.readouterr()
    return path


@pytest.mark.parametrize(("name", "content"), [("empty.jsonl", ""),
                                               ("blank.jsonl", "\n  \n\t\n")])
def test_a_file_with_no_record_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, content: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    status, out, err = run(capsys, "validate", str(path))
    assert (status, out, err) == (2, f"{path}: no record in the file\n", "")
    status, out, _ = run(capsys, "validate", "--json", str(path))
    assert status == 2
    assert json.loads(out) == [{"file": str(path), "readable": False,
                                "error": "no record in the file"}]
    status, out, err = run(capsys, "validate", "--summary", str(path))
    assert status == 2 and out == f"{path}: no record in the file\n"
    assert err.startswith("1 record in ")
    assert err.endswith(": 0 legal, 0 illegal, 1 unreadable\n")


def test_an_empty_file_among_others_keeps_the_others(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record: Path
) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    status, out, _ = run(capsys, "validate", "--jobs", "1", str(record), str(empty))
    assert status == 2
    assert out.splitlines()[1:] == [f"{empty}: no record in the file"]
    assert out.startswith(f"{record}: ok (")


def test_the_line_speaks_the_language(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    status, out, _ = run(capsys, "validate", "--lang", "pt", str(empty))
    assert (status, out) == (2, f"{empty}: nenhum registro no arquivo\n")
    status, out, _ = run(capsys, "validate", "--lang", "ja", str(empty))
    assert (status, out) == (2, f"{empty}: ファイルに記録がありません\n")


@pytest.mark.parametrize("out", [None, "all.jsonl", "all.vwr"])
def test_convert_of_a_file_with_no_record_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, out: str | None
) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    where = [] if out is None else ["--out", str(tmp_path / out)]
    status, text, err = run(capsys, "convert", str(empty), "--to", "json", *where)
    assert (status, text) == (2, "")
    assert err == f"vapor-willie: error: {empty}: no record in the file\n"
    assert not (tmp_path / (out or "none")).exists()


def test_every_record_names_a_file_with_none() -> None:
    texts = [RecordText("a.jsonl", 0, 1, "{}")]
    assert list(every_record("a.jsonl", texts, RecordText)) == texts
    [item] = every_record("b.jsonl", [], RecordText)
    assert (item.file, item.index, item.line, item.error) == ("b.jsonl", 0, None, NO_RECORD)
    result = RecordResult("b.jsonl", 0, None, "unreadable", error=NO_RECORD)
    assert result.no_record and result.status == 2 and result.summary() == NO_RECORD
    assert not RecordResult("c.vwr", 0, None, "unreadable", error="cannot read").no_record
