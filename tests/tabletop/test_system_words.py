"""The system's words in a player's language, shared by both games
(:mod:`tabletop.system_words`), and the refusal of a device as a file of records
(:mod:`tabletop.record_files`)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.record_files import CHARACTER_DEVICE, open_binary
from tabletop.system_words import BY_ERRNO, SYSTEM, os_error_words, system_words


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_every_known_error_has_words_in_each_language(lang: str) -> None:
    for words in SYSTEM:
        assert system_words(words, lang) != words, (lang, words)
    assert system_words("Input/output error", lang) == "Input/output error"


def test_an_error_is_known_by_its_number_whatever_its_words() -> None:
    said = os_error_words(OSError(errno.ENOENT, "Datei nicht gefunden"), "pt")
    assert said == system_words(BY_ERRNO[errno.ENOENT], "pt") == "Arquivo ou pasta inexistente"
    assert os_error_words(OSError(0, CHARACTER_DEVICE), "en") == CHARACTER_DEVICE


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_is_refused_before_it_is_read() -> None:
    with pytest.raises(OSError) as refused:
        open_binary("/dev/zero")
    assert refused.value.strerror == CHARACTER_DEVICE
    with open_binary(os.devnull) as f:
        assert f.read() == b""


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("game", ["vanuatu", "vapor_willie"])
@pytest.mark.parametrize(("lang", "words"), [("en", CHARACTER_DEVICE),
                                             ("pt", "um dispositivo de caracteres"),
                                             ("ja", "キャラクタデバイス")])
def test_both_games_say_a_device_is_no_file_of_records_in_the_language(
        game: str, lang: str, words: str) -> None:
    done = subprocess.run([sys.executable, "-m", game, "validate", "/dev/zero", "--lang", lang],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2 and done.stdout.count("\n") == 1, done.stderr
    assert words in done.stdout and "cannot read: " not in done.stdout
