"""The shared viewer page takes a game's own script and style: ``stack`` builds the
phone panels and ``fit`` adjusts the whole picture (``vanuatu view`` gives those of
``vanuatu serve``, :mod:`vanuatu.viewer.assets`); ``vapor-willie view`` gives none. Each
is a file of a ``static`` folder, the same file the server gives."""

from __future__ import annotations

import pytest

from tabletop.page import SCRIPT, STYLE, Frame, page

FRAMES = [Frame("<svg><g id='sea'/></svg>", ""), Frame("<svg></svg>", "end")]


def test_a_game_script_and_style_come_before_the_page_s_own() -> None:
    html = page("T", FRAMES, style=".mine { color: red; }", script="function lay(s, b) {}",
                stack="lay", fit="lay")
    assert "<style>" + STYLE + ".mine { color: red; }</style>" in html
    assert "<script>function lay(s, b) {}" + SCRIPT + "</script>" in html
    assert '"stack":"lay","fit":"lay"' in html
    assert '<main class="stacked">' in html  # the panels take the picture's place on a phone


def test_without_a_game_script_the_page_is_the_plain_one() -> None:
    html = page("T", FRAMES)
    assert f"<style>{STYLE}</style>" in html and f"<script>{SCRIPT}</script>" in html
    assert '"stack":"","fit":""' in html and '<main class="stacked">' not in html


@pytest.mark.parametrize("name", ["lay(1)", "</script>", "1lay", "lày"])
def test_a_stack_or_fit_that_names_no_function_is_refused_by_name(name: str) -> None:
    with pytest.raises(ValueError, match="stack names no script function"):
        page("T", FRAMES, stack=name)
    with pytest.raises(ValueError, match="fit names no script function"):
        page("T", FRAMES, fit=name)


def test_vanuatu_view_pages_use_the_panels_of_vanuatu_serve() -> None:
    import vanuatu
    from tabletop.web.assets import static_text
    from vanuatu.viewer.assets import PANELS_SCRIPT, PANELS_STYLE
    from vanuatu.viewer.html import page as view_page
    from vanuatu.web.pages import PAGE

    html = view_page(vanuatu.Game(players=3, seed=1).record)
    assert PANELS_SCRIPT in html and PANELS_STYLE in html
    assert '"stack":"vanuatuPanels","fit":"vanuatuLegible"' in html
    assert "function vanuatuPanels(" in PANELS_SCRIPT
    assert "function vanuatuLegible(" in PANELS_SCRIPT
    # the very files the game page of vanuatu serve loads
    assert PANELS_SCRIPT == static_text("vanuatu.web", "panels.js")
    assert PANELS_STYLE == static_text("vanuatu.web", "panels.css")
    assert {("vanuatu.web", "panels.js"), ("vanuatu.web", "panels.css")} <= set(PAGE.static)


def test_the_page_s_own_script_and_style_are_the_files_of_tabletop_web_static() -> None:
    from tabletop.web.assets import static_text

    assert SCRIPT == static_text("tabletop.web", "viewer.js")
    assert STYLE == static_text("tabletop.web", "viewer.css")
    html = page("T", FRAMES)
    assert static_text("tabletop.web", "viewer.js") in html


def test_vapor_willie_view_pages_have_their_own_phone_script() -> None:
    import vapor_willie as vw
    from vapor_willie.viewer import page as vw_page

    game = vw.Game(players=2, seed=1)
    html = vw_page(game.record)
    assert '"stack":"vwStack","fit":""' in html and "vanuatuPanels" not in html
    assert "function vwStack(" in html
