"""Importing games of the boardgamers.space engine (vanuatu.interop.boardgamers).

The fixtures are games that engine played by random legal moves (2 to 5
players, with and without Rising Waters and characters), stored as it stores
them, with its own final scores. ``clean-*`` games hold only moves our rules
accept; ``deviation-*`` games hold the documented deviations of R12 (R7.2,
R12.1, R12.2).
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import vanuatu
from vanuatu.cli import main
from vanuatu.interop.boardgamers import (
    RULINGS,
    ForeignGameError,
    import_game,
    read_game,
)
from vanuatu.interop.boardgamers.chance import EngineChance
from vanuatu.interop.boardgamers.generator import EngineRandom
from vanuatu.moves import ChanceEvent
from vanuatu.records import MAX_RECORD_BYTES, Record

FIXTURES = Path(__file__).resolve().parent / "fixtures"
GAMES = sorted(FIXTURES.glob("*.json"))
CLEAN = [p for p in GAMES if p.name.startswith("clean-")]
DEVIATING = [p for p in GAMES if p.name.startswith("deviation-")]


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_fixtures_cover_the_player_counts_and_variants() -> None:
    setups = [load(p)["_setup"] for p in CLEAN]
    assert {s["count"] for s in setups} == {2, 3, 4, 5}
    assert any("rising-waters" in s["expansions"] for s in setups)
    assert any(s["options"].get("characters") is False for s in setups)
    assert {load(p)["boardLayout"] if "boardLayout" in load(p) else 1 for p in GAMES} == {1, 2}
    assert sum(p.stat().st_size for p in FIXTURES.iterdir()) < 1_100_000


def test_the_generator_draws_as_the_engine() -> None:
    # the first draws of the engine's generator for the seed "seed-7", modulo 1000
    g = EngineRandom("seed-7")
    assert [g.below(1000) for _ in range(4)] == [888, 495, 19, 160]


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.name)
def test_every_fixture_imports(path: Path) -> None:
    game = read_game(load(path))
    data = load(path)
    assert game.record.options.players == data["_setup"]["count"]
    assert game.record.headers.names == tuple(p["name"] for p in data["players"])
    assert game.record.headers.tag("Source") == "boardgamers.space"
    assert game.record.options.components.tile("F1").fish == 3  # the engine's reading (R1.3)
    assert Record.parse(game.record.to_text()) == game.record
    assert Record.parse(game.record.to_json()) == game.record


@pytest.mark.parametrize("path", CLEAN, ids=lambda p: p.name)
def test_clean_games_validate_with_the_engine_scores(path: Path) -> None:
    data = load(path)
    game = read_game(data)
    assert game.deviations == ()
    report = vanuatu.validate(game.record)
    assert report.valid and report.complete
    assert report.final_scores is not None
    if not game.state.defeat:  # a defeat (R10.3) has no end scoring
        assert report.final_scores.totals == tuple(p["score"] for p in data["players"])
    assert game.scores == game.engine_scores


@pytest.mark.parametrize("path", DEVIATING, ids=lambda p: p.name)
def test_deviating_games_show_only_documented_deviations(path: Path) -> None:
    game = read_game(load(path))
    assert game.deviations
    assert {d.rule for d in game.deviations} <= set(RULINGS)
    assert game.scores == game.engine_scores  # deviations applied as played
    report = vanuatu.validate(game.record, keep_going=True)
    assert [r.index for r in report.refusals] == [d.record_index for d in game.deviations]
    assert all(r.applied for r in report.refusals)
    assert report.final_scores is not None
    if not game.state.defeat:  # a defeat (R10.3) has no end scoring
        assert report.final_scores.totals == game.engine_scores


@pytest.mark.parametrize("rule", ["R7.2", "R12.1", "R12.2"])
def test_each_documented_deviation_is_met(rule: str) -> None:
    met = {d.rule for p in DEVIATING for d in read_game(load(p)).deviations}
    assert rule in met


def test_envelopes_and_text_are_read_alike() -> None:
    data = load(CLEAN[0])
    record = import_game(data)
    assert import_game({"data": data}) == record
    assert import_game({"state": data}) == record
    assert import_game(json.dumps(data)) == record
    assert import_game(json.dumps(data).encode()) == record
    assert import_game(CLEAN[0]) == record


def test_legacy_board_is_imported_on_its_own_spaces() -> None:
    legacy = [p for p in GAMES if "boardLayout" not in load(p)]
    record = import_game(load(legacy[0]))
    assert "3,0" in record.options.components.spaces
    assert "4,2" not in record.options.components.spaces
    assert record.headers.tag("Board") == "first layout (3,0 for 4,2)"


# -- bad input -------------------------------------------------------------


def _error(data: object) -> ForeignGameError:
    with pytest.raises(ForeignGameError) as caught:
        read_game(data)  # type: ignore[arg-type]
    return caught.value


def _first(data: dict[str, Any], kind: str, action: str | None = None) -> int:
    return next(i for i, h in enumerate(data["_history"])
                if h["move"]["type"] == kind and (action is None or
                                                  h["move"].get("action") == action))


def test_wrong_shape_is_refused() -> None:
    assert "expected a JSON object" in str(_error([1, 2]))
    assert "no '_setup'" in str(_error({"_history": []}))
    data = load(CLEAN[0])
    data["_setup"]["count"] = 7
    assert "_setup.count" in str(_error(data))
    data = load(CLEAN[0])
    data["_history"][3] = {"p": 0}
    error = _error(data)
    assert error.index == 3 and "_history[3]" in str(error)


def test_unknown_move_type_names_its_index() -> None:
    data = load(CLEAN[0])
    data["_history"][5]["move"] = {"type": "castle"}
    error = _error(data)
    assert error.index == 5
    assert "unknown move type 'castle'" in str(error)


def test_a_move_the_engine_could_not_have_made_names_its_index() -> None:
    data = load(CLEAN[0])
    i = _first(data, "plan")
    data["_history"][i]["p"] = (data["_history"][i]["p"] + 1) % data["_setup"]["count"]
    error = _error(data)
    assert error.index == i and "turn" in str(error)
    data = load(CLEAN[0])
    i = _first(data, "act", "sail")
    data["_history"][i]["move"]["path"] = ["1,3", "1,3", "1,3"]
    error = _error(data)
    assert error.index == i and "could not have made" in str(error)
    assert re.search(r"R\d+\.\d+ ", str(error))  # the rule our engine cites


def test_a_seed_that_does_not_reproduce_the_game_is_refused() -> None:
    data = load(CLEAN[0])
    data["_setup"]["seed"] = "another seed"
    error = _error(data)
    assert error.index == 0
    assert "the seed does not reproduce the stored facts" in str(error)


def test_oversize_input_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text(" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(vanuatu.RecordError, match="limit"):
        read_game(big)
    assert main(["import", "boardgamers", str(big)]) == 2


# -- the command -----------------------------------------------------------


def test_command_writes_a_clean_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "game.vnt"
    assert main(["import", "boardgamers", str(CLEAN[0]), "--out", str(out)]) == 0
    assert vanuatu.validate(out).valid
    assert main(["import", "boardgamers", str(CLEAN[0]), "--out", str(tmp_path / "g.json")]) == 0
    assert json.loads((tmp_path / "g.json").read_text())["format"]
    assert main(["import", "boardgamers", str(CLEAN[0])]) == 0
    assert "Source: boardgamers.space" in capsys.readouterr().out


def test_command_lists_deviations_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = DEVIATING[0]
    game = read_game(load(path))
    out = tmp_path / "game.vnt"
    assert main(["import", "boardgamers", str(path), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    for d in game.deviations:
        assert f"_history[{d.index}]" in err and d.rule in err
    assert main(["validate", "--all", str(out)]) == 1
    listed = capsys.readouterr()
    text = listed.out + listed.err
    for d in game.deviations:
        assert f"move {d.record_index + 1} " in text


def test_command_compares_scores_that_differ(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = load(CLEAN[0])
    data["players"][0]["score"] += 1
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data))
    assert main(["import", "boardgamers", str(path)]) == 1
    assert "final scores differ" in capsys.readouterr().err


def test_command_refuses_a_foreign_file_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(load(CLEAN[0]))
    data["_history"][4]["move"]["type"] = "castle"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    assert main(["import", "boardgamers", str(path)]) == 2
    err = capsys.readouterr().err
    assert "_history[4]" in err and "Traceback" not in err
    path.write_text("not json")
    assert main(["import", "boardgamers", str(path)]) == 2


# -- the seeded draws ------------------------------------------------------


@given(st.text(max_size=30), st.integers(1, 20))
def test_R2_engine_draws_are_in_range_and_shuffles_permute(seed: str, n: int) -> None:
    g = EngineRandom(seed)
    assert 0 <= g.below(n) < n
    items = list(range(n))
    assert sorted(g.shuffle(items)) == items
    assert g.draws == 1 + (n - 1)


@given(st.text(max_size=30), st.integers(2, 5))
def test_R2_seeded_setup_is_a_possible_setup(seed: str, players: int) -> None:
    chance = EngineChance(seed, players, rising_waters=False)
    tiles = chance.pending[ChanceEvent.TILE]
    assert sorted(tiles) == sorted(f"{x}{n}" for x in "ABCDEF" for n in (1, 2))
    assert [t[0] for t in tiles] == list("ABCDEF" * 2)  # R2.2: A..F then A..F
    assert len(chance.pending[ChanceEvent.TOURIST]) == 8
    assert len(set(chance.pending[ChanceEvent.DEMAND])) == 3
    assert chance.pending[ChanceEvent.FIRST][0] in range(players)
    offers = chance.pending[ChanceEvent.CHARACTERS]
    assert (len(offers) == 1 and len(set(offers[0])) == 5) if players == 2 else offers == []


def test_headers_hold_any_seed_and_name_safely() -> None:
    data = load(CLEAN[0])
    data["players"][0]["name"] = " Ana #1\x1b[2J "
    record = import_game(data)
    assert "#" not in record.headers.names[0] and "\x1b" not in record.headers.names[0]
    data["_setup"]["seed"] = "x" * 2000
    assert "_setup.seed: at most 1000" in str(_error(data))
