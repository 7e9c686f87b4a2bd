"""The command line and the record readers under hostile input: impossible and
public positions in a record's header, archives, time limits, bot specs,
answers at the terminal."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import vanuatu
from vanuatu import Headers, Record, RecordError
from vanuatu.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def _puzzle_text(field: int | None = None, value: str = "", public: bool = False,
                 lead: str = "") -> str:
    """A record from a position (its ``Position`` header, field ``field`` set to
    ``value``, or the public form seen by P0)."""
    source = vanuatu.Game(players=3, seed=21)
    bot = random.Random(1)
    for _ in range(40):
        source.play(bot.choice(source.legal_moves()))
    text = vanuatu.Game.from_position(vanuatu.to_position(source.state), seed=4,
                                      headers=Headers(event="Puzzle")).record.to_text()
    lines = text.splitlines()
    n = next(i for i, line in enumerate(lines) if line.startswith("Position:"))
    position = vanuatu.to_position(source.state, player=0 if public else None)
    words = position.split(" ")
    if field is not None:
        words[field - 1] = value
    lines[n] = "Position: " + lead + " ".join(words)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("command", [("validate",), ("replay",), ("replay", "--narrate"),
                                     ("view",)])
def test_an_impossible_clock_in_the_position_header_is_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: tuple[str, ...]
) -> None:
    path = tmp_path / "p.vnt"
    path.write_text(_puzzle_text(3, "1.planning.9"))
    args = [*command, str(path)]
    if command == ("view",):
        args += ["--out", str(tmp_path / "p.html")]
    status, out, err = run(capsys, *args)
    assert status != 0
    assert "field 3 (clock)" in out + err
    assert "Traceback" not in out + err and "internal error" not in out + err


@pytest.mark.parametrize("lead", ["", " ", "\t"])
def test_a_public_position_is_refused_on_every_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lead: str
) -> None:
    text = _puzzle_text(public=True)
    position = next(line for line in text.splitlines() if line.startswith("Position:"))
    public = lead + position.removeprefix("Position: ")
    with pytest.raises(vanuatu.PositionError, match="public position"):
        vanuatu.Game.from_position(public)
    with pytest.raises(RecordError, match="public position"):
        Record.parse(text)
    with pytest.raises(RecordError, match="public position"):
        vanuatu.validate_text(text)
    path = tmp_path / "p.vnt"
    path.write_text(text)
    for command in (("validate",), ("replay",), ("view", "--out", str(tmp_path / "p.html"))):
        status, out, err = run(capsys, command[0], str(path), *command[1:])
        assert status != 0, command
        assert "public position" in out + err, command


# -- archives: the same verdict from the command line and the API ----------------

RECORDS = Path(__file__).resolve().parent.parent / "examples" / "records"


def _record_bytes() -> bytes:
    return (RECORDS / "complete-3p.vnt").read_bytes().rstrip(b"\n") + b"\n"


def test_invalid_utf8_in_a_last_comment_fails_everywhere(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "bad.vnt"
    path.write_bytes(_record_bytes() + b"# a comment \xff\xfe\n")
    with pytest.raises(RecordError, match="not UTF-8"):
        vanuatu.validate(path)
    with pytest.raises(RecordError, match="not UTF-8"):
        Record.load(path)
    (item,) = vanuatu.read_records(path)
    assert item.record is None and item.error is not None and "not UTF-8" in item.error
    status, out, err = run(capsys, "validate", str(path))
    assert status != 0 and "not UTF-8" in out + err


def test_a_junk_line_over_the_limit_is_blamed_on_its_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from vanuatu.records import MAX_RECORD_BYTES

    one = _record_bytes()
    path = tmp_path / "two.vnt"
    with open(path, "wb") as f:
        f.write(one)
        f.write(b"x" * (MAX_RECORD_BYTES + 10) + b"\n")
        f.write(b"\n" + one)
    first, second = vanuatu.read_records(path)
    assert first.record is None and first.error is not None and "limit" in first.error
    assert second.error is None and second.record is not None
    status, out, _ = run(capsys, "validate", str(path))
    lines = out.splitlines()
    assert status != 0
    assert "limit" in lines[0] and lines[1].endswith("ok (216 moves, complete)"), out
