"""``vanuatu import boardgamers GAME.json [--out FILE]`` and
``vanuatu.interop.boardgamers.import_game`` exactly as the README and
``docs/interop.rst`` name them: the record written by extension, the exit
statuses (0 clean, 1 deviations or differing scores, 2 not that engine's
game), the envelopes, and hostile files refused without a traceback or a
hint of Python's internals."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import vanuatu
from vanuatu.cli import main
from vanuatu.interop.boardgamers import ForeignGameError, import_game

FIXTURES = Path(__file__).resolve().parents[1] / "vanuatu" / "interop" / "boardgamers" / "fixtures"
CLEAN = FIXTURES / "clean-3p-base.json"
ONE_DEVIATION = FIXTURES / "deviation-r7-2.json"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def clean() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CLEAN.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("suffix", [".vnt", ".json"])
def test_import_writes_a_record_that_validates(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str
) -> None:
    out = tmp_path / f"game{suffix}"
    status, _, err = run(capsys, "import", "boardgamers", str(CLEAN), "--out", str(out))
    assert status == 0, err
    text = out.read_text(encoding="utf-8")
    assert text.lstrip().startswith("{") == (suffix == ".json")
    record = vanuatu.Record.load(out)
    assert dict(record.headers.tags)["Source"] == "boardgamers.space"
    assert record.headers.names == ("Ana", "Bo", "Cyd")
    assert vanuatu.validate(out).valid
    assert run(capsys, "validate", str(out))[0] == 0


def test_import_without_out_prints_the_text_record(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "import", "boardgamers", str(CLEAN))
    assert status == 0
    assert vanuatu.Record.parse(out).moves == import_game(clean()).moves


@pytest.mark.parametrize("envelope", ["data", "state"])
def test_import_game_takes_the_state_or_an_envelope(envelope: str) -> None:
    assert import_game({envelope: clean()}).moves == import_game(clean()).moves
    assert import_game(CLEAN).moves == import_game(CLEAN.read_bytes()).moves


def test_one_deviation_is_listed_once_in_the_singular(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "dev.vnt"
    status, _, err = run(capsys, "import", "boardgamers", str(ONE_DEVIATION), "--out", str(out))
    assert status == 1
    assert err.count("deviation: _history[") == 1
    assert "1 move our rules refuse" in err
    status, report, _ = run(capsys, "validate", "--all", str(out))
    assert status == 1 and "R7.2" in report


def test_scores_that_differ_are_printed_without_a_count_of_no_deviations(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = clean()
    data["players"][0]["score"] = 99
    game = tmp_path / "scores.json"
    game.write_text(json.dumps(data), encoding="utf-8")
    status, _, err = run(capsys, "import", "boardgamers", str(game), "--out",
                         str(tmp_path / "o.vnt"))
    assert status == 1
    assert "final scores differ" in err and "99" in err
    assert "0 moves" not in err


def _hostile(tmp_path: Path) -> dict[str, str]:
    base = json.dumps(clean())
    teleport = copy.deepcopy(clean())
    teleport["_history"][5]["move"]["type"] = "teleport"
    seed = copy.deepcopy(clean())
    seed["_setup"]["seed"] = 12345
    return {
        "many digits": base.replace('"count": 3', '"count": ' + "9" * 5000),
        "deep": '{"data": ' + "[" * 50_000 + "]" * 50_000 + "}",
        "not json": "hello",
        "a list": "[1, 2, 3]",
        "unknown move": json.dumps(teleport),
        "wrong seed": json.dumps(seed),
    }


@pytest.mark.parametrize("case", ["many digits", "deep", "not json", "a list",
                                  "unknown move", "wrong seed"])
def test_a_file_that_is_not_the_engines_game_exits_2_with_a_clear_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, case: str
) -> None:
    game = tmp_path / "bad.json"
    game.write_text(_hostile(tmp_path)[case], encoding="utf-8")
    status, out, err = run(capsys, "import", "boardgamers", str(game))
    assert status == 2
    assert err.startswith("vanuatu: error: ")
    for leak in ("Traceback", "set_int_max_str_digits", "recursion"):
        assert leak not in out + err
    with pytest.raises(ForeignGameError):
        import_game(game)


def test_a_file_over_the_record_limit_says_its_own_size(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = clean()
    data["padding"] = "x" * (11 * 1024 * 1024)
    game = tmp_path / "huge.json"
    game.write_text(json.dumps(data), encoding="utf-8")
    status, _, err = run(capsys, "import", "boardgamers", str(game))
    assert status == 2
    assert f"{game.stat().st_size} bytes is more than the limit" in err


def test_import_game_and_read_game_take_a_file_name_as_the_docs_show(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from vanuatu.interop.boardgamers import read_game

    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.json").write_text(CLEAN.read_text(encoding="utf-8"), encoding="utf-8")
    record = import_game("game.json")  # as docs/interop.rst writes it
    assert record.moves == import_game(clean()).moves
    assert read_game("game.json").record.moves == record.moves
    with pytest.raises(ForeignGameError, match="nor the name of a file"):
        import_game("missing.json")


def test_the_score_comparison_says_whether_the_scores_agree() -> None:
    from vanuatu.interop.boardgamers import read_game

    game = read_game(clean())
    assert game.comparison is not None and game.comparison.equal
    assert "agree" in str(game.comparison) and "differ" not in str(game.comparison)
    data = clean()
    data["players"][1]["score"] = 99
    other = read_game(data).comparison
    assert other is not None and not other.equal and "differ" in str(other)
