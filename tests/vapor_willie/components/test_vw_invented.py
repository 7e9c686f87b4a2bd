"""The shipped components are invented, and a user meets the name ``invented-1``
wherever they meet the data: ``vapor-willie play`` and every record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import vapor_willie as vw
from vapor_willie.cli import main
from vapor_willie.components import DATA_PATH, DEFAULT_NAME


def test_the_shipped_set_is_named_invented_1() -> None:
    assert DEFAULT_NAME == "invented-1" == vw.DEFAULT_COMPONENTS.name


def test_records_name_the_component_set() -> None:
    record = vw.Game(players=2, seed=1).record
    assert "Components: invented-1\n" in record.to_text()
    assert json.loads(record.to_json())["components"] == "invented-1"
    assert vw.Record.parse(record.to_text()) == record == vw.Record.parse(record.to_json())


def test_another_set_is_carried_with_its_name() -> None:
    raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    raw["name"] = "printed-copy"
    raw["objective_cards"][0]["stars"] = 5
    comps = vw.components_from_dict(raw)
    assert comps.name == "printed-copy" and comps != vw.DEFAULT_COMPONENTS
    record = vw.Game(options=vw.Options(players=2, components=comps), seed=1).record
    again = vw.Record.parse(record.to_text())
    assert again.options.components == comps and again.options.components.name == "printed-copy"


def test_an_unknown_set_name_is_refused_with_its_line() -> None:
    with pytest.raises(vw.RecordError, match="line 2: Components: 'printed' is not a"):
        vw.Record.parse("Players: 2\nComponents: printed\n")


def test_play_says_the_components_are_invented(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "2", "--seed", "1"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Components: invented-1 (invented")
    raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    raw["name"] = "printed-copy"
    data = tmp_path / "real.json"
    data.write_text(json.dumps(raw), encoding="utf-8")
    assert main(["play", "--players", "2", "--seed", "1", "--data", str(data)]) == 0
    assert capsys.readouterr().out.startswith(f"Components: printed-copy (from {data})")
