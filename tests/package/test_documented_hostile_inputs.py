"""Hostile input at the documented entry points, each exactly as a user types
it: impossible positions, public positions, bot specs, time limits, worker
counts, action ids of the wrong type or of thousands of digits. Every one is
refused with a clear error that names what is wrong, never a traceback, an
internal sentinel or a hint about Python's own limits."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any

import pytest

import vanuatu
import vanuatu.action_ids as action_ids
from vanuatu.batch import cores, validate_many
from vanuatu.cli import main

LEAKS = ("Traceback", "set_int_max_str_digits", "P-2", "P-1", "internal error")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def _mid_game() -> vanuatu.Game:
    game = vanuatu.Game(players=3, seed=7)
    for _ in range(20):
        game.play(game.legal_moves()[0])
    return game


def _with(field: int, value: str) -> str:
    words = vanuatu.to_position(_mid_game().state).split(" ")
    words[field - 1] = value
    return " ".join(words)


@pytest.mark.parametrize(("field", "value", "named"), [
    (3, "1.planning.9", "field 3 (clock)"),
    (3, "2.neutral.0", "field 3 (clock)"),
    (4, "none", "field 4 (to-act)"),
    (4, "chance", "field 4 (to-act)"),
    (10, "1:kkk/6/4", "field 10 (demand-display)"),
])
def test_a_position_no_game_reaches_is_refused_naming_the_field(
    field: int, value: str, named: str
) -> None:
    text = _with(field, value)
    with pytest.raises(vanuatu.PositionError, match=named.replace("(", r"\(").replace(")", r"\)")):
        vanuatu.from_position(text)
    with pytest.raises(vanuatu.PositionError):
        vanuatu.Game.from_position(text, seed=1)


@pytest.mark.parametrize("field", [2, 3, 4, 8, 13, 14, 16])
def test_a_huge_field_is_not_echoed_in_full(field: int) -> None:
    value = "1.planning." + "9" * 5000 if field == 3 else "9" * 5000
    with pytest.raises(vanuatu.PositionError) as info:
        vanuatu.from_position(_with(field, value))
    assert len(str(info.value)) < 300
    assert f"field {field} " in str(info.value)


@pytest.mark.parametrize("players", [10**5000, -(10**5000)], ids=["huge", "huge-negative"])
def test_a_player_count_of_thousands_of_digits_is_an_options_error(players: int) -> None:
    with pytest.raises(vanuatu.OptionsError, match=r"R1\.1") as info:
        vanuatu.Game(players=players)
    assert "set_int_max_str_digits" not in str(info.value)


@pytest.mark.parametrize("spec", ["random:seed=1", "ismcts:seconds=1e308",
                                  "ismcts:iterations=10^23", "heuristic:foo=1"])
def test_a_bot_spec_outside_its_parameters_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], spec: str
) -> None:
    status, out, err = run(capsys, "play", "--players", "3", "--seed", "1", "--bots", spec)
    assert status == 2
    assert "--bots" in err and not any(leak in out + err for leak in LEAKS)


@pytest.mark.parametrize("limit", ["inf", "1e300", "nan", "-1"])
def test_validate_time_limit_out_of_range_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, limit: str
) -> None:
    path = tmp_path / "g.vnt"
    vanuatu.Game(players=3, seed=1).record.dump(path)
    status, out, err = run(capsys, "validate", "--time-limit", limit, str(path))
    assert status == 2 and "--time-limit" in err
    assert "OverflowError" not in out + err


def test_action_ids_refuse_wrong_types_with_type_error() -> None:
    state = _mid_game().state
    with pytest.raises(TypeError):
        action_ids.encode(5, state.options)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        action_ids.legal_action_mask(None)  # type: ignore[arg-type]
    some = action_ids.legal_action_ids(state)[0]
    with pytest.raises(TypeError, match="player"):
        action_ids.decode(some, state, player=True, check=False)
    with pytest.raises(TypeError, match=r"^a chance outcome id is an int"):
        action_ids.decode_chance(True, state)  # type: ignore[arg-type]


def test_action_ids_of_thousands_of_digits_are_out_of_range() -> None:
    state = _mid_game().state
    with pytest.raises(vanuatu.ActionIdError, match="out of range") as info:
        action_ids.decode(10**5000, state)
    assert "set_int_max_str_digits" not in str(info.value)
    with pytest.raises(vanuatu.ActionIdError, match="out of range"):
        action_ids.decode_chance(10**5000, state)
    with pytest.raises(ValueError, match="no player") as player:
        action_ids.legal_action_ids(state, 10**5000)
    assert "set_int_max_str_digits" not in str(player.value)


def test_arena_jobs_never_exceed_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "arena", "--players", "3", "--bots", "random",
                         "--games", "3", "--jobs", "400")
    assert status == 0 and "random" in out


def test_arena_games_beyond_the_limit_is_a_usage_error(
    capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = run(capsys, "arena", "--players", "3", "--bots", "random",
                         "--games", "30000000")
    assert status == 2 and "--games" in err


class _Started(Exception):
    """Raised by the fake local cluster once it knows its size."""


def _fake_dask(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Fake ``distributed`` and ``dask.bag`` modules whose LocalCluster records
    how many workers it was asked for."""
    asked: list[int] = []

    def local_cluster(*, n_workers: int, **_: Any) -> None:
        asked.append(n_workers)
        raise _Started

    distributed = types.ModuleType("distributed")
    distributed.LocalCluster = local_cluster  # type: ignore[attr-defined]
    distributed.Client = object  # type: ignore[attr-defined]
    dask = types.ModuleType("dask")
    bag = types.ModuleType("dask.bag")
    dask.bag = bag  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "distributed", distributed)
    monkeypatch.setitem(sys.modules, "dask", dask)
    monkeypatch.setitem(sys.modules, "dask.bag", bag)
    return asked


def test_a_local_dask_cluster_has_at_most_one_worker_per_core(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    asked = _fake_dask(monkeypatch)
    path = tmp_path / "g.vnt"
    vanuatu.Game(players=3, seed=1).record.dump(path)
    with pytest.raises(_Started):
        list(validate_many([str(path)], jobs=400, client="local"))
    assert asked == [min(400, cores())]


def test_arena_on_a_local_dask_cluster_has_at_most_one_worker_per_core(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked = _fake_dask(monkeypatch)
    with pytest.raises(_Started):
        main(["arena", "--players", "3", "--bots", "random", "--games", "500",
              "--jobs", "400", "--dask", "local"])
    assert asked == [min(400, cores())]


@pytest.mark.parametrize("seat", ["P²", "²", "P" + "9" * 5000])
def test_a_seat_that_is_not_a_seat_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, seat: str
) -> None:
    path = tmp_path / "g.vnt"
    vanuatu.Game(players=3, seed=1).record.dump(path)
    for args in (["view", str(path), "--player", seat, "--out", str(tmp_path / "g.html")],
                 ["play", "--players", "3", "--human", seat]):
        status, out, err = run(capsys, *args)
        assert status == 2, (args[0], out, err)
        assert "is not a seat" in err and len(err) < 300
        assert not any(leak in out + err for leak in LEAKS)


def test_analyse_names_its_own_option_for_a_bad_bot_spec(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "g.vnt"
    vanuatu.Game(players=3, seed=1).record.dump(path)
    status, _, err = run(capsys, "analyse", str(path), "--bot", "random:seed=1")
    assert status == 2 and err.startswith("vanuatu: error: --bot: ")
