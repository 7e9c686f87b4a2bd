"""The command line and the record readers under hostile input: impossible and
public positions in a record's header, archives, time limits, bot specs,
answers at the terminal."""

from __future__ import annotations

import random
import re
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

RECORDS = Path(__file__).resolve().parents[3] / "examples" / "records"


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


# -- bounds: time limits, bot budgets and specs, jobs, games ----------------------


@pytest.mark.parametrize("limit", ["inf", "1e300", "nan", "-1", "86401"])
def test_validate_time_limit_is_bounded(
    capsys: pytest.CaptureFixture[str], limit: str
) -> None:
    path = str(RECORDS / "complete-3p.vnt")
    status, _, err = run(capsys, "validate", path, "--time-limit", limit)
    assert status == 2
    assert "--time-limit" in err and "seconds from 0 to 86400" in err


def test_validate_many_refuses_an_endless_time_limit() -> None:
    from vanuatu.batch import validate_many

    with pytest.raises(ValueError, match="time_limit"):
        list(validate_many([str(RECORDS / "complete-3p.vnt")], time_limit=float("inf")))


@pytest.mark.parametrize(("spec", "message"), [
    ("random:seed=1", "unknown parameter 'seed'"),
    ("ismcts:seconds=1e308", "seconds must be at most 3600"),
    ("ismcts:iterations=100000000000000000000000", "iterations must be at most 10000000"),
    ("ismcts:iterations=" + "9" * 5000, "iterations must be at most 10000000"),
])
def test_bot_specs_refuse_unknown_parameters_and_endless_budgets(
    capsys: pytest.CaptureFixture[str], spec: str, message: str
) -> None:
    with pytest.raises(vanuatu.BotError, match=message):
        vanuatu.bots.make_bot(spec, 1)
    status, _, err = run(capsys, "play", "--players", "3", "--bots", spec)
    assert status == 2 and message in err and "Traceback" not in err
    assert len(err) < 1000


def test_a_budget_has_bounds() -> None:
    from vanuatu.bots import Budget
    from vanuatu.bots.ismcts import IsmctsBot

    with pytest.raises(vanuatu.BotError, match="at most"):
        Budget(seconds=1e308)
    with pytest.raises(vanuatu.BotError, match="from 1 to 10000000"):
        Budget(iterations=10**23)
    with pytest.raises(vanuatu.BotError, match="at most"):
        IsmctsBot(1, seconds=float("inf"))


@pytest.mark.parametrize(("given", "named"), [
    ({"horizon": -1}, "horizon must be a whole number from 0, not '-1'"),
    ({"horizon": "1"}, "horizon must be a whole number, not str '1'"),
    ({"horizon": True}, "horizon must be a whole number, not bool True"),
    ({"scale": 0}, "scale must be a number above 0, not '0'"),
    ({"scale": float("nan")}, "scale must be a number above 0, not 'nan'"),
    ({"width": 0}, "width must be a whole number from 1, not '0'"),
    ({"width": 2.0}, "width must be a whole number, not float 2.0"),
    ({"exploration": -1}, "exploration must be a number from 0, not '-1'"),
    ({"widening": 10**30}, "widening must be at most 1e+06"),
    ({"width": 10**5000}, "width must be at most 1000000, not 'a number of more than 40 digits'"),
    ({"scale": -10**5000}, "scale must be a number above 0, not 'a number of more than 40 digits'"),
])
def test_the_ismcts_constructor_names_a_bad_parameter(given: dict[str, object],
                                                      named: str) -> None:
    """IsmctsBot(...) checks the bounds of an ``ismcts:`` spec: a bad value is a
    BotError naming the parameter when the bot is made, not an error deep in
    its first search."""
    from vanuatu.bots.ismcts import IsmctsBot

    with pytest.raises(vanuatu.BotError, match="^IsmctsBot: " + re.escape(named)):
        IsmctsBot(1, iterations=5, **given)  # type: ignore[arg-type]
    IsmctsBot(1, iterations=5, horizon=None, scale=2, width=1, exploration=0.0)


def test_arena_games_are_bounded_and_made_as_played(capsys: pytest.CaptureFixture[str]) -> None:
    import tracemalloc

    from vanuatu.bots.arena import MAX_GAMES, game_specs

    status, _, err = run(capsys, "arena", "--players", "3", "--bots", "random", "--games",
                         "30000000")
    assert status == 2 and "up to 1000000" in err
    tracemalloc.start()
    specs = game_specs(["random"] * 3, MAX_GAMES, 1, vanuatu.Options(players=3))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert len(specs) == MAX_GAMES and peak < 1_000_000
    assert specs[-1].index == MAX_GAMES - 1
    assert [s.index for s in specs[:2]] == [0, 1]


