"""The shared words of the terminal loop (:mod:`tabletop.terminal`) in Portuguese and
Japanese, from the catalogs of the gettext domain ``tabletop``; English by default, so
that a game that gives no language (Vapor Willie's) reads as before."""

from __future__ import annotations

import io

import pytest

from tabletop.terminal import HELP, WORDS, Prompt


def _ask(lang: str, answers: str) -> str:
    prompt = Prompt(io.StringIO(answers), io.StringIO(), lang=lang)

    def parse(text: str) -> str:
        if text in ("a", "b", "fly"):
            return text
        raise ValueError(f"unknown move {text!r}")

    prompt.ask(0, ["a", "b"], parse=parse,
               explain=lambda m: None if m in ("a", "b") else "R1 no wings",
               hint=lambda: "a", board=lambda: "", undo=lambda: (False, "nothing"))
    out = prompt.stdout.getvalue()
    assert isinstance(out, str)
    return out


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["There is no move 3: choose 1 to 2.", "Not legal: R1 no wings", "a is legal.",
            "Say which move: 'why <move>'."]),
    ("pt", ["Não existe a jogada 3: escolha de 1 a 2.", "Jogada não permitida: R1 no wings",
            "a é permitida.", "Diga qual jogada: 'why <move>'."]),
    ("ja", ["3番の手はありません。1〜2から選んでください。", "認められない手：R1 no wings",
            "aは合法手です。", "どの手か指定してください：'why <move>'。"]),
])
def test_the_loop_speaks_the_language_of_its_prompt(lang: str, words: list[str]) -> None:
    out = _ask(lang, "3\nfly\nwhy a\nwhy\nb\n")
    for line in words:
        assert line in out


def test_the_help_of_the_loop_in_each_language() -> None:
    assert Prompt(io.StringIO(), io.StringIO()).help_text == HELP
    assert Prompt(io.StringIO(), io.StringIO(), lang="pt").help_text.startswith("Responda ")
    said = Prompt(io.StringIO(), io.StringIO(), lang="ja").words(
        "Nothing to undo: you have not moved yet.")
    assert said == "戻す手がありません。まだ一手も指していません。"
    assert WORDS.gettext(HELP, "de") == HELP
