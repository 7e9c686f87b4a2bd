"""``vanuatu validate`` of a file that holds no record (an empty JSON Lines file, or one
of blank lines only): one line naming the file, counted as unreadable, exit status 2,
in every output shape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vanuatu.cli import main

ROOT = Path(__file__).resolve().parents[3]
COMPLETE = ROOT / "examples" / "records" / "complete-3p.vnt"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(("name", "content"), [
    ("empty.jsonl", ""), ("blank.jsonl", "\n  \n\t\n"), ("empty.ndjson", ""),
])
def test_a_file_with_no_record_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, content: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    status, out, err = run(capsys, "validate", str(path))
    assert (status, out, err) == (2, f"{path}: no record in the file\n", "")
    status, out, _ = run(capsys, "validate", "--json", str(path))
    assert status == 2
    assert json.loads(out) == [{"file": str(path), "error": "no record in the file"}]
    status, out, err = run(capsys, "validate", "--summary", str(path))
    assert status == 2 and out == f"{path}: no record in the file\n"
    assert err.endswith(": 0 legal, 0 illegal, 1 unreadable\n")
    assert err.startswith("1 record in ")


def test_an_empty_file_among_others_keeps_the_others(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    status, out, _ = run(capsys, "validate", "--jobs", "1", str(COMPLETE), str(empty),
                         str(COMPLETE))
    lines = out.splitlines()
    assert status == 2 and len(lines) == 3
    assert lines[1] == f"{empty}: no record in the file"
    assert lines[0].startswith(f"{COMPLETE}: ok (") and lines[2] == lines[0]


def test_the_line_speaks_the_language(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    status, out, _ = run(capsys, "validate", "--lang", "pt", str(empty))
    assert (status, out) == (2, f"{empty}: nenhum registro no arquivo\n")
    status, out, _ = run(capsys, "validate", "--lang", "ja", str(empty))
    assert (status, out) == (2, f"{empty}: ファイルに記録がない\n")
    status, out, _ = run(capsys, "validate", "--lang", "ja", "--json", str(empty))
    assert json.loads(out)[0]["error"] == "no record in the file"  # JSON stays as it is


@pytest.mark.parametrize("form", ["json", "text"])
def test_convert_of_a_file_with_no_record_is_one_line_and_writes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, form: str
) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n", encoding="utf-8")
    target = tmp_path / "out.jsonl"
    for extra in ([], ["--out", str(target)]):
        status, out, err = run(capsys, "convert", str(empty), "--to", form, *extra)
        assert (status, out) == (2, "")
        assert err == f"vanuatu: error: {empty}: no record in the file\n"
    assert not target.exists()


def test_validate_many_gives_a_file_with_no_record_one_result(tmp_path: Path) -> None:
    from vanuatu.batch import UNREADABLE, validate_many

    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    results = list(validate_many([str(COMPLETE), empty], jobs=1))
    assert [r.verdict for r in results][1:] == [UNREADABLE]
    (last,) = results[1:]
    assert (last.file, last.index, last.line, last.no_record) == (str(empty), 0, None, True)
    assert last.summary() == "no record in the file"
    assert last.summary("pt") == "nenhum registro no arquivo"
