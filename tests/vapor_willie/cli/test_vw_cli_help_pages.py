"""The help pages of ``vapor-willie``: every command's ends with the exit statuses in the
words of ``vanuatu``'s, and ``play --help`` says what plays each seat."""

from __future__ import annotations

import pytest

from vanuatu.cli import main as vanuatu_main
from vapor_willie.cli import main

COMMANDS = ("play", "validate", "replay", "convert", "view", "arena", "analyse", "serve")


def help_text(capsys: pytest.CaptureFixture[str], *args: str, game: str = "vw") -> str:
    status = (main if game == "vw" else vanuatu_main)([*args, "--help"])
    assert status == 0
    return " ".join(capsys.readouterr().out.split())


def exit_line(text: str) -> str:
    return text[text.index("exit status:"):]


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_every_help_page_ends_with_the_exit_statuses_of_vanuatu(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    words = [command] if command else []
    text = help_text(capsys, *words)
    assert "exit status: 0 success; 1 a record holds an illegal move; 2 a file cannot" in text
    assert exit_line(text) == exit_line(help_text(capsys, *(words or ["play"]),
                                                  game="vanuatu"))


@pytest.mark.parametrize(("lang", "words"), [("pt", "código de saída: 0 sucesso"),
                                             ("ja", "終了ステータス: 0 成功")])
def test_the_exit_statuses_speak_the_language(capsys: pytest.CaptureFixture[str], lang: str,
                                               words: str) -> None:
    for command in COMMANDS:
        assert words in help_text(capsys, command, "--lang", lang), command


def test_play_help_says_what_plays_each_seat(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(capsys, "play")
    assert "random bots" not in text
    assert "Play a whole game between bots (or against them, with --human)" in text
    assert "each seat is a person at the terminal (--human) or a bot of --bots" in text
    assert "heuristic (rivalry=X, depth=N), ismcts (iterations=N" in text
    assert "(default: random; with --human: heuristic)" in text
    status = main(["--help"])
    assert status == 0 and "random bots" not in capsys.readouterr().out
