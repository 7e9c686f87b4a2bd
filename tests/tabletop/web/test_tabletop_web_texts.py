"""The files a game makes per language (:mod:`tabletop.web.texts`): written in every
language, named by :func:`static_name`, and found stale when they differ from what
their function makes now."""

from __future__ import annotations

from pathlib import Path

from tabletop.translation import LANGUAGES
from tabletop.web.language import NAMES, WORDS
from tabletop.web.texts import data_script, file_switch, stale_files, static_name, write_files


def test_the_files_are_written_in_every_language_and_found_stale_when_they_change(
        tmp_path: Path) -> None:
    makers = {"texts.js": lambda lang: data_script("t", {"lang": lang}, "made here"),
              "rules.html": lambda lang: f"<html lang={lang}>\n"}
    written = write_files(tmp_path, makers)
    assert sorted(p.name for p in written) == sorted(
        static_name(n, lang) for n in makers for lang in LANGUAGES)
    assert stale_files(tmp_path, makers) == []
    (tmp_path / "texts.pt.js").write_text("old", encoding="utf-8")
    (tmp_path / "rules.ja.html").unlink()
    assert stale_files(tmp_path, makers) == ["texts.pt.js", "rules.ja.html"]


def test_the_switch_of_a_file_links_each_language_and_marks_the_current_one() -> None:
    switch = file_switch("ja", lambda lang: f"/r.{lang}.html", WORDS, NAMES)
    assert switch.count("<a ") == len(LANGUAGES)
    assert '<a href="/r.ja.html" hreflang="ja" lang="ja" aria-current="true">' in switch
    assert 'aria-label="言語 / Language / Idioma"' in switch or "Language" in switch
