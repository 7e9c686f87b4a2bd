"""The help pages of both commands in Japanese, cut into lines by
``tabletop.commandline.wrap``: no line starts with a closing bracket or punctuation
mark, nor ends with an opening bracket, and every line keeps to the width."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tabletop.columns import columns
from tabletop.commandline import wrap

NO_START = "、。，．・：；！？）」』】〕〉》ー"
NO_END = "（「『【〔〈《"

COMMANDS = [("vanuatu", sub) for sub in (None, "play", "validate", "arena", "view",
                                         "replay", "analyse", "convert", "serve")] + [
    ("vapor_willie", sub) for sub in (None, "play", "validate", "arena", "view", "replay",
                                      "analyse", "convert", "serve")]


@pytest.mark.parametrize(("package", "sub"), COMMANDS)
def test_japanese_help_lines_do_not_start_with_a_closing_mark(package: str,
                                                             sub: str | None) -> None:
    args = [sys.executable, "-m", package, *([sub] if sub else []), "--help", "--lang", "ja"]
    page = subprocess.run(args, capture_output=True, text=True, check=True, timeout=120,
                          env={"COLUMNS": "80", "PATH": ""}).stdout
    for line in page.splitlines():
        text = line.strip()
        assert not text or text[0] not in NO_START, line
        assert not text or text[-1] not in NO_END, line


@pytest.mark.parametrize("width", [8, 10, 13, 20])
def test_wrap_moves_a_character_with_a_closing_mark_and_keeps_the_width(width: int) -> None:
    text = "メッセージの言語：en、pt、ja（既定：ロケール環境 LANGUAGE から。なければ英語）。"
    lines = wrap(text, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        assert columns(line) <= width, line
        assert line[0] not in NO_START and line[-1] not in NO_END, lines
