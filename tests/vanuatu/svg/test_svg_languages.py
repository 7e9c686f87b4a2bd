"""The board's picture in Portuguese and Japanese (``lang``): its labels, its titles
and hover texts in the language asked for, its hooks (``data-*``) and its English
unchanged."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import vanuatu
from vanuatu import svg
from vanuatu.translation import LOCALEDIR

pytestmark = pytest.mark.skipif(
    not all((LOCALEDIR / lang / "LC_MESSAGES" / "vanuatu.mo").exists() for lang in ("pt", "ja")),
    reason="catalogs not compiled (python _build/catalogs.py compile)")

#: English words of the picture's labels and hover texts.
ENGLISH = ("Round", "phase", "Action board", "Demand tiles", "Fish price", "Tourists waiting",
           "Rest tokens", "Player", "Huts left", "Fish tokens", "Markers", "Character",
           "empty", "cube on", "hut on", "boat on", "free hut slot", "marker(s)", "view",
           "to act", "placed", "in hand", "wanted by", "Last move", "upcoming tiles")


def _positions() -> list[tuple[vanuatu.GameState, vanuatu.Move | None]]:
    out = []
    for players, seed in ((2, 8), (3, 1), (4, 5)):
        game = vanuatu.Game(players=players, seed=seed)
        rng = random.Random(seed)
        while not game.state.is_over:
            if len(game.moves) % 23 == 0:
                out.append((game.state, game.moves[-1] if game.moves else None))
            game.play(rng.choice(game.legal_moves()))
        out.append((game.state, game.moves[-1]))
    return out


def _words(picture: str) -> str:
    root = ET.fromstring(picture)
    return "\n".join(t for t in root.itertext())


def _hooks(picture: str) -> list[str]:
    return re.findall(r'data-[a-z]+="[^"]*"', picture)


@pytest.mark.parametrize("lang", ["pt", "ja"])
def test_the_picture_speaks_the_language_and_keeps_its_hooks(lang: str) -> None:
    for state, last in _positions():
        for player in (None, 0):
            english = svg.board(state, player=player, last_move=last, names=("you", "Ana"))
            said = svg.board(state, player=player, last_move=last, names=("you", "Ana"),
                             lang=lang)
            assert _hooks(said) == _hooks(english)
            # the notation of the last move stays as it is ("Last move: P1 plan rest")
            text = re.sub(r"\bP\d [a-z][-a-z0-9,. ]*", " ", _words(said))
            found = [w for w in ENGLISH if re.search(rf"(?<![A-Za-z]){re.escape(w)}"
                                                     r"(?![A-Za-z])", text)]
            assert found == [], (state.phase, found)


def test_english_is_the_default_and_another_language_reads_english() -> None:
    state = vanuatu.Game(players=3, seed=1).state
    assert svg.board(state) == svg.board(state, lang="en") == svg.board(state, lang="de")
    assert svg.board_fragments(state, lang="pt") != svg.board_fragments(state)
    assert "".join(svg.board_fragments(state, lang="ja")) == svg.board(state, size=None,
                                                                        lang="ja")
    with pytest.raises(ValueError, match="not a language tag"):
        svg.board(state, lang="not a tag")


def test_your_view_is_said_in_the_language_of_the_seat_name() -> None:
    state = vanuatu.Game(players=2, seed=8).state
    assert "P0: sua visão" in svg.board(state, player=0, names=("você", "bot easy"), lang="pt")
    assert "P0：あなたから見た局面" in svg.board(state, player=0, names=("あなた", "ボット easy"),
                                              lang="ja")
    assert "P0: your view" in svg.board(state, player=0, names=("you", "easy bot"))
