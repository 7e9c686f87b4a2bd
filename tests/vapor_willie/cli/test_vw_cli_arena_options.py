"""``vapor-willie arena`` has the options and refusals of ``vanuatu arena``: more bots
than players (every table of them in turn), ``--bots:`` naming a bad spec, ``--dask``
(the extra ``dask``, imported only when asked for) and the bounds of ``--max-rounds``
named as typed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from vapor_willie.bots.arena import MAX_POOL
from vapor_willie.cli import main

ROOT = Path(__file__).resolve().parents[3]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def without_times(out: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(out)
    for bot in data["bots"]:
        del bot["ms_per_decision"]  # processor time: the only figure that varies
    return data


def test_more_bots_than_players_play_every_table_in_turn(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(capsys, "arena", "--players", "2", "--bots",
                           "random,heuristic:depth=1,heuristic:rivalry=0", "--games", "6",
                           "--max-rounds", "8", "--json", "--records", str(tmp_path))
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["players"] == 2 and data["games"] == 6
    assert [(b["name"], b["games"]) for b in data["bots"]] == [
        ("random", 4), ("heuristic:depth=1", 4), ("heuristic:rivalry=0", 4)]
    assert len(list(tmp_path.iterdir())) == 6
    status, out, _ = run(capsys, "arena", "--players", "2", "--bots", "random,random,random",
                         "--games", "2", "--max-rounds", "4")
    assert status == 0 and out.startswith("2 games, 2 players, seed 0")


def test_without_players_a_pool_seats_as_many_as_the_components_allow(
    capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "arena", "--bots", ",".join(["random"] * 5), "--games", "1",
                         "--max-rounds", "4", "--json")
    assert status == 0 and json.loads(out)["players"] == 4


def test_the_refusals_of_bots_name_the_option(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "arena", "--bots", "foo", "--games", "1")
    assert (status, out) == (2, "")
    assert err == ("vapor-willie: error: --bots: unknown bot 'foo' (bots: random, heuristic, "
                   "ismcts)\n")
    status, _, err = run(capsys, "arena", "--bots", "random,foo,random", "--players", "2")
    assert status == 2 and err.startswith("vapor-willie: error: --bots: unknown bot 'foo'")
    status, _, err = run(capsys, "arena", "--bots", ",".join(["random"] * (MAX_POOL + 1)),
                         "--players", "2")
    assert (status, err) == (2, f"vapor-willie: error: --bots: {MAX_POOL + 1} bots, at most "
                                f"{MAX_POOL}\n")
    status, _, err = run(capsys, "arena", "--bots", "random,random", "--players", "3")
    assert status == 2 and err.startswith("vapor-willie: error: --bots: 2 bots for 3 players")
    status, _, err = run(capsys, "play", "--players", "2", "--bots", "foo")
    assert status == 2 and err.startswith("vapor-willie: error: --bots: unknown bot 'foo'")
    status, _, err = run(capsys, "--lang", "pt", "arena", "--bots", "foo")
    assert status == 2 and err.startswith("vapor-willie: erro: --bots: bot desconhecido 'foo'")


@pytest.mark.parametrize("command", [["arena", "--bots", "random"], ["play", "--players", "2"]])
def test_a_max_rounds_past_the_limit_is_named_as_typed(
    capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    status, out, err = run(capsys, *command, "--max-rounds", "99999999999999999999")
    assert (status, out) == (2, "")
    assert "--max-rounds: expected a number of rounds up to 999999" in err
    assert "max_rounds" not in err and err.count("\n") == 1


@pytest.mark.parametrize("address", ["nonsense", "tcp://host:x", "ftp://host:1", ""])
def test_a_bad_dask_address_is_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str], address: str
) -> None:
    status, out, err = run(capsys, "arena", "--bots", "random", "--games", "1",
                           "--dask", address)
    assert (status, out) == (2, "")
    assert err.startswith("vapor-willie: error: --dask: ") and err.count("\n") == 1


def test_dask_without_the_extra_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    status, out, err = run(capsys, "arena", "--bots", "random", "--games", "1",
                           "--dask", "local")
    assert (status, out) == (2, "")
    assert err.startswith("vapor-willie: error: --dask: Dask is not installed")


def test_the_arena_does_not_import_dask_unless_asked() -> None:
    code = ("import sys\nfrom vapor_willie.cli import main\n"
            "assert main(['arena', '--bots', 'random', '--games', '1', '--max-rounds', '2'])"
            " == 0\nassert 'distributed' not in sys.modules and 'dask' not in sys.modules\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=300, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.slow
def test_the_arena_on_a_local_cluster_gives_the_results_of_one_process(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pytest.importorskip("distributed")
    match = ["arena", "--players", "2", "--bots", "heuristic:depth=1,random,random",
             "--games", "6", "--seed", "4", "--max-rounds", "10", "--json"]
    status, out, _ = run(capsys, *match, "--jobs", "1")
    assert status == 0
    expected = without_times(out)
    status, out, err = run(capsys, *match, "--dask", "local", "--jobs", "2",
                           "--records", str(tmp_path))
    assert (status, err) == (0, "")
    assert without_times(out) == expected
    assert len(list(tmp_path.iterdir())) == 6
