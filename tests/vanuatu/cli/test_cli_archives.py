"""``vanuatu validate`` and ``vanuatu convert`` on files of many records."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from vanuatu import Record
from vanuatu.batch import validate_many
from vanuatu.cli import main

ROOT = Path(__file__).resolve().parents[3]
OPENING = Record.load(ROOT / "examples" / "records" / "opening-4p.vnt")
COMPLETE = Record.load(ROOT / "examples" / "records" / "complete-3p.vnt")
BROKEN = "Players: 3\nVariant: chess\nP0 fish\n"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def illegal_text() -> str:
    return OPENING.to_text().replace("P0 plan buy transport", "P0 plan sell sell")


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    """40 records (enough for two worker processes): an illegal one and a
    broken one in the middle."""
    parts = [OPENING.to_text()] * 19 + [illegal_text(), BROKEN] + [OPENING.to_text()] * 19
    path = tmp_path / "club.vnt"
    path.write_text("".join(parts), encoding="utf-8")
    return path


def test_validate_names_each_record_of_a_file_of_many(
    capsys: pytest.CaptureFixture[str], archive: Path
) -> None:
    status, out, err = run(capsys, "validate", "--jobs", "1", str(archive))
    assert (status, err) == (2, "")
    lines = out.splitlines()
    assert len(lines) == 40
    size = OPENING.to_text().count("\n")
    assert lines[0] == f"{archive} record 1 (line 1): ok (20 moves, incomplete)"
    bad = illegal_text().splitlines().index("P0 plan sell sell") + 1
    assert lines[19] == (
        f"{archive} record 20 (line {19 * size + 1}): illegal at move 15 "
        f"(line {19 * size + bad}): P0 plan sell sell: R4.3 sell cannot be planned — no fish "
        f"token to sell (R6.5), and no other action is planned"
    )
    assert lines[20] == (
        f"{archive} record 21 (line {20 * size + 1}): cannot read: line {20 * size + 2}: "
        f"Variant: unknown variant 'chess' (one of no-characters, rising-waters, two-player, "
        f"standard)"
    )


@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_validate_with_two_processes_prints_what_one_prints(
    capsys: pytest.CaptureFixture[str], archive: Path, tmp_path: Path, extra: list[str]
) -> None:
    single = ROOT / "examples" / "records" / "complete-3p.vnt"
    files = [str(archive), str(single), str(tmp_path / "none.vnt"), str(tmp_path), str(archive)]
    one = run(capsys, "validate", *extra, "--jobs", "1", *files)
    two = run(capsys, "validate", *extra, "--jobs", "2", *files)
    assert two == one
    assert one[0] == 2
    if extra:
        data = json.loads(one[1])
        assert [d["file"] for d in data[39:43]] == [str(archive), str(single),
                                                    str(tmp_path / "none.vnt"), str(tmp_path)]
        assert (data[19]["record"], data[19]["illegal"]["rule"]) == (19, "R4.3")
        assert data[20]["record_line"] == 20 * OPENING.to_text().count("\n") + 1
        assert "record" not in data[40] and data[40]["complete"]
        assert data[42] == {"file": str(tmp_path),
                            "error": "cannot read the file: Is a directory"}
        assert one[1] == json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    else:
        assert one[1].splitlines()[40] == f"{single}: ok ({len(COMPLETE.moves)} moves, complete)"


def test_validate_summary(capsys: pytest.CaptureFixture[str], archive: Path) -> None:
    status, _out, err = run(capsys, "validate", "--summary", "--jobs", "1", str(archive))
    assert status == 2
    assert err.startswith("40 records in ")
    assert err.rstrip().endswith("38 legal, 1 illegal (R4.3: 1), 1 unreadable")
    assert err.count("\n") == 1


def test_validate_refuses_a_bad_number_of_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "validate", "--jobs", "0", "x.vnt")
    assert (status, out) == (2, "")
    assert "--jobs: expected a number of processes from 1, not 0" in err
    status, out, err = run(capsys, "validate", "--time-limit", "soon", "x.vnt")
    assert status == 2 and "--time-limit: expected seconds, not 'soon'" in err


def test_convert_a_file_of_many_records_to_json_lines_and_back(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "club.vnt"
    source.write_text(OPENING.to_text() + COMPLETE.to_text(), encoding="utf-8")
    status, out, err = run(capsys, "convert", str(source), "--to", "json")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert [Record.from_json(line) for line in lines] == [OPENING, COMPLETE]
    target = tmp_path / "club.jsonl"
    status, out, _ = run(capsys, "convert", str(source), "--to", "json", "--out", str(target))
    assert (status, out) == (0, f"{source} -> {target} (JSON Lines)\n")
    status, out, _ = run(capsys, "convert", str(target), "--to", "text")
    assert status == 0 and out == source.read_text(encoding="utf-8")


def test_convert_reports_a_broken_record_and_converts_the_others(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "club.vnt"
    source.write_text(OPENING.to_text() + BROKEN + COMPLETE.to_text(), encoding="utf-8")
    status, out, err = run(capsys, "convert", str(source), "--to", "json")
    assert status == 2
    assert [Record.from_json(line) for line in out.splitlines()] == [OPENING, COMPLETE]
    line = OPENING.to_text().count("\n") + 1
    assert err == (f"vanuatu: error: {source} record 2 (line {line}): cannot read: line "
                   f"{line + 1}: Variant: unknown variant 'chess' (one of no-characters, "
                   f"rising-waters, two-player, standard)\n")


def test_convert_of_one_record_is_unchanged(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, _ = run(capsys, "convert", str(ROOT / "examples" / "records" / "complete-3p.vnt"),
                         "--to", "json")
    assert (status, out) == (0, COMPLETE.to_json())
    target = tmp_path / "one.jsonl"
    status, _, _ = run(capsys, "convert", str(ROOT / "examples" / "records" / "complete-3p.vnt"),
                       "--to", "json", "--out", str(target))
    assert status == 0
    assert [Record.from_json(line) for line in target.read_text().splitlines()] == [COMPLETE]


def test_dask_without_the_extra_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, archive: Path
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    status, out, err = run(capsys, "validate", "--dask", "local", str(archive))
    assert (status, out) == (2, "")
    assert err.startswith("vanuatu: error: --dask: Dask is not installed")
    assert "pip install 'vanuatu[dask]'" in err
    with pytest.raises(ImportError, match="Dask is not installed"):
        validate_many([archive], client="local")


def test_validate_reads_many_records_from_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    data = (OPENING.to_text() + BROKEN + OPENING.to_text()).encode()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data)))
    status, out, err = run(capsys, "validate", "-")
    assert (status, err) == (2, "")
    lines = out.splitlines()
    size = OPENING.to_text().count("\n")
    assert [line.split(":")[0] for line in lines] == [
        "- record 1 (line 1)", f"- record 2 (line {size + 1})", f"- record 3 (line {size + 4})"
    ]


def test_validate_all_reports_every_refused_move_of_each_record_in_archive_lines(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    twice = illegal_text().replace("P1 take vendor", "P1 take vendor\nP2 fish")
    path = tmp_path / "club.vnt"
    path.write_text(OPENING.to_text() + twice, encoding="utf-8")
    one = run(capsys, "validate", "--all", "--jobs", "1", str(path))
    status, out, _ = one
    assert status == 1
    lines = out.splitlines()
    start = OPENING.to_text().count("\n") + 1
    head = f"{path} record 2 (line {start})"
    assert lines[1].startswith(f"{head}: illegal at move ")
    details = [line for line in lines if line.startswith(f"{head}:   move ")]
    assert len(details) >= 2
    fish = twice.splitlines().index("P2 fish") + start
    assert f"(line {fish}): P2 fish" in details[0]
