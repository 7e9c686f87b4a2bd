"""The picture of :func:`vanuatu.svg.board` for everyone (WCAG 2.1 AA): every word
on a piece or a space has a contrast of 4.5:1 at least with what it is written
on, no text is under 12 units, and the picture has a title and a description."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import vanuatu
from vanuatu.svg.shapes import GOOD_COLOURS, NEUTRAL, PLAYER_COLOURS, PLAYER_TEXT

NS = "{http://www.w3.org/2000/svg}"


def _luminance(colour: str) -> float:
    colour = colour.lstrip("#")
    channels = [int(colour[k:k + 2], 16) / 255 for k in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _played(seed: int, moves: int) -> vanuatu.GameState:
    game = vanuatu.Game(players=5, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state = game.state
        if state.is_over:
            break
        if state.to_act < 0:
            game.play(vanuatu.sample_chance(state, rng))
        else:
            game.play(rng.choice(vanuatu.legal_moves(state, state.to_act)))
    return game.state


def _documents() -> list[ET.Element]:
    states = [vanuatu.Game(players=3, seed=1).state, _played(4, 150), _played(9, 400)]
    return [ET.fromstring(str(vanuatu.svg.board(s, player=0))) for s in states]


def test_the_letters_of_the_pieces_keep_4_5_to_1() -> None:
    for fill, ink in zip(PLAYER_COLOURS, PLAYER_TEXT, strict=True):
        assert contrast(fill, ink) >= 4.5, (fill, ink)
    for fill, ink, letter in GOOD_COLOURS:
        assert contrast(fill, ink) >= 4.5, letter
    assert contrast(NEUTRAL, "#ffffff") >= 4.5


def test_every_word_on_a_shape_keeps_4_5_to_1() -> None:
    for root in _documents():
        for g in root.iter(f"{NS}g"):
            # a space (its hexagon) or a piece (a group with its title)
            if g.get("class") != "space" and g.find(f"{NS}title") is None:
                continue
            under = None  # the shape drawn last before a word is the one it is on
            for child in g:
                if child.tag in (f"{NS}polygon", f"{NS}rect"):
                    under = child.get("fill")
                elif child.tag == f"{NS}text" and under not in (None, "none"):
                    ratio = contrast(str(under), child.get("fill", "#000000"))
                    assert ratio >= 4.5, (child.text, under, child.get("fill"), ratio)


def test_the_empty_spaces_say_so_at_4_5_to_1() -> None:
    root = _documents()[0]
    empty = [t for t in root.iter(f"{NS}text") if t.text == "empty"]
    assert empty
    for t in empty:
        assert contrast("#f3f3f3", t.get("fill", "")) >= 4.5


def test_no_text_is_under_12_units() -> None:
    for root in _documents():
        sizes = [float(t.get("font-size", "16")) for t in root.iter(f"{NS}text")]
        assert min(sizes) >= 12


def test_the_picture_has_a_title_and_a_description() -> None:
    root = _documents()[0]
    assert root[0].tag == f"{NS}title" and root[0].text
    assert root[0].text.startswith("Vanuatu board, round 1 of")
    assert root[1].tag == f"{NS}desc" and "archipelago" in (root[1].text or "")