def test_arena_jobs_at_most_the_games_and_the_cores(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import contextlib

    import vanuatu.cli.arena as arena_cli

    asked: list[int] = []

    @contextlib.contextmanager
    def fake(jobs: int):  # type: ignore[no-untyped-def]
        asked.append(jobs)
        yield map

    monkeypatch.setattr(arena_cli, "process_map", fake)
    status, _, _ = run(capsys, "arena", "--players", "3", "--bots", "random", "--games", "3",
                       "--jobs", "400")
    assert status == 0
    assert asked and asked[0] <= 3 and asked[0] <= arena_cli.cores()


# -- the human at the terminal ------------------------------------------------------


def test_human_answers_it_cannot_read_are_no_such_move(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import io
    import sys

    record_file = tmp_path / "h.vnt"
    answers = "\n".join(["²", "9" * 5000, "\x1b[31mred", "1"]) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    status, out, err = run(capsys, "play", "--players", "3", "--human", "P0", "--seed", "2",
                           "--out", str(record_file))
    assert status == 0 and err == "" and "Traceback" not in out
    assert "There is no move ²: choose 1 to" in out
    assert "There is no move 9999999999999999999…: choose 1 to" in out
    assert "\x1b" not in out and "\\x1b[31mred" in out
    assert Record.load(record_file).moves


# -- the viewer ------------------------------------------------------------------------


def test_the_viewer_escapes_every_angle_bracket_of_its_data(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import json
    import re

    game = vanuatu.Game(players=3, seed=2)
    text = game.record.to_text() + "P0 take <!--<script></script>\n"
    path = tmp_path / "bad.vnt"
    path.write_text(text)
    page_file = tmp_path / "bad.html"
    status, _, _ = run(capsys, "view", str(path), "--out", str(page_file))
    page = page_file.read_text()
    match = re.search(r'<script id="game-data" type="application/json">(.*?)</script>', page,
                      re.S)
    assert match is not None
    blob = match.group(1)
    assert "<" not in blob and ">" not in blob
    data = json.loads(blob)
    assert "<!--<script>" in json.dumps(data, ensure_ascii=False)
    assert page.count("<script") == 2  # the data and the viewer's own script
    assert status in (0, 1)


_BAD_DASK = [("nonsense", "expected 'local' or [SCHEME://]HOST:PORT"),
             ("tcp://host:notaport", "the port 'notaport' is not a number"),
             ("ftp://x:1", "the scheme 'ftp' is not one of Dask's"),
             ("tcp://127.0.0.1:99999", "the port '99999'"),
             ("tcp://:8786", "expected 'local'"),
             ("tcp://[::zz]:8786", "not an IPv6 address"),
             ("tcp://999.1.1.1:8786", "not an IPv4 address"),
             ("tcp://\x1b[2J:1", "the host '\\x1b[2J'"),
             ("", "not an empty one")]


@pytest.mark.parametrize("command", [("validate", "examples/records/complete-3p.vnt"),
                                     ("arena", "--players", "3", "--bots", "random",
                                      "--games", "1")])
@pytest.mark.parametrize(("address", "problem"), _BAD_DASK)
def test_a_dask_address_that_is_not_one_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    command: tuple[str, ...], address: str, problem: str
) -> None:
    distributed = pytest.importorskip("distributed")

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("a Dask client was made for a refused address")

    monkeypatch.setattr(distributed, "Client", never)
    monkeypatch.setattr(distributed, "LocalCluster", never)
    status, out, err = run(capsys, *command, "--dask", address)
    assert status == 2 and out == ""
    assert err.startswith("vanuatu: error: --dask: ") and err.count("\n") == 1
    assert problem in err and "Traceback" not in err and "\x1b" not in err


@pytest.mark.parametrize("command", ["validate", "arena"])
def test_a_dask_address_that_is_not_one_fails_in_a_fresh_process(command: str) -> None:
    import subprocess
    import sys

    args = (["examples/records/complete-3p.vnt"] if command == "validate"
            else ["--players", "3", "--bots", "random", "--games", "1"])
    for address in ("nonsense", "tcp://host:notaport", "ftp://x:1"):
        done = subprocess.run([sys.executable, "-m", "vanuatu", command, *args, "--dask",
                               address], capture_output=True, text=True, timeout=120,
                              check=False)
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith("vanuatu: error: --dask: ")
        assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1


def test_a_well_formed_dask_address_is_read_as_text_only() -> None:
    from vanuatu.batch.address import address_problem, check_address

    for address in ("local", "tcp://scheduler.example.org:8786", "127.0.0.1:8786",
                    "tls://[::1]:8786", "ws://dask-scheduler:80"):
        assert address_problem(address) is None, address
    with pytest.raises(ValueError, match=r"^Dask scheduler address: the port 'x' "):
        check_address("tcp://host:x")
    for address in ("\x00:1", "a" * 10_000 + ":1", "tcp://" + "[" * 500, "::::", "tcp://a:-1",
                    "tcp://a:１２"):
        problem = address_problem(address)
        assert problem and "\n" not in problem and len(problem) < 200


# -- inputs that never end: devices, lines with no end ----------------------------


class _Endless:
    """A binary stream of zero bytes that never ends (``/dev/zero``), counting what
    is read of it."""

    def __init__(self) -> None:
        self.read_bytes = 0

    def readline(self, size: int = -1) -> bytes:
        assert size > 0, "an endless line read whole"
        self.read_bytes += size
        assert self.read_bytes < 1 << 26, "64 MiB of an endless line read"
        return b"\0" * size

    def read(self, size: int = -1) -> bytes:
        return self.readline(size)


def test_an_endless_line_is_refused_after_a_bounded_read() -> None:
    from typing import BinaryIO, cast

    from vanuatu.records import split_records
    from vanuatu.records.limits import MAX_LINE_READ

    stream = _Endless()
    items = list(split_records(cast(BinaryIO, stream), "-"))
    assert len(items) == 1 and items[0].error is not None
    assert "line 1: no end of line within" in items[0].error
    assert "the rest of the file is not read" in items[0].error
    assert stream.read_bytes <= MAX_LINE_READ + (1 << 20) + 1


def test_a_line_over_the_limit_but_ending_is_skipped_and_the_rest_read() -> None:
    import io

    from vanuatu.records import MAX_RECORD_BYTES, split_records

    one = _record_bytes()
    data = one + b"x" * (MAX_RECORD_BYTES + (3 << 20)) + b"\n\n" + one
    items = list(split_records(io.BytesIO(data), "-"))
    # the junk line is blamed on the record it follows; the next record is read
    assert [item.error is None for item in items] == [False, True]
    assert "limit" in (items[0].error or "")


_ZERO = Path("/dev/zero")
needs_dev_zero = pytest.mark.skipif(not _ZERO.exists(), reason="no /dev/zero here")


@needs_dev_zero
@pytest.mark.parametrize("command", [("vanuatu", "validate"), ("vanuatu", "validate", "--all"),
                                     ("vapor_willie", "validate"),
                                     ("vapor_willie", "validate", "--all")])
def test_validate_dev_zero_is_refused_promptly(command: tuple[str, ...]) -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", *command, str(_ZERO)], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 2, done.stderr
    said = done.stdout + done.stderr
    assert said.count("\n") == 1 and "Traceback" not in said
    assert said.startswith("/dev/zero: cannot read")


@needs_dev_zero
def test_validate_standard_input_that_never_ends_is_refused_promptly() -> None:
    import subprocess
    import sys

    with open(_ZERO, "rb") as zero:
        done = subprocess.run([sys.executable, "-m", "vanuatu", "validate", "-"], stdin=zero,
                              capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stdout.startswith("-: cannot read") and done.stdout.count("\n") == 1
    assert "line 1: no end of line within" in done.stdout and "Traceback" not in done.stderr


@needs_dev_zero
@pytest.mark.parametrize("command", [("replay",), ("convert", "--to", "json"), ("analyse",),
                                     ("import", "boardgamers"), ("view",)])
def test_every_command_refuses_a_device_that_never_ends(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    import subprocess
    import sys

    args = [*command, str(_ZERO)]
    if command == ("view",):
        args += ["--out", str(tmp_path / "z.html")]
    done = subprocess.run([sys.executable, "-m", "vanuatu", *args], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("vanuatu: error: /dev/zero: ")
    assert done.stderr.endswith("a character device, not a file of records\n"), done.stderr


def test_dev_null_is_still_an_empty_record(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", "/dev/null")
    assert status == 2 and "empty record" in out
