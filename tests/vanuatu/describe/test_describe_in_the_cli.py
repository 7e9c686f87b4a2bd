"""The words of the moves in terminal play (the numbered list and ``hint``)
and in ``vanuatu analyse`` (text and JSON, whose fields are only added to)."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest

from vanuatu import Record, describe_move
from vanuatu.cli import main

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "records" / "complete-3p.vnt"


def test_the_move_list_and_the_hint_show_the_words(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("hint\nquit\n"))
    assert main(["play", "--players", "3", "--human", "P0,P1,P2", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^ +1\. P\d take navigator +Take the Navigator: once this round, sail 1 "
                     r"to 3 spaces for free$", out, re.MULTILINE), out
    assert re.search(r"^ +11\. P\d take governor +Take the Governor: ", out, re.MULTILINE)
    assert re.search(r"A bot would play: P\d take \w+ \(Take the \w+: once this round", out)
    assert re.search(r"^  1\. P\d take \w+ +expected +[\d.]+ PP  Take the \w+: ", out,
                     re.MULTILINE)


def test_analyse_json_adds_the_words_and_keeps_its_fields(
        capsys: pytest.CaptureFixture[str]) -> None:
    record = Record.load(EXAMPLE)
    states = list(record.states())
    assert main(["analyse", str(EXAMPLE), "--to", "30", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["moves"]
    assert rows
    for row in rows:
        assert set(row) == {"number", "player", "played", "best", "best_pp", "played_pp",
                            "loss", "description", "best_description"}
        i = row["number"] - 1
        assert row["description"] == describe_move(record.moves[i], states[i])
        assert row["best_description"]
    assert main(["analyse", str(EXAMPLE), "--at", "12", "--top", "3", "--json"]) == 0
    candidates = json.loads(capsys.readouterr().out)["candidates"]
    for c in candidates:
        assert set(c) == {"move", "value", "pp", "visits", "description"}
        assert c["description"].startswith("Plan: ")


def test_analyse_text_says_each_move_played_in_words(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(EXAMPLE), "--to", "12"]) == 0
    out = capsys.readouterr().out
    assert "the move played, in words" in out
    assert re.search(r"P2 plan rest rest .* Plan: 2 markers on Rest$", out, re.MULTILINE), out
    assert main(["analyse", str(EXAMPLE), "--at", "12", "--top", "2"]) == 0
    assert re.search(r"^  1\. P\d plan .*\)  Plan: ", capsys.readouterr().out, re.MULTILINE)
